"""Seeded bot games, here or in worker processes: planned first, gathered in game order,
so every game comes out the same whatever the number of processes."""

from __future__ import annotations

import dataclasses
import pickle
import re
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from naval_widgets.core import games
from naval_widgets.core.errors import SetupError
from naval_widgets.core.matches import (
    MAX_BATCH,
    batches,
    plan_games,
    play_game,
    play_games,
    play_shared,
    simulate,
)

GAMES = games()
DOCS = Path(__file__).resolve().parents[2] / "docs" / "simulate.md"


def default_plan(name: str, count: int, seed: int = 5):
    game = GAMES[name]
    bots = [*game.default_bots, *[game.default_bots[-1]] * game.default_players]
    bots = bots[:game.default_players]
    return plan_games(game, bots, count, seed, game.setup(players=len(bots)))


@pytest.mark.parametrize("name", sorted(GAMES))
def test_each_game_comes_out_the_same_in_worker_processes(name):
    plan = default_plan(name, 6)
    assert list(play_shared(plan, workers=2)) == play_games(plan)


def test_seeds_and_seats_are_decided_before_the_games_are_shared_out():
    game = GAMES["nautic_miles"]
    plan = plan_games(game, ["admiral", "random", "random"], 7, 40, game.setup(players=3))
    assert [one.seed for one in plan] == list(range(40, 47))
    assert [one.seating for one in plan[:4]] == [(0, 1, 2), (1, 2, 0), (2, 0, 1), (0, 1, 2)]
    assert plan[1].bots == ("random", "random", "admiral")


@pytest.mark.parametrize(("count", "workers"), [(1, 2), (7, 2), (300, 2), (1000, 3), (5, 64)])
def test_batches_cover_the_plan_in_order(count, workers):
    plan = list(range(count))
    runs = batches(plan, workers)
    assert [game for run in runs for game in run] == plan
    assert all(1 <= len(run) <= MAX_BATCH for run in runs)
    assert len(runs) >= min(count, workers), "every worker gets some"


@pytest.mark.parametrize("workers", [2, 3])
def test_simulate_gives_the_same_figures_for_any_number_of_workers(workers):
    game = GAMES["battleship"]
    here = simulate(game, ["random", "greedy"], 25, 9, progress=False, workers=1)
    shared = simulate(game, ["random", "greedy"], 25, 9, progress=False, workers=workers)
    assert shared == here
    assert [s["wins"] for s in here["entries"][1]["by_seat"]] != [0, 0]


def test_planned_games_are_plain_values_any_executor_can_play():
    plan = default_plan("battleship", 4)
    assert pickle.loads(pickle.dumps(plan)) == plan
    with ThreadPoolExecutor(2) as executor:
        assert list(executor.map(play_game, plan)) == play_games(plan)


@pytest.mark.parametrize("workers", [0, -1, 257, 2.0, "2", True, None])
def test_a_bad_number_of_workers_is_refused(workers):
    with pytest.raises(SetupError, match="worker processes is a whole number from 1 to 256"):
        simulate(GAMES["battleship"], ["random", "random"], 2, 1, workers=workers)


def test_a_game_the_workers_cannot_find_by_name_plays_here_only():
    stranger = dataclasses.replace(GAMES["battleship"])
    with pytest.raises(SetupError, match="play it with workers=1"):
        simulate(stranger, ["random", "random"], 2, 1, progress=False, workers=2)
    assert simulate(stranger, ["random", "random"], 2, 1, progress=False)["games"] == 2


def test_the_larger_study_of_the_docs_runs_as_written(monkeypatch):
    """docs/simulate.md's example, with a stand-in for the cluster's client."""
    import sys
    import types

    class Client:
        def __init__(self, address: str) -> None:
            self.address = address

        def map(self, function, *iterables):
            return [function(*args) for args in zip(*iterables, strict=True)]

        def gather(self, futures):
            return futures

    distributed = types.ModuleType("dask.distributed")
    distributed.Client = Client
    monkeypatch.setitem(sys.modules, "dask", types.ModuleType("dask"))
    monkeypatch.setitem(sys.modules, "dask.distributed", distributed)
    code = re.search(r"```python\n(.*?)```", DOCS.read_text(), re.S).group(1)
    code = code.replace("games=100_000", "games=6")
    scope: dict = {}
    exec(compile(code, str(DOCS), "exec"), scope)
    game = GAMES["battleship"]
    assert scope["result"] == simulate(game, ["greedy", "random"], 6, 1, progress=False)
