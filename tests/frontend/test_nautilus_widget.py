"""The Nautilus board in Chromium, from real engine states: the submarine between the
two sides' places, placing a diver by clicking it and then its place, a forced move by
clicking the card and then its destination, the tallies hidden when asked, the Eye's
view, the last round card by card, and a refusal's sentence."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.core.i18n import using
from naval_widgets.core.page_words import shell_words
from naval_widgets.nautilus import GAME
from naval_widgets.nautilus.page_words import board_words
from naval_widgets.nautilus.state import MOVE, PLACE, Scored

from ..nautilus.positions import board, position

pytestmark = pytest.mark.browser
rule = pytest.mark.rule


def traits_at(state, seat=0):
    """The traits a board for ``seat`` sends at ``state``: the game's own view, legal
    entries and words (a position no game reaches from its deal in a few moves)."""
    with using("en"):
        words = {**shell_words(), **board_words()}
        mine = state.to_move == seat
        legal = [GAME.legal_entry(state, action) for action in GAME.legal_actions(state)]
        return {"game": "nautilus", "view": GAME.view(state, seat), "legal": legal if mine else [],
                "log": [], "status": "", "error": "", "ply": 0, "busy": False, "curtain": "",
                "hotseat": False, "language": "en", "words": words}


class Shown:
    """What a test reads of a board it mounted: its traits."""

    def __init__(self, traits):
        self.view, self.legal = traits["view"], traits["legal"]


def mount(page_widget, state, seat=0):
    traits = traits_at(state, seat)
    page_widget.mount(traits)
    expect(page_widget.root).to_have_attribute("data-ply", "0")
    return Shown(traits)


def sent_indices(page_widget):
    return [m["payload"]["index"] for m in page_widget.sent() if m["type"] == "act"]


@rule("nautilus/place")
def test_a_diver_is_placed_by_clicking_it_then_its_place(nautilus):
    w = mount(nautilus, position())
    page = nautilus.page
    expect(page.locator(".nt-domain")).to_have_count(5)
    expect(page.locator(".nt-place")).to_have_count(10)
    expect(page.locator(".nw-hand .nw-card")).to_have_count(5)
    nautilus.card("3").click()
    wanted = sorted(f"S{e['side']}-{e['place']}" for e in w.legal if e["card"] == 3)
    assert nautilus.targets() == wanted
    nautilus.cell("S2-4").click()
    index = next(i for i, e in enumerate(w.legal)
                 if e["type"] == "place" and (e["card"], e["side"], e["place"]) == (3, 2, 4))
    assert sent_indices(nautilus) == [index]


@rule("nautilus/anchor")
def test_a_place_shared_with_the_anchor_opens_a_menu_of_both(nautilus):
    w = mount(nautilus, position(specials=("anchor", None)))
    nautilus.card("3").click()
    nautilus.cell("S2-4").click()
    items = nautilus.page.locator(".nw-menu .nw-menu-item")
    expect(items).to_have_count(2)
    assert sent_indices(nautilus) == []
    index = next(i for i, e in enumerate(w.legal)
                 if e["type"] == "anchor" and (e["card"], e["side"], e["place"]) == (3, 2, 4))
    nautilus.page.locator(f'.nw-menu [data-index="{index}"]').click()
    assert sent_indices(nautilus) == [index]


@rule("nautilus/along")
def test_a_forced_move_is_the_card_then_its_destination(nautilus):
    state = position(phase=MOVE, sides=board((5, 7, 3, None, None)), mover=(0, 1),
                     hands=((1, 2, 4), (10, 11, 12, 13, 14)))
    w = mount(nautilus, state)
    moves = [e for e in w.legal if e["type"] == "move"]
    assert moves, "the position must call for a move"
    first = moves[0]
    source = nautilus.page.locator(f'[data-cell="S{first["side"]}-{first["place"]}"]')
    expect(source).to_have_attribute("data-source", "true")
    source.click()
    wanted = sorted(f"S{e['to_side']}-{e['to_place']}" for e in moves
                    if (e["side"], e["place"]) == (first["side"], first["place"]))
    assert nautilus.targets() == wanted
    nautilus.page.keyboard.press("Escape")
    assert nautilus.targets() == []
    source.click()
    nautilus.cell(wanted[0]).click()
    index = next(i for i, e in enumerate(w.legal) if e["type"] == "move"
                 and (e["side"], e["place"]) == (first["side"], first["place"])
                 and f"S{e['to_side']}-{e['to_place']}" == wanted[0])
    assert sent_indices(nautilus) == [index]


@rule("nautilus/show-score")
def test_tallies_and_won_marks_or_the_sentence_hiding_them(nautilus):
    won = ((0, 1, 2, 3), ())  # four stars of Science: the domain is won
    mount(nautilus, position(won=won))
    row = nautilus.page.locator('.nt-tallies tr[data-domain="science"]')
    expect(row).to_have_attribute("data-won", "0")
    expect(row.locator(".nt-won")).to_contain_text("Player 1")
    nautilus.page.evaluate("document.querySelector('.nw-widget').remove()")
    mount(nautilus, position(won=won, show_score=False))
    expect(nautilus.page.locator(".nt-tallies")).to_have_count(0)
    expect(nautilus.page.locator(".nt-tallies-hidden")).to_be_visible()


@rule("nautilus/eye")
def test_the_eye_shows_the_opponents_divers_and_the_last_round(nautilus):
    last = (Scored(0, (3, 12), 1), Scored(29, (14, 1), 1))
    mount(nautilus, position(seen=((10, 11, 12, 13, 14), ()), last=last))
    expect(nautilus.page.locator(".nt-seen")).to_contain_text("10, 11, 12, 13, 14")
    lines = nautilus.page.locator(".nt-last li")
    expect(lines).to_have_count(2)
    expect(lines.nth(0)).to_contain_text("Science")
    expect(lines.nth(1)).to_contain_text("ink blot")


@rule("nautilus/place")
def test_a_refusal_shows_the_rules_sentence(nautilus):
    mount(nautilus, position(phase=PLACE))
    nautilus.set("error", "That place is taken: a place holds one diver.")
    expect(nautilus.page.locator(".nw-error")).to_have_text(
        "That place is taken: a place holds one diver.")
    expect(nautilus.page.locator(".nt-place")).to_have_count(10)
