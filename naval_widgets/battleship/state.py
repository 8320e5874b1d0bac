"""The Battleship state: immutable named tuples, changed only by the rules.

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
    CELLS,
    COORDINATES,
    DESTRUCTION,
    HAND_SIZE,
    MISS,
    SHIPS,
    sort_hand,
)

DOWN, UP, SUNK = 0, 1, 2
#: Bit ``n`` for ``SHIPS[n]``: a set of ships as a number (``Grid.powers``).
SHIP_BIT = {ship: 1 << number for number, ship in enumerate(SHIPS)}
STANDARD, BEGINNER = "standard", "beginner"
VARIANTS = (STANDARD, BEGINNER)
#: The ships that have a power (``SHIP_BIT``), by variant: each of them in the standard
#: rules (battleship/ship-powers), none in the beginner rules (battleship/beginner).
POWERED = {STANDARD: sum(SHIP_BIT.values()), BEGINNER: 0}
PT_PHASE, PLAY_PHASE, OVER = "pt-boat", "play", "over"


class Cell(NamedTuple):
    """One coordinate card in a grid, with the opponent's pegs and a shield on it."""

    card: str
    face: int = DOWN
    pegs: tuple[str, ...] = ()           # the opponent's peg cards under this ship
    shield: tuple[str, ...] | None = None  # None: no shield; else the pegs played on it


class Grid(NamedTuple):
    """One player's 12 cells, and what the rules ask of them at every move, kept as bit
    masks (bit ``i``: cell ``i``; ``SHIP_BIT`` for ships) so no move looks through all
    twelve cells. ``with_cell`` keeps them up to date, as the rules change one cell at
    a time.
    """

    cells: tuple[Cell, ...]
    fleet: tuple[int, ...]  # the cell of each ship, in ``SHIPS`` order
    powered: int            # the ships that have a power in these rules (``POWERED``)
    down: int               # the face-down cells
    afloat: int             # the cells showing a ship afloat
    powers: int             # the ships whose power works: powered and shown afloat

    @classmethod
    def of(cls, cells: Iterable[Cell], variant: str) -> Grid:
        """The grid of ``cells`` in ``variant``: 12 cards, each ship exactly once, and
        nothing on a face-down card."""
        cells = tuple(cells)
        cards = [cell.card for cell in cells]
        if len(cells) != len(COORDINATES) or any(cards.count(ship) != 1 for ship in SHIPS):
            raise ValueError("A grid holds 12 cards with each ship exactly once.")
        if any(cell.face == DOWN and (cell.pegs or cell.shield is not None) for cell in cells):
            raise ValueError("A face-down card carries no peg card and no shield.")
        grid = cls.face_down(cards, variant)
        for i, cell in enumerate(cells):
            grid = grid.with_cell(i, cell)
        return grid

    @classmethod
    def face_down(cls, cards: list[str], variant: str) -> Grid:
        """A grid of ``cards`` (one of each ship, misses) all face down, as dealt."""
        return cls(cells=tuple(Cell(card=card) for card in cards),
                   fleet=tuple(cards.index(ship) for ship in SHIPS),
                   powered=POWERED[variant], down=(1 << len(cards)) - 1, afloat=0, powers=0)

    def with_cell(self, index: int, cell: Cell) -> Grid:
        """This grid with ``cell`` at ``index``: the card that was there, turned, hit...

        The rules never move a card, so the fleet stays; the masks follow a turned card.
        """
        down, afloat, powers = self.down, self.afloat, self.powers
        if cell.face != self.cells[index].face:
            bit, ship = 1 << index, SHIP_BIT.get(cell.card, 0) & self.powered
            down, afloat, powers = down & ~bit, afloat & ~bit, powers & ~ship
            if cell.face == DOWN:
                down |= bit
            elif cell.face == UP and cell.card != MISS:
                afloat |= bit
                powers |= ship
        return Grid(cells=self.cells[:index] + (cell,) + self.cells[index + 1:], fleet=self.fleet,
                    powered=self.powered, down=down, afloat=afloat, powers=powers)

    def afloat_cells(self) -> tuple[int, ...]:
        """The cells showing a ship afloat, in order."""
        return CELLS_IN[self.afloat]


#: ``CELLS_IN[mask]``: the cells whose bit is set in ``mask`` (see ``Grid``), in order.
CELLS_IN: tuple[tuple[int, ...], ...] = tuple(
    tuple(cell for cell in range(CELLS) if mask >> cell & 1) for mask in range(1 << CELLS))


class Side(NamedTuple):
    """Everything one player owns: grid, hand, draw pile (top last), discard pile."""

    grid: Grid
    hand: tuple[str, ...]
    draw: tuple[str, ...]
    discard: tuple[str, ...]

    @property
    def cells(self) -> tuple[Cell, ...]:
        """The grid's cells: ``side.cells[i]`` is cell ``i``."""
        return self.grid.cells


class State(NamedTuple):
    """The whole game: both sides, whose turn it is and how far it has gone."""

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

    @property
    def side_to_move(self) -> Side:
        """The side of the player to move."""
        return self.sides[self.to_move]


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
        sides.append(Side(grid=Grid.face_down(coordinates, variant), hand=sort_hand(hand),
                          draw=tuple(draw), discard=()))
    return State(variant=variant, seed=seed, sides=(sides[0], sides[1]))
