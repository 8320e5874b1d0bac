"""Graded hints, checking a grid, and the tutor's refusals of bad input."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.fleet1715 import Pairing, cell, element, scenario
from naval_widgets.fleet1715.tutor.explainer import Work
from naval_widgets.fleet1715.tutor.hints import _against
from naval_widgets.fleet1715.tutor.techniques import RANK, SCORES
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY, cell_from_label
from naval_widgets.fleet1715.world.solver import consequences

from ..tiers import fuzzed, sample
from .walkthroughs import scenario_steps

rule = pytest.mark.rule
E = element


def after(steps, count, grid=EMPTY):
    grid = list(grid)
    for step in steps[:count]:
        for fact in step.new:
            grid[fact.cell] = fact.value
    return tuple(grid)


def settling(letter: str, label: str):
    """Scenario ``letter``, the step of its walkthrough that settles cell ``label``
    (``"sebastian:22ft"``) and the grid that step starts from: a position pinned by the
    cell it settles, which a harmless change in the order of steps leaves in place."""
    s = scenario(letter)
    steps = scenario_steps(letter)
    target = cell_from_label(label)
    number = next(k for k, step in enumerate(steps) if target in step.cells)
    return s, steps[number], after(steps, number)


@rule("fleet1715/hint")
def test_three_levels_of_hint_on_an_empty_grid():
    clues = scenario("A").clues
    first = fleet1715.explain(clues)[0]
    one, two, three = (fleet1715.hint(clues, None, level) for level in (1, 2, 3))
    assert one.clues == two.clues == three.clues == first.clues
    assert one.cells == () and two.cells == three.cells == first.cells
    assert one.step is None and two.step is None and three.step == first
    assert one.text.startswith("Look at") and three.text == first.text
    for hint in (one, two, three):
        assert hint.mistake is None and hint.to_json()["level"] == hint.level


@rule("fleet1715/hint")
def test_hints_from_a_partly_filled_grid_follow_the_explanation():
    clues = scenario("G").clues
    steps = fleet1715.explain(clues)
    for count in (5, 30, 80, len(steps) - 1):
        grid = after(steps, count)
        hint = fleet1715.hint(clues, grid, 3)
        assert hint.step == fleet1715.explain(clues, grid)[0]
        assert set(hint.cells) <= {c for c, v in enumerate(grid) if v is None}
    done = fleet1715.hint(clues, scenario("G").solution.grid(), 2)
    assert "solved" in done.text and done.cells == ()


@rule("fleet1715/grid")
def test_a_wrong_mark_is_found_and_the_clue_it_contradicts_named():
    s = scenario("B")
    pairing = next(i for i, clue in enumerate(s.clues) if clue.kind == "pairing")
    a, b = s.clues[pairing].a, s.clues[pairing].b
    grid = [None] * 160
    grid[cell(a, b)] = False          # the clue says yes
    mistakes = fleet1715.check(s.clues, grid)
    assert len(mistakes) == 1 and mistakes[0].clues == (pairing,)
    assert f"clue {pairing + 1}" in mistakes[0].text
    hints = [fleet1715.hint(s.clues, grid, level) for level in (1, 2, 3)]
    assert all(h.mistake == mistakes[0] for h in hints)
    assert f"clue {pairing + 1}" in hints[0].text and hints[1].cells == (cell(a, b),)
    with pytest.raises(IllegalAction) as err:
        fleet1715.explain(s.clues, grid)
    assert err.value.rule == "fleet1715/grid"
    assert grid[cell(a, b)] is False and grid.count(None) == 159   # nothing changed


@rule("fleet1715/grid")
def test_a_mark_against_the_grid_rules_and_one_only_the_clues_together_rule_out():
    s = scenario("C")
    site_nao = cell(0, s.solution.at(0, 3))
    grid = {site_nao: True}
    other = next(c for c in range(4) if c != 0)
    grid[cell(other, s.solution.at(0, 3))] = True       # the same Nao at a second site
    (mistake,) = fleet1715.check(s.clues, grid)
    assert mistake.clues == () and "grid rules" in mistake.text
    assert mistake.marks == (fleet1715.Fact(site_nao, True),)
    late = fleet1715.explain(s.clues)[-1].new[0]
    wrong = {late.cell: not late.value}
    (mistake,) = fleet1715.check(s.clues, wrong)
    assert mistake.fact.cell == late.cell and mistake.clues


@rule("fleet1715/grid")
def test_grids_of_the_wrong_shape_are_refused():
    clues = scenario("A").clues
    for bad in ([None] * 159, "yes" * 160, 42, {"nao:nao": True}, {999: True},
                [None] * 159 + [1], {"nao:silver": "maybe"}):
        with pytest.raises(IllegalAction) as err:
            fleet1715.hint(clues, bad, 1)
        assert err.value.rule == "fleet1715/grid"
    assert fleet1715.as_grid({"nao:porcelain": "yes"})[cell(E("nao"), E("porcelain"))] is True


@rule("fleet1715/hint")
def test_hint_levels_other_than_1_to_3_are_refused():
    for level in (0, 4, "1", True, None):
        with pytest.raises(IllegalAction) as err:
            fleet1715.hint(scenario("A").clues, None, level)
        assert err.value.rule == "fleet1715/hint"


@rule("fleet1715/clues")
def test_clue_sets_without_one_solution_are_refused():
    several = scenario("A").clues[:3]
    none = (Pairing(E("nao"), E("silver")), Pairing(E("nao"), E("gold")))
    for clues, words in ((several, "more than one"), (none, "contradict")):
        for call in (lambda c: fleet1715.explain(c), lambda c: fleet1715.hint(c, None, 1),
                     lambda c: fleet1715.check(c, None), lambda c: fleet1715.rate(c)):
            with pytest.raises(IllegalAction, match=words) as err:
                call(clues)
            assert err.value.rule == "fleet1715/clues"
    assert len(fleet1715.solve(several)) > 1 and fleet1715.solve(none) == []


@rule("fleet1715/scenario")
def test_unknown_scenario_letters_are_refused():
    for bad in ("Q", "AB", "", 1, None):
        with pytest.raises(IllegalAction) as err:
            scenario(bad)
        assert err.value.rule == "fleet1715/scenario"
    assert scenario("a") is scenario("A")
    assert len(scenario("P").cards) == len(scenario("P").clues)


# -- easiest first -----------------------------------------------------------------------

def direct_keys(clues, grid, truth):
    """(cost, technique rank, new cells) of every direct step open at ``grid``: each
    line, triangle and clue read alone, and the grid's patterns."""
    work = Work(clues, grid, truth)
    found = [*work.cands.values(), *work.patterns()]
    return [(c.cost, RANK[work.technique(c)], len(c.new)) for c in found if not c.conflict]


@rule("fleet1715/hint")
@pytest.mark.parametrize("letter", sample("ABCDEFGHIJKLMNOP"))
def test_the_hint_takes_the_easiest_of_the_cheapest_steps(letter):
    """Level-1 hints on an empty grid and on grids part way through: the step hinted at
    is minimal by (cost, technique rank, cells) among every direct step open there."""
    s = scenario(letter)
    truth = s.solution.grid()
    steps = scenario_steps(letter)
    for count in (0, 10, 40, 80):
        grid = after(steps, count)
        one, three = (fleet1715.hint(s.clues, grid, level) for level in (1, 3))
        step = three.step
        assert one.clues == step.clues and step == fleet1715.explain(s.clues, grid)[0]
        key = (step.cost, RANK[step.technique], len(step.new))
        assert key <= min(direct_keys(s.clues, grid, truth)), (count, step)


@rule("fleet1715/hint")
def test_scenario_a_starts_with_a_one_cell_negation():
    clues = scenario("A").clues
    one, three = (fleet1715.hint(clues, None, level) for level in (1, 3))
    (number,) = one.clues
    assert clues[number].kind == "negation" and len(three.cells) == 1
    assert f"clue {number + 1} " in one.text
    first = [step.technique for step in fleet1715.explain(clues)[:7]]
    assert first == ["negation"] * 3 + ["next to"] * 4


def test_the_tutors_order_is_the_raters():
    """One source: ``RANK`` is ``SCORES`` listed easiest first (equal scores in the order a
    teacher brings them in)."""
    scores = list(SCORES.values())
    assert scores == sorted(scores)
    assert list(RANK) == list(SCORES)
    clue_kinds = ["negation", "pairing", "area", "depth limit", "next to", "deeper than"]
    assert sorted(clue_kinds, key=RANK.__getitem__) == clue_kinds


@rule("fleet1715/hint")
@fuzzed(40)
@given(letter=st.sampled_from("ABCDEFGHIJKLMNOP"), data=st.data())
def test_the_marks_against_the_known_clues_are_those_every_solution_contradicts(letter, data):
    """The wrong marks a hint or a check names while the clues known leave several
    solutions (issue 25: a hint's latency at the table): each mark tried alone against
    the clues gives the cells where the grid every solution agrees on has the other
    value."""
    clues = scenario(letter).clues
    known = tuple(data.draw(st.lists(st.sampled_from(clues), min_size=1, max_size=8,
                                     unique=True)))
    marked = data.draw(st.dictionaries(st.integers(0, CELLS - 1), st.booleans(), max_size=30))
    grid = tuple(marked.get(c) for c in range(CELLS))
    settled = consequences(known) or EMPTY
    assert _against(known, grid) == [c for c, v in enumerate(grid) if v is not None
                                     and settled[c] is not None and settled[c] != v]
