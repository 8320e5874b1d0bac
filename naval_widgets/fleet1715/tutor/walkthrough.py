"""A walkthrough worked out only as far as a question needs, and kept for the next one.

The explainer's steps (``Work.steps``) from one grid towards the solution: a puzzle's
board keeps the walkthrough from the blank grid for every question of every grid (the
walkthrough it shows, and what rules out a wrong mark); one question about one grid
walks from that grid's right marks. ``settling(c)`` works out steps until one sets
cell c; ``clues_settling(c, given)`` names the clues of the steps that lead to it,
from the cells ``given`` (marks the student already has right) on.

>>> from naval_widgets.fleet1715 import scenario
>>> from naval_widgets.fleet1715.world.grid import EMPTY
>>> s = scenario("A")
>>> walk = Walkthrough(lambda: Work(s.clues, EMPTY, s.solution.grid()))
>>> k = walk.settling(0)
>>> 0 in walk.steps[k].cells, len(walk.steps) == k + 1
(True, True)
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterator

from .explainer import Work
from .steps import Step


class Walkthrough:
    """The explainer's steps from the grid of the work ``start()`` makes (when the first
    step is asked for), each worked out when first needed."""

    def __init__(self, start: Callable[[], Work]) -> None:
        self._coming = _steps(start)
        #: The steps worked out so far, in order.
        self.steps: list[Step] = []
        #: The step (its index in ``steps``) that set each cell set so far.
        self.made: dict[int, int] = {}

    def _further(self) -> bool:
        """Work out one more step (``False``: the grid is solved, there is none)."""
        step = next(self._coming, None)
        if step is None:
            return False
        for fact in step.new:
            self.made[fact.cell] = len(self.steps)
        self.steps.append(step)
        return True

    def settling(self, c: int) -> int | None:
        """The index of the step that sets cell c, working out steps until one does
        (``None``: the walkthrough started with c set)."""
        while c not in self.made and self._further():
            pass
        return self.made.get(c)

    def whole(self) -> tuple[Step, ...]:
        """Every step to the solution."""
        while self._further():
            pass
        return tuple(self.steps)

    def clues_settling(self, c: int, given: Container[int]) -> tuple[int, ...]:
        """The clues (positions) used by the steps that lead to setting cell c: its own
        step, and the steps setting each fact a kept step reads, back to the cells
        ``given`` (taken as known) or the walkthrough's start."""
        first = self.settling(c)
        used: set[int] = set()
        todo = [] if first is None else [first]
        while todo:
            index = todo.pop()
            if index not in used:
                used.add(index)
                todo.extend(self.made[f.cell] for f in self.steps[index].facts
                            if f.cell in self.made and f.cell not in given)
        return tuple(sorted({i for index in used for i in self.steps[index].clues}))


def _steps(start: Callable[[], Work]) -> Iterator[Step]:
    """The steps of the work ``start()`` makes, made when the first step is asked for."""
    yield from start().steps()
