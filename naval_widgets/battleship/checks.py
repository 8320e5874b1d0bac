"""What every check of an action shares: its answer, the fields it reads, the hand.

A check returns ``None`` or a (rule, sentence) problem, which ``rules.step``
raises as ``IllegalAction``. Any value is welcome: fields of the wrong type or
out of range are refused (battleship/action).
"""

from __future__ import annotations

from ..core.i18n import Catalog, Text
from .cards import CELLS, HAND_ORDER, NAMES, PEGS
from .state import State

_ = Catalog("battleship")

#: Why an action is refused: the id of the rule it breaks, and a sentence.
Problem = tuple[str, Text]


def is_cell(value: object) -> bool:
    """A cell number, 0 (A1) to 11 (C4); a bool is not one."""
    return type(value) is int and 0 <= value < CELLS


def is_card(value: object) -> bool:
    return type(value) is str and value in HAND_ORDER


def is_peg(value: object) -> bool:
    return type(value) is str and value in PEGS


def hand_problem(state: State, card: str) -> Problem | None:
    """Whether ``card`` can be played from the hand of the player to move
    (battleship/turn), and is one of the cards just drawn after "draw 3"
    (battleship/draw-three)."""
    if card not in state.side_to_move.hand:
        return ("battleship/turn", _("You have no {card} card in your hand.", card=NAMES[card]))
    if state.restrict is not None and card not in state.restrict:
        return ("battleship/draw-three", _("After 'draw 3' the card you play must be one of "
                                           "the three you drew."))
    return None
