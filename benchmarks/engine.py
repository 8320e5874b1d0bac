"""Engine speed of every registered game, each variant side by side with OpenSpiel's
pure-Python dominoes.

    python benchmarks/engine.py [--seconds S] [--rounds N] [--passes P] [--seed S]
                                [--games NAME[:VARIANT],...] [--json]

Throughput: random playouts of each game in each variant at its default table
(``game.setup(variant)``), each step the whole loop of
``naval_widgets.core.measure.bench`` (the legal actions, a random choice among them,
the checked apply), keeping no state a playout has left. The same loop plays
OpenSpiel's ``python_block_dominoes`` (its legal actions, chance outcomes included;
``apply_action_with_legality_check``). Each round measures every variant of every game
for ``S`` seconds, each measurement followed at once by ``S`` seconds of dominoes, and
the ratio is taken within the pair: the speed of a shared machine swings, so no figure
is compared with one measured at another time. The load average (1 minute) is read
after each pair. The target: each engine at least as fast as dominoes (ratio 1.0).

Then, once a variant: actions a CPU second (``time.process_time``, which another
process's load does not count), the best of ``P`` passes over the same seeded random
actions, against dominoes' the same way (``--passes 0``: none).

The games measured are those Python imports: set ``PYTHONPATH`` to measure another
checkout. Dominoes needs OpenSpiel: ``pip install 'naval-widgets[bench]'``; without it
the script measures the games alone and says so. A run lasts about
``(2 * rounds + 2 * passes) * seconds`` a variant.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import platform
import random
import statistics
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

if importlib.util.find_spec("naval_widgets") is None:
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import naval_widgets  # noqa: E402
from naval_widgets.core.registry import games as registered_games  # noqa: E402

#: The ratio to dominoes' actions a second each engine is judged on.
TARGET_RATIO = 1.0


@dataclass(frozen=True)
class Measured:
    """One variant of one game at its default table, as measured."""

    game: Any
    variant: str

    @property
    def name(self) -> str:
        return f"{self.game.name}:{self.variant}"

    def setup(self) -> Any:
        return self.game.setup(self.variant)


def playout_rate(game: Any, setup: Any, seconds: float, seed: int = 0) -> float:
    """Actions a second over random playouts from game ``seed`` on, for ``seconds``
    (a playout the time cuts short counts as far as it went): the loop of
    ``core.measure.bench`` (``deal``, ``legal_actions``, a random choice, ``apply``,
    ``outcome``)."""
    rng = random.Random(seed)
    deal, legal_actions, apply, outcome = game.deal, game.legal_actions, game.apply, game.outcome
    clock = time.perf_counter
    actions = playouts = 0
    start = clock()
    deadline = start + seconds
    while clock() < deadline:
        state = deal(seed + playouts, setup)
        while outcome(state) is None and clock() < deadline:
            legal = legal_actions(state)
            state = apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        playouts += 1
    return actions / (clock() - start)


def seeded_actions(game: Any, setup: Any, seed: int, enough: Callable[[int], bool]) -> int:
    """Random actions of the playouts from game ``seed`` on, the same each time, until
    ``enough(actions)``: how many were played."""
    rng = random.Random(seed)
    deal, legal_actions, apply, outcome = game.deal, game.legal_actions, game.apply, game.outcome
    actions = playouts = 0
    while not enough(actions):
        state = deal(seed + playouts, setup)
        while outcome(state) is None and not enough(actions):
            legal = legal_actions(state)
            state = apply(state, legal[rng.randrange(len(legal))])
            actions += 1
        playouts += 1
    return actions


def cpu_rate(game: Any, setup: Any, seconds: float, passes: int, seed: int = 0) -> float:
    """Actions a CPU second (``time.process_time``): the first pass plays seeded random
    actions for ``seconds`` of CPU, each other pass the same actions again; the best."""
    clock = time.process_time
    start = clock()
    count = seeded_actions(game, setup, seed, lambda _actions: clock() - start >= seconds)
    best = clock() - start
    for _pass in range(passes - 1):
        start = clock()
        seeded_actions(game, setup, seed, lambda actions: actions >= count)
        best = min(best, clock() - start)
    return count / best


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


def load() -> float | None:
    """The machine's load average over the last minute (none where it is not kept)."""
    try:
        return round(os.getloadavg()[0], 2)
    except (AttributeError, OSError):
        return None


def chosen(wanted: list[str] | None) -> list[Measured]:
    """Every variant of every registered game, or those ``wanted`` names (``NAME`` for
    each of a game's variants, ``NAME:VARIANT`` for one); ``ValueError`` naming what
    there is for a name that is not."""
    every = registered_games()
    if not wanted:
        return [Measured(game, variant) for game in every.values() for variant in game.variants]
    picked: list[Measured] = []
    for name in wanted:
        game_name, _, variant = name.partition(":")
        game = every.get(game_name)
        if game is None:
            raise ValueError(f"no game called {game_name!r}; the games are: {', '.join(every)}")
        if variant and variant not in game.variants:
            raise ValueError(f"{game_name} has no variant {variant!r}; its variants are: "
                             f"{', '.join(game.variants)}")
        picked += [Measured(game, one) for one in game.variants
                   if not variant or one == variant]
    return list({engine.name: engine for engine in picked}.values())


def measure(engines: list[Measured], rounds: int, seconds: float, passes: int,
            seed: int) -> dict[str, Any]:
    """Each round, each variant: its rate, then dominoes' (if installed), then the load;
    then, once a variant, the CPU-time rates."""
    rival = dominoes()
    runs = {engine.name: {"game": [], "dominoes": [], "load": []} for engine in engines}
    for _round in range(rounds):
        for engine in engines:
            row = runs[engine.name]
            row["game"].append(playout_rate(engine.game, engine.setup(), seconds, seed))
            if rival is not None:
                row["dominoes"].append(playout_rate(rival, None, seconds, seed))
            row["load"].append(load())
    variants = []
    for engine in engines:
        row, setup = runs[engine.name], engine.setup()
        ratios = [ours / theirs for ours, theirs in zip(row["game"], row["dominoes"],
                                                        strict=True)] if rival else []
        cpu = cpu_rate(engine.game, setup, seconds, passes, seed) if passes else None
        cpu_rival = cpu_rate(rival, None, seconds, passes, seed) if passes and rival else None
        variants.append({
            "game": engine.game.name,
            "variant": engine.variant,
            "setup": setup.to_json(),
            "actions_per_s": [round(rate) for rate in row["game"]],
            "dominoes_actions_per_s": [round(rate) for rate in row["dominoes"]],
            "times_dominoes": [round(ratio, 2) for ratio in ratios],
            "load": row["load"],
            "cpu_actions_per_s": round(cpu) if cpu else None,
            "cpu_dominoes_actions_per_s": round(cpu_rival) if cpu_rival else None,
            "cpu_times_dominoes": round(cpu / cpu_rival, 2) if cpu and cpu_rival else None,
        })
    return {"python": platform.python_version(), "package": str(Path(naval_widgets.__file__)
                                                              .parent),
            "rounds": rounds, "seconds": seconds, "passes": passes, "seed": seed,
            "dominoes": rival is not None, "target_times_dominoes": TARGET_RATIO,
            "variants": variants}


def spread(values: list[float], digits: int = 0) -> str:
    """Median and range of ``values``, e.g. "2.05 (1.98-2.11)"."""
    values = [value for value in values if value is not None]
    if not values:
        return "-"
    form = f"{{:,.{digits}f}}"
    low, middle, high = min(values), statistics.median(values), max(values)
    return f"{form.format(middle)} ({form.format(low)}-{form.format(high)})"


def verdict(row: dict[str, Any], target: float) -> str:
    if not row["times_dominoes"]:
        return "-"
    return "met" if statistics.median(row["times_dominoes"]) >= target else "MISSED"


def report(result: dict[str, Any]) -> str:
    target = result["target_times_dominoes"]
    lines = [f"Python {result['python']}, {result['package']}: {result['rounds']} rounds of "
             f"{result['seconds']} s a measurement, each variant's followed by dominoes'; "
             "median (range). CPU: the best of "
             f"{result['passes']} passes over the same seeded actions. Target: at least "
             f"{target:g}x dominoes' actions/s.",
             "",
             "| game | variant | actions/s | dominoes actions/s | / dominoes | CPU / dominoes "
             "| load (1 min) | target |",
             "| --- | --- | ---: | ---: | ---: | ---: | ---: | --- |"]
    for row in result["variants"]:
        lines.append(f"| {row['game']} | {row['variant']} | {spread(row['actions_per_s'])} "
                     f"| {spread(row['dominoes_actions_per_s'])} "
                     f"| {spread(row['times_dominoes'], 2)} "
                     f"| {row['cpu_times_dominoes'] or '-'} | {spread(row['load'], 2)} "
                     f"| {verdict(row, target)} |")
    if not result["dominoes"]:
        lines += ["", "No comparison: OpenSpiel is not installed "
                      "(pip install 'naval-widgets[bench]')."]
    return "\n".join(lines)


def positive(kind: type) -> Callable[[str], Any]:
    def read(text: str) -> Any:
        try:
            value = kind(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a number") from None
        if not 0 < value < float("inf"):
            raise argparse.ArgumentTypeError(f"{text} is not above 0")
        return value
    return read


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=positive(float), default=1.0,
                        help="seconds a measurement")
    parser.add_argument("--rounds", type=positive(int), default=3,
                        help="rounds of paired measurements")
    parser.add_argument("--passes", type=int, default=3,
                        help="CPU-time passes, the best counted (0: none)")
    parser.add_argument("--games", "--game", action="append", metavar="NAME[:VARIANT],...",
                        help="measure these only (default: every variant of every game)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    wanted = [name.strip() for names in args.games or [] for name in names.split(",")
              if name.strip()]
    try:
        engines = chosen(wanted)
    except ValueError as err:
        parser.error(str(err))
    result = measure(engines, args.rounds, args.seconds, max(0, args.passes), args.seed)
    print(json.dumps(result) if args.json else report(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
