"""Whole games of the table game: bots, saves, the command line."""

from __future__ import annotations

import pytest

from naval_widgets.core import games, get
from naval_widgets.core.cli import main
from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.knowledge import Knowledge, known_cards

GAME = TableGame.game


def bot_table(seed, players, letter):
    table = TableGame(seed=seed, scenario=letter, players=players,
                      bots={seat: "random" for seat in range(players)})
    table.run_bots()
    return table


def test_the_table_game_is_registered_beside_the_solo_game():
    assert get("fleet1715_table") is GAME and "fleet1715" in games()
    assert TableGame(seed=1, variant="D").variant == "D"


@pytest.mark.rule("fleet1715_table/reveal")
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_random_bots_finish_and_never_hand_in_a_wrong_slip(players):
    for seed in range(3):
        table = bot_table(seed, players, "ABCDEFGHIJKLMNOP"[seed * 5 % 16])
        outcome = table.outcome
        assert outcome is not None and len(outcome.winners) == 1
        assert sorted(outcome.ranks) == list(range(1, players + 1))  # every slip correct


def test_the_random_bot_writes_its_slip_only_once_its_mission_is_determined():
    table = bot_table(4, 3, "E")
    for state, action in zip(table.history, table.actions, strict=False):
        if action.tag in ("write", "hand-in"):
            seat = state.turn
            view = GAME.view(state, seat)
            wreck = Knowledge().wreck(view["missions"][seat], known_cards(view))
            assert wreck is not None and (action.tag == "hand-in" or action.value in wreck)


def test_a_saved_game_replays_exactly():
    table = bot_table(7, 4, "B")
    loaded = type(table).from_json(table.to_json())
    assert loaded.state == table.state and loaded.log_for(2) == table.log_for(2)
    assert loaded.outcome == table.outcome


def test_simulate_on_the_command_line(capsys):
    assert main(["simulate", "fleet1715_table", "--players", "4", "--games", "2"]) == 0
    said = capsys.readouterr().out
    assert "Fleet 1715 at the table (scenario A, 4 players, missions=names): 2 games" in said
    assert "unfinished 0" in said
