"""Fleet 1715 at the table: one logician bot against random bots, per player count.

    python benchmarks/fleet1715_table_bots.py [--games N] [--players 2,3,4,5] [--seed S]
                                              [--json]

Game ``k`` of a player count is seed ``S + k``, scenario A-P turning with ``k``, the
logician on seat ``k mod players`` and random bots elsewhere. Reported per player count:
the logician's win rate (the random bots' share is ``1/players`` each, for scale), the mean
round of the round in which the logician and the random bots hand in their slips, the share
of slips handed in wrong (any seat), and the logician's move time (p50, p95, max).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.core import table_class  # noqa: E402
from naval_widgets.fleet1715.table.actions import HandIn  # noqa: E402
from naval_widgets.fleet1715.table.bots import LogicianBot  # noqa: E402
from naval_widgets.fleet1715.table.game import GAME  # noqa: E402
from naval_widgets.fleet1715.table.rules import correct  # noqa: E402

LETTERS = "ABCDEFGHIJKLMNOP"


class TimedLogician(LogicianBot):
    """The logician, its moves timed (wall clock): its choice and its reason, as a table
    asks for them."""

    times: list[float] = []

    def choose(self, view, legal, rng):
        start = time.perf_counter()
        choice = super().choose(view, legal, rng)
        self.times.append(time.perf_counter() - start)
        return choice


def hand_in_rounds(table) -> dict[int, int]:
    """The round in which each seat handed in its slip."""
    return {state.turn: state.round for state, action in zip(table.history, table.actions,
                                                             strict=False)
            if type(action) is HandIn}


def play(players: int, games: int, seed: int) -> dict:
    game = dataclasses.replace(GAME, bots={**GAME.bots, "logician": TimedLogician})
    table_type = type("TimedTable", (table_class(GAME),), {"game": game})
    TimedLogician.times = []
    wins = slips = wrong = 0
    logician_rounds: list[int] = []
    random_rounds: list[int] = []
    start = time.process_time()
    for number in range(games):
        seat = number % players
        table = table_type(seed=seed + number, variant=LETTERS[number % 16], players=players,
                           bots={other: "logician" if other == seat else "random"
                                 for other in range(players)})
        table.run_bots()
        wins += seat in table.outcome.winners
        slips += len(table.state.slips)
        wrong += sum(not correct(table.state, slip) for slip in table.state.slips)
        for other, round_ in hand_in_rounds(table).items():
            (logician_rounds if other == seat else random_rounds).append(round_)
    times = sorted(TimedLogician.times)
    return {
        "players": players, "games": games,
        "logician_win_rate": wins / games, "random_seat_share": 1 / players,
        "logician_mean_rounds": statistics.fmean(logician_rounds),
        "random_mean_rounds": statistics.fmean(random_rounds),
        "wrong_slip_rate": wrong / slips,
        "move_ms_p50": 1000 * times[len(times) // 2],
        "move_ms_p95": 1000 * times[int(0.95 * len(times))],
        "move_ms_max": 1000 * times[-1],
        "cpu_seconds": time.process_time() - start,
    }


def main() -> None:
    parser = players_parser(__doc__, games=1000)
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    report((play(players, args.games, args.seed) for players in player_counts(args.players)),
           args.json, lambda result: (
               f"{result['players']} players, {result['games']} games: logician wins "
               f"{result['logician_win_rate']:.1%} (a random seat's share "
               f"{result['random_seat_share']:.0%}); hands in in round "
               f"{result['logician_mean_rounds']:.1f} (random bots "
               f"{result['random_mean_rounds']:.1f}); wrong slips "
               f"{result['wrong_slip_rate']:.1%}; move p50 {result['move_ms_p50']:.1f} ms, "
               f"p95 {result['move_ms_p95']:.1f} ms, max {result['move_ms_max']:.0f} ms; "
               f"{result['cpu_seconds']:.0f} s CPU"))


def players_parser(doc: str, games: int) -> argparse.ArgumentParser:
    """The options of a benchmark per player count: ``--games``, ``--players``, ``--json``."""
    parser = argparse.ArgumentParser(description=doc.splitlines()[0])
    parser.add_argument("--games", type=int, default=games)
    parser.add_argument("--players", default="2,3,4,5")
    parser.add_argument("--json", action="store_true")
    return parser


def player_counts(text: str) -> list[int]:
    """The player counts ``--players`` names: ``"2,3,4,5"``."""
    return [int(count) for count in text.split(",")]


def report(results: Iterable[dict], as_json: bool, sentence: Callable[[dict], str]) -> None:
    """Print each result as it comes: a line of JSON, or ``sentence``'s words."""
    for result in results:
        print(json.dumps(result) if as_json else sentence(result), flush=True)

if __name__ == "__main__":
    main()
