"""End to end: the Fleet 1715 logic grid in JupyterLab, driven in real Chromium.

The test writes a two-cell notebook into the server's root (a board, then a cell
that prints the kernel's state), runs it, marks a cell and asks for a hint by
clicking, and checks the kernel's own table.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .lab import open_and_run_all, run_cell, write_notebook

pytestmark = pytest.mark.e2e

NOTEBOOK = "e2e-fleet1715.ipynb"
STATE = ('print("marks", w.table.state.marks[:8], "tutor", w.tutor.get("kind"), '
         '"actions", len(w.table.actions))')


def test_mark_and_hint_by_clicking(page: Page, lab_server):
    write_notebook(lab_server, NOTEBOOK,
                   ["from naval_widgets import fleet1715\nw = fleet1715.board('A')\nw", STATE])
    cells = open_and_run_all(page, lab_server, NOTEBOOK)
    board = cells.nth(0).locator(".nw-widget.nw-fleet1715")
    ply = int(board.get_attribute("data-ply"))
    board.locator('[data-cell="5"]').click()
    expect(board).to_have_attribute("data-ply", str(ply + 1))
    expect(board.locator('[data-cell="5"]')).to_have_text("✗")
    board.get_by_role("button", name="Hint 1: which clue").click()
    expect(board.locator('.f17-reply[data-kind="hint"]')).to_contain_text("Look at")

    expect(run_cell(page, cells.nth(1))).to_have_text(
        re.compile(rf"^marks \.\.\.\.\.n\.\. tutor hint actions {ply + 1}"))
