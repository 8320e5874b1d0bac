"""The play page as a student gets it: Voila serving ``play/play.ipynb`` in Chromium.

No code on the page; one Battleship move by clicking (the board's ply advances and the
bot answers); New game deals another seed; the game menu switches to Fleet 1715's board.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from ..browser import ROOT, voila

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

TIMEOUT_MS = 60_000
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def play_server(tmp_path_factory):
    with voila(ROOT / "play" / "play.ipynb", tmp_path_factory.mktemp("voila")) as server:
        yield server


def test_play_a_move_then_switch_game_with_no_code_shown(page: Page, play_server):
    page.goto(f"{play_server['base']}/?game=battleship&seed=7&bot=random")
    board = page.locator(".nw-play-panel .nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    expect(page.locator(".nw-play-seed")).to_have_text("Game number 7")

    # No code: the code cell shows only its output (no input area, no editor), and none
    # of the notebook's source is on the page as text.
    expect(page.locator(".jp-CodeCell")).to_have_count(1)
    expect(page.locator(".jp-CodeCell.jp-mod-noInput")).to_have_count(1)
    expect(page.locator(".jp-CodeCell .jp-InputArea, .jp-Editor, .cm-editor")).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text("play_page")
    expect(page.locator("body")).not_to_contain_text("import")

    # One move by clicking: a white peg card, then a highlighted cell of the opponent's grid.
    board.locator('.nw-hand [data-card="white"]').first.click()
    board.locator('[data-cell^="opp-"][data-target="true"]').first.click()
    expect(board).not_to_have_attribute("data-ply", "0")
    expect(board.locator(".nw-log")).to_contain_text("Player 2 ")  # the bot answered
    expect(page.locator(".nw-play-error")).to_have_text("")

    # New game: another seed, shown, and a fresh board.
    page.locator(".nw-play-new-game").click()
    expect(page.locator(".nw-play-seed")).not_to_have_text("Game number 7")
    expect(page.locator(".nw-play-seed")).to_have_text(re.compile(r"^Game number \d+$"))
    expect(page.locator(".nw-play-panel .nw-widget.nw-battleship")).to_have_attribute(
        "data-ply", "0")

    # The game menu: Fleet 1715's board, with its scenario menu and no bot menu.
    page.locator(".nw-play-game select").select_option(label="Fleet 1715")
    expect(page.locator(".nw-play-panel .nw-widget.nw-fleet1715")).to_be_visible()
    expect(page.locator(".nw-play-panel .nw-widget.nw-battleship")).to_have_count(0)
    # A menu's value on the page is its label: the scenario as a person reads it.
    expect(page.locator(".nw-play-panel .nw-play-variant select")).to_have_value("Scenario A")
    expect(page.locator(".nw-play-panel .nw-play-bot")).to_have_count(0)
