"""The Fleet 1715 widget's messages: marks, hints, checks, the walkthrough, scenarios."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.ui.widget import Fleet1715Widget

from ..traits import message as page_message
from ..traits import send


@pytest.fixture
def board():
    return fleet1715.board("A")


@pytest.fixture
def solo():
    return fleet1715.Table(seed=1, variant="A").widget(pace=0)


def test_board_shows_all_clues_and_no_solution(board):
    assert isinstance(board, Fleet1715Widget) and board.view["mode"] == "puzzle"
    assert [c["number"] for c in board.clues] == sorted(c.number for c in
                                                        fleet1715.scenario("A").cards)
    assert "solution" not in board.view and board.legal == [] and board.log == []
    assert set(board.view["marks"]) == {"."}


def test_mark_goes_through_the_table(board):
    send(board, "mark", cell=5, value="no")
    assert board.error == "" and board.view["marks"][5] == "n"
    assert board.table.actions[-1] == fleet1715.Mark(5, "no")


def message(kind, ply=14, **payload):
    """A page message made at ply 14, the puzzle board's first position."""
    return page_message(kind, ply, **payload)


@pytest.mark.parametrize("content", [
    "nonsense", {"type": "mark"}, message("mark", cell=160, value="yes"),
    message("mark", cell=-1, value="yes"), message("mark", cell=3, value="maybe"),
    message("mark", cell="3", value="yes"), message("mark", cell=True, value="yes"),
    message("mark", cell=3, value=["yes"]), message("mark", ply=3, cell=3, value="yes"),
    message("mark", cell=3, value="blank"), message("hint", level=4),
    message("hint", ply=2, level=1), message("walk", step=10_000), message("walk"),
    {"type": "check"}, message("scenario", letter="Q"), message("scenario"),
    message("scenario", ply=2, letter="B"), message("undo"), message("act", index=0),
    message("fly"), message("mark", cell=3, value="x" * 1_000_000),
])
def test_bad_messages_set_error_and_change_nothing(board, content):
    before = (board.view, board.ply, board.tutor, board.table.actions)
    board.handle_message(content)
    assert board.error and len(board.error) <= 400
    assert (board.view, board.ply, board.tutor, board.table.actions) == before


def test_hint_check_and_walkthrough(board):
    send(board, "hint", level=1)
    assert board.tutor["kind"] == "hint" and board.tutor["text"].startswith("Look at")
    assert board.tutor["cards"] and board.tutor["cells"] == []
    send(board, "hint", level=2)
    assert board.tutor["cells"]
    send(board, "mark", cell=0, value="yes")   # wrong in scenario A
    assert board.tutor == {}                                       # the old hint is gone
    send(board, "check")
    (mistake,) = board.tutor["mistakes"]
    assert mistake["cell"] == 0 and mistake["cards"] and "Sebastian Inlet" in mistake["text"]
    send(board, "walk", step=1)
    walk = board.tutor
    assert walk["kind"] == "walk" and walk["step"] == 1 and walk["steps"] > 20
    assert len(walk["grid"]) == 160 and all(walk["grid"][c] != "." for c in walk["cells"])
    send(board, "close")
    assert board.tutor == {}


def test_solving_the_puzzle_shows_the_banner(board):
    solution = fleet1715.scenario("A").solution.grid()
    for c, value in enumerate(solution):
        if value and c < 64:
            send(board, "mark", cell=c, value="yes")
    assert board.error == ""
    assert board.view["solved"] and board.view["result"] == "solved"
    assert "solution" not in board.view
    send(board, "undo")
    assert board.view["result"] is None and board.error == ""


def test_solo_game_hints_use_only_drawn_cards(solo):
    assert solo.view["mode"] == "solo" and solo.clues == []
    assert [e["option"] for e in solo.legal] == ["draw", "submit"]
    send(solo, "hint", level=1, ply=0)
    assert "draw another" in solo.tutor["text"]
    send(solo, "act", index=0, ply=0)
    (drawn,) = solo.clues
    assert drawn["number"] == solo.table.state.drawn[0] and drawn["cells"]
    assert solo.view["pile"] == len(fleet1715.scenario("A").cards) - 1
    send(solo, "hint", level=2, ply=1)
    assert solo.tutor["cards"] in ([], [drawn["number"]])
    send(solo, "walk", step=0, ply=1)
    assert "more than one solution" in solo.error


def test_scenario_selection_starts_a_fresh_grid(board, solo):
    send(board, "mark", cell=5, value="no")
    send(board, "scenario", letter="C")
    assert board.view["scenario"] == "C" and set(board.view["marks"]) == {"."}
    assert len(board.clues) == len(fleet1715.scenario("C").cards)
    send(solo, "scenario", letter="P")
    assert solo.view["scenario"] == "P" and solo.clues == [] and solo.view["mode"] == "solo"


def test_puzzle_status_says_how_to_mark_and_solo_status_how_to_play(board, solo):
    assert "Mark the grid" in board.status and "hand in" not in board.status
    assert board.status != solo.status and "draw a clue card" in solo.status
