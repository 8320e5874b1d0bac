"""Nautic Miles actions: what a player can do, with a short notation.

Lines and slots are counted from 1 as the board shows them: line ``2`` is Player 2's
(or Team 2's), slot ``1`` its convoy nearest the port end.

>>> parse("m600 2.1")
PlayCard(card='m600', line=2, slot=1)
>>> str(PlaceConvoy(card="c5000", at=1))
'c5000 at 1'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from ..core.i18n import Catalog
from ..core.words import brief
from .cards import HAND_ORDER, TARGETED, TONS

_ = Catalog("nautic_miles")

RULE = "nautic_miles/action"


@dataclass(frozen=True, slots=True)
class PlaceConvoy(Action):
    """A convoy card face down in your line, at place ``at`` (1: the port end)."""

    tag = "convoy"
    card: str
    at: int

    def notation(self) -> str:
        return f"{self.card} at {self.at}"


@dataclass(frozen=True, slots=True)
class PlayCard(Action):
    """Any other card, beside convoy ``slot`` of line ``line``."""

    tag = "card"
    card: str
    line: int
    slot: int

    def notation(self) -> str:
        return f"{self.card} {self.line}.{self.slot}"


@dataclass(frozen=True, slots=True)
class PlayPair(Action):
    """Two submarines together, beside convoy ``slot`` of line ``line``."""

    tag = "submarines"
    line: int
    slot: int

    def notation(self) -> str:
        return f"submarines {self.line}.{self.slot}"


@dataclass(frozen=True, slots=True)
class Discard(Action):
    """A card of your hand, face up on the discard pile."""

    tag = "discard"
    card: str

    def notation(self) -> str:
        return f"discard {self.card}"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.tag: cls for cls in (PlaceConvoy, PlayCard, PlayPair, Discard)
}


def _target(text: str) -> tuple[int, int]:
    line, dot, slot = text.partition(".")
    if not dot or not line.isdigit() or not slot.isdigit() or len(text) > 7:
        raise ValueError
    return int(line), int(slot)


def parse(notation: str) -> Action:
    """Read the short notation back, in any case; ``IllegalAction`` if unreadable."""
    words = notation.lower().split() if isinstance(notation, str) else []
    try:
        match words:
            case [card, "at", at] if card in TONS and at.isdigit() and len(at) < 4:
                return PlaceConvoy(card, int(at))
            case ["submarines", target]:
                return PlayPair(*_target(target))
            case [card, target] if card in TARGETED:
                return PlayCard(card, *_target(target))
            case ["discard", card] if card in HAND_ORDER:
                return Discard(card)
    except ValueError:
        pass
    raise IllegalAction(RULE, _("{value} is not a move: try e.g. 'c5000 at 1', 'm600 1.2', "
                                "'alert 2.1', 'submarines 2.1' or 'discard radar'.",
                                value=brief(notation)))
