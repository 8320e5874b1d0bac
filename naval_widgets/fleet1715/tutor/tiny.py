"""Tiny puzzles: a few clues over some of the five categories, to meet one technique at a time.

A tiny puzzle keeps only some categories (sites and cargo: one 4x4 subgrid;
sites, cargo and depth: three subgrids, 48 cells), has a handful of clues that
mention nothing else, and exactly one solution *on those categories* (the
categories left out stay open: no clue speaks of them). The same explainer
solves it, told to deduce only inside the puzzle's subgrids: the grid rules it
reads are the lines and triangles lying there, and the cells outside stay
blank. ``TINY`` holds one hand-written tiny puzzle per technique the second
notebook teaches, each true of scenario A's solution: every technique a scenario's
walkthrough or rating uses is met first on one of them.

>>> puzzle = tiny_puzzle(TINY["one to one"].clues, ("site", "cargo"))
>>> len(puzzle.cells), len(puzzle.clues), puzzle.names
(16, 3, ('site', 'cargo'))
>>> [step.technique for step in puzzle.explain()][-1]
'only place left'
>>> try:
...     tiny_puzzle([Pairing(element("nao"), element("silver"))], ("site", "cargo"))
... except IllegalAction as err:
...     print(err.rule, err.message[:58])
fleet1715/clues Clue 1 (“The Nao carried silver.”) speaks of the ship type
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core import IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import Named, brief
from ..world.clues import Area, Clue, Deeper, DepthLimit, Negation, NextTo, Pairing, as_clues
from ..world.data import CATEGORIES, CATEGORY_KEYS, CATEGORY_WORDS, SITE, element
from ..world.grammar import joined
from ..world.grid import CELLS, ENDS, LINES, PAIR, SUBGRIDS, TRIANGLES, Grid, as_grid, cell_text
from ..world.phrases import listing
from ..world.puzzles import as_puzzle
from ..world.solution import Solution
from . import deductions as dd
from .explainer import Work
from .hints import MARK_WORDS
from .steps import Step

_ = Catalog("fleet1715")

RULE = "fleet1715/categories"
_NAMES = {**{key: k for k, key in enumerate(CATEGORY_KEYS)},
          **{name: k for k, name in enumerate(CATEGORIES)}}


def as_categories(categories: Any) -> tuple[int, ...]:
    """Category ids (sorted) from names or keys ("site", "cargo", "depth", "type" or "ship
    type", "name" or "ship name") or ids (0-4); ``IllegalAction`` (fleet1715/categories)
    for an unknown one, or fewer than two."""
    if isinstance(categories, str):
        categories = (categories,)
    try:
        given = list(categories)
    except TypeError:
        raise IllegalAction(RULE, f"Expected a list of categories; got {brief(categories)}.") \
            from None
    found = set()
    for category in given:
        if isinstance(category, int) and not isinstance(category, bool) and 0 <= category < 5:
            found.add(category)
            continue
        if not isinstance(category, str) or category not in _NAMES:
            raise IllegalAction(RULE, f"There is no category {brief(category)}; the categories "
                                      f"are {listing(list(CATEGORY_KEYS), 'and')}.")
        found.add(_NAMES[category])
    if len(found) < 2:
        raise IllegalAction(RULE, "A tiny puzzle needs at least two different categories "
                                  f"(one subgrid); got {brief(given)}.")
    return tuple(sorted(found))


def cells_of(categories: Sequence[int]) -> tuple[int, ...]:
    """The cells of the subgrids joining two of ``categories`` (category ids)."""
    chosen = set(categories)
    return tuple(c for c, (x, y) in enumerate(ENDS) if x // 4 in chosen and y // 4 in chosen)


def _pins(categories: tuple[int, ...]) -> Grid:
    """Marks that fix every category left out (and, without the sites, the first one kept)
    at the sites in order, so that the solutions left are the puzzle's own."""
    fixed = [k for k in range(1, 5) if k not in categories]
    if SITE not in categories:
        fixed.append(categories[0])
    marks: list[bool | None] = [None] * CELLS
    for k in fixed:
        for i in range(4):
            marks[PAIR[k * 4 + i][i]] = True
    return tuple(marks)


class Within(Work):
    """The explainer's work, deducing only inside the subgrids of some categories: the
    lines and triangles lying there, the subgrids' pairs and the crossings of their cells.

    Cells outside stay blank; the work is done when every cell inside is filled.
    """

    def __init__(self, clues: Sequence[Clue], grid: Grid, truth: Grid,
                 categories: Sequence[int], easiest: bool = False) -> None:
        #: The cells inside (in order), and the same as a set.
        self.inside = cells_of(categories)
        self.inside_set = frozenset(self.inside)
        #: The lines and triangles lying inside (ids).
        self.lines_inside = frozenset(li for li, (_x, _o, cells) in enumerate(LINES)
                                      if cells[0] in self.inside_set)
        self.triangles_inside = frozenset(ti for ti, (_e, cells) in enumerate(TRIANGLES)
                                          if all(c in self.inside_set for c in cells))
        chosen = set(categories)
        #: The subgrid directions (``deductions.pairs``) inside.
        self.directions_inside = tuple(si for si in range(2 * len(SUBGRIDS))
                                       if set(SUBGRIDS[si // 2]) <= chosen)
        super().__init__(clues, grid, truth, easiest)

    def refresh(self, lines, triangles, clues) -> None:
        super().refresh([li for li in lines if li in self.lines_inside],
                        [ti for ti in triangles if ti in self.triangles_inside], clues)

    @property
    def done(self) -> bool:
        g = self.g
        return all(g[c] is not None for c in self.inside)

    def patterns(self) -> list[dd.Candidate]:
        g, rec = self.g, self.rec
        found = [dd.pairs(si, g, rec) for si in self.directions_inside]
        # Outside cells marked yes are skipped, and leave every element open there.
        inside = self.inside_set
        found.append(dd.crossings([v if c in inside else True for c, v in enumerate(g)], rec))
        return [pattern for pattern in found if pattern is not None]

    def promising(self) -> list[int]:
        return [c for c in super().promising() if c in self.inside_set]

    def rules_at(self, cells: Sequence[int]) -> list[tuple[str, int]]:
        return [(kind, index) for kind, index in super().rules_at(cells)
                if index in (self.lines_inside if kind == "line" else self.triangles_inside)]


@dataclass(frozen=True)
class TinyPuzzle:
    """Clues over some ``categories`` (ids, sorted) with one solution on them.

    ``solution`` is one full solution of the clues (the categories left out in
    order); only its cells inside the puzzle (``cells``) are the puzzle's own.
    """

    clues: tuple[Clue, ...]
    categories: tuple[int, ...]
    solution: Solution
    #: The techniques it introduces (its walkthrough uses each).
    teaches: tuple[str, ...] = ()

    @property
    def cells(self) -> tuple[int, ...]:
        return cells_of(self.categories)

    @property
    def names(self) -> tuple[str, ...]:
        """The puzzle's categories, in words."""
        return tuple(CATEGORIES[k] for k in self.categories)

    @property
    def words(self) -> Text:
        """The puzzle's categories listed, read in the language of the moment."""
        return joined([CATEGORY_WORDS[k] for k in self.categories])

    def grid(self) -> Grid:
        """The solved puzzle: its cells filled in, the others blank."""
        truth = self.solution.grid()
        inside = set(self.cells)
        return tuple(v if c in inside else None for c, v in enumerate(truth))

    def explain(self, grid: Any = None) -> tuple[Step, ...]:
        """The steps from ``grid`` (blank by default) to the solved puzzle, the cheapest
        next each time; the grid's marks must lie inside the puzzle and be right."""
        marks = as_grid(grid)
        truth = self.solution.grid()
        inside = set(self.cells)
        outside = [c for c, v in enumerate(marks) if v is not None and c not in inside]
        if outside:
            raise IllegalAction("fleet1715/grid", _(
                "The mark at {cell} lies outside this tiny puzzle's subgrids ({categories}).",
                cell=cell_text(outside[0]), categories=self.words))
        wrong = [c for c, v in enumerate(marks) if v is not None and v != truth[c]]
        if wrong:
            raise IllegalAction("fleet1715/grid", _(
                "Your {mark} at {cell} is wrong: no solution of the clues has it.",
                mark=MARK_WORDS[bool(marks[wrong[0]])], cell=cell_text(wrong[0])))
        return tuple(Within(self.clues, marks, truth, self.categories).run())


def tiny_puzzle(clues: Any, categories: Any, teaches: Sequence[str] = ()) -> TinyPuzzle:
    """A tiny puzzle: ``clues`` over ``categories`` (names or keys, at least two).

    Refused (``IllegalAction``): an unknown category or fewer than two
    (``fleet1715/categories``); a clue that speaks of a category left out, or
    clues that leave no solution or several on the categories (``fleet1715/clues``).
    """
    chosen = as_categories(categories)
    clues = as_clues(clues)
    names = [CATEGORIES[k] for k in chosen]
    for i, clue in enumerate(clues):
        extra = [name for name in clue.categories if name not in names]
        if extra:
            raise IllegalAction("fleet1715/clues", f"Clue {i + 1} (“{clue.text}”) speaks of "
                                                   f"the {listing(extra, 'and')}, which this "
                                                   f"tiny puzzle leaves out: its categories "
                                                   f"are {listing(names, 'and')}.")
    solution = as_puzzle(clues, _pins(chosen), on=listing(names, "and")).solution
    return TinyPuzzle(clues, chosen, solution, tuple(teaches))


def _clue(kind: type[Clue], a: str, b: Any = None, **more: Any) -> Clue:
    return kind(element(a), **({"b": element(b)} if b is not None else {}), **more)


#: One tiny puzzle per technique the second notebook teaches (scenario A's solution,
#: projected): (the techniques it introduces, its categories, its clues).
_TINY: tuple[tuple[tuple[str, ...], tuple[str, ...], tuple[Clue, ...]], ...] = (
    (("one to one", "pairing", "only place left"), ("site", "cargo"), (
        _clue(Pairing, "silver", "sebastian"),
        _clue(Pairing, "jewelry", "pelican"),
        _clue(Pairing, "porcelain", "ft-pierce"))),
    (("transfer across grids",), ("site", "cargo", "depth"), (
        _clue(Pairing, "sebastian", "20ft"),
        _clue(Pairing, "st-lucie", "16ft"),
        _clue(Pairing, "jewelry", "pelican"),
        _clue(Pairing, "porcelain", "22ft"),
        _clue(Negation, "gold", "sebastian"))),
    (("negation",), ("site", "name"), (
        _clue(Pairing, "regla", "sebastian"),
        _clue(Pairing, "carmen", "st-lucie"),
        _clue(Negation, "concepcion", "ft-pierce"))),
    (("deeper than",), ("site", "depth"), (
        _clue(Deeper, "st-lucie", "pelican"),
        _clue(Deeper, "sebastian", "st-lucie"),
        _clue(Deeper, "ft-pierce", "sebastian"))),
    (("depth limit",), ("cargo", "depth"), (
        _clue(Pairing, "gold", "16ft"),
        _clue(Pairing, "silver", "20ft"),
        _clue(DepthLimit, "porcelain", feet=16, deeper=True))),
    (("area",), ("site", "type"), (
        _clue(Pairing, "capitana", "sebastian"),
        _clue(Pairing, "sloop", "st-lucie"),
        _clue(Area, "almiranta", area="north"))),
    (("next to",), ("site", "type"), (
        _clue(Pairing, "capitana", "sebastian"),
        _clue(Pairing, "sloop", "st-lucie"),
        _clue(NextTo, "almiranta", "capitana"))),
    (("nothing in common",), ("site", "depth", "type"), (
        _clue(Pairing, "sebastian", "20ft"),
        _clue(Pairing, "sloop", "16ft"),
        _clue(Negation, "capitana", "22ft"),
        _clue(Deeper, "ft-pierce", "sebastian"),
        _clue(Deeper, "st-lucie", "almiranta"))),
    (("pair",), ("site", "depth"), (
        _clue(Area, "15ft", area="north"),
        _clue(Area, "20ft", area="north"),
        _clue(Deeper, "sebastian", "st-lucie"))),
    (("no room together",), ("cargo", "depth", "type", "name"), (
        _clue(Pairing, "carmen", "gold"),
        _clue(Pairing, "san-miguel", "porcelain"),
        _clue(DepthLimit, "capitana", feet=15, deeper=True),
        _clue(DepthLimit, "gold", feet=20, deeper=False),
        _clue(Deeper, "nao", "silver"),
        _clue(Deeper, "silver", "sloop"),
        _clue(Deeper, "sloop", "concepcion"))),
    (("forcing chain",), ("site", "depth", "type"), (
        _clue(Area, "capitana", area="north"),
        _clue(Deeper, "sloop", "pelican"),
        _clue(Deeper, "ft-pierce", "sebastian"),
        _clue(Deeper, "sebastian", "almiranta"),
        _clue(Deeper, "sebastian", "sloop"))),
    (("either way",), ("site", "depth", "name"), (
        _clue(Negation, "san-miguel", "20ft"),
        _clue(Negation, "concepcion", "st-lucie"),
        _clue(Deeper, "carmen", "concepcion"),
        _clue(Deeper, "ft-pierce", "sebastian"),
        _clue(Deeper, "sebastian", "carmen"))),
    (("either-or chain",), ("site", "cargo", "name"), (
        _clue(Pairing, "san-miguel", "porcelain"),
        _clue(Pairing, "san-miguel", "ft-pierce"),
        _clue(Negation, "concepcion", "sebastian"),
        _clue(NextTo, "silver", "concepcion"),
        _clue(NextTo, "jewelry", "regla"))),
)

#: The tiny puzzles, by the (first) technique each introduces.
TINY: Named = Named("tiny puzzle", {teaches[0]: tiny_puzzle(clues, categories, teaches)
                                    for teaches, categories, clues in _TINY})
