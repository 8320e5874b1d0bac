"""Whole solo games: the solver bot, random play, saves, and the table's face."""

from __future__ import annotations

import json

import pytest

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.core import games, make_bot, play_match, table_class
from naval_widgets.fleet1715 import GAME, Table, scenario
from naval_widgets.fleet1715.world.solver import solve

rule = pytest.mark.rule


def test_registered_with_one_seat_and_the_scenarios_as_variants():
    assert games()["fleet1715"] is GAME and table_class(GAME) is Table
    assert (GAME.min_players, GAME.max_players, GAME.default_players) == (1, 1, 1)
    assert GAME.variants == tuple("ABCDEFGHIJKLMNOP")
    assert set(GAME.bots) == {"solver"} and GAME.default_bots == ("solver",)
    assert len(GAME.action_space()) == 1 + 3 * 160 + 1


@rule("fleet1715/submit")
def test_the_solver_bot_solves_every_scenario_drawing_only_what_it_needs():
    for number, letter in enumerate("ABCDEFGHIJKLMNOP"):
        result = play_match(GAME, [make_bot(GAME, "solver")], seed=number,
                            setup=GAME.setup(letter))
        assert result.outcome.winner == 0, letter
        left = result.outcome.scores[0]
        table = Table(seed=number, variant=letter)
        drawn = len(scenario(letter).cards) - left
        order = table.state.pile[::-1]
        clues = [fleet1715.card(n).clue for n in order[:drawn]]
        assert len(solve(clues, limit=2)) == 1
        assert len(solve(clues[:-1], limit=2)) == 2


def test_random_play_ends():
    """Random play ends every game, neither won nor endless (its speed:
    ``benchmarks/fleet1715.py``)."""
    lengths = []
    for seed in range(100):
        result = play_match(GAME, [make_bot(GAME, "random")], seed=seed,
                            setup=GAME.setup("ABCDEFGHIJKLMNOP"[seed % 16]))
        assert result.outcome is not None and result.outcome.winner is None
        lengths.append(result.actions)
    assert max(lengths) < 10_000


def test_a_table_replays_from_its_save_and_refuses_bots_of_missing_seats():
    with pytest.raises(ValueError, match="does not exist"):
        Table(seed=9, variant="N", bots={1: "random"})
    table = Table(seed=9, variant="N")
    table.play("draw")
    table.play("mark nao:silver no")
    table.play(table.legal()[-1])
    loaded = Table.from_json(table.to_json())
    assert loaded.state == table.state and loaded.log == table.log
    assert json.loads(table.to_json())["scenario"] == "N"
    assert table.outcome is not None and table.outcome.winner is None
    with pytest.raises(IllegalAction):
        table.play("draw")


def test_views_are_json_and_entries_name_what_is_played():
    table = Table(seed=2, variant="C", bots={0: "solver"})
    table.run_bots()
    assert table.outcome.winner == 0
    view = table.view(0)
    assert json.loads(json.dumps(view)) == view and view["result"] == "solved"
    state = GAME.initial_state(1, "C")
    for action in GAME.legal_actions(state)[:3] + GAME.legal_actions(state)[-1:]:
        entry = GAME.legal_entry(state, action)
        assert entry["option"] in ("draw", "submit", "no", "yes", "blank")
        assert GAME.describe(state, action)
    assert GAME.prompt(state).startswith("draw")
