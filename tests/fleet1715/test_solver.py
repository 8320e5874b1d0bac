"""The exact solver against brute force (its speed: ``benchmarks/fleet1715.py``)."""

from __future__ import annotations

import random
from functools import cache

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import all_clues
from naval_widgets.fleet1715.world.solver import consequences, solve


@cache
def every_solution():
    return solve([])


def test_all_candidates():
    found = every_solution()
    assert len(found) == 24 ** 4 == len(set(found))


@pytest.mark.slow
def test_solver_matches_brute_force():
    rng = random.Random(3)
    everything = every_solution()
    for size in (1, 2, 3, 3):
        clues = rng.sample(all_clues(), size)
        expected = [s for s in everything if all(clue.holds(s) for clue in clues)]
        assert sorted(solve(clues), key=lambda s: s.sites) == \
            sorted(expected, key=lambda s: s.sites)


def test_scenario_sets_solve_to_their_solution_and_consequences_agree():
    for scenario in fleet1715.scenarios():
        assert solve(scenario.clues) == [scenario.solution]
    clues = fleet1715.scenario("C").clues[:5]
    closed = consequences(clues)
    solutions = solve(clues)
    for c in range(160):
        values = {s.holds(c) for s in solutions}
        assert (closed[c] is None) == (len(values) == 2)
