"""The exact cheapest explanation at a grid: OCUS by implicit hitting sets (the audit's tool).

After Bogaerts, Gamba and Guns (AIJ 2021) and Ignatiev et al.'s smallest-MUS
method: to explain a new fact ``l``, the cheapest set ``S`` of constraints
(clues, grid rules, known facts) with ``S + not l`` unsatisfiable is a
cheapest *hitting set* of the correction sets: every assignment with
``not l`` breaks some constraint of ``S``. The loop takes a cheapest hitting
set ``H`` of the correction sets found so far; if ``H + not l`` has no
assignment, ``H`` is the optimum; otherwise the constraints an assignment of
``H + not l`` breaks (grown to a maximal satisfiable set) are one more
correction set. A ``bound`` stops the search as soon as no hitting set
cheaper than it is left: the result is then "at least ``bound``", exactly.
Several facts at once (``Theory.below``: is *any* new fact explained by less
than ``bound``?) is the same loop with one more choice in each hitting set,
exactly one of the facts (OCUS's "exactly one negated fact").

Both searches are PySAT's (``python-sat``, in the ``test`` extra; imported only
when a ``Theory`` is made): an incremental SAT solver with assumptions holds
the constraints, each guarded by a selector literal, and the cheapest hitting
sets come from its MaxSAT solver RC2 (stratified), incremental as correction
sets are added. The package never needs it (this module lies outside it).

Constraints are numbered: ``0..79`` the lines, ``80..719`` the triangles (as
in ``grid.LINES``/``grid.TRIANGLES``), ``720 + c`` the known fact at cell
``c``, ``880 + i`` clue ``i`` (read over its cells, as the explainer reads
it). Weights: ``steps.CLUE_COST``, ``RULE_COST``, ``FACT_COST``. Two exact
shortcuts keep the search small, neither changing an optimum's cost: a
constraint weighing ``bound`` or more cannot be in a cheaper set, and a grid
rule whose cells are all known facts (and which they satisfy) is never in a
cheapest set (those at most four facts, cheaper than the rule, imply it).

>>> from naval_widgets.fleet1715.world.grid import EMPTY, PAIR
>>> g = list(EMPTY); g[PAIR[0][4]] = True          # Sebastian Inlet: silver
>>> cheapest(g, [], PAIR[0][5], False).cost        # one line and one fact
6
"""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from naval_widgets.fleet1715.tutor.premises import FACT0, NL, RULE_CELLS, RULES_OF
from naval_widgets.fleet1715.tutor.steps import CLUE_COST, FACT_COST, RULE_COST
from naval_widgets.fleet1715.world.grid import CELLS, LINES, TRIANGLES

NR = FACT0                 # the grid rules are constraints 0 to 719, then the facts
CLUE0 = NR + CELLS         # 880 + clue
#: The SAT solver (PySAT's name) for the constraints and inside RC2.
SOLVER = "g4"
_SEL0 = CELLS + 1          # the selector of constraint k is variable _SEL0 + k
#: A known fact's weight against a rule's (1) when a correction set is grown.
GROW_FACT = 10


class Optimum(NamedTuple):
    """The cheapest explanation: its ``cost``, constraints ``ids`` and the ``fact`` (cell,
    value) it explains, ``exact``; or (``exact`` False) only that none costs less than
    ``cost``: ``cost`` is the bound when the search is settled, less when it stopped at
    its deadline (``ids`` empty)."""

    cost: int
    ids: tuple[int, ...]
    exact: bool
    iterations: int
    fact: tuple[int, bool] | None = None


def _lit(c: int, value: bool) -> int:
    return c + 1 if value else -(c + 1)


class Theory:
    """The constraints at a grid: rules, the grid's known facts, clues (read over their cells),
    each guarded by a selector in one incremental SAT solver."""

    def __init__(self, grid: Sequence[bool | None], clues: Sequence = (),
                 solver: str = SOLVER) -> None:
        from pysat.solvers import Solver

        self.grid = list(grid)
        self.clues = tuple(clues)
        self.scopes = [clue.scope for clue in self.clues]
        self.models = [frozenset(clue.models) for clue in self.clues]
        self.ids = list(range(NR)) + [FACT0 + c for c in range(CELLS) if grid[c] is not None] \
            + [CLUE0 + i for i in range(len(self.clues))]
        self.solver_name = solver
        top = _SEL0 + CLUE0 + len(self.clues)
        clauses: list[list[int]] = []
        for k, cells in enumerate(RULE_CELLS):
            s = _SEL0 + k
            v = [c + 1 for c in cells]
            if k < NL:
                clauses.append([-s, *v])
                clauses += [[-s, -a, -b] for i, a in enumerate(v) for b in v[i + 1:]]
            else:
                a, b, c = v
                clauses += [[-s, -a, -b, c], [-s, -a, -c, b], [-s, -b, -c, a]]
        for c in range(CELLS):
            if grid[c] is not None:
                clauses.append([-(_SEL0 + FACT0 + c), _lit(c, grid[c])])
        for i, clue in enumerate(self.clues):
            s = _SEL0 + CLUE0 + i
            ways = []
            for model in clue.models:
                top += 1
                ways.append(top)
                clauses += [[-top, _lit(c, v)] for c, v in zip(clue.scope, model, strict=True)]
            clauses.append([-s, *ways])
        self.clauses = clauses
        self.sat = Solver(name=solver, bootstrap_with=clauses)
        # Prefer every constraint on: an assignment breaks as few as it can.
        self.sat.set_phases([_SEL0 + k for k in self.ids])

    def prefer(self, phase: Sequence[bool | None]) -> None:
        """Let free cells take these values where the constraints allow (a solution's: each
        assignment then breaks only constraints near the fact it denies)."""
        self.sat.set_phases([_lit(c, v) for c, v in enumerate(phase) if v is not None])

    def close(self) -> None:
        self.sat.delete()

    def __enter__(self) -> Theory:
        return self

    def __exit__(self, *_exc) -> None:
        self.close()

    def weight(self, k: int) -> int:
        return RULE_COST if k < NR else FACT_COST if k < CLUE0 else CLUE_COST

    def cells(self, k: int) -> tuple[int, ...]:
        if k < NR:
            return RULE_CELLS[k]
        if k < CLUE0:
            return (k - FACT0,)
        return self.scopes[k - CLUE0]

    # -- satisfiability ------------------------------------------------------------------
    def holds(self, k: int, val: Sequence[bool]) -> bool:
        """Whether constraint k holds under a full assignment."""
        if k < NL:
            return sum(val[c] for c in RULE_CELLS[k]) == 1
        if k < NR:
            return sum(val[c] for c in RULE_CELLS[k]) != 2
        if k < CLUE0:
            return val[k - FACT0] == self.grid[k - FACT0]
        i = k - CLUE0
        return tuple(val[c] for c in self.scopes[i]) in self.models[i]

    def _solve(self, active: Iterable[int], facts: Iterable[int]) -> list[bool] | None:
        if not self.sat.solve(assumptions=[_SEL0 + k for k in active] + list(facts)):
            return None
        model = self.sat.get_model()
        return [model[c] > 0 for c in range(CELLS)]

    def satisfy(self, active: Sequence[int], start: dict[int, bool],
                phase: Sequence[bool | None] | None = None) -> list[bool] | None:
        """An assignment of every cell satisfying the ``active`` constraints and ``start``
        (cell -> value), or ``None`` if there is none. (``phase``: kept for callers; the
        SAT solver picks the free values.)"""
        return self._solve(active, [_lit(c, v) for c, v in start.items()])

    def entailed(self, active: Sequence[int], cells: Iterable[int] | None = None
                 ) -> list[tuple[int, bool]]:
        """The facts (cell, value) at the ``cells`` (default: every blank cell) that the
        ``active`` constraints entail: one SAT call a cell not yet seen to vary."""
        base = self._solve(active, [])
        if base is None:
            raise ValueError("the active constraints have no assignment")
        todo = [c for c in (range(CELLS) if cells is None else cells) if self.grid[c] is None]
        varies: set[int] = set()
        found = []
        for c in todo:
            if c in varies:
                continue
            other = self._solve(active, [_lit(c, not base[c])])
            if other is None:
                found.append((c, base[c]))
            else:
                varies.update(d for d in todo if other[d] != base[d])
        return found

    # -- the optimum -----------------------------------------------------------------------
    def universe(self, bound: int) -> list[int]:
        """The constraints that can be in an explanation cheaper than ``bound`` (see the
        module's shortcuts)."""
        known = self.grid

        def useful(k: int) -> bool:
            if self.weight(k) >= bound:
                return False
            if k < NR and all(known[c] is not None for c in RULE_CELLS[k]):
                return not self.holds(k, [bool(v) for v in known])
            return True

        return [k for k in self.ids if useful(k)]

    def below(self, facts: Sequence[tuple[int, bool]], bound: int,
              deadline: float | None = None) -> Optimum:
        """The cheapest explanation of any one of ``facts`` (cell, value) costing less than
        ``bound``; or the proof that none exists (``exact`` False, ``cost`` = ``bound``); or,
        past ``deadline`` (``time.monotonic()``), the lower bound reached."""
        from pysat.card import CardEnc, EncType
        from pysat.examples.rc2 import RC2Stratified
        from pysat.formula import WCNF

        universe = self.universe(bound)
        if not facts:
            return Optimum(bound, (), False, 0)
        index = {k: i + 1 for i, k in enumerate(universe)}
        pick = [len(universe) + 1 + j for j in range(len(facts))]
        hs = WCNF()
        for k in universe:
            hs.append([-index[k]], weight=self.weight(k))
        hs.append(list(pick))
        if len(pick) > 1:
            for clause in CardEnc.atmost(pick, 1, top_id=pick[-1],
                                         encoding=EncType.seqcounter).clauses:
                hs.append(clause)
        iterations = 0
        lower = 0
        with RC2Stratified(hs, solver=self.solver_name, nohard=True) as oracle:
            while True:
                if deadline is not None and time.monotonic() > deadline:
                    return Optimum(lower, (), False, iterations)
                iterations += 1
                model = oracle.compute()
                if model is None:     # no fact can be explained at all
                    return Optimum(bound, (), False, iterations)
                lower = oracle.cost
                if lower >= bound:
                    return Optimum(bound, (), False, iterations)
                on = set(v for v in model if v > 0)
                chosen = [k for k in universe if index[k] in on]
                j = next(j for j, v in enumerate(pick) if v in on)
                cell, value = facts[j]
                wrong = [_lit(cell, not value)]
                val = self._solve(chosen, wrong)
                if val is None:
                    return Optimum(lower, tuple(sorted(chosen)), True, iterations, facts[j])
                broken = self._grow(universe, chosen, wrong, val)
                oracle.add_clause([index[k] for k in broken[0]] +
                                  [pick[i] for i, (c, v) in enumerate(facts) if broken[1][c] == v])

    def _grow(self, universe: list[int], chosen: list[int], wrong: list[int],
              val: list[bool]) -> tuple[list[int], list[bool]]:
        """A correction set: the constraints of ``universe`` that an assignment with
        ``chosen`` and ``wrong`` breaks, chosen by MaxSAT (RC2) to break as few as it can,
        a known fact counting ``GROW_FACT`` times a rule or clue; and that assignment.
        (``val``: one such assignment, unused.) Sets of rules make the dearest hitting:
        this weighting (the reverse of the costs) settles the search many times sooner
        than the costs themselves or equal weights."""
        from pysat.examples.rc2 import RC2Stratified
        from pysat.formula import WCNF

        formula = WCNF()
        for clause in self.clauses:
            formula.append(clause)
        for lit in [*(_SEL0 + k for k in chosen), *wrong]:
            formula.append([lit])
        on = set(chosen)
        for k in universe:
            if k not in on:
                formula.append([_SEL0 + k], weight=GROW_FACT if FACT0 <= k < CLUE0 else 1)
        with RC2Stratified(formula, solver=self.solver_name) as grow:
            model = grow.compute()
        val = [model[c] > 0 for c in range(CELLS)]
        return [k for k in universe if not self.holds(k, val)], val

    def optimum(self, target: int, value: bool, bound: int = 10**6,
                deadline: float | None = None) -> Optimum:
        """The cheapest explanation of ``target`` = ``value`` costing less than ``bound``,
        or the proof that there is none (``exact`` False, ``cost`` = ``bound``)."""
        return self.below([(target, value)], bound, deadline)


def cheapest(grid: Sequence[bool | None], clues: Sequence, target: int, value: bool,
             bound: int = 10**6, phase: Sequence[bool | None] | None = None,
             deadline: float | None = None) -> Optimum:
    """The cheapest explanation of ``target`` = ``value`` at ``grid`` (see ``Theory.below``;
    ``phase``: values free cells prefer, e.g. a solution's)."""
    with Theory(grid, clues) as theory:
        if phase is not None:
            theory.prefer(phase)
        return theory.optimum(target, value, bound, deadline)


def cheapest_next(grid: Sequence[bool | None], clues: Sequence, bound: int,
                  deadline: float | None = None) -> Optimum:
    """The cheapest explanation of any new fact at ``grid`` costing less than ``bound``, or
    the proof that there is none: OCUS over every fact the constraints that could be in
    such an explanation entail (clues only if ``bound`` exceeds a clue's weight)."""
    with Theory(grid, clues) as theory:
        universe = theory.universe(bound)
        found = theory._solve(universe, [])
        if found is None:
            raise ValueError("the grid breaks the constraints")
        theory.prefer(found)
        facts = theory.entailed(universe)
        return theory.below(facts, bound, deadline)

def _models(rules: Sequence[int], fixed: dict[int, bool]) -> list[dict[int, bool]]:
    """Every assignment of the rules' cells satisfying them (with ``fixed`` cells)."""
    cells = sorted({c for r in rules for c in RULE_CELLS[r]} | set(fixed))
    out: list[dict[int, bool]] = []
    val: list[bool | None] = [None] * CELLS
    for c, v in fixed.items():
        val[c] = v
    free = [c for c in cells if c not in fixed]
    mine = [[r for r in rules if c in RULE_CELLS[r]] for c in range(CELLS)]

    def ok(c: int) -> bool:
        for r in mine[c]:
            vals = [val[x] for x in RULE_CELLS[r]]
            yes, no = vals.count(True), vals.count(False)
            if r < NL and (yes > 1 or no == 4):
                return False
            if r >= NL and yes == 2 and no == 1:
                return False
        return True

    def go(i: int) -> None:
        if i == len(free):
            out.append({c: bool(val[c]) for c in cells})
            return
        c = free[i]
        for v in (False, True):
            val[c] = v
            if ok(c):
                go(i + 1)
        val[c] = None

    if all(ok(c) for c in fixed):
        go(0)
    return out


def holds_without(grid: Sequence[bool | None], clues: Sequence, ids: Iterable[int],
                  target: int, value: bool) -> bool:
    """Whether the constraints ``ids`` at ``grid`` entail ``target`` = ``value``, checked
    without the SAT solver: every assignment of the cells they name that meets their
    rules, facts and one model of each clue, with ``target`` the other way, is sought
    exhaustively (``_models``); the fact follows if there is none."""
    from itertools import product

    ids = list(ids)
    rules = [k for k in ids if k < NR]
    fixed = {target: not value}
    for k in ids:
        if FACT0 <= k < CLUE0:
            c = k - FACT0
            if grid[c] is None:
                raise ValueError(f"constraint {k} is the fact of a blank cell")
            if fixed.get(c, grid[c]) != grid[c]:
                return True
            fixed[c] = bool(grid[c])
    readings = [[dict(zip(clues[k - CLUE0].scope, way, strict=True))
                 for way in clues[k - CLUE0].models] for k in ids if k >= CLUE0]
    for ways in product(*readings):
        marks = dict(fixed)
        if all(marks.setdefault(c, v) == v for way in ways for c, v in way.items()) \
                and _models(rules, marks):
            return False
    return True


def _fewest_facts(models: list[dict[int, bool]], grid: Sequence[bool | None], most: int) -> int:
    """The fewest known facts that together rule out every model (more than ``most``: -1)."""
    kills = []
    for model in models:
        wrong = frozenset(c for c, v in model.items() if grid[c] is not None and grid[c] != v)
        if not wrong:
            return -1
        kills.append(wrong)
    facts = sorted(set().union(*kills)) if kills else []
    for size in range(0, most + 1):
        for combo in _combos(facts, size):
            chosen = set(combo)
            if all(not chosen.isdisjoint(k) for k in kills):
                return size
    return -1


def _combos(items: list[int], size: int):
    from itertools import combinations
    return combinations(items, size)


def grid_explanation_below(grid: Sequence[bool | None], target: int, value: bool,
                           bound: int) -> int | None:
    """Exhaustively: the cost of a grid-only explanation of ``target`` = ``value`` cheaper
    than ``bound``, or ``None`` if there is none. A cheapest explanation is a minimal set,
    so its rules are connected through shared cells to the target's cell; with ``r`` rules
    and at least one fact it costs ``5r + 1``: only ``r <= (bound - 2) // 5`` is searched
    (practical up to three or four rules)."""
    most_rules = (bound - 2) // RULE_COST
    best: int | None = None
    seen: set[frozenset[int]] = set()
    start = RULES_OF[target]

    def extend(chosen: frozenset[int]) -> None:
        nonlocal best
        if chosen in seen:
            return
        seen.add(chosen)
        limit = (best if best is not None else bound) - 1 - RULE_COST * len(chosen)
        if limit >= 1:
            facts = _fewest_facts(_models(sorted(chosen), {target: not value}), grid, limit)
            if facts >= 0:
                found = RULE_COST * len(chosen) + facts
                best = found if best is None else min(best, found)
        if len(chosen) >= most_rules:
            return
        if (best if best is not None else bound) - 1 - RULE_COST * (len(chosen) + 1) < 1:
            return
        cells = {c for r in chosen for c in RULE_CELLS[r]}
        for c in cells:
            for r in RULES_OF[c]:
                if r not in chosen:
                    extend(chosen | {r})

    for r in start:
        extend(frozenset((r,)))
    return best


def clue_explanation_below(grid: Sequence[bool | None], clues: Sequence, bound: int,
                           most_rules: int = 1) -> int | None:
    """Exhaustively: the cost of the cheapest explanation of any new fact by one clue, at
    most ``most_rules`` grid rules and the fewest facts, if cheaper than ``bound``; else
    ``None``. In a minimal such explanation the rules are connected to the clue's cells
    through shared cells (a part sharing none could go), so only such sets are tried;
    one rule (the default) is a few hundred sets a clue."""
    best: int | None = None
    for clue in clues:
        for rules in _connected(clue.scope, most_rules):
            limit = (best if best is not None else bound) - 1 - CLUE_COST - \
                RULE_COST * len(rules)
            if limit < 0:
                continue
            models = [m for way in clue.models
                      for m in _models(rules, dict(zip(clue.scope, way, strict=True)))]
            for target in sorted({c for m in models for c in m if grid[c] is None}):
                for value in (False, True):
                    facts = _fewest_facts([m for m in models if m[target] != value], grid,
                                          limit)
                    if facts >= 0:
                        limit = facts - 1
                        best = CLUE_COST + RULE_COST * len(rules) + facts
    return best


def _connected(cells: Sequence[int], most: int) -> list[list[int]]:
    """Every set of at most ``most`` grid rules (ids) connected to ``cells`` through shared
    cells, the empty set first."""
    found: list[list[int]] = [[]]
    seen: set[frozenset[int]] = set()

    def extend(chosen: frozenset[int], reach: set[int]) -> None:
        if len(chosen) >= most:
            return
        for r in sorted({r for c in reach for r in RULES_OF[c]} - chosen):
            grown = chosen | {r}
            if grown not in seen:
                seen.add(grown)
                found.append(sorted(grown))
                extend(grown, reach | set(RULE_CELLS[r]))

    extend(frozenset(), set(cells))
    return found


def cheapest_one_rule(grid: Sequence[bool | None]) -> int | None:
    """The cost of the cheapest one-rule deduction open in ``grid``, by a scan of every
    line and triangle (a line with a yes: 6; a triangle with two marks, one yes: 7; a
    line with three noes: 8), or ``None``."""
    found = []
    for _x, _other, cells in LINES:
        vals = [grid[c] for c in cells]
        if None in vals and True in vals:
            found.append(RULE_COST + FACT_COST)
        elif vals.count(False) == 3 and None in vals:
            found.append(RULE_COST + 3 * FACT_COST)
    for _els, cells in TRIANGLES:
        vals = [grid[c] for c in cells]
        if vals.count(None) == 1 and True in vals:
            found.append(RULE_COST + 2 * FACT_COST)
    return min(found, default=None)
