"""The Table face every game shares: play, undo, log, save and load, errors."""

from __future__ import annotations

import json

import pytest

from naval_widgets import IllegalAction, SaveError, SetupError, TableError
from naval_widgets.battleship import GAME, Table
from naval_widgets.core import Table as CoreTable
from naval_widgets.core import games, get


def test_registry_finds_every_game():
    assert "battleship" in games() and get("battleship") is GAME
    for name in ("chess", None, 3):
        with pytest.raises(ValueError, match="No game called"):
            get(name)


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
    with pytest.raises(TableError, match="nothing to undo"):
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
    assert set(data) == {"format", "game", "rules_version", "variant", "players", "options",
                         "seed", "bots", "actions", "reasons"}  # the greedy bot explains


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


@pytest.mark.parametrize("settings, words", [
    ({"seed": True}, "whole number"), ({"seed": 1.5}, "whole number"),
    ({"players": 3}, "played by 2 players"), ({"players": True}, "played by 2 players"),
    ({"variant": 3}, "no variant"), ({"bots": "greedy"}, "names a bot for each seat"),
    ({"bots": ["greedy"]}, "names a bot for each seat"), ({"bots": {True: "random"}}, "Seat"),
    ({"bots": {"1": "random"}}, "Seat '1' does not exist"), ({"bots": {1: 7}}, "no bot called"),
    ({"teams": True}, "has no option 'teams'"),
])
def test_every_bad_setting_is_a_clear_setup_error(settings, words):
    with pytest.raises(SetupError, match=words):
        Table(**settings)


def test_a_deeply_nested_or_huge_save_is_refused():
    with pytest.raises(SaveError, match="nested too deeply"):
        Table.from_json("[" * 100_000 + "]" * 100_000)
    with pytest.raises(SaveError, match="too long"):
        Table.from_json(" " * 6_000_000)
    with pytest.raises(SaveError):
        Table.from_json(None)


def test_the_bots_generator_is_not_the_seed():
    """A bot's generator is a keyed digest of the seed: it draws unlike ``Random(seed)``
    and unlike the deal's generator, and it differs by seat and by seed."""
    import random

    from naval_widgets.core import bot_rng

    draws = {name: [rng.random() for _ in range(3)] for name, rng in {
        "bot 0": bot_rng(GAME, 7, 0), "bot 1": bot_rng(GAME, 7, 1), "seed 8": bot_rng(GAME, 8, 0),
        "Random(seed)": random.Random(7), "deal": random.Random("battleship/7"),
        "old": random.Random("7/bot/0")}.items()}
    assert len({tuple(values) for values in draws.values()}) == len(draws)


def test_repr_is_stable():
    assert repr(Table(seed=2)) == ("<Battleship card game: seed=2 variant='standard' players=2 "
                                   "actions=0>")
    assert repr(Table(seed=2, bots={1: "greedy"})) == (
        "<Battleship card game: seed=2 variant='standard' players=2 bots={1: 'greedy'} "
        "actions=0>")


@pytest.mark.parametrize("seed", [-1, -(10**18), 10**18 + 1, 1.0, True, "7", None])
def test_a_seed_is_a_game_number_from_0(seed):
    """The number a class shares is never below 0, in Python as on the play page."""
    with pytest.raises(SetupError, match="The seed must be a whole number from 0 to"):
        Table(seed=seed)
    assert Table(seed=0).seed == 0 and Table(seed=10**18).seed == 10**18
