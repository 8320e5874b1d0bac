"""End to end (issue "bots that explain", done when): a person plays Battleship against
the greedy bot in JupyterLab, in real Chromium, for a few moves, and reads the bot's
reason on the board, under the status line and in the log, as the kernel's table gives
it to the person's seat; and Fleet 1715's solo puzzle, which has no opponent, given to the
solver, whose reason for each move the person reads the same way."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .lab import open_and_run_all, run_cell, write_notebook
from .test_battleship_lab import wait_for_our_turn

pytestmark = pytest.mark.e2e


def test_a_person_reads_the_greedy_bots_reasons_on_the_board(page: Page, lab_server):
    notebook = write_notebook(lab_server, "e2e-reasons.ipynb", [
        "from naval_widgets import battleship\n"
        "table = battleship.Table(seed=3, bots={1: 'greedy'})\n"
        "table.widget(seat=0, pace=0.2)",
        "last = max(table.reasons, default=None)\n"
        "print(len(table.reasons), 'reasons;', last and table.reason(last, 0, named=True))",
    ])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-battleship")
    reason = board.locator(".nw-reason")
    expect(reason).to_be_hidden()
    ply = 0
    for _move in range(3):
        # Choose the first playable card with the keyboard, then its first target.
        board.locator('.nw-hand [data-card]:not([aria-disabled="true"])').first.focus()
        page.keyboard.press("Enter")
        page.keyboard.press("Enter")
        ply = wait_for_our_turn(page, board, ply)
        expect(reason).to_be_visible()
        expect(reason).to_have_text(re.compile(r"^Player 2 \(greedy\): I "))
    said = reason.inner_text()
    expect(board.locator(".nw-log-list li.nw-log-reason").last).to_contain_text(
        said.removeprefix("Player 2 (greedy): "))
    out = run_cell(page, cells.nth(1))
    expect(out).to_contain_text(said)
    expect(out).to_have_text(re.compile(r"^\d+ reasons; Player 2 \(greedy\): I "))


def test_the_solver_plays_the_solo_puzzle_and_says_why_on_the_board(page: Page, lab_server):
    """Fleet 1715 alone has no opponent: the person gives the solo puzzle to the solver
    and reads its reason for each move on the board, in the log and from the kernel."""
    notebook = write_notebook(lab_server, "e2e-reasons-solo.ipynb", [
        "from naval_widgets import fleet1715\n"
        "table = fleet1715.Solo(seed=3, bots={0: 'solver'})\n"
        "table.widget(seat=0, pace=0.2)",
        "print(table.reason(max(table.reasons), 0, named=True) if table.reasons else '')",
    ])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-fleet1715")
    page.wait_for_function("el => Number(el.dataset.ply) >= 3", arg=board.element_handle(),
                           timeout=60_000)
    reason = board.locator(".nw-reason")
    expect(reason).to_be_visible()
    expect(reason).to_have_text(re.compile(r"^You \(solver\): I "))
    expect(board.locator(".nw-log-list li.nw-log-reason").first).to_contain_text("I draw")
    expect(board.locator(".nw-error")).to_have_text("")
    expect(board.locator(".nw-status")).to_contain_text("Solved", timeout=120_000)
    said = reason.inner_text()
    expect(run_cell(page, cells.nth(1))).to_have_text(re.compile(rf"^{re.escape(said)}\s*$"))
