"""The PT boat's power: at the start of its owner's turn, while it is revealed and
afloat, it takes one peg card off one of their ships (battleship/pt-boat).

With one peg card to take, ``turns.next_turn`` takes it at once; with several,
the turn starts in the PT boat's phase, where the player chooses which.
"""

from __future__ import annotations

from ..core import Action
from ..core.i18n import Catalog
from .actions import RemovePeg
from .cards import CELLS, PEGS, PT_BOAT
from .checks import Problem
from .log import BY_PT_BOAT
from .peg_removal import removal_problem, removals, remove_peg
from .resolution import Resolution, TurnLeft
from .state import PLAY_PHASE, SHIP_BIT, Grid, State

_ = Catalog("battleship")

#: ``PT_BOAT_PLAYS[peg][cell]``: every removal by the PT boat there can be.
PT_BOAT_PLAYS = {peg: tuple(RemovePeg(cell=cell, peg=peg) for cell in range(CELLS))
                 for peg in PEGS}


def pt_boat_removals(grid: Grid) -> list[Action]:
    """The removals the PT boat's power offers the owner of ``grid`` as their turn starts:
    one for each kind of peg card under each of their ships, while the PT boat is afloat;
    none without it."""
    if not grid.powers & SHIP_BIT[PT_BOAT]:
        return []
    return removals(PT_BOAT_PLAYS, grid)


def first_problem(state: State, action: object) -> Problem | None:
    """In the PT boat's phase, why ``action`` is not the removal to make first."""
    if type(action) is not RemovePeg:
        return ("battleship/pt-boat", _("Your PT boat acts first: take one peg card off "
                                        "one of your ships before playing a card."))
    return removal_problem(state, action.cell, action.peg, "battleship/pt-boat")


def late_problem(state: State, action: RemovePeg) -> Problem:
    """The PT boat's removal, asked for in the play phase: always too late."""
    return ("battleship/pt-boat", _("The PT boat removes a peg only at the start of your "
                                    "turn, while it is revealed and afloat."))


def pt_boat_effect(resolution: Resolution, action: RemovePeg) -> TurnLeft:
    remove_peg(resolution, resolution.me, action.cell, action.peg, BY_PT_BOAT)
    state = resolution.state
    return TurnLeft(plays_left=state.plays_left, extra=state.extra, restrict=state.restrict,
                    phase=PLAY_PHASE)
