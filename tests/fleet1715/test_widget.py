"""The Fleet 1715 widget's messages: marks, hints, checks, the walkthrough, scenarios."""

from __future__ import annotations

from html import escape

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.ui.widget import Fleet1715Widget

from ..traits import message as page_message
from ..traits import send

rule = pytest.mark.rule


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


@rule("fleet1715/board")
def test_solving_the_puzzle_shows_the_banner_in_a_puzzles_words(board):
    solution = fleet1715.scenario("A").solution.grid()
    for c, value in enumerate(solution):
        if value and c < 64:
            send(board, "mark", cell=c, value="yes")
    assert board.error == ""
    assert board.view["solved"] and board.view["result"] is None   # nothing handed in
    assert "solution" not in board.view
    assert board.status.startswith("Solved! Your ● marks name the solution of scenario A")
    said = " ".join([board.status, *board.log, board.view["title"]])
    for solo_words in ("handed in", "hand in", "face down", "clue card(s)"):
        assert solo_words not in said
    send(board, "mark", cell=1, value="no")
    assert "The puzzle is solved" in board.error and board.view["solved"]
    send(board, "undo")
    assert not board.view["solved"] and board.error == ""
    assert board.status.startswith("Mark the grid")


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


# -- tiny puzzles --------------------------------------------------------------------------

NEGATION = fleet1715.TINY["negation"]


@pytest.fixture
def tiny():
    return fleet1715.board(NEGATION)


@rule("fleet1715/board")
def test_a_tiny_puzzles_board_shows_its_clues_and_only_its_subgrids(tiny):
    assert isinstance(tiny, Fleet1715Widget) and tiny.view["mode"] == "puzzle"
    assert [c["text"] for c in tiny.clues] == [clue.text for clue in NEGATION.clues]
    assert [c["number"] for c in tiny.clues] == [1, 2, 3]
    assert all(c["card"] is None for c in tiny.clues)     # its clues are no clue cards
    assert tiny.view["layout"] == {"rows": [0], "columns": [4]}   # sites x ship names
    assert tiny.view["title"] == "Tiny puzzle: negation (site and ship name)"
    assert tiny.view["letters"] == "" and tiny.view["scenario"] is None
    assert tiny.view["first"] == 0 and tiny.legal == [] and tiny.log == []
    assert "solution" not in tiny.view and not tiny.view["solved"]
    assert tiny.status.startswith("Mark the grid")
    by_name = fleet1715.board("negation")
    assert by_name.clues == tiny.clues and by_name.view == tiny.view


@rule("fleet1715/board")
@pytest.mark.parametrize("name", list(fleet1715.TINY))
def test_every_tiny_puzzle_is_solved_by_clicking_its_yes_cells(name):
    puzzle = fleet1715.TINY[name]
    widget = fleet1715.board(puzzle)
    truth = puzzle.grid()
    yes = [c for c in puzzle.cells if truth[c]]
    for c in yes:
        assert not widget.view["solved"]
        send(widget, "mark", cell=c, value="yes")
        assert widget.error == ""
    assert widget.view["solved"] and widget.view["result"] is None
    assert widget.status.startswith("Solved! Every ● of this tiny puzzle is right")
    assert name in widget.status and "face down" not in widget.status


@rule("fleet1715/board")
def test_a_wrong_mark_keeps_a_tiny_puzzle_unsolved_and_the_tutor_names_it(tiny):
    truth = NEGATION.grid()
    wrong = next(c for c in NEGATION.cells if not truth[c])
    for c in NEGATION.cells:
        if truth[c]:
            send(tiny, "mark", cell=c, value="yes")
        if c == wrong and not tiny.view["solved"]:
            send(tiny, "mark", cell=c, value="yes")
    assert not tiny.view["solved"]
    send(tiny, "check")
    (mistake,) = tiny.tutor["mistakes"]
    assert mistake["cell"] == wrong and fleet1715.cell_title(wrong) in mistake["text"]
    assert tiny.tutor["text"].endswith("is wrong.")
    send(tiny, "hint", level=2)
    assert tiny.tutor["cells"] == [wrong] and "wrong" in tiny.tutor["text"]


@rule("fleet1715/board")
def test_tiny_hints_lead_to_the_solution_and_cite_its_clue_numbers(tiny):
    send(tiny, "hint", level=1)
    hint = tiny.tutor
    assert hint["kind"] == "hint" and hint["text"].startswith("Look at")
    assert hint["cards"] and set(hint["cards"]) <= {1, 2, 3}
    assert all(f"clue {n}" in hint["text"] for n in hint["cards"])
    send(tiny, "hint", level=3)
    assert tiny.tutor["cells"] and set(tiny.tutor["cells"]) <= set(NEGATION.cells)
    send(tiny, "check")
    assert tiny.tutor["text"] == "The grid is empty: nothing to check yet."


@rule("fleet1715/board")
def test_a_mark_outside_a_tiny_puzzle_is_refused_by_names(tiny):
    before = tiny.view
    send(tiny, "mark", cell=0, value="yes")     # Sebastian Inlet / gold coins
    assert tiny.error == ("Sebastian Inlet / gold coins is not in this puzzle's grid: it "
                          "joins only the site and ship name.")
    assert tiny.view == before
    send(tiny, "scenario", letter="B")
    assert "tiny puzzle" in tiny.error and tiny.view == before


def test_the_tiny_walkthrough_is_the_explainers_and_the_status_speaks_of_it(tiny):
    steps = NEGATION.explain()
    send(tiny, "mark", cell=NEGATION.cells[0], value="no")
    send(tiny, "walk", step=0)
    walk = tiny.tutor
    assert walk["steps"] == len(steps) and walk["text"] == steps[0].text
    assert {c for c, v in enumerate(walk["grid"]) if v != "."} <= set(NEGATION.cells)
    assert tiny.status.startswith(f"Walkthrough: step 1 of {len(steps)}.")
    assert "Mark the grid" not in tiny.status and "Back to my grid" in tiny.status
    send(tiny, "walk", step=len(steps) - 1)
    assert tiny.status.startswith(f"Walkthrough: step {len(steps)} of {len(steps)}.")
    send(tiny, "close")
    assert tiny.tutor == {} and tiny.status.startswith("Mark the grid")
    assert tiny.view["marks"][NEGATION.cells[0]] == "n"     # the person's marks are kept


def test_the_scenario_walkthrough_status_says_which_step_and_how_to_leave(board, solo):
    send(board, "walk", step=2)
    assert board.status.startswith("Walkthrough: step 3 of ")
    send(board, "close")
    assert board.status.startswith("Mark the grid")
    send(solo, "act", index=0, ply=0)
    assert "draw" in solo.status


@rule("fleet1715/board")
@pytest.mark.parametrize("what", ["negationx", "Q", "", 3, None, ("site", "cargo"),
                                  fleet1715.scenario("A")])
def test_a_board_of_nothing_is_refused_with_a_sentence(what):
    with pytest.raises(ValueError, match=r"There is no scenario|A board shows a scenario"):
        fleet1715.board(what)


@rule("fleet1715/board")
def test_new_game_on_a_tiny_board_starts_the_same_puzzle_afresh(tiny):
    send(tiny, "mark", cell=NEGATION.cells[0], value="no")
    send(tiny, "new_game")
    assert tiny.error == "" and set(tiny.view["marks"]) == {"."}
    assert tiny.view["layout"] == {"rows": [0], "columns": [4]} and len(tiny.clues) == 3


# -- the still picture ------------------------------------------------------------------------

def test_the_picture_shows_the_marks_clues_and_status_the_same_bytes_each_time(board):
    send(board, "mark", cell=0, value="yes")
    send(board, "mark", cell=1, value="no")
    html = board.picture_html()
    assert html == board.picture_html()
    again = fleet1715.board("A")
    send(again, "mark", cell=0, value="yes")
    send(again, "mark", cell=1, value="no")
    assert again.picture_html() == html                 # no ids, no timestamps
    assert "<style" not in html and "<script" not in html and " id=" not in html
    assert html.count(">●</td>") == 1 and html.count(">✗</td>") == 1
    assert html.count("<td") >= 160
    assert all(escape(c["text"]) in html for c in board.clues)
    assert escape(board.status) in html and "Scenario A: puzzle" in html
    send(board, "walk", step=3)      # the picture shows the person's grid, not the walk's
    assert board.picture_html() == html and "Walkthrough" not in html


def test_a_tiny_puzzles_picture_draws_only_its_subgrid_and_the_solved_banner(tiny):
    assert tiny.picture_html().count("<td") == 16
    for c in NEGATION.cells:
        if NEGATION.grid()[c]:
            send(tiny, "mark", cell=c, value="yes")
    html = tiny.picture_html()
    assert escape(tiny.status) in html and "Solved!" in html and html.count(">●</td>") == 4
    assert "border:2px solid #063" in html                # the success banner


def test_the_solo_pictures_say_how_far_the_game_is(solo):
    assert "No clue card drawn yet." in solo.picture_html()
    send(solo, "act", index=0, ply=0)
    html = solo.picture_html()
    assert "solo game, 1 of 14 clue cards drawn" in html
    assert escape(solo.clues[0]["text"]) in html
