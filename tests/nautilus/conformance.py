"""The Nautilus checks of the conformance suite, run on its seeded games (one replay
for the generic checks and these: ``tests/conformance/games.py`` names them).

- every round has ten placements (nautilus/place);
- a state whose hidden cards are dealt anew (``resample``: the other's hand but what
  the Eye or the Harpoon showed this seat, the divers nobody holds, the special cards
  to come, the order of the domain cards to come) gives the seat the same legal list
  when it is to move, and on the first games the same synced state: its legal entries
  and its status line besides its view (which the generic check compares) (nautilus/hidden).
"""

from __future__ import annotations

from typing import Any

from naval_widgets.nautilus import GAME, Anchored, Place
from naval_widgets.nautilus.state import State

#: Placements each round (nautilus/place): five divers a side.
PLACEMENTS = 10


def check_placements(table: Any) -> None:
    """nautilus/place: each round of a finished game saw exactly ten placements."""
    placed: dict[int, int] = {}
    for state, action in zip(table.history, table.actions, strict=False):
        if type(action) is Place or type(action) is Anchored:
            placed[state.round] = placed.get(state.round, 0) + 1
    last = table.state.round  # the game ends as the last round is scored
    assert placed == dict.fromkeys(range(1, last + 1), PLACEMENTS), f"seed {table.seed}"


def check_twin(state: State, twin: State, seat: int | None, full: bool) -> None:
    """nautilus/hidden: ``twin`` differs from ``state`` only in what ``seat`` may not
    know, so the seat's legal list is the same, and, when ``full``, the rest of what its
    board is sent besides the view (which the generic check compares): the status line
    and, on its turn, the legal entries."""
    if seat is None:
        return  # a spectator never moves; its view is the generic check's
    mine = GAME.to_move(state) == seat
    if mine:
        legal = GAME.legal_actions(state)
        assert GAME.legal_actions(twin) == legal, f"seat {seat}"
    if full:
        assert GAME.status(twin, seat) == GAME.status(state, seat), f"seat {seat}"
        if mine:
            assert ([GAME.legal_entry(twin, action) for action in legal]
                    == [GAME.legal_entry(state, action) for action in legal]), f"seat {seat}"
