"""The solo game's state: an immutable tuple, changed only by the rules.

Chance lives in the state: the seed shuffled the scenario's clue cards into
the face-down pile (rule fleet1715/solo-setup).
"""

from __future__ import annotations

import random
from typing import NamedTuple

from ..world.deck import scenario
from ..world.grid import CELLS

MARK_NAMES = ("blank", "no", "yes")
#: How the grid writes each mark: one character a cell.
BLANK, NO, YES = ".", "n", "y"
MARK_CHARS = {"blank": BLANK, "no": NO, "yes": YES}
#: Each grid value's mark character, and back: the one table for both directions.
CHAR_OF = {None: BLANK, False: NO, True: YES}
VALUE_OF = {char: value for value, char in CHAR_OF.items()}
SOLVED, WRONG = "solved", "wrong"


class State(NamedTuple):
    scenario: str
    seed: int
    pile: tuple[int, ...]       # clue card numbers face down, the top card last
    drawn: tuple[int, ...]      # clue card numbers drawn, in the order drawn
    marks: str                  # the grid: BLANK, NO or YES for each of the 160 cells
    result: str | None = None   # None while playing, then SOLVED or WRONG


def deal(seed: int, letter: str) -> State:
    """Scenario ``letter``'s clue cards shuffled face down (seeded), an empty grid."""
    pile = [card.number for card in scenario(letter).cards]
    random.Random(f"fleet1715/{letter}/{seed}").shuffle(pile)
    return State(scenario=letter, seed=seed, pile=tuple(pile), drawn=(), marks=BLANK * CELLS)
