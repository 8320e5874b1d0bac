"""The Battleship widget bundle in Chromium with a stub model (hand-written traits).

Each test mounts traits in the contract's format, acts as a person would
(mouse or keyboard) and checks the DOM and the messages the page sent.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from ..traits import message

pytestmark = pytest.mark.browser


def legal_cells(traits, card):
    return sorted(
        {
            f"{e['side']}-{e['cell']}"
            for e in traits["legal"]
            if e["card"] == card and e["cell"] is not None
        }
    )


def index_of(traits, **match):
    hits = [i for i, e in enumerate(traits["legal"]) if all(e[k] == v for k, v in match.items())]
    assert len(hits) == 1, (match, hits)
    return hits[0]


# ---- rendering ------------------------------------------------------------------


def test_renders_both_grids_hand_and_panels(widget, states):
    t = states.play_state()
    widget.mount(t)
    root = widget.root
    expect(root).to_have_class("nw-widget nw-battleship")
    expect(widget.page.locator('[data-cell^="opp-"]')).to_have_count(12)
    expect(widget.page.locator('[data-cell^="own-"]')).to_have_count(12)
    expect(widget.page.locator(".nw-hand [data-card]")).to_have_count(5)
    pressed = widget.page.eval_on_selector_all(
        ".nw-hand [data-card]", "els => els.map(e => e.ariaPressed)"
    )
    assert pressed == ["false"] * 5
    # every control is a real button with a name
    for el in widget.page.locator(".nw-widget [data-cmd]").all():
        assert el.evaluate("e => e.tagName") == "BUTTON"
    names = widget.page.eval_on_selector_all(
        ".nw-widget button",
        "els => els.map(e => (e.getAttribute('aria-label') || e.textContent).trim())",
    )
    assert all(names), names
    # cells: coordinate, state, accessible name
    expect(widget.cell("opp-1")).to_have_attribute("aria-label", "Opponent A2, face down")
    expect(widget.cell("opp-0")).to_have_attribute("aria-label", "Opponent A1, miss")
    expect(widget.cell("opp-3")).to_contain_text("Carrier")
    # The signs are drawn by the style sheet; the cell's name says them in words.
    expect(widget.cell("opp-3").locator(".nw-count")).to_have_attribute("data-sign", "2/5")
    expect(widget.cell("opp-3").locator('.nw-peg[data-peg="red2"]')).to_have_attribute(
        "data-sign", "●●R2")
    expect(widget.cell("opp-3")).to_have_attribute(
        "aria-label", "Opponent A4, Carrier, 2 of 5 hits, pegs: red peg, 2 pegs")
    expect(widget.cell("opp-9")).to_have_attribute("data-face", "sunk")
    expect(widget.cell("opp-9")).to_contain_text("Sunk")
    own2 = widget.cell("own-2")
    expect(own2.locator(".nw-count")).to_have_attribute("data-sign", "2/3")
    expect(own2.locator(".nw-shield-mark")).to_have_attribute("data-sign", "◆ Shield 1/2")
    expect(own2.locator('.nw-peg[data-peg="white"]')).to_have_count(
        2
    )  # one under the ship, one on the shield
    expect(own2).to_have_attribute(
        "aria-label",
        "Your A3, Destroyer, 2 of 3 hits, pegs: white peg, red peg, 1 peg; "
        "shield 1 of 2 left (pegs: white peg)",
    )
    # side panel: piles and ship powers of both players
    p1 = widget.page.locator('.nw-player[data-seat="0"]')
    p2 = widget.page.locator('.nw-player[data-seat="1"]')
    expect(p1.locator(".nw-pile-draw .nw-pile-count")).to_have_text("15")
    expect(p1.locator(".nw-pile-discard .nw-pile-count")).to_have_text("2")
    expect(p2.locator(".nw-pile-hand .nw-pile-count")).to_have_text("5")
    expect(p2.locator(".nw-pile-hand .nw-pile-name")).to_have_text("Hand (refill to 7)")
    expect(widget.page.locator(".nw-hand-section h3")).to_have_text(
        "Your hand (5 cards, refill to 5)")
    expect(p1.locator('[data-power="destroyer"]')).to_be_visible()
    expect(p2.locator('[data-power="carrier"]')).to_be_visible()
    expect(p2.locator('[data-power="submarine"]')).to_be_visible()
    expect(widget.page.locator(".nw-status")).to_have_text("Your turn: play a card.")
    expect(widget.page.locator(".nw-info")).to_have_text(
        "Turn 7 · You to move · Play · 1 play left"
    )
    expect(widget.page.locator(".nw-log-list li")).to_have_count(3)
    expect(widget.page.locator(".nw-log-list")).to_have_attribute("aria-live", "polite")
    expect(widget.page.locator("[role=alert]")).to_have_text("")


def test_opponent_hand_is_shown_as_backs_only(widget, states):
    widget.mount(states.play_state())
    backs = widget.page.locator(".nw-other-hand .nw-backs")
    expect(backs).to_have_attribute("aria-label", "Player 2's hand: 5 cards")
    expect(widget.page.locator(".nw-other-hand [data-card]")).to_have_count(0)


def test_spectator_sees_two_grids_and_no_hand(widget, states):
    widget.mount(states.spectator_state())
    expect(widget.page.locator("[data-cell]")).to_have_count(24)
    expect(widget.page.locator(".nw-hand")).to_have_count(0)
    expect(widget.page.locator(".nw-grid-opp .nw-subtitle")).to_have_text("Player 2's grid")
    expect(widget.cell("opp-1")).to_have_attribute("aria-label", "Player 2 A2, face down")
    expect(widget.cell("own-7")).to_have_attribute("aria-label", "Player 1 B4, PT boat, sunk")


# ---- choosing and playing -----------------------------------------------------------


@pytest.mark.parametrize("card", ["white", "red2", "shield", "repair-or-draw"])
def test_choosing_a_card_highlights_exactly_its_legal_cells(widget, states, card):
    t = states.play_state()
    widget.mount(t)
    assert widget.targets() == []
    widget.card(card).click()
    expect(widget.card(card)).to_have_attribute("aria-pressed", "true")
    assert widget.targets() == legal_cells(t, card)
    # every other cell is disabled
    disabled = widget.page.eval_on_selector_all(
        '[data-cell][aria-disabled="true"]', "els => els.map(e => e.dataset.cell)"
    )
    assert len(disabled) == 24 - len(legal_cells(t, card))
    # choosing it again puts it back
    widget.card(card).click()
    expect(widget.card(card)).to_have_attribute("aria-pressed", "false")
    assert widget.targets() == []


def test_clicking_a_highlighted_cell_sends_its_index_and_ply(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("red2").click()
    widget.cell("opp-3").click()
    k = index_of(t, card="red2", cell=3)
    assert widget.sent() == [{"type": "act", "payload": {"index": k}, "ply": 12}]
    expect(widget.cell("opp-3")).to_have_attribute("aria-label", t["legal"][k]["label"])


def test_a_cell_that_is_not_legal_is_disabled_and_sends_nothing(widget, states):
    widget.mount(states.play_state())
    widget.card("red2").click()
    sub = widget.cell("opp-6")  # the submarine: white pegs only
    expect(sub).to_be_disabled()
    sub.click(force=True)
    widget.cell("own-1").click(force=True)
    assert widget.sent() == []
    # without a chosen card, no cell sends anything either
    widget.card("red2").click()
    widget.cell("opp-1").click(force=True)
    assert widget.sent() == []


def test_several_options_on_one_cell_open_a_menu(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("repair-or-draw").click()
    cell = widget.cell("own-2")
    expect(cell).to_have_attribute("aria-haspopup", "true")
    expect(cell).to_have_attribute(
        "aria-label",
        "Your A3, Destroyer, 2 of 3 hits, pegs: white peg, red peg, 1 peg; "
        "shield 1 of 2 left (pegs: white peg): 2 choices",
    )
    cell.click()
    menu = widget.page.locator(".nw-menu")
    expect(menu).to_be_visible()
    expect(cell).to_have_attribute("aria-expanded", "true")
    items = menu.locator(".nw-menu-item")
    expect(items).to_have_text(
        [
            t["legal"][index_of(t, option="repair:white")]["label"],
            t["legal"][index_of(t, option="repair:red1")]["label"],
        ]
    )
    assert widget.sent() == []
    expect(items.first).to_be_focused()
    # Escape closes the menu and returns to the cell
    widget.page.keyboard.press("Escape")
    expect(menu).to_have_count(0)
    expect(cell).to_be_focused()
    cell.click()
    menu.get_by_role("button", name=t["legal"][index_of(t, option="repair:red1")]["label"]).click()
    assert widget.sent() == [message("act", 12, index=index_of(t, option="repair:red1"))]


def test_menu_cancel_button(widget, states):
    """An open menu is the one prompt, with one Cancel (issue 25), which goes back to the
    chosen card's cells."""
    widget.mount(states.play_state())
    widget.card("repair-or-draw").click()
    widget.cell("own-2").click()
    expect(widget.page.locator(".nw-chosen")).to_have_count(0)
    expect(widget.page.locator(".nw-menu-cancel")).to_have_count(1)
    expect(widget.page.locator('[data-cmd="cancel-card"]')).to_have_count(0)
    widget.page.locator(".nw-menu-cancel").click()
    expect(widget.page.locator(".nw-menu")).to_have_count(0)
    expect(widget.page.locator(".nw-chosen")).to_have_count(1)
    assert widget.sent() == []


def test_power_options_without_a_cell_are_buttons(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("whites-or-two").click()
    options = widget.page.locator(".nw-options .nw-act")
    expect(options).to_have_text(
        ["Discard 1 white peg card from your hand.", "Play two more cards this turn."]
    )
    assert widget.targets() == []
    options.nth(1).click()
    assert widget.sent() == [message("act", 12, index=index_of(t, option="play-two"))]


def test_a_card_with_cells_and_an_option_shows_both(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("repair-or-draw").click()
    assert widget.targets() == ["own-2"]
    widget.page.get_by_role("button", name="Draw 3 cards, then play one of them.").click()
    assert widget.sent() == [message("act", 12, index=index_of(t, option="draw-three"))]


def test_cardless_pt_boat_removals_are_buttons_and_cells(widget, states):
    t = states.pt_boat_state()
    widget.mount(t)
    buttons = widget.page.locator(".nw-actions .nw-act")
    expect(buttons).to_have_text([e["label"] for e in t["legal"]])
    # no hand card is playable in this phase
    for kind in t["view"]["players"][0]["hand"]:
        expect(widget.card(kind)).to_have_attribute("aria-disabled", "true")
    # the cells they name are highlighted without choosing a card
    assert widget.targets() == ["own-10", "own-2"]
    buttons.nth(2).click()
    assert widget.sent() == [message("act", 12, index=2)]


def test_cardless_removal_from_a_cell_with_two_pegs_uses_the_menu(widget, states):
    t = states.pt_boat_state()
    widget.mount(t)
    widget.cell("own-2").click()
    widget.page.locator(".nw-menu-item").nth(1).click()
    assert widget.sent() == [message("act", 12, index=1)]


def test_end_turn_button_sends_its_index(widget, states):
    t = states.extra_state()
    widget.mount(t)
    expect(widget.page.locator(".nw-info")).to_contain_text("bonus play")
    widget.page.get_by_role("button", name="End your turn.").click()
    assert widget.sent() == [message("act", 12, index=len(t["legal"]) - 1)]


def test_discarding_when_no_card_can_be_played(widget, states):
    t = states.discard_state()
    widget.mount(t)
    expect(widget.page.locator(".nw-hint")).to_have_text(
        "No card can be played: choose a card from your hand to discard."
    )
    widget.card("shield").click()
    assert widget.targets() == []
    widget.page.get_by_role("button", name="Discard shield: no card can be played.").click()
    assert widget.sent() == [message("act", 12, index=2)]


def test_restricted_play_is_explained_and_other_cards_are_disabled(widget, states):
    widget.mount(states.restricted_state())
    expect(widget.page.locator(".nw-hint")).to_have_text(
        "Your next play must be one of: Red peg ×2."
    )
    expect(widget.card("white")).to_have_attribute("aria-disabled", "true")
    expect(widget.card("white")).to_have_attribute(
        "aria-label", "White peg, find a ship, cannot be played now (restricted)"
    )
    expect(widget.card("red2")).not_to_have_attribute("aria-disabled", "true")


def test_a_double_click_sends_one_act_until_the_kernel_answers(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("white").click()
    widget.cell("opp-1").dblclick()
    assert len(widget.sent()) == 1
    widget.set(
        "error", "That card was already played. (rule battleship/stale)"
    )  # the kernel answered
    widget.cell("opp-1").click()
    assert len(widget.sent()) == 2


# ---- keyboard -------------------------------------------------------------------------


def test_keyboard_only_tab_enter_arrows_enter(widget, states):
    t = states.play_state()
    widget.mount(t)
    page = widget.page
    page.locator("body").focus()
    for _ in range(12):  # Tab to the hand (one tab stop per group)
        page.keyboard.press("Tab")
        if (widget.focused() or "").startswith("card:"):
            break
    assert widget.focused() == "card:0"
    page.keyboard.press("ArrowRight")
    assert widget.focused() == "card:1"  # red2
    page.keyboard.press("Enter")
    expect(widget.card("red2")).to_have_attribute("aria-pressed", "true")
    # focus went to the first target on the opponent's grid
    assert widget.focused() == "cell:opp-1"
    page.keyboard.press("ArrowDown")  # A2 -> B2
    assert widget.focused() == "cell:opp-5"
    page.keyboard.press("ArrowRight")  # B2 -> B3 (the submarine, not legal for red)
    assert widget.focused() == "cell:opp-6"
    page.keyboard.press("Enter")
    assert widget.sent() == []
    page.keyboard.press("ArrowUp")  # B3 -> A3
    page.keyboard.press("Enter")
    assert widget.sent() == [message("act", 12, index=index_of(t, card="red2", cell=2))]


def test_grid_is_one_tab_stop_with_roving_tabindex(widget, states):
    widget.mount(states.play_state())
    stops = widget.page.eval_on_selector_all(
        '[data-roving="grid-opp"] [data-cell]', "els => els.map(e => e.tabIndex)"
    )
    assert sorted(stops) == [-1] * 11 + [0]
    widget.cell("opp-5").focus()
    widget.page.keyboard.press("End")
    assert widget.focused() == "cell:opp-7"
    widget.page.keyboard.press("Control+Home")
    assert widget.focused() == "cell:opp-0"
    stops = widget.page.eval_on_selector_all(
        '[data-roving="grid-opp"] [data-cell]', "els => els.map(e => e.tabIndex)"
    )
    assert stops[0] == 0 and stops.count(0) == 1


def test_escape_cancels_the_chosen_card(widget, states):
    widget.mount(states.play_state())
    widget.card("white").focus()
    widget.page.keyboard.press("Enter")
    assert widget.focused().startswith("cell:opp-")
    widget.page.keyboard.press("Escape")
    expect(widget.card("white")).to_have_attribute("aria-pressed", "false")
    assert widget.targets() == []
    assert widget.focused() == "card:0"


def test_keyboard_choice_of_a_power_card_goes_to_its_options(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("whites-or-two").focus()
    widget.page.keyboard.press("Enter")
    assert widget.focused() == f"opt:{index_of(t, option='discard-whites:1')}"
    widget.page.keyboard.press("Tab")
    widget.page.keyboard.press("Enter")
    assert widget.sent() == [message("act", 12, index=index_of(t, option="play-two"))]


def test_keys_used_by_the_widget_do_not_reach_notebook_shortcuts(widget, states):
    widget.mount(states.play_state())
    widget.page.evaluate("""() => { window.__seen = [];
        document.addEventListener('keydown', e => window.__seen.push(e.key)); }""")
    widget.cell("opp-1").focus()
    for key in ["ArrowRight", "Enter", "Escape", "a"]:
        widget.page.keyboard.press(key)
    assert widget.page.evaluate("window.__seen") == ["a"]


# ---- trait changes from the kernel -------------------------------------------------------


def test_external_trait_changes_rerender(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("white").click()
    # the kernel applies the white peg on A2: a new view, legal, log, status, ply
    nxt = states.play_state()
    nxt["view"]["players"][1]["grid"][1] = {
        "face": "up",
        "card": "destroyer",
        "hits": 3,
        "damage": 0,
        "pegs": [],
    }
    nxt["view"]["to_move"] = 1
    nxt["view"]["players"][0]["hand"] = ["red2", "shield", "whites-or-two", "repair-or-draw"]
    nxt.update(
        legal=[],
        ply=13,
        status="The bot is playing…",
        busy=True,
        log=t["log"] + ["You play a white peg on A2: the Destroyer!"],
    )
    widget.set_many({k: nxt[k] for k in ("view", "legal", "log", "status", "ply", "busy")})
    expect(widget.cell("opp-1")).to_contain_text("Destroyer")
    expect(widget.page.locator(".nw-hand [data-card]")).to_have_count(4)
    expect(widget.page.locator('[aria-pressed="true"]')).to_have_count(0)
    expect(widget.page.locator(".nw-status")).to_have_text("The bot is playing…")
    expect(widget.page.locator(".nw-log-list .nw-log-text").last).to_have_text(
        "You play a white peg on A2: the Destroyer!"
    )
    assert widget.targets() == []
    # legal alone changes (selection that is no longer legal is dropped)
    widget.set_many({"legal": t["legal"], "busy": False})
    widget.card("red2").click()
    assert widget.targets() == legal_cells(t, "red2")
    widget.set("legal", [e for e in t["legal"] if e["card"] != "red2"])
    expect(widget.page.locator('[aria-pressed="true"]')).to_have_count(0)
    assert widget.targets() == []
    # error, then cleared
    widget.set("error", "A red peg cannot damage the Submarine. (rule battleship/submarine)")
    expect(widget.page.get_by_role("alert")).to_have_text(
        "A red peg cannot damage the Submarine. (rule battleship/submarine)"
    )
    widget.set("error", "")
    expect(widget.page.get_by_role("alert")).to_have_text("")


def test_log_updates_in_place(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.page.evaluate("document.querySelector('.nw-log-list li').__mark = 1")
    widget.set("log", t["log"] + ["New event."])
    expect(widget.page.locator(".nw-log-list li")).to_have_count(4)
    assert widget.page.evaluate("document.querySelector('.nw-log-list li').__mark") == 1
    widget.set("log", t["log"][1:] + ["New event.", "Another."])  # the window slides
    expect(widget.page.locator(".nw-log-list .nw-log-text")).to_have_text(
        t["log"][1:] + ["New event.", "Another."]
    )


def test_focus_stays_on_its_control_across_rebuilds(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("white").click()
    widget.cell("opp-8").focus()
    widget.set("status", "Still your turn.")
    expect(widget.page.locator(".nw-status")).to_have_text("Still your turn.")
    assert widget.focused() == "cell:opp-8"
    # after the act, the new position still keeps focus on the same cell
    widget.page.keyboard.press("Enter")
    widget.set_many({"ply": 13, "legal": []})
    assert widget.focused() == "cell:opp-8"


def test_error_is_shown_in_an_alert(widget, states):
    t = states.play_state()
    t["error"] = "It is not your turn. (rule battleship/turn)"
    widget.mount(t)
    alert = widget.page.get_by_role("alert")
    expect(alert).to_have_text("It is not your turn. (rule battleship/turn)")
    expect(alert).to_be_visible()


def test_busy_disables_every_control(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.card("white").click()
    widget.set("busy", True)
    expect(widget.root).to_have_class("nw-widget nw-battleship nw-is-busy")
    controls = widget.page.locator(".nw-main [data-cmd]:not([data-cmd='cancel-card'])")
    assert controls.count() > 20
    for i in range(controls.count()):
        expect(controls.nth(i)).to_be_disabled()
    expect(widget.page.get_by_role("button", name="Undo the last move")).to_be_disabled()
    widget.cell("opp-1").click(force=True)
    widget.page.locator(".nw-hand [data-card]").first.click(force=True)
    assert widget.sent() == []
    widget.set("busy", False)
    expect(widget.cell("opp-1")).to_be_enabled()


def test_waiting_for_the_bot(widget, states):
    widget.mount(states.waiting_state())
    expect(widget.page.locator(".nw-status")).to_have_text("The bot is playing…")
    expect(widget.page.locator(".nw-main")).to_have_attribute("aria-busy", "true")
    expect(widget.page.locator('[data-cell]:not([aria-disabled="true"])')).to_have_count(0)
    expect(widget.page.locator('.nw-player[data-seat="1"]')).to_have_attribute(
        "data-to-move", "true"
    )


# ---- curtain, end, toolbar ---------------------------------------------------------------


def test_curtain_hides_private_things_and_reveals_on_click(widget, states):
    t = states.hotseat_curtain_state()
    widget.mount(t)
    page = widget.page
    expect(page.locator(".nw-hand")).to_have_count(0)
    expect(page.locator("[data-card]")).to_have_count(0)
    expect(page.locator("[data-cell]")).to_have_count(0)
    expect(page.locator(".nw-log")).to_be_hidden()
    # the button says the game's words, the `curtain` trait, as its text and name
    button = page.get_by_role("button", name=t["curtain"], exact=True)
    expect(button).to_have_text(t["curtain"])
    button.click()
    assert widget.sent() == [message("reveal", 12)]
    # the kernel lifts the curtain: player 2's hand appears
    widget.set("curtain", "")
    expect(page.locator(".nw-hand [data-card]")).to_have_count(5)
    expect(page.locator(".nw-log")).to_be_visible()
    # and lowers it again, with other words: the keyboard reaches the button and lifts it
    widget.set("curtain", "Player 1: your turn.")
    expect(page.locator(".nw-hand")).to_have_count(0)
    button = page.get_by_role("button", name="Player 1: your turn.", exact=True)
    button.focus()
    page.keyboard.press("Enter")
    assert widget.sent()[-1] == message("reveal", 12)


def test_end_banner_and_new_game(widget, states):
    widget.mount(states.over_state())
    banner = widget.page.locator(".nw-banner")
    expect(banner).to_be_visible()
    expect(banner.locator(".nw-banner-title")).to_have_text("You win!")
    expect(banner).to_contain_text("Player 1 wins!")
    banner.get_by_role("button", name="New game").click()
    assert widget.sent() == [message("new_game", 12)]


def test_end_banner_names_the_winner_for_the_loser(widget, states):
    t = states.over_state()
    t["view"]["winner"] = 1
    t["status"] = "Player 2 wins!"
    widget.mount(t)
    expect(widget.page.locator(".nw-banner-title")).to_have_text("Player 2 wins!")


def test_toolbar_undo_and_new_game_with_confirmation(widget, states):
    widget.mount(states.play_state())
    page = widget.page
    page.get_by_role("button", name="Undo the last move").click()
    page.get_by_role("button", name="New game…").click()
    assert widget.sent() == [message("undo", 12)]
    expect(page.get_by_role("button", name="Start a new game")).to_be_focused()
    page.keyboard.press("Escape")
    expect(page.get_by_role("button", name="New game…")).to_be_focused()
    page.get_by_role("button", name="New game…").click()
    page.get_by_role("button", name="Start a new game").click()
    assert widget.sent() == [message("undo", 12), message("new_game", 12)]


def test_undo_is_disabled_at_the_start(widget, states):
    t = states.play_state()
    t["ply"] = 0
    widget.mount(t)
    expect(widget.page.get_by_role("button", name="Undo the last move")).to_be_disabled()


# ---- robustness, cleanup, speed ----------------------------------------------------------


def test_empty_and_partial_traits_do_not_throw(widget):
    widget.mount({})
    expect(widget.root).to_be_visible()
    widget.mount({"game": "battleship", "view": None, "legal": None, "log": None})
    widget.set("view", {"players": [{"seat": 0, "grid": [{"face": "down"}] * 12}], "seat": 0})
    expect(widget.page.locator("[data-cell]")).to_have_count(12)


def test_cleanup_removes_listeners_and_elements(widget, states):
    widget.mount(states.play_state())
    page = widget.page
    assert page.evaluate("model._listenerCount()") == 15  # the core's 14 and "recent"
    page.evaluate("window.__cell = document.querySelector('[data-cell=\"opp-1\"]')")
    page.evaluate("window.cleanup()")
    assert page.evaluate("model._listenerCount()") == 0
    expect(page.locator(".nw-widget")).to_have_count(0)
    page.evaluate("window.model.set('status', 'after cleanup')")  # no listener: nothing happens
    page.evaluate("window.__cell.click()")
    assert widget.sent() == []
    page.evaluate("window.cleanup = null")


def test_one_rebuild_per_kernel_update(widget, states):
    t = states.play_state()
    widget.mount(t)
    reads = widget.page.evaluate("""async () => {
        const gets = window.model._gets;
        for (const k in gets) delete gets[k];
        window.model.set({status: 'z', log: ['a', 'b'], ply: 14, legal: []});  // one comm message
        await new Promise(r => setTimeout(r, 0));
        return gets.view ?? 0;
    }""")
    assert reads == 1  # the board read its traits once: one rebuild


def test_unchanged_parts_are_kept_across_rebuilds(widget, states):
    t = states.play_state()
    widget.mount(t)
    widget.page.evaluate(
        "() => { window.__kept = [...document.querySelectorAll('[data-cell], .nw-hand button')]; }"
    )
    nxt = states.play_state()
    nxt["view"]["players"][1]["grid"][1] = {"face": "up", "card": "miss"}
    widget.set_many({"view": nxt["view"], "ply": 13})
    expect(widget.cell("opp-1")).to_have_attribute("data-card", "miss")
    same = widget.page.evaluate("""() => {
        const now = [...document.querySelectorAll('[data-cell], .nw-hand button')];
        return now.filter((el, i) => el === window.__kept[i]).length;
    }""")
    assert same == 24 + 5  # elements are patched in place, not replaced


LAST_TURN = [
    {"seat": 1, "card": "whites-or-two", "grid": None, "cell": None,
     "text": "Player 2 plays Discard whites / Play 2 to play 2 more cards."},
    {"seat": 1, "card": "red2", "grid": 0, "cell": 2,
     "text": "Player 2 plays Red peg ×2 on the destroyer at Player 1's A3."},
    {"seat": 1, "card": "shield", "grid": 1, "cell": 3,
     "text": "Player 2 plays Shield on their carrier at A4."},
]


def test_the_other_seats_last_turn_is_highlighted_next_to_the_grids(widget, states):
    """Each cell it played on is outlined and tagged, and a caption between the grids
    names each card it used, until the kernel sends a turn without it."""
    widget.mount({**states.play_state(), "recent": LAST_TURN})
    page = widget.page
    last = page.locator('[data-last="true"]')
    expect(last).to_have_count(2)
    assert sorted(last.evaluate_all("els => els.map(e => e.dataset.cell)")) == ["opp-3", "own-2"]
    expect(widget.cell("own-2").locator(".nw-last-mark")).to_have_text("last move")
    assert widget.cell("own-2").get_attribute("aria-label").endswith(
        "; Player 2 played here last")
    caption = page.locator(".nw-last-turn")
    expect(caption.locator("h3")).to_have_text("Player 2's last turn")
    expect(caption.locator(".nw-last-text")).to_have_text([m["text"] for m in LAST_TURN])
    expect(caption.locator(".nw-last-card")).to_have_text(
        ["✦ Discard whites / Play 2", "●● Red peg ×2", "◆ Shield"])
    # next to the grids: between the opponent's grid and the person's own
    order = page.evaluate("""() => [...document.querySelectorAll(
        '.nw-grid-opp, .nw-last-turn, .nw-grid-own')].map(e => e.className)""")
    assert order == ["nw-grid-section nw-grid-opp", "nw-last-turn", "nw-grid-section nw-grid-own"]
    widget.set("recent", [])
    expect(page.locator('[data-last="true"]')).to_have_count(0)
    expect(page.locator(".nw-last-turn")).to_have_count(0)


def test_the_hand_counts_its_cards_and_names_its_refill(widget, states):
    t = states.play_state()
    me = t["view"]["players"][0]
    me["hand"] = ["white"] * 4 + ["red1"] * 3
    me["hand_size"], me["hand_limit"] = 7, 5
    widget.mount(t)
    expect(widget.page.locator(".nw-hand-section h3")).to_have_text(
        "Your hand (7 cards, refill to 5)")
    expect(widget.page.locator(".nw-hand [data-card]")).to_have_count(7)


def log_geometry(page):
    """The log box's scroll position and where its lines sit, in pixels."""
    return page.evaluate("""() => {
        const list = document.querySelector('.nw-log-list');
        const top = list.getBoundingClientRect().top + list.clientTop;
        const lines = [...list.children].map(li => {
            const r = li.getBoundingClientRect();
            return [r.top - top, r.bottom - top];
        });
        return {scrollTop: list.scrollTop, clientHeight: list.clientHeight,
                scrollHeight: list.scrollHeight,
                lineHeight: parseFloat(getComputedStyle(list).lineHeight), lines};
    }""")


def test_the_log_keeps_the_whole_game_scrolled_to_the_newest_line(widget, states):
    t = states.play_state()
    log = [f"Line {i}: Player {i % 2 + 1} plays Red peg ×2 on Player 1's A{i % 4 + 1}."
           for i in range(1, 121)]
    widget.mount({**t, "log": log})
    page = widget.page
    items = page.locator(".nw-log-list li")
    expect(items).to_have_count(120)
    expect(page.locator(".nw-log-list .nw-log-text").first).to_have_text(log[0])
    page.wait_for_function("""() => {
        const l = document.querySelector('.nw-log-list');
        return l.scrollTop > 0 && Math.abs(l.scrollTop + l.clientHeight - l.scrollHeight) < 1;
    }""")
    geo = log_geometry(page)
    assert geo["scrollHeight"] > 3 * geo["clientHeight"], "the box scrolls"
    newest = geo["lines"][-1]
    assert abs(newest[1] - geo["clientHeight"]) < 1, "the newest line sits at the foot"
    # no line cut in half: every line is in view whole, or out of view
    for top, bottom in geo["lines"]:
        assert bottom <= 0.5 or top >= geo["clientHeight"] - 0.5 or (
            top >= -0.5 and bottom <= geo["clientHeight"] + 0.5), (top, bottom, geo)
    foot = geo["clientHeight"] + 0.5
    in_view = [line for line in geo["lines"] if line[0] >= -0.5 and line[1] <= foot]
    assert len(in_view) >= 4
    # one more line: appended in place, the box follows it
    page.evaluate("document.querySelector('.nw-log-list li').__mark = 1")
    widget.set("log", log + ["Line 121."])
    expect(items).to_have_count(121)
    assert page.evaluate("document.querySelector('.nw-log-list li').__mark") == 1
    page.wait_for_function("""() => {
        const l = document.querySelector('.nw-log-list');
        return Math.abs(l.scrollTop + l.clientHeight - l.scrollHeight) < 1;
    }""")
    # an undo takes lines back from the end, the others stay
    widget.set("log", log[:100])
    expect(items).to_have_count(100)
    expect(page.locator(".nw-log-list .nw-log-text").last).to_have_text(log[99])
    # its number shows whole: "100.", not "00."
    number = page.locator(".nw-log-list .nw-log-n").last
    expect(number).to_have_text("100.")
    assert number.evaluate("""e => e.scrollWidth <= e.clientWidth && e.getBoundingClientRect().left
        >= e.closest('ol').getBoundingClientRect().left""")
    assert page.evaluate("document.querySelector('.nw-log-list li').__mark") == 1


AT_THE_FOOT_JS = """() => {
    const l = document.querySelector('.nw-log-list');
    return l.scrollHeight > l.clientHeight
        && Math.abs(l.scrollTop + l.clientHeight - l.scrollHeight) < 1;
}"""


def test_the_log_keeps_its_newest_line_in_sight_when_its_lines_wrap_anew(widget, states):
    """The log lays out only the lines on screen: a long line (a bot's reason) is one row
    tall until the log comes into view, then wraps onto several. The newest line stays in
    sight when that happens, and when the board narrows, while the reader is at the foot;
    a reader who scrolled up keeps their place."""
    t = states.play_state()
    reason = ("I played the red peg on your A2: it is the cell where the most of your "
              "ships can still be, whatever you hold. ")
    log = [f"Line {i}: {reason * 2}" for i in range(1, 41)]
    page = widget.page
    page.evaluate("""() => {
        const spacer = document.createElement('div');
        spacer.style.height = '3000px';
        document.body.prepend(spacer);
    }""")
    widget.mount({**t, "log": log})
    page.wait_for_function(AT_THE_FOOT_JS)
    newest_height = "document.querySelector('.nw-log-list li:last-child').offsetHeight"
    one_row = page.evaluate(newest_height)
    assert page.evaluate("document.querySelector('.nw-log-list').getBoundingClientRect().top"
                         " > window.innerHeight"), "the log starts off screen"
    # the page scrolls to the log: its lines are laid out, and wrap
    page.locator(".nw-log-list").scroll_into_view_if_needed()
    page.wait_for_function(f"() => {newest_height} > {1.5 * one_row}")
    page.wait_for_function(AT_THE_FOOT_JS)
    # the board narrows: the lines in view wrap onto more rows
    wrapped = page.evaluate(newest_height)
    page.evaluate("document.querySelector('.nw-widget').style.width = '360px'")
    page.wait_for_function(f"() => {newest_height} > {1.5 * wrapped}")
    page.wait_for_function(AT_THE_FOOT_JS)
    # a reader scrolls up to the first line (the wheel): a width change leaves them there
    page.locator(".nw-log-list").hover()
    page.mouse.wheel(0, -10_000)
    page.wait_for_function("document.querySelector('.nw-log-list').scrollTop === 0")
    page.wait_for_timeout(100)  # the scroll event comes with the next frame
    page.evaluate("document.querySelector('.nw-widget').style.width = '600px'")
    page.wait_for_timeout(300)
    assert page.evaluate("document.querySelector('.nw-log-list').scrollTop") == 0
    # a new line brings the reader back to the foot
    widget.set("log", [*log, "Line 41."])
    page.wait_for_function(AT_THE_FOOT_JS)
