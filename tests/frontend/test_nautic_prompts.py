"""Issue 25 on the Nautic Miles board, from real engine positions in Chromium with a stub
model: a click on a greyed convoy says why, a card that fits no convoy says why by its
kind (in English and Japanese), an empty draw pile under the Japanese rules never offers
a discard, and at game over the sides' "This round" agrees with the scores and the log."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from naval_widgets import nautic_miles

from ..traits import traits_of
from .nautic_states import found

pytestmark = pytest.mark.browser
rule = pytest.mark.rule


def mount(nautic, table, seat=None, **board):
    """The board of ``seat`` (the seat to move) mounted; the kernel's board."""
    w = table.widget(seat=table.to_move if seat is None else seat, pace=0, **board)
    nautic.mount(traits_of(w))
    expect(nautic.root).to_have_attribute("data-ply", str(w.ply))
    return w


def targets_of(w, card):
    return [e for e in map(dict, w.legal) if e["card"] == card and e.get("option") != "discard"]


def hint(nautic):
    return nautic.page.locator(".nw-chooser .nw-hint")


@rule("nautic_miles/miles")
def test_a_click_on_a_greyed_convoy_says_why(nautic):
    """With no card chosen it asks for one; with a card chosen it names the card that
    cannot go there; on another player's turn it says whom to wait for. Nothing is sent."""
    def mixed(t):
        both = all(side.line for side in t.state.sides)
        return both and any(e.get("line") and e["card"].startswith("m")
                            for e in map(dict, t.widget(seat=t.to_move, pace=0).legal))

    table = found(mixed, players=2)
    w = mount(nautic, table)
    page = nautic.page
    alert = page.get_by_role("alert")
    other = page.locator(f'.nm-side[data-line="{2 - table.to_move}"] .nm-convoy')
    mine = page.locator(f'.nm-side[data-line="{table.to_move + 1}"] .nm-convoy').first
    mine.click(force=True)
    expect(alert).to_have_text(
        "Choose a card from your hand first: the convoys it can go on are then highlighted.")
    card = next(e["card"] for e in map(dict, w.legal)
                if e.get("line") and e["card"].startswith("m"))
    nautic.card(card).click()
    expect(alert).to_have_text("")
    expect(other.first).to_have_attribute("aria-disabled", "true")  # miles go on one's own
    other.first.click(force=True)
    name = page.locator(".nw-chosen .nw-hint").inner_text().split(" chosen:")[0]
    expect(alert).to_have_text(f"{name} cannot go on this convoy: choose a highlighted one.")
    assert nautic.sent() == []
    # Another player's turn (the page shown to the seat that does not move).
    page.evaluate("document.querySelector('.nw-widget').remove()")
    waiting = mount(nautic, table, seat=1 - table.to_move)
    page.locator(".nm-convoy").first.click(force=True)
    expect(alert).to_have_text(f"Wait for {waiting.view['names'][table.to_move]}: it is "
                               "their turn.")
    assert nautic.sent() == []


@rule("nautic_miles/alert")
@pytest.mark.parametrize(("language", "reason", "vague"), [
    ("en", "Alert chosen: no opponent's convoy can take it now: discard it.",
     "it fits no convoy now"),
    ("ja", "今は相手の船団がないため出せません。捨ててください。", "今はどの船団にも出せません")])
def test_an_alert_with_no_convoy_to_alert_says_why(nautic, language, reason, vague):
    """At the deal nobody has a convoy: an Alert fits none, and the prompt says it is for
    want of an opponent's convoy, not only that it fits nowhere."""
    table = next(t for seed in range(40)
                 if "alert" in (t := nautic_miles.Table(seed=seed, players=2,
                                                        language=language)).view(
                     t.to_move)["hand"])
    w = mount(nautic, table)
    assert targets_of(w, "alert") == []
    nautic.card("alert").click()
    expect(hint(nautic)).to_contain_text(reason)
    expect(hint(nautic)).not_to_contain_text(vague)


@rule("nautic_miles/discard")
@pytest.mark.parametrize("language", ["en", "ja"])
def test_an_empty_draw_pile_never_offers_a_discard(nautic, language):
    """Japanese rules: once the draw pile is empty no card may be discarded, so neither the
    status line, nor the hand's prompt, nor a chosen card's prompt offers it, and no
    discard button shows."""
    table = found(lambda t: not t.state.draw, players=2, variant="ja", plies=2000,
                  seeds=range(10), language=language)
    w = mount(nautic, table)
    assert all(e.get("option") != "discard" for e in map(dict, w.legal))
    offer = re.compile("or discard" if language == "en" else "捨ててください")
    status = nautic.page.locator(".nw-status")
    expect(status).to_have_text(w.status)
    expect(status).not_to_have_text(offer)
    expect(hint(nautic)).not_to_have_text(offer)
    expect(hint(nautic)).to_contain_text(
        "no card may be discarded" if language == "en" else "カードは捨てられません")
    playable = sorted({e["card"] for e in map(dict, w.legal)})
    assert playable
    for card in playable:
        nautic.card(card if card != "submarines" else "submarine").click()
        expect(nautic.page.locator(".nw-chosen")).to_have_count(1)
        expect(hint(nautic)).not_to_have_text(offer)
        expect(nautic.page.locator(".nw-chosen .nw-options")).to_have_count(0)
        nautic.page.keyboard.press("Escape")


@rule("nautic_miles/round-end")
@pytest.mark.parametrize("seat", [0, 1])
def test_this_round_agrees_with_the_scores_and_the_log_at_game_over(nautic, seat):
    """The round's score in a side's heading is the one scored, bonuses included, as the
    scores table's last round and the log say, not the running count of play (Player 1's
    side has a bonus in this game: 51 points in play, 61 scored)."""
    table = nautic_miles.Table(seed=3, players=2, length="round",
                               bots={0: "admiral", 1: "admiral"})
    table.run_bots()
    w = mount(nautic, table, seat=seat)
    assert w.view["over"]
    first = table.view(0)
    assert first["rounds"][-1]["points"][0] != first["sides"][0]["round_points"], "a bonus"
    scored = w.view["rounds"][-1]["points"][seat]
    shown = f"{scored:,g}"
    page = nautic.page
    heading = page.locator(f'.nm-side[data-line="{seat + 1}"] .nm-score')
    expect(heading).to_contain_text(f"This round: {shown} points")
    last = page.locator(".nm-scores tbody tr").nth(-2)  # the last round, then the total
    expect(last.locator("td").nth(seat)).to_have_text(shown)
    name = w.view["names"][seat]
    said = [line for line in w.log if line.startswith(f"Round {w.view['rounds'][-1]['number']}: "
                                                     f"{name} scores")]
    assert said and f"scores {shown} " in said[-1], said
