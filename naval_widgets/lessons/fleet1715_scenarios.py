"""The Fleet 1715 scenarios lesson (``notebooks/fleet-1715/03-all-scenarios.ipynb``): the
ratings of the 16 scenarios as a table and a chart, and its questions, every answer
computed by the rater.

>>> from naval_widgets.lessons import fleet1715_scenarios as lesson
>>> lesson.QUESTIONS[1].answer_label()
'H'
"""

from __future__ import annotations

import html
from collections import Counter
from collections.abc import Callable
from typing import Any

from .. import fleet1715
from ..fleet1715.tutor.rating import score_of
from ..fleet1715.ui import display
from .lesson import Lesson
from .questions import Choice, Number, Option, Question

#: Shorter column heads for the table of techniques.
SHORT = {"transfer across grids": "transfer", "only place left": "only place",
         "nothing in common": "nothing common", "no room together": "no room",
         "either-or chain": "either-or", "forcing chain": "forcing"}
#: The random puzzles rated for comparison.
RANDOM_SEEDS = range(1, 9)


def _scores() -> display.Html:
    return display.table(["technique", "score", "what it does"],
                         [[technique, score, fleet1715.MEANINGS[technique]]
                          for technique, score in fleet1715.SCORES.items()])


def _ratings() -> display.Html:
    rows = [[s.letter, len(s.cards), s.players, s.rating.score, s.rating.level,
             s.rating.hardest, s.rating.steps] for s in fleet1715.scenarios()]
    return display.table(["scenario", "cards", "players", "score", "level",
                          "hardest technique", "steps"], rows)


def _chart() -> display.Html:
    scenarios = fleet1715.scenarios()
    return display.bar_chart([s.letter for s in scenarios], [s.rating.score for s in scenarios],
                             [s.rating.level for s in scenarios],
                             title="Difficulty score of each scenario (colour: level)")


def ranked() -> list[fleet1715.Scenario]:
    """The scenarios from the easiest to the hardest: by level, then by score."""
    return sorted(fleet1715.scenarios(), key=lambda s: (s.rating.order, s.letter))


def highest_score() -> fleet1715.Scenario:
    """The scenario whose steps add up to the highest score."""
    return max(fleet1715.scenarios(), key=lambda s: (s.rating.score, s.letter))


def _ranking() -> display.Html:
    text = " < ".join(f"{s.letter} ({s.rating.level}, {s.rating.score})" for s in ranked())
    return display.Html(f"<p>{html.escape(text)}</p>", text)


def used_techniques() -> list[str]:
    """The techniques some scenario's rating uses, easiest first."""
    return [t for t in fleet1715.SCORES
            if any(dict(s.rating.techniques).get(t) for s in fleet1715.scenarios())]


def _techniques() -> display.Html:
    techniques = used_techniques()
    return display.table(["scenario", *(SHORT.get(t, t) for t in techniques)],
                         [[s.letter, *(dict(s.rating.techniques).get(t, 0) for t in techniques)]
                          for s in fleet1715.scenarios()])


def _random() -> display.Html:
    rows = []
    for seed in RANDOM_SEEDS:
        puzzle = fleet1715.random_puzzle(seed)
        r = fleet1715.rate(puzzle.clues)
        rows.append([seed, len(puzzle.clues), r.score, r.level, r.hardest, r.steps])
    return display.table(["seed", "clues", "score", "level", "hardest technique", "steps"], rows)


#: The tiny puzzle whose steps the question on scoring adds up: no step of it reads a clue
#: with an earlier fact.
SCORED = "negation"


def scored_steps() -> list[tuple[str, int]]:
    """The techniques of tiny puzzle ``SCORED``'s walkthrough, with how many steps each."""
    counts = Counter(step.technique for step in fleet1715.TINY[SCORED].explain())
    return [(technique, counts[technique]) for technique in fleet1715.SCORES if counts[technique]]


def _scored_steps() -> display.Html:
    return display.table(["technique", "steps"], [list(row) for row in scored_steps()])


def steps_score() -> int:
    """What tiny puzzle ``SCORED``'s walkthrough scores, step by step."""
    return sum(score_of(step) for step in fleet1715.TINY[SCORED].explain())


POSITIONS: dict[str, Callable[[], Any]] = {
    "scores": _scores,
    # The steps of a tiny puzzle, to score (the question ending "How difficulty is measured").
    "steps to score": _scored_steps,
    "ratings": _ratings,
    "chart": _chart,
    "ranking": _ranking,
    "techniques": _techniques,
    "random": _random,
    # A board for the scenario the student picks: the easiest.
    "easiest board": lambda: fleet1715.board(ranked()[0].letter),
}


def _letters() -> list[Option]:
    return [Option(s.letter, s.letter) for s in fleet1715.scenarios()]


def _hardest_of(letter: str) -> str:
    return fleet1715.scenario(letter).rating.hardest


def _technique_options(letter: str) -> Callable[[], list[Option]]:
    """Four techniques: the hardest one scenario ``letter`` needs, and three it does not
    need at its hardest, from the easiest."""
    def options() -> list[Option]:
        hardest = _hardest_of(letter)
        others = [t for t in used_techniques() if t != hardest]
        chosen = sorted([hardest, *others[-3:]], key=list(fleet1715.SCORES).index)
        return [Option(t, t) for t in chosen]
    return options


#: The scenario whose hardest technique question 4 asks about.
HARD_ONE = "H"

QUESTIONS = [
    Question(
        f"A tiny puzzle ({SCORED}) is solved in the steps listed here. What is its difficulty "
        "score?",
        Number(0, 100), steps_score,
        "Multiply each technique's steps by its score in the table above, then add them up. No "
        "step here reads a clue with an earlier fact.",
        "{answer}: each step scores its technique's score, and the score adds up every step.",
        on="steps to score"),
    Question(
        "Which scenario has the highest difficulty score?",
        Choice(_letters), lambda: highest_score().letter,
        "Look for the tallest bar in the chart.",
        "{answer}: its bar is the tallest; its steps add up to the highest score."),
    Question(
        "You want to try your first whole scenario. Which one is the easiest: the lowest score "
        "among the scenarios of the easiest level?",
        Choice(_letters), lambda: ranked()[0].letter,
        "Look at the lightest bars of the chart (the easiest level), and take the shortest of "
        "them; or the first scenario of the ranking.",
        "{answer}: its level is the easiest, and among the scenarios of that level its steps add "
        "up to the lowest score."),
    Question(
        f"Which technique does scenario {HARD_ONE} need at its hardest?",
        Choice(_technique_options(HARD_ONE)), lambda: _hardest_of(HARD_ONE),
        f"Find scenario {HARD_ONE}'s row in the table of ratings: the column “hardest "
        "technique”.",
        f"{{answer}}: no solution of scenario {HARD_ONE} does without it, so its "
        "level follows from it."),
]

LESSON = Lesson("fleet1715-scenarios", "Fleet 1715: all the scenarios",
                "fleet-1715/03-all-scenarios.ipynb", QUESTIONS, POSITIONS)

position, question = LESSON.position, LESSON.question
