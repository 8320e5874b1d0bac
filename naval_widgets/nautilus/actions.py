"""Nautilus actions: what a player can do, with a short notation.

Sides and places are counted from 1 as the board shows them: side 1 is Player 1's,
place 1 faces the first domain card. A diver is its number; the Kraken and the
Fishbone are played as divers by name.

>>> parse("12 2.3"), parse("Kraken 1.4")
(Place(card=12, side=2, place=3), Place(card=15, side=1, place=4))
>>> str(Move(side=1, place=2, to_side=2, to_place=2))
'move 1.2 2.2'
"""

from __future__ import annotations

from ..core.actions import Action, action, action_types
from ..core.notation import NUMBER, Kind, choice, parser
from .cards import AS_DIVER, SPECIAL_OF_VALUE, SPECIALS

RULE = "nautilus/action"


def _diver(text: str) -> int:
    return AS_DIVER[text] if text in AS_DIVER else int(text)


#: A diver's value, 0 to 15: its number, or the special card played as that diver.
DIVER = Kind(f"{NUMBER.pattern}|{'|'.join(AS_DIVER)}", _diver, range(16), 12,
             write=lambda value: SPECIAL_OF_VALUE.get(value, str(value)))
SPECIAL = choice(SPECIALS)


@action("keep", special=SPECIAL)
class Keep(Action):
    """The first player keeps one of the two special cards drawn and gives the other."""

    special: str


@action("special", "play {special}", special=SPECIAL)
class PlaySpecial(Action):
    """A special card played before placement: the Eye, the Scooter or the Harpoon."""

    special: str


@action("pass")
class Pass(Action):
    """No special card played before placement."""


@action("pick", card=DIVER)
class Pick(Action):
    """The diver kept of the two the Underwater scooter drew."""

    card: int


@action("give", card=DIVER)
class Give(Action):
    """After the Harpoon took a diver at random from the opponent's hand: the diver given
    to the opponent, the harpooned one (given back) or one of the player's own."""

    card: int


@action("place", "{card} {side}.{place}", card=DIVER)
class Place(Action):
    """A diver (or the Kraken, 15, or the Fishbone, 0) at a free place of either side."""

    card: int
    side: int
    place: int


@action("anchor", "anchor {card} {side}.{place}", card=DIVER)
class Anchored(Action):
    """A diver placed with the Anchor on it: it can no longer be moved."""

    card: int
    side: int
    place: int


@action("move", "move {side}.{place} {to_side}.{to_place}")
class Move(Action):
    """The move a 6, 7, 8 or 9 makes compulsory: the card at side.place to to_side.to_place."""

    side: int
    place: int
    to_side: int
    to_place: int


ACTION_TYPES = action_types(Keep, PlaySpecial, Pass, Pick, Give, Place, Anchored, Move)
parse = parser(ACTION_TYPES, RULE)
