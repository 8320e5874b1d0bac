"""The exact solver: every solution of a set of clues and grid marks.

A solution is four permutations (cargo, depth, type and name over the four
sites): 24^4 = 331,776 candidates. The search assigns one attribute at a time
(the one with fewest permutations left), and after each assignment narrows the
permutations left to the other attributes through every constraint that has
only one attribute left unassigned (forward checking on 24-bit masks).

>>> from naval_widgets.fleet1715 import scenario
>>> solve(scenario("A").clues) == [scenario("A").solution]
True
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from functools import cache, lru_cache
from itertools import permutations

from .clues import Area, Clue, Deeper, DepthLimit, NextTo, Pairing
from .data import AREAS, DEPTH, SITE, category_of, index_of
from .grid import CELLS, ENDS, Grid
from .solution import Solution

PERMS = tuple(permutations(range(4)))  # PERMS[p][site] = index of the element at the site
INV = tuple(tuple(perm.index(k) for k in range(4)) for perm in PERMS)  # INV[p][k] = its site
ALL = (1 << 24) - 1
#: PLACE[k][s]: the permutations that put element index k at site s.
PLACE = tuple(tuple(sum(1 << p for p in range(24) if INV[p][k] == s) for s in range(4))
              for k in range(4))
_BITS = tuple(tuple(p for p in range(24) if mask >> p & 1) for mask in range(1 << 8))


def _bits(mask: int) -> list[int]:
    out = []
    shift = 0
    while mask:
        out.extend(shift + p for p in _BITS[mask & 0xFF])
        mask >>= 8
        shift += 8
    return out


class Constraint:
    """One compiled constraint: the attributes it needs (``cats``) and how it narrows one of
    them once the others are assigned (``narrow``: a mask of the target's permutations)."""

    __slots__ = ("cats",)

    def narrow(self, target: int, assign: list[int]) -> int:
        raise NotImplementedError


def _site(e: int, assign: list[int]) -> int:
    category = e >> 2
    return e & 3 if category == SITE else INV[assign[category]][e & 3]


class _Same(Constraint):
    """Elements ``a`` and ``b`` at the same site (``shift`` 0), or at neighbouring sites (1)."""

    __slots__ = ("a", "b", "shift", "differ")

    def __init__(self, a: int, b: int, shift: int = 0, differ: bool = False) -> None:
        self.a, self.b, self.shift, self.differ = a, b, shift, differ
        self.cats = tuple(sorted({a >> 2, b >> 2} - {SITE}))

    def narrow(self, target: int, assign: list[int]) -> int:
        if self.b >> 2 == target:
            mask = PLACE[self.b & 3][_site(self.a, assign) ^ self.shift]
        else:
            mask = PLACE[self.a & 3][_site(self.b, assign) ^ self.shift]
        return ALL ^ mask if self.differ else mask


class Unary(Constraint):
    """A constraint on one attribute alone: the permutations it allows, as a mask."""

    __slots__ = ("mask",)

    def __init__(self, category: int, mask: int) -> None:
        self.cats, self.mask = (category,), mask

    def narrow(self, target: int, assign: list[int]) -> int:
        return self.mask


class _Test(Constraint):
    """Any constraint, narrowed by trying the 24 permutations of the target."""

    __slots__ = ("test",)

    def __init__(self, cats: Iterable[int], test) -> None:
        self.cats, self.test = tuple(sorted(set(cats) - {SITE})), test

    def narrow(self, target: int, assign: list[int]) -> int:
        mask = 0
        test = self.test
        for p in range(24):
            assign[target] = p
            if test(assign):
                mask |= 1 << p
        assign[target] = -1
        return mask


#: DEEPER[s][t]: the depth permutations putting site s deeper than site t.
DEEPER = tuple(tuple(sum(1 << p for p in range(24) if PERMS[p][s] > PERMS[p][t])
                     for t in range(4)) for s in range(4))


def _union(masks: Iterable[int]) -> int:
    """The permutations in any of ``masks`` (one bit a permutation)."""
    mask = 0
    for each in masks:
        mask |= each
    return mask


def _sites_mask(k: int, sites: Iterable[int]) -> int:
    """The permutations putting element index k at one of ``sites``."""
    return _union(PLACE[k][site] for site in sites)


class _DepthIn(Constraint):
    """The wreck of element ``a`` lies at one of the depth ranks ``ranks``."""

    __slots__ = ("a", "ranks")

    def __init__(self, a: int, ranks: tuple[int, ...]) -> None:
        self.a, self.ranks = a, ranks
        self.cats = tuple(sorted({a >> 2, DEPTH} - {SITE}))

    def narrow(self, target: int, assign: list[int]) -> int:
        if target == DEPTH:
            site = _site(self.a, assign)
            return _ranks_at(self.ranks, site)
        depth = INV[assign[DEPTH]]
        return _sites_mask(self.a & 3, (depth[r] for r in self.ranks))


def _ranks_at(ranks: tuple[int, ...], site: int) -> int:
    """The permutations putting one of the depth ranks ``ranks`` at ``site``."""
    return _union(PLACE[r][site] for r in ranks)


class _Deeper(Constraint):
    """The wreck of element ``a`` lies deeper than that of element ``b``."""

    __slots__ = ("a", "b")

    def __init__(self, a: int, b: int) -> None:
        self.a, self.b = a, b
        self.cats = tuple(sorted({a >> 2, b >> 2, DEPTH} - {SITE}))

    def narrow(self, target: int, assign: list[int]) -> int:
        a, b = self.a, self.b
        if target == DEPTH:
            return DEEPER[_site(a, assign)][_site(b, assign)]
        ranks = PERMS[assign[DEPTH]]
        if a >> 2 == target and b >> 2 == target:
            ka, kb = a & 3, b & 3
            return sum(1 << p for p in range(24) if ranks[INV[p][ka]] > ranks[INV[p][kb]])
        if a >> 2 == target:
            below = ranks[_site(b, assign)]
            return _sites_mask(a & 3, (s for s in range(4) if ranks[s] > below))
        above = ranks[_site(a, assign)]
        return _sites_mask(b & 3, (s for s in range(4) if ranks[s] < above))


@lru_cache(maxsize=4096)
def compile_clue(clue: Clue) -> tuple[Constraint, ...]:
    """The solver's form of a clue (cached: clues are values)."""
    a = clue.a
    if isinstance(clue, NextTo) and category_of(a) == category_of(clue.b):
        b = clue.b
        return _simplify(_Test((category_of(a),), lambda s: _site(b, s) == _site(a, s) ^ 1))
    if isinstance(clue, (Pairing, NextTo)) or clue.kind == "negation":
        shift = 1 if isinstance(clue, NextTo) else 0
        return _simplify(_Same(a, clue.b, shift, clue.kind == "negation"))
    if isinstance(clue, Area):
        sites = AREAS[clue.area]
        return (Unary(category_of(a), PLACE[index_of(a)][sites[0]] |
                       PLACE[index_of(a)][sites[1]]),)
    if isinstance(clue, DepthLimit):
        return _simplify(_DepthIn(a, clue.allowed))
    if isinstance(clue, Deeper):
        return _simplify(_Deeper(a, clue.b))
    raise TypeError(f"The solver cannot read {clue!r}.")


def _simplify(con: Constraint) -> tuple[Constraint, ...]:
    """A constraint on one attribute becomes a fixed mask."""
    if len(con.cats) == 1:
        target = con.cats[0]
        return (Unary(target, con.narrow(target, [-1] * 5)),)
    return (con,)


@cache
def compile_mark(c: int, yes: bool) -> tuple[Constraint, ...]:
    """A grid mark as a constraint: the two elements of cell ``c`` together (or apart)."""
    x, y = ENDS[c]
    return _simplify(_Same(x, y, 0, not yes))


def _constraints(clues: Sequence[Clue], grid: Grid | None) -> list[Constraint]:
    found = [con for clue in clues for con in compile_clue(clue)]
    if grid is not None:
        found += [con for c, mark in enumerate(grid) if mark is not None
                  for con in compile_mark(c, mark)]
    return found


def _to_solution(assign: list[int]) -> Solution:
    return Solution((0, 1, 2, 3) + INV[assign[1]] + INV[assign[2]] + INV[assign[3]]
                    + INV[assign[4]])


def solve(clues: Sequence[Clue], grid: Grid | None = None,
          limit: int | None = None) -> list[Solution]:
    """Every solution of ``clues`` (and of the marks of ``grid``), at most ``limit`` of them."""
    cons = _constraints(clues, grid)
    domains = [0, ALL, ALL, ALL, ALL]
    by_cat: list[list[Constraint]] = [[] for _ in range(5)]
    for con in cons:
        if isinstance(con, Unary):
            domains[con.cats[0]] &= con.mask
        else:
            for category in con.cats:
                by_cat[category].append(con)
    out: list[Solution] = []
    if all(domains[1:]):
        _search(domains, [-1] * 5, [1, 2, 3, 4], by_cat, out, limit)
    return out


def _search(domains: list[int], assign: list[int], free: list[int],
            by_cat: list[list[Constraint]], out: list[Solution], limit: int | None) -> bool:
    """Depth-first search; ``True`` once ``limit`` solutions are found."""
    target = min(free, key=lambda c: domains[c].bit_count())
    rest = [c for c in free if c != target]
    for p in _bits(domains[target]):
        assign[target] = p
        narrowed = domains[:]
        narrowed[target] = 1 << p
        for con in by_cat[target]:
            open_ = [c for c in con.cats if assign[c] < 0]
            if len(open_) == 1:
                other = open_[0]
                mask = narrowed[other] & con.narrow(other, assign)
                if not mask:
                    break
                narrowed[other] = mask
        else:
            if not rest:
                out.append(_to_solution(assign))
                if limit is not None and len(out) >= limit:
                    assign[target] = -1
                    return True
            elif _search(narrowed, assign, rest, by_cat, out, limit):
                assign[target] = -1
                return True
    assign[target] = -1
    return False


def consequences(clues: Sequence[Clue], grid: Grid | None = None) -> Grid | None:
    """The grid every solution agrees on (``None`` if there is no solution).

    Found cell by cell: a first solution proposes values; each cell not yet
    seen to vary is tested by searching a solution with the other value.
    """
    first = solve(clues, grid, limit=1)
    if not first:
        return None
    base = first[0].grid()
    varies = [False] * CELLS
    result: list[bool | None] = list(base)
    marks = list(grid) if grid is not None else [None] * CELLS
    for c in range(CELLS):
        if varies[c] or marks[c] is not None:
            continue
        marks[c] = not base[c]
        other = solve(clues, tuple(marks), limit=1)
        marks[c] = None
        if other:
            seen = other[0].grid()
            for d in range(CELLS):
                if seen[d] != base[d]:
                    varies[d] = True
                    result[d] = None
    return tuple(result)
