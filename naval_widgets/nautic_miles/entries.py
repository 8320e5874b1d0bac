"""How the Nautic Miles board reads each legal action, and its JSON Schema.

An entry names a card and either a convoy (``line``, ``slot``: both counted from 1), a
place of the person's own line (``at``), or nothing (a discard). The board turns it into
the shared chooser's card and target (``readEntry`` in ``js/src/nautic_miles/board.js``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action
from ..core.entries import WORDS, any_shape, constant, one_of, shape
from . import actions as act
from .cards import HAND_ORDER, TARGETED, TONS

PAIR = "submarines"

ENTRY: dict[type[Action], Callable[[Any], dict[str, Any]]] = {
    act.PlaceConvoy: lambda a: {"card": a.card, "at": a.at},
    act.PlayCard: lambda a: {"card": a.card, "line": a.line, "slot": a.slot},
    act.PlayPair: lambda a: {"card": PAIR, "line": a.line, "slot": a.slot},
    act.Discard: lambda a: {"card": a.card, "option": "discard"},
}

_FROM_ONE = {"type": "integer", "minimum": 1}

ENTRY_SCHEMA = any_shape(
    shape({"card": one_of(TONS), "at": _FROM_ONE, **WORDS}),
    shape({"card": one_of((*TARGETED, PAIR)), "line": _FROM_ONE, "slot": _FROM_ONE, **WORDS}),
    shape({"card": one_of(HAND_ORDER), "option": constant("discard"), **WORDS}),
)
