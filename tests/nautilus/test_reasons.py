"""The Nautilus bots' reasons are true and hold no secret (issue "bots that explain"): on
seeded games the claim of each reason kind is checked on the position where it was given,
against the rules' own account of the move (the board after it, or the round it scored),
the greedy bot's next best move against its scores, and the search bot's figures against
its search; the search bot's public sentences pass the twin check too."""

from __future__ import annotations

import random

import pytest

from naval_widgets.nautilus import GAME, Table
from naval_widgets.nautilus.actions import Give, Move, PlaySpecial
from naval_widgets.nautilus.bots import LIKING, GreedyBot, greedy_scores
from naval_widgets.nautilus.cards import PRE_ROUND, beats, domain_card_name, domain_of, stars_of
from naval_widgets.nautilus.ismcts import IsmctsBot
from naval_widgets.nautilus.phrases import sentence, the_diver
from naval_widgets.nautilus.reasons import board_fact, held_back, said_by_me
from naval_widgets.nautilus.scoring import clinched

from ..conformance.twins import same_reasons
from ..reason_claims import check_next_best, params
from ..tiers import seeded

#: Every kind the greedy bot gives on these games.
KINDS = {"decided", "wins-place", "loses-place", "favours-me", "favours-you", "plays-special",
         "keeps-liked", "stronger-drawn", "weakest-given", "passes"}
PLACING = {"decided", "wins-place", "loses-place", "favours-me", "favours-you"}


def beaten(value: int) -> int:
    return sum(beats(value, other) for other in range(16) if other != value)


def landed(before, after, seat: int, action) -> tuple[int, int | None, int | None]:
    """Where ``action``'s card landed and the divers on the bot's side and the other's
    there, by the rules: the board after the move, or the round it scored."""
    place = (action.to_place if type(action) is Move else action.place) - 1
    if after.round == before.round and after.phase != "over":
        return place, after.sides[seat][place], after.sides[1 - seat][place]
    scored = next(s for s in after.last if s.card == before.table[place])
    return place, scored.divers[seat], scored.divers[1 - seat]


def check_board_fact(before, after, seat: int, action, kind: str, public) -> None:
    """What a placement or a move's public sentence says of its place is what the rules
    made of it."""
    place, mine, theirs = landed(before, after, seat, action)
    card = before.table[place]
    said = params(public)
    assert said["move"] == said_by_me(action) and said["card"] == domain_card_name(card)
    if kind == "decided":
        assert clinched(before.won)[domain_of(card)] is not None
        return
    assert clinched(before.won)[domain_of(card)] is None
    good = stars_of(card) > 0
    if mine is not None and theirs is not None:
        assert (said["mine"], said["theirs"]) == (the_diver(mine), the_diver(theirs))
        to_me = beats(mine, theirs)
        assert public.msgid.endswith("comes to me.") == to_me
        assert kind == ("wins-place" if to_me == good else "loses-place")
        if after.round != before.round:
            taker = next(s.taker for s in after.last if s.card == card)
            assert (taker == seat) == to_me, "the round scored as the reason said"
        return
    alone = mine if mine is not None else theirs
    assert (mine is None) != (theirs is None)
    assert said["value"] == the_diver(alone) and said["count"] == beaten(alone)
    to_me = (2 * beaten(alone) > 15) == (mine is not None)
    assert public.msgid.endswith("should come to me.") == to_me
    assert kind == ("favours-me" if to_me == good else "favours-you")


def check_greedy(table, ply: int) -> str:
    """The greedy bot's reason for move ``ply`` is true; its kind."""
    before, after = table.history[ply - 1], table.history[ply]
    action, reason = table.actions[ply - 1], table.reasons[ply]
    seat, kind = GAME.to_move(before), reason.kind
    legal = GAME.legal_actions(before)
    if kind in PLACING:
        check_board_fact(before, after, seat, action, kind, reason.public)
        scores = greedy_scores(seat, before.sides, before.table, before.won, legal)
        check_next_best(reason.secret, reason.public, action, legal, scores, sentence)
    elif kind == "plays-special":
        assert type(action) is PlaySpecial and action.special in PRE_ROUND
        assert before.specials[seat] == action.special and reason.secret is None
    elif kind == "keeps-liked":
        said = params(reason.secret)
        given = next(card for card in before.offer if card != action.special)
        assert LIKING[action.special] > LIKING[given]
        assert said["kept"] != said["given"]
    elif kind == "stronger-drawn":
        said = params(reason.secret)
        back = next(card for card in before.drawn if card != action.card)
        assert said["back"] == the_diver(back) and beaten(action.card) >= beaten(back)
        assert (said["count"], said["fewer"]) == (beaten(action.card), beaten(back))
    elif kind == "weakest-given":
        gives = [other.card for other in legal if type(other) is Give]
        assert beaten(action.card) == min(map(beaten, gives))
    elif kind == "passes":
        assert not any(type(other) is PlaySpecial for other in legal)
        assert before.specials[seat] not in PRE_ROUND
    else:
        pytest.fail(f"a reason of no known kind: {kind}")
    return kind


def greedy_kinds(games: int) -> set[str]:
    """Play ``games`` seeded games of the greedy bot against itself or random, either
    seat, and check every reason; the kinds given."""
    kinds = set()
    for seed in range(games):
        other = ("greedy", "random")[seed % 2]
        table = Table(seed=seed, bots={0: "greedy", 1: other} if seed % 4 < 2
                      else {0: other, 1: "greedy"})
        table.run_bots()
        greedy = {seat for seat, name in table.bot_names.items() if name == "greedy"}
        assert set(table.reasons) == {ply for ply in range(1, len(table.actions) + 1)
                                      if GAME.to_move(table.history[ply - 1]) in greedy}
        kinds |= {check_greedy(table, ply) for ply in table.reasons}
    return kinds


def test_the_greedy_bots_reasons_are_true_in_a_few_games():
    """Issue: a reason is true (the quick sample of the test below)."""
    assert greedy_kinds(6) >= {"wins-place", "favours-me", "plays-special", "passes"}


@pytest.mark.slow
def test_each_kind_of_the_greedy_bots_reasons_is_given_and_true():
    """Issue: a reason is true; every kind is given and checked."""
    games = seeded(40)
    assert greedy_kinds(games) == KINDS or games < 40


def search_table(seed: int, playouts: int) -> Table:
    """A table where the search bot, on a budget of ``playouts``, plays the greedy bot."""
    table = Table(seed=seed, bots={0: "ismcts", 1: "greedy"})
    table.bots[0] = IsmctsBot(seconds=60.0, playouts=playouts)
    return table


def play_search(table: Table, moves: int) -> int:
    """Play until the search bot has made ``moves`` moves, checking each reason as it is
    given against the search that made it; how many were searched."""
    bot, searched, made = table.bots[0], 0, 0
    while made < moves and table.outcome is None:
        if table.to_move != 0:
            table.step_bot()
            continue
        before = table.state
        view, legal = GAME.view(before, 0), GAME.legal_actions(before)
        choice = table.bot_choice()
        table.step_bot(choice)
        made += 1
        action, reason = choice.action, choice.reason
        placing = hasattr(action, "side")  # a placement or a move
        public = board_fact(view, action)[1] if placing else held_back(said_by_me(action))
        assert reason.public == public
        if reason.kind == "only-move":
            assert legal == [action] and bot.made == 0
            continue
        searched += 1
        said = params(reason.secret)
        assert reason.kind == "most-tried" and said["reason"] == public
        assert said["made"] == bot.made == sum(bot.visits.values()), "a playout a root visit"
        assert said["tried"] == bot.visits[action] == max(bot.visits.values())
        assert 0 <= said["rate"] <= 100
        if "other" in said:
            rest = {key: count for key, count in bot.visits.items() if key != action}
            assert said["count"] == max(rest.values())
            assert said["other"] in {sentence(key) for key, count in rest.items()
                                     if count == said["count"]}
        if placing:
            check_board_fact(before, table.history[len(table.actions)], 0, action,
                             board_fact(view, action)[0], public)
    return searched


def test_the_search_bots_figures_are_those_of_its_search():
    """Issue: "won N of M simulated games": the playouts, the tries of the move played
    (the most), its rated chance and the next most tried are the search's own."""
    assert play_search(search_table(3, 30), 12) >= 4


@pytest.mark.slow
def test_the_search_bots_figures_are_those_of_its_search_over_whole_games():
    for seed in range(3):
        assert play_search(search_table(seed, 40), 200) > 20


def test_the_search_bots_public_sentences_hold_no_secret():
    """Issue: the hidden-information twin check covers reasons: the search bot, choosing
    again from twins with what a reader may not know dealt anew, says the same in public
    whenever it plays the same move."""
    table = search_table(5, 20)
    play_search(table, 8)
    rng = random.Random(3)
    changed = same_reasons(GAME, table, lambda state, reader: GAME.resample(state, reader, rng))
    assert changed, "some twin changed what the bot saw"


def test_the_greedy_bot_plays_the_same_move_with_or_without_building_its_reason():
    """``act`` (matches, ``simulate``) skips the reason ``choose`` (a table) builds: the
    same action from the same random numbers, at every position of seeded games."""
    bot = GreedyBot()
    for seed in range(4):
        table = Table(seed=seed, bots={0: "greedy", 1: "random"})
        table.run_bots()
        for number, state in enumerate(table.history[:-1]):
            view, legal = GAME.view(state, GAME.to_move(state)), GAME.legal_actions(state)
            assert bot.act(view, legal, random.Random(number)) \
                == bot.choose(view, legal, random.Random(number)).action
