"""benchmarks/engine.py: every registered game's variants, each paired with dominoes."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

import pytest

from naval_widgets.core import games

SCRIPT = Path(__file__).resolve().parents[2] / "benchmarks" / "engine.py"
spec = importlib.util.spec_from_file_location("engine_benchmark", SCRIPT)
engine = importlib.util.module_from_spec(spec)
sys.modules[spec.name] = engine  # its dataclass reads its module while it is made
spec.loader.exec_module(engine)


class Rival:
    """A stand-in for OpenSpiel's dominoes: Nautilus's engine behind the same calls."""

    def __init__(self) -> None:
        self.game = games()["nautilus"]
        self.legal_actions, self.apply, self.outcome = (
            self.game.legal_actions, self.game.apply, self.game.outcome)

    def deal(self, seed, setup):
        return self.game.deal(seed, self.game.setup())


def test_every_variant_of_every_registered_game_by_default():
    every = [(name, variant) for name, game in games().items() for variant in game.variants]
    assert [(e.game.name, e.variant) for e in engine.chosen(None)] == every


def test_the_games_filter_takes_names_and_variants():
    picked = engine.chosen(["battleship:beginner", "nautilus", "nautilus:standard"])
    assert [e.name for e in picked] == ["battleship:beginner", "nautilus:standard"]
    with pytest.raises(ValueError, match="no game called 'chess'; the games are: battleship"):
        engine.chosen(["chess"])
    with pytest.raises(ValueError, match="battleship has no variant 'expert'"):
        engine.chosen(["battleship:expert"])


def test_a_bad_filter_exits_2(capsys):
    with pytest.raises(SystemExit) as stop:
        engine.main(["--games", "battleship,chess", "--seconds", "0.01"])
    assert stop.value.code == 2 and "no game called 'chess'" in capsys.readouterr().err


def test_the_same_seeded_actions_each_pass():
    game = games()["battleship"]
    setup = game.setup("beginner")
    count = engine.seeded_actions(game, setup, 3, lambda actions: actions >= 500)
    assert count == 500
    assert engine.cpu_rate(game, setup, 0.02, passes=2, seed=3) > 0


def test_each_variant_paired_with_the_rival_in_a_table(monkeypatch, capsys):
    monkeypatch.setattr(engine, "dominoes", Rival)
    assert engine.main(["--games", "battleship:beginner", "--rounds", "2", "--seconds", "0.05",
                        "--passes", "1", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    row, = result["variants"]
    assert row["game"] == "battleship" and row["variant"] == "beginner"
    assert len(row["actions_per_s"]) == len(row["dominoes_actions_per_s"]) == 2
    assert len(row["times_dominoes"]) == len(row["load"]) == 2
    assert row["cpu_times_dominoes"] > 0
    table = engine.report(result).splitlines()
    assert table[2].startswith("| game | variant | actions/s | dominoes actions/s | / dominoes")
    assert table[4].startswith("| battleship | beginner | ")
    assert table[4].endswith(("| met |", "| MISSED |"))


def test_without_openspiel_the_games_are_measured_alone(monkeypatch, capsys):
    monkeypatch.setattr(engine, "dominoes", lambda: None)
    assert engine.main(["--games", "nautilus", "--rounds", "1", "--seconds", "0.02",
                        "--passes", "0"]) == 0
    out = capsys.readouterr().out
    assert "| nautilus | standard |" in out and "OpenSpiel is not installed" in out
