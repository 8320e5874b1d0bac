"""The command line: ``naval-widgets simulate|bench GAME`` (or ``python -m naval_widgets``).

Each game has its own arguments, read from its declaration: its variants (under the
word it uses, Fleet 1715's ``--scenario``), bots and options, listed by
``simulate GAME --help``, read in any case (a game also by its title or an alias,
``"Fleet 1715"``; a yes-or-no option as ``yes``, ``no``, ``true`` or ``false``). Each
argument is given once: a second is refused, not taken silently. Every bad argument
gets one line, ``PROG: error: ...`` (PROG being the name the command was called by), and
exit status 2, never a traceback.
Ctrl-C stops a ``simulate`` cleanly: the games finished so far are reported, and the exit
status is 130.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import shutil
import sys
import textwrap
import warnings
from collections.abc import Sequence
from pathlib import Path
from typing import Any, NoReturn

from .bots import bot_names
from .game import SEED_LIMIT, Game, Setup, UnusedOption
from .matches import MAX_GAMES, MAX_WORKERS, simulate
from .measure import bench
from .registry import games, get
from .words import brief, clip, folded, named, plural

MAX_SECONDS = 600.0
#: The commands and what each does.
COMMANDS = {"simulate": "bots play seeded games; prints each bot's wins",
            "bench": "engine throughput and bot move times"}


class Refused(Exception):
    """A bad argument: said in one line by ``main``."""


class Parser(argparse.ArgumentParser):
    """An argument parser whose errors are one line (``main`` prints them), not a usage
    block followed by the error."""

    def error(self, message: str) -> NoReturn:
        raise Refused(message)


def program_name() -> str:
    """The name the command was called by: ``naval-widgets`` when installed, ``python -m
    naval_widgets`` as a module."""
    called = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else ""
    if called in ("", "-c", "__main__.py"):
        return f"python -m {__name__.split('.')[0]}"
    return called


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
        raise argparse.ArgumentTypeError(f"the time must be more than 0 and at most "
                                         f"{MAX_SECONDS:g} seconds; got {clip(text, 40)}")
    return value


class Once(argparse.Action):
    """Stores an argument's value, refusing the argument given twice: the last one would
    win unseen (``--seed 1 --seed 2``; ``--scenario c --variant d``, one setting)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: str | None = None) -> None:
        given = namespace.__dict__.setdefault("given_once", {})
        if self.dest in given:
            both = "" if given[self.dest] == option_string else \
                f" (as {given[self.dest]} and {option_string})"
            parser.error(f"argument {'/'.join(self.option_strings)}: given twice{both}; "
                         "give it once")
        given[self.dest] = option_string
        setattr(namespace, self.dest, values)


#: The words a yes-or-no option takes on the command line, as ``--help`` writes them first.
YES_OR_NO = {"true": True, "false": False, "yes": True, "no": False}


def _setting(text: str) -> tuple[str, str]:
    name, equals, value = text.partition("=")
    if not equals or not name:
        raise argparse.ArgumentTypeError(f"{brief(text)} is not NAME=VALUE, e.g. teams=true")
    return name, value


def _variant_of(game: Game) -> Any:
    """Reads a variant as the game does (in any case), refusing it in the game's words."""
    def read(text: str) -> str:
        try:
            return game.find_variant(text)
        except ValueError as err:
            raise argparse.ArgumentTypeError(str(err)) from None
    return read


def all_cores() -> int:
    """The processes ``simulate`` starts by default: one a core of this machine."""
    return min(os.cpu_count() or 1, MAX_WORKERS)


def default_bots(game: Game, players: int) -> list[str]:
    """The bots ``simulate`` seats when none are named: one per seat, the game's default
    bots in order, the last repeated."""
    return [*game.default_bots, *[game.default_bots[-1]] * players][:players]


def _word(value: Any) -> str:
    """A setting's value as it is typed: ``true``, ``names``."""
    return str(value).lower() if isinstance(value, bool) else str(value)


def about(game: Game, command: str = "simulate") -> str:
    """What ``COMMAND GAME --help`` says of the game: seats, variants, bots, options."""
    keyword = game.variant_keyword

    def shown(variant: str) -> str:
        label = game.variant_label(variant)
        return variant if variant in label else f"{variant} ({label})"

    bots = ", ".join(bot_names(game))
    said = [f"{game.title} ({game.name}): {game.players_label}.",
            f"{keyword}s (--{keyword}, any case): {', '.join(map(shown, game.variants))}.",
            f"bots (--bots, one per seat): {bots}; by default "
            f"{', '.join(default_bots(game, game.default_players))}."
            if command == "simulate" else f"bots timed: {bots}."]
    if game.options:
        said.append("options (--option NAME=VALUE, each once):")
        for option in game.options:
            used = "" if option.players is None else \
                f"; used with {', '.join(map(str, option.players))} players"
            helped = f": {option.help}" if option.help else ""
            said.append(f"  {option.name}={' | '.join(map(_word, option.choices))} (default: "
                        f"{_word(option.default)}{used}){helped}")
    else:
        said.append("options: none.")
    width = min(100, max(60, shutil.get_terminal_size().columns - 2))
    return "\n".join(textwrap.fill(line, width, subsequent_indent="    ") for line in said)


def _game_arguments(parser: argparse.ArgumentParser, game: Game, command: str) -> None:
    keyword = game.variant_keyword
    parser.add_argument("--seed", type=_whole(0, SEED_LIMIT), default=1, action=Once,
                        help="the first game's seed; game N is dealt from seed + N "
                             "(default: %(default)s)")
    flags = [f"--{keyword}"] + (["--variant"] if keyword != "variant" else [])
    parser.add_argument(*flags, dest="variant", type=_variant_of(game), default=None,
                        action=Once,
                        metavar=keyword.upper(),
                        help=f"one of the {keyword}s listed above (default: "
                             f"{game.variants[0]})")
    parser.add_argument("--players", type=_whole(1, 99), default=None, action=Once,
                        help=f"number of seats, {game.players_label} (default: "
                             f"{game.default_players}, or one a bot named by --bots)"
                        if command == "simulate" else
                        f"number of seats, {game.players_label} (default: "
                        f"{game.default_players})")
    parser.add_argument("--option", type=_setting, action="append", default=[],
                        metavar="NAME=VALUE",
                        help="one of the game's own settings, listed above (default: each "
                             "option's own)")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object instead of text (default: text)")
    if command == "simulate":
        parser.add_argument("--games", type=_whole(1, MAX_GAMES), default=100, action=Once,
                            help=f"how many games, 1 to {MAX_GAMES:,} (default: %(default)s)")
        parser.add_argument("--bots", default=None, metavar="BOT,BOT...", action=Once,
                            help="comma-separated bot names, one per seat (default: "
                                 f"{','.join(default_bots(game, game.default_players))})")
        parser.add_argument("--workers", type=_whole(1, MAX_WORKERS), default=all_cores(),
                            action=Once,
                            help="processes playing the games, the same results for any "
                                 "number; 1 plays them in this process (default: one a core, "
                                 "%(default)s)")
    else:
        parser.add_argument("--seconds", type=_seconds, default=3.0, action=Once,
                            help="time for the random playouts, and for each bot's moves "
                                 f"(more than 0, at most {MAX_SECONDS:g}; default: "
                                 "%(default)s)")


def make_parser(prog: str) -> Parser:
    """The parser of every command, with a parser of its own for each game."""
    every = games()
    parser = Parser(prog=prog, description="Simulate and measure the naval card games.",
                    epilog=f"'{prog} COMMAND GAME --help' lists a game's variants, bots and "
                           "options.")
    commands = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                     title="commands")
    for command, said in COMMANDS.items():
        sub = commands.add_parser(command, help=said, description=said.capitalize() + ".")
        per_game = sub.add_subparsers(dest="game", required=True, metavar="GAME",
                                      title="games")
        for name, game in every.items():
            one = per_game.add_parser(name, help=game.title, description=about(game, command),
                                      formatter_class=argparse.RawDescriptionHelpFormatter)
            _game_arguments(one, game, command)
    return parser


def _with_game_names(argv: list[str]) -> list[str]:
    """``argv`` with the game named as the registry names it (the registry reads a name
    as a person types it); a name it does not know is left for the parser to refuse."""
    if len(argv) >= 2 and argv[0] in COMMANDS and not argv[1].startswith("-"):
        try:
            return [argv[0], get(argv[1]).name, *argv[2:]]
        except ValueError:
            pass
    return argv


def _setup(game: Game, variant: str | None, players: int | None,
           settings: list[tuple[str, str]]) -> tuple[Setup, list[str]]:
    """The table settings the arguments name, options read as the game's own values (in
    any case), and the notes the game gave on them (an option unused at this seat count)."""
    known = {option.name: option for option in game.options}
    options: dict[str, Any] = {}
    for typed, text in settings:
        name = named(typed, known) or typed  # an option's name in any case too
        if name in options:
            raise ValueError(f"--option {name} is given twice; give each option once")
        option = known.get(name)
        if option is None:  # refused by the game, naming its options
            options[name] = text
            continue
        words = {folded(_word(choice)): choice for choice in option.choices}
        if all(isinstance(choice, bool) for choice in option.choices):
            words |= YES_OR_NO
        if folded(text) not in words:
            raise ValueError(f"{game.title}'s option {name} is one of: "
                             f"{', '.join(map(_word, option.choices))}; got {brief(text)}")
        options[name] = words[folded(text)]
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always", UnusedOption)
        setup = game.setup(variant, players, **options)
    return setup, [str(warning.message) for warning in said
                   if issubclass(warning.category, UnusedOption)]


def main(argv: Sequence[str] | None = None, prog: str | None = None) -> int:
    """Run the command ``argv`` names (default: the program's arguments); the exit status."""
    prog = prog or program_name()
    argv = _with_game_names(list(sys.argv[1:] if argv is None else argv))
    if len(argv) >= 2 and argv[0] in COMMANDS and argv[1].startswith("-") \
            and argv[1] not in ("-h", "--help"):
        return _refuse(prog, f"the game comes first: {prog} {argv[0]} GAME [options]; the "
                             f"games are: {', '.join(games())}")
    try:
        args = make_parser(prog).parse_args(argv)
    except Refused as err:
        return _refuse(prog, str(err))
    except SystemExit as stop:  # --help: printed
        return stop.code if isinstance(stop.code, int) else 0
    game = games()[args.game]
    try:
        status = (_simulate if args.command == "simulate" else _bench)(game, args, prog)
        sys.stdout.flush()
        return status
    except ValueError as err:
        return _refuse(prog, str(err))
    except KeyboardInterrupt:
        # Ctrl-C before any game was finished: stopped at the user's request, not failed.
        print(f"{prog}: stopped (Ctrl-C) before any result", file=sys.stderr)
        return 130
    except BrokenPipeError:
        # The reader stopped early (``... | head``): no traceback, now or at exit.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


def _refuse(prog: str, message: str) -> int:
    print(f"{prog}: error: {' '.join(message.split())}", file=sys.stderr)
    return 2


def _settings_line(game: Game, setup: Setup) -> str:
    """The table's settings in words: variant, seats and the options that change
    something at that count."""
    used = game.used_options(setup)
    options = ", ".join(f"{name}={str(value).lower() if isinstance(value, bool) else value}"
                        for name, value in used.items())
    return (f"{game.variant_keyword} {setup.variant}, {plural(setup.players, 'player')}"
            f"{', ' + options if options else ''}")


def _simulate(game: Game, args: argparse.Namespace, prog: str) -> int:
    if args.bots is None:
        bots = default_bots(game, args.players or game.default_players)
    else:
        bots = [name.strip() for name in args.bots.split(",") if name.strip()]
    fits = game.min_players <= len(bots) <= game.max_players
    players = args.players or (len(bots) if fits else game.default_players)
    setup, notes = _setup(game, args.variant, players, args.option)
    if len(bots) != setup.players:
        raise ValueError(f"{game.title} set for {plural(setup.players, 'player')} needs "
                         f"{plural(setup.players, 'bot')}, one per seat; got {len(bots)}.")
    for note in notes:
        print(f"{prog}: note: {note}", file=sys.stderr)
    result = simulate(game, bots, args.games, args.seed, setup,
                      progress=sys.stderr.isatty() and not args.json,
                      workers=args.workers, stop_on_interrupt=True)
    stopped = result["interrupted"]
    if stopped:
        print(f"{prog}: stopped (Ctrl-C) after {plural(result['games'], 'game')} of "
              f"{args.games:,}: the results below are theirs", file=sys.stderr)
    if args.json:
        print(json.dumps(result))
        return 130 if stopped else 0
    print(f"{game.title} ({_settings_line(game, setup)}): "
          f"{plural(result['games'], 'game')}, seed {args.seed}")
    for entry in result["entries"]:
        seats = ", ".join(f"seat {s['seat'] + 1}: {s['wins']}/{s['games']}"
                          for s in entry["by_seat"])
        print(f"  {entry['label']:>12}: {entry['win_rate']:6.1%} wins ({seats})")
    print(f"  draws {result['draws']}, unfinished {result['unfinished']}, "
          f"{result['mean_actions']:.1f} actions a game")
    return 130 if stopped else 0


def _bench(game: Game, args: argparse.Namespace, prog: str) -> int:
    setup, notes = _setup(game, args.variant, args.players, args.option)
    for note in notes:
        print(f"{prog}: note: {note}", file=sys.stderr)
    result = bench(game, args.seconds, args.seed, setup,
                   progress=sys.stderr.isatty() and not args.json)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"{game.title} ({_settings_line(game, setup)}), {result['seconds']} s of random "
          "playouts:")
    print(f"  {result['actions_per_s']:,} actions/s (legal moves + checked apply)")
    print(f"  {result['applies_per_s']:,} checked applies/s")
    print(f"  {result['playouts_per_s']:,} playouts/s")
    for key, value in result.items():
        if key.endswith("_move_ms"):
            print(f"  {key[:-8]} bot move: median {value['median']} ms, "
                  f"p95 {value['p95']} ms")
    return 0
