"""End to end: every game's replay in JupyterLab, driven in real Chromium (the replay
issue's "Done when": replay it from a seat; add a comment, save, load, and see it).

One notebook holds four cells a game. For each registered game they play eight seeded
moves, comment the third, save the table, load the save and open its replay from the
first seat at move 2. The test clicks next and previous, presses → on the board, and sees
the comment and the position; a cell reads the replay's position in the kernel. Then the
save is replayed from every seat and a spectator's place: each goes to the last move, and
back to the comment by its slider.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from naval_widgets.core import games

from .lab import open_and_run_all, run_cell, write_notebook

pytestmark = pytest.mark.e2e

COMMENT = "Watch this move: the rest of the game turns on it."
MOVES = 8
#: The four cells of a game; the names end in the game's, so that they stay apart.
TABLE_CELL = """import random
from naval_widgets.core import games, table_class

Table_{name} = table_class(games()[{name!r}])
table_{name} = Table_{name}(seed=5)
rng = random.Random(5)
while len(table_{name}.actions) < {moves} and table_{name}.legal():
    table_{name}.play(rng.choice(table_{name}.legal()), respond=False)
table_{name}.comment(3, {comment!r})
save_{name} = table_{name}.to_json()"""
REPLAY_CELL = """replay_{name} = Table_{name}.from_json(save_{name}).replay(seat=0)
replay_{name}.goto(2)
replay_{name}"""
STATE_CELL = 'print("ply", replay_{name}.ply, "comment", replay_{name}.comment)'
#: The save replayed from every seat and a spectator's place, one board under another.
SEATS_CELL = """from ipywidgets import VBox

VBox([Table_{name}.from_json(save_{name}).replay(seat=seat)
      for seat in (*range(table_{name}.players), None)])"""
CELLS = (TABLE_CELL, REPLAY_CELL, STATE_CELL, SEATS_CELL)


def test_a_saved_commented_game_is_replayed_from_a_seat(page: Page, lab_server):
    names = sorted(games())
    notebook = write_notebook(lab_server, "e2e-replay.ipynb", [
        cell.format(name=name, moves=MOVES, comment=COMMENT)
        for name in names for cell in CELLS])
    cells = open_and_run_all(page, lab_server, notebook)
    for number, name in enumerate(names):
        first = len(CELLS) * number
        replayed_from_a_seat(page, cells, first, name)


def replayed_from_a_seat(page: Page, cells, first: int, name: str) -> None:
    """Check game ``name``'s cells, the first of them at index ``first``."""
    board = cells.nth(first + 1).locator(".nw-widget")
    board.scroll_into_view_if_needed()
    expect(board).to_have_attribute("data-ply", "2")
    bar = board.get_by_role("group", name="Replay controls")
    expect(bar).to_contain_text(f"Move 2 of {MOVES}")
    comment = board.locator(".nw-comment-text")
    expect(comment).to_have_text("")

    board.get_by_role("button", name="Next move").click()
    expect(board).to_have_attribute("data-ply", "3")
    expect(comment).to_have_text(COMMENT)
    expect(bar).to_contain_text(f"Move 3 of {MOVES}")

    board.get_by_role("button", name="Previous move").click()
    expect(board).to_have_attribute("data-ply", "2")
    expect(comment).to_have_text("")

    page.keyboard.press("ArrowRight")  # the focus is on the board's "Previous move"
    expect(board).to_have_attribute("data-ply", "3")
    expect(comment).to_have_text(COMMENT)
    expect(board.locator(".nw-error")).to_have_text("")

    expect(run_cell(page, cells.nth(first + 2))).to_have_text(
        re.compile(rf"^ply 3 comment {re.escape(COMMENT)}\s*$"))

    # From every seat (and a spectator's place): the last move, then back to the comment.
    seats = cells.nth(first + 3).locator(".nw-widget")
    expect(seats).to_have_count(games()[name].default_players + 1)
    for index in range(seats.count()):
        seat = seats.nth(index)
        seat.scroll_into_view_if_needed()
        expect(seat).to_have_attribute("data-ply", "0")
        seat.get_by_role("button", name="Last move").click()
        expect(seat).to_have_attribute("data-ply", str(MOVES))
        seat.get_by_role("slider", name="Move shown").fill("3")
        expect(seat).to_have_attribute("data-ply", "3")
        expect(seat.locator(".nw-comment-text")).to_have_text(COMMENT)
