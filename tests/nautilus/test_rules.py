"""One test per rule of Nautilus: the legal case and the illegal one.

Rule ids are those of docs/rules/nautilus.md; ``rule(...)`` marks which one a test
checks, and tests/test_rules_cited.py makes sure every id has a test.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest

from naval_widgets import IllegalAction
from naval_widgets.nautilus import (
    GAME,
    Anchored,
    Give,
    Keep,
    Move,
    Pass,
    Pick,
    Place,
    PlaySpecial,
    Table,
    parse,
    rules,
)
from naval_widgets.nautilus.cards import DOMAIN_CARDS, SPECIALS, beats, domain_of, stars_of
from naval_widgets.nautilus.scoring import capture, tallies
from naval_widgets.nautilus.state import BEFORE, HARPOONING, KEEP, MOVE, OVER, PLACE, SCOOTING

from ..referee import accepted, refused
from .positions import TABLE, board, position

rule = pytest.mark.rule
illegal = partial(refused, rules)
legal = partial(accepted, rules)


def played_game(seed=3, bots=("greedy", "greedy"), **options):
    table = Table(seed=seed, bots=dict(enumerate(bots)), **options)
    table.run_bots()
    return table


# -- components and set-up -------------------------------------------------------------
@rule("nautilus/components")
def test_the_cards_are_30_domain_cards_14_divers_and_6_specials():
    assert len(DOMAIN_CARDS) == 30
    for domain in range(5):
        stars = sorted(stars_of(card) for card in DOMAIN_CARDS if domain_of(card) == domain)
        assert stars == [-1, 1, 1, 1, 1, 2] and sum(stars) == 5
    assert len(SPECIALS) == 6
    assert GAME.card_counts(GAME.initial_state(4)) == [30, 14, 6]
    illegal(GAME.initial_state(4), Keep("shark"), "nautilus/action")


@rule("nautilus/deal")
def test_each_round_lays_five_domain_cards_and_deals_five_divers_each():
    state = GAME.initial_state(4)
    assert len(state.table) == 5 and len(state.domain_pile) == 25
    assert [len(hand) for hand in state.hands] == [5, 5] and len(state.diver_pile) == 4
    assert len(state.offer) == 2 and state.phase == KEEP
    assert GAME.initial_state(4) == state != GAME.initial_state(5)
    illegal(state, Place(state.hands[0][0], 1, 1), "nautilus/keep")


@rule("nautilus/first-player")
def test_player_1_starts_odd_rounds_and_player_2_even_ones():
    table = played_game()
    firsts = {state.round: state.first for state in table.history}
    assert firsts and all(first == (number - 1) % 2 for number, first in firsts.items())
    second_round = next(state for state in table.history if state.round == 2)
    assert GAME.to_move(second_round) == 1
    illegal(second_round, Keep("nothing"), "nautilus/action")
    view = GAME.view(second_round, 1)
    # The board's shell reads a view's "first" as the move undo starts from.
    assert view["starter"] == 1 and "first" not in view


@rule("nautilus/keep")
def test_the_first_player_keeps_one_special_and_gives_the_other():
    state = GAME.initial_state(4)
    kept, given = state.offer
    after = legal(state, Keep(kept))
    assert after.specials == (kept, given) and after.seen_special == (True, False)
    assert GAME.view(after, 1)["special"] == given
    assert GAME.view(after, 1)["opponent_special"] is None
    assert GAME.view(after, 0)["opponent_special"] == given
    absent = next(card for card in SPECIALS if card not in state.offer)
    illegal(state, Keep(absent), "nautilus/keep")


@rule("nautilus/special-pile")
def test_each_special_card_is_dealt_once_in_each_half():
    table = played_game(seed=11, bots=("random", "random"))
    offers = {state.round: state.offer for state in table.history if state.phase == KEEP}
    first_half = [card for number in (1, 2, 3) if number in offers for card in offers[number]]
    assert len(first_half) == len(set(first_half))
    later = [state for state in table.history if state.round == 2]
    if later:
        assert len(later[0].spent) == 2  # round 1's two, discarded face up
    illegal(table.state, Pass(), "nautilus/game-end")


# -- before placement ------------------------------------------------------------------------
@rule("nautilus/pre-round")
def test_eye_scooter_and_harpoon_are_played_before_placement_only():
    before = position(phase=BEFORE, specials=("eye", "kraken"))
    assert rules.legal_actions(before) == [Pass(), PlaySpecial("eye")]
    after = legal(before, Pass())
    assert after.phase == BEFORE and after.to_move == 1
    illegal(after, PlaySpecial("kraken"), "nautilus/pre-round")
    illegal(before, PlaySpecial("harpoon"), "nautilus/pre-round")
    placing = position(specials=("eye", None))
    illegal(placing, PlaySpecial("eye"), "nautilus/pre-round")
    illegal(before, Place(1, 1, 1), "nautilus/pre-round")


@rule("nautilus/eye")
def test_the_eye_shows_the_other_hand_to_its_player_only():
    state = position(phase=BEFORE, specials=("eye", "anchor"))
    after = legal(state, PlaySpecial("eye"))
    assert GAME.view(after, 0)["opponent_hand"] == [10, 11, 12, 13, 14]
    assert GAME.view(after, 0)["opponent_special"] == "anchor"
    assert GAME.view(after, 1)["opponent_hand"] == []
    assert GAME.view(after, 1)["known_to_opponent"] == [10, 11, 12, 13, 14]
    assert GAME.view(after, None)["opponent_hand"] is None
    illegal(after, PlaySpecial("eye"), "nautilus/pre-round")


@rule("nautilus/scooter")
def test_the_scooter_draws_two_divers_and_one_is_kept():
    state = legal(position(phase=BEFORE, specials=("scooter", None)), PlaySpecial("scooter"))
    assert state.phase == SCOOTING and len(state.drawn) == 2
    assert GAME.view(state, 1)["drawn"] is None and GAME.view(state, 0)["drawn"]
    keep, back = state.drawn
    after = legal(state, Pick(keep))
    assert keep in after.hands[0] and len(after.hands[0]) == 6
    assert back in after.diver_pile and GAME.view(after, 0)["pile_seen"] == [back]
    other = next(card for card in range(1, 15) if card not in state.drawn)
    illegal(state, Pick(other), "nautilus/scooter")
    illegal(state, Pass(), "nautilus/scooter")


@rule("nautilus/harpoon")
def test_the_harpoon_takes_a_diver_and_one_is_given():
    state = legal(position(phase=BEFORE, specials=("harpoon", None)), PlaySpecial("harpoon"))
    taken = state.taken
    assert state.phase == HARPOONING and taken in state.hands[0] and len(state.hands[1]) == 4
    assert taken in GAME.view(state, 1)["opponent_hand"]
    after = legal(state, Give(1))
    assert 1 in after.hands[1] and taken in after.hands[0]
    assert GAME.view(after, 0)["opponent_hand"] == [1]
    assert taken in GAME.view(after, 1)["opponent_hand"]
    back = legal(state, Give(taken))
    assert back.hands == ((1, 2, 3, 4, 5), (10, 11, 12, 13, 14))
    illegal(state, Give(9), "nautilus/harpoon")


# -- placement --------------------------------------------------------------------------------
@rule("nautilus/place")
def test_a_diver_goes_to_a_free_place_of_either_side():
    state = position(sides=board(second=(12, None, None, None, None)))
    after = legal(state, Place(3, 2, 2))
    assert after.sides[1][:2] == (12, 3) and after.to_move == 1 and 3 not in after.hands[0]
    assert legal(state, Place(3, 1, 1)).sides[0][0] == 3
    illegal(state, Place(3, 2, 1), "nautilus/place")
    illegal(state, Place(9, 1, 1), "nautilus/place")
    illegal(state, Move(2, 1, 1, 1), "nautilus/forced-move")


@rule("nautilus/across")
def test_a_6_or_9_moves_another_card_straight_across():
    state = position(hands=((6, 2, 3, 4, 5), (10, 11, 12, 13, 14)),
                     sides=board((11, None, None, None, None)))
    moving = legal(state, Place(6, 1, 3))
    assert moving.phase == MOVE and moving.to_move == 0
    assert rules.legal_actions(moving) == [Move(1, 1, 2, 1)]
    after = legal(moving, Move(1, 1, 2, 1))
    assert after.sides == ((None, None, 6, None, None), (11, None, None, None, None))
    illegal(moving, Move(1, 1, 1, 2), "nautilus/across")
    illegal(moving, Move(1, 3, 2, 3), "nautilus/across")


@rule("nautilus/along")
def test_a_7_or_8_moves_another_card_along_its_side():
    state = position(hands=((7, 2, 3, 4, 5), (10, 11, 12, 13, 14)),
                     sides=board((11, 12, 13, None, None)))
    moving = legal(state, Place(7, 1, 4))
    assert len(rules.legal_actions(moving)) == 3  # three cards, one free place
    after = legal(moving, Move(1, 2, 1, 5))
    assert after.sides[0] == (11, None, 13, 7, 12)
    illegal(moving, Move(1, 2, 2, 2), "nautilus/along")


@rule("nautilus/forced-move")
def test_a_possible_move_is_compulsory_and_an_impossible_one_is_skipped():
    state = position(hands=((8, 2, 3, 4, 5), (10, 11, 12, 13, 14)),
                     sides=board((11, None, None, None, None)))
    moving = legal(state, Place(8, 1, 2))
    illegal(moving, Place(2, 2, 2), "nautilus/forced-move")
    alone = legal(position(hands=((8, 2, 3, 4, 5), (10, 11, 12, 13, 14))), Place(8, 1, 2))
    assert alone.phase == PLACE and alone.to_move == 1


@rule("nautilus/kraken")
def test_the_kraken_is_a_diver_worth_15_that_beats_even_the_1():
    assert beats(15, 1) and not beats(1, 15) and beats(15, 14)
    state = position(specials=("kraken", None))
    after = legal(state, Place(15, 1, 1))
    assert after.sides[0][0] == 15 and after.specials == (None, None)
    assert after.hands[0] == state.hands[0]
    illegal(position(), Place(15, 1, 1), "nautilus/kraken")


@rule("nautilus/fishbone")
def test_the_fishbone_is_a_diver_worth_0():
    assert all(beats(value, 0) for value in range(1, 16))
    after = legal(position(specials=("fishbone", None)), Place(0, 2, 5))
    assert after.sides[1][4] == 0
    illegal(position(), Place(0, 2, 5), "nautilus/fishbone")


@rule("nautilus/anchor")
def test_the_anchored_card_never_moves():
    state = position(hands=((7, 2, 3, 4, 5), (10, 11, 12, 13, 14)), specials=("anchor", None))
    anchored = legal(state, Anchored(2, 1, 1))
    assert anchored.anchor == (0, 0) and anchored.specials == (None, None)
    mover = anchored._replace(to_move=0)
    after = legal(mover, Place(7, 1, 2))
    assert after.phase == PLACE  # the only card to move is anchored: no move
    with_other = legal(mover._replace(sides=board((2, None, 13, None, None))), Place(7, 1, 2))
    illegal(with_other, Move(1, 1, 1, 4), "nautilus/anchor")
    illegal(position(), Anchored(2, 1, 1), "nautilus/anchor")


# -- scoring --------------------------------------------------------------------------------
@rule("nautilus/capture")
def test_each_domain_card_goes_to_the_higher_diver_and_1_beats_14():
    sides = board((1, 13, 2, 15, 0), (14, 12, 3, 1, 4))
    assert [s.taker for s in capture(TABLE, sides)] == [0, 0, 1, 0, 1]
    assert beats(1, 14) and not beats(14, 1) and beats(14, 2) and not beats(1, 2)
    full = position(hands=((5,), (10,)), sides=board((1, 13, 2, 15, None),
                                                     (14, 12, 3, 6, 4)))
    after = legal(full, Place(5, 1, 5))
    assert set(after.won[0]) == {0, 6, 18, 24} and after.won[1] == (12,)
    illegal(full, Place(5, 1, 1), "nautilus/place")


@rule("nautilus/domain")
def test_a_domains_total_is_its_stars_and_the_higher_wins():
    science = [card for card in DOMAIN_CARDS if domain_of(card) == 0]  # 1,1,1,1,2,-1
    counts = tallies(((science[4], science[5], science[0]), (science[1], science[2])))
    assert counts[0][0] == 2 and counts[1][0] == 2  # tied now, not at the end
    whole = tallies((tuple(science[:3]), tuple(science[3:])))
    assert whole[0][0] + whole[1][0] == 5 and whole[0][0] != whole[1][0]
    illegal(GAME.initial_state(2), Place(1, 3, 1), "nautilus/action")


@rule("nautilus/game-end")
def test_three_won_domains_end_the_game():
    table = played_game(seed=8)
    outcome = table.outcome
    assert outcome is not None and table.state.phase == OVER
    assert outcome.scores[outcome.winner] >= 3 and table.state.round <= 6
    assert GAME.legal_actions(table.state) == []
    illegal(table.state, Place(1, 1, 1), "nautilus/game-end")


@rule("nautilus/show-score")
def test_the_tallies_and_won_markers_can_be_hidden():
    shown = Table(seed=5, show_score=True)
    hidden = Table(seed=5, show_score=False)
    assert shown.view(0)["tallies"] == [[0] * 5, [0] * 5]
    assert hidden.view(0)["tallies"] is None and hidden.view(0)["clinched"] is None
    assert hidden.view(0)["won"] == [[], []]
    finished = played_game(seed=5, show_score=False)
    assert finished.view(0)["clinched"] is not None  # shown once the game is over
    with pytest.raises(Exception) as refused_setup:
        Table(seed=5, show_score="yes")
    assert "show_score" in str(refused_setup.value)


@rule("nautilus/action")
def test_malformed_actions_are_refused_under_the_action_rule():
    assert parse("12 2.3") == Place(12, 2, 3) and parse("kraken 1.4") == Place(15, 1, 4)
    assert parse("anchor 7 1.2") == Anchored(7, 1, 2) and parse("move 1.2 2.2") == Move(1, 2, 2, 2)
    for text in ("", "12", "keep shark", "place 1 2 3", "move 1.2"):
        with pytest.raises(IllegalAction) as err:
            parse(text)
        assert err.value.rule == "nautilus/action"
    illegal(position(), Place(99, 1, 1), "nautilus/action")
    illegal(position(), Place(3, 1, 6), "nautilus/action")
    illegal(position(), "12 2.3", "nautilus/action")


def test_every_special_name_is_counted_once():
    assert Counter(SPECIALS) == Counter(set(SPECIALS))
