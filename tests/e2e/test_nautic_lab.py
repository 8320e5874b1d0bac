"""End to end: Nautic Miles in JupyterLab, driven in real Chromium.

A notebook of two boards against the admiral bot. On the first, a convoy is placed in the
line and a miles card played on it by clicking, each answered by the admiral. On the
second, a position built through the engine in the cell: the player attacks the admiral's
convoy under alert with a warship by clicking, and the board shows the admiral's answer.
After each answer the board shows the admiral's reason, and the log holds it.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .lab import SETTLED_JS, TIMEOUT_MS, click_until, open_and_run_all, write_notebook

pytestmark = pytest.mark.e2e

# Seed 1: Player 1's hand holds a 10,000-ton convoy, a 200 and a 600 miles; the admiral
# answers the convoy with one of its own, so "m600 1.1" is legal on the next turn.
CONVOY_NOTEBOOK = (
    "from naval_widgets import nautic_miles\n"
    "table = nautic_miles.Table(seed=1, players=2, bots={1: 'admiral'}, length='round')\n"
    "table.widget(seat=0, pace=0)"
)

# Seed 2, found by playing seeded games: these moves (the admiral answering each) put
# Player 1's aircraft and an armed alert on the admiral's convoy 2.1, with a cruiser in
# Player 1's hand; the admiral answers "cruiser 2.1" with "carrier 2.1".
BUILD_UP = ["discard radar", "aircraft 2.1", "discard m600", "discard m200",
            "discard submarine", "discard m200", "discard destroyer", "discard destroyer",
            "discard m2000", "alert 2.1"]
BATTLE_NOTEBOOK = (
    "from naval_widgets import nautic_miles\n"
    "battle = nautic_miles.Table(seed=2, players=2, bots={1: 'admiral'}, length='round')\n"
    f"for move in {BUILD_UP!r}:\n"
    "    battle.play(move)\n"
    "battle.widget(seat=0, pace=0)"
)


def play(page: Page, board: Locator, card: str, cell: str) -> int:
    """Choose ``card`` in the hand, then click ``cell``; wait for the admiral's answers
    and return the board's new ply."""
    ply = int(board.get_attribute("data-ply"))
    target = board.locator(f'[data-cell="{cell}"][data-target="true"]')
    click_until(board.locator(f'.nw-hand [data-card="{card}"]').first, target)
    target.click()
    page.wait_for_function(SETTLED_JS, arg=[board.element_handle(), ply], timeout=TIMEOUT_MS)
    new_ply = int(board.get_attribute("data-ply"))
    assert new_ply >= ply + 2, "the admiral should have answered"
    # The admiral says why, under the status line and in the log (bots that explain).
    reason = board.locator(".nw-reason")
    expect(reason).to_have_text(re.compile(r"^Player 2 \(admiral\): I "))
    expect(board.locator(".nw-log-list li.nw-log-reason").last).to_contain_text(
        reason.inner_text().removeprefix("Player 2 (admiral): "))
    return new_ply


@pytest.mark.rule("nautic_miles/convoy-line")
@pytest.mark.rule("nautic_miles/miles")
@pytest.mark.rule("nautic_miles/battle")
def test_convoy_miles_and_the_admirals_answer_to_an_attack(page: Page, lab_server):
    notebook = write_notebook(lab_server, "e2e-nautic-miles.ipynb",
                              [CONVOY_NOTEBOOK, BATTLE_NOTEBOOK])
    cells = open_and_run_all(page, lab_server, notebook)

    # A convoy placed at the port end of the own line, then 600 miles on it.
    board = cells.nth(0).locator(".nw-widget.nw-nautic_miles")
    expect(board).to_have_attribute("data-ply", "0")
    expect(board.locator(".nm-side")).to_have_count(2)
    own = board.locator('.nm-side[data-mine="true"]')
    expect(own.locator(".nm-convoy")).to_have_count(0)
    play(page, board, "c10000", "at-1")
    convoy = own.locator('[data-cell="L1-1"]')
    expect(convoy).to_have_attribute("data-card", "c10000")
    expect(convoy.locator(".nm-miles")).to_contain_text("0 miles")
    expect(board.locator('.nm-side[data-line="2"] .nm-convoy')).to_have_count(1)
    play(page, board, "m600", "L1-1")
    expect(convoy.locator(".nm-miles")).to_have_text("600 miles (600 miles)")

    # The admiral's convoy under Player 1's alert: a cruiser attacks, a carrier answers.
    board = cells.nth(1).locator(".nw-widget.nw-nautic_miles")
    expect(board).to_have_attribute("data-ply", str(2 * len(BUILD_UP)))
    theirs = board.locator('.nm-side[data-line="2"] [data-cell="L2-1"]')
    expect(theirs.locator('[data-chip="alert"]')).to_contain_text("Player 1")
    expect(theirs).not_to_have_attribute("data-battle", "true")
    play(page, board, "cruiser", "L2-1")
    expect(theirs).to_have_attribute("data-battle", "true")
    chip = theirs.locator('[data-chip="battle"]')
    expect(chip).to_contain_text("Cruiser")
    expect(chip).to_contain_text("Aircraft carrier")
    expect(chip).to_have_attribute("data-leader", "defence")
    expect(chip).to_have_attribute("data-countdown", "1")
    expect(board.locator(".nw-log")).to_contain_text("Aircraft carrier")
