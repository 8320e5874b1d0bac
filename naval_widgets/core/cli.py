"""The command line: ``python -m naval_widgets simulate|bench GAME``.

Every bad argument gets a one-line message and exit status 2, never a traceback; an
interrupt (Ctrl-C) exits with status 130, quietly too.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Sequence
from typing import Any

from .game import SEED_LIMIT, Game, Setup
from .matches import MAX_GAMES, MAX_WORKERS, simulate
from .measure import bench
from .registry import games
from .words import brief, plural

MAX_SECONDS = 600.0


def _whole(low: int, high: int) -> Any:
    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{brief(text)} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low:,} and {high:,}")
        return value
    return read


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{brief(text)} is not a number of seconds") from None
    if not math.isfinite(value) or not 0 < value <= MAX_SECONDS:
        raise argparse.ArgumentTypeError(f"{text} is not between 0 and {MAX_SECONDS:g} seconds")
    return value


def _setting(text: str) -> tuple[str, str]:
    name, equals, value = text.partition("=")
    if not equals or not name:
        raise argparse.ArgumentTypeError(f"{brief(text)} is not NAME=VALUE, e.g. teams=true")
    return name, value


def all_cores() -> int:
    """The processes ``simulate`` starts by default: one a core of this machine."""
    return min(os.cpu_count() or 1, MAX_WORKERS)


def _parser() -> argparse.ArgumentParser:
    names = sorted(games())
    parser = argparse.ArgumentParser(prog="python -m naval_widgets",
                                     description="Simulate and measure the naval card games.")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="bots play seeded games; prints their results")
    ben = commands.add_parser("bench", help="engine throughput and bot move times")
    for sub in (sim, ben):
        sub.add_argument("game", choices=names)
        sub.add_argument("--seed", type=_whole(-SEED_LIMIT, SEED_LIMIT), default=1)
        sub.add_argument("--variant", default=None)
        sub.add_argument("--players", type=_whole(1, 99), default=None,
                         help="number of seats (the game's usual count by default)")
        sub.add_argument("--option", type=_setting, action="append", default=[],
                         metavar="NAME=VALUE", help="one of the game's own settings")
        sub.add_argument("--json", action="store_true", help="print one JSON object")
    sim.add_argument("--games", type=_whole(1, MAX_GAMES), default=100)
    sim.add_argument("--bots", default=None,
                     help="comma-separated bot names, one per seat (default: the game's)")
    sim.add_argument("--workers", type=_whole(1, MAX_WORKERS), default=all_cores(),
                     help="processes playing the games, the same results for any number; "
                          "1 plays them in this process (default: one a core, %(default)s)")
    ben.add_argument("--seconds", type=_seconds, default=3.0)
    return parser


def _setup(game: Game, variant: str | None, players: int | None,
           settings: list[tuple[str, str]]) -> Setup:
    """The table settings the arguments name, options read as the game's own values."""
    known = {option.name: option for option in game.options}
    options = {}
    for name, text in settings:
        option = known.get(name)
        choices = {str(c).lower(): c for c in option.choices} if option else {}
        options[name] = choices.get(text.lower(), text)
    return game.setup(variant, players, **options)


def main(argv: Sequence[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    game = games()[args.game]
    try:
        status = (_simulate if args.command == "simulate" else _bench)(game, args)
        sys.stdout.flush()
        return status
    except ValueError as err:
        print(f"{_parser().prog}: error: {err}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        # Ctrl-C: stopped at the user's request, not failed; no traceback.
        return 130
    except BrokenPipeError:
        # The reader stopped early (``... | head``): no traceback, now or at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _simulate(game: Game, args: argparse.Namespace) -> int:
    if args.bots is None:
        players = args.players or game.default_players
        bots = [*game.default_bots, *[game.default_bots[-1]] * players][:players]
    else:
        bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    fits = game.min_players <= len(bots) <= game.max_players
    players = args.players or (len(bots) if fits else game.default_players)
    setup = _setup(game, args.variant, players, args.option)
    if len(bots) != setup.players:
        raise ValueError(f"{game.title} set for {plural(setup.players, 'player')} needs "
                         f"{plural(setup.players, 'bot')}, one per seat; got {len(bots)}.")
    result = simulate(game, bots, args.games, args.seed, setup,
                      progress=sys.stderr.isatty() and not args.json,
                      workers=args.workers)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{game.title} ({setup.variant}, {plural(setup.players, 'player')}): "
          f"{plural(args.games, 'game')}, seed {args.seed}")
    for entry in result["entries"]:
        seats = ", ".join(f"seat {s['seat'] + 1}: {s['wins']}/{s['games']}"
                          for s in entry["by_seat"])
        print(f"  {entry['label']:>12}: {entry['win_rate']:6.1%} wins ({seats})")
    print(f"  draws {result['draws']}, unfinished {result['unfinished']}, "
          f"{result['mean_actions']:.1f} actions a game")
    return 0


def _bench(game: Game, args: argparse.Namespace) -> int:
    result = bench(game, args.seconds, args.seed,
                   _setup(game, args.variant, args.players, args.option))
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{game.title} ({result['variant']}), {result['seconds']} s of random playouts:")
    print(f"  {result['actions_per_s']:,} actions/s (legal moves + checked apply)")
    print(f"  {result['applies_per_s']:,} checked applies/s")
    print(f"  {result['playouts_per_s']:,} playouts/s")
    for key, value in result.items():
        if key.endswith("_move_ms"):
            print(f"  {key[:-8]} bot move: median {value['median']} ms, "
                  f"p95 {value['p95']} ms")
    return 0
