"""Nautic Miles actions: what a player can do, with a short notation.

Lines and slots are counted from 1 as the board shows them: line ``2`` is Player 2's
(or Team 2's), slot ``1`` its convoy nearest the port end.

>>> parse("m600 2.1")
PlayCard(card='m600', line=2, slot=1)
>>> str(PlaceConvoy(card="c5000", at=1))
'c5000 at 1'
"""

from __future__ import annotations

from ..core.actions import Action, action, action_types
from ..core.notation import choice, parser
from .cards import HAND_ORDER, TARGETED, TONS

RULE = "nautic_miles/action"


@action("convoy", "{card} at {at}", card=choice(TONS))
class PlaceConvoy(Action):
    """A convoy card face down in your line, at place ``at`` (1: the port end)."""

    card: str
    at: int


@action("card", "{card} {line}.{slot}", card=choice(TARGETED))
class PlayCard(Action):
    """Any other card, beside convoy ``slot`` of line ``line``."""

    card: str
    line: int
    slot: int


@action("submarines", "submarines {line}.{slot}")
class PlayPair(Action):
    """Two submarines together, beside convoy ``slot`` of line ``line``."""

    line: int
    slot: int


@action("discard", card=choice(HAND_ORDER))
class Discard(Action):
    """A card of your hand, face up on the discard pile."""

    card: str


ACTION_TYPES = action_types(PlaceConvoy, PlayCard, PlayPair, Discard)
parse = parser(ACTION_TYPES, RULE)
