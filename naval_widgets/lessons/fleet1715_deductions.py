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
from ..fleet1715.tutor.steps import Step
from ..fleet1715.ui import display
from ..fleet1715.world.data import (
    AREAS,
    DEPTH,
    KEYS,
    LABELS,
    SITE,
    category_of,
    element,
    members,
    neighbour,
)
from ..fleet1715.world.deck import card
from ..fleet1715.world.grid import cell_title
from .fleet1715_common import Folded, marks_board, relabelled, site_options
from .fleet1715_common import walkthrough as folded_walkthrough
from .lesson import Lesson, LessonError
from .questions import AnyOf, Board, Choice, Option, Question

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


#: The tiny puzzles of the questions that end sections 1, 2 and 5: the puzzles of those
#: sections with their values renamed, so the same deductions lead elsewhere.
AGAIN = {
    "one to one": relabelled(fleet1715.TINY["one to one"], {
        "silver": "jewelry", "jewelry": "gold", "gold": "porcelain", "porcelain": "silver"}),
    "transfer across grids": relabelled(fleet1715.TINY["transfer across grids"], {
        "jewelry": "silver", "silver": "gold", "gold": "porcelain", "porcelain": "jewelry"}),
    "pair": relabelled(fleet1715.TINY["pair"], {"sebastian": "pelican", "st-lucie": "ft-pierce"}),
    "forcing chain": relabelled(fleet1715.TINY["forcing chain"], {
        "capitana": "almiranta", "almiranta": "sloop", "sloop": "capitana"}),
}
#: The area card of question 3, and the facts of question 4 (a "next to" card and a site).
AREA_CARD, NEXT_TO_CARD, KNOWN = 17, 26, ("sloop", "st-lucie")
#: The wrong mark of question 9.
WRONG_MARK = {"san-miguel:gold": True}


def _before_first(name: str) -> tuple[Any, Step]:
    """Tiny puzzle ``AGAIN[name]``'s grid just before its first ``name`` step, and the step."""
    steps = AGAIN[name].explain()
    n = first(steps, name)
    return display.after(steps[:n - 1]), steps[n - 1]


def _chain_grid() -> display.GridView:
    grid, _step = _before_first("forcing chain")
    return display.show(grid, categories=AGAIN["forcing chain"].categories)


def _facts(rows: list[list[str]]) -> display.Html:
    return display.table(["what you know", "it says"], rows)


POSITIONS: dict[str, Callable[[], Any]] = {
    **{name: (lambda name=name: fleet1715.board(name)) for name in TINY_NAMES},
    "A clues": _scenario_clues,
    "A board": lambda: fleet1715.board(SCENARIO),
    "A techniques": _scenario_techniques,
    "A first combined": _first_combined,
    # The positions the questions that end the sections are asked on, one a section.
    **{f"{name} again": (lambda name=name: fleet1715.board(AGAIN[name]))
       for name in ("one to one", "transfer across grids", "pair")},
    "area card": lambda: _facts([[f"card {AREA_CARD}", card(AREA_CARD).text]]),
    "next to facts": lambda: _facts([
        [f"card {NEXT_TO_CARD}", card(NEXT_TO_CARD).text],
        ["a fact found earlier", fleet1715.Pairing(*map(element, KNOWN)).text]]),
    "chain grid": _chain_grid,
    "St. Lucie facts": lambda: _facts([
        ["clue 7", "The wreck at St. Lucie lies deeper than the wreck at Pelican Island."],
        ["a fact found earlier", "The wreck at St. Lucie lies in 16 ft of water."]]),
    "wrong mark": lambda: display.show(WRONG_MARK, caption="A player's grid, one mark on it"),
}


# -- the answers, from the tutor -------------------------------------------------------------
MARKS = (("yes", "● (yes)"), ("no", "× (no)"), ("unknown", "Nothing yet: it could be either."))


def _yes_cells(puzzle: fleet1715.TinyPuzzle) -> frozenset[int]:
    truth = puzzle.grid()
    return frozenset(c for c in puzzle.cells if truth[c])


def _depth_of(puzzle: fleet1715.TinyPuzzle, key: str) -> str:
    """The depth of the wreck with element ``key`` in ``puzzle``'s solution."""
    return KEYS[puzzle.solution.at(puzzle.solution.sites[element(key)], DEPTH)]


def _chain_cell() -> tuple[int, bool]:
    """The cell the first forcing chain of question 6's grid decides, and its mark."""
    _grid, step = _before_first("forcing chain")
    (fact,) = step.new
    return fact.cell, fact.value


def _chain_mark() -> str:
    return "yes" if _chain_cell()[1] else "no"


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
    """The sites card ``AREA_CARD``'s area clue rules out when read on its own: those
    outside its area."""
    clue = card(AREA_CARD).clue
    return "+".join(KEYS[site] for site in members(SITE) if site not in AREAS[clue.area]) \
        or "none"


def _site_next_to() -> str:
    """Where the other element of card ``NEXT_TO_CARD`` lies, the first being at the known
    site: the other site of its area."""
    return KEYS[neighbour(element(KNOWN[1]))]


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


_CHAIN_CELL, _CHAIN_MARK = _chain_cell()
#: The question that asks a renamed tiny puzzle solved on its board.
SOLVE = "Solve this tiny puzzle: mark its four ● (yes), then press Check."


def _solved(name: str) -> Board:
    """Tiny puzzle ``AGAIN[name]``'s board, answered by its ● marks."""
    return marks_board(lambda: position(f"{name} again"), True,
                       "Mark a ● in each cell that is yes (click a cell twice), then press "
                       "Check.")

QUESTIONS = [
    Question(
        SOLVE, _solved("one to one"), lambda: _yes_cells(AGAIN["one to one"]),
        "Three clues give three ●. A ● rules out the rest of its row and column, and a line with "
        "three × has its ● in the fourth cell.",
        "Three clues give three ●; one to one rules out the rest of their lines, and the only "
        "place left gives the fourth: {answer}.",
        on="one to one again"),
    Question(
        "In this tiny puzzle, which depth goes with the silver? Work it out on its board.",
        Choice(_depth_options), lambda: _depth_of(AGAIN["transfer across grids"], "silver"),
        "The silver's site is a clue; what do the other clues and the grid's rules say of that "
        "site's depth? Two cells joining three values decide the third.",
        "{answer}: the silver's site is Pelican Island, and the grid's rules give Pelican Island "
        "that depth; transfer joins the two.",
        on="transfer across grids again"),
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
        f"Card {AREA_CARD} says “{card(AREA_CARD).text}” Read on its own, at which sites can the "
        "N. Sn. del Carmen not lie?",
        Choice(_area_options), _ruled_out_by_area,
        "Which two sites form the area it names, and which two are left?",
        "{answer}: the northern area, so two ×.",
        on="area card"),
    Question(
        f"The Dutch Sloop sank at St. Lucie, and card {NEXT_TO_CARD} says "
        f"“{card(NEXT_TO_CARD).text}” Where was the silver found?",
        Choice(site_options), _site_next_to,
        "Next to each other: the two sites of one area. Which site shares St. Lucie's area?",
        "{answer}: the other site of the southern area.",
        on="next to facts"),
    Question(
        SOLVE, _solved("pair"), lambda: _yes_cells(AGAIN["pair"]),
        "Two lines whose only open cells are in the same two places take both: × in those places "
        "everywhere else.",
        "The pair takes both of its places, so the other lines have × there, and the rest "
        "follows: {answer}.",
        on="pair again"),
    Question(
        f"On this grid, suppose the cell {cell_title(_CHAIN_CELL)} were "
        f"{'×' if _CHAIN_MARK else '●'}: following only the grid's rules, a line then breaks. "
        "What goes in that cell?",
        Choice(MARKS), _chain_mark,
        "Could the supposition be true, if it breaks a rule every solution keeps?",
        "{answer}: a supposition that breaks the grid's rules is false, so the cell is the other "
        "way round.",
        on="chain grid"),
    Question(
        "Scenario A: “The wreck at St. Lucie lies deeper than the wreck at Pelican Island”, and "
        "St. Lucie's wreck lies in 16 ft of water. How deep does Pelican Island's wreck lie?",
        Choice(_depth_options), _pelican_depth,
        "Which depths are shallower than 16 ft?",
        "{answer}: the only depth shallower than 16 ft.",
        on="St. Lucie facts"),
    Question(
        "Which hint level tells you the whole deduction, as the walkthrough says it?",
        Choice(_level_options), _whole_deduction_level,
        "Hint 1 names where to look; each level says a bit more.",
        "{answer}: level 1 names the clue or technique to look at, level 2 the cells too, level 3 "
        "the whole deduction."),
    Question(
        "A player marks “the San Miguel carried gold coins” as ● (yes). Which clue of scenario A "
        "does that contradict?",
        Choice(_clue_options), _contradicted_clue,
        "Look for a clue that names both gold coins and the San Miguel.",
        "{answer}: two wrecks next to each other are two different wrecks.",
        on="wrong mark"),
]

LESSON = Lesson("fleet1715-deductions", "Fleet 1715: deductions step by step",
                "fleet-1715/02-deductions-step-by-step.ipynb", QUESTIONS, POSITIONS)

position, question = LESSON.position, LESSON.question
