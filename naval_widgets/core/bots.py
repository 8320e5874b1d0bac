"""Bots by name, their random generators, and playing whole matches between them."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .errors import SetupError
from .game import Bot, Game, Outcome, RandomBot, Setup
from .words import brief, in_any_case


def bot_names(game: Game) -> tuple[str, ...]:
    """Every bot ``game`` has by name (``random`` first)."""
    return ("random", *(name for name in game.bots if name != "random"))


def check_bot_name(game: Game, name: Any) -> str:
    """The name of ``game``'s bot that ``name`` names, in any case; else ``SetupError``
    naming them."""
    found = in_any_case(name, bot_names(game)) if isinstance(name, str) else None
    if found is None:
        raise SetupError(f"{game.title} has no bot called {brief(name)}; choose one of: "
                         f"{', '.join(bot_names(game))}.")
    return found


def make_bot(game: Game, name: str) -> Bot:
    """The bot called ``name`` for ``game`` (every game has ``random``: the core's, unless
    the game brings its own)."""
    name = check_bot_name(game, name)
    if name in game.bots:
        return game.bots[name]()
    return RandomBot()


def bot_rng(game: Game, seed: int, seat: int) -> random.Random:
    """The random generator of the bot at ``seat`` in game ``seed``.

    It is seeded by a keyed BLAKE2b digest, so that nothing of the seed, and so
    nothing of the deal, can be read back from the numbers the bot draws.
    """
    digest = hashlib.blake2b(f"{game.name}/bot/{seat}".encode(), key=str(seed).encode()[:64],
                             person=b"naval-bots").digest()
    return random.Random(int.from_bytes(digest, "big"))


@dataclass(frozen=True)
class MatchResult:
    outcome: Outcome | None
    actions: int


def play_match(game: Game, bots: Sequence[Bot], seed: int, setup: Setup | None = None,
               max_actions: int = 10_000) -> MatchResult:
    """Play one seeded game to its end; bots see only their seat's view.

    ``setup``: the table's settings (the game's defaults, for as many seats as bots).
    """
    setup = setup or game.setup(players=len(bots))
    if len(bots) != setup.players:
        raise SetupError(f"{game.title} set for {setup.players} players needs as many bots; "
                         f"got {len(bots)}.")
    state = game.deal(seed, setup)
    rngs = [bot_rng(game, seed, seat) for seat in range(len(bots))]
    for count in range(max_actions):
        outcome = game.outcome(state)
        if outcome is not None:
            return MatchResult(outcome, count)
        seat = game.to_move(state)
        legal = game.legal_actions(state)
        action = bots[seat].act(game.view(state, seat), legal, rngs[seat])
        state = game.apply(state, action)
    return MatchResult(game.outcome(state), max_actions)
