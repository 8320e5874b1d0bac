"""Each action as a sentence: the board's entries and ``describe`` say it as an order
("Place 12 at 2.3"); the bots' reasons say it in the first person ("I place 12 at
2.3"), naming nothing the other player may not see (``said_by_me``)."""

from __future__ import annotations

from typing import Any

from ..core import Action
from ..core.i18n import Text
from . import actions as act
from .cards import SPECIAL_NAMES, SPECIAL_OF_VALUE, diver_name
from .words import say as _


def sentence(action: Action) -> Text:
    """The order naming ``action``: "Place 12 at 2.3"."""
    kind = type(action)
    if kind is act.Keep:
        return _("Keep {card}, give the other", card=SPECIAL_NAMES[action.special])
    if kind is act.PlaySpecial:
        return _("Play {card}", card=SPECIAL_NAMES[action.special])
    if kind is act.Pass:
        return _("Play no special card now")
    if kind is act.Pick:
        return _("Keep the {card}", card=action.card)
    if kind is act.Give:
        return _("Give the {card}", card=action.card)
    if kind is act.Move:
        return _("Move the diver at {side}.{place} to {to_side}.{to_place}", **where(action))
    if kind is act.Anchored:
        return _("Place {card} at {side}.{place} with the Anchor", **where(action))
    return _("Place {card} at {side}.{place}", **where(action))


def said_by_me(action: Action) -> Text:
    """``action`` in the first person, naming only what both players see: the special
    card kept, the diver picked and the diver given stay unnamed."""
    kind = type(action)
    if kind is act.Keep:
        return _("I keep one of the two special cards I drew and give you the other")
    if kind is act.PlaySpecial:
        return _("I play {card}", card=SPECIAL_NAMES[action.special])
    if kind is act.Pass:
        return _("I pass")
    if kind is act.Pick:
        return _("I keep one of the two divers the Underwater scooter drew")
    if kind is act.Give:
        return _("I give you a diver")
    if kind is act.Move:
        return _("I move the diver at {side}.{place} to {to_side}.{to_place}", **where(action))
    if kind is act.Anchored:
        return _("I place {card} at {side}.{place} with the Anchor", **where(action))
    return _("I place {card} at {side}.{place}", **where(action))


def where(action: Action) -> dict[str, Any]:
    """A placement's or a move's values in its sentences: the card (a placement's), the
    side and place, and where a move takes it."""
    if type(action) is act.Move:
        return {"side": action.side, "place": action.place, "to_side": action.to_side,
                "to_place": action.to_place}
    return {"card": diver_name(action.card), "side": action.side, "place": action.place}


def the_diver(value: int) -> Text:
    """A diver in a sentence, with its article: "the 12", "the Kraken"."""
    special = SPECIAL_OF_VALUE.get(value)
    return SPECIAL_NAMES[special] if special else _("the {number}", number=value)
