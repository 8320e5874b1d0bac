"""Generic measurements over any registered game: engine speed and bot move times (the
results of bot matches are ``matches.simulate``'s, named here too)."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from tqdm import tqdm

from .bots import make_bot
from .game import Game, Setup
from .matches import MAX_GAMES, entry_labels, simulate

__all__ = ["MAX_GAMES", "bench", "bot_move_ms", "entry_labels", "random_playouts", "simulate"]


def bench(game: Game, seconds: float = 2.0, seed: int = 0,
          setup: Setup | None = None, progress: bool = False) -> dict[str, Any]:
    """Engine throughput in random playouts, and the time of each bot's move.

    ``actions_per_s``: the whole loop (legal actions, a random choice, a checked
    apply) for half the time, keeping no state it has left, as real play does;
    ``applies_per_s``: actions recorded in a second, untimed playout applied
    again from their states, so only ``apply`` and its checks are timed.
    ``progress``: a bar, one step a measurement (each takes about ``seconds``).
    """
    setup = setup or game.setup()
    names = ["random", *(name for name in game.bots if name != "random")]
    with tqdm(total=1 + len(names), desc=game.title, unit="measure", disable=not progress,
              leave=False, postfix="random playouts") as bar:
        result = _engine_speed(game, seconds, seed, setup)
        bar.update()
        for name in names:
            bar.set_postfix_str(f"{name} bot moves")
            result[f"{name}_move_ms"] = bot_move_ms(game, name, setup, seed, budget=seconds)
            bar.update()
    return result


def _engine_speed(game: Game, seconds: float, seed: int, setup: Setup) -> dict[str, Any]:
    """``bench``'s figures of the engine alone (see there)."""
    start = time.perf_counter()
    actions, playouts = random_playouts(game, seed, setup, deadline=start + seconds / 2)
    elapsed = time.perf_counter() - start
    trail: list[tuple[Any, Any]] = []
    random_playouts(game, seed, setup, trail=trail, limit=min(actions, 200_000))
    replayed, tick = 0, time.perf_counter()
    apply = game.apply
    while time.perf_counter() - tick < seconds / 2:
        for state, action in trail:
            apply(state, action)
        replayed += len(trail)
    apply_time = time.perf_counter() - tick
    result: dict[str, Any] = {
        "game": game.name,
        "variant": setup.variant,
        "setup": setup.to_json(),
        "actions_per_s": round(actions / elapsed),
        "applies_per_s": round(replayed / apply_time),
        "playouts_per_s": round(playouts / elapsed, 1),
        "actions": actions,
        "seconds": round(elapsed + apply_time, 2),
    }
    return result


def random_playouts(game: Game, seed: int, setup: Setup, deadline: float = float("inf"),
                    trail: list[tuple[Any, Any]] | None = None, limit: int | None = None,
                    games: int | None = None) -> tuple[int, int]:
    """Random games from ``seed`` on until ``deadline`` (or ``limit`` actions, or ``games``
    games): the actions and games played; ``trail`` gets each (state, action) if given."""
    rng = random.Random(seed)
    legal_actions, apply, outcome = game.legal_actions, game.apply, game.outcome
    actions = playouts = 0
    while (time.perf_counter() < deadline and (limit is None or actions < limit)
           and (games is None or playouts < games)):
        state = game.deal(seed + playouts, setup)
        while outcome(state) is None:
            legal = legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            if trail is not None:
                trail.append((state, action))
            state = apply(state, action)
            actions += 1
        playouts += 1
    return actions, playouts


def bot_move_ms(game: Game, name: str, setup: Setup, seed: int, moves: int = 300,
                budget: float = float("inf")) -> dict[str, float]:
    """Median, 95th percentile and max of one bot move (view + choice), in ms: over
    ``moves`` moves, or as many as ``budget`` seconds allow (one at least), so that a
    bot that thinks half a second a move is timed in seconds, not minutes."""
    bot, rng = make_bot(game, name), random.Random(seed)
    times: list[float] = []
    number = 0
    stop = time.perf_counter() + budget
    while len(times) < moves and (not times or time.perf_counter() < stop):
        state = game.deal(seed + number, setup)
        number += 1
        while (game.outcome(state) is None and len(times) < moves
               and (not times or time.perf_counter() < stop)):
            seat = game.to_move(state)
            tick = time.perf_counter()
            action = bot.act(game.view(state, seat), game.legal_actions(state), rng)
            times.append((time.perf_counter() - tick) * 1000)
            state = game.apply(state, action)
    times.sort()
    return {"median": round(statistics.median(times), 3),
            "p95": round(times[int(len(times) * 0.95) - 1], 3),
            "max": round(times[-1], 3)}
