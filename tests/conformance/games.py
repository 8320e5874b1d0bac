"""Games the conformance suite checks besides the registered ones: test-only games
that prove the contract (they are not registered for users)."""

from __future__ import annotations

from ..toy import GAME as SIGNAL_FLAGS

TEST_GAMES: list = [SIGNAL_FLAGS]
