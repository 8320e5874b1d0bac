"""The solo game's actions: draw a clue card, mark a cell, hand in the grid.

>>> parse("mark sebastian:gold yes"), parse("MARK Gold:Sebastian no")
(Mark(cell=0, value='yes'), Mark(cell=0, value='no'))
>>> str(Draw()), str(Submit())
('draw', 'submit')
"""

from __future__ import annotations

from ...core.actions import Action, action, action_types
from ...core.notation import Kind, choice, parser
from ..world.grid import CELLS, cell_from_label, cell_label
from .state import MARK_NAMES

RULE = "fleet1715/action"

#: A cell of the logic grid by its two element keys, in either order ("nao:silver").
CELL = Kind(r"\S+", cell_from_label, range(CELLS), 0, write=cell_label)


@action("draw")
class Draw(Action):
    """Turn the top clue card of the pile face up."""


@action("mark", cell=CELL, value=choice(MARK_NAMES))
class Mark(Action):
    """Write blank, no or yes in one cell of the logic grid (the player's notes)."""

    cell: int
    value: str


@action("submit")
class Submit(Action):
    """Hand in the grid: its yes marks between the sites and the 16 values name the
    solution handed in (``rules.marked_solution``)."""


ACTION_TYPES = action_types(Draw, Mark, Submit)
parse = parser(ACTION_TYPES, RULE)
