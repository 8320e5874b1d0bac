"""A French board in Chromium: the page shows the board's words, none of its own."""

from __future__ import annotations

import random

import pytest
from playwright.sync_api import expect

from naval_widgets import battleship

from ..traits import traits_of
from .test_battleship_real import click_entry, push

pytestmark = pytest.mark.browser

#: English words the page would show had it kept any of its own.
ENGLISH = ("Your hand", "Opponent", "Undo", "New game", "Log", "Ship powers", "Player ",
           "Draw", "Discard", " card", "Turn ", "chosen", "Nothing yet",
           "top: ")


def test_a_french_board_speaks_french(widget):
    """Hand, grids, status, log, buttons and the bot's last turn in French, by clicking."""
    table = battleship.Table(seed=4, bots={1: "greedy"}, language="fr")
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    page = widget.page
    rng = random.Random(3)
    for move in range(40):
        if move >= 6 and w.recent:  # the bot has just played
            break
        click_entry(widget, w.legal, rng.randrange(len(w.legal)))
        w.handle_message(widget.sent()[-1])
        push(widget, w)
    expect(page.locator(".nw-title")).to_have_text("Bataille navale, le jeu de cartes")
    expect(page.locator(".nw-status")).to_have_text(w.status)
    assert w.status.startswith("À vous : ")
    me = w.view["players"][0]
    expect(page.locator(".nw-hand-section h3")).to_have_text(
        f"Votre main ({len(me['hand'])} cartes, rechargée à {me['hand_limit']})")
    names = set(page.eval_on_selector_all(".nw-hand .nw-card-name",
                                          "els => els.map(e => e.textContent)"))
    assert names and names <= {"Cheville blanche", "Cheville rouge ×1", "Cheville rouge ×2",
                               "Cheville rouge ×4", "Bouclier", "Jeter les blanches / Jouer 2",
                               "Réparer / Piocher 3"}
    log = page.eval_on_selector_all(".nw-log-list .nw-log-text",
                               "els => els.map(e => e.textContent)")
    assert log == w.log and any(line.startswith("Joueur 2 joue ") for line in log)
    expect(page.locator(".nw-log h3")).to_have_text("Journal")
    expect(page.locator('[data-cmd="undo"]')).to_have_text("Reprendre le coup")
    expect(page.locator(".nw-last-turn h3")).to_have_text("Dernier tour de Joueur 2")
    card = page.locator(".nw-hand .nw-card").first
    card.click()
    expect(card).to_have_attribute("aria-pressed", "true")
    assert page.evaluate("(el) => getComputedStyle(el, '::after').content",
                         card.element_handle()) == '"✓ choisie"'
    tops = page.eval_on_selector_all(".nw-pile-top", "els => els.map(e => e.textContent)")
    assert tops and all(top.startswith("dessus : ") for top in tops), tops
    shown = widget.shown_words(ENGLISH)
    assert shown == [], shown
