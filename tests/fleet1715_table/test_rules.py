"""One test per rule of the Fleet 1715 table game: the legal case and the illegal one."""

from __future__ import annotations

import json

import pytest

from naval_widgets import IllegalAction
from naval_widgets.core import SetupError
from naval_widgets.fleet1715 import TableGame, scenario
from naval_widgets.fleet1715.table.actions import Ask, Give, HandIn, Pass, Take, Write, parse
from naval_widgets.fleet1715.table.rules import MATCHES
from naval_widgets.fleet1715.table.state import ASK, GIVE, OVER

rule = pytest.mark.rule
GAME = TableGame.game


def refused(table, action, rule_id):
    """``action`` is refused under ``rule_id`` and the table is unchanged."""
    before, count = table.state, len(table.actions)
    with pytest.raises(IllegalAction) as err:
        table.play(action)
    assert err.value.rule == rule_id and err.value.message
    assert table.state is before and len(table.actions) == count
    return err.value


def started(players=3, letter="A", seed=1, **options):
    """A table of people after every seat took a mission card, in order."""
    table = TableGame(seed=seed, scenario=letter, players=players, **options)
    for _seat in range(players):
        table.play(table.legal()[0])
    return table


def asks_nobody_can_answer(table):
    """Requests no other seat holds a card for, at this table."""
    seat = table.state.turn
    others = {n for other, hand in enumerate(table.state.hands) if other != seat for n in hand}
    return [subject for subject, fits in MATCHES.items() if not fits & others]


def answered_ask(table):
    """A request the left neighbour can answer."""
    left = (table.state.turn + 1) % table.players
    return next(s for s, fits in MATCHES.items() if fits & set(table.state.hands[left]))


@rule("fleet1715_table/setup")
def test_setup_deals_the_scenario_evenly_and_refuses_bad_settings():
    table = TableGame(seed=5, scenario="C", players=4)
    sizes = {len(hand) for hand in table.state.hands}
    assert len(sizes) == 1 and len(table.state.pile) < 4
    assert sum(sizes) * 4 + len(table.state.pile) == len(scenario("C").cards)
    assert table.view(0)["pile"] == len(table.state.pile) and table.to_move == 0
    for bad in ({"players": 6}, {"players": 1}, {"scenario": "Q"}, {"missions": "ships"}):
        with pytest.raises(SetupError):
            TableGame(seed=1, **bad)


@rule("fleet1715_table/missions")
def test_missions_are_taken_in_turn_from_those_laid_out():
    table = TableGame(seed=1, scenario="A", players=3, missions="sites")
    assert table.state.laid_out == ("sebastian", "pelican", "st-lucie", "ft-pierce")
    refused(table, Take("san-miguel"), "fleet1715_table/missions")  # not laid out
    refused(table, Ask("depth"), "fleet1715_table/missions")  # no request before the missions
    table.play(Take("pelican"))
    refused(table, Take("pelican"), "fleet1715_table/missions")  # taken already
    table.play("take sebastian")
    table.play("take ft-pierce")
    assert table.state.missions == ("pelican", "sebastian", "ft-pierce")
    assert table.state.phase == ASK and table.to_move == 0
    refused(table, Take("st-lucie"), "fleet1715_table/missions")
    five = TableGame(seed=1, players=5)
    assert len(five.legal()) == 8


@rule("fleet1715_table/ask")
def test_a_request_names_a_category_or_an_element():
    table = started()
    refused(table, Ask("diamonds"), "fleet1715_table/ask")
    refused(table, Ask(""), "fleet1715_table/ask")
    with pytest.raises(IllegalAction):
        parse("ask")
    table.play(Ask("depth"))
    asked = table.state.asked if table.state.phase == GIVE else table.state.record[-1].subject
    assert asked == "depth"
    assert MATCHES["type"] == MATCHES["nao"] | MATCHES["almiranta"] | MATCHES["capitana"] \
        | MATCHES["sloop"]  # a category gets every card naming one of its elements


@rule("fleet1715_table/turn")
def test_nobody_asks_while_a_request_waits_for_its_card():
    table = started()
    table.play(Ask(answered_ask(table)))
    assert table.state.phase == GIVE and table.to_move == 1
    for action in (Ask("depth"), Pass(), Write("gold"), HandIn()):
        refused(table, action, "fleet1715_table/turn")
    table.play(table.legal()[0])
    assert table.to_move == 1 and table.state.phase == ASK  # the next player's turn


@rule("fleet1715_table/answer")
def test_the_left_neighbour_then_clockwise_hands_over_a_card_of_its_choice():
    table = started(players=4)
    left, after = set(table.state.hands[1]), set(table.state.hands[2])
    subject = next(s for s, fits in MATCHES.items() if not fits & left and fits & after)
    table.play(Ask(subject))
    assert table.to_move == 2  # the left neighbour has none: the next clockwise answers
    fitting = [give.card for give in table.legal()]
    assert set(fitting) == MATCHES[subject] & after and all(type(a) is Give for a in
                                                            table.legal())
    stranger = next(n for n in table.state.hands[2] if n not in MATCHES[subject]) \
        if set(table.state.hands[2]) - MATCHES[subject] else None
    if stranger is not None:
        refused(table, Give(stranger), "fleet1715_table/answer")
    refused(table, Give(next(iter(set(range(1, 49)) - after))), "fleet1715_table/answer")
    chosen = fitting[-1]
    table.play(Give(chosen))
    assert chosen in table.state.hands[0] and chosen not in table.state.hands[2]
    assert table.state.turn == 1
    refused(table, Give(chosen), "fleet1715_table/answer")  # nobody has been asked


@rule("fleet1715_table/second-request")
def test_a_second_request_when_nobody_had_one_never_a_third():
    table = started(players=2, letter="B", seed=3)
    refused(table, Pass(), "fleet1715_table/second-request")
    empty = asks_nobody_can_answer(table)
    table.play(Ask(empty[0]))
    assert table.state.turn == 0 and table.state.failed == 1 and Pass() in table.legal()
    table.play(Ask(empty[1]))
    assert table.state.turn == 1 and table.state.failed == 0  # no third: the turn passed
    table.play(Ask(asks_nobody_can_answer(table)[0]))
    table.play(Pass())
    assert table.state.turn == 0


@rule("fleet1715_table/face-up")
def test_a_card_is_turned_face_up_at_the_end_of_each_round():
    table = started(players=3, letter="A", seed=2)
    pile = table.state.pile
    assert pile, "this deal leaves a draw pile"
    for seat in range(3):
        assert table.state.turn == seat and table.state.face_up == ()
        table.play(Ask(asks_nobody_can_answer(table)[0]))
        table.play(Pass())
    assert table.state.face_up == (pile[-1],) and table.state.round == 2
    assert table.view(1)["face_up"][0]["number"] == pile[-1]
    while table.state.pile:
        for _seat in range(3):
            table.play(Ask(asks_nobody_can_answer(table)[0]))
            table.play(Pass())
    faced = table.state.face_up
    for _seat in range(3):
        table.play(Ask(asks_nobody_can_answer(table)[0]))
        table.play(Pass())
    assert table.state.face_up == faced  # an empty pile: phase 3 is skipped


def hand_in(table, *values):
    """The active player writes ``values`` on the slip and hands it in."""
    for value in values:
        table.play(Write(value))
    table.play(HandIn())


@rule("fleet1715_table/slip")
def test_a_slip_names_the_wreck_of_ones_own_mission():
    table = started()
    assert table.state.missions[0] == "san-miguel"
    assert table.view(0)["draft"] == [None, None, None, None, "san-miguel"]
    refused(table, Write("diamonds"), "fleet1715_table/slip")
    refused(table, Write("regla"), "fleet1715_table/slip")  # the mission card's own line
    refused(table, HandIn(), "fleet1715_table/slip")  # lines still empty
    table.play("write gold")
    refused(table, Write("gold"), "fleet1715_table/slip")  # written there already
    assert table.view(1)["draft"] == [None, None, None, None, "regla"]
    assert table.view(1)["record"] == [] and table.state.turn == 0  # writing is no turn
    hand_in(table, "ft-pierce", "porcelain", "22ft", "nao")
    assert table.state.slips[0].seat == 0 and table.state.turn == 1
    assert table.view(0)["slips"][0]["wreck"] == ["ft-pierce", "porcelain", "22ft", "nao",
                                                 "san-miguel"]
    assert table.view(1)["slips"][0]["wreck"] is None  # face down


@rule("fleet1715_table/passive")
def test_a_passive_player_takes_no_turn_but_still_answers():
    table = started(players=3)
    hand_in(table, "ft-pierce", "porcelain", "22ft", "nao")
    assert table.view(2)["passive"] == [True, False, False]
    table.play(Ask(asks_nobody_can_answer(table)[0]))
    table.play(Pass())
    assert table.state.turn == 2
    subject = next(s for s, fits in MATCHES.items() if fits & set(table.state.hands[0]))
    table.play(Ask(subject))
    assert table.to_move == 0 and table.state.phase == GIVE  # seat 0 is left of seat 2
    table.play(table.legal()[0])
    assert table.state.turn == 1  # seat 0 is skipped


@rule("fleet1715_table/reveal")
def test_the_first_correct_slip_wins_wrong_slips_come_last():
    table = started(players=3)  # missions: san-miguel, regla, carmen; scenario A
    assert table.state.missions == ("san-miguel", "regla", "carmen")
    hand_in(table, "sebastian", "porcelain", "22ft", "nao")  # wrong
    hand_in(table, "sebastian", "silver", "20ft", "capitana")  # right
    assert table.outcome is None and table.view(2)["slips"][1]["wreck"] is None
    hand_in(table, "st-lucie", "gold", "16ft", "sloop")  # right
    outcome = table.outcome
    assert table.state.phase == OVER
    assert outcome.winners == (1,) and outcome.ranks == (3, 1, 2)
    shown = table.view(0)
    assert [slip["correct"] for slip in shown["slips"]] == [False, True, True]
    assert shown["slips"][1]["wreck"][0] == "sebastian" and shown["solution"]
    nobody = started(players=2)
    hand_in(nobody, "sebastian", "porcelain", "22ft", "nao")
    hand_in(nobody, "pelican", "porcelain", "22ft", "nao")
    assert nobody.outcome.winners == () and nobody.outcome.ranks == (1, 1)


@rule("fleet1715_table/game-over")
def test_nothing_is_played_after_the_reveal():
    table = started(players=2)
    hand_in(table, "ft-pierce", "porcelain", "22ft", "nao")
    hand_in(table, "sebastian", "silver", "20ft", "capitana")
    assert table.legal() == []
    refused(table, Ask("depth"), "fleet1715_table/game-over")


@rule("fleet1715_table/action")
def test_unreadable_actions_are_refused():
    table = started()
    for text in ("fly away", "give x", "write", "hand-in now", "ask depth now", 12):
        refused(table, text, "fleet1715_table/action")
    with pytest.raises(IllegalAction) as err:
        Ask(3)
    assert err.value.rule == "fleet1715_table/action"
    table.play("ASK Depth")  # notation is read in any case
    assert table.actions[-1] == Ask("depth")


@rule("fleet1715_table/knowledge")
def test_a_seat_sees_its_cards_and_the_public_record_never_another_hand():
    table = started(players=3)
    subject = answered_ask(table)
    table.play(Ask(subject))
    table.play(table.legal()[0])  # seat 1 hands a card to seat 0
    number = table.state.record[-1].card
    mine, theirs, outside = table.view(0), table.view(1), table.view(2)
    assert number in [c["number"] for c in mine["hand"]]
    assert mine["received"][0]["number"] == number and theirs["given"][0]["number"] == number
    assert outside["record"][-1] == {"asker": 0, "subject": subject, "giver": 1, "card": None}
    assert mine["record"][-1]["card"] == number
    assert "hands" not in outside and outside["hand_sizes"] == [len(h) for h in
                                                                table.state.hands]
    text = json.dumps(outside)
    for other in (0, 1):
        for card in table.state.hands[other]:
            assert f'"number": {card},' not in text or card in table.state.face_up
    assert table.view(None)["hand"] is None
