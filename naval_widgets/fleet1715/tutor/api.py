"""The tutor's face: solve, explain and rate (hints and checks: ``hints``).

Every function checks its input first and raises ``IllegalAction`` (a
``ValueError``) naming the rule: ``fleet1715/clues`` for clues that are not
clues or that leave no solution or several, ``fleet1715/grid`` for a grid of
the wrong shape or with a wrong mark, ``fleet1715/hint`` for a hint level
other than 1-3. Nothing is changed by a call.
"""

from __future__ import annotations

from typing import Any

from ...core import IllegalAction
from ..world import solver
from ..world.clues import as_clues
from ..world.grid import as_grid
from ..world.puzzles import as_puzzle
from ..world.solution import Solution
from .explainer import Work
from .hints import first_mistake
from .rating import Rating, rate_puzzle
from .steps import Step


def solve(clues: Any, grid: Any = None) -> list[Solution]:
    """Every solution of ``clues`` (and of the marks of ``grid``, if given)."""
    return solver.solve(as_clues(clues), as_grid(grid) if grid is not None else None)


def explain(clues: Any, grid: Any = None) -> tuple[Step, ...]:
    """The steps from ``grid`` (empty by default) to the solution, always the cheapest next.

    The grid's marks must all be right (``check`` finds the wrong ones).
    """
    puzzle = as_puzzle(clues)
    marks = as_grid(grid)
    truth = puzzle.solution.grid()
    wrong = [c for c, v in enumerate(marks) if v is not None and v != truth[c]]
    if wrong:
        raise IllegalAction("fleet1715/grid",
                            first_mistake(puzzle.clues, marks, truth, wrong).text)
    return tuple(Work(puzzle.clues, marks, truth).run())


def rate(clues: Any) -> Rating:
    """How hard the puzzle of ``clues`` is (``rating.rate_puzzle``)."""
    puzzle = as_puzzle(clues)
    return rate_puzzle(puzzle.clues, puzzle.solution.grid())


__all__ = ["explain", "rate", "solve"]
