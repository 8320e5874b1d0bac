"""A board in marimo, for real (issue 27, "A replay as one file": the boards work in marimo
through ``mo.ui.anywidget``, moves by clicking, bots answering; keep it so, with a test).

``marimo run`` (the version pinned in pyproject.toml's ``test`` extra) serves
``board_app.py``, a Battleship board against the greedy bot, on a free localhost port with
no token, no browser opened and its own config and state folders; Chromium opens the app
page, a move is clicked (a card, then a target) and the bot's answer is drawn.
"""

from __future__ import annotations

import importlib.util
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from ..browser import marimo_run
from ..conftest import in_ci

pytestmark = pytest.mark.browser

APP = Path(__file__).with_name("board_app.py")
#: A cold marimo kernel imports the package and draws the board in about 3-10 s on 2 cores.
START_MS = 60_000

#: The bot has answered: the person's move is two plies (a card played, a card drawn), so
#: a third one is the bot's; the board is no longer busy and the person is to move again.
ANSWERED_JS = """(el) => Number(el.dataset.ply) > 2 && !el.classList.contains('nw-is-busy')
    && el.querySelector('.nw-status').textContent.startsWith('Your turn')"""


@pytest.fixture(scope="module")
def marimo_app(tmp_path_factory) -> Iterator[dict[str, str]]:
    """``marimo run board_app.py``, stopped when the module's tests are done."""
    if importlib.util.find_spec("marimo") is None:
        why = ("marimo is not installed: `pip install -e '.[test]'` (which `./dev.sh test` "
               "runs) installs the version the tests pin.")
        if in_ci():
            pytest.fail(f"{why} CI must run the marimo test.", pytrace=False)
        pytest.skip(why)
    with marimo_run(APP, tmp_path_factory.mktemp("marimo")) as server:
        yield server


@pytest.mark.slow
def test_a_move_by_clicks_and_the_bot_answers_in_marimo(page: Page, marimo_app):
    """Issue 27 ("A replay as one file"): in marimo's app page the board is drawn, a card
    then a target clicked make a move, the greedy bot answers (the board's ``data-ply``
    grows by more than one), and nothing fails: no error in the page or its console, no
    traceback or error line in the server's output, and no request leaves the server."""
    base = marimo_app["base"]
    problems: list[str] = []
    page.on("pageerror", lambda error: problems.append(f"page: {error}"))
    page.on("console", lambda message: problems.append(f"console: {message.text}")
            if message.type == "error" else None)
    elsewhere: list[str] = []
    page.on("request", lambda request: None if request.url.startswith(base)
            else elsewhere.append(request.url))

    page.goto(base)
    board = page.locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0", timeout=START_MS)
    expect(board.locator(".nw-status")).to_contain_text("Your turn")

    board.locator('.nw-hand [data-card]:not([aria-disabled="true"])').first.click()
    targets = board.locator('[data-cell^="opp-"][data-target="true"]')
    expect(targets).to_have_count(12)
    targets.first.click()
    page.wait_for_function(ANSWERED_JS, arg=board.element_handle(), timeout=START_MS)
    expect(board.locator(".nw-log")).to_contain_text(re.compile(
        r"1\. Player 1 plays .*2\. Player 1 draws.*3\. Player 2 plays", re.DOTALL))

    assert problems == []
    assert elsewhere == [], "the page asked for something outside the marimo server"
    # An app page hides a failed cell's output and shows a passing notice; the kernel's
    # errors (a cell's, a widget message handler's) stay in the server's output.
    log = Path(marimo_app["log"]).read_text(errors="replace")
    assert "Traceback" not in log and not re.search(r"^\[E ", log, re.MULTILINE), log
