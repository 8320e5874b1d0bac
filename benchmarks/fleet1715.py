"""Fleet 1715's tutor: speed against its targets, and how cheap its steps are.

    python benchmarks/fleet1715.py [--json] [--random N] [--every K] [--no-audit]

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
  rule, 1 a fact), and an exact audit (``audit``) of whether a cheaper
  explanation of any new fact was open at each step's grid: proven, cheaper
  found, or not settled (a step costing more than the exhaustive search reaches).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from itertools import combinations
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naval_widgets import fleet1715  # noqa: E402
from naval_widgets.fleet1715.grid import CELLS, EMPTY  # noqa: E402
from naval_widgets.fleet1715.optimum import (  # noqa: E402
    cheapest_one_rule,
    clue_explanation_below,
    grid_explanation_below,
)
from naval_widgets.fleet1715.solver import consequences, solve  # noqa: E402
from naval_widgets.fleet1715.steps import cost  # noqa: E402

PUBLISHED_STEP_S = 1.4
PUBLISHED_PUZZLE_S = 946.0
TARGETS = {"solve_ms": 5.0, "walkthrough_s": 1.0, "hint_p95_ms": 50.0, "speedup": 1000.0}
#: The most grid rules the audit's exhaustive search tries (3: steps costing up to 21).
EXHAUSTIVE = 3
#: The most grid rules read with one clue the audit tries (2: steps costing up to 115).
WITH_CLUE = 2


def timed(function, *args) -> tuple[Any, float]:
    tick = time.perf_counter()
    result = function(*args)
    return result, time.perf_counter() - tick


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def cheapest_clue_reading(clues, grid) -> int | None:
    """The cheapest step reading one clue with no grid rule: 100 + the fewest facts."""
    best = None
    for clue in clues:
        vals = [grid[c] for c in clue.scope]
        fits = [m for m in clue.models
                if all(v is None or v == mv for v, mv in zip(vals, m, strict=True))]
        known = [k for k, v in enumerate(vals) if v is not None]
        for k, v in enumerate(vals):
            if v is not None or any(m[k] != fits[0][k] for m in fits[1:]):
                continue
            ruled = [m for m in clue.models if m[k] != fits[0][k]]
            for size in range(len(known) + 1):
                if any(all(any(m[j] != vals[j] for j in combo) for m in ruled)
                       for combo in combinations(known, size)):
                    found = cost(1, 0, size)
                    best = found if best is None else min(best, found)
                    break
    return best


def audit(clues, steps, deep: int = EXHAUSTIVE, start=EMPTY) -> dict[str, int]:
    """Prove, step by step, that no explanation cheaper than the step was open.

    Exact arguments, by the step's cost c (weights 100 a clue, 5 a rule, 1 a fact;
    a cheapest explanation is a minimal set of constraints):

    - one-rule steps: every one-rule deduction is scanned (``cheapest_one_rule``);
      two rules and a fact cost at least 11, a clue 100;
    - when the grid alone (all grid rules and every known fact, the exact solver)
      entails nothing new, only clues can explain: one clue with no rule costs
      100 + its fewest facts (found exactly, ``cheapest_clue_reading``), one clue with
      r rules at least 100 + 5r, two clues 200; a step dearer than 105 is checked
      against every clue read with up to ``WITH_CLUE`` rules connected to it
      (``optimum.clue_explanation_below``, exhaustive: enough up to 100 + 5 x 3);
    - when the grid alone entails new facts, a grid-only explanation cheaper than c
      is searched for exhaustively for each such fact (``optimum.grid_explanation_below``:
      a minimal explanation's rules are connected through shared cells to the fact's
      cell), when c - 1 leaves room for at most ``deep`` rules; clues need 100 or more.

    Steps whose cost leaves room for more rules are counted "not settled". ``start``:
    the grid the steps start from.
    """
    grid = list(start)
    found = {"steps": 0, "one rule, proven": 0, "clue, proven (grid alone held nothing)": 0,
             "proven by exhaustive search": 0, "cheaper found": 0, "not settled": 0}
    for step in steps:
        found["steps"] += 1
        c = step.cost
        closed = consequences([], tuple(grid))
        entailed = [(d, closed[d]) for d in range(CELLS)
                    if grid[d] is None and closed[d] is not None]
        if c <= cost(0, 1, 3):
            one = cheapest_one_rule(grid)
            key = "one rule, proven" if one is not None and one >= c else "cheaper found"
        elif not entailed and c <= cost(1, 1, 0):
            reading = cheapest_clue_reading(clues, grid)
            cheapest = min(reading if reading is not None else 10**9, cost(1, 1, 0))
            key = ("clue, proven (grid alone held nothing)" if c <= cheapest
                   else "cheaper found" if reading is not None and reading < c
                   else "not settled")
        elif not entailed:
            rules = 1 if c <= cost(1, 2, 0) else WITH_CLUE
            cheaper = clue_explanation_below(grid, clues, c, rules)
            key = ("cheaper found" if cheaper is not None
                   else "clue, proven (grid alone held nothing)"
                   if c <= min(cost(1, rules + 1, 0), cost(2, 0, 0)) else "not settled")
        elif (c - 2) // 5 <= deep:
            cheaper = [grid_explanation_below(grid, d, v, c) for d, v in entailed]
            key = ("cheaper found" if any(x is not None for x in cheaper)
                   else "proven by exhaustive search")
            if c > 100 and key != "cheaper found":
                reading = cheapest_clue_reading(clues, grid)
                if reading is not None and reading < c:
                    key = "cheaper found"
        else:
            key = "not settled"
        found[key] += 1
        for fact in step.new:
            grid[fact.cell] = fact.value
    return found


def with_wrong_mark(grid: tuple, truth: tuple) -> tuple:
    """The grid with its first blank cell of the site grid marked the wrong way."""
    marks = list(grid)
    for c in range(CELLS):
        if marks[c] is None:
            marks[c] = not truth[c]
            break
    return tuple(marks)


def run(random_puzzles: int, every: int, audited: bool = True) -> dict[str, Any]:
    scenarios: dict[str, Any] = {}
    solve_ms, walk_s, hint_ms, step_s, costs = [], [], [], [], []
    totals: dict[str, int] = {}
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
        checked = audit(clues, steps) if audited else {}
        for key, value in checked.items():
            totals[key] = totals.get(key, 0) + value
        rating = s.rating
        scenarios[s.letter] = {
            "cards": len(s.cards), "players": s.players, "steps": len(steps),
            "walkthrough_ms": round(walk * 1000, 1), "max_step_cost": max(st.cost for st in steps),
            "score": rating.score, "level": rating.level, "hardest": rating.hardest,
        }
    random_s, random_kinds = [], {"contradiction": 0, "trial and error": 0}
    for seed in range(random_puzzles):
        puzzle = fleet1715.random_puzzle(seed)
        steps, seconds = timed(fleet1715.explain, puzzle.clues)
        random_s.append(seconds)
        for step in steps:
            if step.technique in random_kinds:
                random_kinds[step.technique] += 1
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
        "random": {"puzzles": random_puzzles,
                   "mean_s": round(statistics.mean(random_s), 4) if random_s else None,
                   "p95_s": round(percentile(random_s, 0.95), 4) if random_s else None,
                   "max_s": round(max(random_s), 4) if random_s else None,
                   **random_kinds},
        "scenarios": scenarios,
    }
    result["targets_met"] = {
        "solve under 5 ms": result["solve_ms"]["max"] < TARGETS["solve_ms"],
        "walkthrough at most 1 s": result["walkthrough_s"]["max"] <= TARGETS["walkthrough_s"],
        "hint p95 at most 50 ms": result["hint_ms"]["p95"] <= TARGETS["hint_p95_ms"],
        "1000 times faster a step": result["speedup"]["per_step"] >= TARGETS["speedup"],
        "1000 times faster a puzzle": result["speedup"]["per_puzzle"] >= TARGETS["speedup"],
    }
    return result


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
    if result["audit"]:
        print("  audit of every scenario step: " + ", ".join(
            f"{k} {v}" for k, v in result["audit"].items()))
    rnd = result["random"]
    if rnd["puzzles"]:
        print(f"  {rnd['puzzles']} random puzzles: mean {rnd['mean_s']} s, p95 {rnd['p95_s']} s, "
              f"max {rnd['max_s']} s; contradictions {rnd['contradiction']}, "
              f"trial and error {rnd['trial and error']}")
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
                        help="time only: leave out the audit of every step (about 15 min)")
    args = parser.parse_args(argv)
    result = run(args.random, args.every, audited=not args.no_audit)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 0 if all(result["targets_met"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
