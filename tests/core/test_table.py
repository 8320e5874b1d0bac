"""The Table face every game shares: play, undo, log, save and load, errors."""

from __future__ import annotations

import json

import pytest

from naval_widgets import IllegalAction, SaveError
from naval_widgets.battleship import GAME, Table
from naval_widgets.core import Table as CoreTable
from naval_widgets.core import games, get


def test_registry_finds_every_game():
    assert "battleship" in games() and get("battleship") is GAME
    with pytest.raises(KeyError, match="No game called"):
        get("chess")


def test_play_by_action_or_notation_then_bots_answer():
    table = Table(seed=7, variant="standard", bots={1: "greedy"})
    action = table.legal()[0]
    table.play(action)
    assert table.actions[0] == action and table.to_move == 0
    table.play(str(table.legal()[-1]))
    assert len(table.actions) >= 3


def test_illegal_play_raises_and_changes_nothing():
    table = Table(seed=7)
    before = table.state
    with pytest.raises(IllegalAction) as err:
        table.play("end")
    assert err.value.rule == "battleship/turn" and isinstance(err.value, ValueError)
    assert table.state is before and table.actions == ()
    with pytest.raises(IllegalAction):
        table.play(42)


def test_undo_takes_back_a_person_and_the_bot_answers():
    table = Table(seed=7, bots={1: "greedy"})
    start = table.state
    table.play(table.legal()[0])
    table.undo()
    assert table.state == start and table.actions == () and table.log == []
    with pytest.raises(IndexError, match="nothing to undo"):
        table.undo()


def test_log_is_redacted_for_spectators():
    table = Table(seed=7, bots={1: "greedy"})
    table.play(table.legal()[0])
    assert any("draws:" in line for line in table.log_for(0))
    assert not any("draws:" in line for line in table.log)


def test_save_and_load_replay_exactly():
    table = Table(seed=7, variant="beginner", bots={1: "greedy"})
    for _ in range(5):
        table.play(table.legal()[-1])
    text = table.to_json()
    loaded = Table.from_json(text)
    assert loaded.state == table.state and loaded.bot_names == {1: "greedy"}
    assert CoreTable.from_json(text).state == table.state
    data = json.loads(text)
    assert set(data) == {"format", "game", "rules_version", "variant", "seed", "bots", "actions"}


def test_bad_settings_are_refused():
    with pytest.raises(ValueError, match="no variant"):
        Table(variant="expert")
    with pytest.raises(ValueError, match="whole number"):
        Table(seed="7")
    with pytest.raises(ValueError, match="no bot called"):
        Table(bots={1: "genius"})
    with pytest.raises(ValueError, match="does not exist"):
        Table(bots={2: "random"})
    with pytest.raises(SaveError):
        Table.from_json(b"\xff")


def test_repr_is_stable():
    assert repr(Table(seed=2)) == "<Battleship card game table seed=2 variant='standard' actions=0>"
