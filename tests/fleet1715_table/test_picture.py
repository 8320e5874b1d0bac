"""The table board's static picture (``picture_html``), shown where no live board runs:
the shown seat's view only, in the board's language, the same text for the same position."""

from __future__ import annotations

import random

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.picture import RECORD_LINES, picture

GAME = TableGame.game
rule = pytest.mark.rule


def drawn(state, seat, status="Your turn.", language="en"):
    with using(language):
        return picture(GAME.view(state, seat), status)


def bots_table(seed=2, players=4, letter="C"):
    table = TableGame(seed=seed, scenario=letter, players=players,
                      bots={seat: "random" for seat in range(players)})
    table.run_bots()
    return table


def wrong_slip_table():
    """Seat 0 takes the San Miguel, writes a slip at once and hands it in; the bots play on
    (seat 0, passive, hands over the first card it may) until the reveal."""
    table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
    table.play("take san-miguel")
    for value in ("sebastian", "gold", "15ft", "nao"):
        table.play(f"write {value}")
    written = table.state
    table.play("hand-in")
    while table.outcome is None:
        table.play(table.legal()[0])
    return table, written


@rule("fleet1715_table/knowledge")
def test_hidden_cards_dealt_anew_give_the_same_picture():
    table = bots_table()
    rng = random.Random(0)
    for state in table.history[40::25]:
        for seat in range(state.players):
            twins = [GAME.resample(state, seat, rng) for _ in range(4)]
            assert any(twin.hands != state.hands for twin in twins)
            assert {drawn(twin, seat) for twin in twins} == {drawn(state, seat)}


@rule("fleet1715_table/knowledge")
def test_the_board_puts_the_shown_seats_picture_in_the_stored_output():
    table = bots_table()
    board = table.widget(seat=1, pace=0)
    html = board.picture_html()
    assert html == board.picture_html() and "<script" not in html and "<style" not in html
    assert "Player 2 (you)" in html and "Your hand" in html
    bundle, _meta = board._repr_mimebundle_()
    assert bundle["text/html"] == html


@rule("fleet1715_table/knowledge")
def test_behind_the_hot_seat_curtain_the_picture_shows_no_hand():
    table = TableGame(seed=1, scenario="A", players=3)
    hot = table.widget(hotseat=True, pace=0)
    while not hot.curtain:
        hot.play(table.legal()[0])
    html = hot.picture_html()
    assert "Your hand" not in html and "(you)" not in html and "Your mission" not in html
    assert "Player 3" in html and "The table" in html and "Round" not in html


@rule("fleet1715_table/missions")
@rule("fleet1715_table/slip")
def test_the_seats_the_mission_the_hand_and_the_slip_as_written():
    _table, written = wrong_slip_table()
    html = drawn(written, 0)
    assert "Player 1 (you)" in html and "▶ to move" in html and html.count("4 cards") == 3
    assert "mission: N. Sn. del Carmen" in html and "Your mission: San Miguel" in html
    assert "Draw pile: 2 cards" in html and "Fleet 1715 at the table · Round 1<" in html
    assert "<strong>12.</strong> The San Miguel did not carry silver." in html
    assert "Cards handed to you</div><div>None yet." in html
    slip = html.split("Your solution slip")[1]
    assert "site: <strong>Sebastian Inlet</strong>" in slip
    assert "ship name: <strong>San Miguel</strong>" in slip
    # Another seat sees neither the hand nor the slip as written.
    theirs = drawn(written, 1)
    assert "San Miguel did not carry silver" not in theirs and "Sebastian Inlet" not in theirs


@rule("fleet1715_table/passive")
@rule("fleet1715_table/reveal")
def test_a_passive_seat_and_at_the_end_the_slips_revealed_with_the_solution():
    table, _written = wrong_slip_table()
    handed_in = next(state for state in table.history if state.slips)
    html = drawn(handed_in, 1)
    assert "passive: slip handed in" in html
    assert "1. Player 1: face down" in html and "Sebastian Inlet" not in html
    over = drawn(table.state, 1)
    revealed = over.split("The slips, in the order handed in")[1]
    assert "1. Player 1: Sebastian Inlet, gold coins, 15 ft, Nao, San Miguel" in revealed
    assert revealed.count("wrong") == 1 and revealed.count("correct") == 2
    assert "The solution, wreck by wreck" in revealed
    assert "Your solution slip" not in over


@rule("fleet1715_table/ask")
@rule("fleet1715_table/face-up")
def test_the_records_last_lines_the_received_cards_and_the_face_up_cards():
    table = bots_table()
    state = next(s for s in table.history if len(s.record) > RECORD_LINES + 2 and s.face_up)
    view = GAME.view(state, 0)
    html = drawn(state, 0)
    record = html.split("Requests</div>")[1]
    start = len(state.record) - RECORD_LINES + 1
    assert f'<ol start="{start}"' in record and record.count("<li>") == RECORD_LINES
    assert record.count("asked for") == RECORD_LINES
    face_up = html.split("Face-up cards")[1].split("Requests")[0]
    assert all(f"<strong>{number}.</strong>" in face_up for number in state.face_up)
    for card in view["received"]:
        assert f"<strong>{card['number']}.</strong>" in html.split("Cards handed to you")[1]
    assert "(from Player" in html


@rule("fleet1715_table/missions")
def test_the_picture_speaks_the_boards_language():
    table, written = wrong_slip_table()
    html = table.widget(seat=0, pace=0, language="fr").picture_html()
    assert "Fleet 1715 autour de la table" in html and "(vous)" in html, html[:400]
    assert "Votre mission" in drawn(written, 0, language="fr")
    assert "Requests" not in html and "The table" not in html


@rule("fleet1715_table/answer")
def test_the_seat_asked_for_a_card_sees_who_asks_for_what():
    table = bots_table()
    state = next(s for s in table.history if s.phase == "give")
    asker = f"Player {state.turn + 1}"
    html = drawn(state, state.giver)
    assert f"{asker} asks you for a card of “" in html
    assert "asks you for a card" not in drawn(state, state.turn)
