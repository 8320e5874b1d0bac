"""How the conformance suite plays the table game, and the check it adds on each
finished game.

It plays 1,000 seeded games for each player count 2-5 (every scenario with every
count). The first 40 seat the game's bots in turn, the others ``random`` bots: the
logician samples deals at every request (about 0.25 s of CPU a game against 0.02-0.04 s
for random bots, which hand in, rightly, once the solver finds their mission
determined, so every seeded game ends with the reveal).

A view holds the whole public record, so checking every seat's view at every state
costs the square of a game's length (80-300 actions with random bots): 4,000 games at
every state would cost over 500 s of CPU, against about 100 s to play them. So the
first 100 games check every seat at every state, the others every 16th state (each
game from another offset, so every state index is checked in one game in 16); the full
check (the spectator, views as JSON, status lines and legal entries) covers the first
20 (docs/benchmarks.md).
"""

from __future__ import annotations

from typing import Any

from ...core import Conformance, ViewSchedule
from .bots import GuesserBot
from .rules import correct
from .state import OVER


def reveal_problems(table: Any) -> list[str]:
    """fleet1715_table/reveal: the game ended when every seat had handed in its slip,
    once; only a bot configured to guess handed in a wrong one."""
    state = table.state
    problems = []
    if state.phase != OVER:
        problems.append(f"seed {table.seed}: the game did not end with the reveal")
    if sorted(slip.seat for slip in state.slips) != list(range(state.players)):
        problems.append(f"seed {table.seed}: not every seat handed in one slip")
    if not all(correct(state, slip) for slip in state.slips
               if table.bot_names[slip.seat] != GuesserBot.name):
        problems.append(f"seed {table.seed}: a wrong slip from a bot that does not guess")
    return problems


CONFORMANCE = Conformance(
    games=800,
    long=True,
    mixed_bots=40,
    views=ViewSchedule(full=20, every_state=100, step=16),
    finished_check=f"{__name__}:reveal_problems",
)
