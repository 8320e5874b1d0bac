"""Engine speed of Battleship, Nautic Miles and Nautilus, side by side with OpenSpiel's
pure-Python dominoes.

    python benchmarks/engine.py [--seconds S] [--rounds N] [--moves M] [--passes P]
                                [--game battleship|nautic_miles|nautilus] [--json]

Throughput: random playouts, each step the whole loop of
``naval_widgets.core.measure.bench`` (the legal actions, a random choice among
them, the checked apply), keeping no state a playout has left. The same loop
(``playout_rate``) plays OpenSpiel's ``python_block_dominoes`` (its legal
actions, chance outcomes included; ``apply_action_with_legality_check``).
Each round measures each game in each variant (Nautic Miles: 4 players, one-round
games, as random play seldom reaches the 200 points of a whole game), each
measurement followed at once by one of dominoes, and the ratio is taken within the
pair: the speed of a shared machine swings, so no figure is compared with one
measured at another time. The target: each at least twice dominoes in each variant.

Then, once a variant: CPU time (``time.process_time``, which another process's load
does not count) of the same loop over the same seeded games, the best of ``P``
passes, against dominoes' the same way; ``bench``'s ``applies_per_s`` (``apply``
alone, on the states of a recorded playout) and the game's bot's move (its seat's
view, the legal actions and its choice) over ``M`` moves of seeded games: median,
p95, max, against a target (Battleship's greedy: 10 ms; Nautic Miles' admiral: 50 ms;
Nautilus's search bot: within its default budget of 500 ms, timed for at most 60 s).

Dominoes needs OpenSpiel: ``pip install 'naval-widgets[bench]'``. Without it
the script measures Battleship alone and says so.
"""

from __future__ import annotations

import argparse
import json
import platform
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naval_widgets import battleship, nautic_miles, nautilus  # noqa: E402
from naval_widgets.core.measure import bench, bot_move_ms  # noqa: E402


@dataclass(frozen=True)
class Engine:
    """A game as measured: its settings for each variant, its bot and that bot's target."""

    game: Any
    settings: dict[str, Any]
    bot: str
    bot_target_ms: float
    #: How many seeded games a CPU-time pass plays.
    cpu_games: int
    #: At most this many seconds timing the bot's moves (a slow bot: fewer moves).
    bot_seconds: float = float("inf")

    def setup(self, variant: str) -> Any:
        return self.game.setup(variant, **self.settings)


ENGINES = {
    "battleship": Engine(battleship.GAME, {}, "greedy", 10.0, 300),
    "nautic_miles": Engine(nautic_miles.GAME, {"players": 4, "length": "round"}, "admiral",
                           50.0, 150),
    "nautilus": Engine(nautilus.GAME, {}, "ismcts", 500.0, 200, bot_seconds=60.0),
}
TIMES_DOMINOES = 2.0
#: Dominoes games a CPU-time pass plays.
DOMINOES_GAMES = 150


def playout_rate(game: Any, setup: Any, seconds: float, seed: int = 0) -> float:
    """Actions a second over random playouts from game ``seed`` on, for ``seconds``:
    the loop of ``core.measure.bench`` (``deal``, ``legal_actions``, a random choice,
    ``apply``, ``outcome``)."""
    rng = random.Random(seed)
    deal, legal_actions, apply, outcome = game.deal, game.legal_actions, game.apply, game.outcome
    actions = playouts = 0
    start = time.perf_counter()
    deadline = start + seconds
    while time.perf_counter() < deadline:
        state = deal(seed + playouts, setup)
        while outcome(state) is None:
            legal = legal_actions(state)
            state = apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        playouts += 1
    return actions / (time.perf_counter() - start)


def cpu_rate(game: Any, setup: Any, games: int, passes: int, seed: int = 0) -> float:
    """Actions a CPU second (``time.process_time``) over the same ``games`` random seeded
    games, the best of ``passes`` passes: the loop of ``playout_rate``."""
    deal, legal_actions, apply, outcome = game.deal, game.legal_actions, game.apply, game.outcome
    best = float("inf")
    for _pass in range(passes):
        rng = random.Random(seed)
        actions = 0
        start = time.process_time()
        for number in range(games):
            state = deal(seed + number, setup)
            while outcome(state) is None:
                legal = legal_actions(state)
                state = apply(state, legal[rng.randrange(len(legal))])
                actions += 1
        best = min(best, time.process_time() - start)
    return actions / best


class Dominoes:
    """OpenSpiel's ``python_block_dominoes`` behind the four functions ``playout_rate``
    calls, each the game's own call but for a line that hands the state back (OpenSpiel
    changes a state in place)."""

    name = "python_block_dominoes"

    def __init__(self) -> None:
        import pyspiel
        from open_spiel.python.games import block_dominoes  # noqa: F401  (registers it)

        self.game = pyspiel.load_game(self.name)
        self.legal_actions = pyspiel.State.legal_actions

    def deal(self, seed: int, setup: Any) -> Any:
        return self.game.new_initial_state()  # a chance node: the deal is part of the play

    @staticmethod
    def apply(state: Any, action: int) -> Any:
        state.apply_action_with_legality_check(action)
        return state

    @staticmethod
    def outcome(state: Any) -> Any:
        return state.returns() if state.is_terminal() else None


def dominoes() -> Dominoes | None:
    try:
        return Dominoes()
    except ImportError:
        return None


def side_by_side(engine: Engine, rounds: int, seconds: float, seed: int,
                 rival: Dominoes | None) -> dict[str, dict[str, list[float]]]:
    """Each round, each variant: the game's rate, then dominoes' (if installed)."""
    game = engine.game
    runs: dict[str, dict[str, list[float]]] = {
        variant: {"game": [], "dominoes": []} for variant in game.variants}
    for _ in range(rounds):
        for variant in game.variants:
            row = runs[variant]
            row["game"].append(playout_rate(game, engine.setup(variant), seconds, seed))
            if rival is not None:
                row["dominoes"].append(playout_rate(rival, None, seconds, seed))
    return runs


def measure_engine(engine: Engine, rival: Dominoes | None, rounds: int, seconds: float,
                   moves: int, passes: int, seed: int) -> dict[str, Any]:
    game = engine.game
    runs = side_by_side(engine, rounds, seconds, seed, rival)
    variants = {}
    for variant, row in runs.items():
        setup = engine.setup(variant)
        ratios = [ours / theirs for ours, theirs in zip(row["game"], row["dominoes"],
                                                        strict=True)] if rival else []
        cpu = cpu_rate(game, setup, engine.cpu_games, passes, seed)
        cpu_dominoes = cpu_rate(rival, None, DOMINOES_GAMES, passes, seed) if rival else None
        variants[variant] = {
            "actions_per_s": [round(rate) for rate in row["game"]],
            "dominoes_actions_per_s": [round(rate) for rate in row["dominoes"]],
            "times_dominoes": [round(ratio, 2) for ratio in ratios],
            "cpu_actions_per_s": round(cpu),
            "cpu_dominoes_actions_per_s": round(cpu_dominoes) if cpu_dominoes else None,
            "cpu_times_dominoes": round(cpu / cpu_dominoes, 2) if cpu_dominoes else None,
            "applies_per_s": bench(game, seconds, seed, setup)["applies_per_s"],
            "bot_move_ms": bot_move_ms(game, engine.bot, setup, seed, moves,
                                       budget=engine.bot_seconds),
        }
    return {"game": game.name, "settings": engine.settings, "bot": engine.bot,
            "targets": {"times_dominoes": TIMES_DOMINOES, "bot_move_ms": engine.bot_target_ms},
            "variants": variants}


def measure(rounds: int, seconds: float, moves: int, seed: int, passes: int = 3,
            names: tuple[str, ...] = tuple(ENGINES)) -> dict[str, Any]:
    rival = dominoes()
    games = [measure_engine(ENGINES[name], rival, rounds, seconds, moves, passes, seed)
             for name in names]
    return {"python": platform.python_version(), "rounds": rounds, "seconds": seconds,
            "moves": moves, "passes": passes, "seed": seed, "dominoes": rival is not None,
            "games": games}


def spread(values: list[float], digits: int = 0) -> str:
    """Median and range of ``values``, e.g. "2.05 (1.98-2.11)"."""
    if not values:
        return "-"
    form = f"{{:,.{digits}f}}"
    low, middle, high = min(values), statistics.median(values), max(values)
    return f"{form.format(middle)} ({form.format(low)}-{form.format(high)})"


def report(result: dict[str, Any]) -> str:
    lines = [f"Python {result['python']}: {result['rounds']} rounds of {result['seconds']} s "
             "a measurement, each variant's followed by dominoes'; median (range). CPU: "
             f"best of {result['passes']} passes over the same seeded games."]
    for measured in result["games"]:
        lines += report_game(measured)
    return "\n".join(lines)


def report_game(measured: dict[str, Any]) -> list[str]:
    bot, targets = measured["bot"], measured["targets"]
    lines = [
        "",
        f"{measured['game']} {measured['settings'] or ''}",
        "",
        "| variant | actions/s | dominoes actions/s | / dominoes | CPU actions/s "
        f"| CPU / dominoes | applies/s | {bot} move median (ms) | {bot} move p95 (ms) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    verdicts = []
    for variant, row in measured["variants"].items():
        move = row["bot_move_ms"]
        lines.append(f"| {variant} | {spread(row['actions_per_s'])} "
                     f"| {spread(row['dominoes_actions_per_s'])} "
                     f"| {spread(row['times_dominoes'], 2)} | {row['cpu_actions_per_s']:,} "
                     f"| {row['cpu_times_dominoes'] or '-'} | {row['applies_per_s']:,} "
                     f"| {move['median']} | {move['p95']} |")
        fast = move["p95"] < targets["bot_move_ms"]
        if row["times_dominoes"]:
            ratio = statistics.median(row["times_dominoes"])
            twice = ratio >= targets["times_dominoes"]
            speed = (f"{'met' if twice else 'MISSED'} twice dominoes' throughput "
                     f"({ratio:.2f}x at the median, {row['cpu_times_dominoes']}x in CPU time)")
        else:
            speed = "no comparison: OpenSpiel is not installed (pip install 'naval-widgets[bench]')"
        verdicts.append(f"- {variant}: {speed}; {'met' if fast else 'MISSED'} the {bot} bot's move "
                        f"under {targets['bot_move_ms']:g} ms (p95)")
    return [*lines, "", *verdicts]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds a measurement")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of paired measurements")
    parser.add_argument("--moves", type=int, default=1000, help="bot moves to time")
    parser.add_argument("--passes", type=int, default=3, help="CPU-time passes (the best)")
    parser.add_argument("--game", choices=tuple(ENGINES), action="append",
                        help="measure this game only (again for more; default: all)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    result = measure(max(1, args.rounds), args.seconds, args.moves, args.seed,
                     max(1, args.passes), tuple(args.game or ENGINES))
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
