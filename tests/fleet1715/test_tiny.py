"""Tiny puzzles: a few clues over some categories, solved by the explainer inside their subgrids."""

from __future__ import annotations

import doctest
import random
from itertools import combinations
from pathlib import Path

import pytest

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.fleet1715 import (
    SOLUTIONS,
    TINY,
    Deeper,
    Negation,
    NextTo,
    Pairing,
    element,
    scenario,
    tiny_puzzle,
)
from naval_widgets.fleet1715.tutor import tiny
from naval_widgets.fleet1715.tutor.techniques import CLUE_TECHNIQUES
from naval_widgets.fleet1715.ui import display
from naval_widgets.fleet1715.world.data import CATEGORIES
from naval_widgets.fleet1715.world.grid import CELLS, LINES, TRIANGLES, cell_label
from naval_widgets.fleet1715.world.puzzles import all_clues, random_solution
from naval_widgets.fleet1715.world.solver import solve

from ..tiers import sample
from .walkthroughs import scenario_steps

rule = pytest.mark.rule
FIVE = ("site", "cargo", "depth", "type", "name")


def e(key):
    return element(key)


def projections(clues, cells):
    """Every solution of ``clues`` (all five categories), read on ``cells`` only."""
    return {tuple(s.holds(c) for c in cells) for s in solve(clues)}


def refused(rule_id, call):
    with pytest.raises(IllegalAction) as err:
        call()
    assert err.value.rule == rule_id and err.value.message.endswith(".")
    return err.value.message


def follows(clues, facts, fact):
    """Whether every solution of ``clues`` with the ``facts`` has ``fact``."""
    grid = [None] * CELLS
    for f in facts:
        grid[f.cell] = f.value
    if grid[fact.cell] is not None:
        return grid[fact.cell] == fact.value
    grid[fact.cell] = not fact.value
    return not solve(clues, tuple(grid), limit=1)


def check_walkthrough(puzzle, steps):
    """Each step sound, inside the puzzle's subgrids, and all of them filling it exactly."""
    inside = set(puzzle.cells)
    chosen = set(puzzle.categories)
    grid = [None] * CELLS
    for step in steps:
        cited = [puzzle.clues[i] for i in step.clues]
        assert all(f.cell in inside for f in step.facts), step
        for r in step.rules:
            assert {x // 4 for x in r.elements} | ({r.category} - {-1}) <= chosen, step
        if step.supposition is None:
            for fact in step.new:
                assert follows(cited, step.facts, fact), step
        else:
            grid_s = [None] * CELLS
            for f in (*step.facts, step.supposition):
                grid_s[f.cell] = f.value
            assert not solve(cited, tuple(grid_s), limit=1), step
        for fact in step.new:
            assert fact.cell in inside and grid[fact.cell] is None, step
            grid[fact.cell] = fact.value
    truth = puzzle.solution.grid()
    assert all(grid[c] == truth[c] for c in inside)
    assert all(grid[c] is None for c in range(CELLS) if c not in inside)


# -- the hand-written tiny puzzles -------------------------------------------------------

@pytest.mark.parametrize("name", sample(sorted(TINY)))
def test_each_tiny_puzzle_has_one_solution_on_its_categories(name):
    puzzle = TINY[name]
    assert 2 <= len(puzzle.clues) <= most(puzzle)[0]
    names = set(puzzle.names)
    assert all(set(clue.categories) <= names for clue in puzzle.clues)
    # Counted without the solver's pins: every solution, read on the puzzle's cells.
    assert projections(puzzle.clues, puzzle.cells) == {
        tuple(SOLUTIONS["A"].holds(c) for c in puzzle.cells)}
    assert all(clue.holds(SOLUTIONS["A"]) for clue in puzzle.clues)
    # No clue can go: each one is needed.
    for clue in puzzle.clues:
        rest = [c for c in puzzle.clues if c is not clue]
        assert len(projections(rest, puzzle.cells)) > 1, clue


@pytest.mark.parametrize("name", sorted(TINY))
def test_each_tiny_walkthrough_uses_the_technique_it_introduces(name):
    puzzle = TINY[name]
    steps = puzzle.explain()
    used = {step.technique for step in steps}
    assert name in puzzle.teaches and set(puzzle.teaches) <= used
    assert not used & {"contradiction", "trial and error"}, "direct steps only"
    assert len(steps) <= most(puzzle)[1], "short enough to list in full"
    check_walkthrough(puzzle, steps)


def most(puzzle):
    """The most clues and steps a tiny puzzle may have: a technique that needs four
    categories (no room together: two elements and two more categories) needs more."""
    return (5, 40) if len(puzzle.categories) <= 3 else (7, 80)


@pytest.mark.slow
def test_every_technique_a_scenario_needs_has_a_tiny_puzzle():
    taught = {t for puzzle in TINY.values() for t in puzzle.teaches}
    for s in fleet1715.scenarios():
        walked = {step.technique for step in scenario_steps(s.letter)}
        rated = set(dict(s.rating.techniques))
        assert walked | rated <= taught, (s.letter, (walked | rated) - taught)
    assert {"pairing", "area", "depth limit", "pair", "no room together", "forcing chain",
            "either way", "either-or chain"} <= taught
    # Each tiny puzzle's walkthrough uses only grid techniques met before it, or its own
    # (a clue's technique is what its sentence says).
    met = set(CLUE_TECHNIQUES.values())
    for puzzle in TINY.values():
        assert {step.technique for step in puzzle.explain()} <= met | set(puzzle.teaches), \
            puzzle.teaches
        met |= set(puzzle.teaches)


def test_tiny_explain_from_a_partial_grid():
    puzzle = TINY["next to"]
    steps = puzzle.explain()
    halfway = display.after(steps[:4])
    rest = puzzle.explain(halfway)
    assert display.after(rest, halfway) == puzzle.grid()
    assert rest == puzzle.explain({cell_label(c): v for c, v in enumerate(halfway)
                                   if v is not None})


# -- the same explainer -------------------------------------------------------------------

@pytest.mark.parametrize("letter", "AHL")
def test_all_five_categories_give_the_usual_walkthrough(letter):
    s = scenario(letter)
    puzzle = tiny_puzzle(s.clues, FIVE)
    assert puzzle.solution == s.solution and len(puzzle.cells) == CELLS
    assert puzzle.explain() == fleet1715.explain(s.clues)


def random_tiny(seed):
    """Random true clues over random categories, added until one solution, then thinned."""
    rng = random.Random(f"tiny/{seed}")
    solution = random_solution(rng)
    categories = sorted(rng.sample(FIVE, rng.choice((2, 3, 3, 4))))
    names = {CATEGORIES[FIVE.index(k)] for k in categories}
    pool = [c for c in all_clues() if c.holds(solution) and set(c.categories) <= names]
    rng.shuffle(pool)

    def unique(clues):
        try:
            tiny_puzzle(clues, categories)
        except IllegalAction:
            return False
        return True

    chosen = []
    for clue in pool:
        chosen.append(clue)
        if unique(chosen):
            break
    for clue in list(chosen):
        rest = [c for c in chosen if c is not clue]
        if unique(rest):
            chosen = rest
    return tiny_puzzle(chosen, categories)


@pytest.mark.slow
def test_random_tiny_walkthroughs_are_sound_and_stay_inside():
    techniques = set()
    for seed in range(50):
        puzzle = random_tiny(seed)
        steps = puzzle.explain()
        check_walkthrough(puzzle, steps)
        techniques |= {step.technique for step in steps}
    assert "contradiction" in techniques, "suppositions stay inside too"


def test_the_explainer_reads_only_the_rules_inside():
    work = tiny.Within(TINY["transfer across grids"].clues, (None,) * CELLS,
                       TINY["transfer across grids"].solution.grid(), (0, 1, 2))
    inside = set(work.inside)
    assert len(inside) == 48
    assert len(work.lines_inside) == 24
    assert all(set(LINES[li][2]) <= inside for li in work.lines_inside)
    assert len(work.triangles_inside) == 64
    assert all(set(TRIANGLES[ti][1]) <= inside for ti in work.triangles_inside)
    # A clue is read together with the rules inside only.
    read = work.rules_at(range(CELLS))
    assert read and all(index in (work.lines_inside if kind == "line" else work.triangles_inside)
                        for kind, index in read)
    assert isinstance(work.fork(next(iter(inside)), True), tiny.Within)


# -- display -------------------------------------------------------------------------------

def test_display_draws_only_the_puzzle_subgrids():
    puzzle = TINY["depth limit"]  # cargo and depth: one subgrid, no sites
    steps = puzzle.explain()
    view = display.show_step(steps, 1, categories=puzzle.categories)
    text = repr(view)
    assert "Sebastian" not in text and "15 ft" in text and "cargo" in text
    assert "depth" not in text.splitlines()[1] and "type" not in text
    html = view._repr_html_()
    assert html.count('class="c"') == 4 and "Nao" not in html and "Sebastian" not in html
    assert html.count("<tr") == 5 and html.count("new") >= len(steps[0].new) + 1
    three = display.grid_text(None, categories=("site", "cargo", "depth"))
    assert three.splitlines()[0].split() == ["cargo", "|", "depth"]
    assert len(three.splitlines()) == 1 + 4 + 1 + 4
    assert display.layout(("cargo", "type", "name")) == ((1, 3), (4, 3))


def test_display_with_every_category_is_unchanged():
    steps = scenario_steps("A")
    grid = display.after(steps[:30])
    assert display.grid_text(grid, categories=FIVE) == display.grid_text(grid)
    assert display.layout(FIVE) == display.layout(None)
    view, five = display.show_step(steps, 30), display.show_step(steps, 30, None, FIVE)
    assert repr(view) == repr(five) and view._repr_html_() == five._repr_html_()


# -- bad input -----------------------------------------------------------------------------

@rule("fleet1715/categories")
def test_unknown_or_too_few_categories_are_refused():
    clues = list(TINY["negation"].clues)
    before = list(clues)
    assert "'ship'" in refused("fleet1715/categories", lambda: tiny_puzzle(clues, ["site", "ship"]))
    refused("fleet1715/categories", lambda: tiny_puzzle(clues, ["site"]))
    refused("fleet1715/categories", lambda: tiny_puzzle(clues, ["name", "ship name"]))
    refused("fleet1715/categories", lambda: tiny_puzzle(clues, 5))
    refused("fleet1715/categories", lambda: tiny_puzzle(clues, [0, 7]))
    refused("fleet1715/categories", lambda: tiny_puzzle(clues, [True, 1]))
    refused("fleet1715/categories", lambda: display.grid_text(None, categories=["cargo", "x"]))
    assert clues == before
    # Names, keys and ids are all accepted.
    assert tiny_puzzle(clues, ["ship name", 0]) == tiny_puzzle(clues, ("site", "name"))


@rule("fleet1715/clues")
def test_clues_outside_the_categories_or_not_one_solution_are_refused():
    silver = Pairing(e("silver"), e("sebastian"))
    message = refused("fleet1715/clues", lambda: tiny_puzzle(
        [silver, Pairing(e("nao"), e("silver"))], ("site", "cargo")))
    assert "clue 2" in message.lower() and "ship type" in message
    # A next-to speaks of sites; a deeper-than of depths.
    refused("fleet1715/clues", lambda: tiny_puzzle([NextTo(e("gold"), e("silver"))],
                                                   ("cargo", "depth")))
    refused("fleet1715/clues", lambda: tiny_puzzle([Deeper(e("gold"), e("silver"))],
                                                   ("site", "cargo")))
    several = refused("fleet1715/clues", lambda: tiny_puzzle([silver], ("site", "cargo")))
    assert "more than one" in several
    none = refused("fleet1715/clues", lambda: tiny_puzzle(
        [silver, Negation(e("silver"), e("sebastian"))], ("site", "cargo")))
    assert "contradict" in none
    refused("fleet1715/clues", lambda: tiny_puzzle([silver, "gold"], ("site", "cargo")))


@rule("fleet1715/grid")
def test_tiny_explain_refuses_marks_outside_or_wrong():
    puzzle = TINY["one to one"]
    before = puzzle.grid()
    outside = {"nao:sebastian": True}
    assert "outside" in refused("fleet1715/grid", lambda: puzzle.explain(outside))
    assert "wrong" in refused("fleet1715/grid", lambda: puzzle.explain({"gold:sebastian": True}))
    refused("fleet1715/grid", lambda: puzzle.explain([None] * 12))
    assert outside == {"nao:sebastian": True} and puzzle.grid() == before


def test_every_tiny_puzzle_is_distinct_and_doctests_pass():
    for a, b in combinations(TINY.values(), 2):
        assert a.clues != b.clues
    assert doctest.testmod(tiny).failed == 0


def test_the_rules_document_lists_the_tiny_puzzles():
    text = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "fleet1715.md").read_text()
    rows = [f"| {', '.join(p.teaches)} | {', '.join(p.names)} | {len(p.clues)} |"
            for p in TINY.values()]
    assert "\n".join(rows) in text
