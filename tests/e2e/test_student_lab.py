"""End to end: a student's first minutes in JupyterLab, driven in real Chromium.

The student opens the start notebook and runs it, writes their name in its box, steps
through its commented replay, follows its link to the Battleship lesson, runs that,
answers a question through its buttons (wrong, then right: recorded in their progress
file, issue 26), plays a move against the bot and sees the bot's answer highlighted next
to the grids. Then the deductions lesson: a tiny puzzle solved by clicking its cells.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
from playwright.sync_api import Page, expect

from naval_widgets import fleet1715
from naval_widgets.lessons import battleship as battleship_lesson
from naval_widgets.lessons.progress import FOLDER_VARIABLE

from .lab import SETTLED_JS, TIMEOUT_MS, click_until, follow_link_and_run_all, open_and_run_all

pytestmark = pytest.mark.e2e

START = "notebooks/00-start-here.ipynb"
LESSON = "notebooks/battleship/01-learn-to-play.ipynb"
DEDUCTIONS = "notebooks/fleet-1715/02-deductions-step-by-step.ipynb"


def test_a_students_first_minutes(page: Page, lab_server):
    cells = open_and_run_all(page, lab_server, START)
    expect(cells.locator(".nw-widget.nw-battleship")).to_have_count(2)

    # The start notebook's commented replay: its introduction at the deal, then the
    # comment on move 2 two clicks on.
    replay = cells.filter(has_text="game.replay(seat=0)").locator(".nw-widget.nw-battleship")
    expect(replay.locator(".nw-comment-text")).to_contain_text("seen by Player 1")
    for ply in (1, 2):
        replay.get_by_role("button", name="Next move").click()
        expect(replay).to_have_attribute("data-ply", str(ply))
    expect(replay.locator(".nw-comment-text")).to_have_text(
        "A white peg on A2 finds a ship: the submarine, hit!")
    box = cells.locator(".nw-student")
    box.get_by_role("textbox").fill("Ada")
    box.get_by_role("button", name="Keep my name").click()
    expect(box).to_contain_text("Hello Ada!")

    # The start notebook's link opens the lesson, which the student runs from the menu.
    cells = follow_link_and_run_all(page, cells, "Battleship card game: learn to play",
                                    LESSON)

    # Question 1, answered through its buttons: a wrong answer gets the hint, the right
    # one the explanation, each as soon as it is clicked.
    question = battleship_lesson.LESSON.questions[0]
    control = cells.filter(has_text="lesson.question(1)").locator(".nw-question")
    expect(control).to_contain_text("Question 1.")
    click_until(control.get_by_role("button", name="1 in 9"), control,
                question.check("1/9").text)
    click_until(control.get_by_role("button", name="5 in 9"), control,
                question.check("5/9").text)
    progress = Path(os.environ[FOLDER_VARIABLE]) / "ada.progress.json"
    record = json.loads(progress.read_text())["answers"]["battleship"]["1"]
    assert record["attempts"] >= 2 and (record["first_try"], record["right"]) == (False, True)

    # The game against the bot: a white peg played by mouse; the bot's answer is
    # outlined on the grids and captioned next to them.
    board = cells.filter(has_text="duel = battleship.Table(").locator(".nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    click_until(board.locator('.nw-hand [data-card="white"]').first,
                board.locator('[data-cell^="opp-"][data-target="true"]').first)
    board.locator('[data-cell^="opp-"][data-target="true"]').first.click()
    page.wait_for_function(SETTLED_JS, arg=[board.element_handle(), 0], timeout=TIMEOUT_MS)
    expect(board.locator('[data-last="true"]').first).to_be_visible()
    expect(board.locator(".nw-last-turn .nw-last-text").first).to_contain_text("Player 2")

    # The deductions lesson: the first tiny puzzle, solved by clicking (a cell goes
    # blank -> ✗ -> ●).
    cells = open_and_run_all(page, lab_server, DEDUCTIONS)
    puzzle = fleet1715.TINY["one to one"]
    tiny = cells.filter(has_text='lesson.position("one to one")').locator(
        ".nw-widget.nw-fleet1715")
    truth = puzzle.grid()
    for cell in (c for c in puzzle.cells if truth[c]):
        target = tiny.locator(f'[data-cell="{cell}"]')
        target.click()
        expect(target).to_have_text("✗")
        target.click()
        expect(target).to_have_text("●")
    expect(tiny.locator(".nw-banner")).to_contain_text("Solved!")
