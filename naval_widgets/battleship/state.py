"""The Battleship state: immutable tuples, changed only by the rules.

Chance lives in the state: the seed dealt the grids and decks, and each
reshuffle of a discard pile is seeded by the seed and the reshuffle count.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

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


class Grid(tuple):
    """One player's 12 cells (a tuple of ``Cell``) and four facts derived from them.

    - ``fleet``: the cell of each ship, in ``SHIPS`` order (``None`` unless the
      grid holds each ship exactly once);
    - ``down``: a bit mask of the face-down cells (bit ``i`` for cell ``i``);
    - ``afloat``: a bit mask of the cells showing a ship afloat;
    - ``ships``: a bit mask of the ships shown afloat (``SHIP_BIT``).

    They spare the rules a look through all twelve cells at every move. A Grid
    equals the plain tuple of its cells and prints like it; a plain tuple (a
    grid built by hand, say) is a grid too, whose facts the rules work out.
    """

    fleet: tuple[int, ...] | None
    down: int
    afloat: int
    ships: int

    def __new__(cls, cells: Iterable[Cell] = ()) -> Grid:
        grid = tuple.__new__(cls, cells)
        down = afloat = ships = 0
        for i, cell in enumerate(grid):
            if cell.face == DOWN:
                down |= 1 << i
            elif cell.face == UP and cell.card != MISS:
                afloat |= 1 << i
                ships |= SHIP_BIT.get(cell.card, 0)
        grid.fleet, grid.down, grid.afloat, grid.ships = find_fleet(grid), down, afloat, ships
        return grid

    def __getnewargs__(self) -> tuple[tuple[Cell, ...]]:
        return (tuple(self),)

    def with_cell(self, index: int, cell: Cell) -> Grid:
        """This grid with ``cell`` at ``index``, the card that was there (turned, hit...).

        The rules never move a card, so the fleet stays, and three bits follow when
        the card turns.
        """
        cells = list(self)
        cells[index] = cell
        fleet = self.fleet
        if fleet is None:  # built by hand, a ship perhaps twice: work the facts out
            return Grid(cells)
        grid = tuple.__new__(Grid, cells)
        facts = grid.__dict__
        facts.update(self.__dict__)  # the fleet, and the masks as they were
        face, bit = cell.face, 1 << index
        if face != self[index].face:  # a card turned up or sunk: the masks follow
            ship = SHIP_BIT.get(cell.card, 0)
            down, afloat, ships = self.down & ~bit, self.afloat & ~bit, self.ships & ~ship
            if face == DOWN:
                down |= bit
            elif face == UP and cell.card != MISS:
                afloat |= bit
                ships |= ship
            facts["down"], facts["afloat"], facts["ships"] = down, afloat, ships
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


#: A face-down card of each kind: cells are values, so every grid can share them.
_FACE_DOWN = {card: Cell(card) for card in COORDINATES}


def deal(seed: int, variant: str) -> State:
    """Set-up: each player's 12 coordinate cards face down in a 3x4 grid, a hand of 5."""
    rng = random.Random(f"battleship/{seed}")
    deck = DESTRUCTION if variant == STANDARD else BEGINNER_DESTRUCTION
    sides = []
    for _seat in (0, 1):
        coordinates = list(COORDINATES)
        rng.shuffle(coordinates)
        cards = list(deck)
        rng.shuffle(cards)
        hand, draw = cards[-HAND_SIZE:], cards[:-HAND_SIZE]
        sides.append(Side(Grid(_FACE_DOWN[card] for card in coordinates), sort_hand(hand),
                          tuple(draw), ()))
    return State(variant, seed, (sides[0], sides[1]))
