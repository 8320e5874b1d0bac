"""The command line: ``python -m naval_widgets simulate|bench GAME``."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence

from .measure import bench, simulate
from .registry import games


def _parser() -> argparse.ArgumentParser:
    names = sorted(games())
    parser = argparse.ArgumentParser(prog="python -m naval_widgets",
                                     description="Simulate and measure the naval card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="bots play seeded games; prints win rates")
    sim.add_argument("game", choices=names)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--bots", default="greedy,random",
                     help="comma-separated bot names, one per seat (default greedy,random)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--variant", default=None)
    sim.add_argument("--json", action="store_true", help="print one JSON object")
    ben = commands.add_parser("bench", help="engine throughput and bot move times")
    ben.add_argument("game", choices=names)
    ben.add_argument("--seconds", type=float, default=3.0)
    ben.add_argument("--seed", type=int, default=0)
    ben.add_argument("--variant", default=None)
    ben.add_argument("--json", action="store_true", help="print one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    game = games()[args.game]
    if args.variant is not None and args.variant not in game.variants:
        print(f"{game.title} has no variant {args.variant!r}; choose one of: "
              f"{', '.join(game.variants)}.", file=sys.stderr)
        return 2
    if args.command == "simulate":
        bots = [name.strip() for name in args.bots.split(",") if name.strip()]
        if len(bots) != game.players:
            print(f"{game.title} needs {game.players} bots, one per seat; got {len(bots)}.",
                  file=sys.stderr)
            return 2
        try:
            result = simulate(game, bots, args.games, args.seed, args.variant,
                              progress=sys.stderr.isatty() or not args.json)
        except ValueError as err:
            print(err, file=sys.stderr)
            return 2
        if args.json:
            print(json.dumps(result))
        else:
            print(f"{game.title} ({result['variant']}): {args.games} games, seed {args.seed}")
            for name, rate in result["win_rate"].items():
                print(f"  {name:>10}: {rate:6.1%} wins")
            print(f"  draws {result['draws']}, unfinished {result['unfinished']}, "
                  f"{result['mean_actions']:.1f} actions a game")
        return 0
    result = bench(game, args.seconds, args.seed, args.variant)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"{game.title} ({result['variant']}), {result['seconds']} s of random playouts:")
        print(f"  {result['actions_per_s']:,} actions/s (legal moves + checked apply)")
        print(f"  {result['applies_per_s']:,} checked applies/s")
        print(f"  {result['playouts_per_s']:,} playouts/s")
        for key, value in result.items():
            if key.endswith("_move_ms"):
                print(f"  {key[:-8]} bot move: median {value['median']} ms, "
                      f"p95 {value['p95']} ms")
    return 0
