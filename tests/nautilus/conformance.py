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

from ..conformance.twins import same_board

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


#: nautilus/hidden: a twin (``resample``) gives the seat the same legal list, status line
#: and legal entries.
check_twin = same_board(GAME)
