"""A wrong mark of a grid and what rules it out, simplest first.

A ``Tutor`` holds what one puzzle needs to explain wrong marks: its clues, its
solution's grid and a walkthrough (``walkthrough.Walkthrough``), which a puzzle's board
keeps from one question to the next. A wrong mark is ruled out, in this order, by the
grid rules with a few of the other marks; by one clue, alone or read with other marks;
by the grid rules with many marks; or by the clues the walkthrough uses to settle its
cell, from the student's right marks on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ...core.i18n import Catalog, Text
from ..world.clues import Clue
from ..world.grammar import joined
from ..world.grid import CELLS, Grid, cell_text
from ..world.solver import solve
from .steps import Fact
from .walkthrough import Walkthrough

#: The sentences are read now, in the language of the moment (a board's, in a board).
_ = Catalog("fleet1715")
n_ = _.plural

#: Each mark's name in the tutor's sentences.
MARK_WORDS = {True: _("yes"), False: _("no")}
#: A mistake explained by the grid rules and more marks than this is explained by a clue
#: first, if one does it.
_FEW_MARKS = 3


@dataclass(frozen=True)
class Mistake:
    """A wrong mark and what rules it out: ``clues`` (positions in the clue list), read
    with the other ``marks`` named (none: the clues alone; no clue: the grid rules)."""

    fact: Fact
    clues: tuple[int, ...]
    marks: tuple[Fact, ...]
    text: str

    def to_json(self) -> dict[str, Any]:
        return {"fact": self.fact.to_json(), "clues": list(self.clues),
                "marks": [f.to_json() for f in self.marks], "text": self.text}


class Tutor:
    """What rules out each wrong mark of a grid, for the puzzle of ``clues`` whose
    solution's grid is ``truth``; ``walkthrough`` finds the clues that settle a cell."""

    def __init__(self, clues: Sequence[Clue], truth: Grid, walkthrough: Walkthrough) -> None:
        self.clues = tuple(clues)
        self.truth = truth
        self.walkthrough = walkthrough

    def wrong(self, grid: Grid) -> list[int]:
        """The cells of ``grid`` marked the wrong way."""
        truth = self.truth
        return [c for c, v in enumerate(grid) if v is not None and v != truth[c]]

    def mistake(self, grid: Grid, c: int) -> Mistake:
        """The wrong mark of ``grid`` at cell c, with what rules it out (the grid's right
        marks taken as known)."""
        truth = self.truth
        right = [Fact(d, bool(v)) for d, v in enumerate(grid) if v is not None and v == truth[d]]
        return self._explained(right, Fact(c, bool(grid[c])))

    def mistakes(self, grid: Grid) -> tuple[Mistake, ...]:
        """Every wrong mark of ``grid``, explained."""
        return tuple(self.mistake(grid, c) for c in self.wrong(grid))

    def _explained(self, others: list[Fact], fact: Fact) -> Mistake:
        """What rules a wrong mark out, simplest first: the grid rules with a few of the
        other marks; one clue, alone or with other marks; the grid rules with many marks;
        the clues the walkthrough needs to settle that cell."""
        clues = self.clues
        mark = {"mark": MARK_WORDS[fact.value], "cell": cell_text(fact.cell)}
        by_rules = None
        if not fits([], others + [fact]):
            used = fewest_marks([], fact, others)
            by_rules = Mistake(fact, (), used, str(_(
                "Your {mark} at {cell} breaks the grid rules (each element goes with exactly "
                "one element of every other category) together with your {marks}.",
                marks=marks_text(used), **mark)))
            if len(used) <= _FEW_MARKS:
                return by_rules
        for with_marks in (False, True):
            for i, clue in enumerate(clues):
                if not fits([clue], (others if with_marks else []) + [fact]):
                    used = fewest_marks([clue], fact, others) if with_marks else ()
                    return Mistake(fact, (i,), used, _blame(mark, clues, (i,), used))
        if by_rules is not None:
            return by_rules
        group = self.walkthrough.clues_settling(fact.cell, {f.cell for f in others})
        return Mistake(fact, group, (), str(n_(
            "Your {mark} at {cell} cannot be: clue {numbers} together rule it out.",
            "Your {mark} at {cell} cannot be: clues {numbers} together rule it out.",
            len(group), numbers=joined([str(i + 1) for i in group]), **mark)))


def fits(clues: list[Clue], facts: list[Fact]) -> bool:
    """Whether ``clues`` and the marks ``facts`` have a solution together."""
    grid: list[bool | None] = [None] * CELLS
    for f in facts:
        grid[f.cell] = f.value
    return bool(solve(clues, tuple(grid), limit=1))


def fewest_marks(clues: list[Clue], fact: Fact, others: list[Fact]) -> tuple[Fact, ...]:
    """A minimal set of the other marks that, with ``clues``, rules ``fact`` out
    (QuickXplain: Junker, AAAI 2004), looked for among the marks sharing an element
    with the wrong one first."""
    x, y = fact.elements
    near = [f for f in others if {x, y} & set(f.elements)]
    pool = near if not fits(clues, near + [fact]) else list(others)
    return tuple(clashing(clues, [fact], [], pool))


def clashing(clues: list[Clue], base: list[Fact], added: list[Fact],
             pool: list[Fact]) -> list[Fact]:
    """A minimal part of ``pool`` that, with ``clues`` and ``base``, has no solution
    (QuickXplain; ``added``: the facts last added to ``base``)."""
    if added and not fits(clues, base):
        return []
    if len(pool) <= 1:
        return pool
    half = len(pool) // 2
    first, second = pool[:half], pool[half:]
    right = clashing(clues, base + first, first, second)
    left = clashing(clues, base + right, right, first)
    return left + right


def marks_text(facts: tuple[Fact, ...], shown: int = 4) -> Text:
    """Marks in words: "mark Sebastian Inlet / gold coins = no", "marks ... and 2 other
    marks"."""
    words: list[Text] = [_("{cell} = {mark}", cell=cell_text(f.cell), mark=MARK_WORDS[f.value])
                         for f in facts[:shown]]
    if len(facts) > shown:
        words.append(n_("{count} other mark", "{count} other marks", len(facts) - shown))
    return n_("mark {marks}", "marks {marks}", len(facts), marks=joined(words))


def quoted(clues: tuple[Clue, ...], group: Sequence[int]) -> Text:
    """Clues quoted by their numbers: "clue 2 (“The Nao carried silver.”) and clue 5 (...)"."""
    return joined([_("clue {number} (“{clue}”)", number=i + 1, clue=clues[i].words)
                   for i in group], "quotes")


def _blame(mark: dict[str, Text], clues: tuple[Clue, ...], group: tuple[int, ...],
           marks: tuple[Fact, ...]) -> str:
    if marks:
        return str(_("Your {mark} at {cell} contradicts {clues}, read with your {marks}.",
                     clues=quoted(clues, group), marks=marks_text(marks), **mark))
    return str(_("Your {mark} at {cell} contradicts {clues}.", clues=quoted(clues, group),
                 **mark))
