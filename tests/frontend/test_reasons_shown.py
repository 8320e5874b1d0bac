"""The bot's reason on the page (issue "bots that explain"): under the status line, read
out when it changes (aria-live polite), and in the log on a line of its own after the
move, set apart and unnumbered. Traits come from a real board (Battleship against its
greedy bot) pushed to the bundle on a stub model."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets import battleship

from ..traits import send, traits_of

pytestmark = pytest.mark.browser


def test_the_bots_reason_is_shown_under_the_status_and_in_the_log(widget):
    table = battleship.Table(seed=3, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    widget.mount(traits_of(w))
    reason = widget.page.locator(".nw-reason")
    expect(reason).to_be_hidden()
    send(w, "act", index=0)  # the person plays; the bot answers at once (pace 0)
    assert w.reason.startswith("Player 2 (greedy): I ") and table.reasons
    widget.set_many(traits_of(w))
    expect(widget.root).to_have_attribute("data-ply", str(w.ply))
    expect(reason).to_be_visible()
    expect(reason).to_have_text(w.reason)
    expect(reason).to_have_attribute("aria-live", "polite")
    public = table.reason(max(table.reasons), 0)
    assert public in w.reason and table.reason(max(table.reasons), 1) not in w.reason, \
        "the person reads the public sentence, not the bot's hand"
    lines = widget.page.locator(".nw-log-list li")
    expect(lines).to_have_count(len(w.log))
    reasons = widget.page.locator(".nw-log-list li.nw-log-reason")
    said = [line.strip() for line in w.log if line.startswith("  ")]
    expect(reasons).to_have_count(len(said))
    expect(reasons.last.locator(".nw-log-text")).to_have_text(said[-1])
    expect(reasons.last.locator(".nw-log-n")).to_have_text("")
    numbers = widget.page.locator(".nw-log-list li:not(.nw-log-reason) .nw-log-n")
    expect(numbers.last).to_have_text(f"{len(w.log) - len(said)}.")
    style = reasons.last.locator(".nw-log-text").evaluate("e => getComputedStyle(e).fontStyle")
    assert style == "italic", "a reason is set apart from the moves by more than colour"


def test_the_reason_goes_once_a_person_moves_and_after_an_undo(widget):
    table = battleship.Table(seed=4, bots={1: "greedy"})
    w = table.widget(seat=0, pace=0)
    send(w, "act", index=0)
    widget.mount(traits_of(w))
    reason = widget.page.locator(".nw-reason")
    expect(reason).to_have_text(w.reason)
    send(w, "undo")
    assert w.reason == "" and not table.reasons
    widget.set_many(traits_of(w))
    expect(reason).to_be_hidden()
    expect(widget.page.locator(".nw-log-list li.nw-log-reason")).to_have_count(0)
