"""Solo-game bots. They read only the view (the drawn clues and the grid)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core import Action
from ..world.data import ATTRIBUTES
from ..world.deck import card
from ..world.grid import PAIR
from ..world.solution import Solution
from ..world.solver import solve
from .actions import Draw, Mark, Submit
from .state import YES


class SolverBot:
    """Draws until the clues drawn so far leave one solution, marks it, hands it in.

    The check runs once a draw since the last one; what it found is kept.
    """

    name = "solver"

    def __init__(self) -> None:
        self._seen: dict[tuple[int, ...], Solution | None] = {}

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        drawn = tuple(entry["number"] for entry in view["drawn"])
        if drawn not in self._seen:
            found = solve([card(n).clue for n in drawn], limit=2)
            self._seen[drawn] = found[0] if len(found) == 1 else None
        solution = self._seen[drawn]
        if solution is None:
            return Draw() if view["pile"] else Submit()
        for site in range(4):
            for category in ATTRIBUTES:
                cell = PAIR[site][solution.at(site, category)]
                if view["marks"][cell] != YES:
                    return Mark(cell, "yes")
        return Submit()
