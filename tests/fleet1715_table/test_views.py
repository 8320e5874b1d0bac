"""What each seat of the table game knows, and its board's messages."""

from __future__ import annotations

import random

import pytest

from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.rules import MATCHES

from ..traits import send, traits_of

GAME = TableGame.game
rule = pytest.mark.rule


@rule("fleet1715_table/knowledge")
def test_secrets_dealt_anew_change_no_view_and_no_legal_list():
    """States that differ only in what a seat may not know give it the same view, and the
    seat to move the same legal actions."""
    rng = random.Random(0)
    for seed, players in ((1, 2), (2, 5)):
        table = TableGame(seed=seed, scenario="ABCDEFGHIJKLMNOP"[seed], players=players,
                          bots={seat: "random" for seat in range(players)})
        table.run_bots()
        for state in table.history[::7]:
            mover = GAME.to_move(state)
            for seat in range(players):
                other = GAME.resample(state, seat, rng)
                assert GAME.view(other, seat) == GAME.view(state, seat)
                if seat == mover:
                    assert GAME.legal_actions(other) == GAME.legal_actions(state)


@rule("fleet1715_table/answer")
def test_the_board_sends_a_request_and_the_card_arrives():
    table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
    board = table.widget(seat=0, pace=0)
    assert [entry["type"] for entry in board.legal] == ["take"] * 4
    send(board, "act", index=0)
    assert board.view["missions"][0] == "san-miguel" and board.view["phase"] == "ask"
    hand = len(board.view["hand"])
    left = set(table.state.hands[1])
    subject = next(key for key, fits in MATCHES.items() if fits & left)
    asked = next(i for i, entry in enumerate(board.legal)
                 if entry["type"] == "ask" and entry["subject"] == subject)
    send(board, "act", index=asked)  # the bot on the left hands a card over
    assert board.view["record"][0]["giver"] == 1
    arrived = board.view["received"][0]
    assert arrived["from"] == 1 and arrived["number"] in MATCHES[subject] and arrived["text"]
    assert len(board.view["hand"]) == hand + 1
    before = traits_of(board)
    send(board, "act", index=999)
    assert board.error and {**traits_of(board), "error": ""} == {**before, "error": ""}
