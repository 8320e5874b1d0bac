"""End to end: the Battleship learn-to-play notebook in JupyterLab, driven in real Chromium.

Run All through the Run menu, then play the last board (the game against the greedy
bot) with the mouse and with the keyboard, wait for the bot's answers, and check the
kernel's own table by running the notebook's "moves played so far" cell. Then a board of
its own: the page writes traits and the kernel keeps (and sends back) its own values.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Locator, Page, expect

from .lab import TIMEOUT_MS, open_and_run_all, run_cell, widget_model, write_notebook

pytestmark = pytest.mark.e2e

NOTEBOOK = "notebooks/battleship/01-learn-to-play.ipynb"

# The board has taken the move and the bot's answers: it is Player 1's turn again.
SETTLED_JS = """([el, ply]) => Number(el.dataset.ply) > ply
    && !el.classList.contains('nw-is-busy')
    && el.querySelector('.nw-status').textContent.startsWith('Your turn')"""


def wait_for_our_turn(page: Page, board: Locator, after_ply: int) -> int:
    """Wait until the board shows a ply after ``after_ply`` with Player 1 to move again."""
    page.wait_for_function(SETTLED_JS, arg=[board.element_handle(), after_ply],
                           timeout=TIMEOUT_MS)
    return int(board.get_attribute("data-ply"))


def test_play_against_the_bot_by_mouse_and_keyboard(page: Page, lab_server):
    cells = open_and_run_all(page, lab_server, NOTEBOOK)

    duel_cell = cells.filter(has_text="duel = battleship.Table(")
    board = duel_cell.locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    expect(board.locator(".nw-status")).to_contain_text("Your turn")
    # The board's static picture, an output of its own for where no board runs (issue
    # "A replay as one file"), is there and hidden next to the live board.
    picture = duel_cell.locator(".nw-preview")
    expect(picture).to_have_count(1)
    expect(picture).to_be_hidden()
    state_cell = cells.filter(has_text="moves played so far; to move:")
    expect(state_cell.locator(".jp-OutputArea-output")).to_have_text(
        re.compile(r"^0 moves played so far; to move: Player 1"))

    # Mouse: choose a white peg card, then one of the highlighted cells of the opponent's grid.
    board.locator('.nw-hand [data-card="white"]').first.click()
    targets = board.locator('[data-cell^="opp-"][data-target="true"]')
    expect(targets).to_have_count(12)
    targets.first.click()
    ply = wait_for_our_turn(page, board, 0)
    assert ply >= 2, "the bot should have answered"
    expect(board.locator(".nw-log")).to_contain_text("Player 2 ")

    # Keyboard: focus a playable card, Enter chooses it and jumps to its first target,
    # Enter plays there.
    board.locator('.nw-hand [data-card]:not([aria-disabled="true"])').first.focus()
    page.keyboard.press("Enter")
    expect(board.locator(".nw-board")).to_have_attribute("data-choosing", "true")
    expect(board.locator('[data-cell][data-target="true"]:focus')).to_have_count(1)
    page.keyboard.press("Enter")
    ply = wait_for_our_turn(page, board, ply)
    assert ply >= 4

    # The kernel's table is the game the board shows.
    out = run_cell(page, state_cell)
    expect(out).to_have_text(re.compile(rf"^{ply} moves played so far; to move: Player 1\s+"
                                        r"moves so far: white A1, "))


# The page's copy of the traits, after its own writes: the kernel's values again?
KERNEL_VALUES_BACK_JS = """(view) => {
    const model = window.__navalModel;
    return model.get('hotseat') === false && model.get('curtain') === ''
        && JSON.stringify(model.get('view')) === view;
}"""


def test_the_page_cannot_write_a_trait(page: Page, lab_server):
    """A page that sets ``hotseat``, ``curtain`` or ``view`` itself (to see another seat's
    cards) changes nothing in the kernel, and gets the kernel's values back."""
    notebook = write_notebook(lab_server, "e2e-battleship-traits.ipynb", [
        "from naval_widgets import battleship\n"
        "w = battleship.Table(seed=3, bots={1: 'greedy'}).widget(seat=0, pace=0)\nw",
        "print('hotseat', w.hotseat, 'curtain', repr(w.curtain), 'seat', w.view['seat'],\n"
        "      'hidden', w.view['players'][1]['hand'] is None, 'actions', len(w.table.actions))",
    ])
    cells = open_and_run_all(page, lab_server, notebook)
    board = cells.nth(0).locator(".nw-widget.nw-battleship")
    expect(board.locator(".nw-hand [data-card]")).to_have_count(5)
    widget_model(page, 0)
    view = page.evaluate("JSON.stringify(window.__navalModel.get('view'))")
    page.evaluate("""() => {
        const model = window.__navalModel;
        const view = structuredClone(model.get('view'));
        view.seat = 1;
        model.set({hotseat: true, curtain: 'Player 2: your turn.', view});
        model.save_changes();
    }""")
    page.wait_for_function(KERNEL_VALUES_BACK_JS, arg=view, timeout=TIMEOUT_MS)
    expect(board.locator(".nw-tag")).to_have_count(0)        # no "Hot seat" tag
    expect(board.locator(".nw-curtain")).to_have_count(0)
    expect(board.locator(".nw-hand [data-card]")).to_have_count(5)
    expect(run_cell(page, cells.nth(1))).to_have_text(re.compile(
        r"^hotseat False curtain '' seat 0 hidden True actions 0\s*$"))
