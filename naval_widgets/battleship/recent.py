"""The other seat's last turn, as a seat may see it: what the board highlights.

Every Battleship action is public (the card played and where it went; only the
cards drawn are secret), so each move of the turn is given by its card, the grid
and cell it went on, and the log's own sentence of it, redacted for the seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Action
from .game import GAME
from .state import State


def last_turn(history: Sequence[State], actions: Sequence[Action],
              seat: int | None) -> list[dict[str, Any]]:
    """The moves played since ``seat`` last moved, oldest first (``history[i]`` is the
    state ``actions[i]`` was played in). For a spectator (``None``), the last turn of
    whoever moved last."""
    moves: list[dict[str, Any]] = []
    mover = None
    for index in range(len(actions) - 1, -1, -1):
        before = history[index]
        actor = GAME.to_move(before)
        if actor == seat or (mover is not None and actor != mover):
            break
        mover = actor
        moves.append(_move(before, actions[index], actor, seat))
    return moves[::-1]


def _move(before: State, action: Action, actor: int | None, seat: int | None) -> dict[str, Any]:
    """One move: its card (``None`` for the PT boat's power or ending a turn), the seat
    whose grid it went on and the cell (``None`` when on no cell), and its log line."""
    entry = GAME.legal_entry(before, action)  # the card, side and cell a page reads
    cell = entry.get("cell")
    grid = None
    if cell is not None and actor is not None:
        grid = actor if entry.get("side") == "own" else 1 - actor
    _, events = GAME.step(before, action)
    return {"seat": actor, "card": entry.get("card"), "grid": grid, "cell": cell,
            "text": events[0].for_seat(seat) if events else ""}
