"""The logic grid in JupyterLab's light and dark themes: every text stays readable.

Set NW_SCREENSHOTS=<folder> to also save a PNG of each theme to look at.
"""

from __future__ import annotations

import os
import pathlib

import pytest
from playwright.sync_api import expect

from naval_widgets import fleet1715

from ..traits import message
from .test_fleet1715_widget import page_widget, traits  # noqa: F401  (the fixture)
from .themes import CONTRAST_JS, THEMES, apply_theme

pytestmark = pytest.mark.browser

TEXT = [".nw-title", ".nw-status", ".nw-error", ".nw-btn", ".nw-log-list li", ".f17-cell",
        ".f17-clue", ".f17-clue-n", ".f17-cat", ".f17-rowcat", ".f17-col", ".f17-row",
        ".f17-reply", ".f17-reply li", ".f17-scn", ".f17-pile"]


@pytest.mark.parametrize("theme", list(THEMES))
def test_marks_hints_and_mistakes_stay_readable(page_widget, theme):  # noqa: F811
    board = fleet1715.board("A")
    for cell, value in ((0, "yes"), (1, "no"), (17, "no")):
        board.handle_message(message("mark", board.ply, cell=cell, value=value))
    board.handle_message(message("check", board.ply))
    assert board.tutor["mistakes"], "the check must find the wrong yes at cell 0"
    w = page_widget.mount(traits(board))
    apply_theme(w.page, theme)
    w.page.locator(".f17-clue").first.click()  # a clue selected: its cells highlighted
    expect(w.cell("0")).to_have_attribute("data-wrong", "true")
    expect(w.cell("0")).to_have_text("●")  # marks are symbols, not colours alone
    expect(w.cell("1")).to_have_text("✗")
    worst = w.page.evaluate(CONTRAST_JS, TEXT)
    assert worst[0][1] >= 4.5, worst
    folder = os.environ.get("NW_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        w.page.set_viewport_size({"width": 1200, "height": 1000})
        w.page.screenshot(path=str(pathlib.Path(folder) / f"fleet1715-{theme}.png"),
                          full_page=True)
