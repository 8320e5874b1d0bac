"""The check a game's twin states share: a state and its twin with a seat's secrets dealt
anew give that seat the same board besides its view (which the generic suite compares)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

TwinCheck = Callable[[Any, Any, "int | None", bool], None]


def same_board(game: Any) -> TwinCheck:
    """For ``game``: ``twin`` differs from ``state`` only in what ``seat`` may not know, so
    the seat's legal list is the same when it is to move, and, when ``full``, the rest of
    what its board is sent (``GameWidget.sync``): the status line and, on its turn, the
    legal entries. (The log is the table's history, not the state's: a twin has none.)"""

    def check(state: Any, twin: Any, seat: int | None, full: bool) -> None:
        if seat is None:
            return  # a spectator never moves; its view is the generic check's
        mine = game.to_move(state) == seat
        if mine:
            legal = game.legal_actions(state)
            assert game.legal_actions(twin) == legal, f"seat {seat}"
        if full:
            assert game.status(twin, seat) == game.status(state, seat), f"seat {seat}"
            if mine:
                assert ([game.legal_entry(twin, action) for action in legal]
                        == [game.legal_entry(state, action) for action in legal]), f"seat {seat}"

    return check
