"""How the Battleship board reads each legal action: the shared chooser's card, target
(``side`` "own", else the opponent's grid) and option, and its JSON Schema."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core import Action
from ..core.entries import WORDS, any_shape, constant, count, one_of, shape
from . import actions as act
from .cards import CELLS, HAND_ORDER, PEGS, REPAIR_OR_DRAW, SHIELD, WHITES_OR_TWO

OWN = "own"

#: Each action as the page reads it. A peg play names no side: the opponent's grid is
#: the page's default.
ENTRY: dict[type[Action], Callable[[Any], dict[str, Any]]] = {
    act.PlayPeg: lambda a: {"card": a.card, "cell": a.cell},
    act.PlayShield: lambda a: {"card": SHIELD, "side": OWN, "cell": a.cell},
    act.DiscardWhites: lambda a: {"card": WHITES_OR_TWO, "option": f"discard-whites:{a.count}"},
    act.PlayTwo: lambda a: {"card": WHITES_OR_TWO, "option": "play-two"},
    act.Repair: lambda a: {"card": REPAIR_OR_DRAW, "side": OWN, "cell": a.cell,
                           "option": f"repair:{a.peg}"},
    act.DrawThree: lambda a: {"card": REPAIR_OR_DRAW, "option": "draw-three"},
    act.RemovePeg: lambda a: {"side": OWN, "cell": a.cell, "option": a.peg},
    act.Discard: lambda a: {"card": a.card, "option": "discard"},
    act.EndTurn: lambda a: {"option": "end"},
}

_CELL = count(0, CELLS - 1)
_PEG = "|".join(PEGS)

#: Every entry: the chooser's shape. A peg or a shield, which the page names from card and
#: cell alone, comes without its words (a smaller sync).
ENTRY_SCHEMA = any_shape(
    shape({"card": one_of(PEGS), "cell": _CELL}),
    shape({"card": constant(SHIELD), "side": constant(OWN), "cell": _CELL}),
    shape({"card": constant(WHITES_OR_TWO),
           "option": {"type": "string", "pattern": "^(discard-whites:[1-9][0-9]*|play-two)$"},
           **WORDS}),
    shape({"card": constant(REPAIR_OR_DRAW), "option": constant("draw-three"), **WORDS}),
    shape({"card": constant(REPAIR_OR_DRAW), "side": constant(OWN), "cell": _CELL,
           "option": {"type": "string", "pattern": f"^repair:({_PEG})$"}, **WORDS}),
    shape({"side": constant(OWN), "cell": _CELL, "option": one_of(PEGS), **WORDS}),
    shape({"card": one_of(HAND_ORDER), "option": constant("discard"), **WORDS}),
    shape({"option": constant("end"), **WORDS}),
)
