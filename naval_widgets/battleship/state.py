"""The Battleship state: immutable tuples, changed only by the rules.

Chance lives in the state: the seed dealt the grids and decks, and each
reshuffle of a discard pile is drawn from the seed and the reshuffle count
(``core.chance``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator
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
    """One player's 12 cells (``Cell``) and four facts derived from them.

    The facts ride along as the tuple's last item, ``grid[FACTS]``, read in
    one go by the rules (an index is far cheaper than an attribute):

    - ``fleet``: the cell of each ship, in ``SHIPS`` order (``None`` unless the
      grid holds each ship exactly once);
    - ``down``: a bit mask of the face-down cells (bit ``i`` for cell ``i``);
    - ``afloat``: a bit mask of the cells showing a ship afloat;
    - ``ships``: a bit mask of the ships shown afloat (``SHIP_BIT``).

    They spare the rules a look through all twelve cells at every move. Else a
    Grid is the tuple of its cells: ``grid[i]`` is cell ``i``, and its length,
    iteration, equality, hash and print are those of the cells alone. A plain
    tuple of cells (a grid built by hand, say) is a grid too, whose facts the
    rules work out.
    """

    def __new__(cls, cells: Iterable[Cell] = ()) -> Grid:
        cells = tuple(cells)
        down = afloat = ships = 0
        for i, cell in enumerate(cells):
            if cell.face == DOWN:
                down |= 1 << i
            elif cell.face == UP and cell.card != MISS:
                afloat |= 1 << i
                ships |= SHIP_BIT.get(cell.card, 0)
        return tuple.__new__(cls, (*cells, (find_fleet(cells), down, afloat, ships)))

    @classmethod
    def face_down(cls, cards: list[str]) -> Grid:
        """A grid of ``cards`` (one of each ship, misses) all face down, as dealt."""
        return tuple.__new__(cls, (*map(_FACE_DOWN.__getitem__, cards),
                                   (tuple(map(cards.index, SHIPS)), _ALL_DOWN, 0, 0)))

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The cells alone, as a plain tuple."""
        return self[:FACTS]

    def __len__(self) -> int:
        return tuple.__len__(self) - 1

    def __iter__(self) -> Iterator[Cell]:
        return iter(self[:FACTS])

    def __eq__(self, other: object) -> bool:
        return self[:FACTS] == other

    def __ne__(self, other: object) -> bool:
        return self[:FACTS] != other

    def __hash__(self) -> int:
        return hash(self[:FACTS])

    def __repr__(self) -> str:
        return repr(self[:FACTS])

    def __getnewargs__(self) -> tuple[tuple[Cell, ...]]:
        return (self[:FACTS],)

    fleet = property(lambda self: self[FACTS][0], doc="The cell of each ship (or None).")
    down = property(lambda self: self[FACTS][1], doc="A bit mask of the face-down cells.")
    afloat = property(lambda self: self[FACTS][2], doc="A bit mask of the ships shown afloat.")
    ships = property(lambda self: self[FACTS][3], doc="The ships shown afloat (``SHIP_BIT``).")

    def with_cell(self, index: int, cell: Cell) -> Grid:
        """This grid with ``cell`` at ``index``, the card that was there (turned, hit...).

        The rules never move a card, so the fleet stays, and three bits follow when
        the card turns.
        """
        items = list(_items(self))  # the cells and the facts
        items[index] = cell
        fleet, down, afloat, ships = items[FACTS]
        if fleet is None:  # built by hand, a ship perhaps twice: work the facts out
            return Grid(items[:FACTS])
        face = cell.face
        if face != self[index].face:  # a card turned up or sunk: the masks follow
            bit, ship = 1 << index, SHIP_BIT.get(cell.card, 0)
            down, afloat, ships = down & ~bit, afloat & ~bit, ships & ~ship
            if face == DOWN:
                down |= bit
            elif face == UP and cell.card != MISS:
                afloat |= bit
                ships |= ship
            items[FACTS] = (fleet, down, afloat, ships)
        return tuple.__new__(Grid, items)


#: Where a ``Grid`` keeps its facts: its last item.
FACTS = -1
#: Every item of a ``Grid`` (its facts too): the iteration of tuples.
_items = tuple.__iter__


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
