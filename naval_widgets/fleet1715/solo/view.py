"""What the player may see (the one gate for hidden information), and resampling.

The grid's marks are one string, a character a cell: ``.`` blank, ``n`` no,
``y`` yes. The secret: the face-down clue cards, which and in what order (the player
sorted out the scenario's set but shuffled it face down: rule
fleet1715/solo-setup). A view shows how many are left, never which.
"""

from __future__ import annotations

import random
from typing import Any

from ..world.deck import card, scenario
from .rules import marked_values
from .state import State


def _card_view(number: int) -> dict[str, Any]:
    found = card(number)
    return {"number": number, "kind": found.clue.kind, "categories": list(found.clue.categories)}


_CARDS = {number: _card_view(number) for number in range(1, 49)}


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all the player may know (the same for a spectator)."""
    over = state.result is not None
    return {
        "game": "fleet1715",
        "scenario": state.scenario,
        "seat": seat,
        "to_move": None if over else 0,
        # A card's text is read in the language of the moment (a board's).
        "drawn": [{**_CARDS[number], "text": card(number).text} for number in state.drawn],
        "pile": len(state.pile),
        "cards": len(state.pile) + len(state.drawn),
        "marks": state.marks,
        # How many of the 16 values (4 sites x 4 attributes) the yes marks name.
        "named": sum(value is not None for value in marked_values(state.marks)),
        "result": state.result,
        "solution": scenario(state.scenario).solution.to_json() if over else None,
    }


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state the player cannot tell from ``state``: the face-down pile shuffled anew."""
    pile = list(state.pile)
    rng.shuffle(pile)
    return state._replace(pile=tuple(pile))


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    return {"face-down clue cards": state.pile}


def card_counts(state: State) -> list[int]:
    """The scenario's clue cards: drawn and face down."""
    return [len(state.pile) + len(state.drawn)]
