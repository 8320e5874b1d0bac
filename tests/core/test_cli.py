"""The command line: simulate and bench print text, or one JSON object."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from naval_widgets.core.cli import main


def test_simulate_json(capsys):
    assert main(["simulate", "battleship", "--games", "20", "--bots", "greedy,random",
                 "--seed", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "battleship" and result["games"] == 20 and result["seed"] == 1
    assert result["bots"] == ["greedy", "random"]
    assert set(result["win_rate"]) == {"greedy", "random"}
    assert abs(sum(result["win_rate"].values()) - 1) < 1e-9
    for entry in result["entries"]:
        assert [s["games"] for s in entry["by_seat"]] == [10, 10], "the seats rotate"
        assert sum(s["wins"] for s in entry["by_seat"]) == entry["wins"]


def test_two_bots_of_one_name_are_kept_apart(capsys):
    assert main(["simulate", "battleship", "--games", "10", "--bots", "random,random",
                 "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert [e["label"] for e in result["entries"]] == ["random 1", "random 2"]
    assert sum(e["wins"] for e in result["entries"]) + result["draws"] == 10


def test_simulate_uses_each_games_default_bots(capsys):
    assert main(["simulate", "fleet1715", "--games", "2", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["bots"] == ["solver"]


@pytest.mark.parametrize("game", ["battleship", "nautic_miles"])
def test_the_same_seed_gives_the_same_results_whatever_the_workers(game, capsys):
    """Each game's seed and seats are decided before the games are shared out."""
    printed = []
    for workers in ("1", "2"):
        assert main(["simulate", game, "--games", "12", "--seed", "4", "--workers", workers,
                     "--json"]) == 0
        printed.append(capsys.readouterr().out)
    assert printed[0] == printed[1]
    result = json.loads(printed[0])
    assert "workers" not in result, "the output does not depend on the number"
    assert sum(s["games"] for e in result["entries"] for s in e["by_seat"]) == 12 * len(
        result["bots"])


def test_workers_out_of_range_name_the_range(capsys):
    assert main(["simulate", "battleship", "--workers", "0"]) == 2
    assert "argument --workers: 0 is not between 1 and 256" in capsys.readouterr().err


def test_simulate_text_and_errors(capsys):
    assert main(["simulate", "battleship", "--games", "4", "--variant", "beginner"]) == 0
    assert "wins" in capsys.readouterr().out
    assert main(["simulate", "battleship", "--bots", "greedy"]) == 2
    assert "needs 2 bots" in capsys.readouterr().err
    assert main(["simulate", "battleship", "--bots", "greedy,genius"]) == 2
    assert "no bot called 'genius'" in capsys.readouterr().err
    assert main(["simulate", "battleship", "--variant", "expert"]) == 2
    assert main(["simulate", "battleship", "--option", "teams=true"]) == 2
    assert "no option 'teams'" in capsys.readouterr().err


@pytest.mark.parametrize("args", [
    ["simulate", "battleship", "--games", "0"], ["simulate", "battleship", "--games", "-3"],
    ["simulate", "battleship", "--games", "x"], ["bench", "battleship", "--seconds", "inf"],
    ["bench", "battleship", "--seconds", "-1"], ["bench", "battleship", "--seconds", "nan"],
    ["simulate", "battleship", "--players", "5"], ["simulate", "chess"],
    ["simulate", "battleship", "--option", "teams"],
    ["simulate", "battleship", "--workers", "0"], ["simulate", "battleship", "--workers", "-2"],
    ["simulate", "battleship", "--workers", "two"],
    ["simulate", "battleship", "--workers", "1000000"], ["bench", "battleship", "--workers", "2"],
])
def test_bad_arguments_exit_2_without_a_traceback(args):
    done = subprocess.run([sys.executable, "-m", "naval_widgets", *args], capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    line, = done.stderr.splitlines()  # one line, whether the parser or the game refused
    assert line.startswith("python -m naval_widgets: error: ")


def test_bench_as_a_module():
    out = subprocess.run([sys.executable, "-m", "naval_widgets", "bench", "battleship",
                          "--seconds", "0.3", "--json"], capture_output=True, text=True,
                         check=True).stdout
    result = json.loads(out)
    assert result["game"] == "battleship"
    assert result["actions_per_s"] > 0 and result["playouts_per_s"] > 0
    assert result["greedy_move_ms"]["median"] > 0
