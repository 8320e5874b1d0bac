"""The play page's panel and page, in Python: menus from the registry, New game, refusals."""

from __future__ import annotations

import html
import urllib.parse

import ipywidgets as widgets
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from naval_widgets.apps import PlayPage, PlayPanel, play_page, read_query
from naval_widgets.apps.panel import SEED_RANGE
from naval_widgets.core import SetupError, bot_names, games
from naval_widgets.core.words import brief, named

from ..toy import GAME as SIGNAL_FLAGS


def panel(game="battleship", **kwargs) -> PlayPanel:
    return PlayPanel(game, pace=0, **kwargs)


def choices(menu) -> list:
    return [value for _label, value in menu.options]


def labels(menu) -> dict:
    """What a person reads for each of the menu's values."""
    return {value: label for label, value in menu.options}


def new_game_message(board) -> None:
    """The board's own "New game…" button, as the page sends it."""
    board.handle_message({"type": "new_game", "payload": {}, "ply": board.ply})


# -- menus from the registry -----------------------------------------------------------
@pytest.mark.parametrize("name", sorted(games()))
def test_every_registered_game_gets_menus_from_its_entry(name):
    game = games()[name]
    shown = panel(name, seed=3)
    menus = shown.menus
    assert ("bot" in menus) == (game.max_players > 1)
    assert ("variant" in menus) == (len(game.variants) > 1)
    assert ("players" in menus) == (game.min_players < game.max_players)
    assert set(menus) - {"bot", "variant", "players"} == {option.name for option in game.options}
    if "bot" in menus:
        assert choices(menus["bot"]) == list(bot_names(game))
    if "variant" in menus:
        assert choices(menus["variant"]) == list(game.variants)
    assert shown.table.game is game
    assert shown.table.seed == 3
    assert shown.board in shown.board_box.children
    assert shown.seed_label.value == "Game number <b>3</b>"


def test_battleship_menus_start_on_its_strongest_bot_and_first_variant():
    shown = panel(seed=1)
    assert shown.settings == {"bot": "greedy", "variant": "standard"}
    assert shown.table.bot_names == {1: "greedy"}


def test_fleet_1715_is_played_alone_so_it_has_no_bot_menu():
    shown = panel("fleet1715", seed=1, settings={"variant": "C"})
    assert "bot" not in shown.menus
    assert shown.table.variant == "C"
    assert shown.table.bot_names == {}


def test_a_game_the_panel_never_heard_of_gets_every_menu():
    """Signal flags (a test game, not registered): seat counts and an option of its own."""
    shown = panel(SIGNAL_FLAGS, seed=2, settings={"players": 4, "teams": True, "bot": "random"})
    assert list(shown.menus) == ["bot", "players", "teams"]
    assert choices(shown.menus["players"]) == [3, 4]
    assert choices(shown.menus["teams"]) == [False, True]
    assert shown.menus["teams"].description == "Teams"
    assert shown.table.options == {"teams": True}
    assert shown.table.bot_names == {1: "random", 2: "random", 3: "random"}
    assert labels(shown.menus["bot"]) == {"random": "random", "lookout": "lookout"}


@pytest.mark.parametrize("name", sorted(games()))
def test_every_registered_game_names_its_title_variants_and_bots_in_a_catalog(name):
    """So the play page reads them in its language (``Game.title_words``...)."""
    game = games()[name]
    assert game.title_words is not None
    assert len(game.variants) == 1 or set(game.variant_words) == set(game.variants)
    assert set(game.bot_words) == set(game.bots) - {"random"}


# -- New game --------------------------------------------------------------------------
def test_new_game_deals_a_new_seed_with_the_settings_chosen():
    shown = panel(seed=5)
    old_table, old_board = shown.table, shown.board
    shown.menus["bot"].value = "random"  # a menu deals at once
    assert shown.table is not old_table
    assert shown.table.bot_names == {1: "random"}
    seeds = {5, shown.table.seed}
    for _ in range(5):
        seed = shown.table.seed
        new_game_message(shown.board)  # the board's own New game… button
        assert shown.table.seed != seed
        assert 1 <= shown.table.seed <= SEED_RANGE
        seeds.add(shown.table.seed)
        assert shown.table.bot_names == {1: "random"}
        assert shown.table.actions == ()
    assert len(seeds) >= 3
    assert shown.board_box.children == (shown.board,)
    assert old_board not in shown.board_box.children
    assert shown.seed_label.value == f"Game number <b>{shown.table.seed}</b>"
    assert shown.error.value == ""


def test_choose_sets_several_menus_and_deals_once():
    shown = panel(seed=5)
    shown.choose(bot="random", variant="beginner")
    assert shown.settings == shown.dealt == {"bot": "random", "variant": "beginner"}
    assert (shown.table.variant, shown.table.bot_names) == ("beginner", {1: "random"})
    table = shown.table
    shown.new_game(seed=44)
    assert shown.table is not table and shown.table.seed == 44
    assert shown.table.variant == "beginner"


def test_the_boards_new_game_is_the_panels_one_button():
    """One New game button: the board's own (and its end-of-game banner's) deals a new
    seed with the menus' settings through the panel, and the seed shown follows."""
    shown = panel(seed=9)
    assert not [child for child in shown.children[0].children
                if isinstance(child, widgets.Button)]
    shown.choose(bot="random", variant="beginner")
    board = shown.board
    board.handle_message({"type": "act", "payload": {"index": 0}, "ply": 0})
    assert board.ply >= 2, "the bot answered"
    seed = shown.table.seed
    new_game_message(board)
    assert shown.board is not board and shown.board_box.children == (shown.board,)
    assert shown.table.seed != seed and shown.table.actions == ()
    assert (shown.table.variant, shown.table.bot_names) == ("beginner", {1: "random"})
    assert shown.seed_label.value == f"Game number <b>{shown.table.seed}</b>"
    new_game_message(shown.board)  # the new board answers as the first did
    assert shown.table.variant == "beginner"


def test_menu_values_given_as_text_are_read_as_the_menus_values():
    shown = panel(SIGNAL_FLAGS, seed=1, settings={"players": "3", "teams": "False"})
    assert shown.table.players == 3 and shown.table.options == {"teams": False}


# -- refusals ----------------------------------------------------------------------------
@pytest.mark.parametrize(("chosen", "words"), [
    ({"variant": "expert"}, "Variant cannot be 'expert' in Battleship card game; choose one "
                            "of: standard, beginner."),
    ({"bot": "deep blue"}, "Bot cannot be 'deep blue'"),
    ({"bot": None}, "Bot cannot be None"),
    ({"players": 3}, "has no setting 'players' to choose; its settings are: bot, variant."),
    ({"seed": 4}, "has no setting 'seed'"),
])
def test_bad_settings_are_refused_and_change_nothing(chosen, words):
    shown = panel(seed=5)
    table, before = shown.table, shown.settings
    with pytest.raises(SetupError, match=words.replace("(", r"\(")):
        shown.choose(**chosen)
    assert shown.table is table and shown.settings == before
    with pytest.raises(SetupError, match=words.replace("(", r"\(")):
        panel(settings=chosen)


def test_true_is_not_a_seat_count_nor_one_the_word_true():
    with pytest.raises(SetupError, match="Players cannot be True"):
        panel(SIGNAL_FLAGS, settings={"players": True})
    with pytest.raises(SetupError, match="Teams cannot be 1"):
        panel(SIGNAL_FLAGS, settings={"teams": 1})


def test_settings_the_rules_refuse_show_as_a_sentence_and_the_menus_go_back():
    shown = panel(SIGNAL_FLAGS, seed=1, settings={"teams": True})
    table = shown.table
    shown.menus["players"].value = 3  # teams need 4 players
    assert "played in teams by 4 players only" in shown.error.value
    assert shown.table is table
    assert shown.settings == shown.dealt == {"bot": "lookout", "players": 4, "teams": True}
    with pytest.raises(SetupError, match="played in teams by 4 players only"):
        shown.choose(players=3)
    assert shown.settings == {"bot": "lookout", "players": 4, "teams": True}
    shown.choose(players=3, teams=False)
    assert shown.error.value == ""
    assert shown.table.players == 3


@pytest.mark.parametrize("bad", [None, 7, "chess", ["battleship"]])
def test_a_game_that_does_not_exist_is_refused(bad):
    with pytest.raises(SetupError, match="No game called"):
        PlayPanel(bad)


@pytest.mark.parametrize("seed", ["7", 1.5, True, 10**19, -1])
def test_a_bad_game_number_is_refused(seed):
    """The game number shown is never below 0 (``?seed=-1`` is refused as on the
    command line), nor anything but a whole number."""
    with pytest.raises(SetupError, match="The game number is a whole number from 0 to "):
        panel(seed=seed)
    shown = panel(seed=0)
    with pytest.raises(SetupError, match="The game number is a whole number"):
        shown.new_game(seed=seed)
    assert shown.table.seed == 0


def test_settings_must_be_a_mapping():
    with pytest.raises(SetupError, match="The settings name a value for each menu"):
        panel(settings=["bot", "random"])


# -- the page: a game menu, and the address's query ---------------------------------------
def test_the_page_menu_lists_every_game_and_keeps_each_panel():
    page = PlayPage("battleship", seed=1, pace=0)
    assert [value for _label, value in page.menu.options] == list(games())
    battleship_panel = page.panel
    page.menu.value = "fleet1715"
    assert page.panel.game.name == "fleet1715"
    assert page.children == (page.intro, page.menu, page.panel)
    page.show("battleship")
    assert page.panel is battleship_panel and page.menu.value == "battleship"


def test_the_query_opens_a_game_with_its_seed_and_settings():
    page = play_page("game=fleet1715&seed=42&variant=D", pace=0)
    assert page.panel.game.name == "fleet1715"
    assert (page.panel.table.seed, page.panel.table.variant) == (42, "D")
    assert page.panel.error.value == ""
    assert play_page("").panel.game.name == next(iter(games()))


def refusals(page) -> str:
    """The page's sentences about its address, as text."""
    return html.unescape(page.panel.error.value)


@pytest.mark.parametrize(("query", "game", "seed", "settings", "words"), [
    # The two examples: the game and the seed asked for, whatever else is wrong.
    ("game=nautic_miles&players=9", "nautic_miles", None, {},
     ["'players=9' was not used: Players cannot be '9' in Nautic Miles; choose one of: 2, 3, "
      "4, 5, 6."]),
    ("game=battleship&seed=42&bot=nobot", "battleship", 42, {"variant": "standard"},
     ["'bot=nobot' was not used: Bot cannot be 'nobot' in Battleship card game; choose one "
      "of: random, greedy."]),
    # A game that does not exist: the first game, with the good parameters.
    ("game=chess&seed=5&bot=random&variant=beginner", "battleship", 5,
     {"bot": "random", "variant": "beginner"},
     ["'game=chess' was not used: There is no game called 'chess'; the games are: "
      "battleship, fleet1715,", "the page opened on Battleship card game."]),
    ("game=battleship&game=fleet1715&seed=8", "battleship", 8, {},
     ["names 'game' more than once, so it was not used."]),
    ("game=battleship&seed=-1&bot=random", "battleship", None, {"bot": "random"},
     ["'seed=-1' was not used: The game number is a whole number from 0 to "
      "1,000,000,000,000,000,000; got -1."]),
    ("game=battleship&seed=-x&variant=beginner", "battleship", None, {"variant": "beginner"},
     ["'seed=-x' was not used: The game number is a whole number", "got '-x'."]),
    ("game=battleship&pace=0&seed=3", "battleship", 3, {},
     ["'pace=0' was not used: Battleship card game has no setting 'pace' to choose; its "
      "settings are: bot, variant."]),
    ("game=nautilus&seed=4&language=xx&show_score=false", "nautilus", 4,
     {"show_score": False},
     ["'language=xx' was not used: There is no language 'xx'; choose one of: en, fr, it, ja."]),
    # Each alone is good, but the rules refuse them together: the last named goes.
    ("game=nautic_miles&seed=6&teams=true&players=3", "nautic_miles", 6, {"teams": True},
     ["'players=3' was not used: "]),
])
def test_each_bad_parameter_is_named_with_its_reason_and_every_good_one_kept(
        query, game, seed, settings, words):
    page = play_page(query, pace=0)
    shown = page.panel
    assert shown.game.name == game
    if seed is not None:
        assert shown.table.seed == seed
    for name, value in settings.items():
        assert shown.settings[name] == value
    said = refusals(page)
    for sentence in words:
        assert sentence in said
    # One sentence for each parameter left out, and none for any other.
    assert said.count("was not used") == sum("was not used" in sentence for sentence in words)
    assert "The rest of the address was used" in said


def test_a_class_gets_the_same_deal_from_the_same_address_even_with_a_typo():
    query = "game=battleship&seed=42&bot=nobot&variant=beginner"
    first, second = play_page(query, pace=0), play_page(query, pace=0)
    assert first.panel.table.seed == second.panel.table.seed == 42
    assert first.panel.table.to_json() == second.panel.table.to_json()
    assert first.panel.table.variant == "beginner"


def test_the_page_shows_the_address_to_share_for_the_game_on_its_board():
    address = "http://localhost:8866/?game=Battleship&bot=nobot"
    page = play_page("game=Battleship&seed=42&bot=nobot", pace=0, address=address)
    shown = page.panel
    link = ("http://localhost:8866/?game=battleship&seed=42&bot=greedy&variant=standard")
    assert f'href="{html.escape(link)}"' in shown.share.value
    shared = play_page(urllib.parse.urlsplit(link).query, pace=0)
    assert shared.panel.table.to_json() == shown.table.to_json()
    assert shared.panel.error.value == ""
    shown.choose(variant="beginner")
    assert f"seed={shown.table.seed}&amp;bot=greedy&amp;variant=beginner" in shown.share.value
    # In a notebook (no address) or with an address that is none, nothing to share.
    for nothing in (None, "", "javascript:alert(1)", "localhost:8866", 7, "x" * 3000):
        assert play_page("seed=3", pace=0, address=nothing).panel.share.value == ""


def test_the_page_says_how_to_play_in_its_language():
    assert "New game…" in play_page("", pace=0).intro.value
    assert "Nouvelle partie…" in play_page("language=fr", pace=0).intro.value


def test_read_query():
    asked = read_query("?game=Battleship&seed=-3&bot=random&language=Fr")
    assert (asked.game.name, asked.seed, asked.language) == ("battleship", None, "fr")
    assert asked.settings == {"bot": "random"}
    assert len(asked.refused) == 1 and "seed=-3" in asked.refused[0]
    assert "Le numéro de partie" in asked.refused[0], "said in the language asked for"
    asked = read_query("seed=12x&bot=a&bot=b")
    assert (asked.seed, asked.settings) == (None, {})
    assert len(asked.refused) == 2
    for bad in (None, 7, "game=" + "x" * 5000):
        asked = read_query(bad)
        assert "short query" in asked.refused[0] and asked.game is None


# -- names in any case -------------------------------------------------------------------
@pytest.mark.parametrize(("query", "game", "settings"), [
    ("game=Nautilus", "nautilus", {}),
    ("game=NAUTIC-MILES&Players=5&TEAMS=False&bot=Admiral", "nautic_miles",
     {"players": 5, "teams": False, "bot": "admiral"}),
    ("game=fleet1715&variant=c", "fleet1715", {"variant": "C"}),
    ("game=Fleet1715&variant=Scenario%20B", "fleet1715", {"variant": "B"}),
    ("game=battleship&bot=GREEDY&variant=Beginner", "battleship",
     {"bot": "greedy", "variant": "beginner"}),
    ("game=nautilus&show-score=no", "nautilus", {"show_score": False}),
    ("game=nautilus&show_score=YES", "nautilus", {"show_score": True}),
])
def test_names_and_values_in_any_case_are_taken(query, game, settings):
    page = play_page(query, pace=0)
    assert page.panel.error.value == ""
    assert page.panel.game.name == game
    for name, value in settings.items():
        assert page.panel.settings[name] == value


@pytest.mark.parametrize(("query", "game", "seed", "language"), [
    ("GAME=Nautilus&Seed=5&LANGUAGE=FR", "nautilus", 5, "fr"),
    ("Game=Fleet%201715&SEED=7", "fleet1715", 7, None),
    ("game=fleet-1715-table&seed=3&scenario=c", "fleet1715_table", 3, None),
    ("game=fleet1715.Multiplayer&seed=3", "fleet1715_table", 3, None),
])
def test_the_pages_own_parameters_and_a_games_title_in_any_case(query, game, seed,
                                                                 language):
    """Issue 24, names in any case: ``game``, ``seed`` and ``language`` are read however
    they are written, as the settings are, and a game by its title too."""
    page = play_page(query, pace=0)
    assert page.panel.error.value == ""
    assert (page.panel.game.name, page.panel.table.seed, page.language) == (game, seed,
                                                                           language)


def test_a_page_parameter_written_twice_in_two_cases_is_named_twice():
    """``seed=3&Seed=4`` is one parameter named twice: left out, as ``seed=3&seed=4``."""
    asked = read_query("game=nautilus&seed=3&Seed=4")
    assert asked.game.name == "nautilus" and asked.seed is None
    assert asked.refused == ["The page's address names 'seed' more than once, so it was "
                             "not used."]


@pytest.mark.parametrize("language", ["FR", "Fr", " fr "])
def test_a_language_in_any_case_is_taken(language):
    page = play_page(f"game=battleship&language={urllib.parse.quote(language)}", pace=0)
    assert page.panel.language == "fr" and page.panel.error.value == ""


# -- the menus' words --------------------------------------------------------------------
def test_yes_or_no_options_read_as_words_in_the_pages_language():
    for language, yes, no in (("en", "yes", "no"), ("fr", "oui", "non"), ("it", "sì", "no"),
                              ("ja", "はい", "いいえ")):
        shown = panel("nautilus", seed=1, language=language)
        assert labels(shown.menus["show_score"]) == {True: yes, False: no}
        assert not {"True", "False"} & set(labels(shown.menus["show_score"]).values())
        teams = panel("nautic_miles", seed=1, language=language).menus["teams"]
        assert labels(teams) == {False: no, True: yes}
    shown = panel("nautilus", seed=1)
    assert shown.menus["show_score"].description == "Show the score"
    assert panel("nautilus", seed=1, language="fr").menus["show_score"].description != \
        "Show the score"


# -- fuzz: whatever the entry, a panel or a ValueError with nothing changed ---------------
VALUES = st.one_of(st.none(), st.booleans(), st.integers(-5, 5), st.floats(allow_nan=False),
                   st.text(max_size=12), st.sampled_from(["standard", "beginner", "random",
                                                          "greedy", "3", "4", "True", "A"]),
                   st.lists(st.integers(), max_size=2))
NAMES = st.one_of(st.sampled_from(["bot", "variant", "players", "teams", "seed", "game"]),
                  st.text(max_size=8))


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["battleship", "fleet1715", SIGNAL_FLAGS]),
       st.dictionaries(NAMES, VALUES, max_size=3))
def test_fuzz_choose(game, chosen):
    shown = panel(game, seed=1)
    table, before = shown.table, shown.settings
    try:
        shown.choose(**chosen)
    except ValueError as err:
        assert str(err).endswith("."), err
        assert shown.table is table and shown.settings == before
    else:
        assert shown.table is not table
        for name, menu in shown.menus.items():
            assert menu.value in choices(menu)
            assert shown.settings[name] == menu.value


@settings(max_examples=40, deadline=None)
@given(st.one_of(st.text(max_size=40),
                 st.lists(st.tuples(NAMES, st.text(max_size=8)), max_size=3).map(
                     lambda pairs: "&".join(f"{name}={value}" for name, value in pairs))))
def test_fuzz_the_query_never_stops_the_page(query):
    page = play_page(query, pace=0)
    assert page.panel.table is not None
    assert page.panel.game.name in games()


BOTS, VARIANTS = ("random", "greedy"), ("standard", "beginner")
#: Each parameter of a Battleship page: a good value as written, and the value it means.
GOOD = {
    "seed": st.integers(0, 10**6).map(lambda seed: (str(seed), seed)),
    "bot": st.sampled_from([(name, name.strip().lower()) for name in
                            ("random", "greedy", "Greedy", "RANDOM", " greedy")]),
    "variant": st.sampled_from([(name, name.strip().lower()) for name in
                                ("standard", "beginner", "Beginner", "STANDARD")]),
    "language": st.sampled_from([(name, name.lower()) for name in ("fr", "IT", "ja", "en")]),
}
NONSENSE = st.text(max_size=15)
#: A bad value of each: one that names nothing, whatever its case.
BAD = {
    "seed": st.one_of(st.sampled_from(["-1", "x", "1.5", "", "1e3", "10000000000000000000"]),
                      NONSENSE.filter(lambda text: not text.strip().isdigit())),
    "bot": NONSENSE.filter(lambda text: named(text, BOTS) is None),
    "variant": NONSENSE.filter(lambda text: named(text, VARIANTS) is None),
    "language": NONSENSE.filter(lambda text: named(text, ("en", "fr", "it", "ja")) is None),
    "colour": NONSENSE,  # no such setting
}


def spelled(name: str):
    """A parameter's name as a person may write it: in any case (issue 24)."""
    return st.sampled_from([name, name.upper(), name.capitalize()])


@st.composite
def addresses(draw):
    """A Battleship page's query: each parameter absent, good or bad, in any order, its
    name in any case; ``good`` and ``bad`` by parameter, with its name as written."""
    good, bad = {}, {}
    for name in draw(st.permutations(list(BAD))):
        choice = draw(st.sampled_from(["absent", "good", "bad"] if name in GOOD
                                      else ["absent", "bad"]))
        if choice == "good":
            good[name] = (draw(spelled(name)), *draw(GOOD[name]))
        elif choice == "bad":
            bad[name] = (draw(spelled(name)), draw(BAD[name]))
    game = (draw(spelled("game")),
            draw(st.sampled_from(["battleship", "Battleship", "Battleship card game"])))
    pairs = [game, *((written, text) for written, text, _value in good.values()),
             *bad.values()]
    order = draw(st.permutations(pairs))
    return urllib.parse.urlencode(order), good, bad


@settings(max_examples=50, deadline=None)
@given(addresses())
def test_fuzz_each_bad_parameter_is_named_and_every_good_one_kept(address):
    query, good, bad = address
    page = play_page(query, pace=0)
    shown = page.panel
    assert shown.game.name == "battleship"
    values = {"seed": shown.table.seed, "bot": shown.settings["bot"],
              "variant": shown.settings["variant"], "language": shown.language or "en"}
    for name, (_written, _text, value) in good.items():
        assert values[name] == value, (name, query)
    said = refusals(page)
    for written, text in bad.values():
        assert brief(f"{written}={text}") in said, (written, query)
    # One line for each parameter left out, and the line saying the rest was used.
    assert shown.error.value.count("<div>") == (len(bad) + 1 if bad else 0)
    if "seed" not in good:
        assert 1 <= shown.table.seed <= SEED_RANGE


# -- languages ---------------------------------------------------------------------------
def test_the_page_speaks_the_language_its_address_names():
    page = play_page("game=battleship&seed=4&language=fr", pace=0)
    shown = page.panel
    assert page.menu.description == "Jeu"
    assert [shown.menus[name].description for name in ("bot", "variant")] == ["Bot", "Variante"]
    assert "Nouvelle partie…" in page.intro.value
    assert shown.seed_label.value == "Partie numéro <b>4</b>"
    assert shown.table.language == "fr" and shown.board.language == "fr"
    assert page.show("fleet1715").language == "fr"


@pytest.mark.parametrize(("language", "title", "bots", "variants", "scenario", "nautic"), [
    ("en", "Battleship card game", ["random", "greedy"], ["standard", "beginner"],
     "Scenario C", "Nautic Miles"),
    ("fr", "Bataille navale, le jeu de cartes", ["au hasard", "glouton"], ["standard", "débutant"],
     "Scénario C", "Nautic Miles"),
    ("ja", "バトルシップ カードゲーム", ["ランダム", "貪欲"], ["標準", "初心者"], "シナリオC",
     "ノーティック・マイルズ"),
])
def test_the_page_names_games_bots_and_variants_in_its_language(language, title, bots,
                                                                variants, scenario, nautic):
    page = play_page(f"game=battleship&seed=4&language={language}", pace=0)
    shown = page.panel
    nautilus = {"en": "Nautilus", "fr": "Nautilus", "ja": "ノーチラス"}[language]
    at_table = {"en": "Fleet 1715 at the table", "fr": "Fleet 1715 autour de la table",
                "ja": "Fleet 1715：みんなで遊ぶ"}[language]
    assert labels(page.menu) == {"battleship": title, "fleet1715": "Fleet 1715",
                                 "fleet1715_table": at_table, "nautic_miles": nautic,
                                 "nautilus": nautilus}
    assert labels(shown.menus["bot"]) == dict(zip(["random", "greedy"], bots, strict=True))
    assert labels(shown.menus["variant"]) == dict(zip(["standard", "beginner"], variants,
                                                      strict=True))
    assert labels(page.show("fleet1715").menus["variant"])["C"] == scenario
    assert shown.board.words["title"] == title
    with pytest.raises(SetupError, match=title):
        shown.choose(variant="chess")


def test_without_a_language_the_page_speaks_the_notebooks():
    page = play_page("game=battleship&seed=4", pace=0)
    assert page.menu.description == "Game" and page.panel.language is None


@pytest.mark.parametrize("language", ["xx", "", "français"])
def test_a_language_that_is_not_one_is_said_on_the_page(language):
    page = play_page(f"game=battleship&seed=4&language={language}", pace=0)
    assert "there is no language" in page.panel.error.value.lower()
    assert page.menu.description == "Game" and page.panel.table.seed == 4


def test_a_refused_setting_is_said_in_the_pages_language():
    shown = panel(seed=1, language="ja")
    with pytest.raises(SetupError, match="次から選んでください"):
        shown.choose(variant="chess")
