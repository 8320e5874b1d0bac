"""Battleship actions: what a player can do, with a short notation.

>>> parse("red2 B3")
PlayPeg(card='red2', cell=6)
>>> str(Repair(cell=0, peg="white"))
'repair own A1 white'
"""

from __future__ import annotations

from ..core.actions import Action, action, action_types
from ..core.notation import Kind, choice, parser, word
from .cards import CELLS, HAND_ORDER, PEGS, cell_index, cell_label

RULE = "battleship/action"

#: A cell of a grid, written "A1" to "C4" (any text is read, to say why it is no cell).
CELL = Kind(r"\S+", cell_index, range(CELLS), 0, write=cell_label)
#: A peg card: played on the opponent's grid, or taken off a ship (any word is read).
PEG, TAKEN_PEG = choice(PEGS), word(PEGS)


@action("peg", "{card} {cell}", card=PEG, cell=CELL)
class PlayPeg(Action):
    """A white or red peg card on a cell of the opponent's grid."""

    card: str
    cell: int


@action("shield", "shield own {cell}", cell=CELL)
class PlayShield(Action):
    """A Shield on one of your own revealed ships."""

    cell: int


@action("discard-whites")
class DiscardWhites(Action):
    """Power card: discard ``count`` white peg cards from your hand."""

    count: int


@action("play-two")
class PlayTwo(Action):
    """Power card: play two more cards this turn."""


@action("repair", "repair own {cell} {peg}", cell=CELL, peg=TAKEN_PEG)
class Repair(Action):
    """Power card: take one peg card off one of your ships, then play a card."""

    cell: int
    peg: str


@action("draw-three")
class DrawThree(Action):
    """Power card: draw three cards, then play one of them."""


@action("pt-boat", "pt-boat own {cell} {peg}", cell=CELL, peg=TAKEN_PEG)
class RemovePeg(Action):
    """PT boat power, at the start of your turn: take a peg card off one of your ships."""

    cell: int
    peg: str


@action("discard", card=word(HAND_ORDER))
class Discard(Action):
    """Discard a card: only when no card in your hand can be played."""

    card: str


@action("end")
class EndTurn(Action):
    """End the turn instead of using the extra plays a power card gave."""


ACTION_TYPES = action_types(PlayPeg, PlayShield, DiscardWhites, PlayTwo, Repair, DrawThree,
                            RemovePeg, Discard, EndTurn)
parse = parser(ACTION_TYPES, RULE)
