"""What rules out a wrong mark: every reason a board's check gives is true and as short as
it can be, from clues and marks a student can look at (issue 25: a hint or a check on a
grid with wrong marks is answered at once, so the reason is found without an
explanation of the whole grid)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import fleet1715
from naval_widgets.fleet1715.tutor.hints import Mistake, _fits
from naval_widgets.fleet1715.tutor.steps import Fact
from naval_widgets.fleet1715.ui.puzzles import board_puzzle
from naval_widgets.fleet1715.world.grid import CELLS

from ..tiers import fuzzed
from .test_hints import after
from .walkthroughs import scenario_steps

rule = pytest.mark.rule


def right_marks(grid: tuple, truth: tuple) -> list[Fact]:
    return [Fact(c, v) for c, v in enumerate(grid) if v is not None and v == truth[c]]


def needed(premises: list, fits) -> bool:
    """Whether ``fits`` refuses ``premises`` and accepts them with any one left out."""
    return not fits(premises) and all(fits(premises[:k] + premises[k + 1:])
                                      for k in range(len(premises)))


def holds(mistake: Mistake, clues: tuple, right: list[Fact]) -> bool:
    """Whether what ``mistake`` says rules its mark out does, each part of it needed: its
    clues with its marks (each one of the right marks), its clues together with the
    right marks (no one of them alone), or its one clue alone."""
    fact = mistake.fact
    cited = [clues[i] for i in mistake.clues]
    if mistake.marks:
        marks = list(mistake.marks)
        return set(marks) <= set(right) and needed(marks, lambda m: _fits(cited, m + [fact]))
    if "together rule it out" in mistake.text:
        return len(cited) > 1 and needed(cited, lambda c: _fits(c, right + [fact]))
    return len(cited) == 1 and not _fits(cited, [fact])


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
    puzzle = board_puzzle(letter)
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


@rule("fleet1715/grid")
@pytest.mark.parametrize("letter", ["A", "H", "P"])
def test_a_mark_no_one_clue_rules_out_names_the_fewest_clues_that_do(letter):
    """The last cell of the walkthrough marked the wrong way on a blank grid: no one clue
    rules it out, so the check names clues that do together, each of them needed, and a
    level-1 hint sends the student to them (or says several clues are needed)."""
    s = fleet1715.scenario(letter)
    late = scenario_steps(letter)[-1].new[0]
    grid = tuple(not late.value if c == late.cell else None for c in range(CELLS))
    (mistake,) = fleet1715.check(s.clues, grid)
    assert "together rule it out" in mistake.text and holds(mistake, s.clues, [])
    assert 1 < len(mistake.clues) < len(s.clues) and mistake.marks == ()
    one = fleet1715.hint(s.clues, grid, 1)
    assert one.clues == mistake.clues
    if len(mistake.clues) <= 3:
        assert all(str(i + 1) in one.text for i in mistake.clues)
    else:
        assert "several clues" in one.text
