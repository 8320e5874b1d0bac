"""Forcing chains: supposing a cell the other way, one-rule grid moves break a rule.

A *spread* makes every one-rule move (a line, a triangle) from a supposition,
breadth first, until a rule breaks or no move is left (unit propagation); the
rules and marks behind a broken rule are the refutation's premises, cut down to
a minimal set (``minimal_premises``) or searched cheapest first
(``premises.cheapest_refutation``). Suppositions that break no rule are
remembered from one grid to the next (``closure``, ``forcing_chain``'s
``memory``); the case splits (``splits``) read the same spreads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..world.grid import ENDS
from .deductions import Candidate, Source, candidate
from .premises import NL, RULE_CELLS, RULES_OF, cheapest_refutation, premises, propagate
from .steps import cost

#: For each cell, the rules it is in, as read from that cell: its lines (rule id and
#: the line's cells), then its triangles (rule id and the two other cells), each in rule
#: id order, as ``RULES_OF`` lists them.
_LINES_AT: list[tuple[tuple[int, tuple[int, ...]], ...]] = [
    tuple((r, RULE_CELLS[r]) for r in _rules if r < NL) for _rules in RULES_OF]
TRIANGLES_AT: list[tuple[tuple[int, int, int], ...]] = [
    tuple((r, *(d for d in RULE_CELLS[r] if d != _c)) for r in _rules if r >= NL)
    for _c, _rules in enumerate(RULES_OF)]
#: For each cell: the cells its triangles share with it, as a bit mask. A cell marked no
#: moves a triangle (or breaks it) only when one of those is yes.
_PARTNERS: list[int] = [sum(1 << p | 1 << q for _r, p, q in _tris) for _tris in TRIANGLES_AT]
#: For each cell and each cell sharing a triangle with it (as a bit): that triangle.
_TRIANGLE_WITH: list[dict[int, tuple[int, int, int]]] = [
    {1 << d: tri for tri in _tris for d in tri[1:]} for _tris in TRIANGLES_AT]


def _yes_mask(g: list) -> int:
    """The cells marked yes in ``g``, as a bit mask."""
    return sum(1 << c for c, v in enumerate(g) if v)


class Marks(NamedTuple):
    """What a spread reads of the grid's marks before it starts."""

    yes: int              # the cells marked yes, as a bit mask
    no: int               # the cells marked no, as a bit mask
    line_yes: list[int]   # for each line: its cells marked yes
    line_no: list[int]    # for each line: its cells marked no


def marks_of(g: list) -> Marks:
    """The grid's marks as ``_spread`` reads them."""
    line_yes = [0] * NL
    line_no = [0] * NL
    for r in range(NL):
        for c in RULE_CELLS[r]:
            if g[c] is not None:
                if g[c]:
                    line_yes[r] += 1
                else:
                    line_no[r] += 1
    return Marks(yes=_yes_mask(g), no=sum(1 << c for c, v in enumerate(g) if v is False),
                 line_yes=line_yes, line_no=line_no)


#: For each cell: the ids of its two lines.
_LINE_IDS_AT: list[tuple[int, ...]] = [tuple(r for r, _cells in _lines) for _lines in _LINES_AT]
#: No limit on a spread's depth.
_NO_DEPTH = 10**6


def _spread(g: list, start: int, value: bool, depth: int, marks: Marks | None = None):
    """``premises.propagate`` with every rule, faster: the same moves in the same order.

    ``marks``: ``marks_of(g)``, if known. A line is read from its counts of yes and no; a
    cell marked no reads only the triangles it shares with a yes (only they can move).

    Returns (the broken rule or -1, the level at which it broke (the supposition's is 0),
    the values, the rule that set each cell, the cells set in order, whether ``depth``
    stopped the spread before it ran out of moves, the cells then marked yes as a mask).
    """
    if marks is None:
        marks = marks_of(g)
    val = list(g)
    why = [-1] * len(val)
    line_yes, line_no = list(marks.line_yes), list(marks.line_no)
    val[start] = value
    for r in _LINE_IDS_AT[start]:
        if value:
            line_yes[r] += 1
        else:
            line_no[r] += 1
    ayes = marks.yes | (1 << start if value else 0)
    return _run(val, why, [start], ayes, line_yes, line_no, depth)


def _run(val: list, why: list[int], level: list[int], ayes: int, line_yes: list[int],
         line_no: list[int], depth: int):
    """``_spread``'s moves from the cells of ``level`` (already set in ``val``), breadth
    first; ``ayes`` and the line counts describe ``val`` (and follow it)."""
    lines_at, line_ids, triangles_at, partners, with_ = \
        _LINES_AT, _LINE_IDS_AT, TRIANGLES_AT, _PARTNERS, _TRIANGLE_WITH
    moved: list[int] = []
    for step in range(depth + 1):
        nxt: list[int] = []
        for c in level:
            for r, cells in lines_at[c]:
                yes = line_yes[r]
                if yes == 1:
                    if line_no[r] < 3:
                        for x in cells:
                            if val[x] is None:
                                val[x], why[x] = False, r
                                nxt.append(x)
                                for li in line_ids[x]:
                                    line_no[li] += 1
                elif yes:
                    return r, step, val, why, moved + nxt, False, ayes
                else:
                    no = line_no[r]
                    if no == 3:
                        x = next(x for x in cells if val[x] is None)
                        val[x], why[x] = True, r
                        nxt.append(x)
                        ayes |= 1 << x
                        for li in line_ids[x]:
                            line_yes[li] += 1
                    elif no == 4:
                        return r, step, val, why, moved + nxt, False, ayes
            vc = val[c]
            if vc:
                triangles = triangles_at[c]
            else:
                near = ayes & partners[c]
                if not near:
                    continue
                # One yes among them: only its triangle can move.
                triangles = (with_[c][near],) if near & (near - 1) == 0 else triangles_at[c]
            for r, p, q in triangles:
                vp, vq = val[p], val[q]
                if vp is None:
                    if vq is None or not (vc or vq):
                        continue
                    x, new = p, vc and vq
                elif vq is None:
                    if not (vc or vp):
                        continue
                    x, new = q, vc and vp
                else:
                    if vc + vp + vq == 2:
                        return r, step, val, why, moved + nxt, False, ayes
                    continue
                val[x], why[x] = new, r
                nxt.append(x)
                if new:
                    ayes |= 1 << x
                    for li in line_ids[x]:
                        line_yes[li] += 1
                else:
                    for li in line_ids[x]:
                        line_no[li] += 1
        if not nxt:
            return -1, step, val, why, moved, False, ayes
        moved += nxt
        level = nxt
    return -1, depth, val, why, moved, True, ayes


def settled(g: list, marks: Marks) -> bool:
    """Whether no grid rule is broken or can make a move in ``g`` (``marks``: ``marks_of(g)``).

    A triangle with no cell marked yes can neither move nor break: only the triangles
    of the yes cells are read.
    """
    for yes, no in zip(marks.line_yes, marks.line_no, strict=True):
        if yes > 1 or no == 4 or (yes == 1 and no < 3) or (not yes and no == 3):
            return False
    for c, v in enumerate(g):
        if v:
            for _r, p, q in TRIANGLES_AT[c]:
                vp, vq = g[p], g[q]
                if (vp is None) != (vq is None) or (vp is not None and vp != vq):
                    return False
    return True


def _trace(broken: int, why: list[int], start: int) -> tuple[set[int], set[int]]:
    """The rules and grid marks behind the breaking of rule ``broken``."""
    rules, facts, seen = {broken}, set(), set()
    stack = list(RULE_CELLS[broken])
    while stack:
        x = stack.pop()
        if x in seen or x == start:
            continue
        seen.add(x)
        r = why[x]
        if r < 0:
            facts.add(x)
        else:
            rules.add(r)
            stack.extend(y for y in RULE_CELLS[r] if y != x)
    return rules, facts


def refutation(g: list, start: int, value: bool, allowed: set[int] | None = None,
               depth: int = 10**6):
    """The rules and grid marks a refutation of ``start`` = ``value`` uses, or ``None``."""
    if allowed is None:
        broken, _level, _val, why, _moved, _cut, _yes = _spread(g, start, value, depth)
    else:
        broken, _val, why = propagate(g, ((start, value),), allowed, depth)
    return _trace(broken, why, start) if broken >= 0 else None


def minimal_premises(g: list, start: int, value: bool, rules: set[int], facts: set[int]):
    """Drop premises one at a time (rules first: they cost more) while the refutation holds."""
    marks = [None] * len(g)
    for c in facts:
        marks[c] = g[c]
    for r in sorted(rules):
        if r in rules and len(rules) > 1:
            trial = refutation(marks, start, value, rules - {r})
            if trial is not None:
                rules, facts = trial[0], trial[1]
                marks = [None] * len(g)
                for c in facts:
                    marks[c] = g[c]
    for c in sorted(facts):
        if c in facts:
            fewer = list(marks)
            fewer[c] = None
            trial = refutation(fewer, start, value, rules)
            if trial is not None:
                rules, facts = trial
                marks = [None] * len(g)
                for d in facts:
                    marks[d] = g[d]
    return rules, facts


#: For each cell: its two lines, each as a bit mask of cells.
_LINE_MASKS: list[tuple[int, ...]] = [
    tuple(sum(1 << d for d in cells) for _r, cells in _lines) for _lines in _LINES_AT]
#: For each cell and each cell sharing a triangle with it (as a bit): that triangle's
#: cells, as a bit mask.
_TRIANGLE_MASK_WITH: list[dict[int, int]] = [
    {low: 1 << c | 1 << p | 1 << q for low, (_r, p, q) in _with.items()}
    for c, _with in enumerate(_TRIANGLE_WITH)]
#: For each cell: the cells sharing a rule with it, as a bit mask.
_NEAR: list[int] = [_LINE_MASKS[_c][0] | _LINE_MASKS[_c][1] | _PARTNERS[_c]
                    for _c in range(len(ENDS))]


class _Quiet(NamedTuple):
    """A supposition whose spread broke no rule: the grid's marks it was last known to hold
    in (bit masks), and what it sets with them, itself included (the closure)."""

    yes: int
    no: int
    set_yes: int
    set_no: int
    near: int   # the cells sharing a rule with the closure


def _unsettled(known: _Quiet, yes: int, no: int) -> list[int] | None:
    """Where a quiet supposition's closure stops being closed in a settled grid marked
    ``yes`` and ``no``: the new marks in a rule that, with the closure, can now move or
    is broken (none: the supposition is still quiet).

    ``None`` when the grid took marks away or marked a cell of the closure the other way.
    The grid's marks with the closure, closed, hold every one-rule deduction from the
    supposition in the grid (unit propagation). Only the rules holding both a new mark
    and a cell of the closure can have changed.
    """
    if known.yes & ~yes or known.no & ~no or known.set_yes & no or known.set_no & yes:
        return None
    added = ((yes & ~known.yes) | (no & ~known.no)) & known.near
    closure = known.set_yes | known.set_no
    all_yes, all_no = yes | known.set_yes, no | known.set_no
    seeds = []
    while added:
        low = added & -added
        added ^= low
        f = low.bit_length() - 1
        for mask in _LINE_MASKS[f]:
            if mask & closure:
                ky, kn = (all_yes & mask).bit_count(), (all_no & mask).bit_count()
                if ky > 1 or kn == 4 or (ky == 1 and kn < 3) or (not ky and kn == 3):
                    seeds.append(f)
                    break
        else:
            near = _PARTNERS[f] & closure
            while near:
                bit = near & -near
                near ^= bit
                mask = _TRIANGLE_MASK_WITH[f][bit]
                ky, kn = (all_yes & mask).bit_count(), (all_no & mask).bit_count()
                if (ky and ky + kn == 2) or (ky == 2 and kn == 1):
                    seeds.append(f)
                    break
    return seeds


def _extended(known: _Quiet, g: list, marks: Marks, seeds: list[int]) -> _Quiet | None:
    """A quiet supposition's closure carried to a settled grid ``g`` that only added marks
    (none against it): the grid, the closure and the one-rule deductions from the new
    marks ``seeds`` (``_unsettled``), if no rule breaks (else ``None``: it may not be
    quiet). Deductions from the supposition in ``g`` break a rule if and only if these
    do, and reach no further (unit propagation).
    """
    val = list(g)
    line_yes, line_no = list(marks.line_yes), list(marks.line_no)
    fresh = (known.set_yes | known.set_no) & ~(marks.yes | marks.no)
    while fresh:
        low = fresh & -fresh
        fresh ^= low
        x = low.bit_length() - 1
        val[x] = value = bool(known.set_yes & low)
        for r in _LINE_IDS_AT[x]:
            if value:
                line_yes[r] += 1
            else:
                line_no[r] += 1
    broken, _step, val, _why, moved, _cut, _yes = _run(
        val, [-1] * len(val), seeds, marks.yes | known.set_yes, line_yes, line_no, _NO_DEPTH)
    if broken >= 0:
        return None
    set_yes, set_no, near = known.set_yes, known.set_no, known.near
    for x in moved:
        if val[x]:
            set_yes |= 1 << x
        else:
            set_no |= 1 << x
        near |= _NEAR[x]
    return _Quiet(yes=marks.yes, no=marks.no, set_yes=set_yes, set_no=set_no, near=near)


def _recalled(memory: dict, key: tuple[int, bool], g: list, marks: Marks) -> _Quiet | None:
    """A remembered quiet supposition ``key`` (cell, value), carried to the settled grid
    ``g`` (and remembered so), if it is still known to be quiet there."""
    known = memory.get(key)
    if known is None:
        return None
    seeds = _unsettled(known, marks.yes, marks.no)
    if seeds is None:
        known = None
    elif not seeds:
        known = known._replace(yes=marks.yes, no=marks.no)
    else:
        known = _extended(known, g, marks, seeds)
    if known is not None:
        memory[key] = known
    return known


def _remember(memory: dict, key: tuple[int, bool], marks: Marks, moved: list[int],
              yes: int) -> _Quiet:
    """Remember a quiet supposition ``key`` (cell, value) whose spread set ``moved`` and
    left ``yes`` marked yes."""
    spread, near = 1 << key[0], _NEAR[key[0]]
    for x in moved:
        spread |= 1 << x
        near |= _NEAR[x]
    set_yes = yes & ~marks.yes
    known = memory[key] = _Quiet(yes=marks.yes, no=marks.no, set_yes=set_yes,
                                 set_no=spread & ~set_yes, near=near)
    return known


def closure(g: list, marks: Marks, share: bool, c: int, value: bool,
            memory: dict) -> tuple[int, int] | None:
    """What one-rule moves from supposing cell c has ``value`` set (the cells yes and the
    cells no, as masks, the supposition included), or ``None`` if a rule breaks. Kept in
    ``memory`` (as ``forcing_chain`` keeps it) when the grid is settled (``share``)."""
    if share:
        known = _recalled(memory, (c, value), g, marks)
        if known is None:
            broken, _level, _val, _why, moved, _cut, yes = _spread(g, c, value, _NO_DEPTH,
                                                                   marks)
            if broken >= 0:
                return None
            known = _remember(memory, (c, value), marks, moved, yes)
        # A remembered closure may hold cells the grid has marked since.
        return known.set_yes & ~marks.yes, known.set_no & ~marks.no
    broken, _level, val, _why, moved, _cut, yes = _spread(g, c, value, _NO_DEPTH, marks)
    if broken >= 0:
        return None
    set_yes = yes & ~marks.yes
    spread = 1 << c
    for x in moved:
        spread |= 1 << x
    return set_yes, spread & ~set_yes


#: The ``_AGAIN`` cheapest refutations, if they cost less than the cheapest plus ``_CLOSE``,
#: are searched again keeping ``_LABELS`` sets of premises a literal.
_AGAIN, _CLOSE, _LABELS = 3, 10, 5


def forcing_chain(g: list, truth: Sequence[bool | None], rec: list[int], bound: int,
                  memory: dict[tuple[int, bool], _Quiet] | None = None) -> Candidate | None:
    """*Forcing chain*: supposing a cell the other way, one-rule grid deductions reach a
    broken rule; the cell is settled. Of the open cells, the refutation citing the
    cheapest premises (made minimal), if it costs less than ``bound``.

    Suppositions known to break no rule are not spread, which leaves the result as it
    is. One-rule deductions are unit propagation: when no grid rule can move in ``g``
    (``settled``) and a spread runs out of moves without breaking a rule, the grid with
    what it set (its closure) is consistent and closed, so every supposition inside
    that closure stays inside it and breaks no rule either. ``memory`` (kept by the
    caller from one grid to the next) holds such closures, used again while they stay
    consistent and closed with the grid's new marks (``_unsettled``, ``_extended``).
    """
    best = None
    refuted: list[tuple[int, int, bool]] = []
    if (bound - 2) // 5 - 1 < 1:
        return None   # too cheap a bound for any chain: two rules and a mark cost 11
    marks = marks_of(g)
    share = settled(g, marks)
    if memory is None:
        memory = {}
    # Suppositions known to break no rule: cells to suppose yes, cells to suppose no.
    quiet_yes = quiet_no = 0
    for c, v in enumerate(g):
        if v is not None:
            continue
        # A chain d moves deep cites at least d + 1 rules and one mark.
        depth = (bound - 2) // 5 - 1
        if depth < 1:
            break
        tries = (True, False) if truth[c] is None else (not truth[c],)
        found = None
        for wrong in tries:
            if (quiet_yes if wrong else quiet_no) >> c & 1:
                continue
            if share:
                known = _recalled(memory, (c, wrong), g, marks)
                if known is not None:
                    quiet_yes |= known.set_yes
                    quiet_no |= known.set_no
                    continue
            # Spread all the way when the marks can vouch for others: a refutation
            # deeper than ``depth`` is not taken.
            broken, level, val, why, moved, cut, yes = _spread(
                g, c, wrong, _NO_DEPTH if share else depth, marks)
            if broken >= 0:
                if level <= depth:
                    found = _trace(broken, why, c)
                    break
                continue
            if share:
                known = _remember(memory, (c, wrong), marks, moved, yes)
                quiet_yes |= known.set_yes
                quiet_no |= known.set_no
        if found is None:
            continue
        rules, facts = minimal_premises(g, c, wrong, *found)
        price = cost(0, len(rules), len(facts))
        cheaper = cheapest_refutation(g, ((c, wrong),), min(price, bound + _CLOSE))
        if cheaper is not None:
            rules, facts = minimal_premises(g, c, wrong, *premises(cheaper))
            price = cost(0, len(rules), len(facts))
        refuted.append((price, c, wrong))
        if price < bound:
            best = _chain(best, g, c, wrong, rules, facts, rec)
            bound = min(bound, price + 1)
    # The few refutations nearly as cheap, searched again keeping more premises a literal.
    for price, c, wrong in sorted(refuted)[:_AGAIN]:
        if best is None or price >= best.cost + _CLOSE:
            break
        cheaper = cheapest_refutation(g, ((c, wrong),), best.cost + 1, labels=_LABELS)
        if cheaper is not None:
            best = _chain(best, g, c, wrong, *minimal_premises(g, c, wrong, *premises(cheaper)),
                          rec)
    return best


def _chain(best: Candidate | None, g: list, c: int, wrong: bool, rules: set[int],
           facts: set[int], rec: list[int]) -> Candidate:
    """The cheaper of ``best`` and the forcing chain refuting c = ``wrong`` by these
    premises."""
    spec = tuple(("line", r) if r < NL else ("triangle", r - NL) for r in sorted(rules))
    known = tuple((d, g[d]) for d in sorted(facts))
    found = candidate((Source.FORCING_CHAIN, c), ((c, not wrong),), known, spec, (), rec)
    return found if best is None or found < best else best
