"""What explaining costs the bots: each bot's move time with its reason and without.

    python benchmarks/reasons.py [--passes N] [--json]

The positions are those of seeded games the bots played (Nautic Miles: four admirals, one
round, both rules; Fleet 1715 solo: the solver on four scenarios; at the table: logicians
and guessers, three and four players). Each pass replays a bot's positions in order with
a fresh bot (its caches filled as in a game), once as it plays and once with its reason
builder replaced by a stub that builds nothing, in turn in one process; the figures are
each position's best time over the passes, so the machine's load weighs on both alike.
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import sys
import time
from collections.abc import Callable
from contextlib import contextmanager
from pathlib import Path
from types import SimpleNamespace
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.core import bot_rng  # noqa: E402
from naval_widgets.core.game import Game  # noqa: E402
from naval_widgets.fleet1715.solo import bots as solo_bots  # noqa: E402
from naval_widgets.fleet1715.solo.game import GAME as SOLO  # noqa: E402
from naval_widgets.fleet1715.table import bots as table_bots  # noqa: E402
from naval_widgets.fleet1715.table.game import GAME as TABLE  # noqa: E402
from naval_widgets.nautic_miles import bots as nautic_bots  # noqa: E402
from naval_widgets.nautic_miles.game import GAME as NAUTIC  # noqa: E402

Position = tuple[dict[str, Any], list[Any], int]


def positions(game: Game, setups: list[tuple[int, Any]], names: dict[int, str],
              name: str) -> list[list[Position]]:
    """For each seeded game (``(seed, setup)``, the bots ``names`` by seat): the views and
    legal lists of the seats played by bot ``name``, in order, with the move's number."""
    games = []
    for seed, setup in setups:
        bots = {seat: game.bots[bot]() for seat, bot in names.items()}
        rngs = {seat: bot_rng(game, seed, seat) for seat in names}
        state, found = game.deal(seed, setup), []
        while game.outcome(state) is None:
            seat, legal = game.to_move(state), game.legal_actions(state)
            view = game.view(state, seat)
            if names[seat] == name:
                found.append((view, legal, len(found)))
            state = game.apply(state, bots[seat].act(view, legal, rngs[seat]))
        games.append(found)
    return games


def timed(make: Callable[[], Any], games: list[list[Position]]) -> list[float]:
    """Each position's move time (seconds), a fresh bot each game (the garbage collector
    held off while timing: it would land on either side by chance)."""
    times = []
    gc.collect()
    gc.disable()
    try:
        for found in games:
            bot = make()
            for view, legal, number in found:
                tick = time.perf_counter()
                bot.choose(view, legal, random.Random(number))
                times.append(time.perf_counter() - tick)
    finally:
        gc.enable()
    return times


@contextmanager
def stubbed(module: Any, name: str, stub: Any):
    """``module.name`` replaced by ``stub`` for the block."""
    kept = getattr(module, name)
    setattr(module, name, stub)
    try:
        yield
    finally:
        setattr(module, name, kept)


def nothing(*args: Any, **kwargs: Any) -> None:
    return None


#: Each bot: its game, its module and the name of its reason builder there, the stub,
#: and the seeded games it plays.
BOTS = {
    "nautic_miles admiral": (NAUTIC, nautic_bots, "explain", nothing,
                             [(seed, NAUTIC.setup(variant, players=4, length="round"))
                              for seed in range(3) for variant in ("en", "ja")],
                             dict.fromkeys(range(4), "admiral")),
    "fleet1715 solver": (SOLO, solo_bots, "reasons",
                         SimpleNamespace(drawing=nothing, marking=nothing, handing_in=nothing,
                                         out_of_clues=nothing),
                         [(seed, SOLO.setup(letter)) for seed, letter in enumerate("ADGK")],
                         {0: "solver"}),
    "fleet1715_table logician": (TABLE, table_bots, "explain", nothing,
                                 [(seed, TABLE.setup("ABCDEF"[seed], players=3 + seed % 2))
                                  for seed in range(6)],
                                 {0: "logician", 1: "guesser", 2: "logician", 3: "guesser"}),
}


def measure(passes: int) -> dict[str, dict[str, float]]:
    results = {}
    for label, (game, module, name, stub, setups, names) in BOTS.items():
        bot = label.split()[-1]
        games = [found for seed, setup in setups
                 for found in positions(game, [(seed, setup)],
                                        {seat: names[seat] for seat in range(setup.players)},
                                        bot)]
        with_reason = without = None
        for _ in range(passes):
            found = timed(game.bots[bot], games)
            with_reason = found if with_reason is None else list(map(min, with_reason, found))
            with stubbed(module, name, stub):
                found = timed(game.bots[bot], games)
            without = found if without is None else list(map(min, without, found))
        results[label] = summary(with_reason, without)
    return results


def summary(with_reason: list[float], without: list[float]) -> dict[str, float]:
    """Median, p95 and total of both, in ms, and the reasons' share of the total."""
    def ms(times: list[float], at: float) -> float:
        ordered = sorted(times)
        return round(1000 * ordered[min(len(ordered) - 1, int(at * len(ordered)))], 3)

    total_with, total_without = sum(with_reason), sum(without)
    return {"moves": len(with_reason),
            "median_ms": ms(with_reason, 0.5), "median_ms_without": ms(without, 0.5),
            "p95_ms": ms(with_reason, 0.95), "p95_ms_without": ms(without, 0.95),
            "mean_ms": round(1000 * statistics.mean(with_reason), 3),
            "mean_ms_without": round(1000 * statistics.mean(without), 3),
            "reason_share": round((total_with - total_without) / total_with, 3)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--passes", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    results = measure(args.passes)
    if args.json:
        print(json.dumps(results))
        return
    for label, figures in results.items():
        print(f"{label}: {figures['moves']} moves; median {figures['median_ms']} ms "
              f"({figures['median_ms_without']} without its reason), p95 {figures['p95_ms']} "
              f"ms ({figures['p95_ms_without']}), mean {figures['mean_ms']} ms "
              f"({figures['mean_ms_without']}); the reasons' share "
              f"{figures['reason_share']:.1%}")


if __name__ == "__main__":
    main()

