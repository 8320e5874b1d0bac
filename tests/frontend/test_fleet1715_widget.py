"""The Fleet 1715 bundle in Chromium with a stub model (traits made by the real widget):
a scenario's board, the solo game and a tiny puzzle's board.

Each test mounts traits, acts as a person would (mouse or keyboard) and checks the
DOM and the messages the page sent.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from naval_widgets import fleet1715

from ..traits import message, synced
from ..traits import traits_of as traits
from .conftest import harnessed

pytestmark = pytest.mark.browser


@pytest.fixture
def board():
    return fleet1715.board("A")


@pytest.fixture
def page_widget(page):
    """The Fleet 1715 tutor's board in the harness."""
    yield from harnessed(page, "fleet1715.js")


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
    assert w.sent()[-1] == message("mark", board.ply, cell=5, value="no")
    board.handle_message(w.sent()[-1])          # the kernel answers with new traits
    assert board.error == "" and board.view["marks"][5] == "n"
    w.set_many({"view": board.view, "ply": board.ply, "log": board.log})
    expect(cell).to_have_text("✗")
    expect(cell).to_have_attribute("aria-label", "Pelican Island / silver: no")
    cell.click()
    assert w.sent()[-1] == message("mark", board.ply, cell=5, value="yes")


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
    assert w.sent()[-1] == message("mark", board.ply, cell=5, value="no")
    w.set("ply", board.ply + 1)
    w.page.keyboard.press("y")
    assert w.sent()[-1] == message("mark", board.ply + 1, cell=5, value="yes")


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
        "aria-label", re.compile(r"in the chosen clue"))
    w.page.keyboard.press("Escape")
    expect(w.page.locator('.f17-cell[data-selected="true"]')).to_have_count(0)


def test_hint_check_and_walkthrough_send_and_render(page_widget, board):
    w = page_widget.mount(traits(board))
    w.page.get_by_role("button", name="Hint 2: which cells").click()
    assert w.sent()[-1] == message("hint", board.ply, level=2)
    board.handle_message(w.sent()[-1])
    w.set("tutor", board.tutor)
    expect(w.page.locator('.f17-reply[data-kind="hint"]')).to_contain_text(board.tutor["text"])
    expect(w.page.locator('.f17-cell[data-hint="true"]')).to_have_count(
        len(board.tutor["cells"]))
    expect(w.page.locator('.f17-clue[data-cited="true"]')).to_have_count(
        len(board.tutor["cards"]))

    w.page.get_by_role("button", name="Check my grid").click()
    assert w.sent()[-1] == message("check", board.ply)

    w.page.get_by_role("button", name="Show the walkthrough: the solution step by step").click()
    assert w.sent()[-1] == message("walk", board.ply, step=0)
    board.handle_message(w.sent()[-1])
    w.set("tutor", board.tutor)
    expect(w.page.locator(".f17-step-no")).to_contain_text("Step 1 of")
    new = w.page.locator('.f17-cell[data-new="true"]')
    expect(new).to_have_count(len(board.tutor["cells"]))
    expect(new.first).to_have_text("✗")
    w.page.get_by_role("button", name="Next step").click()
    assert w.sent()[-1] == message("walk", board.ply, step=1)
    w.page.get_by_role("button", name="Play the walkthrough").click()
    expect(w.page.get_by_role("button", name="Pause the walkthrough")).to_be_visible()
    w.page.wait_for_function("window.model._sent.length >= 1 && "
                             "window.model._sent.at(-1).payload.step === 1", timeout=4000)
    w.page.get_by_role("button", name="Back to my grid").click()
    assert w.sent()[-1] == message("close", board.ply)


def test_check_marks_wrong_cells_and_solved_banner(page_widget, board):
    board.handle_message(message("mark", board.ply, cell=0, value="yes"))
    board.handle_message(message("check", board.ply))
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
    assert w.sent()[-1] == message("act", 0, index=0)
    w.page.get_by_role("button", name="Scenario D").click()
    assert w.sent()[-1] == message("scenario", 0, letter="D")
    expect(w.page.get_by_role("button", name="Scenario B")).to_have_attribute(
        "aria-pressed", "true")


def test_undo_is_offered_only_after_the_persons_first_mark(page_widget, board):
    w = page_widget.mount(traits(board))
    undo = w.page.get_by_role("button", name="Undo the last move")
    expect(undo).to_be_disabled()  # the cards turned face up are not the person's moves
    board.handle_message(message("mark", board.ply, cell=5, value="no"))
    w.set_many({"view": board.view, "ply": board.ply})
    expect(undo).to_be_enabled()
    undo.click()
    assert w.sent()[-1] == message("undo", board.ply)


def test_the_page_listens_to_every_synced_trait_of_the_widget_class(page_widget, board):
    w = page_widget.mount(traits(board))
    assert w.listened() == [f"change:{name}" for name in synced(board)]


def test_marks_are_named_by_the_kernels_table(page_widget, board):
    board.handle_message(message("mark", board.ply, cell=0, value="yes"))
    board.handle_message(message("mark", board.ply, cell=1, value="no"))
    assert board.view["mark_codes"] == {".": "blank", "n": "no", "y": "yes"}
    w = page_widget.mount(traits(board))
    expect(w.cell("0")).to_have_attribute("data-mark", "yes")
    expect(w.cell("1")).to_have_attribute("data-mark", "no")
    expect(w.cell("2")).to_have_attribute("data-mark", "blank")
    # the page keeps no table of its own: other codes from the kernel, other names shown
    w.set("view", {**board.view, "mark_codes": {".": "blank", "n": "yes", "y": "no"}})
    expect(w.cell("0")).to_have_text("✗")
    expect(w.cell("0")).to_have_attribute("aria-label", "Sebastian Inlet / gold coins: no")
    expect(w.cell("1")).to_have_text("●")
    w.cell("1").click()  # from yes, a click asks for blank
    assert w.sent()[-1] == message("mark", board.ply, cell=1, value="blank")


def test_a_scenario_button_asks_before_it_throws_away_the_grid(page_widget, board):
    board.handle_message(message("mark", board.ply, cell=5, value="no"))
    w = page_widget.mount(traits(board))
    sent = len(w.sent())
    w.page.get_by_role("button", name="Scenario C").click()
    confirm = w.page.get_by_role("group", name="Confirm")
    expect(confirm).to_contain_text("Start scenario C? The marks on this grid will be lost.")
    expect(w.page.get_by_role("button", name="Keep this grid")).to_be_focused()
    w.page.keyboard.press("Enter")
    expect(confirm).to_have_count(0)
    assert len(w.sent()) == sent, "keeping the grid sends nothing"
    w.page.get_by_role("button", name="Scenario C").click()
    w.page.get_by_role("button", name="Start scenario C").click()
    assert w.sent()[-1] == message("scenario", board.ply, letter="C")


def test_handing_in_an_incomplete_grid_asks_first_and_a_wrong_one_shows_a_red_banner(
        page_widget):
    solo = fleet1715.Table(seed=1, variant="B").widget(pace=0)
    w = page_widget.mount(traits(solo))
    assert solo.view["named"] == 0
    w.page.get_by_role("button", name="Hand in your grid as the solution").click()
    expect(w.page.get_by_role("group", name="Confirm")).to_contain_text(
        "Your marks name 0 of the 16 answers")
    w.page.keyboard.press("Escape")
    expect(w.page.get_by_role("group", name="Confirm")).to_have_count(0)
    assert all(m["type"] != "act" for m in w.sent()), "nothing handed in"
    w.page.get_by_role("button", name="Hand in your grid as the solution").click()
    w.page.get_by_role("button", name="Hand in anyway").click()
    submit = next(i for i, e in enumerate(solo.legal) if e["option"] == "submit")
    assert w.sent()[-1] == message("act", solo.ply, index=submit)
    solo.handle_message(w.sent()[-1])
    w.set_many(traits(solo))
    banner = w.page.locator(".nw-banner")
    expect(banner).to_contain_text("Not the solution")
    expect(banner).to_have_class("nw-banner nw-banner-bad")


# -- a tiny puzzle's board -----------------------------------------------------------------

NEGATION = fleet1715.TINY["negation"]


@pytest.fixture
def tiny():
    return fleet1715.board(NEGATION)


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
    w.page.get_by_role("button", name="Hint 1: which clue").click()
    assert w.sent()[-1] == message("hint", tiny.ply, level=1)
    answer(w, tiny)
    expect(w.page.locator('.f17-reply[data-kind="hint"]')).to_contain_text(tiny.tutor["text"])
    expect(w.page.locator('.f17-clue[data-cited="true"]')).to_have_count(len(tiny.tutor["cards"]))
    # the walkthrough's control comes after the hints and the check
    order = w.page.eval_on_selector_all(
        ".f17-tutor button", "els => els.map(e => e.getAttribute('aria-label') || e.textContent)")
    walk = order.index("Show the walkthrough: the solution step by step")
    assert walk > order.index("Check my grid") > order.index("Hint 1: which clue")
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
