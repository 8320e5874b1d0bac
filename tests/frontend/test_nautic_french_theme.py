"""The Nautic Miles board in French and in the light and dark themes: the page shows the
board's words only, and its text stays readable (WCAG 4.5:1)."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from naval_widgets import nautic_miles

from ..traits import traits_of
from .themes import CONTRAST_JS, THEMES, apply_theme

pytestmark = pytest.mark.browser
rule = pytest.mark.rule

#: English words the page would show had it kept any of its own.
ENGLISH = ("Your hand", "Player ", "chosen", "Nothing yet", "Draw pile", "Discard", " miles",
           "Face down", "Round ", "Port end", "Game: ", "This round", "must answer", " turn",
           "Undo", "New game", "Log", "convoy")

TEXT = [".nw-title", ".nw-info", ".nw-status", ".nw-error", ".nw-subtitle", ".nm-slot",
        ".nm-convoy-name", ".nm-miles", ".nm-chip", ".nm-score", ".nm-port", ".nm-pile-line",
        ".nw-card-name", ".nw-card-note", ".nw-pile-name", ".nw-pile-count", ".nw-hint",
        ".nw-btn", ".nm-player", ".nm-scores th", ".nm-scores td", ".nm-place-text",
        ".nm-target-mark", ".nw-log-list li"]


def busy_table(language=None):
    """A four-player game in teams with battles, alerts and miles on the board."""
    for seed in range(60):
        table = nautic_miles.Table(seed=seed, players=4, teams=True, language=language)
        rng = random.Random(seed)
        for _ply in range(120):
            view = table.view(table.to_move)
            convoys = [c for side in view["sides"] for c in side["convoys"]]
            if any(c["battle"] for c in convoys) and any(c["distance"] for c in convoys):
                return table
            table.play(rng.choice(table.legal()), respond=False)
    raise LookupError("no seeded game with a battle")


@rule("nautic_miles/teams")
def test_a_french_board_speaks_french(nautic):
    table = busy_table("fr")
    w = table.widget(seat=table.to_move, pace=0)
    nautic.mount(traits_of(w))
    page = nautic.page
    expect(page.locator(".nw-title")).to_have_text("Nautic Miles")
    expect(page.locator(".nw-status")).to_have_text(w.status)
    expect(page.locator(".nw-hand-section h3")).to_have_text(
        f"Votre main ({len(w.view['hand'])} cartes)")
    expect(page.locator(".nm-battle").first).to_contain_text("Bataille : ")
    nautic.card(w.view["hand"][0]).click()
    shown = nautic.shown_words(ENGLISH)
    assert shown == [], shown


@rule("nautic_miles/battle")
@pytest.mark.parametrize("theme", list(THEMES))
def test_text_stays_readable_in_every_theme(nautic, theme):
    table = busy_table()
    w = table.widget(seat=table.to_move, pace=0)
    traits = traits_of(w)
    traits["error"] = "A convoy in battle cannot advance. (rule nautic_miles/battle)"
    nautic.mount(traits)
    page = nautic.page
    apply_theme(page, theme)
    card = next(e["card"] for e in map(dict, w.legal) if e.get("line") or e.get("at"))
    nautic.card("submarine" if card == "submarines" else card).click()
    assert nautic.targets()
    worst = page.evaluate(CONTRAST_JS, TEXT)
    assert worst[0][1] >= 4.5, worst
    assert page.eval_on_selector('[data-target="true"]',
                                 "e => getComputedStyle(e).borderTopStyle") == "dashed"
    assert page.locator(".nm-chip").count() > 0
    no_plural_s = page.locator(".nw-widget").inner_text()
    assert "(s)" not in no_plural_s
