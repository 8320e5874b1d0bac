"""The power cards: Shield, "Discard whites / Play 2" and "Repair / Draw 3".

battleship/shield, battleship/discard-whites, battleship/extra-plays,
battleship/repair, battleship/draw-three. Each card has its plays (the legal
ones), its check and its effect.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from ..core.i18n import Catalog
from .actions import DiscardWhites, DrawThree, PlayShield, PlayTwo, Repair
from .cards import (
    CELLS,
    DESTRUCTION,
    PEGS,
    REPAIR_OR_DRAW,
    SHIELD,
    WHITE,
    WHITES_OR_TWO,
    cards_named,
    kinds,
)
from .checks import Problem, hand_problem, is_cell
from .log import (
    BY_REPAIR,
    discard_whites_event,
    draw_three_event,
    play_two_event,
    shield_event,
)
from .peg_removal import removal_problem, removals, remove_peg
from .resolution import Resolution, TurnLeft, card_played
from .state import Grid, Side, State

_ = Catalog("battleship")

#: Every play of a power card there can be: ``SHIELD_PLAYS[cell]``,
#: ``DISCARD_WHITES_PLAYS[count]``, ``REPAIR_PLAYS[peg][cell]``.
SHIELD_PLAYS = tuple(PlayShield(cell=cell) for cell in range(CELLS))
DISCARD_WHITES_PLAYS = tuple(DiscardWhites(count=count)
                             for count in range(DESTRUCTION.count(WHITE) + 1))
PLAY_TWO = PlayTwo()
REPAIR_PLAYS = {peg: tuple(Repair(cell=cell, peg=peg) for cell in range(CELLS)) for peg in PEGS}
DRAW_THREE = DrawThree()


# -- Shield ---------------------------------------------------------------------------
def shield_targets(mine: Grid) -> list[int]:
    """The player's cells a Shield may go on: revealed ships afloat without one."""
    return [cell for cell in mine.afloat_cells() if mine.cells[cell].shield is None]


def shield_plays(mine: Side) -> list[Action]:
    return [SHIELD_PLAYS[cell] for cell in shield_targets(mine.grid)]


def shield_problem(state: State, action: PlayShield) -> Problem | None:
    found = hand_problem(state, SHIELD)
    if found:
        return found
    if not is_cell(action.cell):
        return ("battleship/action", _("A Shield needs a cell from A1 to C4."))
    mine = state.side_to_move.grid
    if action.cell in shield_targets(mine):
        return None
    if mine.afloat >> action.cell & 1:
        return ("battleship/shield", _("That ship already carries a shield."))
    return ("battleship/shield", _("A Shield goes on one of your revealed ships afloat."))


def shield_effect(resolution: Resolution, action: PlayShield) -> TurnLeft:
    me = resolution.me
    resolution.take(me, SHIELD)
    cell = resolution.grids[me].cells[action.cell]
    resolution.set_cell(me, action.cell, cell._replace(shield=()))
    resolution.say(shield_event, me, cell.card, action.cell)
    return card_played(resolution.state)


# -- Discard whites / Play 2 -------------------------------------------------------------
def whites_or_two_plays(mine: Side) -> list[Action]:
    """Discarding from 1 to all the white peg cards in the hand, or playing 2 more."""
    whites = mine.hand.count(WHITE)
    return [*DISCARD_WHITES_PLAYS[1:whites + 1], PLAY_TWO]


def discard_whites_problem(state: State, action: DiscardWhites) -> Problem | None:
    found = hand_problem(state, WHITES_OR_TWO)
    if found:
        return found
    if type(action.count) is not int:
        return ("battleship/action", _("Discard whites needs a number of white peg cards."))
    whites = state.side_to_move.hand.count(WHITE)
    if not 1 <= action.count <= whites:
        return ("battleship/discard-whites", _("You can discard from 1 to {cards} from your "
                                               "hand.", cards=cards_named(whites, WHITE)))
    return None


def discard_whites_effect(resolution: Resolution, action: DiscardWhites) -> TurnLeft:
    me = resolution.me
    resolution.take(me, WHITES_OR_TWO, discard=True)
    for _white in range(action.count):
        resolution.take(me, WHITE, discard=True)
    resolution.say(discard_whites_event, me, action.count)
    return card_played(resolution.state)


def play_two_problem(state: State, action: PlayTwo) -> Problem | None:
    return hand_problem(state, WHITES_OR_TWO)


def play_two_effect(resolution: Resolution, action: PlayTwo) -> TurnLeft:
    resolution.take(resolution.me, WHITES_OR_TWO, discard=True)
    resolution.say(play_two_event, resolution.me)
    return card_played(resolution.state, more=2)


# -- Repair / Draw 3 ---------------------------------------------------------------------
def can_draw(side: Side) -> bool:
    return bool(side.draw or side.discard)


def repair_or_draw_plays(mine: Side) -> list[Action]:
    """Taking a peg card off one of the player's ships, or drawing 3 while there is a
    card to draw."""
    plays = removals(REPAIR_PLAYS, mine.grid)
    if can_draw(mine):
        plays.append(DRAW_THREE)
    return plays


def repair_problem(state: State, action: Repair) -> Problem | None:
    return (hand_problem(state, REPAIR_OR_DRAW)
            or removal_problem(state, action.cell, action.peg, "battleship/repair"))


def repair_effect(resolution: Resolution, action: Repair) -> TurnLeft:
    resolution.take(resolution.me, REPAIR_OR_DRAW, discard=True)
    remove_peg(resolution, resolution.me, action.cell, action.peg, BY_REPAIR)
    return card_played(resolution.state, more=1)


def draw_three_problem(state: State, action: DrawThree) -> Problem | None:
    found = hand_problem(state, REPAIR_OR_DRAW)
    if found:
        return found
    if not can_draw(state.side_to_move):
        return ("battleship/draw-three", _("Your draw and discard piles are empty: there is "
                                           "nothing to draw."))
    return None


def draw_three_effect(resolution: Resolution, action: DrawThree) -> TurnLeft:
    """The card played next must be one of those drawn."""
    resolution.take(resolution.me, REPAIR_OR_DRAW, discard=True)
    resolution.say(draw_three_event, resolution.me)
    drawn = resolution.draw(resolution.me, 3)
    return card_played(resolution.state, more=1, restrict=kinds(drawn))


#: The legal plays of each power card in the hand of the player, given their side.
POWER_PLAYS: dict[str, Callable[[Side], list[Action]]] = {
    SHIELD: shield_plays, WHITES_OR_TWO: whites_or_two_plays,
    REPAIR_OR_DRAW: repair_or_draw_plays,
}
