"""What a peg card counts where it lies, and the damage ships and shields have taken.

Ships' powers change what pegs count (battleship/submarine, battleship/destroyer,
battleship/battleship); a grid keeps the ships whose power works as a bit mask
(``Grid.powers``), so ``PEG_VALUES`` holds the answer for every mask.
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import BATTLESHIP, DESTROYER, MISS, PEGS, SHIPS, SUBMARINE, WHITE
from .state import SHIP_BIT, UP, Cell, Grid


def peg_value(card: str, on_submarine: bool, destroyer: bool, battleship: bool) -> int:
    """Hits one peg card counts where it lies, given which of its owner's powers work.

    A white peg hits the submarine (battleship/submarine) and, while its owner's
    destroyer is afloat, any ship (battleship/destroyer); a red peg hits by its
    pegs (battleship/red-peg), one more with its owner's battleship
    (battleship/battleship), and never the submarine.
    """
    if card == WHITE:
        return 1 if on_submarine or destroyer else 0
    if on_submarine:
        return 0
    return PEGS[card] + (1 if battleship else 0)


#: ``PEG_VALUES[on_submarine][powers][card]``: ``peg_value`` of each peg card, on a ship
#: or on the submarine, for an attacker whose working powers are ``powers``.
PEG_VALUES: tuple[tuple[dict[str, int], ...], ...] = tuple(
    tuple({card: peg_value(card, on_submarine, bool(powers & SHIP_BIT[DESTROYER]),
                           bool(powers & SHIP_BIT[BATTLESHIP])) for card in PEGS}
          for powers in range(1 << len(SHIPS)))
    for on_submarine in (False, True))


def peg_values(attacker_powers: int, on_submarine: bool) -> dict[str, int]:
    """``peg_value`` of each peg card, for an attacker with ``attacker_powers``."""
    return PEG_VALUES[on_submarine][attacker_powers]


def hits(pegs: Iterable[str], values: dict[str, int]) -> int:
    """The hits ``pegs`` count, each worth ``values[peg]`` (``peg_values``)."""
    return sum(values[peg] for peg in pegs)


def submarine_guards(grid: Grid, cell: Cell) -> bool:
    """Whether the submarine's power guards ``cell`` of ``grid``: the cell holds the
    submarine, in rules where it has a power (battleship/submarine; the beginner rules
    play no power, battleship/beginner)."""
    return cell.card == SUBMARINE and bool(grid.powered & SHIP_BIT[SUBMARINE])


def damage(grid: Grid, cell: Cell, attacker_powers: int) -> int:
    """Hits on the ship in ``cell`` of ``grid`` (battleship/sinking)."""
    return hits(cell.pegs, peg_values(attacker_powers, submarine_guards(grid, cell)))


def shield_damage(cell: Cell, attacker_powers: int) -> int:
    """Hits on the shield of ``cell`` (battleship/shield): it guards the submarine too."""
    return hits(cell.shield or (), peg_values(attacker_powers, False))


def active_ships(grid: Grid) -> frozenset[str]:
    """The ships of ``grid`` whose power works (``Grid.powers``), by name."""
    return frozenset(ship for ship in SHIPS if grid.powers & SHIP_BIT[ship])


def is_ship(cell: Cell) -> bool:
    """Whether ``cell`` shows a ship afloat."""
    return cell.face == UP and cell.card != MISS
