"""Replay files for the tests: a short seeded game of a game from the registry, its
frames for a seat, the file, and what the file holds, read back from its HTML."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from typing import Any

from naval_widgets.core.standalone import frames_of, page_words, standalone_html
from naval_widgets.core.widget import bundle_name

from .played import bot_game, cut
from .traits import traits_of

#: The moves of a short replay: enough for every seat to have played, hands to change.
SHORT = 12
#: The page's store of the frames, in its HTML.
DATA = re.compile(r'<script type="application/json" id="nw-standalone-data">(.*?)</script>',
                  re.DOTALL)


def short_game(game: Any, plies: int = SHORT, seed: int = 1) -> Any:
    """The first ``plies`` moves of a seeded game the game's bots play."""
    return cut(bot_game(game, seed), plies)


def page_of(table: Any, seat: int | None = 0, start: int = 0) -> str:
    """The replay file of ``table``'s game for ``seat``."""
    game = table.game
    return standalone_html(bundle_name(game), frames_of(table, seat), game.title, "en", start)


def data_of(page: str) -> dict[str, Any]:
    """What the page's runner reads: the first frame, the changes, the page's words."""
    found = DATA.search(page)
    assert found, "the page holds no frames"
    return json.loads(found.group(1))


def texts(value: Any) -> set[str]:
    """Every text in a JSON value (its objects' values, not their keys)."""
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(*map(texts, value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*map(texts, value)) if value else set()
    return set()


#: The markers of the stored changes (core.patches): no word of a game.
CHANGE_MARKERS = {"=", "+", "#", "~", "-"}


def seat_knows(table: Any, seat: int | None) -> set[str]:
    """Every text a live board for ``seat`` is sent at some ply of ``table``'s game, and
    the page's own words: all a replay file for that seat may hold."""
    known = set(CHANGE_MARKERS) | texts(page_words())
    for traits in live_board(table, seat):
        known |= texts(traits)
    return known


def live_board(table: Any, seat: int | None) -> Iterator[dict[str, Any]]:
    """The traits of ``seat``'s board, open from the deal, at each ply of ``table``'s
    game, each move played on the board as a click plays it."""
    board = cut(table, 0).widget(seat=seat, pace=0)
    for action in [*table.actions, None]:
        yield traits_of(board)
        if action is not None:
            board.play(action)
