"""The Nautilus board in Chromium, from real engine states: the submarine between the
two sides' places, placing a diver by clicking it and then its place, a forced move by
clicking the card and then its destination, the tallies hidden when asked, the Eye's
view, the last round card by card, a refusal's sentence, every choice by keyboard, and
the hot-seat curtain."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.core.i18n import using
from naval_widgets.core.page_words import shell_words
from naval_widgets.nautilus import GAME, Table
from naval_widgets.nautilus.page_words import board_words
from naval_widgets.nautilus.state import BEFORE, HARPOONING, MOVE, PLACE, Scored

from ..nautilus.positions import board, position
from ..traits import send, traits_of

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


@rule("nautilus/anchor")
def test_the_anchor_menu_is_the_one_prompt_with_one_cancel(nautilus):
    """Issue 25: placing a diver while holding the Anchor showed the menu over the chosen
    diver's prompt, with two Cancel buttons. The menu is the one prompt, names the diver
    and the place, and its one Cancel goes back to the places."""
    mount(nautilus, position(specials=("anchor", None)))
    page = nautilus.page
    nautilus.card("3").click()
    expect(page.locator(".nw-chosen")).to_have_count(1)
    places = nautilus.targets()
    nautilus.cell("S2-4").click()
    expect(page.locator(".nw-menu-title")).to_have_text("How to place 3 at 2.4?")
    expect(page.locator(".nw-chosen")).to_have_count(0)
    expect(page.locator(".nw-chooser .nw-hint")).to_have_count(0)
    expect(page.get_by_role("button", name="Cancel")).to_have_count(1)
    page.get_by_role("button", name="Cancel").click()
    expect(page.locator(".nw-menu")).to_have_count(0)
    expect(page.locator(".nw-chosen .nw-hint")).to_contain_text("3 chosen:")
    assert nautilus.targets() == places
    expect(page.locator('[data-cell="S2-4"]')).to_be_focused()
    page.keyboard.press("Enter")  # the menu again, from the keyboard; Escape closes it
    expect(page.locator(".nw-menu .nw-menu-item").first).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.locator(".nw-menu")).to_have_count(0)
    expect(page.locator(".nw-chosen")).to_have_count(1)
    assert sent_indices(nautilus) == []


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


# ---- the keyboard --------------------------------------------------------------------


def tab_stops(page, count=40):
    """The ``data-key`` of each control Tab reaches, from the board's title on."""
    page.locator(".nw-title").focus()
    keys = []
    for _press in range(count):
        page.keyboard.press("Tab")
        key = page.evaluate("document.activeElement?.dataset?.key ?? null")
        if key is None and keys:
            break
        keys.append(key)
    return keys


@rule("nautilus/place")
def test_keyboard_places_a_diver_enter_escape_and_arrows(nautilus):
    w = mount(nautilus, position())
    page = nautilus.page
    stops = tab_stops(page)
    assert "card:0" in stops, stops  # the hand is one Tab stop
    page.locator('[data-key="card:0"]').focus()
    page.keyboard.press("Enter")
    first = nautilus.focused()
    assert first.startswith("cell:") and nautilus.targets()
    page.keyboard.press("Escape")
    assert nautilus.focused() == "card:0" and nautilus.targets() == []
    page.keyboard.press("ArrowRight")
    assert nautilus.focused() == "card:1"
    page.keyboard.press("Enter")  # the diver 2: its targets, the first one focused
    page.keyboard.press("ArrowRight")
    chosen = nautilus.focused().removeprefix("cell:")
    page.keyboard.press("Enter")
    index = next(i for i, e in enumerate(w.legal) if e["type"] == "place" and e["card"] == 2
                 and f"S{e['side']}-{e['place']}" == chosen)
    assert sent_indices(nautilus) == [index]


@rule("nautilus/forced-move")
@rule("nautilus/along")
def test_keyboard_makes_a_forced_move_from_the_row_to_its_destination(nautilus):
    state = position(phase=MOVE, sides=board((5, 7, 3, None, None)), mover=(0, 1),
                     hands=((1, 2, 4), (10, 11, 12, 13, 14)))
    w = mount(nautilus, state)
    page = nautilus.page
    stops = tab_stops(page)
    sources = [key for key in stops if key and key.startswith("card:1")]
    assert sources, stops  # the row's Tab stop is a card that may move
    page.locator(f'[data-key="{sources[0]}"]').focus()
    source = page.evaluate("document.activeElement.dataset.cell")
    diver = page.evaluate("document.activeElement.dataset.diver")
    page.keyboard.press("Enter")
    expect(page.locator(".nw-chosen .nw-hint")).to_contain_text(f"{diver} chosen:")
    destination = nautilus.focused().removeprefix("cell:")
    assert destination in nautilus.targets()
    page.keyboard.press("Enter")
    index = next(i for i, e in enumerate(w.legal) if e["type"] == "move"
                 and f"S{e['side']}-{e['place']}" == source
                 and f"S{e['to_side']}-{e['to_place']}" == destination)
    assert sent_indices(nautilus) == [index]


@rule("nautilus/pre-round")
@rule("nautilus/eye")
def test_keyboard_reaches_the_special_cards_choices(nautilus):
    w = mount(nautilus, position(phase=BEFORE, specials=("eye", "anchor")))
    page = nautilus.page
    stops = tab_stops(page)
    labels = {e["label"]: i for i, e in enumerate(w.legal)}
    eye = page.locator(".nt-actions button", has_text="Play the Eye")
    key = eye.get_attribute("data-key")
    assert key in stops, (key, stops)
    eye.focus()
    page.keyboard.press("Enter")
    assert sent_indices(nautilus) == [labels["Play the Eye"]]


# ---- hot seat ---------------------------------------------------------------------------


@rule("nautilus/hidden")
def test_hot_seat_curtain_hides_the_previous_seats_hand(nautilus):
    table = Table(seed=3)
    hot = table.widget(hotseat=True, pace=0)
    send(hot, "reveal")  # the first turn starts behind the curtain too
    while not hot.curtain:  # the first seat plays until the turn passes
        send(hot, "act", index=0)
    assert hot.error == "" and hot.view["hand"] is None
    before = table.state.hands[0]
    nautilus.mount(traits_of(hot))
    page = nautilus.page
    button = page.locator(".nw-curtain-button")
    expect(button).to_have_text(hot.curtain)
    expect(page.locator(".nt-place")).to_have_count(0)
    expect(page.locator(".nw-hand")).to_have_count(0)
    expect(page.locator(".nw-log")).to_be_hidden()
    button.click()
    assert nautilus.sent()[-1]["type"] == "reveal"
    hot.handle_message(nautilus.sent()[-1])
    assert hot.curtain == "" and hot.view["hand"] == list(table.state.hands[1])
    nautilus.set_many(traits_of(hot))
    hand = page.locator(".nw-hand .nw-card")
    expect(hand).to_have_count(len(table.state.hands[1]))
    shown = sorted(int(card) for card in hand.evaluate_all("els => els.map(e => e.dataset.card)"))
    assert shown == sorted(table.state.hands[1]) and shown != sorted(before)
    expect(page.locator(".nt-side[data-mine='true'] .nt-side-name")).to_contain_text("Player 2")


@rule("nautilus/harpoon")
@rule("nautilus/eye")
def test_the_harpooned_card_and_what_the_opponent_saw_of_the_hand(nautilus):
    state = position(phase=HARPOONING, taken=12, hands=((1, 2, 3, 4, 5, 12), (10, 11, 13, 14)),
                     seen=((), (1, 2, 3, 4, 5, 12)))
    w = mount(nautilus, state)
    page = nautilus.page
    expect(page.locator(".nt-harpooned")).to_contain_text("You took the 12 with the Harpoon")
    expect(page.locator(".nt-known")).to_have_text(
        "Player 2 has seen your divers: 1, 2, 3, 4, 5, 12")
    gives = page.locator(".nt-actions button")
    expect(gives).to_have_count(len(w.legal))
    gives.filter(has_text="Give the 12").click()
    assert sent_indices(nautilus) == [next(i for i, e in enumerate(w.legal)
                                           if e["label"] == "Give the 12")]


@rule("nautilus/clinch")
def test_a_won_domain_is_marked_under_its_name(nautilus):
    mount(nautilus, position(won=((0, 1, 2, 3), ())))
    mark = nautilus.page.locator('.nt-tallies tr[data-domain="science"] th .nt-won')
    expect(mark).to_have_text("✓ won by Player 1")
    expect(nautilus.page.locator(".nt-won")).to_have_count(1)
