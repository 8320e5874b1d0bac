"""Issue 27 on every game's board, in Chromium with a stub model: a reviewed replay marks
the seat's mistakes on its timeline (a tick on the track at each, and a button "Move k"
for each, a Tab stop named by its words, that shows the position move k was made from,
with the mistake's sentence beside the comment box); "Try again from here" makes the
board a live board and "Back to the replay" returns.

The traits are a real replay's (seat 0 played at random against the game's reviewer);
the page's requests are read from the stub model and handed to the replay, whose traits
are then set on the model as the kernel would.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.core.table import table_class

from ..traits import traits_of
from .conftest import harnessed
from .layout import assert_replay_laid_out, games
from .themes import CONTRAST_JS, apply_theme

pytestmark = pytest.mark.browser

#: Each game's reviewed table, by name: played once for the tests of this module.
_PLAYED: dict[str, object] = {}


def reviewed(game):
    """Seeded game 3 of ``game``: seat 0 played by ``random``, the others by the reviewer."""
    if game.name not in _PLAYED:
        bots = {seat: game.reviewer for seat in range(game.default_players)}
        table = table_class(game)(seed=3, bots={**bots, 0: "random"})
        table.run_bots()
        _PLAYED[game.name] = table
    return _PLAYED[game.name]


def bundle(game) -> str:
    return f"{game.board.bundle or game.name}.js"


def answer(board, replay):
    """The kernel's answer to the page's last request: the replay takes it as a message,
    and the page gets its traits."""
    replay.handle_message(board.sent()[-1])
    assert replay.error == "", replay.error
    board.set_many(traits_of(replay))


@pytest.mark.parametrize("name", sorted(games()))
def test_marks_are_drawn_and_their_buttons_show_the_mistake(page, name):
    """Issue 27, Review my game: "the replay marks these moves": a tick at each marked
    move, and a button "Move k" for each (a Tab stop whose name is its words) that asks for
    the position the move was made from; there the mistake's sentence shows beside the
    comment box, and nowhere else."""
    game = games()[name]
    table = reviewed(game)
    replay = table.replay(seat=0, review=True)
    replay.last()  # no move is made from the end
    mistakes = sorted(table.review(0), key=lambda mistake: mistake.ply)
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        ticks = page.locator(".nw-timeline-tick")
        expect(ticks).to_have_count(len(mistakes))
        assert [ticks.nth(i).get_attribute("data-ply") for i in range(len(mistakes))] == \
            [str(mistake.ply) for mistake in mistakes]
        assert all(ticks.nth(i).bounding_box()["height"] > 0 for i in range(len(mistakes)))
        group = page.get_by_role("group", name="Mistakes")
        expect(group).to_contain_text("Mistakes")
        expect(page.locator(".nw-mistake")).to_be_hidden()
        for mistake in mistakes:
            button = group.get_by_role("button", name=f"Move {mistake.ply}", exact=True)
            expect(button).to_have_text(f"Move {mistake.ply}")
            assert button.evaluate("b => b.tabIndex") == 0 and button.is_enabled()
            button.focus()
            page.keyboard.press("Enter")
            assert board.sent()[-1] == {"type": "goto", "payload": {"ply": mistake.ply - 1},
                                        "ply": replay.ply}
            answer(board, replay)
            expect(board.root).to_have_attribute("data-ply", str(mistake.ply - 1))
            expect(page.locator(".nw-mistake-text")).to_have_text(str(mistake))
            expect(page.locator(".nw-mistake .nw-subtitle")).to_have_text("Review")
            expect(button).to_have_attribute("aria-current", "step")
        page.get_by_role("button", name="Last move").click()
        answer(board, replay)
        expect(page.locator(".nw-mistake")).to_be_hidden()


@pytest.mark.parametrize("name", ["battleship", "fleet1715_table"])  # the shell's, alike
def test_try_again_makes_a_live_board_and_back_returns(page, name):
    """Issue 27, try again from here: the button sends ``try_again``; the board then offers
    the seat's moves as a live board does (no timeline, "Trying again", "Back to the
    replay"), a move is sent as on any board, and "Back to the replay" shows the replay at
    the position left."""
    game = games()[name]
    table = reviewed(game)
    replay = table.replay(seat=0, review=True)
    ply = min(mistake.ply for mistake in table.review(0)) - 1  # the seat is to move there
    replay.goto(ply)
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        page.get_by_role("button", name="Try again from here").click()
        assert board.sent()[-1] == {"type": "try_again", "payload": {}, "ply": ply}
        answer(board, replay)
        expect(page.locator(".nw-replay")).to_be_hidden()
        expect(page.locator(".nw-toolbar .nw-tag")).to_have_text("Trying again")
        back = page.get_by_role("button", name="Back to the replay")
        expect(back).to_be_focused()
        assert replay.legal
        page.evaluate("() => window.model.send({type: 'act', payload: {index: 0}, "
                      "ply: window.model.get('ply')})")
        answer(board, replay)
        assert replay.ply > ply
        back.click()
        assert board.sent()[-1]["type"] == "back"
        answer(board, replay)
        expect(board.root).to_have_attribute("data-ply", str(ply))
        expect(page.get_by_role("group", name="Replay controls")).to_be_visible()
        expect(page.get_by_role("button", name="Try again from here")).to_be_focused()


def test_a_spectators_replay_offers_no_try_again(page):
    """Issue 27, try again from here: "a spectator replay has no try again"."""
    game = games()["battleship"]
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(reviewed(game).replay(seat=None)))
        expect(page.get_by_role("group", name="Replay controls")).to_be_visible()
        expect(page.get_by_role("button", name="Try again from here")).to_have_count(0)


@pytest.mark.parametrize(("name", "theme"), [
    ("battleship", "jupyterlab-light"), ("battleship", "jupyterlab-dark"),
    ("fleet1715_table", "jupyterlab-dark")])
def test_the_marks_neither_overflow_nor_overlap_and_read_in_both_themes(page, name, theme):
    """Issue 27: the layout check (tests/frontend/layout.py) on a reviewed replay at a
    marked move, 1,000 px wide, and its timeline alone at 420 px; its words readable in
    both themes (WCAG contrast 4.5:1)."""
    game = games()[name]
    table = reviewed(game)
    replay = table.replay(seat=0, review=True)
    replay.goto(table.review(0)[0].ply - 1)
    page.set_viewport_size({"width": 1000, "height": 900})
    for board in harnessed(page, bundle(game)):
        apply_theme(page, theme)
        board.mount(traits_of(replay))
        expect(page.locator(".nw-mistake")).to_be_visible()
        worst = page.evaluate(CONTRAST_JS, [".nw-timeline-mark", ".nw-timeline-marks-label",
                                            ".nw-mistake-text", ".nw-mistake .nw-subtitle",
                                            ".nw-try-again"])
        assert len(worst) >= 4 and worst[0][1] >= 4.5, worst
        assert_replay_laid_out(page, name, (".nw-timeline", ".nw-mistake", ".nw-replay"))
