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
  rule, 1 a fact), and an exact audit (``audit``) of whether a cheaper
  explanation of any new fact was open at each step's grid: proven, cheaper
  found, or not settled. Fast exact arguments first; a step they leave open goes
  to the exact optimum (implicit hitting sets, PySAT: ``python-sat``, in the
  ``test`` extra), at most ``--limit`` seconds a step.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import statistics
import sys
import time
from itertools import combinations
from multiprocessing.connection import wait
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from naval_widgets import fleet1715  # noqa: E402
from naval_widgets.fleet1715.grid import CELLS, EMPTY  # noqa: E402
from naval_widgets.fleet1715.optimum import (  # noqa: E402
    cheapest_next,
    cheapest_one_rule,
    clue_explanation_below,
    grid_explanation_below,
    holds_without,
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
#: Seconds the exact optimum may take on one step the arguments above leave open (then
#: "not settled"), and how much longer a child process may run before it is stopped.
LIMIT = 600.0
GRACE = 30.0


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


def _fast(clues, grid: list, c: int, deep: int) -> str | None:
    """The fast exact arguments for one step of cost ``c`` at ``grid`` (see ``audit``): the
    step's category, or ``None`` when they leave it open."""
    closed = consequences([], tuple(grid))
    entailed = [(d, closed[d]) for d in range(CELLS)
                if grid[d] is None and closed[d] is not None]
    if c <= cost(0, 1, 3):
        one = cheapest_one_rule(grid)
        return "one rule, proven" if one is not None and one >= c else "cheaper found"
    if not entailed and c <= cost(1, 1, 0):
        reading = cheapest_clue_reading(clues, grid)
        cheapest = min(reading if reading is not None else 10**9, cost(1, 1, 0))
        return ("clue, proven (grid alone held nothing)" if c <= cheapest
                else "cheaper found" if reading is not None and reading < c else None)
    if not entailed:
        rules = 1 if c <= cost(1, 2, 0) else WITH_CLUE
        cheaper = clue_explanation_below(grid, clues, c, rules)
        return ("cheaper found" if cheaper is not None
                else "clue, proven (grid alone held nothing)"
                if c <= min(cost(1, rules + 1, 0), cost(2, 0, 0)) else None)
    if (c - 2) // 5 <= deep:
        if any(grid_explanation_below(grid, d, v, c) is not None for d, v in entailed):
            return "cheaper found"
        if c > 100:
            reading = cheapest_clue_reading(clues, grid)
            if reading is not None and reading < c:
                return "cheaper found"
        return "proven by exhaustive search"
    return None


def _fast_job(job: tuple) -> str | None:
    clues, grid, c, deep = job
    return _fast(clues, list(grid), c, deep)


def exact(clues, grid: tuple, c: int, limit: float) -> dict[str, Any]:
    """The exact optimum (``optimum.cheapest_next``, PySAT) of one step of cost ``c``: the
    cheapest explanation of any new fact at ``grid`` costing less than ``c``, or the proof
    that there is none, within ``limit`` seconds."""
    tick = time.perf_counter()
    found = cheapest_next(grid, clues, c, time.monotonic() + limit)
    seconds = round(time.perf_counter() - tick, 2)
    if found.exact:
        # Each cheaper explanation is checked again without the SAT solver.
        if not holds_without(grid, clues, found.ids, *found.fact):
            raise AssertionError(f"the exact optimum's explanation does not hold: {found}")
        return {"outcome": "cheaper found", "cheaper": found.cost, "ids": list(found.ids),
                "fact": list(found.fact), "iterations": found.iterations, "s": seconds}
    outcome = "proven by hitting sets" if found.cost >= c else "not settled"
    return {"outcome": outcome, "lower": found.cost, "iterations": found.iterations,
            "s": seconds}


def _exact_in(conn, job, limit: float) -> None:
    conn.send(exact(*job, limit))
    conn.close()


def settle(jobs: list[tuple], limit: float = LIMIT, workers: int = 1) -> list[dict[str, Any]]:
    """``exact`` on each job (clues, grid, cost), ``workers`` at a time in child processes
    (each stopped ``GRACE`` seconds past ``limit`` if it has not answered: "not settled").
    The answers do not depend on ``workers`` (only a step near the limit may)."""
    if workers <= 1 or "fork" not in multiprocessing.get_all_start_methods():
        return [exact(*job, limit) for job in jobs]
    context = multiprocessing.get_context("fork")
    results: list[dict[str, Any] | None] = [None] * len(jobs)
    waiting = list(range(len(jobs)))
    running: dict[int, tuple[Any, Any, float]] = {}
    while waiting or running:
        while waiting and len(running) < workers:
            i = waiting.pop(0)
            mine, theirs = context.Pipe(duplex=False)
            process = context.Process(target=_exact_in, args=(theirs, jobs[i], limit))
            process.start()
            theirs.close()
            running[i] = (process, mine, time.monotonic())
        ready = wait([conn for _p, conn, _t in running.values()], timeout=1.0)
        for i, (process, conn, started) in list(running.items()):
            if conn in ready:
                try:
                    results[i] = conn.recv()
                except EOFError:
                    results[i] = {"outcome": "not settled", "lower": 0, "iterations": 0,
                                  "s": round(time.monotonic() - started, 2)}
            elif time.monotonic() - started > limit + GRACE:
                process.kill()
                results[i] = {"outcome": "not settled", "lower": 0, "iterations": 0,
                              "s": round(time.monotonic() - started, 2)}
            else:
                continue
            process.join()
            conn.close()
            del running[i]
    return [r for r in results if r is not None]


def audit(clues, steps, deep: int = EXHAUSTIVE, start=EMPTY, limit: float = LIMIT,
          workers: int = 1, record: list | None = None) -> dict[str, int]:
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
      cell), when c - 1 leaves room for at most ``deep`` rules; clues need 100 or more;
    - any other step: the exact optimum by implicit hitting sets over every clue, rule
      and known fact (``optimum.cheapest_next``, PySAT): "proven by hitting sets" when no
      new fact has an explanation cheaper than c, "cheaper found" when one has, "not
      settled" when ``limit`` seconds were not enough (``workers`` steps at a time).

    ``start``: the grid the steps start from. ``record``: if a list, one entry is added
    for each step the exact optimum was run on (its number, cost and answer).
    """
    return audit_walks([(clues, steps, start)], deep, limit, workers, record)


def audit_walks(walks, deep: int = EXHAUSTIVE, limit: float = LIMIT, workers: int = 1,
                record: list | None = None) -> dict[str, int]:
    """``audit`` of several walkthroughs (clues, steps, start) at once, the steps left
    to the exact optimum shared among the ``workers``; ``record`` entries carry ``walk``,
    the walkthrough's position."""
    found = {"steps": 0, "one rule, proven": 0, "clue, proven (grid alone held nothing)": 0,
             "proven by exhaustive search": 0, "proven by hitting sets": 0,
             "cheaper found": 0, "not settled": 0}
    todo, where, suppositions = [], [], 0
    for walk, (clues, steps, start) in enumerate(walks):
        grid = list(start)
        for number, step in enumerate(steps):
            # A proof by contradiction is taken only when no direct step is open; what it
            # costs is not compared.
            if step.supposition is None:
                todo.append((clues, tuple(grid), step.cost, deep))
                where.append((walk, number, step))
            else:
                suppositions += 1
            for fact in step.new:
                grid[fact.cell] = fact.value
    found["steps"] = len(todo)
    if suppositions:
        found["proofs by contradiction, not audited"] = suppositions
    if workers > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            keys = pool.map(_fast_job, todo, chunksize=1)
    else:
        keys = [_fast_job(job) for job in todo]
    jobs = [job[:3] for job, key in zip(todo, keys, strict=True) if key is None]
    where = [w for w, key in zip(where, keys, strict=True) if key is None]
    for key in keys:
        if key is not None:
            found[key] += 1
    for (walk, number, step), answer in zip(where, settle(jobs, limit, workers), strict=True):
        found[answer["outcome"]] += 1
        if record is not None:
            record.append({"walk": walk, "step": number, "technique": step.technique,
                           "cost": step.cost, **answer})
    return found


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
