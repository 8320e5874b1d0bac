"""Light and dark themes: the board takes JupyterLab's --jp-* colours and stays readable.

Text contrast is measured in the page (WCAG ratio, alpha blended over the
nearest opaque background). Set NW_SCREENSHOTS=<folder> to also save a PNG of
each theme to look at.
"""

from __future__ import annotations

import os
import pathlib

import pytest
from playwright.sync_api import expect

from .themes import CONTRAST_JS, THEMES, apply_theme

pytestmark = pytest.mark.browser

TEXT = [
    ".nw-title",
    ".nw-info",
    ".nw-status",
    ".nw-error",
    ".nw-subtitle",
    ".nw-coord",
    ".nw-ship-name",
    ".nw-count",
    ".nw-sunk-text",
    ".nw-miss-text",
    ".nw-back-mark",
    ".nw-card-name",
    ".nw-card-note",
    ".nw-pile-name",
    ".nw-pile-count",
    ".nw-peg",
    ".nw-shield",
    ".nw-hint",
    ".nw-btn",
    ".nw-power",
    ".nw-log-list li",
    ".nw-target-mark",
]


@pytest.mark.parametrize("theme", list(THEMES))
def test_theme_colours_are_used_and_text_stays_readable(widget, states, theme):
    t = states.play_state()
    t["error"] = "A red peg cannot damage the Submarine. (rule battleship/submarine)"
    widget.mount(t)
    page = widget.page
    apply_theme(page, theme)
    widget.card("red2").click()
    bg = page.evaluate("getComputedStyle(document.querySelector('.nw-widget')).backgroundColor")
    expected = {
        "fallback": "rgb(255, 255, 255)",
        "jupyterlab-light": "rgb(255, 255, 255)",
        "jupyterlab-dark": "rgb(17, 17, 17)",
    }[theme]
    assert bg == expected
    worst = page.evaluate(CONTRAST_JS, TEXT)
    assert worst[0][1] >= 4.5, worst
    # the chosen card and targets are marked by more than colour
    expect(widget.card("red2")).to_have_attribute("aria-pressed", "true")
    assert (
        page.eval_on_selector('[data-target="true"]', "e => getComputedStyle(e).borderTopStyle")
        == "dashed"
    )
    assert page.locator('[data-target="true"] .nw-target-mark').count() == 9
    folder = os.environ.get("NW_SCREENSHOTS")
    if folder:
        pathlib.Path(folder).mkdir(parents=True, exist_ok=True)
        page.set_viewport_size({"width": 1050, "height": 1000})
        page.screenshot(path=str(pathlib.Path(folder) / f"battleship-{theme}.png"), full_page=True)


def test_white_and_red_pegs_differ_without_colour(widget, states):
    widget.mount(states.play_state())
    white = widget.page.locator('[data-cell="own-2"] .nw-pegs > .nw-peg[data-peg="white"]').first
    red = widget.page.locator('[data-cell="own-2"] .nw-pegs > .nw-peg[data-peg="red1"]')
    expect(white).to_have_attribute("data-sign", "○W")
    expect(red).to_have_attribute("data-sign", "●R1")
    expect(white).to_have_attribute("title", "White peg card")
    expect(red).to_have_attribute("title", "Red peg card, 1 peg")
