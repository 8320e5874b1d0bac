"""What one seat may see (the one gate for hidden information), and resampling.

Secrets: every face-down coordinate card (both grids: the rules deal them
face down and no one looks), each hand (its owner sees it), every draw
pile's order and content, and the cards just drawn by "draw 3".
"""

from __future__ import annotations

import random
from typing import Any

from .cards import HITS, MISS, SHIELD_STRENGTH, sort_hand
from .damage import active_ships, damage, shield_damage
from .log import player
from .state import DOWN, SUNK, Cell, Grid, Side, State
from .turns import hand_limit


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all that ``seat`` may know (``None``: a spectator)."""
    return {
        "game": "battleship",
        "variant": state.variant,
        "seat": seat,
        "to_move": state.to_move,
        "turn": state.turn,
        "phase": state.phase,
        "plays_left": state.plays_left,
        "extra": state.extra,
        "restrict": list(state.restrict) if state.restrict is not None
        and seat == state.to_move else None,
        "winner": state.winner,
        "players": [_side_view(state, owner, seat) for owner in (0, 1)],
    }


def _side_view(state: State, owner: int, seat: int | None) -> dict[str, Any]:
    side = state.sides[owner]
    attacker_powers = state.sides[1 - owner].grid.powers
    return {
        "seat": owner,
        "name": str(player(owner)),
        "hand": list(side.hand) if seat == owner else None,
        "hand_size": len(side.hand),
        "hand_limit": hand_limit(side.grid),
        "draw": len(side.draw),
        "discard": len(side.discard),
        "discard_top": side.discard[-1] if side.discard else None,
        "powers": sorted(active_ships(side.grid)),
        "grid": [_cell_view(side.grid, cell, attacker_powers) for cell in side.cells],
    }


def _cell_view(grid: Grid, cell: Cell, attacker_powers: int) -> dict[str, Any]:
    if cell.face == DOWN:
        return {"face": "down"}
    if cell.face == SUNK:
        return {"face": "sunk", "card": cell.card}
    if cell.card == MISS:
        return {"face": "up", "card": MISS}
    shield = None
    if cell.shield is not None:
        shield = {"strength": SHIELD_STRENGTH, "damage": shield_damage(cell, attacker_powers),
                  "pegs": list(cell.shield)}
    return {"face": "up", "card": cell.card, "hits": HITS[cell.card],
            "damage": damage(grid, cell, attacker_powers), "pegs": list(cell.pegs),
            "shield": shield}


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state ``seat`` cannot tell apart from ``state``: its secrets dealt anew."""
    sides = []
    for owner, side in enumerate(state.sides):
        hidden = [i for i, cell in enumerate(side.cells) if cell.face == DOWN]
        cards = [side.cells[i].card for i in hidden]
        rng.shuffle(cards)
        cells = list(side.cells)
        for i, card in zip(hidden, cards, strict=True):
            cells[i] = Cell(card=card)
        hand, pool = list(side.hand), list(side.draw)
        if owner != seat:
            keep = list(state.restrict or ()) if owner == state.to_move else []
            rest = list(hand)
            for card in keep:
                rest.remove(card)
            pool += rest
            rng.shuffle(pool)
            hand, pool = keep + pool[:len(rest)], pool[len(rest):]
        else:
            rng.shuffle(pool)
        grid = Grid.of(cells, state.variant)
        sides.append(Side(grid=grid, hand=sort_hand(hand), draw=tuple(pool),
                          discard=side.discard))
    return state._replace(sides=tuple(sides))


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    """The secrets of ``seat``: face-down coordinates, others' hands, draw piles."""
    return {
        "face-down coordinate cards": tuple(
            (owner, i, cell.card) for owner, side in enumerate(state.sides)
            for i, cell in enumerate(side.cells) if cell.face == DOWN),
        "the opponent's hand": tuple(side.hand for owner, side in enumerate(state.sides)
                                     if owner != seat),
        "draw piles": tuple(side.draw for side in state.sides),
    }


def card_counts(state: State) -> list[int]:
    """Cards each player owns in every zone: grid, hand, piles, under ships, shields."""
    counts = [0, 0]
    for owner, side in enumerate(state.sides):
        counts[owner] += len(side.cells) + len(side.hand) + len(side.draw) + len(side.discard)
        for cell in side.cells:
            counts[1 - owner] += len(cell.pegs) + len(cell.shield or ())
            counts[owner] += cell.shield is not None
    return counts
