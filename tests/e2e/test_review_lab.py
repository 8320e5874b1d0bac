"""End to end (issue 27, done when: "review it; ... add a comment, save, load, and see the
comment"), for Battleship in JupyterLab, in real Chromium: a game of a person (its moves
played at random by the notebook) against the greedy bot is commented, saved, loaded and
replayed from the person's seat with its review. The test clicks a mistake's mark, reads
the mistake, tries again from there, plays a move the bot answers, and goes back to the
replay; a cell reads the replay's state in the kernel. Every other game's review is then
used the same way in one notebook: a mark, its mistake, try again, back."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .lab import open_and_run_all, run_cell, write_notebook
from .test_battleship_lab import wait_for_our_turn

pytestmark = [pytest.mark.e2e, pytest.mark.slow]

COMMENT = "From here on, look for a sinking shot."
GAME_CELL = f"""import random
from naval_widgets import battleship

table = battleship.Table(seed=3, bots={{1: "greedy"}})
rng = random.Random(3)
while table.outcome is None:
    table.play(rng.choice(table.legal()))
table.comment(3, {COMMENT!r})
save = table.to_json()
replay = battleship.Table.from_json(save).replay(seat=0, review=True)
replay"""
STATE_CELL = ('print("ply", replay.ply, "trying", replay.trying, "marks", '
              'sorted(map(int, replay.timeline["marks"])))')


def state_line(ply: int, moves: list[int]) -> re.Pattern[str]:
    """What the state cell prints: the replay at ``ply``, not trying, these moves marked."""
    return re.compile(rf"^ply {ply} trying False marks {re.escape(str(moves))}\s*$")


def try_the_last_mistake_again(board: Locator, marks: Locator) -> tuple[int, Locator]:
    """Click the last mistake's mark: the position before it (the person to move) and its
    sentence beside the comment box; then "Try again from here", which hides the replay's
    bar. Returns the move and the "Back to the replay" button."""
    move = int(re.sub(r"\D", "", marks.last.inner_text()))
    marks.last.click()
    expect(board).to_have_attribute("data-ply", str(move - 1))
    expect(board.locator(".nw-mistake-text")).to_have_text(
        re.compile(rf"^Move {move}: you played “.+”; “.+” was better"))
    board.get_by_role("button", name="Try again from here").click()
    back = board.get_by_role("button", name="Back to the replay")
    expect(back).to_be_visible()
    expect(board.locator(".nw-replay")).to_be_hidden()
    return move, back


def test_a_saved_game_is_reviewed_and_tried_again_from_a_mistake(page: Page, lab_server):
    """Issue 27, done when: review it (a mark clicked, its mistake read), try again from
    there (a move played, the bot answering), back; the comment saved and loaded."""
    notebook = write_notebook(lab_server, "e2e-review.ipynb", [GAME_CELL, STATE_CELL])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    marks = board.get_by_role("group", name="Mistakes").get_by_role("button")
    expect(marks).not_to_have_count(0)
    moves = [int(re.sub(r"\D", "", marks.nth(i).inner_text())) for i in range(marks.count())]
    state = run_cell(page, cells.nth(1))
    expect(state).to_have_text(state_line(0, moves))

    # The comment, saved and loaded with the game.
    board.get_by_role("slider", name="Move shown").fill("3")
    expect(board.locator(".nw-comment-text")).to_have_text(COMMENT)

    # A mistake, then try again from here: a live board; a move, the bot's answer, back.
    move, back = try_the_last_mistake_again(board, marks)
    expect(board.locator(".nw-status")).to_contain_text("Your turn")
    board.locator('.nw-hand [data-card]:not([aria-disabled="true"])').first.focus()
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    wait_for_our_turn(page, board, move - 1)
    expect(board.locator(".nw-error")).to_have_text("")
    back.click()
    expect(board).to_have_attribute("data-ply", str(move - 1))
    expect(board.get_by_role("group", name="Replay controls")).to_be_visible()
    expect(board.locator(".nw-mistake-text")).to_contain_text(f"Move {move}: you played")
    state = run_cell(page, cells.nth(1))
    expect(state).to_have_text(state_line(move - 1, moves))


#: Every other game: seat 0 played at random from the cell against the game's reviewer.
OTHER_GAMES = ("fleet1715", "fleet1715_table", "nautic_miles", "nautilus")
REVIEW_CELL = """import random
from naval_widgets.core import games, table_class

game = games()[{name!r}]
bots = {{seat: game.reviewer for seat in range(1, game.default_players)}}
table = table_class(game)(seed=4, bots=bots)
rng = random.Random(4)
while table.outcome is None:
    table.play(rng.choice(table.legal()))
table_class(game).from_json(table.to_json()).replay(seat=0, review=True)"""


def test_every_other_game_is_reviewed_and_tried_again_from_a_mistake(page: Page,
                                                                    lab_server):
    """Issue 27, done when, "review it" for every game: each game's replay with its review
    shows its marks; the last one clicked shows its mistake; "Try again from here" opens
    the live board at that position for the person, and "Back to the replay" returns."""
    notebook = write_notebook(lab_server, "e2e-review-games.ipynb",
                              [REVIEW_CELL.format(name=name) for name in OTHER_GAMES])
    cells = open_and_run_all(page, lab_server, notebook)
    for number, name in enumerate(OTHER_GAMES):
        board = cells.nth(number).locator(f".nw-widget.nw-{name}")
        marks = board.get_by_role("group", name="Mistakes").get_by_role("button")
        expect(marks).not_to_have_count(0)
        move, back = try_the_last_mistake_again(board, marks)
        expect(board.locator(".nw-error")).to_have_text("")
        back.click()
        expect(board).to_have_attribute("data-ply", str(move - 1))
        expect(board.get_by_role("group", name="Replay controls")).to_be_visible()
