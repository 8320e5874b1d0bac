"""The Fleet 1715 table game's checks of the conformance suite, run on its seeded games
(``tests/conformance/games.py`` names them).

- every game ends with the reveal: each seat handed in one slip (fleet1715_table/passive,
  fleet1715_table/reveal), and only a bot configured to guess (``guesser``) handed in a
  wrong slip;
- a state whose secrets are dealt anew (``resample``: the other hands and the draw pile,
  the cards passed between two others, the other slips) gives the seat the same legal
  list, and on the first games the same status line and legal entries
  (fleet1715_table/knowledge).
"""

from __future__ import annotations

from typing import Any

from naval_widgets.fleet1715.table import GAME
from naval_widgets.fleet1715.table.rules import correct
from naval_widgets.fleet1715.table.state import OVER

from ..conformance.twins import same_board


def check_reveal(table: Any) -> None:
    """fleet1715_table/reveal: the game ended when every seat had handed in its slip,
    once; only a bot configured to guess handed in a wrong one."""
    state = table.state
    assert state.phase == OVER, f"seed {table.seed}"
    assert sorted(slip.seat for slip in state.slips) == list(range(state.players))
    assert all(correct(state, slip) for slip in state.slips
               if table.bot_names[slip.seat] != "guesser"), f"seed {table.seed}"


#: fleet1715_table/knowledge: a twin gives the seat the same legal list, status line and
#: legal entries.
check_twin = same_board(GAME)
