"""A French Fleet 1715 board in Chromium: the page shows the board's words, none of its own."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets import fleet1715

from ..traits import traits_of
from . import test_fleet1715_widget

pytestmark = pytest.mark.browser
#: The Fleet 1715 page in Chromium (the widget tests' fixture).
page_widget = test_fleet1715_widget.page_widget

#: English words the page would show had it kept any of its own (the clue texts apart).
ENGLISH = ("Clue card", "face down", "Hint", "Check my grid", "Hand in", "walkthrough",
           "Tried it", "Scenario", "Undo", "New game", "Log", "gold coins", "ship type",
           "cargo", "depth", "blank", "Logic grid", "Tutor")


def _push(widget, w):
    widget.set_many(traits_of(w))
    expect(widget.root).to_have_attribute("data-ply", str(w.ply))


def test_a_french_solo_board_speaks_french(page_widget):
    """Title, grid headings, cell names, buttons, status and log in French: a clue card
    drawn and a cell marked by clicking."""
    table = fleet1715.Table(seed=2, variant="A", language="fr")
    w = table.widget(pace=0)
    widget = page_widget.mount(traits_of(w))
    page = widget.page
    expect(page.locator(".nw-title")).to_have_text("Fleet 1715 : le tuteur de déduction")
    page.locator('[data-key="draw"]').click()
    w.handle_message(widget.sent()[-1])
    _push(widget, w)
    cell = widget.cell("5")
    expect(cell).to_have_attribute("aria-label", "Pelican Island / argent : vide")
    cell.click()
    w.handle_message(widget.sent()[-1])
    _push(widget, w)
    expect(cell).to_have_attribute("aria-label", "Pelican Island / argent : non")
    assert w.log[-1] == "Case Pelican Island / argent marquée « non »."
    assert w.log[0].startswith("Carte indice ")
    log = page.eval_on_selector_all(".nw-log-list .nw-log-text",
                                    "els => els.map(e => e.textContent)")
    assert log == w.log
    expect(page.locator(".nw-status")).to_have_text(w.status)
    assert "piochez une carte indice" in w.status
    expect(page.locator(".f17-clues h3")).to_have_text("Cartes indices (1)")
    expect(page.locator('[data-key="check"]')).to_have_text("Vérifier ma grille")
    expect(page.locator('[data-key="hint:1"]')).to_have_text("Aide 1")
    heads = page.eval_on_selector_all(".f17-cat", "els => els.map(e => e.textContent)")
    assert {"cargaison", "profondeur", "type de navire", "nom du navire", "site"} <= set(heads)
    columns = page.eval_on_selector_all(".f17-col", "els => els.map(e => e.textContent)")
    assert columns[:4] == ["pièces d'or", "argent", "bijoux", "porcelaine de Chine"]
    page.locator('[data-key="hint:1"]').click()
    w.handle_message(widget.sent()[-1])
    _push(widget, w)
    expect(page.locator(".f17-reply strong")).to_have_text("Aide (niveau 1) : ")
    text = " ".join(page.locator(sel).inner_text() for sel in
                    (".nw-header", ".f17-grid", ".f17-controls >> nth=0", ".f17-pile",
                     ".nw-log h3", ".f17-scenarios"))
    labels = " ".join(page.eval_on_selector_all(
        ".f17-cell, .f17-controls [aria-label], .nw-toolbar [aria-label], .f17-scn",
        "els => els.map(e => (e.getAttribute('aria-label') || '') + ' ' + (e.title || ''))"))
    shown = [word for word in ENGLISH if word in text or word in labels]
    assert shown == [], shown
