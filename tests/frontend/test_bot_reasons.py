"""A bot's reason on the boards of Nautic Miles and Fleet 1715 (issue "bots that
explain"), in Chromium with a stub model fed by a real table's widget: the last move's
reason under the status line, as the seat shown may read it, and its line in the log."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.fleet1715 import Table as SoloTable
from naval_widgets.fleet1715 import TableGame
from naval_widgets.nautic_miles import Table as NauticTable

from ..traits import send, traits_of
from .conftest import harnessed

pytestmark = pytest.mark.browser


@pytest.fixture
def board_page(page, request):
    """The bundle ``request.param`` in the harness (parametrized indirectly)."""
    yield from harnessed(page, request.param)


def shows_the_reason(shown, board, table, seat):
    """The board shows the last move's reason as ``seat`` may read it, after the bot's
    name, read out politely, and the log's last reason line is the same sentence."""
    reason = table.reason(len(table.actions), seat, named=True)
    assert reason and board.reason == reason
    shown.mount(traits_of(board))
    line = shown.page.locator(".nw-reason")
    expect(line).to_be_visible()
    expect(line).to_have_text(reason)
    expect(line).to_have_attribute("aria-live", "polite")
    expect(shown.page.locator(".nw-log-reason").last).to_contain_text(reason)
    return reason


def test_the_nautic_board_shows_the_admirals_reason(nautic):
    """Issue: the reason is shown next to the highlighted move and in the log. Player 1
    reads the admiral's public sentence: never the convoy it placed."""
    table = NauticTable(seed=2, players=2, bots={1: "admiral"}, length="round")
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=0)
    ply = len(table.actions)
    assert table.reasons[ply].secret is not None
    reason = shows_the_reason(nautic, board, table, 0)
    assert reason.endswith(str(table.reasons[ply].public))
    assert str(table.reasons[ply].secret) not in reason


@pytest.mark.parametrize("board_page", ["fleet1715.js"], indirect=True)
def test_the_solo_board_shows_the_solvers_reason(board_page):
    """Issue: the reason is shown next to the highlighted move and in the log."""
    table = SoloTable(seed=1, variant="A", bots={0: "solver"})
    board = table.widget(seat=0, pace=0)
    assert table.outcome is not None  # the solver played the whole game
    reason = shows_the_reason(board_page, board, table, 0)
    assert reason.startswith("You (solver): I hand in my grid")


@pytest.mark.parametrize("board_page", ["fleet1715_table.js"], indirect=True)
def test_the_table_board_shows_the_bots_reason_as_the_seat_may_read_it(board_page):
    """Issue: the reason is shown as the seat may read it. Player 1 reads what every seat
    may: the guesser's mission taken at random."""
    table = TableGame(seed=1, scenario="A", players=3, bots={1: "logician", 2: "guesser"})
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=0)
    reason = shows_the_reason(board_page, board, table, 0)
    assert reason.startswith("Player 3 (guesser): I take the mission card")
    expect(board_page.page.locator(".nw-log-reason")).to_have_count(2)
