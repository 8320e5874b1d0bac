"""Puzzles: clues with exactly one solution; every clue the language can state, and
seeded random puzzles built from them.

>>> len(all_clues())
776
>>> puzzle = random_puzzle(7)
>>> len(solve(puzzle.clues, limit=2))
1
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations, permutations
from typing import Any

from ...core import IllegalAction
from .clues import RULE, Area, Clue, Deeper, DepthLimit, Negation, NextTo, Pairing, as_clues
from .data import ATTRIBUTES, DEPTH, SITE, category_of, members
from .grid import Grid
from .solution import Solution
from .solver import solve


@lru_cache(maxsize=1)
def all_clues() -> tuple[Clue, ...]:
    """Every clue of every kind, each stated once (pairs in one order).

    Depth limits that leave a single depth ("deeper than 20 ft") are left out:
    they are pairings in disguise.
    """
    found: list[Clue] = []
    for a, b in combinations(range(20), 2):
        if category_of(a) != category_of(b):
            found += [Pairing(a, b), Negation(a, b)]
    attributes = [e for e in range(20) if category_of(e) != SITE]
    found += [Area(a, area) for a in attributes for area in ("north", "south")]
    found += [NextTo(a, b) for a, b in combinations(attributes, 2)]
    wrecks = [e for e in range(20) if category_of(e) != DEPTH]
    found += [DepthLimit(a, feet, deeper) for a in wrecks
              for feet, deeper in ((15, True), (16, True), (20, False), (22, False))]
    found += [Deeper(a, b) for a, b in permutations(wrecks, 2)]
    return tuple(found)


def random_solution(rng: random.Random) -> Solution:
    rows = [[0] * 4 for _ in range(4)]
    for column, category in enumerate(ATTRIBUTES):
        for site, e in enumerate(rng.sample(members(category), 4)):
            rows[site][column] = e
    return Solution.from_rows(tuple(tuple(row) for row in rows))


@dataclass(frozen=True)
class Puzzle:
    """Clues and their one solution."""

    clues: tuple[Clue, ...]
    solution: Solution


def as_puzzle(clues: Any, pins: Grid | None = None, on: str = "") -> Puzzle:
    """The clues checked (``as_clues``) with their one solution, with the marks ``pins`` if
    given; ``IllegalAction`` (fleet1715/clues) when they leave none or several. ``on``:
    the categories a tiny puzzle keeps (its pins fix the others), named in the refusal."""
    clues = as_clues(clues)
    found = solve(clues, pins, limit=2)
    if not found:
        raise IllegalAction(RULE, "These clues contradict each other: no arrangement of the "
                                  "wrecks fits them all.")
    if len(found) > 1:
        where, what = (f" on the {on}", "a tiny puzzle") if on else ("", "a puzzle")
        raise IllegalAction(RULE, f"These clues leave more than one solution{where}: {what} "
                                  "needs exactly one.")
    return Puzzle(clues, found[0])


def random_puzzle(seed: int) -> Puzzle:
    """A random solution and random true clues, added until exactly one solution is left,
    then thinned: clues whose removal keeps the solution unique are dropped."""
    rng = random.Random(f"fleet1715/puzzle/{seed}")
    solution = random_solution(rng)
    pool = [clue for clue in all_clues() if clue.holds(solution)]
    rng.shuffle(pool)
    chosen: list[Clue] = []
    for clue in pool:
        chosen.append(clue)
        if len(chosen) >= 8 and len(solve(chosen, limit=2)) == 1:
            break
    for clue in list(chosen):
        rest = [c for c in chosen if c is not clue]
        if len(solve(rest, limit=2)) == 1:
            chosen = rest
    return Puzzle(tuple(chosen), solution)
