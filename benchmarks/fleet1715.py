"""Fleet 1715's tutor: speed against its targets, and how cheap its steps are.

    python benchmarks/fleet1715.py [--json] [--random N] [--every K] [--no-audit]
                                   [--limit S] [--workers N] [--deep R]

Measures:

- the exact solver on each scenario's whole set (target: under 5 ms);
- a whole walkthrough of each scenario (target: at most 1 s), and of seeded
  random puzzles;
- a level-3 hint from positions of all 16 scenarios: every K-th grid of each
  walkthrough, and the same grids with one wrong mark (target: p95 at most
  50 ms);
- against the published method (CPMpy's OCUS step-wise explanation, as run for
  the project: a median 1.4 s a step, 946 s for one 64-step 4x4 puzzle): the
  speed-up a step and a puzzle (target: at least 1000 times);
- the cost of every step under the published weights (100 a clue, 5 a grid
  rule, 1 a fact), and an exact audit (``tools/fleet1715/audit.py``) of whether
  a cheaper explanation of any new fact was open at each step's grid: proven,
  cheaper found, or not settled. Fast exact arguments first; a step they leave
  open goes to the exact optimum (implicit hitting sets, PySAT: ``python-sat``,
  in the ``test`` extra), at most ``--limit`` seconds a step;
- 100 whole solo games of the random bot (target: under 20 s in all).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naval_widgets import fleet1715  # noqa: E402
from naval_widgets.core import make_bot, play_match  # noqa: E402
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY  # noqa: E402
from naval_widgets.fleet1715.world.solver import solve  # noqa: E402
from tools.fleet1715.audit import EXHAUSTIVE, LIMIT, audit_walks  # noqa: E402

PUBLISHED_STEP_S = 1.4
PUBLISHED_PUZZLE_S = 946.0
#: Whole solo games the random bot plays (seeded, the scenarios in turn).
RANDOM_GAMES = 100
TARGETS = {"solve_ms": 5.0, "walkthrough_s": 1.0, "hint_p95_ms": 50.0, "speedup": 1000.0,
           "random_games_s": 20.0}


def timed(function, *args) -> tuple[Any, float]:
    tick = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - tick


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def random_games(count: int) -> int:
    """``count`` whole solo games of the random bot: the most actions one took."""
    longest = 0
    for seed in range(count):
        setup = fleet1715.GAME.setup(variant=fleet1715.LETTERS[seed % 16])
        result = play_match(fleet1715.GAME, [make_bot(fleet1715.GAME, "random")], seed=seed,
                            setup=setup)
        longest = max(longest, result.actions)
    return longest


def with_wrong_mark(grid: tuple, truth: tuple) -> tuple:
    """The grid with its first blank cell of the site grid marked the wrong way."""
    marks = list(grid)
    for c in range(CELLS):
        if marks[c] is None:
            marks[c] = not truth[c]
            break
    return tuple(marks)


def run(random_puzzles: int, every: int, audited: bool = True, limit: float = LIMIT,
        workers: int = 2, deep: int = EXHAUSTIVE, audit_random: int = 0) -> dict[str, Any]:
    scenarios: dict[str, Any] = {}
    solve_ms, walk_s, hint_ms, step_s, costs = [], [], [], [], []
    walks, letters = [], []
    for s in fleet1715.scenarios():
        clues, truth = s.clues, s.solution.grid()
        _found, seconds = timed(solve, clues)
        solve_ms.append(seconds * 1000)
        steps, walk = timed(fleet1715.explain, clues)
        walk_s.append(walk)
        step_s.append(walk / len(steps))
        costs += [step.cost for step in steps]
        grid = list(EMPTY)
        for number, step in enumerate(steps):
            if number % every == 0:
                for position in (tuple(grid), with_wrong_mark(tuple(grid), truth)):
                    _hint, seconds = timed(fleet1715.hint, clues, position, 3)
                    hint_ms.append(seconds * 1000)
            for fact in step.new:
                grid[fact.cell] = fact.value
        walks.append((clues, steps, EMPTY))
        letters.append(s.letter)
        rating = s.rating
        scenarios[s.letter] = {
            "cards": len(s.cards), "players": s.players, "steps": len(steps),
            "walkthrough_ms": round(walk * 1000, 1), "max_step_cost": max(st.cost for st in steps),
            "score": rating.score, "level": rating.level, "hardest": rating.hardest,
        }
    totals: dict[str, Any] = {}
    exact_steps: list[dict[str, Any]] = []
    if audited:
        tick = time.perf_counter()
        totals = audit_walks(walks, deep, limit=limit, workers=workers, record=exact_steps)
        totals["seconds"] = round(time.perf_counter() - tick, 1)
        for entry in exact_steps:
            entry["scenario"] = letters[entry.pop("walk")]
    random_s, random_kinds = [], {"contradiction": 0, "trial and error": 0}
    random_walks = []
    for seed in range(max(random_puzzles, audit_random)):
        puzzle = fleet1715.random_puzzle(seed)
        steps, seconds = timed(fleet1715.explain, puzzle.clues)
        if seed < audit_random:
            random_walks.append((puzzle.clues, steps, EMPTY))
        if seed >= random_puzzles:
            continue
        random_s.append(seconds)
        for step in steps:
            if step.technique in random_kinds:
                random_kinds[step.technique] += 1
    random_audit: dict[str, Any] = {}
    random_exact: list[dict[str, Any]] = []
    if random_walks:
        tick = time.perf_counter()
        random_audit = audit_walks(random_walks, deep, limit=limit, workers=workers,
                                   record=random_exact)
        random_audit["seconds"] = round(time.perf_counter() - tick, 1)
        for entry in random_exact:
            entry["puzzle"] = entry.pop("walk")
    longest, games_s = timed(random_games, RANDOM_GAMES)
    median_step = statistics.median(step_s)
    result = {
        "solve_ms": {"median": round(statistics.median(solve_ms), 3),
                     "max": round(max(solve_ms), 3)},
        "walkthrough_s": {"median": round(statistics.median(walk_s), 4),
                          "max": round(max(walk_s), 4)},
        "hint_ms": {"positions": len(hint_ms), "median": round(statistics.median(hint_ms), 2),
                    "p95": round(percentile(hint_ms, 0.95), 2), "max": round(max(hint_ms), 2)},
        "step_ms": {"median": round(median_step * 1000, 3)},
        "speedup": {"per_step": round(PUBLISHED_STEP_S / median_step),
                    "per_puzzle": round(PUBLISHED_PUZZLE_S / max(walk_s))},
        "step_cost": {"median": statistics.median(costs), "max": max(costs)},
        "audit": totals,
        "exact_steps": exact_steps,
        "random_audit": random_audit,
        "random_exact_steps": random_exact,
        "random": {"puzzles": random_puzzles,
                   "mean_s": round(statistics.mean(random_s), 4) if random_s else None,
                   "p95_s": round(percentile(random_s, 0.95), 4) if random_s else None,
                   "max_s": round(max(random_s), 4) if random_s else None,
                   **random_kinds},
        "random_games": {"games": RANDOM_GAMES, "s": round(games_s, 2),
                         "longest_actions": longest},
        "scenarios": scenarios,
    }
    result["targets_met"] = {
        "solve under 5 ms": result["solve_ms"]["max"] < TARGETS["solve_ms"],
        "walkthrough at most 1 s": result["walkthrough_s"]["max"] <= TARGETS["walkthrough_s"],
        "hint p95 at most 50 ms": result["hint_ms"]["p95"] <= TARGETS["hint_p95_ms"],
        "1000 times faster a step": result["speedup"]["per_step"] >= TARGETS["speedup"],
        "1000 times faster a puzzle": result["speedup"]["per_puzzle"] >= TARGETS["speedup"],
        f"{RANDOM_GAMES} random solo games under 20 s":
            result["random_games"]["s"] < TARGETS["random_games_s"],
    }
    return result


def _show_audit(what: str, totals: dict[str, Any], entries: list[dict[str, Any]],
                walk: str) -> None:
    """Print an audit's totals and each step the exact optimum ran on (``walk``: the key
    naming its walkthrough)."""
    if not totals:
        return
    print(f"  audit of {what}: " + ", ".join(f"{k} {v}" for k, v in totals.items()))
    for e in entries:
        said = (f"cheaper: {e['cheaper']} for cell {e['fact'][0]} = {e['fact'][1]}, "
                f"constraints {e['ids']}" if e["outcome"] == "cheaper found"
                else f"lower bound {e['lower']}")
        print(f"    {walk} {e[walk]} step {e['step']} ({e['technique']}, cost {e['cost']}): "
              f"{e['outcome']} in {e['s']} s, {e['iterations']} hitting sets; {said}")


def show(result: dict[str, Any]) -> None:
    print("Fleet 1715 tutor benchmark")
    print(f"  solver, a scenario's set:  median {result['solve_ms']['median']} ms, "
          f"max {result['solve_ms']['max']} ms (target < 5 ms)")
    print(f"  walkthrough, a scenario:   median {result['walkthrough_s']['median']} s, "
          f"max {result['walkthrough_s']['max']} s (target <= 1 s)")
    hint = result["hint_ms"]
    print(f"  level-3 hint, {hint['positions']} positions: median {hint['median']} ms, "
          f"p95 {hint['p95']} ms, max {hint['max']} ms (target p95 <= 50 ms)")
    speed = result["speedup"]
    print(f"  a step: median {result['step_ms']['median']} ms = {speed['per_step']:,}x faster "
          f"than 1.4 s; slowest puzzle {speed['per_puzzle']:,}x faster than 946 s")
    print(f"  step cost (100 a clue, 5 a rule, 1 a fact): median "
          f"{result['step_cost']['median']}, max {result['step_cost']['max']}")
    _show_audit("every scenario step", result["audit"], result["exact_steps"], "scenario")
    _show_audit("the random puzzles' direct steps", result["random_audit"],
                result["random_exact_steps"], "puzzle")
    rnd = result["random"]
    if rnd["puzzles"]:
        print(f"  {rnd['puzzles']} random puzzles: mean {rnd['mean_s']} s, p95 {rnd['p95_s']} s, "
              f"max {rnd['max_s']} s; contradictions {rnd['contradiction']}, "
              f"trial and error {rnd['trial and error']}")
    games = result["random_games"]
    print(f"  {games['games']} random-bot solo games: {games['s']} s (target < 20 s), "
          f"longest {games['longest_actions']} actions")
    print()
    print("  scenario cards players steps walk-ms max-cost score level     hardest")
    for letter, row in result["scenarios"].items():
        print(f"  {letter:>8} {row['cards']:5} {row['players']:7} {row['steps']:5} "
              f"{row['walkthrough_ms']:7} {row['max_step_cost']:8} {row['score']:5} "
              f"{row['level']:<9} {row['hardest']}")
    print()
    for name, met in result["targets_met"].items():
        print(f"  {'met ' if met else 'MISSED'} {name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--random", type=int, default=100, help="random puzzles to explain")
    parser.add_argument("--every", type=int, default=3,
                        help="take a hint position every K steps of each walkthrough")
    parser.add_argument("--no-audit", action="store_true",
                        help="time only: leave out the audit of every step")
    parser.add_argument("--audit-random", type=int, default=0,
                        help="also audit the walkthroughs of the first N random puzzles")
    parser.add_argument("--limit", type=float, default=LIMIT,
                        help="seconds the exact optimum may take on one step")
    parser.add_argument("--workers", type=int, default=2,
                        help="processes auditing steps at a time")
    parser.add_argument("--deep", type=int, default=EXHAUSTIVE,
                        help="the most grid rules the audit's exhaustive search tries "
                             "(costlier steps go to the exact optimum)")
    args = parser.parse_args(argv)
    result = run(args.random, args.every, audited=not args.no_audit, limit=args.limit,
                 workers=args.workers, deep=args.deep, audit_random=args.audit_random)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 0 if all(result["targets_met"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
