"""The Fleet 1715 bundle showing a tiny puzzle's board in Chromium (traits made by the real
widget, which answers every message the page sends, as the kernel would)."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from naval_widgets import fleet1715

from ..traits import message
from ..traits import traits_of as traits
from .conftest import STATIC, Widget, open_harness

pytestmark = pytest.mark.browser

NEGATION = fleet1715.TINY["negation"]


@pytest.fixture
def tiny():
    return fleet1715.board(NEGATION)


@pytest.fixture
def page_widget(page):
    if not (STATIC / "fleet1715.js").exists():
        pytest.fail("naval_widgets/static/fleet1715.js is missing: run `node js/build.mjs`")
    errors = open_harness(page, esm="fleet1715.js")
    yield Widget(page, errors)
    assert errors == [], f"errors on the page: {errors}"


def answer(w, widget):
    """The kernel answers the page's last message; the page gets the new traits."""
    widget.handle_message(w.sent()[-1])
    assert widget.error == ""
    w.set_many(traits(widget))


def test_a_tiny_board_draws_its_subgrid_and_clues_only(page_widget, tiny):
    w = page_widget.mount(traits(tiny))
    expect(w.page.locator(".f17-cell")).to_have_count(len(NEGATION.cells))
    shown = w.page.eval_on_selector_all(".f17-cell", "els => els.map(e => Number(e.dataset.cell))")
    assert sorted(shown) == sorted(NEGATION.cells)
    expect(w.page.locator(".f17-scenarios")).to_have_count(0)
    expect(w.page.locator(".nw-info")).to_have_text("Tiny puzzle: negation (site and ship name)")
    clues = w.page.locator(".f17-clue")
    expect(clues).to_have_count(3)
    expect(clues.first).to_have_attribute("aria-label", f"Clue 1: {NEGATION.clues[0].text}")
    expect(w.page.locator(".f17-clues h3")).to_have_text("Clues (3)")
    expect(w.page.locator(".nw-status")).to_contain_text("Mark the grid")


def test_clicking_a_tiny_puzzle_to_solved_shows_its_banner(page_widget, tiny):
    w = page_widget.mount(traits(tiny))
    truth = NEGATION.grid()
    for c in (c for c in NEGATION.cells if truth[c]):
        cell = w.cell(str(c))
        cell.click()                             # blank -> no
        answer(w, tiny)
        expect(cell).to_have_text("✗")
        cell.click()                             # no -> yes
        assert w.sent()[-1] == message("mark", tiny.ply, cell=c, value="yes")
        answer(w, tiny)
        expect(cell).to_have_text("●")
    banner = w.page.locator(".nw-banner")
    expect(banner).to_contain_text("Solved!")
    expect(banner).to_contain_text("Every ● of this tiny puzzle is right")
    expect(banner).not_to_contain_text("face down")
    expect(banner).to_have_class("nw-banner")
    expect(w.cell(str(NEGATION.cells[0]))).to_have_attribute("aria-disabled", "true")


def test_the_keyboard_marks_a_tiny_puzzle(page_widget, tiny):
    w = page_widget.mount(traits(tiny))
    first = w.cell(str(NEGATION.cells[0]))
    expect(first).to_have_attribute("tabindex", "0")
    first.focus()
    w.page.keyboard.press("ArrowRight")
    assert w.focused() == f"cell:{NEGATION.cells[1]}"
    w.page.keyboard.press("ArrowDown")
    assert w.focused() == f"cell:{NEGATION.cells[5]}"
    w.page.keyboard.press("y")
    assert w.sent()[-1] == message("mark", tiny.ply, cell=NEGATION.cells[5], value="yes")


def test_a_hint_then_the_walkthrough_opened_after_trying(page_widget, tiny):
    w = page_widget.mount(traits(tiny))
    w.page.get_by_role("button", name="Hint, level 1: which clue").click()
    assert w.sent()[-1] == message("hint", tiny.ply, level=1)
    answer(w, tiny)
    expect(w.page.locator('.f17-reply[data-kind="hint"]')).to_contain_text(tiny.tutor["text"])
    expect(w.page.locator('.f17-clue[data-cited="true"]')).to_have_count(len(tiny.tutor["cards"]))
    # the walkthrough's control comes after the hints and the check
    order = w.page.eval_on_selector_all(
        ".f17-tutor button", "els => els.map(e => e.getAttribute('aria-label') || e.textContent)")
    walk = order.index("Show the walkthrough: the solution step by step")
    assert walk > order.index("Check my grid") > order.index("Hint, level 1: which clue")
    w.page.get_by_role("button", name="Show the walkthrough: the solution step by step").click()
    assert w.sent()[-1] == message("walk", tiny.ply, step=0)
    answer(w, tiny)
    steps = len(NEGATION.explain())
    expect(w.page.locator(".f17-step-no")).to_contain_text(f"Step 1 of {steps}")
    expect(w.page.locator(".f17-step-text")).to_have_text(NEGATION.explain()[0].text)
    status = w.page.locator(".nw-status")
    expect(status).to_contain_text(f"Walkthrough: step 1 of {steps}.")
    expect(status).not_to_contain_text("Mark the grid")


def test_the_walkthrough_highlights_only_its_current_steps_clues(page_widget):
    board = fleet1715.board("A")
    steps = board.steps()
    # a clue chosen before the walkthrough, and a step that does not use it
    k = next(i for i, step in enumerate(steps) if step.clues and 0 not in step.clues)
    chosen = board.clues[0]
    w = page_widget.mount(traits(board))
    clue = w.page.locator(f'.f17-clue[data-card="{chosen["number"]}"]')
    clue.click()
    expect(clue).to_have_attribute("aria-pressed", "true")
    expect(w.page.locator('.f17-cell[data-selected="true"]')).to_have_count(len(chosen["cells"]))
    w.page.get_by_role("button", name="Show the walkthrough: the solution step by step").click()
    answer(w, board)
    board.handle_message(message("walk", board.ply, step=k))
    w.set_many(traits(board))
    expect(w.page.locator(".f17-step-no")).to_contain_text(f"Step {k + 1} of {len(steps)}")
    expect(w.page.locator('.f17-cell[data-selected="true"]')).to_have_count(0)
    expect(w.page.locator('.f17-clue[aria-pressed="true"]')).to_have_count(0)
    cited = w.page.eval_on_selector_all('.f17-clue[data-cited="true"]',
                                        "els => els.map(e => Number(e.dataset.card))")
    assert sorted(cited) == sorted(board.tutor["cards"]) and chosen["number"] not in cited
    expect(clue).to_have_attribute("aria-disabled", "true")   # no choosing during the walk
    expect(w.page.locator(".nw-status")).to_have_text(re.compile(
        rf"^Walkthrough: step {k + 1} of {len(steps)}\..*Back to my grid"))
    w.page.get_by_role("button", name="Next step").focus()
    w.page.keyboard.press("Escape")
    assert w.sent()[-1] == message("close", board.ply)
    answer(w, board)
    expect(w.page.locator(".f17-step-no")).to_have_count(0)
    expect(w.page.locator(".nw-status")).to_contain_text("Mark the grid")
