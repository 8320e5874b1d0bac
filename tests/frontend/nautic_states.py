"""Real Nautic Miles positions for the board's tests: seeded games played at random until
a position shows what a test needs."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from naval_widgets import nautic_miles


def found(predicate: Callable[[Any], bool], players: int = 2, teams: bool = False,
          seeds: range = range(40), plies: int = 400, **options: Any) -> nautic_miles.Table:
    """The first table (of ``seeds``, random moves) whose position meets ``predicate``."""
    for seed in seeds:
        table = nautic_miles.Table(seed=seed, players=players, teams=teams, **options)
        rng = random.Random(seed)
        for _ply in range(plies):
            if table.outcome is not None:
                break
            if predicate(table):
                return table
            table.play(rng.choice(table.legal()), respond=False)
    raise LookupError("no seeded game reached such a position")


def played(players: int, teams: bool = False, plies: int = 30, seed: int = 1) -> nautic_miles.Table:
    """A table after ``plies`` random moves."""
    return found(lambda table: len(table.actions) >= plies, players, teams, range(seed, seed + 5))


def to_move_sees(table: nautic_miles.Table, test: Callable[[dict[str, Any]], bool]) -> bool:
    """Whether some convoy in the view of the seat to move passes ``test``."""
    view = table.view(table.to_move)
    return any(test(convoy) for side in view["sides"] for convoy in side["convoys"])
