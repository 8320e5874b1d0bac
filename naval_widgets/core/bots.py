"""Bots by name, and playing whole matches between them."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .game import Bot, Game, Outcome, RandomBot


def make_bot(game: Game, name: str) -> Bot:
    """The bot called ``name`` for ``game`` (every game has ``random``)."""
    if name == "random":
        return RandomBot()
    factory = game.bots.get(name)
    if factory is None:
        known = ", ".join(["random", *game.bots])
        raise ValueError(f"{game.title} has no bot called {name!r}; choose one of: {known}.")
    return factory()


@dataclass(frozen=True)
class MatchResult:
    outcome: Outcome | None
    actions: int


def play_match(game: Game, bots: Sequence[Bot], seed: int, variant: str | None = None,
               max_actions: int = 10_000) -> MatchResult:
    """Play one seeded game to its end; bots see only their seat's view."""
    state = game.initial_state(seed, variant or game.variants[0])
    rngs = [random.Random(f"{seed}/bot/{seat}") for seat in range(len(bots))]
    for count in range(max_actions):
        outcome = game.outcome(state)
        if outcome is not None:
            return MatchResult(outcome, count)
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        action = bots[seat].act(game.view(state, seat), legal, rngs[seat])
        state = game.apply(state, action)
    return MatchResult(game.outcome(state), max_actions)
