"""Who plays for which side (nautic_miles/teams): the one place that knows partners.

A side owns a line of convoys, a port and a capture pile: each player alone, or each
team of two, partners sitting opposite. ``side_of`` holds the seating rule; every other
question (a side's seats, ``Game.teams``, and so the core's ``Game.partners``) is
answered from it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .state import State


def side_count(players: int, teams: bool) -> int:
    """How many sides play: one a player, or one a team of two."""
    return players // 2 if teams else players


def side_of(state: State, seat: int) -> int:
    """The side ``seat`` plays for. Partners sit opposite: with four players, seats 0
    and 2 play for side 0, seats 1 and 3 for side 1 (alone, a seat is its own side)."""
    return seat % side_count(state.players, state.teams)


def seats_of(state: State, side: int) -> tuple[int, ...]:
    """The seats of ``side``, in seat order: one player, or the two partners."""
    return tuple(seat for seat in range(state.players) if side_of(state, seat) == side)


def teams(state: State) -> tuple[tuple[int, ...], ...]:
    """Each side's seats, in side order (``Game.teams``)."""
    return tuple(seats_of(state, side)
                 for side in range(side_count(state.players, state.teams)))
