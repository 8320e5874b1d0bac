"""What a seat knows, read from its view alone, and whether that settles its mission.

A seat knows every clue card it has seen: its hand, the cards handed to it and by it, and
the face-up cards. Its mission is determined when every solution of those clues (the
exact solver, ``world.solver``) puts the same wreck under its mission card.

>>> from naval_widgets.fleet1715 import scenario
>>> numbers = tuple(found.number for found in scenario("A").cards)
>>> determined("san-miguel", numbers)
('ft-pierce', 'porcelain', '22ft', 'nao', 'san-miguel')
>>> determined("san-miguel", numbers[:2]) is None
True
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from ..world.data import CATEGORY_KEYS, KEYS, SITE, category_of, element
from ..world.deck import card
from ..world.grid import CELLS, PAIR
from ..world.solver import solve

Wreck = tuple[str, str, str, str, str]


def known_cards(view: dict[str, Any]) -> tuple[int, ...]:
    """The clue cards the view's seat has seen, sorted."""
    seen = {entry["number"] for part in ("hand", "received", "given", "face_up")
            for entry in view[part] or ()}
    return tuple(sorted(seen))


@lru_cache(maxsize=4096)
def determined(mission: str, cards: tuple[int, ...]) -> Wreck | None:
    """The wreck of mission card ``mission`` (site, cargo, depth, ship type, ship name
    keys) if the clue ``cards`` leave it one possibility; else ``None``."""
    clues = [card(number).clue for number in cards]
    first = solve(clues, limit=1)
    if not first:
        return None
    solution = first[0]
    own = element(mission)
    site = own if category_of(own) == SITE else solution.site_of(own)
    wreck = [site if category == SITE else solution.at(site, category)
             for category in range(len(CATEGORY_KEYS))]
    for value in wreck:
        if value == own:
            continue
        marks: list[bool | None] = [None] * CELLS
        marks[PAIR[own][value]] = False
        if solve(clues, tuple(marks), limit=1):
            return None
    return tuple(KEYS[value] for value in wreck)
