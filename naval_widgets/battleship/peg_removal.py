"""Taking a peg card off one of one's own ships: the Repair power card and the PT
boat's power do it the same way (battleship/repair, battleship/pt-boat)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..core import Action
from ..core.i18n import Catalog
from .cards import NAMES, PEGS, cell_label, kinds, without_card
from .checks import Problem, is_cell, is_peg
from .log import removal_event
from .resolution import Resolution
from .state import Cell, Grid, State

_ = Catalog("battleship")


def can_remove(grid: Grid, index: int, peg: str) -> bool:
    """Whether ``peg`` can be taken off the ship at ``index`` (not off its shield)."""
    return bool(grid.afloat >> index & 1) and peg in grid.cells[index].pegs


def removals(plays: Mapping[str, Sequence[Action]], grid: Grid) -> list[Action]:
    """The removal (``plays[peg][cell]``) of each kind of peg card under each ship of
    ``grid``: exactly what ``can_remove`` allows, by cell, then in hand order."""
    return [plays[peg][cell] for cell in grid.afloat_cells()
            for peg in kinds(grid.cells[cell].pegs)]


def removal_problem(state: State, index: object, peg: object, rule: str) -> Problem | None:
    """Why ``peg`` may not be taken off the ship at ``index`` of the player to move."""
    if not is_cell(index) or not is_peg(peg):
        return ("battleship/action", _("Taking a peg off needs a cell from A1 to C4 and a peg "
                                       "card ({white}, {red1}, {red2}, {red4}).",
                                       **{peg: NAMES[peg] for peg in PEGS}))
    mine = state.side_to_move.grid
    if can_remove(mine, index, peg):
        return None
    if not mine.afloat >> index & 1:
        return (rule, _("Only a peg card under one of your revealed ships can be removed."))
    return (rule, _("There is no {card} card under your {cell} (pegs on a shield cannot be "
                    "removed).", card=NAMES[peg], cell=cell_label(index)))


def remove_peg(resolution: Resolution, me: int, index: int, peg: str, how: str) -> None:
    """A ship of ``me`` sheds ``peg``, which goes back to its owner's discard pile;
    ``how`` names the power (``log.BY_REPAIR``, ``log.BY_PT_BOAT``)."""
    cell = resolution.grids[me].cells[index]
    resolution.set_cell(me, index, Cell(card=cell.card, face=cell.face,
                                        pegs=without_card(cell.pegs, peg), shield=cell.shield))
    resolution.discard(1 - me, (peg,))
    resolution.say(removal_event, me, how, peg, cell.card, index)
