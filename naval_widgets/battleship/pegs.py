"""Peg cards played on the opponent's grid: where they may go, and what they do.

battleship/white-peg, battleship/red-search, battleship/red-peg, and the powers
that change where a peg may go (battleship/destroyer, battleship/submarine).
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import Action
from ..core.i18n import Catalog, Text
from .actions import PlayPeg
from .cards import BATTLESHIP, CELLS, DESTROYER, MISS, PEGS, SHIPS, SUBMARINE, WHITE
from .checks import Problem, hand_problem, is_cell, is_peg
from .damage import submarine_guards
from .log import DISCARDED, FOUND, HIT, ON_SHIELD, ON_SHIP, peg_event, where
from .resolution import Resolution, TurnLeft, card_played
from .sinking import battleship_revealed, take_hits
from .state import CELLS_IN, DOWN, SHIP_BIT, SUNK, UP, Cell, Grid, State

_ = Catalog("battleship")

#: ``PEG_PLAYS[card][cell]``: every peg play there can be.
PEG_PLAYS = {card: tuple(PlayPeg(card=card, cell=cell) for cell in range(CELLS))
             for card in PEGS}

#: Where ``Grid.fleet`` gives the submarine's cell.
SUBMARINE_IN_FLEET = SHIPS.index(SUBMARINE)


class PegTargets(NamedTuple):
    """The cells of the opponent's grid a peg card may go on, as bit masks (see ``Grid``)."""

    white: int
    red: int

    def of(self, card: str) -> int:
        """The cells ``card`` may go on."""
        return self.white if card == WHITE else self.red


def peg_targets(mine: Grid, theirs: Grid) -> PegTargets:
    """The cells of ``theirs``, the opponent's grid, a white peg card and a red one of
    the owner of ``mine`` may be played on.

    Face-down cards take both (battleship/white-peg, battleship/red-search); a
    revealed ship afloat takes red pegs (battleship/red-peg: on the submarine
    they are discarded, battleship/submarine), and white pegs while the player's
    destroyer is afloat (battleship/destroyer), or on a submarine without a
    shield (battleship/submarine). Revealed misses and sunk ships take none
    (battleship/sinking).
    """
    down, afloat = theirs.down, theirs.afloat
    if mine.powers & SHIP_BIT[DESTROYER]:
        return PegTargets(white=down | afloat, red=down | afloat)
    at = theirs.fleet[SUBMARINE_IN_FLEET]
    submarine = theirs.cells[at]
    # The submarine, shown afloat without a shield, its power working.
    takes_white = (afloat >> at & 1 and submarine.shield is None
                   and submarine_guards(theirs, submarine))
    return PegTargets(white=down | (1 << at if takes_white else 0), red=down | afloat)


def peg_plays(state: State, cards: tuple[str, ...]) -> list[Action]:
    """The legal plays of the peg ``cards`` (the player's, each once), in their order."""
    mine, theirs = state.side_to_move, state.sides[1 - state.to_move]
    targets = peg_targets(mine.grid, theirs.grid)
    return [PEG_PLAYS[card][cell] for card in cards for cell in CELLS_IN[targets.of(card)]]


def peg_problem(state: State, action: PlayPeg) -> Problem | None:
    """Why the peg card may not go there: not in the hand, or not a target."""
    card, index = action.card, action.cell
    if not is_peg(card) or not is_cell(index):
        return ("battleship/action", _("A peg play needs a peg card and a cell from A1 to C4."))
    found = hand_problem(state, card)
    if found:
        return found
    opponent = 1 - state.to_move
    theirs = state.sides[opponent].grid
    if peg_targets(state.side_to_move.grid, theirs).of(card) >> index & 1:
        return None
    destroyer = bool(state.side_to_move.grid.powered & SHIP_BIT[DESTROYER])
    return _peg_refusal(theirs.cells[index], where(opponent, index), destroyer)


def _peg_refusal(cell: Cell, place: Text, destroyer: bool) -> Problem:
    """Why a peg card may not go on ``cell``, revealed, which ``peg_targets`` leaves out;
    where the destroyer has no power (the beginner rules) the sentence names none."""
    if cell.face == SUNK:
        return ("battleship/sinking", _("{where} held a sunk ship: it is out of play.",
                                        where=place))
    if cell.card == MISS:
        return ("battleship/white-peg", _("{where} is a revealed miss: there is nothing to "
                                          "hit.", where=place))
    if cell.shield is not None:  # only a white peg without the destroyer is left out
        return ("battleship/shield", _("A white peg cannot damage a shield unless your "
                                       "destroyer is afloat: use a red peg card."))
    if not destroyer:
        return ("battleship/white-peg", _("A white peg only reveals a face-down card; to hit a "
                                          "revealed ship play a red peg card."))
    return ("battleship/white-peg", _("A white peg only reveals a face-down card; to hit a "
                                      "revealed ship play a red peg card (white pegs hit only "
                                      "while your destroyer is afloat)."))


def peg_effect(resolution: Resolution, action: PlayPeg) -> TurnLeft:
    """A peg card lands on the opponent's cell (battleship/white-peg, battleship/red-search,
    battleship/red-peg, battleship/shield); what it sets off follows."""
    me, card, index = resolution.me, action.card, action.cell
    opponent = 1 - me
    resolution.take(me, card)
    theirs = resolution.grids[opponent]
    cell = theirs.cells[index]
    target, revealed = cell.card, cell.face == DOWN
    if revealed:  # a face-down card carries nothing yet
        counts = resolution.peg_values(me, submarine_guards(theirs, cell))[card]
        if target != MISS and counts:
            outcome, cell = HIT, Cell(card=target, face=UP, pegs=(card,))
        else:
            outcome, cell = FOUND, Cell(card=target, face=UP)
            resolution.discard(me, (card,))
    elif cell.shield is not None:
        outcome, cell = ON_SHIELD, Cell(card=target, face=UP, pegs=cell.pegs,
                                        shield=cell.shield + (card,))
    elif submarine_guards(theirs, cell) and not resolution.peg_values(me, True)[card]:
        outcome = DISCARDED  # battleship/submarine: a red peg on it is discarded
        resolution.discard(me, (card,))
    else:
        outcome, cell = ON_SHIP, Cell(card=target, face=UP, pegs=cell.pegs + (card,))
    resolution.say(peg_event, me, card, index, target, outcome)
    resolution.set_cell(opponent, index, cell)
    if outcome in (HIT, ON_SHIELD, ON_SHIP):
        take_hits(resolution, opponent, index)
    if revealed and target == BATTLESHIP and theirs.powered & SHIP_BIT[BATTLESHIP]:
        battleship_revealed(resolution, opponent)
    return card_played(resolution.state)
