"""Fleet 1715's tutor on grids with wrong marks: hints and checks as the puzzle board asks.

    python benchmarks/tutor_wrong_marks.py [--letters A-P] [--every 6] [--clicks 20]
                                           [--seed 1] [--api] [--profile N] [--json]

Positions of two families, seeded. *Along the walkthrough*: every K-th grid of each
scenario's walkthrough (the empty grid first), then the clicks of a student who does not
reason (a blank cell at random, marked no twice as often as yes; one to four clicks, and
more until a mark is wrong). *Clicking from blank*: the grids of N clicks in a row from
the empty grid, each on a cell at random (blank, no, yes, blank again), as the JupyterLab
benchmark plays the board, those with a wrong mark. Each scenario's board puzzle is made
afresh (``board_puzzle``, as ``fleet1715.board`` does) and asked about its positions in a
random order ("first question": the first hint on each). Timed, each position:
``puzzle.hint(grid, level)``, the level 1, 2 and 3 in turn, then ``puzzle.check(grid)``,
what the board's handlers call. Targets, in the kernel: median at most 50 ms and p95 at
most 100 ms, each kind in each family.

``--api``: the same questions through ``fleet1715.hint`` and ``fleet1715.check``.
``--profile N``: the N functions of most cumulative time (cProfile) while the questions
are asked.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import json
import os
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from benchmarks.fleet1715 import percentile  # noqa: E402
from naval_widgets import fleet1715  # noqa: E402
from naval_widgets.fleet1715.ui.puzzles import board_puzzle  # noqa: E402
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY  # noqa: E402

#: What is asked: of each position, a hint (its level in turn), then a check, as the
#: JupyterLab benchmark's rounds ask.
KINDS = ("hint 1", "hint 2", "hint 3", "check")
TARGETS = {"median_ms": 50.0, "p95_ms": 100.0}
#: Each kind's (wall-clock, CPU) times, ms.
Times = dict[str, list[tuple[float, float]]]


def timed(function: Any, *args: Any) -> tuple[float, float]:
    """The call's wall-clock time and the CPU time this thread spent on it, in ms (on a
    loaded machine the first grows with the load, the second hardly)."""
    wall, cpu = time.perf_counter(), time.thread_time()
    function(*args)
    return (time.perf_counter() - wall) * 1000, (time.thread_time() - cpu) * 1000


def clicked(grid: tuple, truth: tuple, rng: random.Random) -> tuple | None:
    """``grid`` after a student's clicks without reasoning, at least one mark wrong
    (``None``: no blank cell is left to get wrong)."""
    marks = list(grid)
    blank = [c for c in range(CELLS) if marks[c] is None]
    rng.shuffle(blank)
    clicks = rng.randint(1, 4)
    for count, c in enumerate(blank, 1):
        marks[c] = rng.random() < 1 / 3
        if count >= clicks and any(v is not None and v != truth[d] for d, v in enumerate(marks)):
            return tuple(marks)
    return None


#: A click's mark after each mark: blank, no (✗), yes (●), blank again.
NEXT_MARK = {None: False, False: True, True: None}


def along(letter: str, every: int, rng: random.Random) -> list[tuple]:
    """Every ``every``-th grid of scenario ``letter``'s walkthrough, with wrong marks
    clicked in."""
    s = fleet1715.scenario(letter)
    truth = s.solution.grid()
    grid = list(EMPTY)
    found = []
    for number, step in enumerate(fleet1715.explain(s.clues)):
        if number % every == 0:
            found.append(clicked(tuple(grid), truth, rng))
        for fact in step.new:
            grid[fact.cell] = fact.value
    return [grid for grid in found if grid is not None]


def clicking(letter: str, clicks: int, rng: random.Random) -> list[tuple]:
    """The grids of ``clicks`` clicks in a row from the empty grid, each on a cell at
    random (blank, no, yes, blank again), as the JupyterLab benchmark plays the board:
    those with a wrong mark."""
    truth = fleet1715.scenario(letter).solution.grid()
    marks: list[bool | None] = list(EMPTY)
    found = []
    for _click in range(clicks):
        c = rng.randrange(CELLS)
        marks[c] = NEXT_MARK[marks[c]]
        if any(v is not None and v != truth[d] for d, v in enumerate(marks)):
            found.append(tuple(marks))
    return found


#: The positions' two families.
FAMILIES = ("along the walkthrough", "clicking from blank")


def positions(letter: str, every: int, clicks: int,
              rng: random.Random) -> list[tuple[str, tuple]]:
    """Scenario ``letter``'s positions, each with its family, in a random order."""
    found = [(FAMILIES[0], grid) for grid in along(letter, every, rng)]
    found += [(FAMILIES[1], grid) for grid in clicking(letter, clicks, rng)]
    rng.shuffle(found)
    return found


def board_asker(letter: str) -> Callable[[tuple, int], Any]:
    """A fresh board puzzle of ``letter``: ``ask(grid, level)`` is its hint of that
    level, or its check (level 0)."""
    puzzle = board_puzzle(letter)
    return lambda grid, level: puzzle.hint(grid, level) if level else puzzle.check(grid)


def api_asker(letter: str) -> Callable[[tuple, int], Any]:
    """The same questions through ``fleet1715.hint`` and ``fleet1715.check``."""
    clues = fleet1715.scenario(letter).clues
    return lambda grid, level: (fleet1715.hint(clues, grid, level) if level
                                else fleet1715.check(clues, grid))


def summary(values: list[tuple[float, float]]) -> dict[str, Any]:
    """Median, p95 and max of the wall-clock times, and the same of the CPU times."""
    found: dict[str, Any] = {"n": len(values)}
    for name, which in (("", 0), ("cpu_", 1)):
        chosen = [value[which] for value in values]
        found |= {f"{name}median_ms": round(statistics.median(chosen), 2),
                  f"{name}p95_ms": round(percentile(chosen, 0.95), 2),
                  f"{name}max_ms": round(max(chosen), 2)}
    return found


def run(letters: str, every: int, clicks: int, seed: int, api: bool = False,
        profile: cProfile.Profile | None = None) -> dict[str, Any]:
    """Every scenario of ``letters`` asked about; ``profile``, if given, runs while the
    questions are asked."""
    rng = random.Random(seed)
    times: dict[str, Times] = {family: {kind: [] for kind in KINDS} for family in FAMILIES}
    first: list[tuple[float, float]] = []
    wrong: list[int] = []
    for letter in letters:
        truth = fleet1715.scenario(letter).solution.grid()
        ask = (api_asker if api else board_asker)(letter)
        for number, (family, grid) in enumerate(positions(letter, every, clicks, rng)):
            wrong.append(sum(v is not None and v != truth[c] for c, v in enumerate(grid)))
            for level in (1 + number % 3, 0):
                if profile:
                    profile.enable()
                spent = timed(ask, grid, level)
                if profile:
                    profile.disable()
                times[family][KINDS[level - 1]].append(spent)
                if number == 0 and level:
                    first.append(spent)
    result: dict[str, Any] = {family: {kind: summary(times[family][kind]) for kind in KINDS}
                              for family in FAMILIES}
    result["first question"] = summary(first)
    result["load"] = [round(load, 1) for load in os.getloadavg()]
    result["positions"] = {"count": len(wrong), "wrong marks": dict(sorted(
        {k: wrong.count(k) for k in set(wrong)}.items()))}
    result["targets_met"] = {
        f"{family}, {kind}": result[family][kind]["median_ms"] <= TARGETS["median_ms"]
        and result[family][kind]["p95_ms"] <= TARGETS["p95_ms"]
        for family in FAMILIES for kind in KINDS}
    return result


def _row(name: str, row: dict[str, Any], met: bool | None = None) -> str:
    verdict = "" if met is None else ("  met" if met else "  MISSED")
    said = " / ".join(f"{row[f'{what}_ms']:.1f} ({row[f'cpu_{what}_ms']:.1f})"
                      for what in ("median", "p95", "max"))
    return f"    {name:15} n {row['n']:4}  {said}{verdict}"


def show(result: dict[str, Any], how: str) -> None:
    print(f"Fleet 1715 tutor, grids with wrong marks ({how}): "
          f"{result['positions']['count']} positions, wrong marks a position "
          f"{result['positions']['wrong marks']}; load {result['load']}")
    print("  ms: median / p95 / max, wall clock (CPU)")
    for family in FAMILIES:
        print(f"  {family}:")
        for kind in KINDS:
            print(_row(kind, result[family][kind], result["targets_met"][f"{family}, {kind}"]))
    print(_row("first question", result["first question"]))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--letters", default="ABCDEFGHIJKLMNOP",
                        help="the scenarios to ask about (default: all 16)")
    parser.add_argument("--every", type=int, default=6,
                        help="a position every K steps of each walkthrough")
    parser.add_argument("--clicks", type=int, default=20,
                        help="clicks in a row from the empty grid, a scenario")
    parser.add_argument("--seed", type=int, default=1, help="the clicks' and order's seed")
    parser.add_argument("--api", action="store_true",
                        help="ask fleet1715.hint and fleet1715.check instead of a board")
    parser.add_argument("--profile", type=int, default=0,
                        help="print the N functions of most cumulative time")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    profile = cProfile.Profile() if args.profile else None
    result = run(args.letters.upper(), args.every, args.clicks, args.seed, args.api, profile)
    if profile:
        out = io.StringIO()
        pstats.Stats(profile, stream=out).sort_stats("cumulative").print_stats(args.profile)
        print(out.getvalue())
    if args.json:
        print(json.dumps(result))
    else:
        show(result, "fleet1715.hint and check" if args.api else "the board's puzzle")
    return 0 if all(result["targets_met"].values()) else 1


if __name__ == "__main__":
    raise SystemExit(main())
