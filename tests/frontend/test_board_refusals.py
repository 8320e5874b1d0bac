"""Issue 25 on the boards: a click that does nothing says why, and the layouts that broke
at a game's end (from real engine positions, in Chromium with a stub model)."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from .conftest import harnessed
from .layout import board_traits, games, positions

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("name", sorted(games()))
def test_a_hand_card_clicked_on_another_players_turn_says_wait(page, name):
    game = games()[name]
    table = positions(game)["middle"]
    traits = board_traits(table, seat=0)
    view = traits["view"]
    if view.get("to_move") in (None, 0) or not view.get("hand"):
        pytest.skip(f"{name}: the first person moves or holds nothing at this point")
    for board in harnessed(page, f"{game.board.bundle or game.name}.js"):
        board.mount({**traits, "busy": True})
        card = page.locator('.nw-hand .nw-card[data-cmd="card"]').first
        if page.locator('.nw-hand .nw-card[data-cmd="card"]').count() == 0:
            pytest.skip(f"{name}: its hand is not the shell's card buttons")
        card.click(force=True)
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
