"""Solo-game bots. They read only the view (the drawn clues and the grid)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import partial
from typing import Any

from ...core import Action, Choice, Explaining, Reason
from ..world.data import ATTRIBUTES, members
from ..world.deck import card
from ..world.grid import PAIR
from ..world.solution import Solution
from ..world.solver import solve
from . import reasons
from .actions import Draw, Mark, Submit
from .rules import marked_values
from .state import YES

#: A grid handed in wrong, or on a guess, in the solver's values: below any right one.
LOST = -1.0


class SolverBot(Explaining):
    """Draws until the clues drawn so far leave one solution, marks it, hands it in; says
    why from what the solver found (``reasons``).

    The check runs once a draw since the last one; what it found is kept.

    Its values (``values``, a review's) count the clue cards that can still lie face down
    when a right grid is handed in after the move, at most: marks cost nothing, a draw
    one card, and handing in a grid that does not name the one solution is ``LOST``.
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

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        """Each action's value: the most clue cards left face down at a right hand-in
        after it (``LOST`` for a hand-in that is wrong or a guess)."""
        found, pile = self.found(view), view["pile"]
        if len(found) != 1:
            if not pile:  # every card drawn: nothing can tell the solutions apart
                return [0.0] * len(legal)
            # A card more at least is needed; a mark keeps that, a hand-in is a guess.
            return [LOST if type(action) is Submit else pile - 1.0 for action in legal]
        named = marked_values(view["marks"]) == found[0].values()
        hand_in = pile if named else LOST
        return [pile - 1.0 if type(action) is Draw else hand_in if type(action) is Submit
                else float(pile) for action in legal]

    def found(self, view: dict[str, Any]) -> tuple[Solution, ...]:
        """The solutions the clues drawn leave (two at most: the solver's limit)."""
        drawn = tuple(entry["number"] for entry in view["drawn"])
        if drawn not in self._seen:
            self._seen[drawn] = tuple(solve([card(n).clue for n in drawn], limit=2))
        return self._seen[drawn]

    def decide(self, view: dict[str, Any]) -> tuple[Action, Callable[[], Reason]]:
        """The action, and how to say why (``reasons``), from what the solver found."""
        drawn = len(view["drawn"])
        found = self.found(view)
        if len(found) != 1:
            if view["pile"]:
                return Draw(), partial(reasons.drawing, drawn, found)
            return Submit(), reasons.out_of_clues
        cells = [PAIR[site][found[0].at(site, category)]
                 for site in range(4) for category in ATTRIBUTES]
        left = [cell for cell in cells if view["marks"][cell] != YES]
        if left:
            return Mark(left[0], "yes"), partial(reasons.marking, drawn, left[0],
                                                 len(left) - 1)
        stray = [cell for cell in SOLUTION_CELLS if view["marks"][cell] == YES
                 and cell not in cells]
        if stray:
            return Mark(stray[0], "blank"), partial(reasons.clearing, drawn, stray[0])
        return Submit(), partial(reasons.handing_in, drawn)


#: The cells whose yes marks name the solution handed in: each site against each value.
SOLUTION_CELLS = tuple(PAIR[site][element] for site in range(4) for category in ATTRIBUTES
                       for element in members(category))
