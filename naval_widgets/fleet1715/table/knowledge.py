"""What a seat knows, read from its view alone, and whether that settles its mission.

A seat knows every clue card it has seen: its hand, the cards handed to it and by it, and
the face-up cards. Its mission is determined when every solution of those clues (the
exact solver, ``world.solver``) puts the same wreck under its mission card.

>>> from naval_widgets.fleet1715 import scenario
>>> numbers = tuple(found.number for found in scenario("A").cards)
>>> Knowledge().wreck("san-miguel", numbers)
('ft-pierce', 'porcelain', '22ft', 'nao', 'san-miguel')
>>> Knowledge().wreck("san-miguel", numbers[:2]) is None
True
"""

from __future__ import annotations

from typing import Any

from ..world.clues import Clue
from ..world.data import CATEGORY_KEYS, KEYS, SITE, category_of, element
from ..world.deck import card
from ..world.grid import CELLS, PAIR
from ..world.solution import Solution
from ..world.solver import solve

Wreck = tuple[str, str, str, str, str]


def known_cards(view: dict[str, Any]) -> tuple[int, ...]:
    """The clue cards the view's seat has seen, sorted."""
    seen = {entry["number"] for part in ("hand", "received", "given", "face_up")
            for entry in view[part] or ()}
    return tuple(sorted(seen))


def wreck_of(solution: Solution, own: int) -> tuple[int, ...]:
    """The elements of the wreck of mission element ``own`` in ``solution``, in category
    order (site, cargo, depth, ship type, ship name)."""
    site = own if category_of(own) == SITE else solution.site_of(own)
    return tuple(site if category == SITE else solution.at(site, category)
                 for category in range(len(CATEGORY_KEYS)))


class Knowledge:
    """Answers "is my mission determined?" for one seat as its cards grow.

    The answer is the solver's; the solutions it found on the way are kept as witnesses:
    while two of them still fit every clue known and differ on the wreck, the mission is
    not determined, and no search is needed to say so.
    """

    def __init__(self) -> None:
        self.witnesses: list[Solution] = []
        self.answers: dict[tuple[str, tuple[int, ...]], Wreck | None] = {}

    def wreck(self, mission: str, cards: tuple[int, ...]) -> Wreck | None:
        """The wreck of mission card ``mission`` (keys, as a slip writes them) if the clue
        ``cards`` leave it one possibility; else ``None``."""
        key = (mission, cards)
        if key not in self.answers:
            self.answers[key] = self._wreck(element(mission), [card(n).clue for n in cards])
        return self.answers[key]

    def _wreck(self, own: int, clues: list[Clue]) -> Wreck | None:
        self.witnesses = [s for s in self.witnesses if all(c.holds(s) for c in clues)]
        if len({wreck_of(s, own) for s in self.witnesses}) > 1:
            return None
        first = self.witnesses[:1] or solve(clues, limit=1)
        if not first:
            return None
        wreck = wreck_of(first[0], own)
        self.witnesses = [first[0]]
        for value in wreck:
            if value == own:
                continue
            marks: list[bool | None] = [None] * CELLS
            marks[PAIR[own][value]] = False
            other = solve(clues, tuple(marks), limit=1)
            if other:
                self.witnesses.append(other[0])
                return None
        return tuple(KEYS[value] for value in wreck)
