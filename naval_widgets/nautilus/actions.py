"""Nautilus actions: what a player can do, with a short notation.

Sides and places are counted from 1 as the board shows them: side 1 is Player 1's,
place 1 faces the first domain card. A diver is its number; the Kraken and the
Fishbone are played as divers by name.

>>> parse("12 2.3")
Place(card=12, side=2, place=3)
>>> str(Move(side=1, place=2, to_side=2, to_place=2))
'move 1.2 2.2'
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core import Action, IllegalAction
from ..core.words import brief
from .cards import AS_DIVER, SPECIAL_OF_VALUE, SPECIALS
from .words import say as _

RULE = "nautilus/action"


def _diver(value: int) -> str:
    return SPECIAL_OF_VALUE.get(value, str(value))


@dataclass(frozen=True, slots=True)
class Keep(Action):
    """The first player keeps one of the two special cards drawn and gives the other."""

    tag = "keep"
    special: str

    def notation(self) -> str:
        return f"keep {self.special}"


@dataclass(frozen=True, slots=True)
class PlaySpecial(Action):
    """A special card played before placement: the Eye, the Scooter or the Harpoon."""

    tag = "special"
    special: str

    def notation(self) -> str:
        return f"play {self.special}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """No special card played before placement."""

    tag = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Pick(Action):
    """The diver kept of the two the Underwater scooter drew."""

    tag = "pick"
    card: int

    def notation(self) -> str:
        return f"pick {self.card}"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """After the Harpoon: the diver given to the opponent (the one taken: given back)."""

    tag = "give"
    card: int

    def notation(self) -> str:
        return f"give {self.card}"


@dataclass(frozen=True, slots=True)
class Place(Action):
    """A diver (or the Kraken, 15, or the Fishbone, 0) at a free place of either side."""

    tag = "place"
    card: int
    side: int
    place: int

    def notation(self) -> str:
        return f"{_diver(self.card)} {self.side}.{self.place}"


@dataclass(frozen=True, slots=True)
class Anchored(Action):
    """A diver placed with the Anchor on it: it can no longer be moved."""

    tag = "anchor"
    card: int
    side: int
    place: int

    def notation(self) -> str:
        return f"anchor {_diver(self.card)} {self.side}.{self.place}"


@dataclass(frozen=True, slots=True)
class Move(Action):
    """The move a 6, 7, 8 or 9 makes compulsory: the card at side.place to to_side.to_place."""

    tag = "move"
    side: int
    place: int
    to_side: int
    to_place: int

    def notation(self) -> str:
        return f"move {self.side}.{self.place} {self.to_side}.{self.to_place}"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.tag: cls for cls in (Keep, PlaySpecial, Pass, Pick, Give, Place, Anchored, Move)
}


def _where(text: str) -> tuple[int, int]:
    side, dot, place = text.partition(".")
    if not dot or not side.isdigit() or not place.isdigit() or len(text) > 5:
        raise ValueError
    return int(side), int(place)


def _value(text: str) -> int:
    if text in AS_DIVER:
        return AS_DIVER[text]
    if not text.isdigit() or len(text) > 3:
        raise ValueError
    return int(text)


def parse(notation: str) -> Action:
    """Read the short notation back, in any case; ``IllegalAction`` if unreadable."""
    words = notation.lower().split() if isinstance(notation, str) else []
    try:
        match words:
            case ["keep", card] if card in SPECIALS:
                return Keep(card)
            case ["play", card] if card in SPECIALS:
                return PlaySpecial(card)
            case ["pass"]:
                return Pass()
            case ["pick", card]:
                return Pick(_value(card))
            case ["give", card]:
                return Give(_value(card))
            case ["anchor", card, where]:
                return Anchored(_value(card), *_where(where))
            case ["move", source, target]:
                return Move(*_where(source), *_where(target))
            case [card, where]:
                return Place(_value(card), *_where(where))
    except ValueError:
        pass
    raise IllegalAction(RULE, _("{value} is not a move: try e.g. 'keep eye', 'play eye', "
                                "'pass', '12 2.3', 'kraken 1.4', 'anchor 7 1.2', "
                                "'move 1.2 1.5', 'pick 9' or 'give 3'.",
                                value=brief(notation)))
