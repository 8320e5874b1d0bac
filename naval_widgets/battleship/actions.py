"""Battleship actions: what a player can do, with a short notation.

>>> parse("red2 B3")
PlayPeg(card='red2', cell=6)
>>> str(Repair(cell=0, peg="white"))
'repair own A1 white'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from ..core.i18n import Catalog
from ..core.words import brief
from .cards import PEGS, cell_index, cell_label

_ = Catalog("battleship")

RULE = "battleship/action"


@dataclass(frozen=True, slots=True)
class PlayPeg(Action):
    """A white or red peg card on a cell of the opponent's grid."""

    tag = "peg"
    card: str
    cell: int

    def notation(self) -> str:
        return f"{self.card} {cell_label(self.cell)}"


@dataclass(frozen=True, slots=True)
class PlayShield(Action):
    """A Shield on one of your own revealed ships."""

    tag = "shield"
    cell: int

    def notation(self) -> str:
        return f"shield own {cell_label(self.cell)}"


@dataclass(frozen=True, slots=True)
class DiscardWhites(Action):
    """Power card: discard ``count`` white peg cards from your hand."""

    tag = "discard-whites"
    count: int

    def notation(self) -> str:
        return f"discard-whites {self.count}"


@dataclass(frozen=True, slots=True)
class PlayTwo(Action):
    """Power card: play two more cards this turn."""

    tag = "play-two"

    def notation(self) -> str:
        return "play-two"


@dataclass(frozen=True, slots=True)
class Repair(Action):
    """Power card: take one peg card off one of your ships, then play a card."""

    tag = "repair"
    cell: int
    peg: str

    def notation(self) -> str:
        return f"repair own {cell_label(self.cell)} {self.peg}"


@dataclass(frozen=True, slots=True)
class DrawThree(Action):
    """Power card: draw three cards, then play one of them."""

    tag = "draw-three"

    def notation(self) -> str:
        return "draw-three"


@dataclass(frozen=True, slots=True)
class RemovePeg(Action):
    """PT boat power, at the start of your turn: take a peg card off one of your ships."""

    tag = "pt-boat"
    cell: int
    peg: str

    def notation(self) -> str:
        return f"pt-boat own {cell_label(self.cell)} {self.peg}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """Discard a card: only when no card in your hand can be played."""

    tag = "discard"
    card: str

    def notation(self) -> str:
        return f"discard {self.card}"


@dataclass(frozen=True, slots=True)
class EndTurn(Action):
    """End the turn instead of using the extra plays a power card gave."""

    tag = "end"

    def notation(self) -> str:
        return "end"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.tag: cls for cls in (PlayPeg, PlayShield, DiscardWhites, PlayTwo, Repair, DrawThree,
                             RemovePeg, Discard, EndTurn)
}


def parse(notation: str) -> Action:
    """Read the short notation back, in any case ("WHITE a1" is "white A1");
    ``IllegalAction`` if unreadable."""
    words = notation.lower().split() if isinstance(notation, str) else []
    try:
        match words:
            case [card, cell] if card in PEGS:
                return PlayPeg(card, cell_index(cell))
            case ["shield", "own", cell]:
                return PlayShield(cell_index(cell))
            case ["discard-whites", count] if count.isdigit():
                return DiscardWhites(int(count))
            case ["play-two"]:
                return PlayTwo()
            case ["repair", "own", cell, peg]:
                return Repair(cell_index(cell), peg)
            case ["draw-three"]:
                return DrawThree()
            case ["pt-boat", "own", cell, peg]:
                return RemovePeg(cell_index(cell), peg)
            case ["discard", card]:
                return Discard(card)
            case ["end"]:
                return EndTurn()
    except ValueError as err:
        raise IllegalAction(RULE, str(err)) from None
    raise IllegalAction(RULE, _("{value} is not a move: try e.g. 'white A1', 'red2 B3', "
                                "'shield own C4', 'play-two', 'draw-three' or 'end'.",
                                value=brief(notation)))
