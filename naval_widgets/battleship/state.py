"""The Battleship state: immutable tuples, changed only by the rules.

Chance lives in the state: the seed dealt the grids and decks, and each
reshuffle of a discard pile is seeded by the seed and the reshuffle count.
"""

from __future__ import annotations

import random
from typing import NamedTuple

from .cards import BEGINNER_DESTRUCTION, COORDINATES, DESTRUCTION, HAND_SIZE, sort_hand

DOWN, UP, SUNK = 0, 1, 2
STANDARD, BEGINNER = "standard", "beginner"
VARIANTS = (STANDARD, BEGINNER)
PT_PHASE, PLAY_PHASE, OVER = "pt-boat", "play", "over"


class Cell(NamedTuple):
    """One coordinate card in a grid, with the opponent's pegs and a shield on it."""

    card: str
    face: int = DOWN
    pegs: tuple[str, ...] = ()           # the opponent's peg cards under this ship
    shield: tuple[str, ...] | None = None  # None: no shield; else the pegs played on it


class Side(NamedTuple):
    """Everything one player owns: grid, hand, draw pile (top last), discard pile."""

    cells: tuple[Cell, ...]
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
        rng.shuffle(coordinates)
        cards = list(deck)
        rng.shuffle(cards)
        hand, draw = cards[-HAND_SIZE:], cards[:-HAND_SIZE]
        sides.append(Side(tuple(Cell(card) for card in coordinates), sort_hand(hand),
                          tuple(draw), ()))
    return State(variant, seed, (sides[0], sides[1]))
