"""How hard a puzzle is, in the manner of Sudoku raters (HoDoKu).

The rater solves the puzzle taking at each step the *easiest* deduction
(by technique score, ``techniques.SCORES``), not the cheapest explanation; a
puzzle's score is the sum of its steps' scores, its hardest technique the one
of its highest-scoring step, and its level follows from that step's score.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ..world.clues import Clue
from ..world.grid import EMPTY, Grid
from .explainer import Work
from .steps import Step
from .techniques import SCORES, step_score

#: Levels by the score of the hardest step needed: up to the bound, the name.
LEVELS = ((8, "easy"), (14, "medium"), (32, "hard"), (60, "fiendish"), (10**9, "guesswork"))


def score_of(step: Step) -> int:
    return step_score(step.technique, len(step.facts) if step.clues else 0)


@dataclass(frozen=True)
class Rating:
    """A puzzle's difficulty: total ``score``, its ``hardest`` technique and ``level``."""

    score: int
    hardest: str
    hardest_score: int
    level: str
    steps: int
    techniques: tuple[tuple[str, int], ...]

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "hardest": self.hardest, "hardest_score": self.hardest_score,
                "level": self.level, "steps": self.steps, "techniques": dict(self.techniques)}


def rate_steps(steps: list[Step] | tuple[Step, ...]) -> Rating:
    scores = [score_of(step) for step in steps]
    top = max(range(len(steps)), key=lambda i: (scores[i], -i)) if steps else -1
    hardest = steps[top].technique if steps else "none"
    worst = scores[top] if steps else 0
    level = next(label for bound, label in LEVELS if worst <= bound)
    counts = Counter(step.technique for step in steps)
    return Rating(sum(scores), hardest, worst, level, len(steps),
                  tuple(sorted(counts.items(), key=lambda kv: -SCORES[kv[0]])))


def rate_puzzle(clues: list[Clue] | tuple[Clue, ...], truth: Grid) -> Rating:
    """Rate a uniquely solvable puzzle whose solution's grid is ``truth``."""
    return rate_steps(Work(clues, EMPTY, truth, easiest=True).run())
