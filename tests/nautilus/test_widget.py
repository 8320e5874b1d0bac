"""The Nautilus board's kernel side: a refused move shows the rule's sentence and changes
nothing, the hot-seat curtain hides the seat that just played, the bot answers."""

from __future__ import annotations

import pytest

from naval_widgets.nautilus import Table, parse

from ..traits import send, traits_of

rule = pytest.mark.rule

# Seed 9: Player 1 holds 7, 8, 9 and 12, their 5 stands at 1.1 and Player 2's 6 at 2.1.
REPLAY = ["keep harpoon", "pass", "pass", "5 1.1", "6 2.1"]


def replayed(**kwargs):
    table = Table(seed=9, **kwargs)
    for move in REPLAY:
        table.play(move, respond=False)
    return table


def placing(board, text):
    """The index of the legal entry written ``text``."""
    return next(i for i, entry in enumerate(board.legal) if entry["text"] == text)


@rule("nautilus/place")
def test_placing_on_a_full_place_shows_the_rules_sentence_and_changes_nothing():
    table = replayed()
    board = table.widget(seat=0, pace=0)
    before = traits_of(board)
    board.play(parse("7 1.1"))
    assert board.error == "Place 1.1 already holds a diver: choose a free place."
    assert {**traits_of(board), "error": ""} == before and len(table.actions) == len(REPLAY)


@rule("nautilus/forced-move")
def test_skipping_the_compulsory_move_is_refused_with_its_sentence():
    table = replayed()
    board = table.widget(seat=0, pace=0)
    board.play(parse("7 1.2"))
    assert board.error == "" and board.view["mover"] == [0, 1]
    assert {entry["type"] for entry in board.legal} == {"move"}
    board.play(parse("8 1.3"))
    assert board.error == ("The 7 just placed must first move a card: the move is "
                           "compulsory.")
    assert table.state.sides[0] == (5, 7, None, None, None)
    send(board, "act", index=next(i for i, e in enumerate(board.legal)
                                  if (e["to_side"], e["to_place"]) == (1, 4)))
    assert board.error == "" and table.state.sides[0] == (None, 7, None, 5, None)


@rule("nautilus/hidden")
def test_the_hot_seat_curtain_hides_the_seat_that_just_played():
    table = replayed()
    board = table.widget(hotseat=True, pace=0)
    mine = list(table.state.hands[0])
    assert board.curtain and board.view["hand"] is None, "the first turn starts hidden too"
    send(board, "reveal")
    assert board.view["hand"] == mine and not board.curtain
    send(board, "act", index=placing(board, "12 2.2"))
    assert board.curtain and board.view["hand"] is None and board.legal == []
    assert board.view["opponent_hand"] is None
    send(board, "reveal")
    assert not board.curtain and board.view["seat"] == 1
    assert board.view["hand"] == list(table.state.hands[1])


@rule("nautilus/place")
def test_the_bot_answers_a_move_made_on_the_board():
    table = replayed(bots={1: "greedy"})
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=placing(board, "12 2.2"))
    assert board.error == "" and not board.busy
    assert len(table.actions) == len(REPLAY) + 2 and table.to_move == 0
    assert board.legal and board.ply == len(table.actions)
