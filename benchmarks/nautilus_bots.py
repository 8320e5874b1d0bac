"""Nautilus's search bot against another bot with a fixed budget of playouts a move.

    python benchmarks/nautilus_bots.py [--playouts N] [--games G] [--seed S]
                                       [--against NAME] [--every K] [--json]

``python -m naval_widgets simulate nautilus --bots ismcts,greedy`` plays the search bot
with its default budget (500 ms a move, at most 1,500 playouts): a time budget, so its
strength depends on the machine's load. Here the budget is ``--playouts`` playouts a
move and no time limit, so a run is the same on any machine and at any load; the games,
seeds and rotating seats are those of ``simulate``. ``--every K`` prints the running
tally every K games (K even, so the seats rotate as in one run), for long runs.
"""

from __future__ import annotations

import argparse
import dataclasses
import functools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.core.measure import simulate  # noqa: E402
from naval_widgets.nautilus.game import GAME  # noqa: E402
from naval_widgets.nautilus.ismcts import IsmctsBot  # noqa: E402

#: Seconds a move large enough that the playouts alone end the search.
NO_TIME_LIMIT = 3600.0


def play(playouts: int, games: int, seed: int, against: str, every: int) -> dict:
    """``simulate``'s result over ``games`` games, played ``every`` games at a time (the
    seats rotate with the game's number, so the parts make the same games as one run)."""
    search = functools.partial(IsmctsBot, seconds=NO_TIME_LIMIT, playouts=playouts)
    game = dataclasses.replace(GAME, bots={**GAME.bots, "ismcts": search})
    start = time.perf_counter()
    result: dict | None = None
    for first in range(0, games, every):
        part = simulate(game, ["ismcts", against], min(every, games - first), seed + first,
                        progress=False)
        result = part if result is None else merged(result, part)
        if every < games:
            wins = result["entries"][0]["wins"]
            print(f"  after {result['games']} games: ismcts {wins} "
                  f"({wins / result['games']:.1%}), {time.perf_counter() - start:.0f} s",
                  flush=True)
    assert result is not None
    result["seed"] = seed
    result["seconds"] = round(time.perf_counter() - start, 1)
    result["playouts"] = playouts
    return result


def merged(result: dict, part: dict) -> dict:
    """Two of ``simulate``'s results as one."""
    games = result["games"] + part["games"]
    entries = []
    for entry, more in zip(result["entries"], part["entries"], strict=True):
        wins = entry["wins"] + more["wins"]
        by_seat = [{"seat": seat["seat"], "games": seat["games"] + other["games"],
                    "wins": seat["wins"] + other["wins"]}
                   for seat, other in zip(entry["by_seat"], more["by_seat"], strict=True)]
        entries.append({**entry, "wins": wins, "win_rate": wins / games, "by_seat": by_seat})
    actions = result["mean_actions"] * result["games"] + part["mean_actions"] * part["games"]
    return {**result, "games": games, "entries": entries,
            "win_rate": {entry["label"]: entry["win_rate"] for entry in entries},
            "draws": result["draws"] + part["draws"],
            "unfinished": result["unfinished"] + part["unfinished"],
            "mean_actions": actions / games}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--playouts", type=int, default=100)
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", default="greedy")
    parser.add_argument("--every", type=int, default=0, help="print the tally every K games")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    every = args.every + args.every % 2 if args.every > 0 else args.games
    result = play(args.playouts, args.games, args.seed, args.against, every)
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
