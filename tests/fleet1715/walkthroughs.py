"""Walkthroughs worked out once a test run, for the many tests that read them.

Explaining a puzzle is the slow part of these tests, and a walkthrough from the empty
grid is one value whichever test asks: each is computed the first time it is needed.
"""

from __future__ import annotations

from functools import cache

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import random_puzzle, scenario
from naval_widgets.fleet1715.tutor.steps import Step
from naval_widgets.fleet1715.world.puzzles import Puzzle


@cache
def scenario_steps(letter: str) -> tuple[Step, ...]:
    """Scenario ``letter``'s walkthrough from the empty grid (``fleet1715.explain``)."""
    return fleet1715.explain(scenario(letter).clues)


@cache
def random_walkthrough(seed: int) -> tuple[Puzzle, tuple[Step, ...]]:
    """Seeded random puzzle ``seed`` and its walkthrough from the empty grid."""
    puzzle = random_puzzle(seed)
    return puzzle, fleet1715.explain(puzzle.clues)
