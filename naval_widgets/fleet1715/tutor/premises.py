"""The cheapest premises of a refutation by one-rule grid moves.

A forcing chain supposes a cell the other way and makes one-rule moves until a
rule breaks. Many sets of premises (grid rules and marked cells) can carry the
same refutation; cutting one down a premise at a time leaves a *minimal* set,
not always the cheapest. Here every move is labelled with the premises it rests
on, and moves are made cheapest label first (Dijkstra's order over premise
sets): the first conflict whose two sides' premises together cost least wins.
Premise sets are bit masks: bit ``r`` for grid rule ``r`` (``RULE_CELLS``), bit
``FACT0 + c`` for the mark of cell ``c``.
"""

from __future__ import annotations

import heapq
from collections.abc import Sequence
from typing import Any

from ..world.grid import LINES, TRIANGLES
from .steps import FACT_COST, RULE_COST

#: Every grid rule's cells: the lines', then the triangles' (rule id = line index, or
#: the number of lines plus the triangle index).
RULE_CELLS: list[tuple[int, ...]] = [cells for _x, _o, cells in LINES] + \
    [cells for _e, cells in TRIANGLES]
NL = len(LINES)
#: For each cell: the ids of the rules it is in.
RULES_OF: list[list[int]] = [[] for _ in range(len(LINES) * 2)]
for _r, _cells in enumerate(RULE_CELLS):
    for _c in _cells:
        RULES_OF[_c].append(_r)
#: The first fact bit of a premise mask.
FACT0 = len(RULE_CELLS)
_RULE_BITS = (1 << FACT0) - 1
#: For each cell: its lines (rule id, the other three cells) and its triangles (rule
#: id, the other two cells).
_LINES_AT: list[list[tuple[int, tuple[int, ...]]]] = [[] for _ in range(len(LINES) * 2)]
_TRIANGLES_AT: list[list[tuple[int, int, int]]] = [[] for _ in range(len(LINES) * 2)]
for _r, _cells in enumerate(RULE_CELLS):
    for _c in _cells:
        _rest = tuple(d for d in _cells if d != _c)
        if _r < NL:
            _LINES_AT[_c].append((_r, _rest))
        else:
            _TRIANGLES_AT[_c].append((_r, *_rest))


def price(mask: int) -> int:
    """The cost of a premise mask: its rules and its marks."""
    return RULE_COST * (mask & _RULE_BITS).bit_count() + FACT_COST * (mask >> FACT0).bit_count()


def premises(mask: int) -> tuple[set[int], set[int]]:
    """A premise mask as (rule ids, cells)."""
    rules = {r for r in range(FACT0) if mask >> r & 1}
    return rules, {c for c in range(len(_LINES_AT)) if mask >> (FACT0 + c) & 1}


def cheapest_refutation(g: list, starts: Sequence[tuple[int, bool]], bound: int,
                        base: int = 0, labels: int = 1) -> int | None:
    """The cheapest premises found (a mask) that refute the suppositions ``starts`` (cell,
    value) together by one-rule moves from the marks of ``g``, if they cost less than
    ``bound``; premises in ``base`` cost nothing more (another branch's, say).

    Each literal keeps the ``labels`` cheapest sets of premises it was reached with (none
    holding another): one is quick; a few find cheaper unions where a literal's cheapest
    premises share little with the rest.
    """
    found = _search(g, starts, bound, base, labels)
    return found[0] if found else None


def _search(g: list, starts: Sequence[tuple[int, bool]], bound: int, base: int,
            most: int) -> list[int]:
    """Moves from ``starts`` made cheapest label first (each priced with ``base``, at most
    ``most`` labels a literal): the cheapest conflict costing less than ``bound``, if any
    (the bound falls as they come)."""
    cells = len(g)
    labels: list[list[list[int]]] = [[[] for _ in range(cells)], [[] for _ in range(cells)]]
    for c, v in enumerate(g):
        if v is not None:
            labels[v][c].append(1 << (FACT0 + c))
    best, found = bound, []
    heap = [(0, n, x, v, 0) for n, (x, v) in enumerate(starts)]
    count = len(heap)
    lines_at, triangles_at, push = _LINES_AT, _TRIANGLES_AT, heapq.heappush
    while heap:
        cost, _n, x, v, mask = heapq.heappop(heap)
        if cost >= best:
            break
        others = labels[not v][x]
        if g[x] is not None:
            if g[x] != v:
                best = _met(mask | others[0], best, found, base)
            continue
        mine = labels[v][x]
        if len(mine) >= most or any(known & mask == known for known in mine):
            continue
        mine.append(mask)
        for other in others:
            best = _met(mask | other, best, found, base)
        moves = []
        yes, no = labels[True], labels[False]
        for r, rest in lines_at[x]:
            bit = mask | 1 << r
            if v:
                moves += [(bit, y, False) for y in rest]
                continue
            a, b, d = rest
            for y, p, q in ((a, b, d), (b, a, d), (d, a, b)):
                moves += [(bit | lp | lq, y, True) for lp in no[p] for lq in no[q]]
        for r, p, q in triangles_at[x]:
            bit = mask | 1 << r
            for y, z in ((p, q), (q, p)):
                moves += [(bit | ly, z, v) for ly in yes[y]]
                if v:
                    moves += [(bit | ly, z, False) for ly in no[y]]
        for move, y, w in moves:
            if len(labels[w][y]) < most if g[y] is None else g[y] != w:
                cost = price(move | base)
                if cost < best:
                    push(heap, (cost, count, y, w, move))
                    count += 1
    return found


def _met(conflict: int, best: int, found: list[int], base: int) -> int:
    """Keep a conflict's premises if they are the cheapest yet: the new bound."""
    cost = price(conflict | base)
    if cost < best:
        found[:] = [conflict]
        return cost
    return best


def propagate(g: list, starts: Sequence[tuple[int, bool]], allowed: set[int] | None = None,
              depth: int = 10**6):
    """One-rule deductions from the suppositions ``starts`` (cell, value), breadth first, until
    a rule breaks (so along the shortest chain), at most ``depth`` moves deep.

    Returns (the broken rule or -1, the values, the rule that set each cell: -1 for the
    supposition and the grid's own marks). ``allowed``: only these rules are read.
    (``chains`` makes the same moves with every rule, faster.)
    """
    val = list(g)
    why = [-1] * len(val)
    for start, value in starts:
        val[start] = value
    level = [start for start, _value in starts]
    rule_cells, nl = RULE_CELLS, NL
    rules_of: Any = RULES_OF
    if allowed is not None:
        # Each cell's allowed rules, in the same order.
        rules_of = {}
        for r in sorted(allowed):
            for c in rule_cells[r]:
                rules_of.setdefault(c, []).append(r)
    for _ in range(depth + 1):
        nxt = []
        for c in level:
            for r in rules_of[c] if allowed is None else rules_of.get(c, ()):
                cells = rule_cells[r]
                if r < nl:
                    a, b, d, e = cells
                    vs = (val[a], val[b], val[d], val[e])
                    yes = vs.count(True)
                    if yes > 1:
                        return r, val, why
                    if yes == 1:
                        for x in cells:
                            if val[x] is None:
                                val[x], why[x] = False, r
                                nxt.append(x)
                        continue
                    no = vs.count(False)
                    if no == 4:
                        return r, val, why
                    if no == 3:
                        x = cells[vs.index(None)]
                        val[x], why[x] = True, r
                        nxt.append(x)
                    continue
                a, b, d = cells
                va, vb, vd = val[a], val[b], val[d]
                if va is None:
                    if vb is None or vd is None or not (vb or vd):
                        continue
                    val[a], why[a] = vb and vd, r
                    nxt.append(a)
                elif vb is None:
                    if vd is None or not (va or vd):
                        continue
                    val[b], why[b] = va and vd, r
                    nxt.append(b)
                elif vd is None:
                    if not (va or vb):
                        continue
                    val[d], why[d] = va and vb, r
                    nxt.append(d)
                elif va + vb + vd == 2:
                    return r, val, why
        if not nxt:
            break
        level = nxt
    return -1, val, why
