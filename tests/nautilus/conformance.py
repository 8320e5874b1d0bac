"""The Nautilus checks of the conformance suite, run on its seeded games (one replay
for the generic checks and these: ``tests/conformance/games.py`` names them).

- every round has ten placements (nautilus/place);
- a state whose hidden cards are dealt anew (``resample``: the other's hand but what
  the Eye or the Harpoon showed this seat, the divers nobody holds, the special cards
  to come, the order of the domain cards to come) gives the seat the same legal list
  when it is to move, and on the first games the same synced state: its view, its
  legal entries and its status line (nautilus/hidden).
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


def synced(state: State, seat: int) -> dict[str, Any]:
    """What a board showing ``seat`` is sent of a state: the view, the legal entries
    (on its turn only) and the status line."""
    mine = GAME.to_move(state) == seat
    return {"view": GAME.view(state, seat), "status": GAME.status(state, seat),
            "legal": [GAME.legal_entry(state, action) for action in GAME.legal_actions(state)]
            if mine else []}


def check_twin(state: State, twin: State, seat: int | None, full: bool) -> None:
    """nautilus/hidden: ``twin`` differs from ``state`` only in what ``seat`` may not
    know, so the seat's legal list (and, when ``full``, its synced state) is the same."""
    if seat is None:
        return  # a spectator never moves; its view is the generic check's
    if GAME.to_move(state) == seat:
        assert GAME.legal_actions(twin) == GAME.legal_actions(state), f"seat {seat}"
    if full:
        assert synced(twin, seat) == synced(state, seat), f"seat {seat}"
