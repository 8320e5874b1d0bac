"""Fleet 1715 at the table: random games per second, per player count.

    python benchmarks/fleet1715_table_games.py [--games N] [--players 2,3,4,5]
                                               [--passes P] [--json]

Game ``k`` of a player count is seed ``k``, scenario A-P turning with ``k``. Two ways of
playing, each timed in CPU seconds (``time.process_time``, which other processes' load
does not count), the best of ``P`` passes over the same games:

- random legal actions: the loop of ``core.measure.random_playouts`` (the legal actions,
  a random choice, the checked ``apply``); slips are written at random, so most are wrong;
- the ``random`` bots at every seat, as a table plays them (``Table.run_bots``: each
  move the seat's view, the bot's choice, ``step`` with the log's sentences): they ask
  at random and hand in once the solver finds their mission determined.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from benchmarks.fleet1715_table_bots import player_counts, players_parser, report  # noqa: E402
from naval_widgets.core import table_class  # noqa: E402
from naval_widgets.core.measure import random_playouts  # noqa: E402
from naval_widgets.fleet1715.table.game import GAME  # noqa: E402

LETTERS = "ABCDEFGHIJKLMNOP"


def legal_games(players: int, games: int) -> tuple[float, int]:
    """CPU seconds and actions of ``games`` games of random legal actions."""
    setups = [GAME.setup(letter, players) for letter in LETTERS]
    start, actions = time.process_time(), 0
    for number in range(games):
        actions += random_playouts(GAME, number, setups[number % 16], games=1)[0]
    return time.process_time() - start, actions


def bot_games(players: int, games: int) -> tuple[float, int]:
    """CPU seconds and actions of ``games`` games of the ``random`` bots."""
    table_type = table_class(GAME)
    start, actions = time.process_time(), 0
    for number in range(games):
        table = table_type(seed=number, variant=LETTERS[number % 16], players=players,
                           bots=dict.fromkeys(range(players), "random"))
        table.run_bots()
        actions += len(table.actions)
    return time.process_time() - start, actions


def measure(players: int, games: int, passes: int) -> dict:
    result: dict = {"players": players, "games": games}
    for name, play in (("legal", legal_games), ("bots", bot_games)):
        runs = [play(players, games) for _ in range(passes)]
        seconds = min(cpu for cpu, _ in runs)
        result[f"{name}_games_per_s"] = round(games / seconds, 1)
        result[f"{name}_actions_per_game"] = round(statistics.fmean(
            actions for _, actions in runs) / games, 1)
    return result


def main() -> None:
    parser = players_parser(__doc__, games=200)
    parser.add_argument("--passes", type=int, default=3)
    args = parser.parse_args()
    report((measure(players, args.games, args.passes) for players in player_counts(args.players)),
           args.json, lambda result: (
               f"{result['players']} players, {result['games']} games: random legal actions "
               f"{result['legal_games_per_s']} games/s ({result['legal_actions_per_game']} "
               f"actions a game); random bots {result['bots_games_per_s']} games/s "
               f"({result['bots_actions_per_game']} actions a game)"))

if __name__ == "__main__":
    main()
