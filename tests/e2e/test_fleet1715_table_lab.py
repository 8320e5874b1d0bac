"""End to end: the Fleet 1715 table game in JupyterLab, driven in real Chromium.

A seeded table for three, logician bots at seats 1 and 2, Player 1's mission taken: Player 1
picks "N. Sn. del Carmen" in the question builder and clicks Ask. Player 2, on the
left, holds the one Carmen card (44) and hands it over; the board shows it in the hand,
among the cards received and in the public record, and the kernel's own table holds the
request, the hand-over and the new hand. Then Player 1 marks a cell of the logic grid by
clicking and asks for a hint, which names card 44, now among the cards Player 1 knows; the
kernel's board keeps the mark. The last bot to move gives its reason on the board.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from .lab import open_and_run_all, run_cell, write_notebook

pytestmark = pytest.mark.e2e

# Seed 1, scenario A: Player 1 holds cards 12, 21, 22, 46; Player 2 holds 14, 44, 45, 48,
# of which only 44 names the Carmen. Player 1 takes the San Miguel mission, the bots
# theirs, and it is Player 1's turn to ask.
TABLE_CELL = (
    "from naval_widgets.fleet1715 import TableGame\n"
    "table = TableGame(seed=1, scenario='A', players=3, bots={1: 'logician', 2: 'logician'})\n"
    "table.play('take san-miguel')\n"
    "board = table.widget(seat=0, pace=0)\n"
    "board"
)
STATE_CELL = (
    "print('played', [action.notation() for action in table.actions[3:5]])\n"
    "print('hand', table.state.hands[0])"
)
NOTES_CELL = "print('mark', board.notes['marks'][5])"


@pytest.mark.rule("fleet1715_table/ask")
@pytest.mark.rule("fleet1715_table/answer")
def test_ask_for_a_ship_by_clicking_and_the_card_arrives(page: Page, lab_server):
    notebook = write_notebook(lab_server, "e2e-fleet1715-table.ipynb",
                              [TABLE_CELL, STATE_CELL, NOTES_CELL])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-fleet1715_table")
    expect(board).to_have_attribute("data-ply", "3")
    expect(board.locator(".ft-seat[data-mine='true']")).to_have_attribute("data-moving", "true")
    expect(board.locator(".ft-hand .ft-card")).to_have_count(4)
    expect(board.locator(".ft-received .ft-card")).to_have_count(0)

    subject = board.locator("select.ft-ask-subject")
    subject.select_option(label="N. Sn. del Carmen")
    board.locator("[data-cmd='ask']").click()

    # Player 2 hands over card 44; the bots then play on until Player 1 is asked in turn.
    expect(board.locator(".ft-hand .ft-card")).to_have_count(5)
    expect(board.locator(".ft-hand .ft-card[data-number='44']")).to_contain_text("Carmen")
    received = board.locator(".ft-received .ft-card")
    expect(received).to_have_count(1)
    expect(received).to_contain_text("from Player 2")
    expect(board.locator(".ft-record li").first).to_contain_text(
        "Player 1 asked for “N. Sn. del Carmen”: Player 2 handed over card 44")
    expect(board.locator(".nw-error")).to_have_text("")
    # The last bot to move says why, on the board and in the log (bots that explain).
    reason = board.locator(".nw-reason")
    expect(reason).to_have_text(re.compile(r"^Player 2 \(logician\): I ask for a card of "))
    expect(board.locator(".nw-log-list li.nw-log-reason").last).to_contain_text(
        reason.inner_text().removeprefix("Player 2 (logician): "))

    # The kernel's table is the game the board shows.
    out = run_cell(page, cells.nth(1))
    expect(out).to_have_text(re.compile(
        r"^played \['ask carmen', 'give 44'\]\s+hand \(12, 21, 22, 44, 46\)\s*$"))


    # The seat's logic grid: a mark by clicking, and a hint from the cards Player 1 knows.
    cell = board.locator(".ft-notes .f17-cell[data-cell='5']")
    cell.click()
    expect(cell).to_have_attribute("data-mark", "no")
    expect(board.locator(".ft-known[data-card='44']")).to_have_count(1)
    board.locator(".ft-notes [data-cmd='hint'][data-level='1']").click()
    expect(board.locator(".ft-notes .f17-reply")).not_to_be_empty()
    expect(board.locator(".nw-error")).to_have_text("")
    expect(run_cell(page, cells.nth(2))).to_have_text(re.compile(r"^mark n\s*$"))
