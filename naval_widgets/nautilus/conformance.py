"""How the conformance suite plays Nautilus, and the check it adds on each finished game.

The suite plays 5,000 seeded games (the game's issue asked for that many). Its twins
are built from the seat's view (``resample`` is ``state_from_view``), so the suite
deals them from the view it has made, with the same draws.
"""

from __future__ import annotations

from typing import Any

from ..core import Conformance
from .actions import Anchored, Place

#: Placements each round (nautilus/place): five divers a side.
PLACEMENTS = 10


def placement_problems(table: Any) -> list[str]:
    """nautilus/place: each round of a finished game saw exactly ten placements."""
    placed: dict[int, int] = {}
    for state, action in zip(table.history, table.actions, strict=False):
        if type(action) is Place or type(action) is Anchored:
            placed[state.round] = placed.get(state.round, 0) + 1
    last = table.state.round  # the game ends as the last round is scored
    if placed != dict.fromkeys(range(1, last + 1), PLACEMENTS):
        return [f"seed {table.seed}: placements by round {placed}, not {PLACEMENTS} each"]
    return []


CONFORMANCE = Conformance(
    games=1000,
    long=True,
    finished_check=f"{__name__}:placement_problems",
    twin_from_view=f"{__package__}.view:state_from_view",
)
