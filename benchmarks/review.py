"""Reviewing a whole game (issue 27, "Review my game"), for every game: a measurement, not
a test.

    python benchmarks/review.py [--games 3] [--passes 5] [--json]

Each game's seeded games (seeds 1..N, its usual seat count): seat 0 played by ``random``,
every other seat by the game's reviewer (``Game.reviewer``), to the end. For each game it
times ``table.review(0)`` (the seat's every move weighed by the reviewer) and
``table.replay(seat=0, review=True)`` (the same, the replay board made and its marks
worded), each the median of ``--passes`` runs in turn in one process; a table is a game's
median over its seeds, with the slowest game in brackets.

Target: reviewing a whole game <= 5 s on CPython, for every game (the exit status is 1
when one misses it).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.core import games, table_class  # noqa: E402

TARGET_S = 5.0


def played(game: Any, seed: int) -> Any:
    """Seeded game ``seed`` of ``game``: seat 0 ``random``, the other seats the reviewer."""
    bots = {seat: game.reviewer for seat in range(game.default_players)}
    table = table_class(game)(seed=seed, bots={**bots, 0: "random"})
    table.run_bots()
    return table


def timed(work: Any, passes: int) -> float:
    """The median seconds of ``work()`` over ``passes`` runs."""
    times = []
    for _ in range(passes):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def measure(game: Any, seeds: range, passes: int) -> dict[str, Any]:
    rows = []
    for seed in seeds:
        table = played(game, seed)
        reviewed = sum(game.to_move(state) == 0 for state in table.history[:-1])
        rows.append({"seed": seed, "moves": len(table.actions), "reviewed": reviewed,
                     "mistakes": len(table.review(0, most=10_000)),
                     "review_s": timed(lambda table=table: table.review(0), passes),
                     "replay_s": timed(lambda table=table: table.replay(seat=0, review=True),
                                       passes)})
    return {"game": game.name, "reviewer": game.reviewer, "players": game.default_players,
            "games": rows}


def median(rows: list[dict[str, Any]], key: str) -> float:
    return statistics.median(row[key] for row in rows)


def table_of(results: list[dict[str, Any]]) -> str:
    lines = ["| game (reviewer) | moves | seat 0's moves | mistakes found | review s | "
             "replay with marks s |",
             "| --- | ---: | ---: | ---: | ---: | ---: |"]
    for result in results:
        rows = result["games"]
        lines.append(
            f"| {result['game']} ({result['reviewer']}) | {median(rows, 'moves'):.0f} | "
            f"{median(rows, 'reviewed'):.0f} | {median(rows, 'mistakes'):.0f} | "
            f"{median(rows, 'review_s'):.3f} ({max(r['review_s'] for r in rows):.3f}) | "
            f"{median(rows, 'replay_s'):.3f} ({max(r['replay_s'] for r in rows):.3f}) |")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="seeded games a game (seeds 1..N)")
    parser.add_argument("--passes", type=int, default=5, help="runs timed a game")
    parser.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = parser.parse_args()
    results = [measure(game, range(1, args.games + 1), args.passes)
               for game in sorted(games().values(), key=lambda game: game.name)]
    print(json.dumps(results, indent=1) if args.json else table_of(results))
    slowest = max(row["replay_s"] for result in results for row in result["games"])
    return 0 if slowest <= TARGET_S else 1


if __name__ == "__main__":
    sys.exit(main())
