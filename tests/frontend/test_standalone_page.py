"""A replay as one HTML file, in Chromium (issue "A replay as one file": done when the
file, opened from ``file://``, steps with the keys and makes no request): for every game
of the registry, a short seeded game of its bots written with ``replay.to_html``."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.core.i18n import using
from naval_widgets.core.standalone import frames_of, page_words, write_standalone
from naval_widgets.core.widget import bundle_name, page_traits

from ..replay_files import short_game
from .layout import games

pytestmark = pytest.mark.browser


def opened(page, path):
    """The file in the page, and every request the page makes (the page's own first)."""
    requests, errors = [], []
    page.on("request", lambda request: requests.append(request.url))
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
    page.goto(path.as_uri())
    expect(page.locator(".nw-widget")).to_be_visible()
    return requests, errors


@pytest.mark.parametrize("name", sorted(games()))
def test_the_file_replays_with_the_keys_and_asks_for_nothing(page, tmp_path, name):
    game = games()[name]
    table = short_game(game)
    table.comment(1, "The first move.")
    replay = table.replay(seat=0)
    path = replay.to_html(tmp_path / f"{name}.html")
    frames = [page_traits(replay) for _ in map(replay.goto, range(replay.plies + 1))]
    requests, errors = opened(page, path)
    board = page.locator(".nw-widget")
    last = len(frames) - 1

    def shows(ply):
        expect(board).to_have_attribute("data-ply", str(ply))
        expect(board.locator(".nw-status")).to_have_text(frames[ply]["status"])
        expect(board.locator(".nw-log-list li")).to_have_count(len(frames[ply]["log"]))
        comment = board.locator(".nw-comment-text")
        if ply == 1:
            expect(comment).to_have_text("The first move.")
        # The page's own position line, or the timeline bar that replaces it on a board.
        expect(page.locator(f"text=Move {ply} of {last} >> visible=true").first).to_be_visible()

    shows(0)
    for key, ply in (("ArrowRight", 1), ("ArrowRight", 2), ("End", last),
                     ("ArrowLeft", last - 1), ("Home", 0), ("ArrowLeft", 0)):
        page.keyboard.press(key)
        shows(ply)
    assert requests == [path.as_uri()], "the page asked for something"
    assert errors == []


def test_any_request_but_goto_is_refused_in_the_pages_language(page, tmp_path):
    """The page's stand-in for the kernel answers every request but ``goto`` with the
    board's sentence that a replay takes no move (here in French), and moves nothing."""
    game = games()[sorted(games())[0]]
    frames = frames_of(short_game(game), seat=0, language="fr")
    path = write_standalone(tmp_path / "replay.html", bundle_name(game), frames, "Revue", "fr")
    opened(page, path)
    page.keyboard.press("End")
    board = page.locator(".nw-widget")
    expect(board).to_have_attribute("data-ply", str(len(frames) - 1))
    # A request of the shell's own, as its Undo button sends it.
    page.evaluate("""() => {
        const ask = document.createElement('button');
        ask.dataset.cmd = 'undo';
        document.querySelector('.nw-widget').appendChild(ask);
        ask.click();
    }""")
    with using("fr"):
        refused = page_words()["refused"]
    expect(page.get_by_role("alert")).to_have_text(refused)
    expect(board).to_have_attribute("data-ply", str(len(frames) - 1))
    assert page.locator("html").get_attribute("lang") == "fr"
