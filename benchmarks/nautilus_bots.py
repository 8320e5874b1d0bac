"""Nautilus's search bot against another bot with a fixed budget of playouts a move.

    python benchmarks/nautilus_bots.py [--playouts N] [--games G] [--seed S]
                                       [--against NAME] [--json]

``python -m naval_widgets simulate nautilus --bots ismcts,greedy`` plays the search bot
with its default budget (500 ms a move, at most 1,500 playouts): a time budget, so its
strength depends on the machine's load. Here the budget is ``--playouts`` playouts a
move and no time limit, so a run is the same on any machine and at any load; the games,
seeds and rotating seats are those of ``simulate``.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import time

from naval_widgets.core.measure import simulate
from naval_widgets.nautilus.game import GAME
from naval_widgets.nautilus.ismcts import IsmctsBot

#: Seconds a move large enough that the playouts alone end the search.
NO_TIME_LIMIT = 3600.0


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=100)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    search = functools.partial(IsmctsBot, seconds=NO_TIME_LIMIT, playouts=args.playouts)
    game = dataclasses.replace(GAME, bots={**GAME.bots, "ismcts": search})
    start = time.perf_counter()
    result = simulate(game, ["ismcts", args.against], args.games, args.seed, progress=False)
    result["seconds"] = round(time.perf_counter() - start, 1)
    result["playouts"] = args.playouts
    if args.json:
        print(json.dumps(result))
        return
    print(f"Nautilus: ismcts ({args.playouts} playouts a move) vs {args.against}, "
          f"{args.games} games, seed {args.seed}, {result['seconds']} s")
    for entry in result["entries"]:
        seats = ", ".join(f"seat {s['seat'] + 1}: {s['wins']}/{s['games']}"
                          for s in entry["by_seat"])
        print(f"  {entry['label']:>8}: {entry['win_rate']:6.1%} wins ({seats})")
    print(f"  draws {result['draws']}, unfinished {result['unfinished']}")


if __name__ == "__main__":
    main()
