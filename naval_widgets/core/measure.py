"""Generic measurements over any registered game: win rates and engine speed."""

from __future__ import annotations

import random
import statistics
import time
from collections import Counter
from collections.abc import Sequence
from typing import Any

from tqdm import tqdm

from .bots import make_bot, play_match
from .game import Game


def simulate(game: Game, bot_names: Sequence[str], games: int, seed: int,
             variant: str | None = None, progress: bool = True) -> dict[str, Any]:
    """Seeded bot-against-bot games; seats rotate each game so no bot always starts."""
    variant = variant or game.variants[0]
    seats = len(bot_names)
    wins: Counter[str] = Counter()
    draws = unfinished = total_actions = 0
    for number in tqdm(range(games), desc=f"{game.name} games", disable=not progress,
                       leave=False):
        order = [bot_names[(seat + number) % seats] for seat in range(seats)]
        bots = [make_bot(game, name) for name in order]
        result = play_match(game, bots, seed=seed + number, variant=variant)
        total_actions += result.actions
        if result.outcome is None:
            unfinished += 1
        elif result.outcome.winner is None:
            draws += 1
        else:
            wins[order[result.outcome.winner]] += 1
    names = list(dict.fromkeys(bot_names))
    return {
        "game": game.name,
        "variant": variant,
        "games": games,
        "seed": seed,
        "bots": list(bot_names),
        # A bot named twice (greedy,greedy) counts the wins of both its seats.
        "win_rate": {name: wins[name] / games for name in names},
        "draws": draws,
        "unfinished": unfinished,
        "mean_actions": total_actions / games if games else 0.0,
    }


def bench(game: Game, seconds: float = 2.0, seed: int = 0,
          variant: str | None = None) -> dict[str, Any]:
    """Engine throughput in random playouts, and the time of each bot's move.

    ``actions_per_s``: the whole loop (legal actions, a random choice, a checked
    apply) for half the time, keeping no state it has left, as real play does;
    ``applies_per_s``: actions recorded in a second, untimed playout applied
    again from their states, so only ``apply`` and its checks are timed.
    """
    variant = variant or game.variants[0]
    start = time.perf_counter()
    actions, playouts = _playouts(game, seed, variant, deadline=start + seconds / 2)
    elapsed = time.perf_counter() - start
    trail: list[tuple[Any, Any]] = []
    _playouts(game, seed, variant, trail=trail, limit=min(actions, 200_000))
    replayed, tick = 0, time.perf_counter()
    apply = game.apply
    while time.perf_counter() - tick < seconds / 2:
        for state, action in trail:
            apply(state, action)
        replayed += len(trail)
    apply_time = time.perf_counter() - tick
    result: dict[str, Any] = {
        "game": game.name,
        "variant": variant,
        "actions_per_s": round(actions / elapsed),
        "applies_per_s": round(replayed / apply_time),
        "playouts_per_s": round(playouts / elapsed, 1),
        "actions": actions,
        "seconds": round(elapsed + apply_time, 2),
    }
    for name in ["random", *game.bots]:
        result[f"{name}_move_ms"] = bot_move_ms(game, name, variant, seed)
    return result


def _playouts(game: Game, seed: int, variant: str, deadline: float = float("inf"),
              trail: list[tuple[Any, Any]] | None = None,
              limit: int | None = None) -> tuple[int, int]:
    """Random games from ``seed`` on until ``deadline`` (or ``limit`` actions):
    the actions and games played; ``trail`` gets each (state, action) if given."""
    rng = random.Random(seed)
    legal_actions, apply, outcome = game.legal_actions, game.apply, game.outcome
    actions = playouts = 0
    while time.perf_counter() < deadline and (limit is None or actions < limit):
        state = game.initial_state(seed + playouts, variant)
        while outcome(state) is None:
            legal = legal_actions(state)
            action = legal[rng.randrange(len(legal))]
            if trail is not None:
                trail.append((state, action))
            state = apply(state, action)
            actions += 1
        playouts += 1
    return actions, playouts


def bot_move_ms(game: Game, name: str, variant: str, seed: int,
                moves: int = 300) -> dict[str, float]:
    """Median, 95th percentile and max of one bot move (view + choice), in ms."""
    bot, rng = make_bot(game, name), random.Random(seed)
    times: list[float] = []
    number = 0
    while len(times) < moves:
        state = game.initial_state(seed + number, variant)
        number += 1
        while game.outcome(state) is None and len(times) < moves:
            seat = game.to_move(state)
            tick = time.perf_counter()
            action = bot.act(game.view(state, seat), game.legal_actions(state), rng)
            times.append((time.perf_counter() - tick) * 1000)
            state = game.apply(state, action)
    times.sort()
    return {"median": round(statistics.median(times), 3),
            "p95": round(times[int(len(times) * 0.95) - 1], 3),
            "max": round(times[-1], 3)}
