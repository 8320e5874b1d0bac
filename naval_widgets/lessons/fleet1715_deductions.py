"""The Fleet 1715 deductions lesson (``notebooks/fleet-1715/02-deductions-step-by-step.ipynb``):
a tiny puzzle for each technique, solved on its board before its walkthrough is opened;
scenario A's walkthrough, folded; and the questions, every answer computed by the tutor.

>>> from naval_widgets.lessons import fleet1715_deductions as lesson
>>> lesson.position("negation").view["title"]
'Tiny puzzle: negation (site and ship name)'
>>> lesson.walkthrough("negation").selected_index is None   # folded until opened
True
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import fleet1715
from ..core.errors import IllegalAction
from ..fleet1715.tutor.steps import Step
from ..fleet1715.ui import display
from ..fleet1715.world.data import AREAS, DEPTH, KEYS, LABELS, SITE, category_of, element, members
from .fleet1715_common import Folded, marks_board, site_options
from .fleet1715_common import walkthrough as folded_walkthrough
from .lesson import Lesson, LessonError
from .questions import AnyOf, Choice, Option, Question

#: The tiny puzzles of the lesson, in the order its sections meet them (names in
#: ``fleet1715.TINY``); each technique a scenario's rating uses is introduced by one.
TINY_ORDER = ("one to one", "transfer across grids", "negation", "deeper than",
              "depth limit", "area", "next to", "nothing in common", "pair",
              "no room together", "forcing chain", "either way", "either-or chain")
#: The tiny puzzles of ``TINY_ORDER`` the package has.
TINY_NAMES = tuple(name for name in TINY_ORDER if name in fleet1715.TINY)
SCENARIO = "A"


def tiny(name: str) -> fleet1715.TinyPuzzle:
    """The tiny puzzle ``name`` of this lesson."""
    if name not in TINY_NAMES:
        raise LessonError(f"This lesson's tiny puzzles are {', '.join(TINY_NAMES)}; "
                          f"{name!r} is not one of them.")
    return fleet1715.TINY[name]


def tiny_steps(name: str) -> tuple[Step, ...]:
    """The walkthrough of tiny puzzle ``name``, from a blank grid."""
    return tiny(name).explain()


def scenario_steps() -> tuple[Step, ...]:
    """The walkthrough of scenario A, from a blank grid."""
    return fleet1715.explain(fleet1715.scenario(SCENARIO).clues)


def first(steps: Sequence[Step], technique: str) -> int:
    """The number (from 1) of the first step using ``technique``."""
    return next(n for n, step in enumerate(steps, start=1) if step.technique == technique)


# -- what the notebook shows ----------------------------------------------------------------
def walkthrough(name: str) -> Folded:
    """The walkthrough of tiny puzzle ``name`` (or of scenario ``"A"``, with the list of its
    steps in a second fold), folded until the student opens it."""
    if name == SCENARIO:
        return folded_walkthrough(scenario_steps(), listed=True)
    return folded_walkthrough(tiny_steps(name), tiny(name).categories)


def _scenario_clues() -> display.Html:
    scenario = fleet1715.scenario(SCENARIO)
    return display.table(["clue", "card", "text"],
                         [[n, c.number, c.text] for n, c in enumerate(scenario.cards, start=1)])


def _scenario_techniques() -> display.Html:
    steps = scenario_steps()
    rows = [[technique, used, fleet1715.MEANINGS[technique]]
            for technique in fleet1715.SCORES
            if (used := sum(step.technique == technique for step in steps))]
    total = ["all", len(steps), "the walkthrough at the end of this section"]
    return display.table(["technique", "steps", "what it does"], [*rows, total])


def _first_combined() -> display.GridView:
    """The first step of scenario A reading a clue with an earlier fact (blue)."""
    steps = scenario_steps()
    n = next(n for n, step in enumerate(steps, start=1) if step.clues and step.facts)
    return display.show_step(steps, n)


POSITIONS: dict[str, Callable[[], Any]] = {
    **{name: (lambda name=name: fleet1715.board(name)) for name in TINY_NAMES},
    "A clues": _scenario_clues,
    "A board": lambda: fleet1715.board(SCENARIO),
    "A techniques": _scenario_techniques,
    "A first combined": _first_combined,
}


# -- the answers, from the tutor -------------------------------------------------------------
MARKS = (("yes", "● (yes)"), ("no", "× (no)"), ("unknown", "Nothing yet: it could be either."))


def _only_place_mark() -> str:
    steps = tiny_steps("one to one")
    values = {fact.value for fact in steps[first(steps, "only place left") - 1].new}
    return "yes" if values == {True} else "no"


def _deeper_board() -> Any:
    return fleet1715.board("deeper than")


#: Clue 3 (its index) of the "deeper than" tiny puzzle, read on its own in question 2.
DEEPER_CLUE = 2


def _ruled_out_by_clue_alone() -> frozenset[int]:
    step = next(step for step in tiny_steps("deeper than")
                if step.clues == (DEEPER_CLUE,) and not step.facts)
    return frozenset(fact.cell for fact in step.new if fact.value is False)


def _area_options() -> list[Option]:
    pairs = ((2, 3), (0, 1), (1, 2))
    options = [Option("+".join(KEYS[members(SITE)[k]] for k in pair),
                      " and ".join(LABELS[members(SITE)[k]] for k in pair)) for pair in pairs]
    return [*options, Option("none", "None: it could be at any site.")]


def _ruled_out_by_area() -> str:
    """The sites the tiny puzzle's area clue rules out when read on its own: those
    outside its area."""
    clue = next(clue for clue in tiny("area").clues if isinstance(clue, fleet1715.Area))
    return "+".join(KEYS[site] for site in members(SITE) if site not in AREAS[clue.area]) \
        or "none"


def _almiranta_site() -> str:
    steps = tiny_steps("next to")
    almiranta = element("almiranta")
    return next(KEYS[e] for fact in steps[first(steps, "next to") - 1].new if fact.value
                for e in fact.elements if almiranta in fact.elements and e != almiranta)


PAIR_MARKS = (("yes", "Only ● (yes)"), ("no", "Only × (no)"), ("both", "Both ● and ×"))


def _pair_marks() -> str:
    steps = tiny_steps("pair")
    values = {fact.value for fact in steps[first(steps, "pair") - 1].new}
    return {frozenset({True}): "yes", frozenset({False}): "no"}.get(frozenset(values), "both")


SUPPOSED = (("as supposed", "It is as you supposed."),
            ("opposite", "It is the other way round: the opposite of what you supposed."),
            ("nothing", "Nothing: suppose another cell."))


def _after_a_broken_supposition() -> str:
    """Mark the opposite of the first forcing chain's conclusion (its supposition) on the
    grid before it: the tutor refuses that grid when no solution has the mark."""
    steps = tiny_steps("forcing chain")
    n = first(steps, "forcing chain")
    supposed = list(display.after(steps[:n - 1]))
    for fact in steps[n - 1].new:
        supposed[fact.cell] = not fact.value
    try:
        tiny("forcing chain").explain(supposed)
    except IllegalAction:
        return "opposite"
    return "as supposed"


def _depth_options() -> list[Option]:
    return [Option(KEYS[e], LABELS[e]) for e in members(DEPTH)]


def _pelican_depth() -> str:
    pelican = element("pelican")
    return next(KEYS[e] for step in scenario_steps() for fact in step.new
                if fact.value and pelican in fact.elements
                for e in fact.elements if category_of(e) == DEPTH)


def _clue_options() -> list[Option]:
    return [Option(str(n), f"Clue {n}: {clue.text}")
            for n, clue in enumerate(fleet1715.scenario(SCENARIO).clues, start=1)]


#: The wrong mark of question 5.
WRONG_MARK = {"san-miguel:gold": True}


def _contradicted_clue() -> AnyOf:
    mistakes = fleet1715.check(fleet1715.scenario(SCENARIO).clues, WRONG_MARK)
    return AnyOf(str(i + 1) for mistake in mistakes for i in mistake.clues)


def _level_options() -> list[Option]:
    return [Option(str(level), f"Hint {level}") for level in (1, 2, 3)]


def _whole_deduction_level() -> str:
    """The hint level whose text is the next step of the walkthrough, whole."""
    clues = fleet1715.scenario(SCENARIO).clues
    sentence = scenario_steps()[0].text
    return next(str(level) for level in (1, 2, 3)
                if fleet1715.hint(clues, None, level).text == sentence)


QUESTIONS = [
    Question(
        "A line of four cells has × in three of them. What goes in the fourth?",
        Choice(MARKS), _only_place_mark,
        "Every line of four cells holds exactly one ●.",
        "{answer}: every line holds exactly one ●, and three cells are ruled out: the only place "
        "left."),
    Question(
        "Read clue 3 of this tiny puzzle on its own (forget clues 1 and 2). Mark × in every cell "
        "it rules out, then press Check.",
        marks_board(_deeper_board, False, "Mark × (click a cell once) in each cell clue 3 "
                                          "alone rules out, then press Check."),
        _ruled_out_by_clue_alone,
        "A wreck deeper than another is not in the shallowest water (15 ft); the other is not in "
        "the deepest (22 ft). Two cells in all.",
        "Clue 3 alone rules out two cells: {answer}."),
    Question(
        "“The Almiranta lies in the northern area.” Read on its own, at which sites can the "
        "Almiranta not lie?",
        Choice(_area_options), _ruled_out_by_area,
        "Which two sites form the northern area?",
        "{answer}: the southern area, so two ×."),
    Question(
        "The Capitana sank at Sebastian Inlet, and “The Almiranta and the Capitana lie next to "
        "each other”. Where did the Almiranta sink?",
        Choice(site_options), _almiranta_site,
        "Next to each other: the two sites of one area. Which site shares Sebastian Inlet's area?",
        "{answer}: the other site of the northern area."),
    Question(
        "Two lines of a block have their only open cells in the same two places (a pair). What "
        "does a pair step mark in the other lines?",
        Choice(PAIR_MARKS), _pair_marks,
        "The two lines take those two places between them, one each. Can a third line still have "
        "its ● there?",
        "{answer}: the pair takes both places, so every other line has × there."),
    Question(
        "A forcing chain supposes a cell is the other way round; the grid rules then break a line "
        "(four ×, or two ●). What does that tell you about the cell?",
        Choice(SUPPOSED), _after_a_broken_supposition,
        "Could the supposition be true, if it breaks a rule every solution keeps?",
        "{answer} A supposition that breaks the grid rules is false."),
    Question(
        "Scenario A: “The wreck at St. Lucie lies deeper than the wreck at Pelican Island”, and "
        "St. Lucie's wreck lies in 16 ft of water. How deep does Pelican Island's wreck lie?",
        Choice(_depth_options), _pelican_depth,
        "Which depths are shallower than 16 ft?",
        "{answer}: the only depth shallower than 16 ft."),
    Question(
        "A player marks “the San Miguel carried gold coins” as ● (yes). Which clue of scenario A "
        "does that contradict?",
        Choice(_clue_options), _contradicted_clue,
        "Look for a clue that names both gold coins and the San Miguel.",
        "{answer}: two wrecks next to each other are two different wrecks."),
    Question(
        "Which hint level tells you the whole deduction, as the walkthrough says it?",
        Choice(_level_options), _whole_deduction_level,
        "Hint 1 names where to look; each level says a bit more.",
        "{answer}: level 1 names the clue or technique to look at, level 2 the cells too, level 3 "
        "the whole deduction."),
]

LESSON = Lesson("fleet1715-deductions", "Fleet 1715: deductions step by step",
                "fleet-1715/02-deductions-step-by-step.ipynb", QUESTIONS, POSITIONS)

position, question = LESSON.position, LESSON.question
