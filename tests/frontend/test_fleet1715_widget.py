"""The Fleet 1715 bundle in Chromium with a stub model (traits made by the real widget).

Each test mounts traits, acts as a person would (mouse or keyboard) and checks the
DOM and the messages the page sent.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets import fleet1715

from .conftest import STATIC, Widget, open_harness

pytestmark = pytest.mark.browser

TRAITS = ("game", "view", "legal", "log", "status", "error", "ply", "busy", "curtain",
          "hotseat", "mode", "clues", "tutor")


def traits(widget) -> dict:
    return {name: getattr(widget, name) for name in TRAITS}


@pytest.fixture
def board():
    return fleet1715.board("A")


@pytest.fixture
def page_widget(page):
    if not (STATIC / "fleet1715.js").exists():
        pytest.fail("naval_widgets/static/fleet1715.js is missing: run `node js/build.mjs`")
    errors = open_harness(page, esm="fleet1715.js")
    yield Widget(page, errors)
    assert errors == [], f"errors on the page: {errors}"


def test_grid_renders_and_a_click_cycles_a_cell(page_widget, board):
    w = page_widget.mount(traits(board))
    expect(w.page.locator(".f17-cell")).to_have_count(160)
    expect(w.page.locator(".f17-clue")).to_have_count(len(board.clues))
    for el in w.page.locator(".nw-widget [data-cmd]").all():
        assert el.evaluate("e => e.tagName") == "BUTTON"
    names = w.page.eval_on_selector_all(
        ".nw-widget button", "els => els.map(e => (e.getAttribute('aria-label') || "
        "e.textContent).trim())")
    assert all(names)
    cell = w.cell("5")
    expect(cell).to_have_attribute("aria-label", "Pelican Island / silver: blank")
    cell.click()
    assert w.sent()[-1] == {"type": "mark", "cell": 5, "value": "no", "ply": board.ply}
    board.handle_message(w.sent()[-1])          # the kernel answers with new traits
    w.set_many({"view": board.view, "ply": board.ply, "log": board.log})
    expect(cell).to_have_text("✗")
    expect(cell).to_have_attribute("aria-label", "Pelican Island / silver: no")
    cell.click()
    assert w.sent()[-1]["value"] == "yes" and w.sent()[-1]["ply"] == board.ply


def test_keyboard_moves_and_marks(page_widget, board):
    w = page_widget.mount(traits(board))
    first = w.cell("0")
    expect(first).to_have_attribute("tabindex", "0")
    first.focus()
    w.page.keyboard.press("ArrowRight")
    assert w.focused() == "cell:1"
    w.page.keyboard.press("ArrowDown")
    assert w.focused() == "cell:5"
    expect(w.cell("5")).to_have_attribute("tabindex", "0")
    expect(w.cell("0")).to_have_attribute("tabindex", "-1")
    w.page.keyboard.press("Enter")
    assert w.sent()[-1] == {"type": "mark", "cell": 5, "value": "no", "ply": board.ply}
    w.set("ply", board.ply + 1)
    w.page.keyboard.press("y")
    assert w.sent()[-1] == {"type": "mark", "cell": 5, "value": "yes", "ply": board.ply + 1}


def test_clue_selection_highlights_its_cells(page_widget, board):
    w = page_widget.mount(traits(board))
    card = board.clues[0]
    clue = w.page.locator(f'.f17-clue[data-card="{card["number"]}"]')
    clue.click()
    expect(clue).to_have_attribute("aria-pressed", "true")
    shown = w.page.eval_on_selector_all('.f17-cell[data-selected="true"]',
                                        "els => els.map(e => Number(e.dataset.cell))")
    assert sorted(shown) == sorted(card["cells"])
    expect(w.cell(str(card["cells"][0]))).to_have_attribute(
        "aria-label", __import__("re").compile(r"in the chosen clue"))
    w.page.keyboard.press("Escape")
    expect(w.page.locator('.f17-cell[data-selected="true"]')).to_have_count(0)


def test_hint_check_and_walkthrough_send_and_render(page_widget, board):
    w = page_widget.mount(traits(board))
    w.page.get_by_role("button", name="Hint, level 2: which cells").click()
    assert w.sent()[-1] == {"type": "hint", "level": 2, "ply": board.ply}
    board.handle_message(w.sent()[-1])
    w.set("tutor", board.tutor)
    expect(w.page.locator('.f17-reply[data-kind="hint"]')).to_contain_text(board.tutor["text"])
    expect(w.page.locator('.f17-cell[data-hint="true"]')).to_have_count(
        len(board.tutor["cells"]))
    expect(w.page.locator('.f17-clue[data-cited="true"]')).to_have_count(
        len(board.tutor["cards"]))

    w.page.get_by_role("button", name="Check my grid").click()
    assert w.sent()[-1] == {"type": "check", "ply": board.ply}

    w.page.get_by_role("button", name="Replay the whole solution step by step").click()
    assert w.sent()[-1] == {"type": "walk", "step": 0, "ply": board.ply}
    board.handle_message(w.sent()[-1])
    w.set("tutor", board.tutor)
    expect(w.page.locator(".f17-step-no")).to_contain_text("Step 1 of")
    new = w.page.locator('.f17-cell[data-new="true"]')
    expect(new).to_have_count(len(board.tutor["cells"]))
    expect(new.first).to_have_text("✗")
    w.page.get_by_role("button", name="Next step").click()
    assert w.sent()[-1] == {"type": "walk", "step": 1, "ply": board.ply}
    w.page.get_by_role("button", name="Play the walkthrough").click()
    expect(w.page.get_by_role("button", name="Pause the walkthrough")).to_be_visible()
    w.page.wait_for_function("window.model._sent.length >= 1 && "
                             "window.model._sent.at(-1).step === 1", timeout=4000)
    w.page.get_by_role("button", name="Back to my grid").click()
    assert w.sent()[-1] == {"type": "close"}


def test_check_marks_wrong_cells_and_solved_banner(page_widget, board):
    board.handle_message({"type": "mark", "cell": 0, "value": "yes", "ply": board.ply})
    board.handle_message({"type": "check", "ply": board.ply})
    w = page_widget.mount(traits(board))
    expect(w.cell("0")).to_have_attribute("data-wrong", "true")
    expect(w.page.locator('.f17-reply[data-kind="check"] li')).to_have_count(1)
    w.set("view", {**board.view, "result": "solved", "solved": True})
    expect(w.page.locator(".nw-banner")).to_contain_text("Solved!")


def test_solo_game_draw_and_scenario_buttons(page_widget):
    solo = fleet1715.Table(seed=1, variant="B").widget(pace=0)
    w = page_widget.mount(traits(solo))
    expect(w.page.locator(".f17-clue")).to_have_count(0)
    w.page.get_by_role("button", name="Draw a clue card").click()
    assert w.sent()[-1] == {"type": "act", "index": 0, "ply": 0}
    w.page.get_by_role("button", name="Scenario D").click()
    assert w.sent()[-1] == {"type": "scenario", "letter": "D"}
    expect(w.page.get_by_role("button", name="Scenario B")).to_have_attribute(
        "aria-pressed", "true")


def test_undo_is_offered_only_after_the_persons_first_mark(page_widget, board):
    w = page_widget.mount(traits(board))
    undo = w.page.get_by_role("button", name="Undo the last move")
    expect(undo).to_be_disabled()  # the cards turned face up are not the person's moves
    board.handle_message({"type": "mark", "cell": 5, "value": "no", "ply": board.ply})
    w.set_many({"view": board.view, "ply": board.ply})
    expect(undo).to_be_enabled()
    undo.click()
    assert w.sent()[-1] == {"type": "undo"}
