"""How the solo game's board reads each legal action, and its JSON Schema: the pile to
draw from, a cell of the logic grid with the mark to write, or handing in."""

from __future__ import annotations

from ...core.entries import WORDS, any_shape, constant, count, one_of, shape
from ..world.grid import CELLS
from .state import MARK_NAMES

ENTRY_SCHEMA = any_shape(
    shape({"card": constant("pile"), "option": constant("draw"), **WORDS}),
    shape({"cell": count(0, CELLS - 1), "option": one_of(MARK_NAMES), **WORDS}),
    shape({"option": constant("submit"), **WORDS}),
)
