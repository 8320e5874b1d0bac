"""Solo-game bots. They read only the view (the drawn clues and the grid)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from ...core import Action, Choice, Explaining, Reason
from ..world.data import ATTRIBUTES
from ..world.deck import card
from ..world.grid import PAIR
from ..world.solution import Solution
from ..world.solver import solve
from . import reasons
from .actions import Draw, Mark, Submit
from .state import YES


class SolverBot(Explaining):
    """Draws until the clues drawn so far leave one solution, marks it, hands it in; says
    why from what the solver found (``reasons``).

    The check runs once a draw since the last one; what it found is kept.
    """

    name = "solver"

    def __init__(self) -> None:
        self._seen: dict[tuple[int, ...], tuple[Solution, ...]] = {}

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        action, reason = self.decide(view)
        return Choice(action, reason())

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        """``choose``'s action, without building its reason (matches play many games)."""
        return self.decide(view)[0]

    def decide(self, view: dict[str, Any]) -> tuple[Action, Callable[[], Reason]]:
        """The action, and how to say why (``reasons``), from what the solver found."""
        drawn = tuple(entry["number"] for entry in view["drawn"])
        if drawn not in self._seen:
            self._seen[drawn] = tuple(solve([card(n).clue for n in drawn], limit=2))
        found = self._seen[drawn]
        if len(found) != 1:
            if view["pile"]:
                return Draw(), partial(reasons.drawing, len(drawn), found)
            return Submit(), reasons.out_of_clues
        cells = [PAIR[site][found[0].at(site, category)]
                 for site in range(4) for category in ATTRIBUTES]
        left = [cell for cell in cells if view["marks"][cell] != YES]
        if left:
            return Mark(left[0], "yes"), partial(reasons.marking, len(drawn), left[0],
                                                 len(left) - 1)
        return Submit(), partial(reasons.handing_in, len(drawn))
