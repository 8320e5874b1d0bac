"""Hand-built Battleship positions for rule tests.

Every grid here holds, in cells 0-4 (A1-B1), the carrier, battleship,
destroyer, submarine and PT boat, and misses in cells 5-11, all face down
unless a test turns some up.
"""

from __future__ import annotations

from naval_widgets.battleship.cards import COORDINATES, DESTRUCTION, sort_hand
from naval_widgets.battleship.state import PLAY_PHASE, Cell, Grid, Side, State

CARRIER, BATTLESHIP, DESTROYER, SUBMARINE, PT_BOAT = range(5)
MISS = 5


def grid(**cells: Cell) -> tuple[Cell, ...]:
    """The standard layout, with some cells replaced: ``grid(c2=Cell("destroyer", UP))``."""
    layout = [Cell(card) for card in COORDINATES]
    for name, cell in cells.items():
        layout[int(name[1:])] = cell
    return tuple(layout)


def side(hand=(), cells=None, draw=None, discard=(), variant="standard") -> Side:
    """A side whose draw pile holds the rest of the deck unless given; its hand in hand
    order, as the deal and the rules keep hands."""
    if draw is None:
        rest = list(DESTRUCTION)
        for card in hand:
            rest.remove(card)
        draw = tuple(rest)
    return Side(Grid.of(cells or grid(), variant), sort_hand(hand), tuple(draw), tuple(discard))


def position(hand=(), mine=None, theirs=None, their_hand=("white",) * 5, variant="standard",
             **changes) -> State:
    """Player 1 (seat 0) to move with ``hand``; ``mine`` and ``theirs`` are grids."""
    sides = (side(hand, mine, variant=variant), side(their_hand, theirs, variant=variant))
    state = State(variant=variant, seed=0, sides=sides, to_move=0, phase=PLAY_PHASE)
    return state._replace(**changes)
