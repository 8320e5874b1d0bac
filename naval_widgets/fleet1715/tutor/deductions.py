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

from enum import IntEnum
from functools import lru_cache
from itertools import combinations, product
from typing import Any, NamedTuple

from ..world.grid import ENDS, LINES, PAIR, SUBGRIDS, TRIANGLES
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
    return Candidate(cost=price, recency=-recent, size=-len(new), anchor=anchor, source=source,
                     new=new, facts=facts, rules=tuple(rules), clues=tuple(clues))


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
    if va is None:
        if vb is None or vc is None or not (vb or vc):
            return None
        new, facts = ((a, vb and vc),), ((b, vb), (c, vc))
    elif vb is None:
        if vc is None or not (va or vc):
            return None
        new, facts = ((b, va and vc),), ((a, va), (c, vc))
    elif vc is None:
        if not (va or vb):
            return None
        new, facts = ((c, va and vb),), ((a, va), (b, vb))
    elif va + vb + vc == 2:
        new, facts = (), ((a, va), (b, vb), (c, vc))
    else:
        return None
    return candidate((Source.TRIANGLE, ti), new, facts, (("triangle", ti),), (), rec)


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
    base = si // 2 * 16
    best = None
    for new, facts, rules in _pair_moves(si, tuple(g[base:base + 16])):
        found = candidate((Source.PAIR, si), new, facts, rules, (), rec)
        best = found if best is None or found < best else best
    return best


@lru_cache(maxsize=1 << 14)
def _pair_moves(si: int, marks: tuple) -> tuple[tuple[Facts, Facts, tuple], ...]:
    """``pairs``' moves (new facts, facts used, rules) from the marks of the subgrid's
    16 cells. Cached: the same subgrid meets the same marks again and again."""
    base = si // 2 * 16
    lines = _SUBGRID_LINES[si]
    open_: list[tuple[int, ...] | None] = []
    for _li, cells in lines:
        vals = [marks[c - base] for c in cells]
        open_.append(tuple(k for k, v in enumerate(vals) if v is None)
                     if True not in vals and vals.count(None) == 2 else None)
    moves = []
    for i, j in combinations(range(4), 2):
        spots = open_[i]
        if spots is None or spots != open_[j]:
            continue
        new = tuple((lines[k][1][s], False) for k in range(4) if k not in (i, j)
                    for s in spots if marks[lines[k][1][s] - base] is None)
        if not new:
            continue
        facts = tuple((c, False) for k in (i, j) for c in lines[k][1]
                      if marks[c - base] is False)
        cross = _cross_lines(si, spots)
        rules = (("line", lines[i][0]), ("line", lines[j][0]), *(("line", li) for li in cross))
        moves.append((new, facts, rules))
    return tuple(moves)


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
    found = _read(scope, models, tuple(g[c] for c in scope))
    if found is None:
        return None
    new, facts = found
    return candidate(source, new, facts, rules, source[1:], rec)


@lru_cache(maxsize=1 << 16)
def _read(scope: tuple[int, ...], models: tuple, vals: tuple) -> tuple[Facts, Facts] | None:
    """``reading``'s new facts and the facts it uses, from the marks ``vals`` of ``scope``
    (``None``: nothing new). Cached: the same clue meets the same marks again and again,
    in one walkthrough and in the next."""
    fits = [m for m in models
            if all(v is None or v == mv for v, mv in zip(vals, m, strict=True))]
    if not fits:
        facts = _fewest(models, vals, range(len(models)))
        return (), tuple((scope[k], vals[k]) for k in facts)
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
    return new, tuple((scope[k], vals[k]) for k in best)


def _fewest(models, vals: tuple, ruled: Any) -> tuple[int, ...]:
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


def joint(scopes: list[tuple[int, ...]], models_list: list
          ) -> tuple[tuple[int, ...], tuple]:
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
    return tuple(scope), tuple(joined)


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
    return Mix(rule=spec, ways=rule, cells=scope_mask | cells)


def with_rule(scope: tuple[int, ...], models, spec: tuple[str, int]
              ) -> tuple[tuple[int, ...], tuple]:
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
