"""Games the conformance suite checks besides the registered ones: test-only games
that prove the contract (they are not registered for users); and each game's own
settings and checks on the same seeded games."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from naval_widgets.nautilus import state_from_view

from ..fleet1715_table import conformance as fleet1715_table
from ..nautilus.conformance import check_placements, check_twin
from ..toy import GAME as SIGNAL_FLAGS

TEST_GAMES: list = [SIGNAL_FLAGS]

#: Settings the seeded runs add to a game's own: Nautic Miles played at random to 200
#: points lasts about a hundred rounds (most are cancelled: random play rarely brings a
#: convoy home), so the seeded runs play one round; its own tests play whole games
#: (tests/nautic_miles).
SEEDED_OPTIONS: dict[str, dict] = {"nautic_miles": {"length": "round"}}

#: Seeded games a game plays when ``NAVAL_CONFORMANCE_GAMES`` does not say (the
#: others: 2000). Nautilus, as its issue asks: 5,000. The Fleet 1715 table game, as its
#: issue asks: 1,000 for each player count 2-5, every scenario with every count (see
#: ``VIEW_SCHEDULES`` for what its views cost).
SEEDED_GAMES: dict[str, int] = {"nautilus": 5000, "fleet1715_table": 4000}

#: Games whose seeded tables take minutes of CPU: their tests start first when the suite
#: is shared out between workers (``long``, conftest.py), so that none is left for the end.
LONG_RUNS: frozenset[str] = frozenset({"nautilus", "fleet1715_table"})

#: Games whose ``resample`` is a state built from the seat's view (``resample(state,
#: seat, rng)`` is ``from_view(view(state, seat), rng)``): the suite builds the twin
#: from the view it has already made, with the same draws.
FROM_VIEW: dict[str, Callable[[dict, Any], Any]] = {"nautilus": state_from_view}

#: A game's own checks of each finished seeded table.
TABLE_CHECKS: dict[str, Callable[[Any], None]] = {
    "nautilus": check_placements, "fleet1715_table": fleet1715_table.check_reveal}

#: A game's own checks of a state and its twin with ``seat``'s secrets dealt anew
#: (``Game.resample``), made where the generic suite compares their views; the last
#: argument says whether to check everything (the ``ViewSchedule``'s first games) or
#: the cheap part.
TWIN_CHECKS: dict[str, Callable[[Any, Any, int | None, bool], None]] = {
    "nautilus": check_twin, "fleet1715_table": fleet1715_table.check_twin}


#: Seeded games that seat a game's bots in turn; the others seat its ``random`` bot alone
#: (for games whose other bots think long on every game). The Fleet 1715 logician samples
#: deals at every request: about 0.25 s of CPU a game against 0.02-0.04 s for the random
#: bots (which ask at random, and hand in, rightly, once the solver finds their mission
#: determined: every seeded game ends with the reveal).
MIXED_BOT_GAMES: dict[str, int] = {"fleet1715_table": 40}


class ViewSchedule(NamedTuple):
    """Which views the leak check compares with their twins' (``test_views_hold_no_secret``)."""

    #: The first games: the spectator's views too, each view as JSON, and a game's whole
    #: twin check (``TWIN_CHECKS``).
    full: int = 200
    #: The first games: every state; the others every ``step``-th state (each game from
    #: another offset).
    every_state: int = 500
    step: int = 4


#: A game's own schedule, where views cost more than the default allows. A Fleet 1715
#: table view holds the whole public record, so checking every seat's view at every
#: state costs the square of a game's length: with random bots a game has 80-300
#: actions, and checking all its views costs about 0.13 s of CPU (the full check: about
#: 0.6 s), against about 25 ms to play it. Views share their cards and record entries
#: (read-only, built once), which cut that cost by about a third, but 4,000 games at every
#: state would still cost over 500 s of CPU, and playing them costs about 100 s. So the
#: first 100 games check every seat at every state, and the other 3,900 every seat at
#: every 16th state, each game from another offset (every state index is checked in one
#: game in 16); the cheap checks (the game ends with the reveal, every slip right, cards
#: conserved at every state) cover all 4,000, the full check the first 20. The whole
#: group costs about 160 s of CPU (docs/benchmarks.md).
VIEW_SCHEDULES: dict[str, ViewSchedule] = {"fleet1715_table": ViewSchedule(20, 100, 16)}
