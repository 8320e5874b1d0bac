"""The exact audit of the explainer's steps: was an explanation cheaper than each step open?

Weights as published (Bogaerts, Gamba and Guns, AIJ 2021): 100 a clue, 5 a grid
rule, 1 a fact. Fast exact arguments first (``audit`` lists them); a step they
leave open goes to the exact optimum (``optimum.cheapest_next``: implicit hitting
sets, PySAT), at most ``limit`` seconds a step, in child processes. Used by
``benchmarks/fleet1715.py`` and the tests; the package never needs it.
"""

from __future__ import annotations

import multiprocessing
import time
from itertools import combinations
from multiprocessing.connection import wait
from typing import Any

from naval_widgets.fleet1715.tutor.steps import cost
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY
from naval_widgets.fleet1715.world.solver import consequences

from . import certificate
from .optimum import (
    cheapest_next,
    cheapest_one_rule,
    clue_explanation_below,
    grid_explanation_below,
    holds_without,
)

#: The most grid rules the audit's exhaustive search tries (3: steps costing up to 21).
EXHAUSTIVE = 3
#: The most grid rules read with one clue the audit tries (2: steps costing up to 115).
WITH_CLUE = 2
#: Seconds the exact optimum may take on one step the arguments above leave open (then
#: "not settled"), and how much longer a child process may run before it is stopped.
LIMIT = 600.0
GRACE = 30.0


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
    that there is none, within ``limit`` seconds. A step with a stored certificate
    (``certificate.for_grid``) is proven by checking it instead, if it holds."""
    tick = time.perf_counter()
    stored = certificate.for_grid(grid, c)
    if stored is not None:
        try:
            proof = certificate.verify(stored, clues, grid)
        except certificate.CertificateError:
            pass
        else:
            return {"outcome": "proven by certificate", "lower": proof["cheapest"],
                    "iterations": proof["sets"], "s": round(time.perf_counter() - tick, 2)}
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
    The verdicts do not depend on ``workers`` (only a step near the limit may)."""
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
      settled" when ``limit`` seconds were not enough (``workers`` steps at a time);
      a step with a stored certificate (``certificate``: correction sets proven apart)
      is "proven by certificate" when the certificate checks there.

    ``start``: the grid the steps start from. ``record``: if a list, one entry is added
    for each step the exact optimum was run on (its number, cost and verdict).
    """
    return audit_walks([(clues, steps, start)], deep, limit, workers, record)


def audit_walks(walks, deep: int = EXHAUSTIVE, limit: float = LIMIT, workers: int = 1,
                record: list | None = None) -> dict[str, int]:
    """``audit`` of several walkthroughs (clues, steps, start) at once, the steps left
    to the exact optimum shared among the ``workers``; ``record`` entries carry ``walk``,
    the walkthrough's position."""
    found = {"steps": 0, "one rule, proven": 0, "clue, proven (grid alone held nothing)": 0,
             "proven by exhaustive search": 0, "proven by hitting sets": 0,
             "proven by certificate": 0,
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
    for (walk, number, step), verdict in zip(where, settle(jobs, limit, workers), strict=True):
        found[verdict["outcome"]] += 1
        if record is not None:
            record.append({"walk": walk, "step": number, "technique": step.technique,
                           "cost": step.cost, **verdict})
    return found
