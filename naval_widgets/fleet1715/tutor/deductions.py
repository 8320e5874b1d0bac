"""The deductions one step can make, each with its premises and cost.

Every *source* (a grid line, a grid triangle, a subgrid's pairs, the grid's
elements that cannot share a wreck, a clue, a clue with one grid rule, two
clues together) is read against the current grid and yields at most one
candidate: its cheapest deduction. A candidate is a tuple ordered by
``(cost, -recency, -number of new facts, first new cell, source)``, so ``min``
picks the cheapest step, and among equal ones the one that uses what was
learned last. A source that finds the grid inconsistent yields a *conflict*
(used inside a proof by contradiction). Forcing chains (``chains``) and the case
splits (``splits``) make candidates of the same form.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import IntEnum
from itertools import combinations, product
from typing import Any, NamedTuple

from ..world.grid import ENDS, LINES, PAIR, SUBGRIDS, TRIANGLES
from .premises import NL, RULE_CELLS, RULES_OF, cheapest_refutation, premises, propagate
from .steps import cost

Facts = tuple[tuple[int, bool], ...]


class Source(IntEnum):
    """What a candidate deduction reads: the first item of its ``source`` (the rest
    says which one: a line's id, a clue's position ...).

    The values break ties between candidates equal in everything before their source
    (cost, recency, size, first new cell): the walkthroughs follow this order, so it
    stays fixed.
    """

    CLUE = 0            # one clue (its position)
    TWO_CLUES = 1       # two clues read together (their positions)
    FORCING_CHAIN = 2   # a supposition refuted by one-rule grid moves (its cell)
    CLUE_AND_RULE = 3   # a clue read with one grid rule (its position)
    PAIR = 4            # a subgrid's pair of lines with the same two open cells
    LINE = 5            # one grid line (its id)
    EITHER_OR = 6       # an either-or chain (the triangle and its two cells)
    TRIANGLE = 7        # one grid triangle (its id)
    EITHER_WAY = 8      # either way (the line whose open cells are the branches)
    APART = 9           # two elements that cannot share a wreck (cell, categories, element)


class Candidate(NamedTuple):
    cost: int
    recency: int          # minus the step number of the newest premise fact
    size: int             # minus the number of new facts
    anchor: int           # the first new cell (conflicts: -1)
    source: tuple[Any, ...]  # a ``Source``, then which one
    new: Facts            # empty for a conflict
    facts: Facts          # earlier facts used
    rules: tuple[tuple[Any, ...], ...]  # ("line", line id) or ("triangle", id)
    clues: tuple[int, ...]

    @property
    def conflict(self) -> bool:
        return not self.new


def candidate(source, new: Facts, facts: Facts, rules, clues, rec: list[int]) -> Candidate:
    """A candidate from what it reads, gives and uses (``rec``: when each cell was set)."""
    recent = max((rec[c] for c, _ in facts), default=-1)
    price = cost(len(clues), len(rules), len(facts))
    anchor = new[0][0] if new else -1
    return Candidate(price, -recent, -len(new), anchor, source, new, facts, tuple(rules),
                     tuple(clues))


def line(li: int, g: list, rec: list[int]) -> Candidate | None:
    """A line holds exactly one yes: a yes rules out the rest; three noes leave the fourth."""
    cells = LINES[li][2]
    vals = [g[c] for c in cells]
    rule = (("line", li),)
    yes = vals.count(True)
    if yes:
        if yes > 1:
            both = tuple((c, True) for c, v in zip(cells, vals, strict=True) if v)[:2]
            return candidate((Source.LINE, li), (), both, rule, (), rec)
        here = cells[vals.index(True)]
        new = tuple((c, False) for c, v in zip(cells, vals, strict=True) if v is None)
        return candidate((Source.LINE, li), new, ((here, True),), rule, (), rec) if new else None
    noes = vals.count(False)
    if noes == 4:
        return candidate((Source.LINE, li), (), tuple((c, False) for c in cells), rule, (), rec)
    if noes == 3:
        last = cells[vals.index(None)]
        facts = tuple((c, False) for c, v in zip(cells, vals, strict=True) if v is False)
        return candidate((Source.LINE, li), ((last, True),), facts, rule, (), rec)
    return None


def triangle(ti: int, g: list, rec: list[int]) -> Candidate | None:
    """Of the three cells joining three elements, never exactly two are yes."""
    a, b, c = TRIANGLES[ti][1]
    va, vb, vc = g[a], g[b], g[c]
    source, rule = (Source.TRIANGLE, ti), (("triangle", ti),)
    if va is None:
        if vb is None or vc is None or not (vb or vc):
            return None
        return candidate(source, ((a, vb and vc),), ((b, vb), (c, vc)), rule, (), rec)
    if vb is None:
        if vc is None or not (va or vc):
            return None
        return candidate(source, ((b, va and vc),), ((a, va), (c, vc)), rule, (), rec)
    if vc is None:
        if not (va or vb):
            return None
        return candidate(source, ((c, va and vb),), ((a, va), (b, vb)), rule, (), rec)
    if va + vb + vc == 2:
        return candidate(source, (), ((a, va), (b, vb), (c, vc)), rule, (), rec)
    return None


#: For each subgrid and direction: its four lines (ids) and their cells.
_SUBGRID_LINES: list[list[tuple[int, tuple[int, ...]]]] = []
for _g in range(len(SUBGRIDS)):
    for _rows in (True, False):
        _found = []
        for _li, (_x, _other, _cells) in enumerate(LINES):
            if _cells[0] // 16 == _g and (_cells[1] - _cells[0] == 1) == _rows:
                _found.append((_li, _cells))
        _SUBGRID_LINES.append(_found)


def pairs(si: int, g: list, rec: list[int]) -> Candidate | None:
    """Two lines of a subgrid left with the same two open cells take those two places:
    the other lines of the subgrid cannot use them."""
    lines = _SUBGRID_LINES[si]
    open_: list[tuple[int, ...] | None] = []
    for _li, cells in lines:
        vals = [g[c] for c in cells]
        open_.append(tuple(k for k, v in enumerate(vals) if v is None)
                     if True not in vals and vals.count(None) == 2 else None)
    best = None
    for i, j in combinations(range(4), 2):
        spots = open_[i]
        if spots is None or spots != open_[j]:
            continue
        new = tuple((lines[k][1][s], False) for k in range(4) if k not in (i, j)
                    for s in spots if g[lines[k][1][s]] is None)
        if not new:
            continue
        facts = tuple((c, False) for k in (i, j) for c in lines[k][1] if g[c] is False)
        cross = _cross_lines(si, spots)
        rules = (("line", lines[i][0]), ("line", lines[j][0]), *(("line", li) for li in cross))
        found = candidate((Source.PAIR, si), new, facts, rules, (), rec)
        best = found if best is None or found < best else best
    return best


def _cross_lines(si: int, spots: tuple[int, ...]) -> list[int]:
    """The lines of the other direction through positions ``spots`` of subgrid-direction si."""
    other = _SUBGRID_LINES[si ^ 1]
    return [other[s][0] for s in spots]


def reading(source, scope: tuple[int, ...], models, g: list, rec: list[int],
            rules: tuple[tuple[str, int], ...] = ()) -> Candidate | None:
    """What the clue(s) of ``source`` say about their cells, read with the fewest facts.

    ``rules``: the grid rules read with the clue(s), their ways already joined into
    ``models`` (``with_rule``).
    """
    vals = [g[c] for c in scope]
    fits = [m for m in models
            if all(v is None or v == mv for v, mv in zip(vals, m, strict=True))]
    clues = source[1:]
    if not fits:
        facts = _fewest(models, vals, range(len(models)))
        return candidate(source, (), tuple((scope[k], vals[k]) for k in facts), rules, clues, rec)
    unknown = [k for k, v in enumerate(vals) if v is None]
    entailed = [k for k in unknown if all(m[k] == fits[0][k] for m in fits[1:])]
    if not entailed:
        return None
    best: tuple[int, ...] | None = None
    for k in entailed:
        value = fits[0][k]
        used = _fewest(models, vals, [i for i, m in enumerate(models) if m[k] != value])
        if best is None or len(used) < len(best):
            best = used
    assert best is not None
    left = [m for m in models if all(m[k] == vals[k] for k in best)]
    new = tuple((scope[k], left[0][k]) for k in unknown
                if all(m[k] == left[0][k] for m in left[1:]))
    facts = tuple((scope[k], vals[k]) for k in best)
    return candidate(source, new, facts, rules, clues, rec)


def _fewest(models, vals: list, ruled: Any) -> tuple[int, ...]:
    """The fewest known cells that together rule out every model in ``ruled``."""
    known = [k for k, v in enumerate(vals) if v is not None]
    targets = list(ruled)
    kills = {k: sum(1 << i for i, mi in enumerate(targets) if models[mi][k] != vals[k])
             for k in known}
    full = (1 << len(targets)) - 1
    useful = [k for k in known if kills[k]]
    for size in range(len(useful) + 1):
        for combo in combinations(useful, size):
            mask = 0
            for k in combo:
                mask |= kills[k]
            if mask == full:
                return combo
    raise AssertionError("the known cells do not rule the models out")


def joint(scopes: list[tuple[int, ...]], models_list: list) -> tuple[tuple[int, ...], list]:
    """Two clues read as one: their cells, and the ways to fill them both."""
    (s1, s2), (m1, m2) = scopes, models_list
    scope = list(s1) + [c for c in s2 if c not in s1]
    where = [scope.index(c) for c in s2]
    joined = []
    for a in m1:
        for b in m2:
            row = list(a) + [None] * (len(scope) - len(a))
            ok = True
            for value, k in zip(b, where, strict=True):
                if row[k] is None:
                    row[k] = value
                elif row[k] != value:
                    ok = False
                    break
            if ok:
                joined.append(tuple(row))
    return tuple(scope), joined


#: The ways to fill a line (exactly one yes) and a triangle (never exactly two yes).
_LINE_WAYS = [tuple(k == j for k in range(4)) for j in range(4)]
_TRIANGLE_WAYS = [m for m in product((False, True), repeat=3) if sum(m) != 2]


def masks(scope: tuple[int, ...], models) -> tuple[tuple[int, int], ...]:
    """Ways to fill ``scope``, each as two bit masks of cells: those yes, those no."""
    return tuple((sum(1 << c for c, v in zip(scope, m, strict=True) if v),
                  sum(1 << c for c, v in zip(scope, m, strict=True) if not v)) for m in models)


def rule_ways(spec: tuple[str, int]) -> tuple[tuple[int, ...], list]:
    """A grid rule's (``("line", id)`` or ``("triangle", id)``) cells and ways to fill them."""
    kind, index = spec
    return (LINES[index][2], _LINE_WAYS) if kind == "line" else \
        (TRIANGLES[index][1], _TRIANGLE_WAYS)


def _rule_masks(spec: tuple[str, int]) -> tuple[tuple[tuple[int, int], ...], int]:
    """A grid rule's ways as masks (``masks``), and its cells as one mask."""
    cells, ways = rule_ways(spec)
    return masks(cells, ways), sum(1 << c for c in cells)


_RULE_MASKS = {spec: _rule_masks(spec)
               for spec in [*(("line", li) for li in range(len(LINES))),
                            *(("triangle", ti) for ti in range(len(TRIANGLES)))]}


class Mix(NamedTuple):
    """A clue read with one grid rule: the rule, its ways as masks (``masks``), and the
    cells of both as one mask."""

    rule: tuple[str, int]
    ways: tuple[tuple[int, int], ...]
    cells: int


def mix(scope: tuple[int, ...], ways: tuple[tuple[int, int], ...],
        spec: tuple[str, int]) -> Mix | None:
    """A clue (its cells, and its ways as masks) read with one grid rule; ``None`` when
    the rule lies within the clue's cells and rules out none of its ways (it adds
    nothing)."""
    rule, cells = _RULE_MASKS[spec]
    scope_mask = sum(1 << c for c in scope)
    if not cells & ~scope_mask and all(any(not (cy & wn or cn & wy) for wy, wn in rule)
                                       for cy, cn in ways):
        return None
    return Mix(spec, rule, scope_mask | cells)


def with_rule(scope: tuple[int, ...], models, spec: tuple[str, int]
              ) -> tuple[tuple[int, ...], list]:
    """A clue read with one grid rule: the cells and ways of both (``joint``)."""
    cells, ways = rule_ways(spec)
    return joint([scope, cells], [models, ways])


def allowed(ways: tuple[tuple[int, int], ...], yes: int, no: int) -> list[tuple[int, int]]:
    """The ways (as masks) the grid's marks (masks ``yes`` and ``no``) allow."""
    return [(y, n) for y, n in ways if not (y & no or n & yes)]


def settles(fits: list[tuple[int, int]], ways: tuple[tuple[int, int], ...], yes: int,
            no: int) -> bool:
    """Whether a clue's ways the grid allows (``fits``, as masks) read with a rule's
    ``ways`` leave none, or agree on an open cell (the grid: masks ``yes`` and ``no``).

    A quick test before ``reading``: the joined ways are never built.
    """
    open_ = ~(yes | no)
    common_yes = common_no = -1
    for wy, wn in allowed(ways, yes, no):
        for fy, fn in fits:
            if fy & wn or fn & wy:
                continue
            common_yes &= fy | wy
            common_no &= fn | wn
            if not (common_yes | common_no) & open_:
                return False
    return True


#: LINE_ID[x][category]: the line of x against category (-1 within x's own).
LINE_ID: list[list[int]] = [[-1] * 5 for _ in range(20)]
for _li, (_x, _other, _cells) in enumerate(LINES):
    LINE_ID[_x][_other] = _li
TRIANGLE_ID = {frozenset(els): ti for ti, (els, _cells) in enumerate(TRIANGLES)}


def options(g: list) -> list[list[int]]:
    """``opts[x][category]``: 4-bit mask of the elements of category not ruled out for x."""
    opts = [[0] * 5 for _ in range(20)]
    for x, other, cells in LINES:
        opts[x][other] = (g[cells[0]] is not False) | (g[cells[1]] is not False) << 1 | \
            (g[cells[2]] is not False) << 2 | (g[cells[3]] is not False) << 3
    return opts


_BITS4 = [tuple(k for k in range(4) if mask >> k & 1) for mask in range(16)]


#: For each cell: the three categories its two elements are not of.
_THIRD = [tuple(k for k in range(5) if k != x >> 2 and k != y >> 2) for x, y in ENDS]


def _blocked(mine: int, k: int, theirs: int, m: int, opts: list[list[int]]) -> bool:
    """No element of category k in ``mine`` goes with any element of category m in ``theirs``."""
    for z in _BITS4[mine]:
        if theirs & opts[k * 4 + z][m]:
            return False
    return True


def crossings(g: list, rec: list[int]) -> Candidate | None:
    """Two elements that cannot share a wreck: the cheapest such deduction, if any.

    *Nothing in common*: no element of some third category is open to both.
    *No room together*: the wreck they would share would need, from two other
    categories, two elements that do not go together.
    """
    opts = options(g)
    best = None
    for c, (x, y) in enumerate(ENDS):
        if g[c] is not None:
            continue
        ox, oy = opts[x], opts[y]
        k1, k2, k3 = _THIRD[c]
        m1, m2, m3 = ox[k1] & oy[k1], ox[k2] & oy[k2], ox[k3] & oy[k3]
        if m1 and m2 and m3 and not (_blocked(m1, k1, m2, k2, opts) or
                                     _blocked(m1, k1, m3, k3, opts) or
                                     _blocked(m2, k2, m3, k3, opts)):
            continue
        common = {k1: m1, k2: m2, k3: m3}
        for k in (k1, k2, k3):
            if not common[k]:
                found = _apart(c, x, y, (k,), opts, g, rec)
                best = found if best is None or found < best else best
        for k, m in ((k1, k2), (k1, k3), (k2, k3)):
            if common[k] and common[m] and _blocked(common[k], k, common[m], m, opts):
                found = _apart(c, x, y, (k, m), opts, g, rec)
                best = found if best is None or found < best else best
    return best


def _apart(c: int, x: int, y: int, kinds: tuple[int, ...], opts, g: list,
           rec: list[int]) -> Candidate:
    """x and y apart, read from one of them (the cheaper): its lines against ``kinds``."""
    best = None
    for one, two in ((x, y), (y, x)):
        facts: list[tuple[int, bool]] = []
        rules: list[tuple[str, int]] = []
        for k in kinds:
            rules.append(("line", LINE_ID[one][k]))
            for z in range(4):
                mine = PAIR[one][k * 4 + z]
                if g[mine] is False:
                    facts.append((mine, False))
                elif not opts[two][k] >> z & 1:
                    facts.append((PAIR[two][k * 4 + z], False))
                    rules.append(("triangle", TRIANGLE_ID[frozenset((x, y, k * 4 + z))]))
        if len(kinds) == 2:
            k, m = kinds
            for z in _BITS4[opts[x][k] & opts[y][k]]:
                for w in _BITS4[opts[x][m] & opts[y][m]]:
                    facts.append((PAIR[k * 4 + z][m * 4 + w], False))
                    rules.append(("triangle", TRIANGLE_ID[frozenset((one, k * 4 + z,
                                                                    m * 4 + w))]))
        found = candidate((Source.APART, c, kinds, one), ((c, False),), tuple(facts),
                          tuple(rules), (), rec)
        best = found if best is None or found < best else best
    assert best is not None
    return best

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
    return Marks(_yes_mask(g), sum(1 << c for c, v in enumerate(g) if v is False),
                  line_yes, line_no)


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
    return _Quiet(marks.yes, marks.no, set_yes, set_no, near)


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
        known = _Quiet(marks.yes, marks.no, known.set_yes, known.set_no, known.near)
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
    known = memory[key] = _Quiet(marks.yes, marks.no, set_yes, spread & ~set_yes, near)
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
