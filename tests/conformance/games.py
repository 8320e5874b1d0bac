"""Games the conformance suite checks besides the registered ones: test-only games
that prove the contract (they are not registered for users)."""

from __future__ import annotations

TEST_GAMES: list = []
