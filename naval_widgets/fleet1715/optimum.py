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
cheaper than it is left: the answer is then "at least ``bound``", exactly.

Constraints are numbered: ``0..79`` the lines, ``80..719`` the triangles (as
in ``grid.LINES``/``grid.TRIANGLES``), ``720 + c`` the known fact at cell
``c``, ``880 + i`` clue ``i`` (read over its cells, as the explainer reads
it). Weights: ``steps.CLUE_COST``, ``RULE_COST``, ``FACT_COST``.

>>> from naval_widgets.fleet1715.grid import EMPTY, PAIR
>>> g = list(EMPTY); g[PAIR[0][4]] = True          # Sebastian Inlet: silver
>>> cheapest(g, [], PAIR[0][5], False).cost        # one line and one fact
6
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from .grid import CELLS, LINES, TRIANGLES
from .steps import CLUE_COST, FACT_COST, RULE_COST

NL = len(LINES)
NR = NL + len(TRIANGLES)
FACT0 = NR                 # 720 + cell
CLUE0 = NR + CELLS         # 880 + clue
RULE_CELLS: list[tuple[int, ...]] = [cells for _x, _o, cells in LINES] + \
    [cells for _e, cells in TRIANGLES]
_RULES_OF: list[list[int]] = [[] for _ in range(CELLS)]
for _r, _cells in enumerate(RULE_CELLS):
    for _c in _cells:
        _RULES_OF[_c].append(_r)


class Optimum(NamedTuple):
    """The cheapest explanation of one fact: its ``cost`` and constraints, or ``proven``
    only that none costs less than ``cost`` (``ids`` empty)."""

    cost: int
    ids: tuple[int, ...]
    exact: bool
    iterations: int


class Theory:
    """The constraints at a grid: rules, the grid's known facts, clues (read over their cells)."""

    def __init__(self, grid: Sequence[bool | None], clues: Sequence = ()) -> None:
        self.grid = list(grid)
        self.clues = tuple(clues)
        self.scopes = [clue.scope for clue in self.clues]
        self.models = [clue.models for clue in self.clues]
        self.ids = list(range(NR)) + [FACT0 + c for c in range(CELLS) if grid[c] is not None] \
            + [CLUE0 + i for i in range(len(self.clues))]
        self.of: list[list[int]] = [list(rules) for rules in _RULES_OF]
        for i, scope in enumerate(self.scopes):
            for c in scope:
                self.of[c].append(CLUE0 + i)

    def weight(self, k: int) -> int:
        return RULE_COST if k < NR else FACT_COST if k < CLUE0 else CLUE_COST

    def cells(self, k: int) -> tuple[int, ...]:
        if k < NR:
            return RULE_CELLS[k]
        if k < CLUE0:
            return (k - FACT0,)
        return self.scopes[k - CLUE0]

    # -- satisfiability ------------------------------------------------------------------
    def holds(self, k: int, val: list) -> bool | None:
        """Whether constraint k holds under a full (or partial: None if open) assignment."""
        status = self._check(k, val)
        return None if status is _OPEN else status is not _BROKEN

    def _check(self, k: int, val: list):
        """_BROKEN, _OPEN, or the list of implied (cell, value) (possibly empty)."""
        if k < NL:
            cells = RULE_CELLS[k]
            yes = no = 0
            free = -1
            for c in cells:
                v = val[c]
                if v is None:
                    free = c
                elif v:
                    yes += 1
                else:
                    no += 1
            if yes > 1 or no == 4:
                return _BROKEN
            if yes == 1:
                return [(c, False) for c in cells if val[c] is None]
            if no == 3:
                return [(free, True)]
            return _OPEN
        if k < NR:
            cells = RULE_CELLS[k]
            vals = [val[c] for c in cells]
            yes = vals.count(True)
            no = vals.count(False)
            if yes == 2 and no == 1:
                return _BROKEN
            if yes + no == 2:
                free = cells[vals.index(None)]
                if yes == 2:
                    return [(free, True)]
                if yes == 1:
                    return [(free, False)]
                return []
            return _OPEN if yes + no < 3 else []
        if k < CLUE0:
            c = k - FACT0
            v = val[c]
            if v is None:
                return [(c, self.grid[c])]
            return [] if v == self.grid[c] else _BROKEN
        i = k - CLUE0
        scope = self.scopes[i]
        vals = [val[c] for c in scope]
        fits = [m for m in self.models[i]
                if all(v is None or v == mv for v, mv in zip(vals, m, strict=True))]
        if not fits:
            return _BROKEN
        implied = [(scope[j], fits[0][j]) for j, v in enumerate(vals)
                   if v is None and all(m[j] == fits[0][j] for m in fits[1:])]
        if len(implied) == sum(v is None for v in vals):
            return implied
        return implied if implied else _OPEN

    def satisfy(self, active: Sequence[int], start: dict[int, bool],
                phase: Sequence[bool | None]) -> list | None:
        """An assignment of every cell satisfying the ``active`` constraints and ``start``
        (cell -> value), values chosen by ``phase`` where free; ``None`` if there is none."""
        on = set(active)
        val: list[bool | None] = [None] * CELLS
        watch: list[list[int]] = [[k for k in self.of[c] if k in on] for c in range(CELLS)]
        for k in on:
            if FACT0 <= k < CLUE0:
                watch[k - FACT0].append(k)
        trail: list[int] = []

        def assign(c: int, v: bool) -> bool:
            if val[c] is not None:
                return val[c] == v
            val[c] = v
            trail.append(c)
            return True

        def propagate(queue: list[int]) -> bool:
            while queue:
                c = queue.pop()
                for k in watch[c]:
                    status = self._check(k, val)
                    if status is _BROKEN:
                        return False
                    if status is _OPEN:
                        continue
                    for d, v in status:
                        if val[d] is None:
                            val[d] = v
                            trail.append(d)
                            queue.append(d)
                        elif val[d] != v:
                            return False
            return True

        queue = []
        for c, v in start.items():
            if not assign(c, v):
                return None
            queue.append(c)
        for k in on:
            if FACT0 <= k < CLUE0:
                c = k - FACT0
                if not assign(c, self.grid[c]):
                    return None
                queue.append(c)
            elif k >= CLUE0 or k < NR:
                status = self._check(k, val)
                if status is _BROKEN:
                    return None
                if status is not _OPEN:
                    for d, v in status:
                        if not assign(d, v):
                            return None
                        queue.append(d)
        if not propagate(queue):
            return None
        relevant = sorted({c for k in on for c in self.cells(k)})

        def search() -> bool:
            free = next((c for c in relevant if val[c] is None), -1)
            if free < 0:
                return True
            preferred = phase[free] if phase[free] is not None else False
            for v in (preferred, not preferred):
                mark = len(trail)
                val[free] = v
                trail.append(free)
                if propagate([free]) and search():
                    return True
                while len(trail) > mark:
                    val[trail.pop()] = None
            return False

        if not search():
            return None
        return [v if v is not None else phase[c] for c, v in enumerate(val)]

    # -- the optimum -----------------------------------------------------------------------
    def broken(self, val: list, among: Sequence[int]) -> list[int]:
        return [k for k in among if self._check(k, val) is _BROKEN]

    def correction(self, chosen: Sequence[int], target: int, wrong: bool,
                   phase: list) -> list[int] | None:
        """A correction set: the constraints outside a maximal satisfiable set grown from
        ``chosen`` with ``target`` = ``wrong``; ``None`` if ``chosen`` already conflicts."""
        val = self.satisfy(chosen, {target: wrong}, phase)
        if val is None:
            return None
        keep = set(chosen)
        others = [k for k in self.ids if k not in keep]
        broken = self.broken(val, others)
        keep.update(k for k in others if k not in set(broken))
        # Grow: the cheapest broken constraints first, each kept if an assignment allows it.
        for k in sorted(broken, key=lambda k: self.weight(k)):
            trial = self.satisfy([*keep, k], {target: wrong}, val)
            if trial is not None:
                keep.add(k)
                val = trial
        return [k for k in self.ids if k not in keep]

    def optimum(self, target: int, value: bool, bound: int, phase: list) -> Optimum:
        """The cheapest explanation of ``target`` = ``value`` costing less than ``bound``,
        or the proof that there is none (``exact`` False, ``cost`` = ``bound``)."""
        sets: list[list[int]] = []
        iterations = 0
        while True:
            iterations += 1
            chosen = _hitting_set(sets, self.weight, bound)
            if chosen is None:
                return Optimum(bound, (), False, iterations)
            found = self.correction(chosen, target, not value, phase)
            if found is None:
                return Optimum(sum(self.weight(k) for k in chosen), tuple(sorted(chosen)), True,
                               iterations)
            if not found:   # no constraint can be broken: the fact does not follow at all
                return Optimum(bound, (), False, iterations)
            sets.append(found)


_BROKEN = object()
_OPEN = object()


def _hitting_set(sets: list[list[int]], weight, bound: int) -> list[int] | None:
    """A cheapest set meeting every set in ``sets`` and costing less than ``bound``, or ``None``."""
    if not sets:
        return []
    best: list = [bound, None]
    weights: dict[int, int] = {}
    for s in sets:
        for k in s:
            weights[k] = weight(k)
    masks = [sum(1 << k for k in s) for s in sets]
    members = {m: sorted((k for k in s), key=lambda k: (weights[k], k))
               for m, s in zip(masks, sets, strict=True)}

    def cheapest_in(m: int, banned: int) -> int:
        for k in members[m]:
            if not banned >> k & 1:
                return weights[k]
        return 10**9

    def go(chosen: list[int], chosen_mask: int, cost: int, banned: int) -> None:
        open_sets = [m for m in masks if not m & chosen_mask]
        if not open_sets:
            if cost < best[0]:
                best[0], best[1] = cost, list(chosen)
            return
        # A lower bound: disjoint open sets, each needing its cheapest allowed member.
        used = 0
        total = cost
        for m in sorted(open_sets, key=lambda m: (m & ~banned).bit_count()):
            free = m & ~banned
            if not free & used:
                used |= free
                total += cheapest_in(m, banned)
                if total >= best[0]:
                    return
        pick = min(open_sets, key=lambda m: (m & ~banned).bit_count())
        mark = banned
        for k in members[pick]:
            if banned >> k & 1:
                continue
            if cost + weights[k] < best[0]:
                chosen.append(k)
                go(chosen, chosen_mask | 1 << k, cost + weights[k], banned)
                chosen.pop()
            banned |= 1 << k
        banned = mark

    go([], 0, 0, 0)
    return best[1]


def cheapest(grid: Sequence[bool | None], clues: Sequence, target: int, value: bool,
             bound: int = 10**6, phase: Sequence[bool | None] | None = None) -> Optimum:
    """The cheapest explanation of ``target`` = ``value`` at ``grid`` (see ``Theory.optimum``)."""
    theory = Theory(grid, clues)
    prefer = list(phase) if phase is not None else list(grid)
    return theory.optimum(target, value, bound, prefer)


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
    start = _RULES_OF[target]

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
            for r in _RULES_OF[c]:
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
        for r in sorted({r for c in reach for r in _RULES_OF[c]} - chosen):
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
