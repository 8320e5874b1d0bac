"""What rules out a wrong mark: every reason a board's check gives is true, and a board
keeps one walkthrough for its wrong marks and its walkthrough player (issue 25: a hint
or a check on a grid with wrong marks is answered at once)."""

from __future__ import annotations

import doctest
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import fleet1715
from naval_widgets.fleet1715.solo.actions import Draw
from naval_widgets.fleet1715.tutor import walkthrough
from naval_widgets.fleet1715.tutor.mistakes import Mistake, fits
from naval_widgets.fleet1715.tutor.steps import Fact
from naval_widgets.fleet1715.ui.puzzles import ScenarioPuzzle, board_puzzle
from naval_widgets.fleet1715.world.grid import CELLS

from ..tiers import fuzzed
from ..traits import send
from .test_hints import after
from .walkthroughs import scenario_steps

rule = pytest.mark.rule


@cache
def board(letter: str) -> ScenarioPuzzle:
    """One board puzzle a scenario for the whole test run: its walkthrough is worked out
    as the examples ask, as a board's is."""
    return board_puzzle(letter)


def right_marks(grid: tuple, truth: tuple) -> list[Fact]:
    return [Fact(c, v) for c, v in enumerate(grid) if v is not None and v == truth[c]]


def holds(mistake: Mistake, clues: tuple, right: list[Fact]) -> bool:
    """Whether what ``mistake`` says rules its mark out does: its clues with its marks
    (each of them one of the right marks, and needed), its clues together from the right
    marks, or its one clue alone."""
    cited = [clues[i] for i in mistake.clues]
    if mistake.marks:
        marks = list(mistake.marks)
        return set(marks) <= set(right) and not fits(cited, marks + [mistake.fact]) and all(
            fits(cited, marks[:k] + marks[k + 1:] + [mistake.fact]) for k in range(len(marks)))
    if "together rule it out" in mistake.text:
        return bool(cited) and not fits(cited, right + [mistake.fact])
    return len(cited) == 1 and not fits(cited, [mistake.fact])


def board_reasons_hold(letter: str, data: st.DataObject) -> None:
    """A grid part way through the walkthrough of ``letter`` (or blank), then clicks
    without reasoning: the board's check names exactly the wrong marks, each with a
    reason that holds (``holds``), and its hint is about the first of them."""
    s = fleet1715.scenario(letter)
    truth = s.solution.grid()
    steps = scenario_steps(letter)
    grid = list(after(steps, data.draw(st.integers(0, len(steps) - 1), label="steps")))
    clicks = data.draw(st.dictionaries(st.integers(0, CELLS - 1), st.booleans(), min_size=1,
                                       max_size=12), label="clicks")
    for c, value in clicks.items():
        grid[c] = value
    grid = tuple(grid)
    wrong = [c for c, v in enumerate(grid) if v is not None and v != truth[c]]
    puzzle = board(letter)
    verdict, mistakes = puzzle.check(grid)
    assert [m.fact.cell for m in mistakes] == wrong
    right = right_marks(grid, truth)
    for mistake in mistakes:
        assert holds(mistake, s.clues, right), mistake.text
    if wrong:
        assert puzzle.hint(grid, 3).mistake == mistakes[0] and "wrong" in verdict


@rule("fleet1715/grid")
@fuzzed(10)
@given(data=st.data())
def test_every_reason_the_board_of_scenario_a_gives_for_a_wrong_mark_is_true(data):
    """``board_reasons_hold`` on scenario A's board."""
    board_reasons_hold("A", data)


@pytest.mark.slow
@rule("fleet1715/grid")
@fuzzed(40)
@given(letter=st.sampled_from("ABCDEFGHIJKLMNOP"), data=st.data())
def test_every_reason_a_board_gives_for_a_wrong_mark_is_true(letter, data):
    """``board_reasons_hold`` on every scenario's board."""
    board_reasons_hold(letter, data)


def closure(steps: tuple, c: int, given: set[int]) -> tuple[int, ...]:
    """The clues of the steps that set cell c and, step by step, the facts they read that
    are not ``given``, found from the whole walkthrough."""
    made = {f.cell: k for k, step in enumerate(steps) for f in step.new}
    kept, todo = set(), [made[c]]
    while todo:
        k = todo.pop()
        kept.add(k)
        todo += [made[f.cell] for f in steps[k].facts if f.cell not in given
                 and made[f.cell] not in kept]
    return tuple(sorted({i for k in kept for i in steps[k].clues}))


def alone(puzzle: ScenarioPuzzle, fact: Fact) -> Mistake:
    """The board's check of a grid holding one mark, the other way from ``fact``."""
    grid = tuple(not fact.value if c == fact.cell else None for c in range(CELLS))
    (mistake,) = puzzle.check(grid)[1]
    return mistake


@rule("fleet1715/grid")
def test_the_walkthrough_doctest_passes():
    """Its example: a walkthrough asked about one cell stops at the step that sets it."""
    assert doctest.testmod(walkthrough).failed == 0


@rule("fleet1715/grid")
def test_a_board_works_its_walkthrough_out_once_and_only_as_far_as_a_wrong_mark_needs():
    """Scenario A: the first wrong mark that no clue rules out alone is explained by the
    clues of the walkthrough's steps that lead to its cell; the board worked out the
    walkthrough to that step and no further, and the walkthrough it then shows is the
    same steps, continued."""
    steps = scenario_steps("A")
    puzzle = board_puzzle("A")
    walk = puzzle.tutor.walkthrough
    k = next(k for k, step in enumerate(steps) if len(alone(puzzle, step.new[0]).clues) > 1)
    fact = steps[k].new[0]
    mistake = alone(puzzle, fact)
    assert "together rule it out" in mistake.text and 10 < k < len(steps) - 1
    assert walk.steps == list(steps[:k + 1])
    assert mistake.clues == closure(steps, fact.cell, set())
    assert puzzle.explain() == steps and walk.steps == list(steps)


@rule("fleet1715/grid")
def test_a_wrong_mark_among_right_ones_is_explained_from_the_right_ones():
    """Scenario A's last cell marked the wrong way on grids further and further through
    the walkthrough: the clues named are those of the steps back to the student's right
    marks, fewer as the right marks settle more of the way."""
    steps = scenario_steps("A")
    puzzle = board("A")
    truth = fleet1715.scenario("A").solution.grid()
    late = steps[-1].new[0]
    named = []
    for count in (0, 10, 30, 60):
        grid = list(after(steps, count))
        grid[late.cell] = not late.value
        right = right_marks(tuple(grid), truth)
        (mistake,) = puzzle.check(tuple(grid))[1]
        assert "together rule it out" in mistake.text and holds(mistake, puzzle.clues, right)
        assert mistake.clues == closure(steps, late.cell, {f.cell for f in right})
        named.append(set(mistake.clues))
    assert all(named[k + 1] <= named[k] for k in range(len(named) - 1))
    assert len(named[-1]) < len(named[0])


@rule("fleet1715/hint")
def test_the_solo_board_keeps_the_tutor_of_the_cards_once_they_leave_one_solution():
    """Solo game: before the cards drawn leave one solution there is no tutor to keep;
    after, one, asked by the hint, the check and the walkthrough player alike."""
    solo = fleet1715.Table(seed=1, variant="A").widget(pace=0)
    assert solo.clue_tutor() is None
    while solo.table.state.pile:
        solo.table.play(Draw(), respond=False)
    solo.sync()
    tutor = solo.clue_tutor()
    assert tutor is not None and solo.clue_tutor() is tutor
    late = scenario_steps("A")[-1].new[0]
    send(solo, "mark", cell=late.cell, value="yes" if not late.value else "no")
    send(solo, "check")
    (mistake,) = solo.tutor["mistakes"]
    assert mistake["cell"] == late.cell and solo.error == ""
    send(solo, "hint", level=3)
    assert solo.tutor["text"] == mistake["text"]
    send(solo, "walk", step=0)
    assert solo.tutor["steps"] == len(tutor.walkthrough.steps)
    assert tutor.walkthrough.steps == list(fleet1715.explain(solo.clue_list()))
