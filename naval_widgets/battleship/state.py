"""The Battleship state: immutable tuples, changed only by the rules.

Chance lives in the state: the seed dealt the grids and decks, and each
reshuffle of a discard pile is drawn from the seed and the reshuffle count
(``core.chance``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from ..core.chance import shuffle
from .cards import (
    BEGINNER_DESTRUCTION,
    COORDINATES,
    DESTRUCTION,
    HAND_SIZE,
    MISS,
    SHIPS,
    sort_hand,
)

DOWN, UP, SUNK = 0, 1, 2
#: Bit ``n`` for ``SHIPS[n]``: the ``ships`` of a ``Grid``.
SHIP_BIT = {ship: 1 << number for number, ship in enumerate(SHIPS)}
STANDARD, BEGINNER = "standard", "beginner"
VARIANTS = (STANDARD, BEGINNER)
PT_PHASE, PLAY_PHASE, OVER = "pt-boat", "play", "over"


class Cell(NamedTuple):
    """One coordinate card in a grid, with the opponent's pegs and a shield on it."""

    card: str
    face: int = DOWN
    pegs: tuple[str, ...] = ()           # the opponent's peg cards under this ship
    shield: tuple[str, ...] | None = None  # None: no shield; else the pegs played on it


#: A face-down card of each kind: cells are values, so every grid can share them.
_FACE_DOWN = {card: Cell(card) for card in COORDINATES}
_ALL_DOWN = (1 << len(COORDINATES)) - 1


class Grid(tuple):
    """One player's 12 cells (a tuple of ``Cell``) and four facts derived from them.

    ``facts`` holds them in one tuple, read in one go by the rules:

    - ``fleet``: the cell of each ship, in ``SHIPS`` order (``None`` unless the
      grid holds each ship exactly once);
    - ``down``: a bit mask of the face-down cells (bit ``i`` for cell ``i``);
    - ``afloat``: a bit mask of the cells showing a ship afloat;
    - ``ships``: a bit mask of the ships shown afloat (``SHIP_BIT``).

    They spare the rules a look through all twelve cells at every move. A Grid
    equals the plain tuple of its cells and prints like it; a plain tuple (a
    grid built by hand, say) is a grid too, whose facts the rules work out.
    """

    facts: tuple[tuple[int, ...] | None, int, int, int]

    def __new__(cls, cells: Iterable[Cell] = ()) -> Grid:
        grid = tuple.__new__(cls, cells)
        down = afloat = ships = 0
        for i, cell in enumerate(grid):
            if cell.face == DOWN:
                down |= 1 << i
            elif cell.face == UP and cell.card != MISS:
                afloat |= 1 << i
                ships |= SHIP_BIT.get(cell.card, 0)
        grid.facts = (find_fleet(grid), down, afloat, ships)
        return grid

    @classmethod
    def face_down(cls, cards: list[str]) -> Grid:
        """A grid of ``cards`` (one of each ship, misses) all face down, as dealt."""
        grid = tuple.__new__(cls, map(_FACE_DOWN.__getitem__, cards))
        grid.facts = (tuple(map(cards.index, SHIPS)), _ALL_DOWN, 0, 0)
        return grid

    def __getnewargs__(self) -> tuple[tuple[Cell, ...]]:
        return (tuple(self),)

    fleet = property(lambda self: self.facts[0], doc="The cell of each ship (or None).")
    down = property(lambda self: self.facts[1], doc="A bit mask of the face-down cells.")
    afloat = property(lambda self: self.facts[2], doc="A bit mask of the ships shown afloat.")
    ships = property(lambda self: self.facts[3], doc="The ships shown afloat (``SHIP_BIT``).")

    def with_cell(self, index: int, cell: Cell) -> Grid:
        """This grid with ``cell`` at ``index``, the card that was there (turned, hit...).

        The rules never move a card, so the fleet stays, and three bits follow when
        the card turns.
        """
        cells = list(self)
        cells[index] = cell
        facts = self.facts
        fleet, down, afloat, ships = facts
        if fleet is None:  # built by hand, a ship perhaps twice: work the facts out
            return Grid(cells)
        grid = tuple.__new__(Grid, cells)
        face = cell.face
        if face != self[index].face:  # a card turned up or sunk: the masks follow
            bit, ship = 1 << index, SHIP_BIT.get(cell.card, 0)
            down, afloat, ships = down & ~bit, afloat & ~bit, ships & ~ship
            if face == DOWN:
                down |= bit
            elif face == UP and cell.card != MISS:
                afloat |= bit
                ships |= ship
            facts = (fleet, down, afloat, ships)
        grid.facts = facts
        return grid


def as_grid(cells: tuple[Cell, ...]) -> Grid:
    """``cells`` as a ``Grid`` (itself when it is one already)."""
    return cells if type(cells) is Grid else Grid(cells)


def find_fleet(cells: tuple[Cell, ...]) -> tuple[int, ...] | None:
    """The cell of each ship, in ``SHIPS`` order; ``None`` unless each ship is there once."""
    cards = [cell.card for cell in cells]
    if any(cards.count(ship) != 1 for ship in SHIPS):
        return None
    return tuple(cards.index(ship) for ship in SHIPS)


class Side(NamedTuple):
    """Everything one player owns: grid, hand, draw pile (top last), discard pile."""

    cells: tuple[Cell, ...]              # a Grid once dealt or changed by the rules
    hand: tuple[str, ...]
    draw: tuple[str, ...]
    discard: tuple[str, ...]


class State(NamedTuple):
    variant: str
    seed: int
    sides: tuple[Side, Side]
    to_move: int = 0
    phase: str = PLAY_PHASE
    plays_left: int = 1
    extra: bool = False
    restrict: tuple[str, ...] | None = None
    turn: int = 1
    winner: int | None = None
    shuffles: int = 0




def deal(seed: int, variant: str) -> State:
    """Set-up: each player's 12 coordinate cards face down in a 3x4 grid, a hand of 5."""
    rng = random.Random(f"battleship/{seed}")
    deck = DESTRUCTION if variant == STANDARD else BEGINNER_DESTRUCTION
    sides = []
    for _seat in (0, 1):
        coordinates = list(COORDINATES)
        shuffle(rng, coordinates)
        cards = list(deck)
        shuffle(rng, cards)
        hand, draw = cards[-HAND_SIZE:], cards[:-HAND_SIZE]
        sides.append(Side(Grid.face_down(coordinates), sort_hand(hand), tuple(draw), ()))
    return State(variant, seed, (sides[0], sides[1]))
