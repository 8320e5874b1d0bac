"""The solo game's actions: draw a clue card, mark a cell, hand in the grid.

>>> parse("mark sebastian:gold yes")
Mark(cell=0, value='yes')
>>> str(Draw()), str(Submit())
('draw', 'submit')
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, IllegalAction
from ...core.words import brief
from ..world.grid import CELLS, cell_from_label, cell_label
from .state import MARK_NAMES

RULE = "fleet1715/action"


@dataclass(frozen=True, slots=True)
class Draw(Action):
    """Turn the top clue card of the pile face up."""

    tag = "draw"

    def notation(self) -> str:
        return "draw"


@dataclass(frozen=True, slots=True)
class Mark(Action):
    """Write blank, no or yes in one cell of the logic grid (the player's notes)."""

    tag = "mark"
    cell: int
    value: str

    def notation(self) -> str:
        label = cell_label(self.cell) if isinstance(self.cell, int) and 0 <= self.cell < CELLS \
            else str(self.cell)
        return f"mark {label} {self.value}"


@dataclass(frozen=True, slots=True)
class Submit(Action):
    """Hand in the grid: its yes marks between the sites and the 16 values name the
    solution handed in (``rules.marked_solution``)."""

    tag = "submit"

    def notation(self) -> str:
        return "submit"


ACTION_TYPES: dict[str, type[Action]] = {cls.tag: cls for cls in (Draw, Mark, Submit)}


def parse(notation: str) -> Action:
    """Read the short notation back, in any case ("WHITE a1" is "white A1");
    ``IllegalAction`` if unreadable."""
    words = notation.lower().split() if isinstance(notation, str) else []
    match words:
        case ["draw"]:
            return Draw()
        case ["submit"]:
            return Submit()
        case ["mark", label, value] if value in MARK_NAMES:
            try:
                return Mark(cell_from_label(label), value)
            except ValueError as err:
                raise IllegalAction(RULE, str(err)) from None
    raise IllegalAction(RULE, f"{brief(notation)} is not a move: try 'draw', 'submit' or "
                              "'mark nao:silver yes' (blank, no or yes).")
