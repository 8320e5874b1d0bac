"""The offline site in Chromium: a student's run through every lesson, answering every
question by clicking, and their progress file downloaded (issue 26, done when).

Each test is a student's session in a fresh page (a cold browser cache: Pyodide and the
wheels load from the local server): the student opens a start page (French, Japanese)
and writes their name there, then follows its links to the lessons one after another,
each on its own Pyodide kernel, shut down with its tab before the next opens. Each lesson
runs whole; each of its questions is answered wrong and then right (moves played and
grids marked on the boards), and its boards are played on. Back on the start page, the
student saves the progress file, which records every question. The site's kernels share
the browser's drive, so the start page's kernel reads what the lessons' kernels wrote.
No request leaves the site's own origin.

Between them the two sessions run every lesson once, each in the language it is written
in (Battleship in French, Nautilus in Italian, Nautic Miles 01 in English and in Japanese,
the rest in English). They are about as long as each other, each a group of its own, so
that the two workers of ``./dev.sh test`` can take them at once (conftest.py,
``ONE_GROUP_A_TEST``). Each notebook opens once: a kernel starts in 5 to 20 seconds.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import ModuleType

import pytest
from playwright.sync_api import Locator, Page, expect

from naval_widgets.core.i18n import using
from naval_widgets.lessons import battleship as battleship_lesson
from naval_widgets.lessons import (
    fleet1715_deductions,
    fleet1715_rules,
    fleet1715_scenarios,
    fleet1715_table,
    nautic_miles,
    nautic_miles_ja,
    nautic_miles_scoring,
    nautilus,
)
from naval_widgets.lessons.charts import NO_CHART
from naval_widgets.nautic_miles.cards import TONS

from ..e2e.answering import LESSON_WORDS, Marker, Mover, answer_every_question
from ..e2e.lab import (
    CURRENT_PATH_IS_JS,
    KERNEL_READY_JS,
    TIMEOUT_MS,
    click_until,
    follow_link_and_run_all,
    run_all_cells,
)
from ..e2e.lab import SETTLED_JS as YOUR_TURN_AGAIN_JS
from .players import BattleshipMover, FleetMarker, NauticMilesMover, NautilusMover

pytestmark = [pytest.mark.site, pytest.mark.browser, pytest.mark.slow]

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
STUDENT = "Ada"


@pytest.fixture
def requests(page: Page) -> list[str]:
    """Every URL the page (and its workers) asks for, in order."""
    seen: list[str] = []
    page.on("request", lambda request: seen.append(request.url))
    return seen


def outside(urls: list[str], origin: str) -> list[str]:
    """The URLs not served by the site itself (``blob:`` URLs of the page's own making
    count as the site's)."""
    return [url for url in urls
            if not url.removeprefix("blob:").startswith(origin + "/")
            and not url.startswith("data:")]


def open_start_page(page: Page, origin: str, path: str, language: str) -> Locator:
    """Open the start page ``path`` in the site, wait for its Pyodide kernel, run every
    cell and keep the student's name; returns a locator over the current tab's cells."""
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{origin}/lab/index.html?path={path}")
    page.wait_for_function(CURRENT_PATH_IS_JS, arg=path, timeout=TIMEOUT_MS)
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS)
    assert page.evaluate(KERNEL_NAME_JS) == "Python (Pyodide)"
    # The kernel started while the page loaded is the notebook's own: one session, one kernel.
    assert page.evaluate(RUNNING_JS) == {"sessions": [path], "kernels": 1, "early": 1}
    run_all_cells(page)
    cells = page.locator(CELLS)
    # The student's name, asked once on the start page.
    student = cells.locator(".nw-student")
    student.get_by_role("textbox").fill(STUDENT)
    with using(language):
        keep = str(LESSON_WORDS("Keep my name"))
    student.get_by_role("button", name=keep).click()
    expect(student).to_contain_text(STUDENT)
    return cells


def run_through(page: Page, cells: Locator, start: str, link: str, lesson: ModuleType,
                language: str, mover: Mover | None = None,
                marker: Marker | None = None) -> Locator:
    """From the start page (``cells``, the current tab's), follow the link ``link`` to
    ``lesson``'s notebook in ``language``, run it whole and answer every question by
    clicking, wrong then right; returns a locator over the lesson's cells."""
    questions = lesson.LESSON.questions
    path = f"notebooks/{lesson.LESSON.notebooks[language]}"
    cells = follow_link_and_run_all(page, cells, link, path)
    # Its kernel runs beside the start page's only: the lessons before were shut down.
    running = page.evaluate(RUNNING_JS)
    assert (sorted(running["sessions"]), running["kernels"]) == (sorted([start, path]), 2)
    assert answer_every_question(cells, questions, language, mover, marker) == len(questions)
    return cells


def close_lesson(page: Page, start: str) -> None:
    """Close the lesson's tab and shut its kernel down, from the File menu; the start
    page is the current tab again."""
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text=re.compile(r"^File$")).click()
    page.locator(".lm-Menu-itemLabel",
                 has_text=re.compile(r"^Close and Shut Down Notebook")).click()
    page.locator(".jp-Dialog button.jp-mod-accept").click()
    page.wait_for_function(CURRENT_PATH_IS_JS, arg=start, timeout=TIMEOUT_MS)


def saved_progress(page: Page, cells: Locator, language: str) -> dict:
    """Back on the start page (``cells``), "Save my progress" downloads the file the
    answers made; returns what it holds."""
    with using(language):
        save = str(LESSON_WORDS("Save my progress"))
    student = cells.locator(".nw-student")
    student.get_by_role("button", name=save).click()
    with page.expect_download() as download:
        student.locator("a.nw-save-progress").click()
    record = json.loads(Path(download.value.path()).read_text(encoding="utf-8"))
    assert record["student"] == STUDENT
    return record


def assert_every_question_recorded(record: dict, lessons: list[ModuleType]) -> None:
    """Each question of each lesson answered wrong first, then right (issue 26)."""
    assert sorted(record["answers"]) == sorted(lesson.LESSON.name for lesson in lessons)
    for lesson in lessons:
        got = record["answers"][lesson.LESSON.name]
        assert sorted(got, key=int) == [
            str(n) for n in range(1, len(lesson.LESSON.questions) + 1)], lesson.LESSON.name
        assert all((a["first_try"], a["right"]) == (False, True) and a["attempts"] >= 2
                   for a in got.values()), (lesson.LESSON.name, got)


def assert_offline(requests: list[str], origin: str) -> None:
    assert outside(requests, origin) == []
    assert any("naval_widgets-" in url for url in requests), "the package's wheel was not loaded"


# -- what each lesson's boards do beyond its questions ----------------------------------

def battleship_peg_against_the_bot(page: Page, cells: Locator) -> None:
    """A white peg against the bot, by mouse; the bot answers after its pause (French)."""
    board = cells.filter(has_text="duel = battleship.Table(").locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    board.locator('.nw-hand [data-card="white"]').first.click()
    board.locator('[data-cell^="opp-"][data-target="true"]').first.click()
    page.wait_for_function(SETTLED_JS, arg=[board.element_handle(), 0], timeout=TIMEOUT_MS)
    expect(board.locator(".nw-last-turn .nw-last-text").first).to_contain_text("Joueur 2")
    expect(board.locator(".nw-hand")).to_contain_text("Cheville")


def fleet_board_marks_a_cell(cells: Locator) -> None:
    board = cells.filter(has_text='lesson.position("solo").widget()').locator(
        ".nw-widget.nw-fleet1715")
    cell = board.locator('[data-cell="5"]')
    cell.click()
    expect(cell).to_have_text("✗")  # drawn from the kernel's answer: the page sets no trait


def nautic_miles_convoy_placed(page: Page, cells: Locator) -> None:
    """nautic_miles/convoy-line: a convoy card at the port end of the line; the admiral
    answers."""
    board = cells.filter(has_text='lesson.position("line")').locator(
        ".nw-widget.nw-nautic_miles")
    ply = int(board.get_attribute("data-ply"))  # the moves that built the position
    card = next(card for card in nautic_miles.hand(nautic_miles.position("line"))
                if card in TONS)
    own = board.locator('.nm-side[data-mine="true"]')
    expect(own.locator(".nm-convoy")).to_have_count(2)
    target = board.locator('[data-cell="at-1"][data-target="true"]')
    click_until(board.locator(f'.nw-hand [data-card="{card}"]').first, target)
    target.click()
    page.wait_for_function(YOUR_TURN_AGAIN_JS, arg=[board.element_handle(), ply],
                           timeout=TIMEOUT_MS)
    assert int(board.get_attribute("data-ply")) >= ply + 2, "the admiral should have answered"
    expect(own.locator(".nm-convoy")).to_have_count(3)
    expect(own.locator('[data-cell="L1-1"]')).to_have_attribute("data-card", card)


def nautilus_diver_placed(page: Page, cells: Locator) -> None:
    """nautilus/place: the 13 on Player 2's side, facing the first domain card; the bot
    answers (Italian)."""
    board = cells.filter(has_text='lesson.position("place")').locator(".nw-widget.nw-nautilus")
    ply = int(board.get_attribute("data-ply"))  # the actions that built the position
    target = board.locator('[data-cell="S2-1"][data-target="true"]')
    click_until(board.locator('.nw-hand [data-card="13"]').first, target)
    target.click()
    page.wait_for_function(ITALIAN_SETTLED_JS, arg=[board.element_handle(), ply],
                           timeout=TIMEOUT_MS)
    assert int(board.get_attribute("data-ply")) >= ply + 2, "the bot should have answered"
    expect(board.locator('[data-cell="S2-1"]')).to_have_attribute("data-diver", "13")
    expect(board.locator(".nw-status")).to_contain_text("Tocca a te")


def table_request_brings_the_card(cells: Locator) -> None:
    """fleet1715_table/answer: Player 2 holds no card about gold coins; Player 3 holds one
    (card 20) and hands it over; then the logician bots take their turns one at a time."""
    board = cells.filter(has_text='lesson.position("ask")').locator(
        ".nw-widget.nw-fleet1715_table")
    expect(board.locator(".ft-hand .ft-card")).to_have_count(3)
    expect(board.locator(".ft-received .ft-card")).to_have_count(0)
    board.locator("select.ft-ask-subject").select_option(label="gold coins")
    board.locator("[data-cmd='ask']").click()
    expect(board.locator(".ft-hand .ft-card[data-number='20']")).to_contain_text("Gold coins")
    expect(board.locator(".ft-received .ft-card")).to_contain_text("from Player 3")
    expect(board.locator(".ft-record li").first).to_contain_text(
        "Player 1 asked for “gold coins”: Player 3 handed over card 20")
    expect(board.locator(".nw-error")).to_have_text("")


def scoring_chart_as_tables(cells: Locator) -> None:
    """nautic_miles/round-end: the site has no matplotlib: the chart's counts show as
    tables, with the reason."""
    chart = cells.filter(has_text="lesson.score_chart()").locator(".jp-OutputArea-output")
    expect(chart).to_contain_text(str(NO_CHART))
    expect(chart.locator("table.nw-grid")).to_have_count(2)
    expect(cells.filter(has_text="lesson.tables()").locator("table.nw-grid")).to_have_count(1)


# -- the sessions ---------------------------------------------------------------------

@pytest.mark.rule("fleet1715/notes")
@pytest.mark.rule("nautilus/place")
def test_from_the_french_start_page_through_battleship_nautilus_and_fleet_1715_1_and_2(
        page: Page, site_origin, requests):
    start = "notebooks/00-start-here.fr.ipynb"
    cells = open_start_page(page, site_origin, start, "fr")
    expect(cells.locator(".nw-widget.nw-battleship")).to_have_count(2)
    replay = cells.filter(has_text="game.replay(seat=0)").locator(".nw-widget.nw-battleship")
    replay.get_by_role("button", name="Coup suivant").click()
    expect(replay).to_have_attribute("data-ply", "1")

    cells = run_through(page, cells, start, "Bataille navale : apprendre à jouer",
                        battleship_lesson, "fr", BattleshipMover())
    battleship_peg_against_the_bot(page, cells)
    close_lesson(page, start)
    # Nautilus in Italian, the language of its rules' source.
    cells = run_through(page, cells, start, "Nautilus: impara a giocare", nautilus, "it",
                        NautilusMover("it"))
    nautilus_diver_placed(page, cells)
    close_lesson(page, start)
    cells = run_through(page, cells, start, "Fleet 1715: the rules", fleet1715_rules, "en",
                        marker=FleetMarker())
    fleet_board_marks_a_cell(cells)
    close_lesson(page, start)
    run_through(page, cells, start, "Fleet 1715: deductions step by step",
                fleet1715_deductions, "en", marker=FleetMarker())
    close_lesson(page, start)

    assert_every_question_recorded(saved_progress(page, cells, "fr"), [
        battleship_lesson, nautilus, fleet1715_rules, fleet1715_deductions])
    assert_offline(requests, site_origin)


@pytest.mark.rule("nautic_miles/convoy-line")
@pytest.mark.rule("nautic_miles/round-end")
@pytest.mark.rule("fleet1715_table/answer")
def test_from_the_japanese_start_page_through_nautic_miles_and_fleet_1715_3_and_4(
        page: Page, site_origin, requests):
    start = "notebooks/00-start-here.ja.ipynb"
    cells = open_start_page(page, site_origin, start, "ja")

    # The Japanese lesson, under the Japanese rules.
    run_through(page, cells, start, "ノーティック・マイルズ：遊び方を覚える", nautic_miles_ja, "ja",
                NauticMilesMover())
    close_lesson(page, start)
    # The English lesson, under the English rulebook: the start page's "English version".
    cells = run_through(page, cells, start, "英語版", nautic_miles, "en", NauticMilesMover())
    nautic_miles_convoy_placed(page, cells)
    close_lesson(page, start)
    cells = run_through(page, cells, start, "Nautic Miles: scoring", nautic_miles_scoring, "en")
    scoring_chart_as_tables(cells)
    close_lesson(page, start)
    run_through(page, cells, start, "Fleet 1715: all the scenarios", fleet1715_scenarios, "en")
    close_lesson(page, start)
    cells = run_through(page, cells, start, "Fleet 1715: the table game", fleet1715_table, "en")
    table_request_brings_the_card(cells)
    close_lesson(page, start)

    assert_every_question_recorded(saved_progress(page, cells, "ja"), [
        nautic_miles_ja, nautic_miles, nautic_miles_scoring, fleet1715_scenarios,
        fleet1715_table])
    assert_offline(requests, site_origin)
