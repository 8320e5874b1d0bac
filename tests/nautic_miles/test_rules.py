"""One test per rule of Nautic Miles: the legal case and the illegal one.

Rule ids are those of docs/rules/nautic_miles.md; ``rule(...)`` marks which one a test
checks, and tests/test_rules_cited.py makes sure every id has a test.
"""

from __future__ import annotations

from collections import Counter
from functools import partial

import pytest

from naval_widgets import IllegalAction
from naval_widgets.nautic_miles import GAME, Discard, PlaceConvoy, PlayCard, PlayPair, Table, rules
from naval_widgets.nautic_miles.cards import COUNTS, DECK, STRENGTH
from naval_widgets.nautic_miles.rules import legal_actions, step
from naval_widgets.nautic_miles.state import ATTACK, DEFENCE, TIE, Arrived, Captured, Side

from ..referee import accepted, refused
from .positions import Battle, Convoy, position

rule = pytest.mark.rule


illegal = partial(refused, rules)
legal = partial(accepted, rules)


def convoy(state, line, slot):
    return state.sides[line - 1].line[slot - 1]


ALERTED = Convoy("c10000", alert=1)


# -- components and set-up ----------------------------------------------------------
@rule("nautic_miles/deck")
def test_the_deck_is_the_106_cards_listed():
    assert len(DECK) == sum(COUNTS.values()) == 106
    assert Counter(DECK)["m1000"] == 8 and Counter(DECK)["alert"] == 10
    state = GAME.initial_state(5, players=3)
    assert GAME.card_counts(state) == [106] == GAME.expected_card_counts(Table(seed=5).setup)


@rule("nautic_miles/deal")
@pytest.mark.parametrize(("variant", "size"), [("en", 6), ("ja", 5)])
def test_the_deal_gives_each_player_a_hand_and_player_1_starts(variant, size):
    state = GAME.initial_state(5, variant, players=4)
    assert state.to_move == 0 and state.dealer == 3
    assert [len(hand) for hand in state.hands] == [size + 1, size, size, size]
    assert len(state.draw) == 106 - 4 * size - 1
    assert GAME.initial_state(5, variant, players=4) == state
    assert GAME.initial_state(6, variant, players=4) != state


@rule("nautic_miles/turn")
def test_a_turn_places_one_card_and_the_next_player_draws():
    state = position(hand=("c5000",) * 7)
    after = legal(state, PlaceConvoy("c5000", 1))
    assert after.to_move == 1 and len(after.hands[0]) == 6 and len(after.hands[1]) == 7
    illegal(state, PlaceConvoy("c2500", 1), "nautic_miles/turn")


@rule("nautic_miles/discard")
def test_any_card_may_be_discarded_but_not_in_japanese_once_the_draw_pile_is_empty():
    state = position(hand=("radar", "m200"))
    after = legal(state, Discard("radar"))
    assert after.discard == ("radar",)
    japanese = position(hand=("radar", "c5000"), variant="ja", draw=())
    illegal(japanese, Discard("radar"), "nautic_miles/discard")
    assert legal_actions(japanese) == [PlaceConvoy("c5000", 1)]


# -- using the cards ----------------------------------------------------------------
@rule("nautic_miles/convoy")
def test_a_convoy_is_face_down_to_the_others():
    state = legal(position(hand=("c20000",) * 7), PlaceConvoy("c20000", 1))
    assert GAME.view(state, 0)["sides"][0]["convoys"][0]["card"] == "c20000"
    assert GAME.view(state, 1)["sides"][0]["convoys"][0] == {**GAME.view(state, 1)["sides"][0][
        "convoys"][0], "face": "down", "card": None}
    with pytest.raises(IllegalAction) as err:
        step(position(hand=("m200",) * 7), PlaceConvoy("m200", 1))
    assert err.value.rule == "nautic_miles/action"


@rule("nautic_miles/trawler")
def test_the_trawler_sails_but_scores_nothing_and_is_no_arrival():
    trawler = Convoy("trawler", distance=3800, miles=("m2000", "m1000", "m600", "m200"))
    state = position(hand=("m200",) * 7, lines={0: [trawler]})
    after = legal(state, PlayCard("m200", 1, 1))
    assert after.sides[0].port == (Arrived("trawler", False, False),)
    from naval_widgets.nautic_miles.scoring import capture_points, convoy_points, in_port
    assert not in_port(after.sides[0]), "an arrived trawler is no convoy in port"
    assert convoy_points("trawler", 4000, True) == capture_points("trawler", True) == 0


@rule("nautic_miles/miles")
def test_miles_add_up_on_your_own_convoys_only():
    state = position(hand=("m600",) * 7, lines={0: [Convoy("c5000", ("m400",), 400)],
                                                1: [Convoy("c5000")]})
    after = legal(state, PlayCard("m600", 1, 1))
    assert convoy(after, 1, 1).distance == 1000 and convoy(after, 1, 1).miles == ("m400", "m600")
    illegal(state, PlayCard("m600", 2, 1), "nautic_miles/miles")


@rule("nautic_miles/arrival")
def test_a_convoy_at_4000_miles_goes_to_port_with_its_radar():
    home = Convoy("c10000", ("m2000", "m1000"), 3000, radar=True, alert=1, mine=1)
    state = position(hand=("m1000",) * 7, lines={0: [home, Convoy("c2500")]})
    after = legal(state, PlayCard("m1000", 1, 1))
    assert after.sides[0].port == (Arrived("c10000", True, False),)
    assert [c.card for c in after.sides[0].line] == ["c2500"]
    assert sorted(after.discard) == sorted(("m2000", "m1000", "m1000", "alert", "mine"))
    assert GAME.card_counts(after)[0] == GAME.card_counts(state)[0]
    illegal(after._replace(to_move=0), PlayCard("m1000", 1, 2), "nautic_miles/action")


@rule("nautic_miles/warship")
def test_warship_strengths_are_their_silhouettes():
    assert STRENGTH == {"submarine": 1, "frigate": 2, "destroyer": 3, "cruiser": 4,
                        "carrier": 5}
    attacked = Convoy("c5000", alert=1, battle=Battle(("cruiser",), 4, ATTACK, 1))
    state = position(hand=("carrier", "destroyer"), lines={0: [attacked]})
    assert convoy(legal(state, PlayCard("carrier", 1, 1)), 1, 1).battle.leader == DEFENCE
    illegal(state, PlayCard("destroyer", 1, 1), "nautic_miles/battle-answer")


@rule("nautic_miles/submarines")
def test_two_submarines_beat_a_carrier_and_tie_two_submarines():
    attacked = Convoy("c5000", alert=1, battle=Battle(("carrier",), 5, ATTACK, 1))
    state = position(hand=("submarine", "submarine", "m200"), lines={0: [attacked]})
    after = legal(state, PlayPair(1, 1))
    assert convoy(after, 1, 1).battle == Battle(("carrier", "submarine", "submarine"), 6,
                                                DEFENCE, 0)
    assert len(after.hands[0]) == 2, "two played, the hand completed by one at once"
    paired = position(hand=("submarine", "submarine"), to_move=1, lines={0: [
        Convoy("c5000", alert=1, battle=Battle(("submarine",) * 2, 6, DEFENCE, 0))]})
    assert convoy(legal(paired, PlayPair(1, 1)), 1, 1).battle.leader == TIE
    illegal(position(hand=("submarine", "m200"), lines={0: [attacked]}), PlayPair(1, 1),
            "nautic_miles/submarines")


@rule("nautic_miles/aircraft")
def test_an_aircraft_attacks_another_sides_convoy_without_alert():
    state = position(hand=("aircraft",) * 7, lines={0: [Convoy("c5000")], 1: [Convoy("c5000")]})
    assert convoy(legal(state, PlayCard("aircraft", 2, 1)), 2, 1).aircraft == 0
    illegal(state, PlayCard("aircraft", 1, 1), "nautic_miles/aircraft")


@rule("nautic_miles/aircraft-same-player")
def test_only_the_first_aircrafts_player_places_the_second():
    line = {2: [Convoy("c5000", aircraft=0)]}
    illegal(position(hand=("aircraft",), players=3, to_move=1, lines=line),
            PlayCard("aircraft", 3, 1), "nautic_miles/aircraft-same-player")
    after = legal(position(hand=("aircraft",), players=3, lines=line), PlayCard("aircraft", 3, 1))
    assert after.sides[2].line == () and after.sides[0].captures == (Captured("c5000", False),)


@rule("nautic_miles/alert")
def test_an_alert_goes_on_another_sides_convoy_once():
    state = position(hand=("alert",) * 7, lines={0: [Convoy("c5000")], 1: [Convoy("c5000")]})
    assert convoy(legal(state, PlayCard("alert", 2, 1)), 2, 1).alert == 0
    illegal(state, PlayCard("alert", 1, 1), "nautic_miles/alert")
    illegal(position(hand=("alert",), lines={1: [ALERTED]}), PlayCard("alert", 2, 1),
            "nautic_miles/alert")


@rule("nautic_miles/end-of-alert")
def test_an_end_of_alert_clears_an_alert_or_a_tied_battle_only():
    tied = ALERTED._replace(battle=Battle(("cruiser", "cruiser"), 4, TIE, None))
    after = legal(position(hand=("end-of-alert",), lines={0: [tied]}),
                  PlayCard("end-of-alert", 1, 1))
    assert convoy(after, 1, 1) == Convoy("c10000")
    assert sorted(after.discard) == ["alert", "cruiser", "cruiser", "end-of-alert"]
    standing = ALERTED._replace(battle=Battle(("cruiser",), 4, ATTACK, 1))
    illegal(position(hand=("end-of-alert",), lines={0: [standing]}),
            PlayCard("end-of-alert", 1, 1), "nautic_miles/end-of-alert")
    illegal(position(hand=("end-of-alert",), lines={0: [Convoy("c5000")]}),
            PlayCard("end-of-alert", 1, 1), "nautic_miles/end-of-alert")


@rule("nautic_miles/mine")
def test_a_mine_explodes_when_play_comes_back_to_its_player():
    state = position(hand=("mine", "m200"), players=3,
                     lines={1: [Convoy("c5000", neutral=True, storm=True)]})
    placed = legal(state, PlayCard("mine", 2, 1))
    assert convoy(placed, 2, 1).mine == 0
    later = legal(placed, PlayCard("m200", 2, 1))  # Player 2 plays; the mine still lies
    assert convoy(later, 2, 1).mine == 0
    exploded = legal(later, Discard("m200"))  # Player 3 plays: play comes back to Player 1
    assert exploded.sides[1].line == () and exploded.sides[0].captures[0].card == "c5000"
    illegal(state, PlayCard("mine", 1, 1), "nautic_miles/action")
    illegal(position(hand=("mine",), lines={0: [Convoy("c5000")]}), PlayCard("mine", 1, 1),
            "nautic_miles/mine")


@rule("nautic_miles/minesweeper")
def test_a_minesweeper_defuses_a_mine_on_your_convoy():
    state = position(hand=("minesweeper",), lines={0: [Convoy("c5000", mine=1)],
                                                   1: [Convoy("c5000")]})
    after = legal(state, PlayCard("minesweeper", 1, 1))
    assert convoy(after, 1, 1).mine is None and sorted(after.discard) == ["mine", "minesweeper"]
    illegal(state, PlayCard("minesweeper", 2, 1), "nautic_miles/minesweeper")


@rule("nautic_miles/radar")
def test_a_radar_reveals_a_convoy_to_all_and_doubles_it():
    state = position(hand=("radar",) * 7, lines={1: [Convoy("c20000")]})
    after = legal(state, PlayCard("radar", 2, 1))
    assert GAME.view(after, 0)["sides"][1]["convoys"][0]["card"] == "c20000"
    assert GAME.view(after, None)["sides"][1]["convoys"][0]["detected"]
    illegal(after._replace(to_move=0), PlayCard("radar", 2, 1), "nautic_miles/radar")


@rule("nautic_miles/radar-ends")
def test_a_radar_detects_only_a_convoy_at_an_end():
    state = position(hand=("radar",), lines={1: [Convoy("c5000")] * 3})
    for slot in (1, 3):
        assert PlayCard("radar", 2, slot) in legal_actions(state)
    illegal(state, PlayCard("radar", 2, 2), "nautic_miles/radar-ends")


@rule("nautic_miles/radar-own")
def test_you_cannot_detect_your_own_convoys():
    state = position(hand=("radar",), lines={0: [Convoy("c5000")], 1: [Convoy("c5000")]})
    assert PlayCard("radar", 2, 1) in legal_actions(state)
    illegal(state, PlayCard("radar", 1, 1), "nautic_miles/radar-own")


@rule("nautic_miles/storm")
def test_a_storm_goes_on_any_convoy_and_keeps_attacks_but_mines_away():
    state = position(hand=("storm", "aircraft", "mine", "carrier"),
                     lines={0: [Convoy("c5000")], 1: [Convoy("c5000", alert=0, storm=True)]})
    assert PlayCard("storm", 1, 1) in legal_actions(state)
    assert PlayCard("mine", 2, 1) in legal_actions(state)
    illegal(state, PlayCard("aircraft", 2, 1), "nautic_miles/storm")
    illegal(state, PlayCard("carrier", 2, 1), "nautic_miles/storm")
    illegal(state, PlayCard("storm", 2, 1), "nautic_miles/storm")
    fighting = position(hand=("storm",), lines={1: [ALERTED._replace(
        battle=Battle(("cruiser",), 4, ATTACK, 0))]})
    illegal(fighting, PlayCard("storm", 2, 1), "nautic_miles/storm")


@rule("nautic_miles/calm-sea")
def test_a_calm_sea_ends_a_storm_on_any_convoy():
    state = position(hand=("calm-sea",), lines={0: [Convoy("c5000")],
                                                1: [Convoy("c5000", storm=True)]})
    after = legal(state, PlayCard("calm-sea", 2, 1))
    assert not convoy(after, 2, 1).storm and sorted(after.discard) == ["calm-sea", "storm"]
    illegal(state, PlayCard("calm-sea", 1, 1), "nautic_miles/calm-sea")


@rule("nautic_miles/neutral")
def test_the_neutral_flag_protects_your_convoy_not_under_attack_but_not_from_mines():
    state = position(hand=("neutral",), lines={0: [Convoy("c5000"), ALERTED]})
    assert convoy(legal(state, PlayCard("neutral", 1, 1)), 1, 1).neutral
    illegal(state, PlayCard("neutral", 1, 2), "nautic_miles/neutral")
    flagged = position(hand=("alert", "aircraft", "mine"),
                       lines={1: [Convoy("c5000", neutral=True)]})
    illegal(flagged, PlayCard("alert", 2, 1), "nautic_miles/neutral")
    illegal(flagged, PlayCard("aircraft", 2, 1), "nautic_miles/neutral")
    assert PlayCard("mine", 2, 1) in legal_actions(flagged)


# -- playing ------------------------------------------------------------------------
@rule("nautic_miles/convoy-line")
def test_a_new_convoy_goes_at_an_end_or_between_two_and_japanese_lines_hold_three():
    line = {0: [Convoy("c2500"), Convoy("c5000")]}
    state = position(hand=("c20000",) * 7, lines=line)
    after = legal(state, PlaceConvoy("c20000", 2))
    assert [c.card for c in after.sides[0].line] == ["c2500", "c20000", "c5000"]
    illegal(state, PlaceConvoy("c20000", 4), "nautic_miles/convoy-line")
    full = {0: [Convoy("c2500")] * 3}
    assert PlaceConvoy("c20000", 4) in legal_actions(position(hand=("c20000",), lines=full))
    illegal(position(hand=("c20000",), lines=full, variant="ja"), PlaceConvoy("c20000", 1),
            "nautic_miles/convoy-line")


@rule("nautic_miles/progress")
def test_a_convoy_advances_under_alert_or_aircraft_but_not_in_battle():
    state = position(hand=("m400",), lines={0: [Convoy("c5000", alert=1, aircraft=1),
                                                ALERTED._replace(battle=Battle(
                                                    ("frigate",), 2, ATTACK, 1))]})
    assert convoy(legal(state, PlayCard("m400", 1, 1)), 1, 1).distance == 400
    illegal(state, PlayCard("m400", 1, 2), "nautic_miles/progress")


@rule("nautic_miles/storm-limit")
def test_a_convoy_in_a_storm_advances_600_miles_at_most_a_card():
    state = position(hand=("m600", "m1000"), lines={0: [Convoy("c5000", storm=True)]})
    assert PlayCard("m600", 1, 1) in legal_actions(state)
    illegal(state, PlayCard("m1000", 1, 1), "nautic_miles/storm-limit")


@rule("nautic_miles/one-full-turn")
def test_a_warship_resolves_when_play_comes_back_round_with_a_countdown():
    state = position(hand=("cruiser", "m200"), players=3,
                     lines={1: [Convoy("c5000", alert=0)]})
    attacked = legal(state, PlayCard("cruiser", 2, 1))
    assert GAME.view(attacked, 2)["sides"][1]["convoys"][0]["battle"]["countdown"] == 2
    waited = legal(attacked, Discard("m200"))  # Player 2, attacked, does not answer
    assert GAME.view(waited, 0)["sides"][1]["convoys"][0]["battle"]["countdown"] == 1
    assert convoy(waited, 2, 1).battle is not None, "the turn has not come round yet"
    done = legal(waited, Discard("m200"))
    assert done.sides[1].line == () and done.sides[0].captures == (Captured("c5000", False),)
    assert GAME.to_move(waited) == 2, "no one answers out of turn"


@rule("nautic_miles/battle")
def test_warships_attack_a_convoy_under_alert_and_japanese_alerts_wait_a_round():
    state = position(hand=("frigate",), players=3, to_move=1,
                     lines={0: [Convoy("c5000", alert=2), Convoy("c5000")]})
    assert convoy(legal(state, PlayCard("frigate", 1, 1)), 1, 1).battle == Battle(
        ("frigate",), 2, ATTACK, 1)
    illegal(state, PlayCard("frigate", 1, 2), "nautic_miles/battle")
    japanese = position(hand=("alert", "m200"), variant="ja", lines={1: [Convoy("c5000")]})
    alerted = legal(japanese, PlayCard("alert", 2, 1))
    early = alerted._replace(hands=(("frigate",), alerted.hands[1]), to_move=0)
    illegal(early, PlayCard("frigate", 2, 1), "nautic_miles/battle")
    armed = legal(alerted, Discard("m200"))
    assert convoy(armed, 2, 1).armed


@rule("nautic_miles/battle-answer")
def test_the_attacked_side_answers_with_equal_or_greater_strength():
    attacked = Convoy("c5000", alert=1, battle=Battle(("cruiser",), 4, ATTACK, 1))
    state = position(hand=("cruiser", "carrier", "destroyer"), lines={0: [attacked]})
    assert convoy(legal(state, PlayCard("carrier", 1, 1)), 1, 1).battle.leader == DEFENCE
    illegal(state, PlayCard("destroyer", 1, 1), "nautic_miles/battle-answer")
    holding = position(hand=("carrier",), lines={0: [attacked._replace(
        battle=Battle(("frigate", "cruiser"), 4, DEFENCE, 0))]})
    illegal(holding, PlayCard("carrier", 1, 1), "nautic_miles/battle-answer")


@rule("nautic_miles/battle-raise")
def test_any_other_side_raises_with_equal_or_greater_strength():
    defended = ALERTED._replace(alert=2, battle=Battle(("frigate", "cruiser"), 4, DEFENCE, 0))
    state = position(hand=("carrier", "frigate"), players=3, to_move=2,
                     lines={0: [defended]})
    assert convoy(legal(state, PlayCard("carrier", 1, 1)), 1, 1).battle.leader == ATTACK
    illegal(state, PlayCard("frigate", 1, 1), "nautic_miles/battle-raise")
    leading = position(hand=("carrier",), players=3, to_move=2, lines={0: [defended._replace(
        battle=Battle(("cruiser",), 4, ATTACK, 1))]})
    illegal(leading, PlayCard("carrier", 1, 1), "nautic_miles/battle-raise")


@rule("nautic_miles/battle-tie")
def test_a_tie_stops_the_convoy_until_any_warship_resumes_the_fight():
    attacked = Convoy("c5000", alert=1, battle=Battle(("cruiser",), 4, ATTACK, 1))
    tied = legal(position(hand=("cruiser", "m200"), lines={0: [attacked]}),
                 PlayCard("cruiser", 1, 1))
    assert convoy(tied, 1, 1).battle == Battle(("cruiser", "cruiser"), 4, TIE, None)
    resumed = position(hand=("submarine", "m200"), lines={0: [convoy(tied, 1, 1)]})
    illegal(resumed, PlayCard("m200", 1, 1), "nautic_miles/progress")
    assert convoy(legal(resumed, PlayCard("submarine", 1, 1)), 1, 1).battle == Battle(
        ("cruiser", "cruiser", "submarine"), 1, DEFENCE, 0)


@rule("nautic_miles/battle-equal")
def test_an_equal_answer_ties_in_english_and_holds_a_round_in_japanese():
    attacked = Convoy("c5000", alert=1, battle=Battle(("cruiser",), 4, ATTACK, 1))
    for variant in ("en", "ja"):
        state = position(hand=("cruiser", "m200", "m200"), lines={0: [attacked]},
                         hands={1: ("submarine", "m200")}, variant=variant)
        answered = legal(state, PlayCard("cruiser", 1, 1))  # Player 2 to move
        battle = convoy(answered, 1, 1).battle
        if variant == "en":  # the tie: any warship resumes the fight; the convoy is stopped
            assert battle == Battle(("cruiser", "cruiser"), 4, TIE, None)
            assert convoy(legal(answered, PlayCard("submarine", 1, 1)), 1, 1).battle.leader \
                == ATTACK
            stopped = legal(answered, Discard("m200"))
            illegal(stopped, PlayCard("m200", 1, 1), "nautic_miles/progress")
            continue
        # Japanese: the equal answer leads; the attack must raise with 4 or more.
        assert battle == Battle(("cruiser", "cruiser"), 4, DEFENCE, 0)
        illegal(answered, PlayCard("submarine", 1, 1), "nautic_miles/battle-raise")
        # A round with no warship played on it: the battle ends, its cards are discarded
        # and the convoy goes on.
        ended = legal(answered, Discard("m200"))
        assert convoy(ended, 1, 1) == Convoy("c5000")
        assert sorted(ended.discard) == ["alert", "cruiser", "cruiser", "m200"]
        assert convoy(legal(ended, PlayCard("m200", 1, 1)), 1, 1).distance == 200


@rule("nautic_miles/battle-won")
def test_the_defence_holding_a_full_turn_wins_and_the_battle_is_discarded():
    defended = ALERTED._replace(battle=Battle(("frigate", "cruiser"), 4, DEFENCE, 0))
    state = position(hand=("m200",), to_move=1, lines={0: [defended]})
    after = legal(state, Discard("m200"))  # Player 2 does not raise: back to Player 1
    assert convoy(after, 1, 1) == Convoy("c10000")
    assert sorted(after.discard) == ["alert", "cruiser", "frigate", "m200"]


@rule("nautic_miles/air-attack")
def test_a_late_second_aircraft_still_destroys_and_a_lone_japanese_one_captures():
    late = position(hand=("aircraft",), lines={1: [Convoy("c5000", aircraft=0, distance=800)]})
    after = legal(late, PlayCard("aircraft", 2, 1))
    assert after.sides[0].captures == (Captured("c5000", False),)
    assert after.discard.count("aircraft") == 2
    japanese = position(hand=("aircraft", "m200"), variant="ja", lines={1: [Convoy("c5000")]})
    placed = legal(japanese, PlayCard("aircraft", 2, 1))
    assert legal(placed, Discard("m200")).sides[0].captures == (Captured("c5000", False),)
    illegal(position(hand=("aircraft",), lines={1: [Convoy("c5000", aircraft=1)]}, players=3),
            PlayCard("aircraft", 2, 1), "nautic_miles/aircraft-same-player")


@rule("nautic_miles/storm-air-attack")
def test_a_storm_avoids_a_lone_japanese_aircraft_and_holds_an_english_one_off():
    for variant in ("en", "ja"):
        state = position(hand=("storm", "m200"), lines={0: [Convoy("c5000", aircraft=1)]},
                         hands={1: ("aircraft", "calm-sea")}, variant=variant)
        stormy = legal(state, PlayCard("storm", 1, 1))  # Player 2's turn starts
        assert stormy.sides[0].line and stormy.sides[1].captures == (), "not captured"
        illegal(stormy, PlayCard("aircraft", 1, 1), "nautic_miles/storm")
        calm = legal(stormy, PlayCard("calm-sea", 1, 1))
        if variant == "en":  # the first aircraft waits out the storm; a second destroys
            assert convoy(stormy, 1, 1).aircraft == 1 and stormy.discard == ()
            assert legal(calm._replace(to_move=1), PlayCard("aircraft", 1, 1)).sides[
                1].captures == (Captured("c5000", False),)
        else:  # Japanese: the aircraft missed its attack and is discarded
            assert convoy(stormy, 1, 1).aircraft is None and stormy.discard == ("aircraft",)
            assert convoy(calm, 1, 1) == Convoy("c5000")


@rule("nautic_miles/further-aircraft")
def test_after_a_hit_a_further_japanese_aircraft_captures_at_once():
    for variant in ("en", "ja"):
        state = position(hand=("aircraft", "aircraft", "m200"), lines={1: [Convoy("c5000")]},
                         hands={1: ("hit-aircraft", "hit-aircraft", "m200")}, variant=variant)
        placed = legal(state, PlayCard("aircraft", 2, 1))
        hit = legal(placed, PlayCard("hit-aircraft", 2, 1))
        again = legal(hit, PlayCard("aircraft", 2, 1))
        if variant == "en":  # a new first aircraft, which a hit may answer again
            assert convoy(again, 2, 1).aircraft == 0
            assert convoy(legal(again, PlayCard("hit-aircraft", 2, 1)), 2, 1).aircraft is None
            continue
        assert convoy(hit, 2, 1).shot_down == 0
        assert again.sides[1].line == () and again.sides[0].captures == (
            Captured("c5000", False),), "the defence has failed: captured at once"
        illegal(again, PlayCard("hit-aircraft", 2, 1), "nautic_miles/action")
    # The further aircraft is the shot-down aircraft's player's: another's is a new one.
    shot = {1: [Convoy("c5000", shot_down=0)]}
    other = legal(position(hand=("aircraft",), players=3, to_move=2, lines=shot,
                           variant="ja"), PlayCard("aircraft", 2, 1))
    assert convoy(other, 2, 1).aircraft == 2


@rule("nautic_miles/further-aircraft")
def test_a_storm_keeps_the_further_aircraft_away_until_a_calm_sea():
    for variant in ("en", "ja"):
        state = position(hand=("aircraft", "aircraft", "calm-sea", "m200"),
                         lines={1: [Convoy("c5000")]},
                         hands={1: ("hit-aircraft", "storm", "m200", "m200")}, variant=variant)
        hit = legal(legal(state, PlayCard("aircraft", 2, 1)), PlayCard("hit-aircraft", 2, 1))
        sheltered = legal(legal(hit, Discard("m200")), PlayCard("storm", 2, 1))
        # Refused in both rules: no aircraft on a convoy in a storm (nautic_miles/storm).
        illegal(sheltered, PlayCard("aircraft", 2, 1), "nautic_miles/storm")
        calm = legal(legal(sheltered, PlayCard("calm-sea", 2, 1)), Discard("m200"))
        again = legal(calm, PlayCard("aircraft", 2, 1))
        if variant == "en":  # a new first aircraft, which a hit may answer
            assert convoy(again, 2, 1).aircraft == 0 and again.sides[0].captures == ()
        else:  # the convoy remembered the hit: the defence has failed
            assert again.sides[1].line == ()
            assert again.sides[0].captures == (Captured("c5000", False),)


@rule("nautic_miles/hit-aircraft")
def test_hit_aircraft_cancels_the_first_aircraft():
    state = position(hand=("hit-aircraft",), lines={0: [Convoy("c5000", aircraft=1),
                                                        Convoy("c5000")]})
    after = legal(state, PlayCard("hit-aircraft", 1, 1))
    assert convoy(after, 1, 1).aircraft is None
    assert sorted(after.discard) == ["aircraft", "hit-aircraft"]
    illegal(state, PlayCard("hit-aircraft", 1, 2), "nautic_miles/hit-aircraft")


@rule("nautic_miles/destroyed")
def test_the_player_whose_card_destroyed_a_convoy_captures_it():
    mined = position(hand=("m200",), players=4, teams=True, to_move=1,
                     lines={1: [Convoy("c20000", radar=True, mine=2, miles=("m600",),
                                       distance=600)]})
    after = legal(mined, Discard("m200"))  # Player 3's turn starts: the mine explodes
    assert after.sides[0].captures == (Captured("c20000", True),), "Players 1 and 3's pile"
    assert "m600" in after.discard and "mine" in after.discard


@rule("nautic_miles/several-attacks")
def test_the_first_attack_that_destroys_cancels_the_others():
    target = Convoy("c5000", alert=1, mine=1, aircraft=2,
                    battle=Battle(("cruiser",), 4, ATTACK, 2))
    state = position(hand=("m200",), players=3, to_move=0, lines={0: [target]})
    after = legal(state, Discard("m200"))  # Player 2's turn starts: its mine explodes first
    assert after.sides[1].captures == (Captured("c5000", False),)
    assert after.sides[2].captures == ()
    assert sorted(after.discard) == ["aircraft", "alert", "cruiser", "m200", "mine"]


# -- end of a round and points -------------------------------------------------------
@rule("nautic_miles/round-end")
def test_the_round_ends_when_the_cards_are_spent():
    port = Side(port=(Arrived("c5000", False, False),))
    state = position(hand=("m200",), hands={1: ()}, draw=(), length="round")
    state = state._replace(sides=(port, Side()))
    after = legal(state, Discard("m200"))
    assert after.over and after.rounds[-1].points == (30, 0)
    japanese = position(hand=("m200", "radar"), hands={1: ("radar",)}, draw=(), variant="ja",
                        length="round")
    japanese = japanese._replace(sides=(port, Side(line=(Convoy("c5000"),))))
    assert legal_actions(japanese) == [PlayCard("radar", 2, 1)]
    ended = legal(japanese, PlayCard("radar", 2, 1))
    assert ended.over, "nobody can place a card: the round ends with cards in hand"
    illegal(japanese, Discard("radar"), "nautic_miles/discard")


@rule("nautic_miles/forty-points")
def test_an_english_round_ends_when_a_side_reaches_40_points():
    port = (Arrived("c20000", False, False),) * 1
    captures = (Captured("c20000", False),)
    state = position(hand=("m2000",), length="round",
                     lines={0: [Convoy("c20000", ("m2000",), 2000)]})
    state = state._replace(sides=(Side(line=state.sides[0].line, port=port, captures=captures),
                                  Side()))
    after = legal(state, PlayCard("m2000", 1, 1))  # 20 + 20 + 20 = 60 points
    assert after.over and after.rounds[-1].points[0] == 2 * (60 + 10 + 0)
    japanese = legal(state._replace(variant="ja"), PlayCard("m2000", 1, 1))
    assert not japanese.over


@rule("nautic_miles/convoy-points")
def test_every_convoy_of_a_side_in_port_scores_by_its_distance():
    from naval_widgets.nautic_miles.scoring import round_points
    side = Side(line=(Convoy("c10000", distance=2200), Convoy("c5000", distance=0, radar=True)),
                port=(Arrived("c2500", True, True),))
    assert round_points(side, "en") == 2 * (6 + 0 + 5)
    assert round_points(side._replace(port=()), "en") == 0


@rule("nautic_miles/zero-miles")
def test_the_japanese_table_has_no_0_mile_row():
    from naval_widgets.nautic_miles.scoring import round_score
    sides = (Side(line=(Convoy("c10000"), Convoy("c20000", radar=True),
                        Convoy("c10000", distance=200)),
                  port=(Arrived("c2500", False, False),)), Side())
    english = position(variant="en")._replace(sides=sides)
    japanese = position(variant="ja")._replace(sides=sides)
    # 0 miles: 1 + 2 x 2 in English, nothing in Japanese; 200 miles: 2; in port: 2.5.
    assert round_score(english) == (((1 + 4 + 2 + 2.5 + 10) * 2, 0), False)
    assert round_score(japanese) == (((0 + 0 + 2 + 2.5 + 10) * 2, 0), False)
    assert GAME.view(japanese, 0)["sides"][0]["round_points"] == 4.5
    assert GAME.view(english, 0)["sides"][0]["round_points"] == 9.5


@rule("nautic_miles/capture-points")
def test_captures_score_their_tonnage_doubled_if_detected():
    from naval_widgets.nautic_miles.scoring import round_points
    side = Side(port=(Arrived("c2500", False, False),),
                captures=(Captured("c5000", True), Captured("c20000", False)))
    assert round_points(side, "en") == 2 * (2.5 + 10 + 20)
    assert round_points(side._replace(port=()), "en") == 0


@rule("nautic_miles/round-winner")
def test_the_top_scorer_with_a_convoy_in_port_wins_the_round_bonus():
    from naval_widgets.nautic_miles.scoring import round_score
    state = position(players=3)._replace(sides=(
        Side(port=(Arrived("c5000", False, False),)),
        Side(port=(Arrived("c10000", False, False),)),
        Side(captures=(Captured("c20000", True),))))
    points, cancelled = round_score(state)
    assert not cancelled and points == (2 * 5, 2 * (10 + 10), 0)


@rule("nautic_miles/slowness-bonus")
def test_the_slowness_bonus_is_once_a_player_in_english_and_per_convoy_in_japanese():
    from naval_widgets.nautic_miles.scoring import slowness_bonus
    slow = Side(port=(Arrived("c5000", False, True), Arrived("c2500", False, True)))
    mixed = Side(port=(Arrived("c5000", False, True), Arrived("c2500", False, False)))
    assert slowness_bonus(slow, "en") == 14 and slowness_bonus(mixed, "en") == 0
    assert slowness_bonus(slow, "ja") == 28 and slowness_bonus(mixed, "ja") == 14
    assert slowness_bonus(Side(), "en") == 0


@rule("nautic_miles/cancelled-round")
def test_a_round_without_arrival_is_cancelled_and_dealt_again():
    state = position(hand=("m200",), hands={1: ()}, draw=(),
                     lines={0: [Convoy("c20000", distance=3800)]})
    after = legal(state, Discard("m200"))
    assert after.rounds[-1].cancelled and after.totals == (0, 0) and not after.over
    assert after.round == 2 and after.dealer == 0 and after.to_move == 1
    assert GAME.card_counts(after) == [106]
    # Decision: the round is cancelled, not the game: the points won before it stay.
    scored = legal(state._replace(totals=(130, 90), round=4), Discard("m200"))
    assert scored.rounds[-1].cancelled and scored.totals == (130, 90) and not scored.over
    assert scored.round == 5


@rule("nautic_miles/game-end")
def test_the_game_ends_at_200_points_and_the_highest_total_wins():
    port = Side(port=(Arrived("c5000", False, False),))
    state = position(hand=("m200",), hands={1: ()}, draw=(), totals=(390, 398))
    after = legal(state._replace(sides=(port, Side())), Discard("m200"))
    assert after.over and after.totals == (390 + 30, 398)
    outcome = GAME.outcome(after)
    assert outcome.winners == (0,) and outcome.scores == (210, 199)
    illegal(after, Discard("m200"), "nautic_miles/game-end")


# -- teams and unreadable actions -----------------------------------------------------
@rule("nautic_miles/teams")
def test_partners_share_one_line_and_see_its_convoys():
    state = position(hand=("c5000", "radar", "aircraft"), players=4, teams=True,
                     lines={1: [Convoy("c20000", aircraft=1)]})
    after = legal(state, PlaceConvoy("c5000", 1))
    assert GAME.view(after, 2)["sides"][0]["convoys"][0]["card"] == "c5000"
    assert GAME.view(after, 1)["sides"][0]["convoys"][0]["card"] is None
    assert GAME.teams(after) == ((0, 2), (1, 3))
    partner = position(hand=("radar", "aircraft"), players=4, teams=True, to_move=2,
                       lines={0: [Convoy("c5000")], 1: [Convoy("c20000", aircraft=0)]})
    illegal(partner, PlayCard("radar", 1, 1), "nautic_miles/radar-own")
    illegal(partner, PlayCard("aircraft", 2, 1), "nautic_miles/aircraft-same-player")
    with pytest.raises(ValueError, match="4 or 6 players"):
        Table(seed=1, players=3, teams=True)


@rule("nautic_miles/action")
@pytest.mark.parametrize("bad", ["", "m600", "c5000 at", "discard nothing",
                                 "submarines x", "alert 1.1.1"])
def test_unreadable_moves_are_refused(bad):
    table = Table(seed=2)
    before = table.state
    with pytest.raises(IllegalAction) as err:
        table.play(bad)
    assert err.value.rule == "nautic_miles/action" and table.state is before
