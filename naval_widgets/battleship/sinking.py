"""When a shield breaks and a ship sinks, and what a sinking sets off.

battleship/shield, battleship/sinking, battleship/winner, and the powers that end
or start with a ship: battleship/destroyer, battleship/battleship.
"""

from __future__ import annotations

from .cards import DESTROYER, HITS, SHIELD, SHIELD_STRENGTH, WHITE
from .damage import hits, submarine_guards
from .log import break_event, sink_event, whites_event
from .resolution import Resolution
from .state import SHIP_BIT, SUNK, UP, Cell, Grid


def take_hits(resolution: Resolution, owner: int, index: int) -> None:
    """The shield on a ship breaks, and the ship sinks, once its pegs reach their number
    (battleship/shield, battleship/sinking). Hits on a shield never carry over to the ship."""
    cell = resolution.grids[owner].cells[index]
    if cell.face != UP or not (cell.pegs or cell.shield):
        return
    attacker = 1 - owner
    on_shield = resolution.peg_values(attacker, False)
    if cell.shield and hits(cell.shield, on_shield) >= SHIELD_STRENGTH:
        resolution.discard(owner, (SHIELD,))
        resolution.discard(attacker, cell.shield)
        cell = cell._replace(shield=None)
        resolution.set_cell(owner, index, cell)
        resolution.say(break_event, owner, cell.card)
    on_ship = resolution.peg_values(attacker, submarine_guards(resolution.grids[owner], cell))
    if cell.pegs and hits(cell.pegs, on_ship) >= HITS[cell.card]:
        sink(resolution, owner, index)


def sink(resolution: Resolution, owner: int, index: int) -> None:
    """The ship at ``index`` sinks: the pegs on it (and its shield) go to their owners'
    discard piles (battleship/sinking); sinking the last ship wins (battleship/winner)."""
    attacker = 1 - owner
    cell = resolution.grids[owner].cells[index]
    resolution.discard(attacker, cell.pegs)
    if cell.shield is not None:
        resolution.discard(owner, (SHIELD,))
        resolution.discard(attacker, cell.shield)
    resolution.set_cell(owner, index, Cell(card=cell.card, face=SUNK))
    resolution.say(sink_event, owner, cell.card)
    if cell.card == DESTROYER and resolution.grids[owner].powered & SHIP_BIT[DESTROYER]:
        discard_destroyer_whites(resolution, owner)
    if fleet_sunk(resolution.grids[owner]):
        resolution.winner = attacker


def fleet_sunk(grid: Grid) -> bool:
    """Whether every ship of ``grid`` has sunk: none shown afloat, none face down."""
    return not grid.afloat and not any(grid.down >> cell & 1 for cell in grid.fleet)


def discard_destroyer_whites(resolution: Resolution, owner: int) -> None:
    """battleship/destroyer: when it sinks, its owner's white pegs under and on the
    opponent's ships afloat are discarded, but those on the submarine."""
    target = 1 - owner
    grid = resolution.grids[target]
    removed = 0
    for index in grid.afloat_cells():
        cell = grid.cells[index]
        pegs = cell.pegs if submarine_guards(grid, cell) else _without_whites(cell.pegs)
        shield = None if cell.shield is None else _without_whites(cell.shield)
        removed += len(cell.pegs) - len(pegs) + len(cell.shield or ()) - len(shield or ())
        resolution.set_cell(target, index, cell._replace(pegs=pegs, shield=shield))
    if removed:
        resolution.discard(owner, (WHITE,) * removed)
        resolution.say(whites_event, owner, removed)


def _without_whites(pegs: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(peg for peg in pegs if peg != WHITE)


def battleship_revealed(resolution: Resolution, owner: int) -> None:
    """battleship/battleship: ``owner``'s battleship, just revealed, gives each of their red
    pegs in play a peg more, so the opponent's ships they lie under may break their shield
    or sink."""
    target = 1 - owner
    for index in resolution.grids[target].afloat_cells():
        take_hits(resolution, target, index)
