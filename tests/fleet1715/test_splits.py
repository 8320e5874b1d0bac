"""Grid-only steps the cheapest way: labelled premises, *either way*, *either-or chains*."""

from __future__ import annotations

import pytest

from naval_widgets.fleet1715.tutor.chains import minimal_premises, refutation
from naval_widgets.fleet1715.tutor.premises import (
    FACT0,
    cheapest_refutation,
    premises,
    price,
    propagate,
)
from naval_widgets.fleet1715.tutor.splits import Spreads
from tools.fleet1715.audit import audit

from .test_explainer import RULE_IDS, follows_from
from .test_hints import after, settling
from .walkthroughs import scenario_steps

rule = pytest.mark.rule


def refutes(grid, starts, mask) -> bool:
    """Whether the premises ``mask`` alone (its rules, its marks of ``grid``) refute
    ``starts`` by one-rule moves."""
    rules, cells = premises(mask)
    marks = [grid[c] if c in cells else None for c in range(len(grid))]
    return propagate(marks, starts, rules)[0] >= 0


@rule("fleet1715/hint")
def test_the_cheapest_premises_of_a_refutation_beat_cutting_one_down():
    """Scenario B, where Sebastian Inlet's 22 ft is settled: supposing it at 22 ft, one-rule
    moves break a rule. Cutting the breadth-first chain's premises down one at a time leaves
    8 rules and 8 facts (48); moves made cheapest premises first find 7 rules and 8 facts
    (43), and they do refute the supposition."""
    _s, step, grid = settling("B", "sebastian:22ft")
    (fact,) = step.new
    wrong = not fact.value
    rules, facts = minimal_premises(grid, fact.cell, wrong, *refutation(grid, fact.cell, wrong))
    assert 5 * len(rules) + len(facts) == 48
    mask = cheapest_refutation(grid, ((fact.cell, wrong),), 100)
    assert price(mask) == 43 == step.cost
    assert refutes(grid, ((fact.cell, wrong),), mask)
    assert cheapest_refutation(grid, ((fact.cell, wrong),), 43) is None   # none below
    assert {RULE_IDS[r] for r in step.rules} == premises(mask)[0]


@rule("fleet1715/hint")
@pytest.mark.parametrize(("letter", "label", "technique", "cost", "audited"), [
    ("E", "ft-pierce:nao", "either-or chain", 38, True),
    ("B", "regla:silver", "either way", 75, False),
])
@pytest.mark.slow
def test_a_split_step_is_sound_minimal_and_proven_cheapest(letter, label, technique, cost,
                                                           audited):
    """An either-or chain (before these steps existed the walkthrough took a forcing chain
    of 44 at scenario E, where the audit found 38 open) and an either way (a line's three
    open cells). Each premise is needed; for the either-or chain the exact optimum proves
    nothing cheaper was open (the either way's 75 takes the optimum minutes: the
    benchmark's audit covers it, ``docs/benchmarks.md``)."""
    s, step, grid = settling(letter, label)
    assert (step.technique, step.cost) == (technique, cost)
    assert not step.clues and step.supposition is None
    assert follows_from(step, s.clues)
    ids = [RULE_IDS[r] for r in step.rules] + [FACT0 + f.cell for f in step.facts]
    for left_out in ids:
        assert not follows_from(step, s.clues, left_out), left_out
    if audited:
        found = audit(s.clues, [step], start=grid)
        assert found["proven by hitting sets"] == 1, found


@rule("fleet1715/hint")
def test_an_either_or_chain_says_both_ways_and_the_triangle():
    _s, step, _grid = settling("E", "ft-pierce:nao")
    (mark,) = step.new
    assert mark.text in step.text
    assert step.text.startswith("Exactly one of these holds:")
    assert step.text.count("the grid rules give") == 2
    assert "exactly two of their three cells yes" in step.text


@rule("fleet1715/hint")
def test_either_way_names_every_open_cell_of_the_line():
    _s, step, _grid = settling("B", "regla:silver")
    (mark,) = step.new
    assert "Either way " + mark.text in step.text
    assert step.text.count("; if ") == 2   # three branches
    assert step.text.endswith(f"So {mark.text}.")


@rule("fleet1715/hint")
def test_remembered_spreads_leave_out_cells_the_grid_marked_since():
    """What a supposition gives is kept from one grid to the next; read at a later grid it
    names only cells still open there."""
    steps = scenario_steps("A")
    memory: dict = {}
    checked = 0
    for number in (30, 31, 32, 33, 34, 35):
        grid = list(after(steps, number))
        spreads = Spreads(grid, memory)
        for c, v in enumerate(grid):
            for value in (True, False):
                if v is None and spreads(c, value) is not None:
                    yes, no = spreads(c, value)
                    marked = sum(1 << d for d, w in enumerate(grid) if w is not None)
                    assert not (yes | no) & marked
                    assert (yes if value else no) >> c & 1
                    checked += 1
    assert checked > 100
