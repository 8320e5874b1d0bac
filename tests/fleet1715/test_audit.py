"""The exact audit of the explainer's steps: no cheaper explanation was open (OCUS weights)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import random_puzzle, scenario
from naval_widgets.fleet1715.world.grid import EMPTY
from tools.fleet1715 import certificate
from tools.fleet1715.audit import audit
from tools.fleet1715.optimum import (
    FACT0,
    NR,
    cheapest,
    cheapest_next,
    clue_explanation_below,
    grid_explanation_below,
    holds_without,
)

from .test_explainer import two_clues_grid
from .test_hints import settling
from .walkthroughs import scenario_steps

rule = pytest.mark.rule


@rule("fleet1715/hint")
@pytest.mark.slow
def test_every_step_of_a_walkthrough_is_proven_cheapest():
    s = scenario("D")
    steps = scenario_steps("D")
    found = audit(s.clues, steps)
    assert found["steps"] == len(steps)
    assert found["cheaper found"] == found["not settled"] == 0, found


@rule("fleet1715/hint")
@pytest.mark.slow
def test_a_grid_pattern_step_is_proven_cheapest_by_exhaustive_search():
    steps = scenario_steps("A")
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
@pytest.mark.slow
def test_the_hitting_set_optimum_agrees_on_one_rule_steps():
    s = scenario("A")
    steps = scenario_steps("A")
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
    found = audit(puzzle.clues, [step], start=grid)
    assert found["clue, proven (grid alone held nothing)"] == 1, found


@rule("fleet1715/hint")
@pytest.mark.slow
@pytest.mark.parametrize(("letter", "label", "technique", "cost"),
                         [("A", "pelican:nao", "no room together", 32),
                          ("H", "sebastian:regla", "pair", 24)])
def test_a_step_the_exhaustive_search_left_open_is_proven_by_hitting_sets(
        letter, label, technique, cost):
    """Two steps the exhaustive search could not settle (room for four and six grid rules):
    the exact optimum over every clue, rule and fact (PySAT) proves no new fact had an
    explanation cheaper than the step (about a second each)."""
    s, step, grid = settling(letter, label)
    assert (step.technique, step.cost) == (technique, cost)
    record: list = []
    found = audit(s.clues, [step], start=grid, record=record)
    assert found["proven by hitting sets"] == 1, (found, record)
    assert record[0]["lower"] == cost


@rule("fleet1715/hint")
@pytest.mark.slow
def test_the_audit_finds_a_cheaper_explanation_than_a_dearer_step():
    """Scenario B: the forcing chain that Sebastian Inlet is not at 22 ft costs 43 (7 rules
    and 8 facts). Offered at 48 (what cutting the breadth-first chain down a premise at a
    time gives), the audit finds the 43: the same fact, the cheapest of any new fact
    there. Checked without the SAT solver: the fact follows from the set, and from no
    part of it."""
    s, step, grid = settling("B", "sebastian:22ft")
    assert (step.technique, step.cost) == ("forcing chain", 43)
    record: list = []
    found = audit(s.clues, [replace(step, cost=48)], start=grid, record=record)
    assert found["cheaper found"] == 1, found
    (best,) = record
    assert (best["cost"], best["cheaper"]) == (48, 43)
    cell, value = best["fact"]
    assert (cell, value) == (step.new[0].cell, step.new[0].value)
    ids = best["ids"]
    assert (sum(k < NR for k in ids), sum(k >= FACT0 for k in ids)) == (7, 8)
    assert holds_without(grid, s.clues, ids, cell, value)
    for left_out in ids:
        assert not holds_without(grid, s.clues, [k for k in ids if k != left_out],
                                 cell, value), left_out
    # The step itself is proven cheapest.
    found = audit(s.clues, [step], start=grid)
    assert found["proven by hitting sets"] == 1, found


@rule("fleet1715/hint")
@pytest.mark.slow
def test_the_exact_optimum_of_any_new_fact_is_bounded_exactly():
    """Where scenario G settles N. Sn. de la Regla's gold coins (no room together, 32)
    the cheapest explanation of any new fact costs exactly 32: proven at least 32, found
    below 33."""
    s, step, grid = settling("G", "regla:gold")
    assert (step.technique, step.cost) == ("no room together", 32)
    assert not cheapest_next(grid, s.clues, 32).exact
    best = cheapest_next(grid, s.clues, 33)
    assert best.exact and best.cost == 32
    assert holds_without(grid, s.clues, best.ids, *best.fact)


B_22 = certificate.FOLDER / "B-22.json"


@rule("fleet1715/hint")
@pytest.mark.slow
def test_the_stored_certificate_proves_scenario_b_step_22_cheapest():
    """The step the audit leaves open (an either way of 75): rebuilt from the walkthrough,
    each of the 420 stored sets is a correction set (SAT) and every hitting set costs at
    least 75, exactly 75 for the step's own fact (RC2)."""
    found = certificate.check(B_22)
    assert (found["sets"], found["facts"], found["cheapest"]) == (420, 8, 75)
    cert = certificate.load(B_22)
    assert found["bounds"][cert["facts"].index(cert["new"][0])] == 75


@rule("fleet1715/hint")
@pytest.mark.slow
def test_the_audit_proves_a_step_by_its_stored_certificate():
    """The audit checks the stored certificate at that grid instead of running the exact
    optimum (which does not settle the step in 600 s)."""
    clues, grid, step = certificate.walkthrough_step("B", 22)
    record: list = []
    found = audit(clues, [step], start=grid, record=record)
    assert found["proven by certificate"] == 1, (found, record)
    assert (record[0]["lower"], record[0]["iterations"]) == (75, 420)


@rule("fleet1715/hint")
@pytest.mark.parametrize("change", ["cost", "step", "set"])
def test_a_certificate_that_no_longer_fits_fails_loudly(tmp_path, change):
    """A step of another cost or number, or a set keeping a fact its assignment cannot keep,
    is refused with a sentence."""
    cert = certificate.load(B_22)
    if change == "cost":
        cert["cost"] = 74
    elif change == "step":
        cert["step"] = 21
    else:
        broken, _kept = cert["sets"][0]
        cert["sets"] = [[broken, []], *cert["sets"][1:]]
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(cert))
    with pytest.raises(certificate.CertificateError, match="not"):
        certificate.check(path)
