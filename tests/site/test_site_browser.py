"""The offline site in Chromium: lessons run on the Pyodide kernel, boards answer clicks,
and no request leaves the site's own origin.

Each test opens a fresh page (a cold browser cache: Pyodide and the wheels load from the
local server), runs whole lessons and plays on their boards. In the French class's run
the student writes their name on the start page, answers every question of the Battleship
lesson by clicking (wrong, then right) and downloads their progress file (issue 26).
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from naval_widgets.core.i18n import using
from naval_widgets.lessons import battleship as battleship_lesson
from naval_widgets.lessons import nautic_miles
from naval_widgets.lessons.charts import NO_CHART
from naval_widgets.nautic_miles.cards import TONS

from ..e2e.answering import LESSON_WORDS, answer_every_question
from ..e2e.lab import (
    CURRENT_PATH_IS_JS,
    KERNEL_READY_JS,
    TIMEOUT_MS,
    click_until,
    follow_link_and_run_all,
    run_all_cells,
)
from ..e2e.lab import SETTLED_JS as YOUR_TURN_AGAIN_JS

pytestmark = [pytest.mark.site, pytest.mark.browser, pytest.mark.slow]

# A French class: the French start notebook and the French Battleship lesson.
START = "notebooks/00-start-here.fr.ipynb"
BATTLESHIP = "notebooks/battleship/01-learn-to-play.fr.ipynb"
FLEET = "notebooks/fleet-1715/01-rules.ipynb"
NAUTIC = "notebooks/nautic-miles/01-learn-to-play.ipynb"
TABLE_GAME = "notebooks/fleet-1715/04-table-game.ipynb"
SCORING = "notebooks/nautic-miles/02-scoring.ipynb"
# The Nautilus lesson in Italian, the language of its rules' source.
NAUTILUS = "notebooks/nautilus/01-learn-to-play.it.ipynb"
CELLS = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell"
# The board has taken the move and the bot's answers: the French status says it is
# Player 1's turn again ("À vous").
SETTLED_JS = """([el, ply]) => Number(el.dataset.ply) > ply
    && !el.classList.contains('nw-is-busy')
    && el.querySelector('.nw-status').textContent.startsWith('À vous')"""
# The same, in Italian ("Tocca a te").
ITALIAN_SETTLED_JS = SETTLED_JS.replace("'À vous'", "'Tocca a te'")
KERNEL_NAME_JS = "() => window.jupyterapp.shell.currentWidget.sessionContext.kernelDisplayName"
# The sessions and kernels running, and whether the site's early-kernel plugin asked for
# the kernel while the page loaded (tools/site/early-kernel/).
RUNNING_JS = """async () => {
    const services = window.jupyterapp.serviceManager;
    await services.sessions.refreshRunning();
    await services.kernels.refreshRunning();
    return {sessions: Array.from(services.sessions.running(), (model) => model.path),
            kernels: Array.from(services.kernels.running()).length,
            early: performance.getEntriesByName('naval-widgets:early-kernel').length};
}"""


@pytest.fixture
def requests(page: Page) -> list[str]:
    """Every URL the page (and its workers) asks for, in order."""
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


class BattleshipMover:
    """A peg played by clicking: its card in the hand, then its cell on the other grid."""

    def can(self, action) -> bool:
        return type(action).__name__ == "PlayPeg"

    def play(self, board, action) -> None:
        target = board.locator(f'[data-cell="opp-{action.cell}"][data-target="true"]')
        click_until(board.locator(f'.nw-hand [data-card="{action.card}"]').first, target)
        target.click()


def outside(urls: list[str], origin: str) -> list[str]:
    """The URLs not served by the site itself (``blob:`` URLs of the page's own making
    count as the site's)."""
    return [url for url in urls
            if not url.removeprefix("blob:").startswith(origin + "/")
            and not url.startswith("data:")]


def open_lesson(page: Page, origin: str, path: str):
    """Open ``path`` in the site, wait for its Pyodide kernel, run every cell."""
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{origin}/lab/index.html?path={path}")
    page.wait_for_function(CURRENT_PATH_IS_JS, arg=path, timeout=TIMEOUT_MS)
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS)
    assert page.evaluate(KERNEL_NAME_JS) == "Python (Pyodide)"
    # The kernel started while the page loaded is the notebook's own: one session, one kernel.
    assert page.evaluate(RUNNING_JS) == {"sessions": [path], "kernels": 1, "early": 1}
    run_all_cells(page)
    return page.locator(CELLS)


def test_french_start_notebook_links_to_a_french_lesson_played_by_clicking(
        page: Page, site_origin, requests):
    cells = open_lesson(page, site_origin, START)
    expect(cells.locator(".nw-widget.nw-battleship")).to_have_count(2)
    replay = cells.filter(has_text="game.replay(seat=0)").locator(".nw-widget.nw-battleship")
    replay.get_by_role("button", name="Coup suivant").click()
    expect(replay).to_have_attribute("data-ply", "1")
    # The student's name, asked once on the start page.
    student = cells.locator(".nw-student")
    student.get_by_role("textbox").fill("Ada")
    with using("fr"):
        keep, save = str(LESSON_WORDS("Keep my name")), str(LESSON_WORDS("Save my progress"))
    student.get_by_role("button", name=keep).click()
    expect(student).to_contain_text("Ada")

    # The start notebook's link opens the lesson inside the site; it runs whole.
    cells = follow_link_and_run_all(page, cells, "Bataille navale : apprendre à jouer",
                                    BATTLESHIP)
    # Every question answered by clicking, wrong then right (issue 26).
    questions = battleship_lesson.LESSON.questions
    answered = answer_every_question(cells, questions, "fr", BattleshipMover())

    # A white peg against the bot, by mouse; the bot answers after its pause.
    board = cells.filter(has_text="duel = battleship.Table(").locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    board.locator('.nw-hand [data-card="white"]').first.click()
    board.locator('[data-cell^="opp-"][data-target="true"]').first.click()
    page.wait_for_function(SETTLED_JS, arg=[board.element_handle(), 0], timeout=TIMEOUT_MS)
    expect(board.locator(".nw-last-turn .nw-last-text").first).to_contain_text("Joueur 2")
    expect(board.locator(".nw-hand")).to_contain_text("Cheville")

    # Back on the start page, "Save my progress" downloads the file the answers made.
    page.get_by_role("tab", name=re.compile(r"00-start-here\.fr\.ipynb")).click()
    student.get_by_role("button", name=save).click()
    with page.expect_download() as download:
        student.locator("a.nw-save-progress").click()
    record = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert record["student"] == "Ada"
    got = record["answers"]["battleship"]
    assert answered == len(questions) and sorted(got, key=int) == [
        str(n) for n in range(1, len(questions) + 1)]
    assert all((a["first_try"], a["right"]) == (False, True) and a["attempts"] >= 2
               for a in got.values()), got

    assert outside(requests, site_origin) == []
    assert any("naval_widgets-" in url for url in requests), "the package's wheel was not loaded"


def test_fleet_lesson_runs_and_its_board_marks_a_cell(page: Page, site_origin, requests):
    cells = open_lesson(page, site_origin, FLEET)
    board = cells.filter(has_text='lesson.position("solo").widget()').locator(
        ".nw-widget.nw-fleet1715")
    cell = board.locator('[data-cell="5"]')
    cell.click()
    expect(cell).to_have_text("✗")  # drawn from the kernel's answer: the page sets no trait

    assert outside(requests, site_origin) == []


@pytest.mark.rule("nautic_miles/convoy-line")
def test_nautic_miles_lesson_runs_and_its_board_places_a_convoy(page: Page, site_origin,
                                                                 requests):
    cells = open_lesson(page, site_origin, NAUTIC)
    board = cells.filter(has_text='lesson.position("line")').locator(
        ".nw-widget.nw-nautic_miles")
    ply = int(board.get_attribute("data-ply"))  # the moves that built the position
    card = next(card for card in nautic_miles.hand(nautic_miles.position("line"))
                if card in TONS)
    own = board.locator('.nm-side[data-mine="true"]')
    expect(own.locator(".nm-convoy")).to_have_count(2)

    # The convoy card goes at the port end of the line; the admiral answers.
    target = board.locator('[data-cell="at-1"][data-target="true"]')
    click_until(board.locator(f'.nw-hand [data-card="{card}"]').first, target)
    target.click()
    page.wait_for_function(YOUR_TURN_AGAIN_JS, arg=[board.element_handle(), ply],
                           timeout=TIMEOUT_MS)
    assert int(board.get_attribute("data-ply")) >= ply + 2, "the admiral should have answered"
    expect(own.locator(".nm-convoy")).to_have_count(3)
    expect(own.locator('[data-cell="L1-1"]')).to_have_attribute("data-card", card)

    assert outside(requests, site_origin) == []


@pytest.mark.rule("nautilus/place")
def test_nautilus_lesson_runs_in_italian_and_its_board_places_a_diver(page: Page, site_origin,
                                                                     requests):
    cells = open_lesson(page, site_origin, NAUTILUS)
    board = cells.filter(has_text='lesson.position("place")').locator(".nw-widget.nw-nautilus")
    ply = int(board.get_attribute("data-ply"))  # the actions that built the position

    # The 13 goes on Player 2's side, facing the first domain card; the bot answers.
    target = board.locator('[data-cell="S2-1"][data-target="true"]')
    click_until(board.locator('.nw-hand [data-card="13"]').first, target)
    target.click()
    page.wait_for_function(ITALIAN_SETTLED_JS, arg=[board.element_handle(), ply],
                           timeout=TIMEOUT_MS)
    assert int(board.get_attribute("data-ply")) >= ply + 2, "the bot should have answered"
    expect(board.locator('[data-cell="S2-1"]')).to_have_attribute("data-diver", "13")
    expect(board.locator(".nw-status")).to_contain_text("Tocca a te")

    assert outside(requests, site_origin) == []


@pytest.mark.rule("fleet1715_table/answer")
def test_table_game_lesson_runs_and_a_request_by_clicking_brings_the_card(page: Page,
                                                                           site_origin,
                                                                           requests):
    cells = open_lesson(page, site_origin, TABLE_GAME)
    board = cells.filter(has_text='lesson.position("ask")').locator(
        ".nw-widget.nw-fleet1715_table")
    expect(board.locator(".ft-hand .ft-card")).to_have_count(3)
    expect(board.locator(".ft-received .ft-card")).to_have_count(0)

    # Player 2 holds no card about gold coins; Player 3 holds one (card 20) and hands it
    # over; then the logician bots take their turns one at a time.
    board.locator("select.ft-ask-subject").select_option(label="gold coins")
    board.locator("[data-cmd='ask']").click()
    expect(board.locator(".ft-hand .ft-card[data-number='20']")).to_contain_text("Gold coins")
    expect(board.locator(".ft-received .ft-card")).to_contain_text("from Player 3")
    expect(board.locator(".ft-record li").first).to_contain_text(
        "Player 1 asked for “gold coins”: Player 3 handed over card 20")
    expect(board.locator(".nw-error")).to_have_text("")

    assert outside(requests, site_origin) == []


@pytest.mark.rule("nautic_miles/round-end")
def test_nautic_miles_scoring_lesson_shows_its_chart_as_tables(page: Page, site_origin):
    """The site has no matplotlib: the chart's counts show as tables, with the reason."""
    cells = open_lesson(page, site_origin, SCORING)
    chart = cells.filter(has_text="lesson.score_chart()").locator(".jp-OutputArea-output")
    expect(chart).to_contain_text(str(NO_CHART))
    expect(chart.locator("table.nw-grid")).to_have_count(2)
    expect(cells.filter(has_text="lesson.tables()").locator("table.nw-grid")).to_have_count(1)
