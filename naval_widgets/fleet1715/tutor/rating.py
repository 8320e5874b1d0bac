"""How hard a puzzle is, in the manner of Sudoku raters (HoDoKu).

The rater solves the puzzle taking at each step the *easiest* deduction
(by technique score, ``techniques.SCORES``), not the cheapest explanation; a
puzzle's score is the sum of its steps' scores, its hardest technique the one
of its highest-scoring step, and its level follows from that step's score.

The level and the score answer two questions (``LEVEL_AND_SCORE``): how hard the
hardest step is, and how much work the whole solution is. The levels are the
project's own (the rulebook says only that the scenarios "vary in their degree of
difficulty"); puzzles are ordered by level first, then by score (``Rating.order``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Any

from ...core.i18n import Catalog, Text
from ..world.clues import Clue
from ..world.grid import EMPTY, Grid
from .explainer import Work
from .steps import Step
from .techniques import CLUE_AND_GRID, CLUE_TECHNIQUES, COMBINE, NAMES, SCORES, step_score

_ = Catalog("fleet1715")
n_ = _.plural

#: Levels by the score of the hardest step needed: up to the bound, the name.
LEVELS = ((8, "easy"), (14, "medium"), (32, "hard"), (60, "fiendish"), (10**9, "guesswork"))
#: Each level as a student reads it, in the language of the moment.
LEVEL_NAMES: dict[str, Text] = {"easy": _("easy"), "medium": _("medium"), "hard": _("hard"),
                                "fiendish": _("fiendish"), "guesswork": _("guesswork")}
#: The level and the score, in words, for the page that shows both.
LEVEL_AND_SCORE = (
    "The level says how hard the hardest step is: the hardest kind of step the solution "
    "cannot avoid, and how many earlier facts it reads with its clue. The score adds up "
    "every step, so it says how much work the whole solution is. The two can disagree: a "
    "long puzzle of easy steps can score more than a short one that needs a harder step. "
    "Puzzles are ordered by level first, then by score.")
#: Techniques that read clues: their steps name how many earlier facts they combine.
_READS_CLUES = {*CLUE_TECHNIQUES.values(), CLUE_AND_GRID, "two clues together"}


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

    @property
    def order(self) -> tuple[int, int]:
        """Where the puzzle stands, easiest first: by level, then by score."""
        return ([label for _bound, label in LEVELS].index(self.level), self.score)

    @property
    def hardest_step(self) -> str:
        """The hardest step in words: its technique and, for a clue, the earlier facts it
        reads ("deeper than, with 1 earlier fact")."""
        name = NAMES.get(self.hardest, self.hardest)
        if self.hardest not in _READS_CLUES:
            return str(name)
        facts = (self.hardest_score - SCORES[self.hardest]) // COMBINE
        if not facts:
            return str(_("{technique}, read alone", technique=name))
        return str(n_("{technique}, with {count} earlier fact",
                      "{technique}, with {count} earlier facts", facts, technique=name))

    @property
    def why(self) -> str:
        """The level and the score of this puzzle, in a sentence."""
        return str(n_("{level}: its hardest step is {hardest} (scored {hardest_score}); "
                      "score {score}, the work of {count} step.",
                      "{level}: its hardest step is {hardest} (scored {hardest_score}); "
                      "score {score}, the work of {count} steps.", self.steps,
                      level=str(LEVEL_NAMES[self.level]).capitalize(),
                      hardest=self.hardest_step, hardest_score=self.hardest_score,
                      score=self.score))

    def to_json(self) -> dict[str, Any]:
        return {"score": self.score, "hardest": self.hardest, "hardest_score": self.hardest_score,
                "level": self.level, "steps": self.steps, "techniques": dict(self.techniques)}


def rate_steps(steps: list[Step] | tuple[Step, ...]) -> Rating:
    return rate_scored([(step.technique, score_of(step)) for step in steps])


def rate_scored(scored: list[tuple[str, int]]) -> Rating:
    """The rating of the steps of a solution, each as its technique and score."""
    scores = [score for _technique, score in scored]
    top = max(range(len(scored)), key=lambda i: (scores[i], -i)) if scored else -1
    hardest = scored[top][0] if scored else "none"
    worst = scores[top] if scored else 0
    level = next(label for bound, label in LEVELS if worst <= bound)
    counts = Counter(technique for technique, _score in scored)
    return Rating(sum(scores), hardest, worst, level, len(scored),
                  tuple(sorted(counts.items(), key=lambda kv: -SCORES[kv[0]])))


def rate_puzzle(clues: list[Clue] | tuple[Clue, ...], truth: Grid) -> Rating:
    """Rate a uniquely solvable puzzle whose solution's grid is ``truth`` (its direct
    steps are scored without being put in words)."""
    work = Work(clues, EMPTY, truth, easiest=True)
    return rate_scored([(found.technique, score_of(found)) if isinstance(found, Step)
                        else (work.technique(found), work.score(found))
                        for found in work.moves()])
