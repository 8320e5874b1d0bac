"""Positions for the Nautilus tests: a dealt game with the fields a test names."""

from __future__ import annotations

from naval_widgets.nautilus import GAME
from naval_widgets.nautilus.cards import DIVERS
from naval_widgets.nautilus.state import EMPTY, PLACE

#: One 1-star card of each domain, along the submarine.
TABLE = (0, 6, 12, 18, 24)


def board(first=(None,) * 5, second=(None,) * 5):
    return (tuple(first), tuple(second))


def position(*, hands=((1, 2, 3, 4, 5), (10, 11, 12, 13, 14)), sides=EMPTY, to_move=0,
             phase=PLACE, specials=(None, None), **fields):
    """Round 1 of seed 1 in phase ``phase`` with these hands, board and special cards;
    the divers nobody holds form the pile."""
    used = {*hands[0], *hands[1], *(value for row in sides for value in row)}
    return GAME.initial_state(1)._replace(
        phase=phase, to_move=to_move, hands=tuple(tuple(hand) for hand in hands),
        sides=sides, specials=specials, offer=(), table=TABLE,
        diver_pile=tuple(card for card in DIVERS if card not in used), **fields)
