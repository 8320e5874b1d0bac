"""What a seat knows, read from its view alone, whether that settles its mission, and how
much of it that leaves open.

A seat knows every clue card it has seen: its hand, the cards handed to it and by it, and
the face-up cards. Its mission is determined when every solution of those clues (the
exact solver, ``world.solver``) puts the same wreck under its mission card; until then,
its doubt counts the values each line of its slip can still take.

>>> from naval_widgets.fleet1715 import scenario
>>> numbers = tuple(found.number for found in scenario("A").cards)
>>> Knowledge().wreck("san-miguel", numbers)
('ft-pierce', 'porcelain', '22ft', 'nao', 'san-miguel')
>>> Knowledge().wreck("san-miguel", numbers[:2]) is None
True
"""

from __future__ import annotations

from math import log2
from typing import Any

from ..world.clues import Clue
from ..world.data import CATEGORY_KEYS, KEYS, SITE, category_of, element, members
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


def open_values(own: int, clues: list[Clue]) -> tuple[frozenset[int], ...]:
    """The elements each line of the wreck of mission element ``own`` can still take under
    ``clues``, in category order (its own line holds ``own`` alone; all empty if the clues
    have no solution).

    Each solution the solver finds shows one value of every line possible; a value not yet
    shown is tried by asking for a solution that puts it with ``own``.
    """
    possible: list[set[int]] = [set() for _ in CATEGORY_KEYS]

    def show(found: list[Solution]) -> bool:
        for solution in found:
            for line, value in zip(possible, wreck_of(solution, own), strict=True):
                line.add(value)
        return bool(found)

    if show(solve(clues, limit=1)):
        for category in range(len(CATEGORY_KEYS)):
            for value in members(category):
                if value == own or value in possible[category]:
                    continue
                marks: list[bool | None] = [None] * CELLS
                marks[PAIR[own][value]] = True
                show(solve(clues, tuple(marks), limit=1))
    return tuple(frozenset(line) for line in possible)


class Knowledge:
    """Answers "is my mission determined?" for one seat as its cards grow.

    The answer is the solver's; the solutions it found on the way are kept as witnesses:
    while two of them still fit every clue known and differ on the wreck, the mission is
    not determined, and no search is needed to say so.
    """

    def __init__(self) -> None:
        self.witnesses: list[Solution] = []
        self.answers: dict[tuple[str, tuple[int, ...]], Wreck | None] = {}
        self.open: dict[tuple[str, tuple[int, ...]], tuple[frozenset[int], ...]] = {}
        self.guesses: dict[tuple[str, tuple[int, ...]], Wreck] = {}

    def lines(self, mission: str, cards: tuple[int, ...]) -> tuple[frozenset[int], ...]:
        """The values each line of the slip of mission ``mission`` can still take under the
        clue ``cards`` (sorted), in category order (``open_values``)."""
        key = (mission, cards)
        if key not in self.open:
            self.open[key] = open_values(element(mission), [card(n).clue for n in cards])
        return self.open[key]

    def doubt(self, mission: str, cards: tuple[int, ...]) -> float:
        """How much the clue ``cards`` (sorted) leave open of mission ``mission``: the bits
        of the number of slips whose every line holds a value still possible
        (``lines``); 0 once the mission is determined."""
        return sum(log2(len(line)) for line in self.lines(mission, cards) if line)

    def wreck(self, mission: str, cards: tuple[int, ...]) -> Wreck | None:
        """The wreck of mission card ``mission`` (keys, as a slip writes them) if the clue
        ``cards`` leave it one possibility; else ``None``."""
        key = (mission, cards)
        if key not in self.answers:
            self.answers[key] = self._wreck(element(mission), [card(n).clue for n in cards])
        return self.answers[key]

    def guess(self, mission: str, cards: tuple[int, ...]) -> Wreck:
        """A wreck of mission card ``mission`` that the clue ``cards`` still allow (the
        solver's first solution): the wreck itself once the mission is determined, else
        right or wrong."""
        key = (mission, cards)
        if key not in self.guesses:
            # Cards that contradict each other (no real view holds such) allow any wreck.
            found = solve([card(n).clue for n in cards], limit=1) or solve([], limit=1)
            self.guesses[key] = tuple(KEYS[value] for value in wreck_of(found[0],
                                                                         element(mission)))
        return self.guesses[key]

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
