"""Deductions by a case split: *either way* and *either-or chains*.

A forcing chain supposes one cell the other way and needs the grid rules to break
by themselves. Some marks follow only from a choice the grid rules cannot make:

- *either way*: a line's yes is one of its two or three open cells; if each of
  them, supposed yes, leads by one-rule moves to the same mark, that mark holds;
- *either-or chain*: two cells of which exactly one is yes (supposing the first
  yes makes the second no, supposing it no makes the second yes: a loop of
  "either ... or" links), joined by a triangle to a third cell: that cell is no
  (with it yes, the triangle would hold exactly two yes).

Which marks every branch gives is found quickly, from what one-rule moves give
from each supposition (``chains.closure``, kept from one grid to the next).
Only for those are premises searched (``premises``): each branch's refutation of
the mark's opposite, the premises already cited costing nothing more; for an
either-or chain also the cheapest path of links that are both "either ... or" and
"not both" (a line with two open cells; a triangle with one cell yes), which
walks the loop once where the two refutations walk it once each.
"""

from __future__ import annotations

import heapq

from ..world.grid import ENDS, LINES, PAIR
from .chains import TRIANGLES_AT, Marks, closure, marks_of, settled
from .deductions import TRIANGLE_ID, Candidate, Facts, Source, candidate
from .premises import FACT0, NL, cheapest_refutation, premises, price

#: A line's open cells are split into at most this many branches.
_BRANCHES = 3


class Spreads:
    """What one-rule moves from each supposition give at one grid (``chains.closure``),
    each worked out once; ``memory`` is kept by the caller from one grid to the next."""

    def __init__(self, g: list, memory: dict) -> None:
        self.g, self.memory = g, memory
        self.marks = marks_of(g)
        self.share = settled(g, self.marks)
        self.known: dict[tuple[int, bool], tuple[int, int] | None] = {}

    def __call__(self, c: int, value: bool) -> tuple[int, int] | None:
        key = (c, value)
        if key not in self.known:
            self.known[key] = closure(self.g, self.marks, self.share, c, value, self.memory)
        return self.known[key]


def either_way(g: list, rec: list[int], bound: int, spreads: Spreads) -> Candidate | None:
    """The cheapest *either way* deduction costing less than ``bound``, if any.

    Only marks whose opposite breaks no rule by one-rule moves are looked at: a forcing
    chain settles the others.
    """
    marks, best = spreads.marks, None
    for li, (_x, _other, cells) in enumerate(LINES):
        if marks.line_yes[li] or not 2 <= 4 - marks.line_no[li] <= _BRANCHES:
            continue
        base = 1 << li
        for c in cells:
            if g[c] is not None:
                base |= 1 << (FACT0 + c)
        if price(base) >= bound:
            continue
        branches = [c for c in cells if g[c] is None]
        yes = no = -1
        for c in branches:
            spread = spreads(c, True)
            if spread is None:
                break
            yes, no = yes & spread[0], no & spread[1]
        else:
            for mark in [(x, True) for x in _bits(yes)] + [(x, False) for x in _bits(no)]:
                if spreads(mark[0], not mark[1]) is None:
                    continue
                total = _branches(g, [((c, True), (mark[0], not mark[1])) for c in branches],
                                  base, bound)
                if total is not None:
                    bound = price(total)
                    best = _candidate((Source.EITHER_WAY, li), (mark,), total, g, rec)
    return best


def either_or(g: list, rec: list[int], bound: int, spreads: Spreads) -> Candidate | None:
    """The cheapest *either-or chain* costing less than ``bound``, if any."""
    best, paths = None, {}
    links = _links(g, spreads.marks)
    for p, q, x, ti in _pairs(g, spreads, links):
        base = 1 << (NL + ti)
        found = []
        if p not in paths:
            paths[p] = _paths(links, p, bound)
        if (q, 1) in paths[p]:
            found.append(base | paths[p][q, 1])
        total = _branches(g, [((p, True), (q, True)), ((p, False), (q, False))], base, bound)
        if total is not None:
            found.append(total)
        for total in found:
            if price(total) < bound:
                bound = price(total)
                best = _candidate((Source.EITHER_OR, ti, p, q), ((x, False),), total, g, rec)
    return best


def _pairs(g: list, spreads: Spreads, links: dict[int, list[tuple[int, int, int]]]
           ) -> list[tuple[int, int, int, int]]:
    """Open cells p and q of which exactly one is yes (one-rule moves make q no when p is
    supposed yes, and yes when p is no), with the open cell x and the triangle joining
    them: (p, q, x, triangle id).

    Only cells p of a line with two open cells are tried: those make the loops of
    "either ... or" links such a pair closes (either cell of a pair may be p).
    """
    found = []
    for p in sorted(p for p, ends in links.items() if any(odd for _q, odd, _m in ends)):
        no = spreads(p, False)
        if no is None:
            continue
        # The cells q that supposing p no makes yes, with an open third cell x.
        thirds = []
        for q in _bits(no[0]):
            ends = set(ENDS[p]) ^ set(ENDS[q])
            if len(ends) == 2:   # one element in common
                a, b = ends
                x = PAIR[a][b]
                if x >= 0 and g[x] is None:
                    thirds.append((q, x))
        yes = spreads(p, True) if thirds else None
        if yes is None:
            continue
        for q, x in thirds:
            if yes[1] >> q & 1:
                found.append((p, q, x, TRIANGLE_ID[frozenset(ENDS[p]) | frozenset(ENDS[q])]))
    return found


def _branches(g: list, branches: list[tuple[tuple[int, bool], ...]], base: int,
              bound: int) -> int | None:
    """Premises (with ``base``) refuting each branch's suppositions in turn, the premises
    already cited costing nothing more, if they cost less than ``bound``."""
    total = base
    for starts in branches:
        found = cheapest_refutation(g, starts, bound, total)
        if found is None:
            return None
        total |= found
    return total if price(total) < bound else None


def _links(g: list, marks: Marks) -> dict[int, list[tuple[int, int, int]]]:
    """The links that are both "either ... or" and "not both", or both "if ... then" and
    "if not ... then not": for each open cell, (the other cell, 1 if exactly one of the
    two is yes or 0 if both are alike, the premises as a mask)."""
    links: dict[int, list[tuple[int, int, int]]] = {}

    def link(p: int, q: int, odd: int, mask: int) -> None:
        links.setdefault(p, []).append((q, odd, mask))
        links.setdefault(q, []).append((p, odd, mask))

    for li, (_x, _other, cells) in enumerate(LINES):
        if not marks.line_yes[li] and marks.line_no[li] == 2:
            mask = 1 << li
            for c in cells:
                if g[c] is False:
                    mask |= 1 << (FACT0 + c)
            link(*(c for c in cells if g[c] is None), 1, mask)
    for c, v in enumerate(g):
        if v:
            for r, p, q in TRIANGLES_AT[c]:
                if g[p] is None and g[q] is None:
                    link(p, q, 0, 1 << r | 1 << (FACT0 + c))
    return links


def _paths(links: dict[int, list[tuple[int, int, int]]], start: int,
           bound: int) -> dict[tuple[int, int], int]:
    """The cheapest premises found joining ``start`` to each cell by links, with an odd or
    even number of "either ... or" links: {(cell, parity): premises}."""
    best = {(start, 0): 0}
    heap = [(0, 0, start, 0, 0)]
    count = 1
    while heap:
        _cost, _n, cell, parity, mask = heapq.heappop(heap)
        if best[cell, parity] != mask:
            continue
        for other, odd, premise in links.get(cell, ()):
            joined = mask | premise
            cost = price(joined)
            key = (other, parity ^ odd)
            if cost < bound and (key not in best or price(best[key]) > cost):
                best[key] = joined
                heapq.heappush(heap, (cost, count, other, parity ^ odd, joined))
                count += 1
    return best


def _candidate(source: tuple, new: Facts, mask: int, g: list, rec: list[int]
               ) -> Candidate:
    rules, cells = premises(mask)
    spec = tuple(("line", r) if r < NL else ("triangle", r - NL) for r in sorted(rules))
    return candidate(source, new, tuple((c, g[c]) for c in sorted(cells)), spec, (), rec)


def _bits(mask: int) -> list[int]:
    """The cells of a mask."""
    found = []
    while mask > 0:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found
