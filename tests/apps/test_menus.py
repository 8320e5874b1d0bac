"""The play page's menus as the game declares them: an option unused at the seat count
is hidden and never passed (no warning), options read in the page's language, and the
variant named by the game's own word for it (Fleet 1715's ``scenario``)."""

from __future__ import annotations

import html
import urllib.parse
import warnings

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from naval_widgets.apps import PlayPanel, hide_warnings, play_page
from naval_widgets.core import SetupError, games
from naval_widgets.core.i18n import LANGUAGES, Text, using
from naval_widgets.core.words import brief, folded, named

TABLE = "fleet1715_table"  # its "missions" option is used with 2 to 4 players only


def labels(menu) -> dict:
    return {value: label for label, value in menu.options}


def refusals(page) -> str:
    return html.unescape(page.panel.error.value)


@pytest.fixture(autouse=True)
def warnings_are_errors():
    """Any warning the page causes (``UnusedOption``...) fails the test."""
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        yield


def partial_options():
    """(game, option, a seat count it is not used with) of every registered game."""
    return [(name, option.name, players) for name, game in sorted(games().items())
            for option in game.options
            for players in range(game.min_players, game.max_players + 1)
            if not option.used_with(players)]


# -- an option unused at the seat count: hidden, never passed ---------------------------
def test_some_game_has_an_option_unused_at_a_seat_count():
    assert (TABLE, "missions", 5) in partial_options()


@pytest.mark.parametrize(("name", "option", "players"), partial_options())
def test_an_option_unused_at_the_seat_count_is_hidden_and_never_passed(name, option,
                                                                      players):
    page = play_page(f"game={name}&players={players}&seed=3", pace=0)
    shown = page.panel
    assert page.panel.error.value == ""
    assert shown.table.players == players
    assert shown.menus[option].layout.display == "none"
    # Not passed: a table given it would warn, and warnings fail this test.
    assert option not in shown.settings
    used = [menu for menu, kind in shown.menu_kinds.items() if kind.used_with(players)]
    assert all(shown.menus[menu].layout.display is None for menu in used)


def test_the_menu_comes_back_with_a_seat_count_it_is_used_with():
    shown = PlayPanel(TABLE, seed=3, pace=0, settings={"players": 4, "missions": "sites"})
    assert shown.table.options == {"missions": "sites"}
    shown.menus["players"].value = 5  # as a person chooses
    assert shown.error.value == "" and shown.table.players == 5
    assert shown.menus["missions"].layout.display == "none"
    assert "missions" not in shown.settings
    shown.new_game()
    shown.menus["players"].value = 3
    assert shown.menus["missions"].layout.display is None
    assert shown.table.options == {"missions": "sites"}, "the menu kept its value"


def test_the_address_to_share_names_no_unused_option():
    page = play_page(f"game={TABLE}&players=5&seed=8", pace=0, address="http://host:8866/")
    link = html.unescape(page.panel.share.value)
    assert "players=5" in link and "missions" not in link
    page.panel.choose(players=2)
    assert "missions=names" in html.unescape(page.panel.share.value)


def test_an_address_naming_an_unused_option_says_so_and_keeps_the_rest():
    page = play_page(f"game={TABLE}&missions=sites&players=5&seed=4&bot=guesser", pace=0)
    shown = page.panel
    assert (shown.table.players, shown.table.seed) == (5, 4)
    assert shown.table.bot_names[1] == "guesser"
    said = refusals(page)
    assert "'missions=sites' was not used: Mission cards is not used with 5 players: " in said
    assert said.count("was not used") == 1 and "The rest of the address was used." in said
    assert "UnusedOption" not in said and "Warning" not in said
    french = refusals(play_page(f"game={TABLE}&players=5&missions=sites&language=fr", pace=0))
    assert "Cartes mission ne sert pas à 5 joueurs" in french


def test_choosing_an_unused_option_is_refused_and_changes_nothing():
    shown = PlayPanel(TABLE, seed=3, pace=0, settings={"players": 5})
    table = shown.table
    with pytest.raises(SetupError, match="Mission cards is not used with 5 players"):
        shown.choose(missions="sites")
    assert shown.table is table and shown.settings == {"bot": "logician", "variant": "A",
                                                       "players": 5}
    shown.choose(players=4, missions="sites")  # used with the seat count chosen with it
    assert shown.table.options == {"missions": "sites"}
    with pytest.raises(SetupError, match="not used with 5 players"):
        PlayPanel(TABLE, settings={"players": 5, "missions": "names"})


def test_the_page_shows_no_warning():
    with warnings.catch_warnings(record=True) as caught:
        hide_warnings()
        warnings.warn("not for a student", UserWarning, stacklevel=1)
    assert caught == []


# -- the options' words, in the page's language ------------------------------------------
@pytest.mark.parametrize("name", sorted(games()))
def test_every_option_is_named_valued_and_explained_in_a_catalog(name):
    for option in games()[name].options:
        assert isinstance(option.words, Text), option.name
        assert isinstance(option.help, Text), option.name
        assert all(isinstance(choice, bool) or isinstance(option.choice_words.get(choice), Text)
                   for choice in option.choices), option.name


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("name", sorted(games()))
def test_no_option_menu_shows_a_raw_name_or_value(name, language):
    game = games()[name]
    shown = PlayPanel(name, seed=1, pace=0, language=language)
    for option in game.options:
        menu = shown.menus[option.name]
        if language != "en":
            assert menu.description not in (option.name, option.name.capitalize())
        assert not {str(choice) for choice in option.choices} & set(labels(menu).values())
        assert menu.tooltip and menu.tooltip != (str(option.help) if language != "en" else "")


@pytest.mark.parametrize(("language", "length", "values", "teams"), [
    ("en", "Length", ["a whole game (200 points)", "one round"], "Teams"),
    ("fr", "Durée", ["une partie entière (200 points)", "une manche"], "Équipes"),
])
def test_nautic_miles_options_read_in_the_pages_language(language, length, values, teams):
    shown = play_page(f"game=nautic_miles&language={language}", pace=0).panel
    assert shown.menus["length"].description == length
    assert list(labels(shown.menus["length"]).values()) == values
    assert shown.menus["teams"].description == teams
    # A value is also named by its words, as a person reads them.
    page = play_page(f"game=nautic_miles&language={language}&length={values[1]}", pace=0)
    assert page.panel.error.value == "" and page.panel.table.options["length"] == "round"


def test_fleet_1715_at_the_table_names_its_missions_in_french():
    shown = play_page(f"game={TABLE}&language=fr&players=3", pace=0).panel
    assert shown.menus["missions"].description == "Cartes mission"
    assert labels(shown.menus["missions"]) == {"names": "noms de navires",
                                               "sites": "sites d'épaves"}
    assert shown.menus["missions"].tooltip.startswith("Le type de cartes mission")


# -- the variant by the game's word for it ------------------------------------------------
@pytest.mark.parametrize("name", sorted(games()))
def test_the_variant_menu_is_labelled_by_what_the_game_calls_it(name):
    game = games()[name]
    if len(game.variants) < 2:
        return
    for language in LANGUAGES:
        shown = PlayPanel(name, seed=1, pace=0, language=language)
        page = play_page(f"game={name}&{game.variant_keyword}={game.variants[-1]}"
                         f"&language={language}", pace=0)
        assert page.panel.error.value == ""
        assert page.panel.table.variant == game.variants[-1]
        if game.variant_keyword_words is not None:
            with using(language):
                assert shown.menus["variant"].description == str(game.variant_keyword_words)


@pytest.mark.parametrize(("query", "variant", "refused"), [
    ("scenario=b", "B", None),
    ("Scenario=Scenario%20C", "C", None),
    ("variant=d", "D", None),
    ("scenario=b&variant=B", "B", None),  # the same scenario under both names is one
    ("scenario=b&variant=C", "B", "'variant=C' was not used: The page's address names "
                                  "'scenario' more than once"),
    ("scenario=z", "A", "'scenario=z' was not used: Scenario cannot be 'z' in Fleet 1715"),
    ("senario=b", "A", "has no setting 'senario' to choose; its settings are: scenario."),
])
def test_fleet_1715_takes_its_scenario_by_either_name(query, variant, refused):
    page = play_page(f"game=fleet1715&seed=2&{query}", pace=0, address="http://host/")
    assert page.panel.table.variant == variant
    assert page.panel.menus["variant"].description == "Scenario"
    said = refusals(page)
    if refused is None:
        assert said == ""
        assert f"scenario={variant}" in html.unescape(page.panel.share.value)
    else:
        assert refused in said and said.count("' was not used:") == 1


def test_the_scenario_menu_in_french():
    page = play_page("game=fleet1715&language=fr&scenario=c", pace=0)
    assert page.panel.menus["variant"].description == "Scénario"
    assert page.panel.menus["variant"].value == "C"


# -- fuzz: a Fleet 1715 address, its scenario under either name ---------------------------
LETTERS = games()["fleet1715"].variants
SCENARIO_NAMES = ("scenario", "variant", "Scenario", "VARIANT")


@st.composite
def fleet_addresses(draw):
    """A Fleet 1715 query: the scenario named under none, one or both names, each good
    (a letter or its words, in any case) or bad; a seed; in any order. Also the scenario
    parameters in the query's order."""
    pairs = [("game", "fleet1715"), ("seed", "5")]
    good = st.sampled_from(LETTERS).flatmap(lambda letter: st.sampled_from(
        [letter, letter.lower(), f"scenario {letter}", f" Scenario-{letter.lower()}"]))
    for name in draw(st.lists(st.sampled_from(SCENARIO_NAMES), max_size=2,
                              unique_by=str.lower)):
        pairs.append((name, draw(st.one_of(good, st.text(max_size=8)))))
    order = draw(st.permutations(pairs))
    return urllib.parse.urlencode(order), [pair for pair in order if pair[0] != "game"
                                           and pair[0] != "seed"]


def letter_of(value: str) -> str | None:
    """The scenario a value names: its letter or its words, in any case."""
    words = {folded(f"scenario {letter}"): letter for letter in LETTERS}
    return named(value, LETTERS) or words.get(folded(value))


@settings(max_examples=60, deadline=None)
@given(fleet_addresses())
def test_fuzz_the_scenario_under_either_name(address):
    query, scenarios = address
    page = play_page(query, pace=0)
    shown = page.panel
    assert shown.game.name == "fleet1715" and shown.table.seed == 5
    letters = [letter_of(value) for _name, value in scenarios]
    said = refusals(page)
    first = next((letter for letter in letters if letter is not None), None)
    assert shown.table.variant == (first or LETTERS[0]), query
    for (name, value), letter in zip(scenarios, letters, strict=True):
        if letter != first:  # bad, or a second scenario that differs from the first
            assert brief(f"{name}={value}") in said, query
    assert (said == "") == all(letter is not None and letter == first for letter in letters), query
