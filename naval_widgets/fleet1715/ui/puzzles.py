"""What a puzzle board shows and asks the tutor: a scenario's clue cards, or a tiny puzzle.

Both kinds answer the same questions, so one widget (and one page) serves them:
which clues are face up and how the page numbers them, which categories (and so
which cells) the grid draws, when the marks solve the puzzle, and the tutor's
hints, check and walkthrough for the marks.

>>> from naval_widgets.fleet1715.tutor.tiny import TINY
>>> board = board_puzzle(TINY["negation"])
>>> board.title, board.numbers
('Tiny puzzle: negation (site and ship name)', (1, 2, 3))
>>> board_puzzle("negation") == board, board_puzzle("a").title
(True, 'Scenario A: puzzle with all 14 clue cards')
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core import IllegalAction
from ...core.i18n import Catalog
from ...core.words import brief
from ..solo.rules import marked_solution
from ..solo.state import MARK_CHARS, VALUE_OF
from ..tutor.api import explain
from ..tutor.hints import (
    Hint,
    Mistake,
    check_from_drawn,
    check_summary,
    first_mistake,
    mistake_hint,
    step_hint,
)
from ..tutor.hints import hint as scenario_hint
from ..tutor.steps import Step
from ..tutor.techniques import NAMES
from ..tutor.tiny import TINY, TinyPuzzle
from ..world.clues import Clue
from ..world.data import CATEGORIES, CATEGORY_WORDS
from ..world.deck import card, scenario
from ..world.grammar import joined
from ..world.grid import CELLS, Grid
from ..world.phrases import listing

#: Every sentence is read in the language of the moment (``core.i18n``).
_ = Catalog("fleet1715")

RULE = "fleet1715/board"
YES = MARK_CHARS["yes"]


def grid_of(marks: str) -> Grid:
    """The table's marks (one character a cell) as a grid."""
    return tuple(VALUE_OF[char] for char in marks)


@dataclass(frozen=True)
class ScenarioPuzzle:
    """Scenario ``letter`` with every clue card face up, numbered in card order."""

    letter: str

    @property
    def title(self) -> str:
        return str(_("Scenario {letter}: puzzle with all {count} clue cards", letter=self.letter,
                     count=len(self.numbers)))

    @property
    def numbers(self) -> tuple[int, ...]:
        """The clue card numbers, in the order the page numbers the clues (1, 2, ...)."""
        return tuple(sorted(c.number for c in scenario(self.letter).cards))

    @property
    def clues(self) -> tuple[Clue, ...]:
        return tuple(card(n).clue for n in self.numbers)

    #: The grid is drawn whole.
    categories: None = None
    names: tuple[str, ...] = CATEGORIES

    @property
    def cells(self) -> tuple[int, ...]:
        return tuple(range(CELLS))

    def texts(self) -> tuple[str, ...]:
        return tuple(card(n).text for n in self.numbers)

    def solved(self, marks: str) -> bool:
        """Do the yes marks name the solution (each site's four values, as the solo
        game's hand-in reads them)?"""
        return marked_solution(marks) == scenario(self.letter).solution.values()

    @property
    def goal(self) -> str:
        return str(_("The board says Solved when your ● marks name each site's cargo, depth, "
                     "ship type and ship name."))

    @property
    def success(self) -> str:
        return str(_("Solved! Your ● marks name the solution of scenario {letter}: each "
                     "site's cargo, depth, ship type and ship name.", letter=self.letter))

    def hint(self, grid: Grid, level: int) -> Hint:
        return scenario_hint(self.clues, grid, level)

    def check(self, grid: Grid) -> tuple[str, tuple[Mistake, ...]]:
        return check_from_drawn(self.clues, grid)

    def explain(self) -> tuple[Step, ...]:
        return explain(self.clues)


@dataclass(frozen=True)
class TinyBoardPuzzle:
    """A tiny puzzle: its clues numbered 1, 2, ... and only its subgrids drawn."""

    puzzle: TinyPuzzle
    #: The name it is known by in ``TINY`` (its first technique), or "".
    name: str = ""

    @property
    def title(self) -> str:
        listed = joined([CATEGORY_WORDS[k] for k in self.puzzle.categories])
        if not self.name:
            return str(_("Tiny puzzle ({categories})", categories=listed))
        return str(_("Tiny puzzle: {name} ({categories})", categories=listed,
                     name=NAMES.get(self.name, self.name)))

    @property
    def numbers(self) -> tuple[int, ...]:
        return tuple(range(1, len(self.puzzle.clues) + 1))

    @property
    def clues(self) -> tuple[Clue, ...]:
        return self.puzzle.clues

    @property
    def categories(self) -> tuple[int, ...]:
        return self.puzzle.categories

    @property
    def names(self) -> tuple[str, ...]:
        """The categories, in words."""
        return self.puzzle.names

    @property
    def cells(self) -> tuple[int, ...]:
        return self.puzzle.cells

    def texts(self) -> tuple[str, ...]:
        return tuple(clue.text for clue in self.puzzle.clues)

    def _wrong(self, grid: Grid, truth: Grid) -> list[int]:
        return [c for c in self.puzzle.cells if grid[c] is not None and grid[c] != truth[c]]

    def solved(self, marks: str) -> bool:
        """Is every ● of the puzzle's solution marked ●, and no mark wrong (a ✗ may be
        left blank)?"""
        truth = self.puzzle.grid()
        grid = grid_of(marks)
        return not self._wrong(grid, truth) and all(
            marks[c] == YES for c in self.puzzle.cells if truth[c])

    @property
    def goal(self) -> str:
        return str(_("The board says Solved when every ● of the solution is marked and no "
                     "mark is wrong."))

    @property
    def success(self) -> str:
        if not self.puzzle.teaches:
            return str(_("Solved! Every ● of this tiny puzzle is right and no mark is wrong: "
                         "you used the clues."))
        return str(_("Solved! Every ● of this tiny puzzle is right and no mark is wrong: you "
                     "used {techniques}.",
                     techniques=joined([NAMES[name] for name in self.puzzle.teaches])))

    def hint(self, grid: Grid, level: int) -> Hint:
        truth = self.puzzle.solution.grid()
        wrong = self._wrong(grid, truth)
        if wrong:
            return mistake_hint(first_mistake(self.clues, grid, truth, wrong), level,
                                len(wrong))
        steps = self.puzzle.explain(grid)
        if not steps:
            return Hint(level, str(_("Every cell of this tiny puzzle is filled and right: "
                                     "solved!")), (), ())
        return step_hint(steps[0], self.clues, level)

    def check(self, grid: Grid) -> tuple[str, tuple[Mistake, ...]]:
        truth = self.puzzle.solution.grid()
        found = tuple(first_mistake(self.clues, grid, truth, [c])
                      for c in self._wrong(grid, truth))
        return check_summary(sum(grid[c] is not None for c in self.cells), found), found

    def explain(self) -> tuple[Step, ...]:
        return self.puzzle.explain()


BoardPuzzle = ScenarioPuzzle | TinyBoardPuzzle


def board_puzzle(what: Any) -> BoardPuzzle:
    """The puzzle a board shows: a ``TinyPuzzle``, the name of one in ``TINY``, or a
    scenario's letter (A-P, any case); ``IllegalAction`` (fleet1715/board) otherwise."""
    if isinstance(what, TinyPuzzle):
        name = next((key for key, puzzle in TINY.items() if puzzle == what), "")
        return TinyBoardPuzzle(what, name)
    if isinstance(what, str) and what in TINY:
        return TinyBoardPuzzle(TINY[what], what)
    if isinstance(what, str) and len(what) == 1:
        return ScenarioPuzzle(scenario(what).letter)
    raise IllegalAction(RULE, f"A board shows a scenario (a letter from A to P) or a tiny "
                              f"puzzle (one of fleet1715.TINY, or its name: "
                              f"{listing([repr(k) for k in TINY], 'or')}); got {brief(what)}.")


__all__ = ["BoardPuzzle", "ScenarioPuzzle", "TinyBoardPuzzle", "board_puzzle", "grid_of"]
