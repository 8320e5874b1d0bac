"""Generic measurements over any registered game: results of bot matches, engine speed."""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Sequence
from typing import Any

from tqdm import tqdm

from .bots import check_bot_name, make_bot, play_match
from .errors import SetupError
from .game import Game, Setup
from .words import brief

#: The most games one ``simulate`` call plays.
MAX_GAMES = 1_000_000


def entry_labels(bot_names: Sequence[str]) -> list[str]:
    """A label for each bot entered: its name, numbered when the name comes again.

    >>> entry_labels(["random", "greedy", "random"])
    ['random 1', 'greedy', 'random 2']
    """
    labels, seen = [], {}
    for name in bot_names:
        seen[name] = seen.get(name, 0) + 1
        labels.append(f"{name} {seen[name]}" if bot_names.count(name) > 1 else name)
    return labels


def simulate(game: Game, bot_names: Sequence[str], games: int, seed: int,
             setup: Setup | None = None, progress: bool = True) -> dict[str, Any]:
    """Seeded games between bots, one per seat; the seats rotate each game so no bot
    always starts. Each bot entered is credited apart (two of the same name too), by
    the seat it sat in; a team's win counts for each of its seats' bots.
    """
    setup = setup or game.setup(players=len(bot_names))
    if len(bot_names) != setup.players:
        raise SetupError(f"{game.title} set for {setup.players} players needs "
                         f"{setup.players} bots, one per seat; got {len(bot_names)}.")
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise SetupError(f"The number of games is a whole number from 1 to {MAX_GAMES:,}; "
                         f"got {brief(games)}.")
    for name in bot_names:
        check_bot_name(game, name)
    labels = entry_labels(bot_names)
    seats = setup.players
    played = [[0] * seats for _ in labels]
    won = [[0] * seats for _ in labels]
    draws = unfinished = total_actions = 0
    for number in tqdm(range(games), desc=f"{game.name} games", disable=not progress,
                       leave=False):
        entry_at = [(seat + number) % seats for seat in range(seats)]  # seat -> entry
        bots = [make_bot(game, bot_names[entry]) for entry in entry_at]
        result = play_match(game, bots, seed=seed + number, setup=setup)
        total_actions += result.actions
        for seat, entry in enumerate(entry_at):
            played[entry][seat] += 1
        if result.outcome is None:
            unfinished += 1
        elif not result.outcome.winners:
            draws += 1
        else:
            for seat in result.outcome.winners:
                won[entry_at[seat]][seat] += 1
    return {
        "game": game.name,
        "setup": setup.to_json(),
        "variant": setup.variant,
        "games": games,
        "seed": seed,
        "bots": list(bot_names),
        "entries": [{"label": label, "bot": name, "wins": sum(won[entry]),
                     "win_rate": sum(won[entry]) / games,
                     "by_seat": [{"seat": seat, "games": played[entry][seat],
                                  "wins": won[entry][seat]} for seat in range(seats)]}
                    for entry, (label, name) in enumerate(zip(labels, bot_names, strict=True))],
        "win_rate": {label: sum(won[entry]) / games for entry, label in enumerate(labels)},
        "draws": draws,
        "unfinished": unfinished,
        "mean_actions": total_actions / games,
    }


def bench(game: Game, seconds: float = 2.0, seed: int = 0,
          setup: Setup | None = None) -> dict[str, Any]:
    """Engine throughput in random playouts, and the time of each bot's move.

    ``actions_per_s``: the whole loop (legal actions, a random choice, a checked
    apply) for half the time, keeping no state it has left, as real play does;
    ``applies_per_s``: actions recorded in a second, untimed playout applied
    again from their states, so only ``apply`` and its checks are timed.
    """
    setup = setup or game.setup()
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
    for name in ["random", *game.bots]:
        result[f"{name}_move_ms"] = bot_move_ms(game, name, setup, seed, budget=seconds)
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
