"""Names as a person types them: variants (Fleet 1715's scenarios), option values and bot
names in any case, in every game; the word a game uses for its variant taken everywhere."""

from __future__ import annotations

import json

import pytest

from naval_widgets import battleship, fleet1715
from naval_widgets.core import SaveError, SetupError, games, table_class
from naval_widgets.core.cli import main

every_game = pytest.mark.parametrize("game", list(games().values()), ids=lambda game: game.name)


@every_game
def test_variants_in_any_case(game):
    Table = table_class(game)
    for variant in game.variants:
        for typed in {variant.lower(), variant.upper(), variant.title()}:
            table = Table(seed=1, variant=typed)
            assert table.variant == variant
            assert json.loads(table.to_json())[game.variant_keyword] == variant
            table = Table(seed=1, **{game.variant_keyword: typed})
            assert getattr(table, game.variant_keyword) == variant
    with pytest.raises(SetupError, match=f"has no {game.variant_keyword} 'nope'"):
        Table(variant="nope")


@every_game
def test_option_values_and_bot_names_in_any_case(game):
    Table = table_class(game)
    for option in game.options:
        for choice in option.choices:
            if isinstance(choice, str):
                assert Table(**{option.name: choice.upper()}).options[option.name] == choice
    if game.bots:
        name = next(iter(game.bots))
        seat = game.default_players - 1
        assert Table(bots={seat: name.upper()}).bot_names == {seat: name}


def test_fleet1715s_two_games_by_names_a_person_guesses():
    solo = fleet1715.Solo(seed=1, scenario="a")
    table = fleet1715.Multiplayer(seed=1, scenario="b", players=3)
    assert (solo.scenario, solo.players, table.scenario, table.players) == ("A", 1, "B", 3)
    assert fleet1715.Table is fleet1715.Solo and fleet1715.TableGame is fleet1715.Multiplayer
    assert fleet1715.TableGame(seed=1, variant="c").scenario == "C"  # the former keyword
    assert repr(table) == ("<Fleet 1715 at the table: seed=1 scenario='B' players=3 "
                           "missions='names' actions=0>")
    with pytest.raises(SetupError, match=r"fleet1715\.Multiplayer"):
        fleet1715.Solo(players=3)
    with pytest.raises(SetupError, match=r"fleet1715\.Solo"):
        fleet1715.Multiplayer(players=1)
    with pytest.raises(SetupError, match="give one, not 'A' and 'B'"):
        fleet1715.Solo(scenario="A", variant="B")
    assert fleet1715.Solo(scenario="e", variant="E").scenario == "E"


def test_saves_name_the_scenario_and_read_the_former_word():
    table = fleet1715.Multiplayer(seed=2, scenario="D", players=2)
    saved = json.loads(table.to_json())
    assert saved["scenario"] == "D" and "variant" not in saved
    saved["variant"] = saved.pop("scenario")  # a save made before
    assert fleet1715.Multiplayer.from_json(json.dumps(saved)).scenario == "D"
    assert json.loads(battleship.Table(variant="beginner").to_json())["variant"] == "beginner"


def test_an_option_unused_at_a_seat_count_is_said_and_saves_load_quietly(recwarn):
    table = fleet1715.Multiplayer(seed=1, players=5, missions="names")
    said = [str(warning.message) for warning in recwarn]
    assert len(said) == 1 and "'missions' is not used with 5 players" in said[0]
    recwarn.clear()
    again = fleet1715.Multiplayer.from_json(table.to_json())
    again.new_game()
    assert again.players == 5 and not recwarn.list
    assert "missions" not in repr(table)


@pytest.mark.parametrize("options", [{"language": "fr"}, {"language": ["fr"]}, {"seed": 3},
                                     {"scenario": "A"}, {"nope": 1}])
def test_a_save_whose_options_name_a_tables_own_setting_is_refused(options):
    for table in (battleship.Table(seed=1), fleet1715.Multiplayer(seed=1, players=2)):
        saved = json.loads(table.to_json())
        saved["options"] = {**saved["options"], **options}
        with pytest.raises(SaveError, match="names an option"):
            type(table).from_json(json.dumps(saved))


def test_the_command_line_takes_names_in_any_case(capsys):
    assert main(["simulate", "fleet1715", "--scenario", "b", "--games", "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["variant"] == "B"
    assert main(["simulate", "battleship", "--variant", "BEGINNER", "--bots", "Greedy,random",
                 "--games", "2", "--json"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["variant"] == "beginner" and result["bots"] == ["greedy", "random"]


def test_a_tiny_puzzle_that_is_not_there_is_refused_with_the_names():
    with pytest.raises(KeyError) as missing:
        fleet1715.TINY["nope"]
    assert isinstance(missing.value, ValueError)
    assert str(missing.value).startswith("There is no tiny puzzle 'nope'; the tiny puzzles "
                                         "are: one to one,")


@pytest.mark.parametrize(("typed", "name"), [
    ("Negation", "negation"), (" NEGATION ", "negation"), ("One-to-one", "one to one"),
    ("one_to_one", "one to one"), ("Either-or chain", "either-or chain"),
])
def test_a_tiny_puzzle_is_named_in_any_case(typed, name):
    """Issue 24: ``TINY`` reads a name as a person types it, as ``scenario("a")`` does."""
    assert fleet1715.TINY[typed] is fleet1715.TINY[name]
    assert name in fleet1715.TINY
