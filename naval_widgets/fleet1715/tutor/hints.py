"""Graded hints and the check of a grid: what to look at next, and what rules a mark out.

A hint has three levels: which clue(s) to look at, then also which cells, then the
whole deduction (the explainer's next step). When the grid holds a wrong mark the
hint is about that mark instead, and ``check`` lists every wrong mark with what
rules it out, simplest first. Input is checked as in ``api``; nothing is changed by
a call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import reduce
from typing import Any, TypeVar

from ...core import IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from ..world import solver
from ..world.clues import Clue
from ..world.data import CATEGORY_WORDS, label
from ..world.grammar import joined
from ..world.grid import CELLS, EMPTY, Grid, as_grid, cell_text, cell_title
from ..world.puzzles import as_puzzle
from ..world.solver import solve
from .explainer import Work
from .steps import Fact, Step
from .techniques import CLUE_AND_GRID, MEANING_TEXTS, NAMES

#: The sentences are read now, in the language of the moment (a board's, in a board).
_ = Catalog("fleet1715")
n_ = _.plural
T = TypeVar("T")


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


def check(clues: Any, grid: Any) -> tuple[Mistake, ...]:
    """Every wrong mark of ``grid``, each with the clue(s) it contradicts."""
    puzzle = as_puzzle(clues)
    return _mistakes(puzzle.clues, as_grid(grid), puzzle.solution.grid())


def _mistakes(clues: tuple[Clue, ...], grid: Grid, truth: Grid) -> tuple[Mistake, ...]:
    right = [Fact(c, bool(v)) for c, v in enumerate(grid) if v is not None and v == truth[c]]
    return tuple(_mistake(clues, right, Fact(c, bool(v)))
                 for c, v in enumerate(grid) if v is not None and v != truth[c])


def first_mistake(clues: tuple[Clue, ...], marks: Grid, truth: Grid,
                  wrong: list[int]) -> Mistake:
    """The first of the ``wrong`` cells of ``marks`` (against ``truth``), as a mistake."""
    right = [Fact(c, bool(v)) for c, v in enumerate(marks) if v is not None and v == truth[c]]
    return _mistake(clues, right, Fact(wrong[0], bool(marks[wrong[0]])))


def _fits(clues: list[Clue], facts: list[Fact]) -> bool:
    grid: list[bool | None] = [None] * CELLS
    for f in facts:
        grid[f.cell] = f.value
    return bool(solve(clues, tuple(grid), limit=1))


def _fewest_marks(clues: list[Clue], fact: Fact, others: list[Fact]) -> tuple[Fact, ...]:
    """A minimal set of the other marks that, with ``clues``, rules ``fact`` out,
    looked for among the marks sharing an element with the wrong one first."""
    x, y = fact.elements
    near = [f for f in others if {x, y} & set(f.elements)]
    pool = near if not _fits(clues, near + [fact]) else list(others)
    return tuple(_clashing(lambda marks: _fits(clues, marks), [fact], [], pool))


def _clashing(fits: Callable[[list[T]], bool], base: list[T], added: list[T],
              pool: list[T]) -> list[T]:
    """A minimal part of ``pool`` that ``fits`` refuses together with ``base``, which it
    accepts alone; ``added``: what was last added to ``base`` (QuickXplain: Junker, AAAI
    2004). Where there is a choice, the earlier parts of ``pool`` are kept."""
    if added and not fits(base):
        return []
    if len(pool) <= 1:
        return pool
    half = len(pool) // 2
    first, second = pool[:half], pool[half:]
    right = _clashing(fits, base + first, first, second)
    left = _clashing(fits, base + right, right, first)
    return left + right


#: A mistake explained by the grid rules and more marks than this is explained by a clue
#: first, if one does it.
_FEW_MARKS = 3


def _mistake(clues: tuple[Clue, ...], others: list[Fact], fact: Fact) -> Mistake:
    """What rules a wrong mark out, simplest first: the grid rules with a few of the other
    marks; one clue, alone or with other marks; the grid rules with many marks; the
    fewest clues that rule it out together, with the other marks."""
    mark = {"mark": MARK_WORDS[fact.value], "cell": cell_text(fact.cell)}
    by_rules = None
    if not _fits([], others + [fact]):
        used = _fewest_marks([], fact, others)
        by_rules = Mistake(fact, (), used, str(_(
            "Your {mark} at {cell} breaks the grid rules (each element goes with exactly one "
            "element of every other category) together with your {marks}.",
            marks=_marks(used), **mark)))
        if len(used) <= _FEW_MARKS:
            return by_rules
    for with_marks in (False, True):
        for i, clue in enumerate(clues):
            if not _fits([clue], (others if with_marks else []) + [fact]):
                used = _fewest_marks([clue], fact, others) if with_marks else ()
                return Mistake(fact, (i,), used, _blame(mark, clues, (i,), used))
    if by_rules is not None:
        return by_rules
    group = _together(clues, others + [fact])
    return Mistake(fact, group, (), str(n_(
        "Your {mark} at {cell} cannot be: clue {numbers} together rule it out.",
        "Your {mark} at {cell} cannot be: clues {numbers} together rule it out.", len(group),
        numbers=joined([str(i + 1) for i in group]), **mark)))


def _together(clues: tuple[Clue, ...], marks: list[Fact]) -> tuple[int, ...]:
    """A minimal set of the clues (positions) that ``marks`` go against together: each
    is needed, and the earlier clues are kept where there is a choice."""
    chosen = _clashing(lambda group: _fits([clues[i] for i in group], marks), [], [],
                       list(range(len(clues))))
    return tuple(sorted(chosen))


def _marks(facts: tuple[Fact, ...], shown: int = 4) -> Text:
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
                     clues=quoted(clues, group), marks=_marks(marks), **mark))
    return str(_("Your {mark} at {cell} contradicts {clues}.", clues=quoted(clues, group),
                 **mark))


@dataclass(frozen=True)
class Hint:
    """A graded hint: level 1 names the clue(s) to look at, level 2 also the cells,
    level 3 gives the whole deduction (``step``). ``mistake`` is set when the grid
    holds a wrong mark: the hint is then about that mark."""

    level: int
    text: str
    clues: tuple[int, ...]
    cells: tuple[int, ...]
    step: Step | None = None
    mistake: Mistake | None = None

    def to_json(self) -> dict[str, Any]:
        return {"level": self.level, "text": self.text, "clues": list(self.clues),
                "cells": list(self.cells),
                "step": self.step.to_json() if self.step else None,
                "mistake": self.mistake.to_json() if self.mistake else None}


def hint(clues: Any, grid: Any = None, level: int = 1) -> Hint:
    """What to look at next in ``grid``: graded from 1 (which clue) to 3 (the deduction)."""
    if level not in (1, 2, 3) or isinstance(level, bool):
        raise IllegalAction("fleet1715/hint", f"A hint's level is 1 (which clue), 2 (which "
                                              f"cells) or 3 (the deduction); got {brief(level)}.")
    puzzle = as_puzzle(clues)
    marks = as_grid(grid)
    truth = puzzle.solution.grid()
    wrong = [c for c, v in enumerate(marks) if v is not None and v != truth[c]]
    if wrong:
        return mistake_hint(first_mistake(puzzle.clues, marks, truth, wrong), level, len(wrong))
    if None not in marks:
        return Hint(level, str(_("The grid is complete and every mark is right: solved!")),
                    (), ())
    step = Work(puzzle.clues, marks, truth).next_step()
    return step_hint(step, puzzle.clues, level)


def mistake_hint(mistake: Mistake, level: int, count: int) -> Hint:
    """The hint of this ``level`` about a wrong mark (``count``: how many marks are wrong)."""
    if level == 1:
        if not mistake.clues:
            where = _("look at the grid rules along its lines")
        elif len(mistake.clues) <= 3:
            where = n_("look again at clue {numbers}", "look again at clues {numbers}",
                       len(mistake.clues), numbers=joined([str(i + 1) for i in mistake.clues]))
        else:
            where = _("it goes against several clues taken together")
        said = (_("A mark in your grid is wrong: {where}.", where=where) if count == 1 else
                _("A mark in your grid is wrong ({count} marks are wrong): {where}.",
                  count=count, where=where))
        return Hint(1, str(said), mistake.clues, (), mistake=mistake)
    fact = mistake.fact
    cells = (fact.cell,)
    if level == 2:
        said = _("Your {mark} at {cell} is wrong.", mark=MARK_WORDS[fact.value],
                 cell=cell_title(fact.cell)) if count == 1 else \
            _("Your {mark} at {cell} is wrong ({count} marks are wrong).",
              mark=MARK_WORDS[fact.value], cell=cell_title(fact.cell), count=count)
        return Hint(2, str(said), mistake.clues, cells, mistake=mistake)
    return Hint(3, mistake.text, mistake.clues, cells, mistake=mistake)


def step_hint(step: Step, clues: tuple[Clue, ...], level: int) -> Hint:
    """The hint of this ``level`` towards ``step`` (a deduction from ``clues``)."""
    cells = step.cells
    if level == 3:
        return Hint(3, step.text, step.clues, cells, step=step)
    # The cells, as a "where" in a sentence; more than six are cut short.
    where = ", ".join(cell_title(c) for c in cells[:6]) + ("..." if len(cells) > 6 else "")
    if not step.clues:
        said = {"where": _where(step), "technique": NAMES[step.technique],
                "meaning": MEANING_TEXTS[step.technique]}
        if level == 1:
            return Hint(1, str(_("Look at the grid, {where}: {technique} ({meaning}).",
                                 **said)), (), ())
        return Hint(2, str(_("Look at the grid, {where}: {technique} ({meaning}), and at "
                             "{cells}.", cells=where, **said)), (), cells)
    said = quoted(clues, step.clues[:3])
    if step.technique == CLUE_AND_GRID:
        if level == 1:
            return Hint(1, str(_("Look at {clues}, together with the grid {where}.", clues=said,
                                 where=_where(step))), step.clues, ())
        return Hint(2, str(_("Look at {clues}, together with the grid {where}, and at {cells}.",
                             clues=said, where=_where(step), cells=where)), step.clues, cells)
    if level == 1:
        return Hint(1, str(_("Look at {clues}.", clues=said)), step.clues, ())
    return Hint(2, str(_("Look at {clues}, and at {cells}.", clues=said, cells=where)),
                step.clues, cells)


def _where(step: Step) -> Text:
    """Where in the grid a step's first rule applies, in words."""
    rule = step.rules[0] if step.rules else None
    if rule is None:
        return _("everywhere")
    if rule.kind == "line":
        return _("at {element} against the {category}s", element=label(rule.elements[0]),
                 category=CATEGORY_WORDS[rule.category])
    *first, last = [label(e) for e in rule.elements]
    items = reduce(lambda done, then: _("{first}, {then}", first=done, then=then), first)
    return _("at {items} and {last}", items=items, last=last)


@dataclass(frozen=True)
class KnownWords:
    """How a hint names the clues known when they may leave several solutions: the solo
    game's cards drawn so far (``DRAWN``), or a seat's cards at the table game."""

    #: The marks taken together go against the clues known.
    marks_against: Callable[[], Text]
    #: One mark (its word, its cell's title) goes against the clues known.
    mark_against: Callable[[Text, str], Text]
    #: The clues known settle no more cell: where more clues come from.
    nothing_more: Callable[[], Text]
    #: Some marks (in words) cannot all be right together with the clues known.
    marks_clash: Callable[[Text], Text]


DRAWN = KnownWords(
    marks_against=lambda: _("A mark in your grid goes against the cards drawn so far (with "
                            "the grid rules)."),
    mark_against=lambda mark, cell: _("Your {mark} at {cell} goes against the cards drawn so "
                                      "far.", mark=mark, cell=cell),
    nothing_more=lambda: _("The cards drawn so far tell nothing more about the grid: draw "
                           "another clue card."),
    marks_clash=lambda marks: _("Your {marks} cannot all be right with the cards drawn so "
                                "far.", marks=marks))


def hint_from_known(clues: tuple[Clue, ...], grid: Grid, level: int,
                    words: KnownWords = DRAWN) -> Hint:
    """``fleet1715.hint`` for the clues known (the cards face up in the solo game), which
    may leave several solutions: then the next direct deduction from them, if any."""
    if len(solver.solve(clues, limit=2)) == 1:
        return hint(clues, grid, level)
    if not solver.solve(clues, grid, limit=1):
        wrong = _against(clues, grid)
        if not wrong:
            return _clash_hint(clues, grid, level, words)
        if level == 1:
            return Hint(level, str(words.marks_against()), (), ())
        c = wrong[0]
        return Hint(level, _against_known(c, grid, words), (), (c,))
    work = Work(clues, grid, EMPTY)
    found = work.best()
    if found is None or found.conflict:
        return Hint(level, str(words.nothing_more()), (), ())
    return step_hint(work.build(found), clues, level)


def _clash_hint(clues: tuple[Clue, ...], grid: Grid, level: int, words: KnownWords) -> Hint:
    """The hint for marks that go against the clues known only taken together (no one mark
    alone): the fewest of them that clash (QuickXplain, as for a wrong mark), by the grid
    rules alone when they do. Level 1 says where to look, 2 shows those cells, 3 names
    them."""
    facts = [Fact(c, bool(v)) for c, v in enumerate(grid) if v is not None]
    by_rules = not _fits([], facts)
    known = [] if by_rules else list(clues)
    used = tuple(_clashing(lambda marks: _fits(known, marks), [], [], facts))
    group = () if by_rules else tuple(
        i for i, clue in enumerate(clues) if not _fits([clue], list(used)))[:1]
    cells = tuple(f.cell for f in used)
    if level == 1:
        if by_rules:
            where = _("look at the grid rules along their lines")
        elif group:
            where = _("look again at clue {number}", number=group[0] + 1)
        else:
            return Hint(1, str(words.marks_against()), (), ())
        return Hint(1, str(_("Some of your marks cannot all be right together: {where}.",
                             where=where)), group, ())
    if level == 2:
        return Hint(2, str(n_("The mark shown cannot be right.",
                              "The {count} marks shown cannot all be right together.",
                              len(used))), group, cells)
    if by_rules:
        said = _("Your {marks} break the grid rules together (each element goes with "
                 "exactly one element of every other category).", marks=_marks(used))
    else:
        said = words.marks_clash(_marks(used))
    return Hint(3, str(said), group, cells)


def check_from_drawn(clues: tuple[Clue, ...], grid: Grid) -> tuple[str, tuple[Mistake, ...]]:
    """``fleet1715.check`` for the clue cards face up: a summary and the wrong marks."""
    if len(solver.solve(clues, limit=2)) == 1:
        found = check(clues, grid)
    elif solver.solve(clues, grid, limit=1):
        found = ()
    else:
        found = tuple(Mistake(Fact(c, bool(grid[c])), (), (), _against_known(c, grid))
                      for c in _against(clues, grid))
        if not found:
            return (str(_("Your marks taken together go against the cards drawn so far "
                          "(with the grid rules).")), ())
    return check_summary(sum(v is not None for v in grid), found), found


def check_summary(marked: int, found: tuple[Mistake, ...]) -> str:
    """A check's verdict on a grid of ``marked`` marks, ``found`` of them wrong."""
    if not found:
        return str(n_("Nothing wrong: your {count} mark agrees with the clues.",
                      "Nothing wrong: your {count} marks agree with the clues.", marked)
                   if marked else _("The grid is empty: nothing to check yet."))
    if len(found) == 1:
        return str(n_("{wrong} of your {count} mark is wrong.",
                      "{wrong} of your {count} marks is wrong.", marked, wrong=len(found)))
    return str(n_("{wrong} of your {count} mark are wrong.",
                  "{wrong} of your {count} marks are wrong.", marked, wrong=len(found)))


#: Each mark's name in the tutor's sentences.
MARK_WORDS = {True: _("yes"), False: _("no")}


def _against_known(c: int, grid: Grid, words: KnownWords = DRAWN) -> str:
    """A marked cell that the clues known contradict, in words."""
    return str(words.mark_against(MARK_WORDS[bool(grid[c])], cell_title(c)))


def _against(clues: tuple[Clue, ...], grid: Grid) -> list[int]:
    """Marked cells whose mark every solution of ``clues`` contradicts. A mark one
    solution agrees with is not; each other mark is tried alone: one search a mark that
    solution disagrees with, rather than one a cell of the grid (``solver.consequences``)."""
    first = solve(clues, limit=1)
    if not first:
        return []
    agrees = first[0].grid()
    return [c for c, v in enumerate(grid) if v is not None and agrees[c] != v
            and not solve(clues, EMPTY[:c] + (v,) + EMPTY[c + 1:], limit=1)]
