"""Every game's board, at 1,000 px wide, in light and dark themes, at the start, in the
middle and at the end of a game: no element overflows the board or its own box, no
two boxes side by side overlap, and every button's accessible name holds the words it
shows (issue 25: the fill button's name was not its text)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import harnessed
from .layout import MOMENTS, PROBLEMS_JS, board_traits, games, positions
from .themes import apply_theme

pytestmark = pytest.mark.browser

WIDTH = 1000
_POSITIONS: dict[str, dict] = {}


def position(name):
    if name not in _POSITIONS:
        _POSITIONS[name] = positions(games()[name])
    return _POSITIONS[name]


@pytest.mark.parametrize("theme", ["jupyterlab-light", "jupyterlab-dark"])
@pytest.mark.parametrize("moment", MOMENTS)
@pytest.mark.parametrize("name", sorted(games()))
def test_nothing_overflows_or_overlaps(page, name, moment, theme):
    game = games()[name]
    page.set_viewport_size({"width": WIDTH, "height": 900})
    for board in harnessed(page, f"{game.board.bundle or game.name}.js"):
        apply_theme(page, theme)
        table = position(name)[moment]
        traits = board_traits(table)
        board.mount(traits)
        expect(board.root).to_have_attribute("data-ply", str(traits["ply"]))
        problems = page.evaluate(PROBLEMS_JS)
        assert problems == [], f"{name} at {moment}: " + "\n".join(problems)
