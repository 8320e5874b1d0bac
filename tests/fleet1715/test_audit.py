"""The exact audit of the explainer's steps: no cheaper explanation was open (OCUS weights)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import random_puzzle, scenario
from naval_widgets.fleet1715.grid import EMPTY
from naval_widgets.fleet1715.optimum import cheapest, clue_explanation_below, grid_explanation_below

from .test_explainer import two_clues_grid

rule = pytest.mark.rule
_PATH = Path(__file__).resolve().parents[2] / "benchmarks" / "fleet1715.py"
_SPEC = importlib.util.spec_from_file_location("fleet1715_benchmark", _PATH)
bench = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(bench)


@rule("fleet1715/hint")
def test_every_step_of_a_walkthrough_is_proven_cheapest():
    s = scenario("D")
    steps = fleet1715.explain(s.clues)
    found = bench.audit(s.clues, steps)
    assert found["steps"] == len(steps)
    assert found["cheaper found"] == found["not settled"] == 0, found


@rule("fleet1715/hint")
def test_a_grid_pattern_step_is_proven_cheapest_by_exhaustive_search():
    s = scenario("A")
    steps = fleet1715.explain(s.clues)
    grid = list(EMPTY)
    for step in steps:
        if step.technique == "nothing in common":
            (new,) = step.new
            assert grid_explanation_below(grid, new.cell, new.value, step.cost) is None
            assert grid_explanation_below(grid, new.cell, new.value, step.cost + 1) == step.cost
            return
        for fact in step.new:
            grid[fact.cell] = fact.value
    pytest.fail("scenario A uses no 'nothing in common' step")


@rule("fleet1715/hint")
def test_the_hitting_set_optimum_agrees_on_one_rule_steps():
    s = scenario("A")
    steps = fleet1715.explain(s.clues)
    truth = s.solution.grid()
    grid = list(EMPTY)
    checked = 0
    for step in steps[:60]:
        if step.cost <= 7 and not step.clues:
            fact = step.new[0]
            best = cheapest(grid, (), fact.cell, fact.value, step.cost + 1,
                            [v if v is not None else truth[c] for c, v in enumerate(grid)])
            assert best.exact and best.cost == step.cost, step
            checked += 1
        for fact in step.new:
            grid[fact.cell] = fact.value
    assert checked >= 5


@rule("fleet1715/hint")
def test_a_clue_read_with_a_grid_rule_is_proven_cheapest_by_exhaustive_search():
    """At a grid where no clue alone settles anything, the step reading clue 6 with one
    line (107) is the cheapest of every clue read with up to two rules (``audit``)."""
    puzzle = random_puzzle(24)
    grid = two_clues_grid()
    step = fleet1715.explain(puzzle.clues, grid)[0]
    assert step.cost == 107
    assert clue_explanation_below(grid, puzzle.clues, step.cost) is None
    assert clue_explanation_below(grid, puzzle.clues, step.cost + 1) == step.cost
    found = bench.audit(puzzle.clues, [step], start=grid)
    assert found["clue, proven (grid alone held nothing)"] == 1, found
