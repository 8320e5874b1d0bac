"""The step-wise explainer: every step sound and priced, every walkthrough complete."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import Fact, random_puzzle, scenario, scenarios
from naval_widgets.fleet1715.grid import CELLS, EMPTY
from naval_widgets.fleet1715.optimum import cheapest_one_rule
from naval_widgets.fleet1715.solver import solve
from naval_widgets.fleet1715.steps import cost

RANDOM_PUZZLES = 500
rule = pytest.mark.rule


def premises(step, clues):
    grid = [None] * CELLS
    for fact in step.facts:
        grid[fact.cell] = fact.value
    return [clues[i] for i in step.clues], grid


def follows(clues, grid, fact: Fact) -> bool:
    """Whether every solution of ``clues`` and ``grid`` has ``fact``."""
    if grid[fact.cell] is not None:
        return grid[fact.cell] == fact.value
    trial = list(grid)
    trial[fact.cell] = not fact.value
    return not solve(clues, tuple(trial), limit=1)


def check_sound(step, clues):
    cited, grid = premises(step, clues)
    if step.supposition is not None:
        # The supposition with the cited premises admits no solution at all.
        trial = list(grid)
        trial[step.supposition.cell] = step.supposition.value
        assert not solve(cited, tuple(trial), limit=1), step
        for inner in step.substeps:
            check_sound(inner, clues)
        return
    for fact in step.new:
        assert follows(cited, grid, fact), step


def apply(grid, step):
    grid = list(grid)
    for fact in step.new:
        assert grid[fact.cell] is None
        grid[fact.cell] = fact.value
    return tuple(grid)


@pytest.mark.parametrize("letter", "ABCDEFGHIJKLMNOP")
def test_scenario_walkthrough_is_sound_priced_and_complete(letter):
    s = scenario(letter)
    steps = fleet1715.explain(s.clues)
    grid = EMPTY
    for step in steps:
        check_sound(step, s.clues)
        assert step.cost == cost(len(step.clues), len(step.rules), len(step.facts))
        assert step.new and step.text and step.technique in fleet1715.SCORES
        assert all(grid[f.cell] == f.value for f in step.facts)   # cited facts were known
        grid = apply(grid, step)
    assert grid == s.solution.grid()


def test_steps_use_a_minimal_set_of_facts():
    """Dropping any cited fact loses some new fact (checked on three scenarios)."""
    for letter in "ABC":
        s = scenario(letter)
        for step in fleet1715.explain(s.clues):
            cited, grid = premises(step, s.clues)
            for fact in step.facts:
                fewer = list(grid)
                fewer[fact.cell] = None
                assert not all(follows(cited, fewer, new) for new in step.new), step


@pytest.mark.parametrize("letter", "FK")
def test_no_cheaper_single_rule_step_is_ever_passed_over(letter):
    s = scenario(letter)
    grid = EMPTY
    for step in fleet1715.explain(s.clues):
        cheapest = cheapest_one_rule(grid)
        assert cheapest is None or step.cost <= cheapest, step
        grid = apply(grid, step)


def test_one_step_groups_what_the_same_premises_give():
    steps = fleet1715.explain(scenario("A").clues)
    one_to_one = next(step for step in steps if step.technique == "one to one")
    (line,) = one_to_one.rules
    assert line.kind == "line" and len(one_to_one.facts) == 1
    assert len(one_to_one.new) == 3 or all(s.technique != "one to one" for s in steps[:1])


def test_explaining_from_a_partly_filled_grid():
    s = scenario("E")
    steps = fleet1715.explain(s.clues)
    grid = EMPTY
    for step in steps[:40]:
        grid = apply(grid, step)
    rest = fleet1715.explain(s.clues, grid)
    assert len(rest) < len(steps)
    for step in rest:
        check_sound(step, s.clues)
        assert not {f.cell for f in step.new} & {c for c, v in enumerate(grid) if v is not None}
        grid = apply(grid, step)
    assert grid == s.solution.grid()


def test_random_puzzles_are_explained_to_their_solution():
    suppositions = 0
    for seed in range(RANDOM_PUZZLES):
        puzzle = random_puzzle(seed)
        steps = fleet1715.explain(puzzle.clues)
        grid = EMPTY
        for step in steps:
            grid = apply(grid, step)
            suppositions += step.supposition is not None
            if seed % 25 == 0:
                check_sound(step, puzzle.clues)
        assert grid == puzzle.solution.grid(), seed
    assert suppositions > 0   # some random puzzles need a proof by contradiction


def test_a_proof_by_contradiction_nests_its_steps():
    for seed in range(200):
        puzzle = random_puzzle(seed)
        steps = fleet1715.explain(puzzle.clues)
        nested = [step for step in steps if step.technique == "contradiction"]
        if nested:
            step = nested[0]
            assert step.supposition.cell == step.new[0].cell
            assert step.supposition.value != step.new[0].value
            assert step.substeps and step.text.startswith("Suppose")
            assert step.cost == sum(inner.cost for inner in step.substeps)
            check_sound(step, puzzle.clues)
            return
    pytest.fail("no random puzzle needed a proof by contradiction")


def test_every_technique_is_used_and_sound():
    used = {}
    for s in scenarios():
        for step in fleet1715.explain(s.clues):
            used.setdefault(step.technique, (step, s.clues))
    puzzle = random_puzzle(24)   # needs a nested contradiction
    steps = list(fleet1715.explain(puzzle.clues))
    while steps:
        step = steps.pop(0)
        used.setdefault(step.technique, (step, puzzle.clues))
        steps.extend(step.substeps)
    # Two clues read together: test_two_clues_read_together_when_one_is_not_enough.
    assert set(used) >= set(fleet1715.SCORES) - {"contradiction", "nested contradiction",
                                                 "trial and error", "two clues together"}
    for step, clues in used.values():
        check_sound(step, clues)
        assert step.technique in fleet1715.MEANINGS


#: Random puzzle 24's grid where no clue alone, no grid rule and no supposition is
#: needed but two clues read together settle cells ("." blank, "y" yes, "n" no): the
#: walkthrough before nested suppositions reached it after a trial and error.
TWO_CLUES_GRID = (
    "..n.nnyn..n..nn..n.nn.n..n.....nnn..nynnnn..ynnnnynnnnynnnnyynnn.nn...n.nnyn..n...."
    "n.n.nn.n..n..ynnnnn..nynnnn...nn.nnyn.nn.nynn...nn.n..n...nn.n.n.nn..ynnnn..."
)


def test_two_clues_read_together_when_one_is_not_enough():
    puzzle = random_puzzle(24)
    grid = tuple({".": None, "y": True, "n": False}[ch] for ch in TWO_CLUES_GRID)
    step = fleet1715.explain(puzzle.clues, grid)[0]
    assert step.technique == "two clues together" and len(step.clues) == 2, step
    assert step.cost == cost(2, len(step.rules), len(step.facts))
    check_sound(step, puzzle.clues)


@rule("fleet1715/hint")
def test_nested_suppositions_replace_trial_and_error():
    """Over 30 seeded random puzzles no step is trial and error; every nested
    contradiction is sound (inner suppositions too) and priced as its steps."""
    nested = 0
    for seed in range(30):
        puzzle = random_puzzle(seed)
        steps = fleet1715.explain(puzzle.clues)
        assert all(step.technique != "trial and error" for step in steps), seed
        for step in steps:
            if step.technique == "nested contradiction":
                nested += 1
                inner = [s for s in step.substeps if s.supposition is not None]
                assert inner and all(s.technique == "contradiction" for s in inner)
                assert step.cost == sum(s.cost for s in step.substeps)
                assert "supposing as well that" in step.text
                check_sound(step, puzzle.clues)
    assert nested > 0
