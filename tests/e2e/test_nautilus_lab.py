"""End to end: Nautilus in JupyterLab, driven in real Chromium.

A seeded table replayed to Player 1's second placement, with a 7 in hand and their 5
on place 1.1: the player places the 7 by clicking it and then place 1.2, which forces a
move along their side; they click the 5 to move and then place 1.4. The board shows
each step, and the kernel's own table holds the two actions and the new places.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .lab import click_until, open_and_run_all, run_cell, write_notebook

pytestmark = pytest.mark.e2e

# Seed 9, both seats played from the cell (no bot, so nothing but the clicks moves the
# game on): Player 1 keeps the Harpoon and places a 5 at 1.1, Player 2 a 6 at 2.1;
# Player 1's hand is then 7, 8, 9, 12.
REPLAY = ["keep harpoon", "pass", "pass", "5 1.1", "6 2.1"]
TABLE_CELL = (
    "from naval_widgets import nautilus\n"
    "table = nautilus.Table(seed=9)\n"
    f"for move in {REPLAY!r}:\n"
    "    table.play(move)\n"
    "table.widget(seat=0, pace=0)"
)
STATE_CELL = (
    "print('phase', table.state.phase, 'to move', table.to_move)\n"
    "print('played', [action.notation() for action in table.actions[5:]])\n"
    "print('side 1', table.state.sides[0])"
)


@pytest.mark.rule("nautilus/place")
@pytest.mark.rule("nautilus/along")
@pytest.mark.rule("nautilus/forced-move")
def test_place_a_seven_then_make_its_forced_move_by_clicking(page: Page, lab_server):
    notebook = write_notebook(lab_server, "e2e-nautilus.ipynb", [TABLE_CELL, STATE_CELL])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-nautilus")
    expect(board).to_have_attribute("data-ply", str(len(REPLAY)))
    expect(board.locator(".nt-place")).to_have_count(10)
    expect(board.locator('[data-cell="S1-1"]')).to_have_attribute("data-diver", "5")

    # The 7, then place 1.2: the 7 stands there and must move another card along.
    target = board.locator('[data-cell="S1-2"][data-target="true"]')
    click_until(board.locator('.nw-hand [data-card="7"]'), target)
    target.click()
    expect(board).to_have_attribute("data-ply", str(len(REPLAY) + 1))
    seven = board.locator('[data-cell="S1-2"]')
    expect(seven).to_have_attribute("data-diver", "7")
    expect(seven).to_have_attribute("data-mover", "true")
    expect(board.locator(".nw-hand .nw-card")).to_have_count(3)

    # The card to move (the 5 at 1.1), then its destination, 1.4.
    destination = board.locator('[data-cell="S1-4"][data-target="true"]')
    click_until(board.locator('[data-cell="S1-1"][data-source="true"]'), destination)
    expect(board.locator('[data-target="true"]')).to_have_count(3)  # 1.3, 1.4, 1.5
    destination.click()
    expect(board).to_have_attribute("data-ply", str(len(REPLAY) + 2))
    expect(board.locator('[data-cell="S1-4"]')).to_have_attribute("data-diver", "5")
    expect(board.locator('[data-cell="S1-1"]')).not_to_have_attribute("data-diver", "5")
    expect(board.locator(".nw-log")).to_contain_text("Player 1 moves 5 from 1.1 to 1.4.")
    expect(board.locator(".nw-error")).to_have_text("")

    # The kernel's table is the game the board shows.
    out = run_cell(page, cells.nth(1))
    expect(out).to_have_text(re.compile(
        r"^phase place to move 1\s+played \['7 1\.2', 'move 1\.1 1\.4'\]\s+"
        r"side 1 \(None, 7, None, 5, None\)\s*$"))


# Seed 9 against the greedy bot: Player 1 keeps the Harpoon and plays no special card,
# and so does the bot; Player 1 then places a 5 at 1.1 by clicking.
BOT_CELL = (
    "from naval_widgets import nautilus\n"
    "duel = nautilus.Table(seed=9, bots={1: 'greedy'})\n"
    "duel.play('keep harpoon')\n"
    "duel.play('pass')\n"
    "duel.widget(seat=0, pace=0)"
)
REASON_CELL = "print(duel.reason(len(duel.actions), 0, named=True))"


@pytest.mark.rule("nautilus/place")
def test_the_greedy_bot_answers_a_placement_and_says_why(page: Page, lab_server):
    """Bots that explain, done when: a person plays against the bot by clicking and reads
    its reason on the board and in the log, the kernel's ``table.reason``."""
    notebook = write_notebook(lab_server, "e2e-nautilus-bot.ipynb", [BOT_CELL, REASON_CELL])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-nautilus")
    expect(board).to_have_attribute("data-ply", "3")
    target = board.locator('[data-cell="S1-1"][data-target="true"]')
    click_until(board.locator('.nw-hand [data-card="5"]'), target)
    target.click()
    expect(board).to_have_attribute("data-ply", "5")
    reason = board.locator(".nw-reason")
    expect(reason).to_have_text(re.compile(r"^Player 2 \(greedy\): I place 6 at 2\.1: "))
    expect(board.locator(".nw-log-list li.nw-log-reason").last).to_contain_text(
        reason.inner_text().removeprefix("Player 2 (greedy): "))
    expect(run_cell(page, cells.nth(1))).to_have_text(reason.inner_text())
