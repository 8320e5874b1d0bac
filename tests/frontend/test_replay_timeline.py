"""A replay's timeline on every game's board, in Chromium with a stub model (the replay
issue: "a board with a timeline: first, previous, next and last; a slider; ← and → keys;
the log in step", and "shown when a replay reaches that ply").

The traits are a real replay's (a game its bots play, a comment on a move); the page's
requests are read from the stub model, and the kernel's answer is the replay's traits at
the position asked for, set on the model as the kernel would. A replay once shown gives
the page its frames, and the page then steps without waiting for the kernel (issue 27).
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

COMMENT = "Look at this move.\nThe next one answers it."


#: Each game's finished table, by name: played once for the tests of this module.
_PLAYED: dict[str, object] = {}


def played(game):
    """Seeded game 3 of ``game``, its bots played to the end, its middle move bearing
    ``COMMENT`` and the deal an introduction."""
    if game.name not in _PLAYED:
        cls = table_class(game)
        players = cls(seed=3).players
        table = cls(seed=3, bots={seat: game.default_bots[0] for seat in range(players)})
        table.run_bots()
        table.comment(len(table.actions) // 2, COMMENT)
        table.comment(0, "The deal.")
        _PLAYED[game.name] = table
    return _PLAYED[game.name]


def replay_of(game, seat=0):
    """A replay of ``played(game)`` for ``seat``, shown at its middle move."""
    table = played(game)
    replay = table.replay(seat=seat)
    replay.goto(len(table.actions) // 2)
    return replay


def bundle(game) -> str:
    return f"{game.board.bundle or game.name}.js"


def answer(board, replay, request):
    """The kernel's answer to the page's request: the replay at the position asked for."""
    assert request["type"] == "goto" and request["ply"] == replay.ply, request
    replay.goto(request["payload"]["ply"])
    board.set_many(traits_of(replay))


def gotos(board) -> list[int]:
    """The positions the page asked for, in order."""
    return [sent["payload"]["ply"] for sent in board.sent() if sent["type"] == "goto"]


@pytest.mark.parametrize("name", sorted(games()))
def test_the_timeline_moves_the_replay_by_goto_requests(page, name):
    """Buttons, keys and the slider each send one ``goto`` made at the position shown;
    the board redraws from the traits sent back: position, comment, log in step."""
    game = games()[name]
    replay = replay_of(game)
    middle, plies = replay.ply, replay.plies
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        root = board.root
        expect(root).to_have_attribute("data-ply", str(middle))
        bar = page.get_by_role("group", name="Replay controls")
        expect(bar).to_contain_text(f"Move {middle} of {plies}")
        expect(page.locator(".nw-comment-text")).to_have_text(COMMENT)
        expect(page.locator(".nw-comment-text")).to_have_attribute("aria-live", "polite")
        expect(page.locator(".nw-toolbar")).to_have_text("Replay")
        expect(page.locator(".nw-log-list li")).to_have_count(len(replay.log))
        slider = page.get_by_role("slider", name="Move shown")
        expect(slider).to_have_value(str(middle))
        expect(slider).to_have_attribute("aria-valuetext", f"Move {middle} of {plies}")

        page.get_by_role("button", name="Next move").click()
        assert gotos(board) == [middle + 1]
        answer(board, replay, board.sent()[-1])
        expect(root).to_have_attribute("data-ply", str(middle + 1))
        expect(page.locator(".nw-comment-text")).to_have_text("")
        expect(page.locator(".nw-comment-text")).to_have_attribute(
            "data-empty", "No comment on this move.")
        expect(page.locator(".nw-log-list li")).to_have_count(len(replay.log))

        page.get_by_role("button", name="Previous move").click()
        answer(board, replay, board.sent()[-1])
        expect(root).to_have_attribute("data-ply", str(middle))
        expect(page.locator(".nw-comment-text")).to_have_text(COMMENT)

        # The keys, with the focus on the board (here on a timeline button).
        for key, expected in (("ArrowRight", middle + 1), ("ArrowLeft", middle),
                              ("End", plies), ("Home", 0)):
            page.keyboard.press(key)
            assert gotos(board)[-1] == expected, key
            answer(board, replay, board.sent()[-1])
            expect(root).to_have_attribute("data-ply", str(expected))
        expect(page.locator(".nw-comment-text")).to_have_text("The deal.")
        expect(bar).to_contain_text(f"Move 0 of {plies}: the deal")
        expect(page.get_by_role("button", name="First: the deal")).to_have_attribute(
            "aria-disabled", "true")

        slider.fill(str(middle))  # a range input's value set, and its change sent
        assert gotos(board)[-1] == middle
        answer(board, replay, board.sent()[-1])
        expect(slider).to_have_value(str(middle))
        assert all(sent["type"] == "goto" for sent in board.sent())


@pytest.mark.parametrize("name", sorted(games()))
def test_quick_clicks_go_one_position_at_a_time(page, name):
    """Three clicks on "next" before the kernel answers: one request at a time, each
    made at the position then shown (a request for an older one would be refused)."""
    game = games()[name]
    replay = replay_of(game)
    start = replay.ply
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        button = page.get_by_role("button", name="Next move")
        for _ in range(3):
            button.click()
        assert gotos(board) == [start + 1]
        answer(board, replay, board.sent()[-1])
        page.wait_for_function("n => window.model._sent.length === n", arg=2)
        assert board.sent()[-1] == {"type": "goto", "payload": {"ply": start + 3},
                                    "ply": start + 1}


#: Every value ``data-ply`` takes on the board, in order, from now on.
WATCH_PLY_JS = """() => {
  const root = document.querySelector('.nw-widget');
  window.plies = [];
  new MutationObserver(() => window.plies.push(Number(root.dataset.ply)))
    .observe(root, {attributes: true, attributeFilter: ['data-ply']});
}"""


def kernel_sync(board, replay):
    """The kernel's traits sent after a step (the frames, unchanged, are not sent again)."""
    board.set_many({name: value for name, value in traits_of(replay).items()
                    if name != "frames"})


def steps_sent(board) -> list[tuple[int, int]]:
    """The positions the page told the kernel, each with the position it was made at."""
    return [(sent["ply"], sent["payload"]["ply"]) for sent in board.sent()]


@pytest.mark.parametrize("name", sorted(games()))
def test_a_shown_replay_steps_in_the_page_before_the_kernel_answers(page, name):
    """Issue 27: a replay once shown gives the page its frames; each step is then drawn
    at once, with no answer from the kernel (position, log, comment), and the kernel is
    told one position at a time: the one shown when it answers. Its answers move nothing
    (no flicker back), and a goto from Python moves the page."""
    game = games()[name]
    replay = replay_of(game)
    replay.preview_outputs()  # shown in a notebook: the frames go to the page
    middle = replay.ply
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        root = board.root
        expect(root).to_have_attribute("data-ply", str(middle))
        page.evaluate(WATCH_PLY_JS)
        button = page.get_by_role("button", name="Next move")
        for _ in range(3):
            button.click()
        expect(root).to_have_attribute("data-ply", str(middle + 3))
        assert steps_sent(board) == [(middle, middle + 1)]
        with_kernel = replay_of(game)  # what the kernel shows the page's position with
        with_kernel.goto(middle + 3)
        expect(page.locator(".nw-log-list li")).to_have_count(len(with_kernel.log))
        expect(page.locator(".nw-comment-text")).to_have_text("")
        replay.goto(middle + 1)  # the kernel's answer, late: told the position shown now
        kernel_sync(board, replay)
        assert steps_sent(board) == [(middle, middle + 1), (middle + 1, middle + 3)]
        replay.goto(middle + 3)
        kernel_sync(board, replay)
        page.get_by_role("slider", name="Move shown").fill(str(middle))
        expect(page.locator(".nw-comment-text")).to_have_text(COMMENT)
        assert page.evaluate("window.plies") == [middle + 1, middle + 2, middle + 3, middle]
        assert steps_sent(board)[-1] == (middle + 3, middle)
        replay.goto(middle)
        kernel_sync(board, replay)
        replay.goto(0)  # from Python
        kernel_sync(board, replay)
        expect(root).to_have_attribute("data-ply", "0")
        expect(page.locator(".nw-comment-text")).to_have_text("The deal.")
        expect(page.locator(".nw-log-list li")).to_have_count(len(replay.log))
        assert page.evaluate("window.plies") == [middle + 1, middle + 2, middle + 3, middle, 0]
        assert len(board.sent()) == 3 and page.get_by_role("alert").inner_text() == ""


@pytest.mark.parametrize("name", sorted(games()))
def test_a_replay_sends_no_move_and_says_why(page, name):
    """Hand controls are greyed (no legal move), and no control of the board sends a thing
    to the kernel: the error line says the board is a replay (a control that only
    changes the page, such as a clue card chosen, says nothing)."""
    game = games()[name]
    replay = replay_of(game)
    for board in harnessed(page, bundle(game)):
        board.mount(traits_of(replay))
        controls = page.locator(".nw-main button, .nw-main [data-cmd]")
        said = []
        count = controls.count()
        for index in sorted({count * part // 12 for part in range(12)}):  # spread over all
            control = controls.nth(index)
            if control.is_visible():
                control.click(force=True, timeout=5000)
                said.append(page.get_by_role("alert").inner_text())
        assert board.sent() == []
        assert "This is a replay: it takes no move." in said, said
        assert set(said) <= {"", "This is a replay: it takes no move."}, said


@pytest.mark.parametrize("theme", ["jupyterlab-light", "jupyterlab-dark"])
@pytest.mark.parametrize("name", sorted(games()))
def test_the_timeline_neither_overflows_nor_overlaps(page, name, theme):
    """The layout check (tests/frontend/layout.py) on a replay's board, its timeline and
    comment shown, 1,000 px wide; and the timeline and comment alone at 420 px (where
    some boards are wider than the page). Their text is readable in both themes (WCAG
    contrast 4.5:1)."""
    game = games()[name]
    replay = replay_of(game)
    page.set_viewport_size({"width": 1000, "height": 900})
    for board in harnessed(page, bundle(game)):
        apply_theme(page, theme)
        board.mount(traits_of(replay))
        expect(page.locator(".nw-comment-text")).to_have_text(COMMENT)
        worst = page.evaluate(CONTRAST_JS, [".nw-timeline-step", ".nw-timeline-position",
                                            ".nw-comment-text", ".nw-comment .nw-subtitle",
                                            ".nw-toolbar .nw-tag"])
        assert len(worst) >= 4 and worst[0][1] >= 4.5, worst
        assert_replay_laid_out(page, name, (".nw-timeline", ".nw-comment", ".nw-replay"))
