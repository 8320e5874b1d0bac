"""Battleship engine speed, side by side with OpenSpiel's pure-Python dominoes.

    python benchmarks/engine.py [--seconds S] [--rounds N] [--moves M] [--json]

Throughput: random playouts, each step the whole loop of
``naval_widgets.core.measure.bench`` (the legal actions, a random choice among
them, the checked apply), keeping no state a playout has left. The same loop
(``playout_rate``) plays OpenSpiel's ``python_block_dominoes`` (its legal
actions, chance outcomes included; ``apply_action_with_legality_check``).
Each round measures Battleship in each variant, each measurement followed at
once by one of dominoes, and the ratio is taken within the pair: the speed of
a shared machine swings, so no figure is compared with one measured at another
time. The target: Battleship at least twice dominoes in each variant.

Then, once a variant: ``bench``'s ``applies_per_s`` (``apply`` alone, on the
states of a recorded playout) and a greedy bot's move (its seat's view, the
legal actions and its choice) over ``M`` moves of seeded games: median, p95,
max, against a target of 10 ms.

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
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naval_widgets.battleship import GAME  # noqa: E402
from naval_widgets.core.measure import bench, bot_move_ms  # noqa: E402

TARGETS = {"times_dominoes": 2.0, "greedy_move_ms": 10.0}


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


def side_by_side(rounds: int, seconds: float, seed: int,
                 rival: Dominoes | None) -> dict[str, dict[str, list[float]]]:
    """Each round, each variant: Battleship's rate, then dominoes' (if installed)."""
    runs: dict[str, dict[str, list[float]]] = {
        variant: {"battleship": [], "dominoes": []} for variant in GAME.variants}
    for _ in range(rounds):
        for variant in GAME.variants:
            row = runs[variant]
            row["battleship"].append(playout_rate(GAME, GAME.setup(variant), seconds, seed))
            if rival is not None:
                row["dominoes"].append(playout_rate(rival, None, seconds, seed))
    return runs


def measure(rounds: int, seconds: float, moves: int, seed: int) -> dict[str, Any]:
    rival = dominoes()
    runs = side_by_side(rounds, seconds, seed, rival)
    variants = {}
    for variant, row in runs.items():
        setup = GAME.setup(variant)
        ratios = [ours / theirs for ours, theirs in zip(row["battleship"], row["dominoes"],
                                                        strict=True)] if rival else []
        variants[variant] = {
            "actions_per_s": [round(rate) for rate in row["battleship"]],
            "dominoes_actions_per_s": [round(rate) for rate in row["dominoes"]],
            "times_dominoes": [round(ratio, 2) for ratio in ratios],
            "applies_per_s": bench(GAME, seconds, seed, setup)["applies_per_s"],
            "greedy_move_ms": bot_move_ms(GAME, "greedy", setup, seed, moves),
        }
    return {"game": GAME.name, "python": platform.python_version(), "rounds": rounds,
            "seconds": seconds, "moves": moves, "seed": seed, "targets": TARGETS,
            "dominoes": rival is not None, "variants": variants}


def spread(values: list[float], digits: int = 0) -> str:
    """Median and range of ``values``, e.g. "2.05 (1.98-2.11)"."""
    if not values:
        return "-"
    form = f"{{:,.{digits}f}}"
    low, middle, high = min(values), statistics.median(values), max(values)
    return f"{form.format(middle)} ({form.format(low)}-{form.format(high)})"


def report(result: dict[str, Any]) -> str:
    lines = [
        f"Battleship engine, Python {result['python']}: {result['rounds']} rounds of "
        f"{result['seconds']} s a measurement, each variant's followed by dominoes'; "
        "median (range)",
        "",
        "| variant | Battleship actions/s | dominoes actions/s | Battleship / dominoes "
        "| applies/s | greedy move median (ms) | greedy move p95 (ms) |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    verdicts = []
    for variant, row in result["variants"].items():
        move = row["greedy_move_ms"]
        lines.append(f"| {variant} | {spread(row['actions_per_s'])} "
                     f"| {spread(row['dominoes_actions_per_s'])} "
                     f"| {spread(row['times_dominoes'], 2)} | {row['applies_per_s']:,} "
                     f"| {move['median']} | {move['p95']} |")
        fast = move["p95"] < TARGETS["greedy_move_ms"]
        if row["times_dominoes"]:
            ratio = statistics.median(row["times_dominoes"])
            twice = ratio >= TARGETS["times_dominoes"]
            speed = (f"{'met' if twice else 'MISSED'} twice dominoes' throughput "
                     f"({ratio:.2f}x at the median)")
        else:
            speed = "no comparison: OpenSpiel is not installed (pip install 'naval-widgets[bench]')"
        verdicts.append(f"- {variant}: {speed}; {'met' if fast else 'MISSED'} a greedy move "
                        f"under {TARGETS['greedy_move_ms']:g} ms (p95)")
    return "\n".join([*lines, "", *verdicts])


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=2.0, help="seconds a measurement")
    parser.add_argument("--rounds", type=int, default=5, help="rounds of paired measurements")
    parser.add_argument("--moves", type=int, default=1000, help="greedy moves to time")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    result = measure(max(1, args.rounds), args.seconds, args.moves, args.seed)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
