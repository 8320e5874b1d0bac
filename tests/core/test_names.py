"""Names in any case: a game, a variant, a bot and a setting as a person types them."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core import SetupError, bot_names, games, get, table_class
from naval_widgets.core.bots import check_bot_name
from naval_widgets.core.i18n import LANGUAGES, using
from naval_widgets.core.words import folded, named


@pytest.mark.parametrize(("typed", "name"), [
    ("Nautilus", "nautilus"), ("NAUTILUS", "nautilus"), ("nautic-miles", "nautic_miles"),
    (" Nautic Miles ", "nautic_miles"), ("Battleship", "battleship"),
    ("FLEET1715_TABLE", "fleet1715_table"), ("fleet1715", "fleet1715"),
])
def test_the_registry_finds_a_game_by_its_name_in_any_case(typed, name):
    assert get(typed).name == name


@pytest.mark.parametrize("bad", ["chess", "", "nautilus!", "fleet", None, 7, ["nautilus"]])
def test_a_name_that_is_no_game_is_still_refused_naming_them(bad):
    with pytest.raises(SetupError, match="No game called .*; the games are: battleship, "):
        get(bad)


def test_variants_and_bots_are_taken_in_any_case_and_kept_as_the_game_names_them():
    battleship, fleet = get("battleship"), get("fleet1715")
    assert battleship.setup(variant="Beginner").variant == "beginner"
    assert fleet.setup(variant="c").variant == "C"
    assert check_bot_name(battleship, "GREEDY") == "greedy"
    table = table_class(battleship)(seed=3, variant="BEGINNER", bots={1: "Greedy"})
    assert (table.variant, table.bot_names) == ("beginner", {1: "greedy"})
    assert json.loads(table.to_json())["variant"] == "beginner"
    with pytest.raises(SetupError, match="has no variant 'expert'; choose one of: standard"):
        battleship.setup(variant="expert")
    with pytest.raises(SetupError, match="has no bot called 'Deep Blue'"):
        check_bot_name(battleship, "Deep Blue")


@pytest.mark.parametrize("name", sorted(games()))
def test_every_games_names_fold_apart(name):
    """No two variants, nor two bots, of a game are the same name in another case: else
    a typed name could mean either."""
    game = games()[name]
    for names in (game.variants, bot_names(game)):
        assert len({folded(each) for each in names}) == len(names)
        for each in names:
            assert named(each.upper(), names) == each


@given(st.one_of(st.text(max_size=20), st.none(), st.integers(), st.lists(st.text())))
def test_fuzz_named_is_one_of_the_names_or_none(typed):
    names = ("standard", "beginner", "A", "a_b")
    found = named(typed, names)
    assert found is None or found in names
    if isinstance(typed, str) and typed in names:
        assert found == typed


def test_a_name_two_names_fold_to_is_refused_not_guessed():
    assert named("A", ("a", "A")) == "A"  # the exact name wins
    assert named("a-b", ("a_b", "A B")) is None


@pytest.mark.parametrize(("typed", "name"), [
    ("Fleet 1715", "fleet1715"), ("fleet-1715", "fleet1715"),
    ("Fleet 1715 at the table", "fleet1715_table"), ("fleet-1715-table", "fleet1715_table"),
    ("fleet1715.Multiplayer", "fleet1715_table"), ("FLEET1715_MULTIPLAYER", "fleet1715_table"),
    ("fleet1715 solo", "fleet1715"), ("Battleship card game", "battleship"),
    ("bataille navale, le jeu de cartes", "battleship"), ("ノーチラス", "nautilus"),
    ("Fleet 1715 autour de la table", "fleet1715_table"),
])
def test_a_game_is_found_by_its_title_and_the_names_of_its_tables(typed, name):
    """Issue 24, names in any case: a person calls a game by its title as the page shows
    it, or Fleet 1715's two games by their tables' names (``Solo``, ``Multiplayer``),
    spaced or joined as they type them."""
    assert get(typed).name == name


@pytest.mark.parametrize("name", sorted(games()))
def test_every_games_names_title_and_aliases_lead_to_it_alone(name):
    """No name, title (in any language) or alias of one game is another game's, whatever
    its spelling."""
    game = games()[name]
    titles = []
    for language in LANGUAGES:
        with using(language):
            titles.append(game.shown_title())
    for typed in (game.name, game.title, *titles, *game.aliases):
        for spelled in (typed, typed.upper(), typed.replace("_", " "), typed.replace(" ", "-")):
            assert get(spelled) is game


@given(st.text(max_size=30))
def test_fuzz_get_finds_one_game_or_refuses_naming_them(typed):
    """Any text is one game or a sentence naming the games (issue 24)."""
    try:
        assert get(typed) in games().values()
    except SetupError as refused:
        assert "the games are: battleship, " in str(refused)


def test_the_words_helpers_do_what_their_examples_say():
    """The examples in ``core.words`` (a name in any case, ``Named``) hold (issue 24)."""
    import doctest

    from naval_widgets.core import words
    assert doctest.testmod(words).failed == 0
