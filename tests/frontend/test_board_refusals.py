"""Issue 25 on the boards: a click that does nothing says why, and the layouts that broke
at a game's end (from real engine positions, in Chromium with a stub model)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.core.table import table_class

from .conftest import harnessed
from .layout import board_traits, games, positions

pytestmark = pytest.mark.browser


def holds_cards(view, seat=0):
    """Whether ``seat``'s view shows it cards in hand (a game keeps them in the view's
    ``hand``, or in its seat's entry of ``players``)."""
    players = view.get("players")
    mine = players[seat] if isinstance(players, list) and isinstance(players[seat], dict) else {}
    return bool(view.get("hand") or mine.get("hand"))


def waiting(game):
    """The first position of a game the game's bots play where another player is to move
    while the first person holds cards, and its board's traits for that person."""
    cls = table_class(game)
    players = cls(seed=3).players
    whole = cls(seed=3, bots={seat: game.default_bots[0] for seat in range(players)})
    whole.run_bots()
    table = cls(seed=3)
    for action in whole.actions:
        traits = board_traits(table, seat=0)
        if traits["view"].get("to_move") not in (None, 0) and holds_cards(traits["view"]):
            return traits
        table.play(action, respond=False)
    raise AssertionError(f"{game.name}: the first person never waits with cards in hand")


@pytest.mark.parametrize("name", [
    name for name, game in sorted(games().items()) if game.max_players > 1])
def test_a_hand_card_clicked_on_another_players_turn_says_wait(page, name):
    """Issue 25: a click on one's hand while another player (a bot) moves says whom to wait
    for, on every board of more than one seat, and sends nothing."""
    game = games()[name]
    traits = waiting(game)
    view = traits["view"]
    for board in harnessed(page, f"{game.board.bundle or game.name}.js"):
        board.mount({**traits, "busy": True})
        card = page.locator('.nw-hand .nw-card[data-cmd="card"]').first
        card.click(force=True, timeout=5000)
        expect(page.get_by_role("alert")).to_contain_text(f"Wait for Player {view['to_move'] + 1}")
        assert board.sent() == []


def test_nautilus_rows_keep_their_lines_at_game_over(page):
    table = positions(games()["nautilus"])["over"]
    for board in harnessed(page, "nautilus.js"):
        board.mount(board_traits(table))
        names = page.locator(".nt-board .nt-side-name")
        expect(names).to_have_count(3)
        lefts = [names.nth(i).bounding_box()["x"] for i in range(3)]
        tops = [names.nth(i).bounding_box()["y"] for i in range(3)]
        assert max(lefts) - min(lefts) < 1, lefts  # every name opens its own row
        assert tops == sorted(tops) and len(set(tops)) == 3, tops
