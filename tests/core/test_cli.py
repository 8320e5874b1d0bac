"""The command line: simulate and bench print text, or one JSON object."""

from __future__ import annotations

import json
import subprocess
import sys

from naval_widgets.core.cli import main


def test_simulate_json(capsys):
    assert main(["simulate", "battleship", "--games", "20", "--bots", "greedy,random",
                 "--seed", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["game"] == "battleship" and result["games"] == 20 and result["seed"] == 1
    assert result["bots"] == ["greedy", "random"]
    assert set(result["win_rate"]) == {"greedy", "random"}
    assert abs(sum(result["win_rate"].values()) - 1) < 1e-9


def test_simulate_text_and_errors(capsys):
    assert main(["simulate", "battleship", "--games", "4", "--variant", "beginner"]) == 0
    assert "wins" in capsys.readouterr().out
    assert main(["simulate", "battleship", "--bots", "greedy"]) == 2
    assert main(["simulate", "battleship", "--bots", "greedy,genius"]) == 2
    assert main(["simulate", "battleship", "--variant", "expert"]) == 2


def test_bench_as_a_module():
    out = subprocess.run([sys.executable, "-m", "naval_widgets", "bench", "battleship",
                          "--seconds", "0.3", "--json"], capture_output=True, text=True,
                         check=True).stdout
    result = json.loads(out)
    assert result["game"] == "battleship"
    assert result["actions_per_s"] > 0 and result["playouts_per_s"] > 0
    assert result["greedy_move_ms"]["median"] > 0
