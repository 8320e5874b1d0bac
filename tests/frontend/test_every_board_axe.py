"""Issue 26, "Every student": every game's board, at the start, in the middle and at the
end of a game, has no serious or critical axe-core violation of WCAG 2.1 A and AA, in
Chromium (axe-core from the front end's npm packages, ``js/node_modules``)."""

from __future__ import annotations

import pathlib

import pytest
from playwright.sync_api import expect

from .conftest import harnessed
from .layout import MOMENTS, board_traits, games, positions

pytestmark = pytest.mark.browser

AXE = pathlib.Path(__file__).parents[2] / "js" / "node_modules" / "axe-core" / "axe.min.js"
RULES = {"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]}}
_POSITIONS: dict[str, dict] = {}


def position(name):
    if name not in _POSITIONS:
        _POSITIONS[name] = positions(games()[name])
    return _POSITIONS[name]


# Boards whose rich cards and cells still show words their accessible name does not hold
# (label-content-name-mismatch, WCAG 2.5.3): axe-core 4.14 compares the text drawn on
# screen, aria-hidden or not, with the name.
MISMATCH = "label-content-name-mismatch: a card's or cell's visible words are not in its name"
KNOWN: dict = {}


def cases():
    for name in sorted(games()):
        for moment in MOMENTS:
            reason = KNOWN.get((name, moment))
            marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
            yield pytest.param(name, moment, marks=marks, id=f"{name}-{moment}")


@pytest.mark.parametrize(("name", "moment"), list(cases()))
def test_no_serious_accessibility_violation(page, name, moment):
    assert AXE.is_file(), "axe-core is missing: run npm ci in js/"
    game = games()[name]
    for board in harnessed(page, f"{game.board.bundle or game.name}.js"):
        traits = board_traits(position(name)[moment])
        board.mount(traits)
        expect(board.root).to_have_attribute("data-ply", str(traits["ply"]))
        page.add_script_tag(content=AXE.read_text())
        found = page.evaluate(
            """async (rules) => {
              await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
              // Colours are checked once the staggered reveals have faded in.
              await Promise.all(document.getAnimations()
                .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
                .map((a) => a.finished));
              const result = await axe.run(document.querySelector('.nw-widget'), rules);
              return result.violations
                .filter((v) => v.impact === 'serious' || v.impact === 'critical')
                .map((v) => `${v.id} (${v.impact}): `
                  + v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', '));
            }""", RULES)
        assert found == [], f"{name} at {moment}:\n" + "\n".join(found)
