"""The step-wise explainer: every step sound and priced, every walkthrough complete."""

from __future__ import annotations

import re

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import Fact, Rule, random_puzzle, scenario, scenarios
from naval_widgets.fleet1715.tutor.explainer import Work
from naval_widgets.fleet1715.tutor.rating import LEVEL_AND_SCORE, LEVELS
from naval_widgets.fleet1715.tutor.steps import cost
from naval_widgets.fleet1715.tutor.techniques import CLUE_AND_GRID
from naval_widgets.fleet1715.ui import display
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY, LINES, TRIANGLES
from naval_widgets.fleet1715.world.solver import solve
from tools.fleet1715.optimum import CLUE0, FACT0, NL, Theory, cheapest, cheapest_one_rule

from ..tiers import sample
from .walkthroughs import random_walkthrough, scenario_steps

RANDOM_PUZZLES = 50
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


#: Each grid rule's constraint number in ``optimum`` (lines, then triangles).
RULE_IDS = {**{Rule("line", (x,), other): li for li, (x, other, _c) in enumerate(LINES)},
            **{Rule("triangle", els): NL + ti for ti, (els, _c) in enumerate(TRIANGLES)}}


def follows_from(step, clues, leave_out=None) -> bool:
    """Whether every new fact of a direct step follows from exactly its cited clues, grid
    rules and facts (``leave_out``: one of them dropped), no other grid rule used."""
    _cited, grid = premises(step, clues)
    ids = [RULE_IDS[r] for r in step.rules] + [FACT0 + f.cell for f in step.facts] + \
        [CLUE0 + i for i in step.clues]
    theory = Theory(grid, clues)
    active = [k for k in ids if k != leave_out]
    return all(theory.satisfy(active, {f.cell: not f.value}, [None] * CELLS) is None
               for f in step.new)


def apply(grid, step):
    grid = list(grid)
    for fact in step.new:
        assert grid[fact.cell] is None
        grid[fact.cell] = fact.value
    return tuple(grid)


@pytest.mark.parametrize("letter", sample("ABCDEFGHIJKLMNOP"))
def test_scenario_walkthrough_is_sound_priced_and_complete(letter):
    s = scenario(letter)
    steps = scenario_steps(letter)
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
        for step in scenario_steps(letter):
            cited, grid = premises(step, s.clues)
            for fact in step.facts:
                fewer = list(grid)
                fewer[fact.cell] = None
                assert not all(follows(cited, fewer, new) for new in step.new), step


@pytest.mark.parametrize("letter", "FK")
def test_no_cheaper_single_rule_step_is_ever_passed_over(letter):
    grid = EMPTY
    for step in scenario_steps(letter):
        cheapest = cheapest_one_rule(grid)
        assert cheapest is None or step.cost <= cheapest, step
        grid = apply(grid, step)


def test_one_step_groups_what_the_same_premises_give():
    steps = scenario_steps("A")
    one_to_one = next(step for step in steps if step.technique == "one to one")
    (line,) = one_to_one.rules
    assert line.kind == "line" and len(one_to_one.facts) == 1
    assert len(one_to_one.new) == 3 or all(s.technique != "one to one" for s in steps[:1])


def test_explaining_from_a_partly_filled_grid():
    s = scenario("E")
    steps = scenario_steps("E")
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


@pytest.mark.slow
def test_random_puzzles_are_explained_to_their_solution():
    suppositions = 0
    for seed in range(RANDOM_PUZZLES):
        puzzle, steps = random_walkthrough(seed)
        grid = EMPTY
        for step in steps:
            grid = apply(grid, step)
            suppositions += step.supposition is not None
            if seed % 25 == 0:
                check_sound(step, puzzle.clues)
        assert grid == puzzle.solution.grid(), seed
    assert suppositions > 0   # some random puzzles need a proof by contradiction


@pytest.mark.slow
def test_a_proof_by_contradiction_nests_its_steps():
    for seed in range(200):
        puzzle, steps = random_walkthrough(seed)
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


@pytest.mark.slow
def test_every_technique_is_used_and_sound():
    used = {}
    for s in scenarios():
        for step in scenario_steps(s.letter):
            used.setdefault(step.technique, (step, s.clues))
    for seed in (24, 306):   # a nested contradiction; a clue read with a grid rule
        puzzle, steps = random_walkthrough(seed)
        steps = list(steps)
        while steps:
            step = steps.pop(0)
            used.setdefault(step.technique, (step, puzzle.clues))
            steps.extend(step.substeps)
    # Two clues together: test_two_clues_together_when_no_clue_and_rule_is_read.
    assert set(used) >= set(fleet1715.SCORES) - {"contradiction", "nested contradiction",
                                                 "trial and error", "two clues together"}
    for step, clues in used.values():
        check_sound(step, clues)
        assert step.technique in fleet1715.MEANINGS


#: Random puzzle 24's grid where no clue alone, no grid rule and no supposition is
#: needed but clue 6 read with one grid line settles a cell (cost 107), where two clues
#: read together (6 and 10, cost 202) did before ("." blank, "y" yes, "n" no): the
#: walkthrough before nested suppositions reached it after a trial and error.
TWO_CLUES_GRID = (
    "..n.nnyn..n..nn..n.nn.n..n.....nnn..nynnnn..ynnnnynnnnynnnnyynnn.nn...n.nnyn..n...."
    "n.n.nn.n..n..ynnnnn..nynnnn...nn.nnyn.nn.nynn...nn.n..n...nn.n.n.nn..ynnnn..."
)


def two_clues_grid():
    return tuple({".": None, "y": True, "n": False}[ch] for ch in TWO_CLUES_GRID)


@rule("fleet1715/hint")
def test_a_clue_read_with_one_grid_rule_when_the_clue_alone_is_not_enough():
    """The first step at TWO_CLUES_GRID reads clue 6 with the line of 16 ft over the
    sites and two facts (100 + 5 + 2), not clues 6 and 10 together (202); it follows
    from exactly what it cites, each premise needed, and the exact optimum (OCUS over
    every clue, rule and fact) finds nothing cheaper."""
    puzzle = random_puzzle(24)
    grid = two_clues_grid()
    step = fleet1715.explain(puzzle.clues, grid)[0]
    assert step.technique == CLUE_AND_GRID and step.clues == (5,), step
    (line,) = step.rules
    assert line.kind == "line" and line.text == "16 ft goes with exactly one site"
    assert step.cost == cost(1, 1, len(step.facts)) <= 107
    assert "read with the grid rule that 16 ft goes with exactly one site" in step.text
    check_sound(step, puzzle.clues)
    assert follows_from(step, puzzle.clues)
    assert not follows_from(step, puzzle.clues, RULE_IDS[line])
    for fact in step.facts:
        assert not follows_from(step, puzzle.clues, FACT0 + fact.cell), fact
    truth = puzzle.solution.grid()
    phase = [v if v is not None else truth[c] for c, v in enumerate(grid)]
    new = step.new[0]
    best = cheapest(grid, puzzle.clues, new.cell, new.value, step.cost + 1, phase)
    assert best.exact and best.cost == step.cost
    assert not cheapest(grid, puzzle.clues, new.cell, new.value, step.cost, phase).exact
    hint = fleet1715.hint(puzzle.clues, grid, 1)
    assert hint.text.startswith("Look at clue 6") and "with the grid at 16 ft" in hint.text


def test_two_clues_together_when_no_clue_and_rule_is_read():
    """Reading clues only alone or in pairs (as the deck builder's "direct steps only"
    test does), the same grid needs clues 6 and 10 together: sound, and dearer."""
    puzzle = random_puzzle(24)
    grid = two_clues_grid()
    work = Work(puzzle.clues, grid, puzzle.solution.grid(), chains=False, mixed=False)
    step = work.next_step()
    assert step.technique == "two clues together" and step.clues == (5, 9), step
    assert step.cost == cost(2, 0, len(step.facts)) == 202
    assert step.cost > fleet1715.explain(puzzle.clues, grid)[0].cost
    check_sound(step, puzzle.clues)
    assert follows_from(step, puzzle.clues)


@rule("fleet1715/hint")
@pytest.mark.slow
def test_clue_and_grid_steps_of_random_puzzles_follow_from_what_they_cite():
    """Seeded random puzzles whose walkthroughs read a clue with a grid rule: each such
    step sound from exactly its one clue, one rule and facts, none of them idle."""
    found = 0
    for seed in (142, 247, 275, 306, 373, 387):
        puzzle, steps = random_walkthrough(seed)
        for step in steps:
            if step.technique != CLUE_AND_GRID:
                continue
            found += 1
            assert len(step.clues) == len(step.rules) == 1, step
            assert step.cost == cost(1, 1, len(step.facts))
            assert follows_from(step, puzzle.clues)
            for left_out in [RULE_IDS[step.rules[0]], CLUE0 + step.clues[0],
                             *(FACT0 + f.cell for f in step.facts)]:
                assert not follows_from(step, puzzle.clues, left_out), (seed, left_out)
    assert found >= 3


@rule("fleet1715/hint")
@pytest.mark.slow
def test_a_refutation_keeps_only_the_steps_its_contradiction_needs():
    """Every substep of a proof by contradiction but the last sets a cell that a later
    substep cites: the steps that settled cells nothing further used are dropped (over
    30 seeded random puzzles; inner refutations too), and the proof stays sound."""
    checked = 0

    def check(step, clues):
        nonlocal checked
        for k, inner in enumerate(step.substeps[:-1]):
            later = {f.cell for s in step.substeps[k + 1:] for f in s.facts}
            assert {f.cell for f in inner.new} & later, (k, inner)
            if inner.supposition is not None:
                check(inner, clues)
        checked += 1

    for seed in range(30):
        puzzle, steps = random_walkthrough(seed)
        for step in steps:
            if step.supposition is not None:
                check(step, puzzle.clues)
                check_sound(step, puzzle.clues)
    assert checked > 5


@rule("fleet1715/hint")
@pytest.mark.slow
def test_nested_suppositions_replace_trial_and_error():
    """Over 30 seeded random puzzles no step is trial and error; every nested
    contradiction is sound (inner suppositions too) and priced as its steps."""
    nested = 0
    for seed in range(30):
        puzzle, steps = random_walkthrough(seed)
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


# -- the rating: levels and scores -----------------------------------------------------------

def test_levels_and_scores_agree_in_the_rating_order():
    """Puzzles stand by level, then by score; where a lower level scores more (a long
    puzzle of easy steps), its hardest step is the easier: the exception
    ``LEVEL_AND_SCORE`` explains on the page."""
    ratings = {s.letter: s.rating for s in fleet1715.scenarios()}
    names = [label for _bound, label in LEVELS]
    ranked = sorted(ratings.values(), key=lambda r: r.order)
    assert [names.index(r.level) for r in ranked] == sorted(names.index(r.level)
                                                            for r in ranked)
    for a in ratings.values():
        for b in ratings.values():
            if names.index(a.level) < names.index(b.level):
                assert a.order < b.order and a.hardest_score < b.hardest_score
    k, f, m = ratings["K"], ratings["F"], ratings["M"]
    assert k.score > f.score and k.score > m.score, "the case the explanation is for"
    assert k.order < f.order < m.order
    assert "level" in LEVEL_AND_SCORE and "score" in LEVEL_AND_SCORE
    assert "ordered by level first, then by score" in LEVEL_AND_SCORE


def test_the_hardest_step_names_the_facts_it_reads():
    a, k = scenario("A").rating, scenario("K").rating
    assert a.hardest == k.hardest == "deeper than"
    assert (a.hardest_step, k.hardest_step) == ("deeper than, with 1 earlier fact",
                                                "deeper than, read alone")
    assert a.why.startswith("Medium: its hardest step is deeper than, with 1 earlier fact")
    assert scenario("H").rating.hardest_step == "pair"


# -- the chart of levels ---------------------------------------------------------------------

def luminance(colour: str) -> float:
    r, g, b = (int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def test_the_chart_orders_levels_easy_to_hard_on_an_ordered_scale():
    chart = display.bar_chart(["A", "H", "K"], [358, 495, 234], ["medium", "hard", "easy"])
    svg = chart._repr_html_()
    words = re.findall(r'<text x="\d+" y="[\d.]+">(\w+)</text>', svg)
    assert words[-3:] == ["easy", "medium", "hard"], "the legend reads easiest first"
    fills = re.findall(r'width="10" height="10" fill="(#[0-9a-f]{6})"', svg)
    assert len(fills) == 3
    shades = [luminance(colour) for colour in fills]
    assert shades == sorted(shades, reverse=True), "lightest (easy) to darkest (hard)"
    bars = dict(zip("AHK", re.findall(r'width="30" height="[\d.]+" fill="(#[0-9a-f]{6})"', svg),
                    strict=True))
    assert bars == {"A": fills[1], "H": fills[2], "K": fills[0]}
    # Each bar names its level too: colour is not the only signal.
    assert all(f">{level}</text>" in svg for level in ("easy", "medium", "hard"))
    assert repr(chart).splitlines()[-1] == "in order: easy, medium, hard"
    # Easy keeps its colour when the other levels change.
    alone = display.bar_chart(["K", "H"], [1, 2], ["easy", "hard"])._repr_html_()
    assert re.findall(r'width="10" height="10" fill="(#[0-9a-f]{6})"', alone) == \
        [fills[0], fills[2]]
    # Other groups keep the order given, or the order they first appear in.
    other = display.bar_chart(["x", "y"], [1, 2], ["b", "a"], order=["a", "b"])
    assert repr(other).splitlines()[-1] == "in order: a, b"
