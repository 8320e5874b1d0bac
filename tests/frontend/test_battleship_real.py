"""The widget bundle driven by the real engine.

Traits come from a real `GameWidget` (naval_widgets.battleship); the test
clicks in Chromium as a person would, hands the message the page sent to the
widget's own message handler, and pushes the new traits back to the page.
So the page's indices, plies and highlights are checked against the referee.
"""

from __future__ import annotations

import random
import re

import pytest
from playwright.sync_api import expect

from naval_widgets import battleship

from ..traits import message, send, synced, traits_of

pytestmark = pytest.mark.browser


def push(widget, w):
    """One kernel update: every trait at once, as the comm would deliver it."""
    widget.set_many(traits_of(w))
    expect(widget.root).to_have_attribute("data-ply", str(w.ply))


def cells_of(legal, card):
    return sorted(
        {
            f"{e.get('side', 'opp')}-{e['cell']}"
            for e in legal
            if e.get("card") == card and e.get("cell") is not None
        }
    )


def click_entry(widget, legal, k):
    """Choose legal entry k through the page's controls."""
    e = legal[k]
    page = widget.page
    card, cell = e.get("card"), e.get("cell")
    if card is not None:
        widget.card(card).click()
        assert widget.targets() == cells_of(legal, card)
        if cell is not None:
            widget.cell(f"{e.get('side', 'opp')}-{cell}").click()
            item = page.locator(f'.nw-menu [data-index="{k}"]')
            if item.count():
                item.click()
        else:
            page.locator(f'.nw-options [data-index="{k}"]').click()
    else:
        page.locator(f'.nw-actions [data-index="{k}"]').click()


def test_a_game_against_the_bot_played_by_clicking(widget):
    table = battleship.Table(seed=3, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    expect(widget.page.locator("[data-cell]")).to_have_count(24)
    rng = random.Random(11)
    kinds = set()
    for _ in range(40):
        if not w.legal:
            break
        legal = list(w.legal)
        k = rng.randrange(len(legal))
        kinds.add((legal[k].get("card") is None, legal[k].get("cell") is None))
        before = len(widget.sent())
        click_entry(widget, legal, k)
        sent = widget.sent()
        assert sent[before:] == [{"type": "act", "payload": {"index": k}, "ply": w.ply}]
        ply = w.ply
        w.handle_message(sent[-1])
        assert w.error == "", w.error
        assert w.ply > ply
        push(widget, w)
        # the page shows the engine's view: every revealed cell carries its card
        for side, owner in (("own", 0), ("opp", 1)):
            grid = w.view["players"][owner]["grid"]
            faces = widget.page.eval_on_selector_all(
                f'[data-side="{side}"]',
                "els => els.map(e => [e.dataset.face, e.dataset.card ?? null])",
            )
            assert faces == [[c["face"], c.get("card")] for c in grid]
        hand = w.view["players"][0]["hand"]
        assert (
            widget.page.eval_on_selector_all(
                ".nw-hand [data-card]", "els => els.map(e => e.dataset.card)"
            )
            == hand
        )
    assert len(kinds) >= 2, kinds  # cards on cells and at least one other kind of entry
    expect(widget.page.get_by_role("alert")).to_have_text("")
    expect(widget.page.locator(".nw-log-list .nw-log-text").last).to_have_text(w.log[-1])


def shown_last_turn(widget):
    return sorted(widget.page.eval_on_selector_all(
        '[data-last="true"]', "els => els.map(e => e.dataset.cell)"))


def test_the_bots_moves_are_highlighted_and_the_log_names_cards_as_the_hand(widget):
    """A game against the bot by clicking: after each answer, the cells the bot played
    are outlined and its moves captioned; the log is the whole game, scrolled to its
    newest line; every card the log says Player 1 played has the name the hand showed."""
    table = battleship.Table(seed=4, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    page = widget.page
    rng = random.Random(5)
    hand_names, highlighted = set(), 0
    for _ in range(30):
        if not w.legal:
            break
        hand_names |= set(page.eval_on_selector_all(
            ".nw-hand .nw-card-name", "els => els.map(e => e.textContent)"))
        click_entry(widget, w.legal, rng.randrange(len(w.legal)))
        w.handle_message(widget.sent()[-1])
        push(widget, w)
        side = {0: "own", 1: "opp"}
        wanted = sorted({f"{side[m['grid']]}-{m['cell']}" for m in w.recent
                         if m["cell"] is not None})
        assert shown_last_turn(widget) == wanted
        highlighted += bool(wanted)
        texts = page.locator(".nw-last-turn .nw-last-text")
        expect(texts).to_have_text([m["text"] for m in w.recent])
        assert all(m["seat"] == 1 for m in w.recent), "only the bot's moves"
        expect(page.locator(".nw-log-list li")).to_have_count(len(w.log))
        page.wait_for_function("""() => {
            const l = document.querySelector('.nw-log-list');
            return Math.abs(l.scrollTop + l.clientHeight - l.scrollHeight) < 1;
        }""")
    assert highlighted >= 10 and len(w.log) > 30
    played = {found.group(1) for line in w.log
              for found in [re.match(r"Player 1 plays (.+?) (on|to) ", line)] if found}
    assert played and played <= hand_names, (played, hand_names)


def test_the_engine_rejects_a_stale_click_and_the_page_shows_why(widget):
    table = battleship.Table(seed=5, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    click_entry(widget, w.legal, 0)
    msg = widget.sent()[-1]
    w.handle_message(msg)
    push(widget, w)
    w.handle_message(msg)  # the same message again: an earlier position
    assert w.error
    widget.set("error", w.error)
    expect(widget.page.get_by_role("alert")).to_have_text(w.error)


def test_hot_seat_curtain_with_the_engine(widget):
    table = battleship.Table(seed=4, bots={})
    w = table.widget(hotseat=True, pace=0)
    assert w.curtain and w.legal == [], "the first turn starts behind the curtain too"
    send(w, "reveal")
    widget.mount(traits_of(w))
    assert not w.curtain
    first = w.legal[0]
    click_entry(widget, w.legal, 0)
    w.handle_message(widget.sent()[-1])
    assert w.curtain == "Player 2: your turn. Click when the others look away.", first
    push(widget, w)
    expect(widget.page.locator("[data-card]")).to_have_count(0)
    button = widget.page.get_by_role("button", name=w.curtain, exact=True)
    expect(button).to_be_focused()  # the button the shell falls back to: Enter lifts it
    widget.page.keyboard.press("Enter")
    assert widget.sent()[-1] == message("reveal", w.ply)
    w.handle_message(widget.sent()[-1])
    push(widget, w)
    expect(widget.page.locator(".nw-hand [data-card]")).to_have_count(
        len(w.view["players"][1]["hand"])
    )
    expect(widget.page.locator(".nw-grid-own .nw-subtitle")).to_have_text("Your grid (Player 2)")


def test_undo_and_new_game_with_the_engine(widget):
    table = battleship.Table(seed=8, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    click_entry(widget, w.legal, 0)
    w.handle_message(widget.sent()[-1])
    push(widget, w)
    assert w.ply >= 1
    widget.page.get_by_role("button", name="Undo the last move").click()
    w.handle_message(widget.sent()[-1])
    assert w.error == ""
    push(widget, w)
    widget.page.get_by_role("button", name="New game…").click()
    widget.page.get_by_role("button", name="Start a new game").click()
    assert widget.sent()[-1] == message("new_game", w.ply)
    w.handle_message(widget.sent()[-1])
    push(widget, w)
    expect(widget.page.locator(".nw-log-list li")).to_have_count(len(w.log))


def test_a_finished_game_shows_the_banner(widget):
    table = battleship.Table(seed=3, bots={0: "greedy", 1: "greedy"})
    table.run_bots()
    assert table.outcome is not None
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    winner = w.view["winner"]
    title = "You win!" if winner == 0 else f"Player {winner + 1} wins!"
    expect(widget.page.locator(".nw-banner-title")).to_have_text(title)
    expect(widget.page.locator(".nw-status")).to_have_text(w.status)
    widget.page.locator(".nw-banner").get_by_role("button", name="New game").click()
    assert widget.sent() == [message("new_game", w.ply)]


def test_a_spectator_board_from_the_engine(widget):
    table = battleship.Table(seed=6, bots={0: "greedy", 1: "greedy"})
    for _ in range(12):
        table.step_bot()
    w = table.widget(seat=None, pace=0)
    widget.mount(traits_of(w))
    expect(widget.page.locator("[data-cell]")).to_have_count(24)
    expect(widget.page.locator(".nw-hand")).to_have_count(0)
    expect(widget.page.locator('[data-cell]:not([aria-disabled="true"])')).to_have_count(0)


def test_the_page_listens_to_every_synced_trait_of_the_widget_class(widget):
    w = battleship.Table(seed=2, bots={1: "greedy"}).widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    assert widget.listened() == [f"change:{name}" for name in synced(w)]
