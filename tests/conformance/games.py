"""Games the conformance suite checks besides the registered ones: test-only games
that prove the contract (they are not registered for users)."""

from __future__ import annotations

from ..toy import GAME as SIGNAL_FLAGS

TEST_GAMES: list = [SIGNAL_FLAGS]

#: Settings the seeded runs add to a game's own: Nautic Miles played at random to 200
#: points lasts about a hundred rounds (most are cancelled: random play rarely brings a
#: convoy home), so the seeded runs play one round; its own tests play whole games
#: (tests/nautic_miles).
SEEDED_OPTIONS: dict[str, dict] = {"nautic_miles": {"length": "round"}}

