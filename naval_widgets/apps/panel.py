"""One game to play with no code: its board, menus for its settings and a New game button.

Everything on the panel comes from the game's registry entry: the bot menu from its
bots, the variant menu from its variants (labelled and named in an address by what the
game calls them, ``Game.variant_keyword``), a players menu when its seat count may vary,
and one menu per option, hidden and never passed at a seat count the option is not used
with (``Option.used_with``). So a new game gets a panel without new code here.
The panel's words come from the ``apps`` catalog, in the panel's ``language`` (``None``:
the notebook's), which is also its board's.
"""

from __future__ import annotations

import html
import random
import urllib.parse
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import ipywidgets as widgets

from ..core import Game, SetupError, Table, bot_names, get, table_class
from ..core.game import SEED_LIMIT, Option
from ..core.i18n import Catalog, Text, check_language, get_language, using
from ..core.words import brief, clip, folded, named

_ = Catalog("apps")

#: New games draw their seeds from 1 to this, so a seed is short enough to read aloud.
SEED_RANGE = 999_999

ERROR_STYLE = "color: #8a1c00; border-left: 4px solid #c62828; padding-left: 8px;"


def matches(value: Any, choice: Any) -> bool:
    """Whether ``value`` names ``choice``: the choice itself (of its own type, so ``True``
    is not ``1``) or its text as a web address or a person writes it, in any case
    (``"Greedy"``, ``"true"``: ``words.folded``)."""
    if type(value) is type(choice) and value == choice:
        return True
    return isinstance(value, str) and folded(value) == folded(str(choice))


def check_game_number(seed: Any) -> int:
    """``seed`` if it is a game number: a whole number from 0 to ``SEED_LIMIT`` (the
    number the page shows, so never below 0); else ``SetupError``."""
    if type(seed) is not int or not 0 <= seed <= SEED_LIMIT:
        limit = format(SEED_LIMIT, ",")
        raise SetupError(str(_("The game number is a whole number from 0 to {limit}; got "
                               "{seed}.", limit=limit, seed=brief(seed))))
    return seed


def say(text: Text, language: str | None) -> str:
    """``text`` in ``language`` (``None``: the notebook's)."""
    return text.render(language or get_language())


def setting_label(name: str) -> str:
    """A menu's label from a setting's name: ``"pt_boats"`` -> ``"Pt boats"``."""
    return name.replace("_", " ").capitalize()


def choice_words(option: Option) -> Callable[[Any], str]:
    """How an option's menu shows each value, in the language of the moment: the words
    the game gives it, "yes" or "no" for a yes-or-no value, else the value as written."""
    def shown(value: Any) -> str:
        words = option.choice_words.get(value)
        if words is not None and not isinstance(value, bool):
            return str(words)
        if isinstance(value, bool):
            return str(words or (_("yes") if value else _("no")))
        return str(value)
    return shown


@dataclass(frozen=True)
class Menu:
    """One of a panel's menus: what it offers and how, read from the game's entry.
    ``parameter`` is its name in an address (the variant menu's: the game's word for it);
    ``option`` the game's option it sets, if any."""

    name: str
    label: str
    choices: tuple[Any, ...]
    default: Any
    help: str
    shown: Callable[[Any], str] = str
    parameter: str = ""
    option: Option | None = None

    def used_with(self, players: int) -> bool:
        """Whether the menu's setting changes anything at a table of ``players`` seats."""
        return self.option is None or self.option.used_with(players)


def menus_of(game: Game, language: str | None = None) -> dict[str, Menu]:
    """The menus a panel of ``game`` has, by setting name, in ``language``: a bot menu
    when there is more than one seat, a variant menu when there are variants, a players
    menu when the seat count may vary, and one menu per option."""
    found: dict[str, Menu] = {}
    with using(language):
        if game.max_players > 1:
            found["bot"] = Menu("bot", str(_("Bot")), bot_names(game), _default_bot(game),
                                str(_("The program that plays the other seats")),
                                game.bot_label)
        if len(game.variants) > 1:
            label = game.variant_keyword_words or _("Variant")
            found["variant"] = Menu("variant", str(label), game.variants,
                                    game.variants[0], str(_("The rules' variant or scenario")),
                                    game.variant_label, parameter=game.variant_keyword)
        if game.min_players < game.max_players:
            found["players"] = Menu(
                "players", str(_("Players")), tuple(range(game.min_players,
                                                          game.max_players + 1)),
                game.default_players, str(_("Seats at the table: you and the bots")))
        for option in game.options:
            shown = choice_words(option)
            found[option.name] = Menu(
                option.name, str(option.words) if option.words else setting_label(option.name),
                option.choices, option.default, str(option.help),
                lambda value, shown=shown: shown(value), option=option)
    return found


def parameter(menus: Mapping[str, Menu], name: str) -> str:
    """Menu ``name``'s name in an address (``scenario`` for a variant menu so called)."""
    return menus[name].parameter or name if name in menus else name


def menu_named(menus: Mapping[str, Menu], name: Any) -> Menu | None:
    """The menu ``name`` names in any case, by its name or its name in an address."""
    found = named(name, menus)
    if found is None:
        found = named(name, {menu.parameter: menu.name for menu in menus.values()
                             if menu.parameter})
        found = found and next(menu.name for menu in menus.values()
                               if menu.parameter == found)
    return menus.get(found or "")


def players_of(game: Game, settings: Mapping[str, Any]) -> int:
    """The seat count of ``settings`` (the players menu's value, else the game's)."""
    return settings.get("players", game.default_players)


def unused(game: Game, settings: Mapping[str, Any]) -> list[str]:
    """The options ``settings`` set that change nothing at their seat count."""
    players = players_of(game, settings)
    return [option.name for option in game.options
            if option.name in settings and not option.used_with(players)]


def check_setting(game: Game, menus: Mapping[str, Menu], name: Any, value: Any,
                  language: str | None = None) -> tuple[str, Any]:
    """The menu that ``name`` names (in any case) and its value that ``value`` names
    (``matches``); ``SetupError`` naming the menus, or the menu's values."""
    title = game_title(game, language)
    menu = menu_named(menus, name)
    if menu is None:
        allowed = ", ".join(parameter(menus, each) for each in menus) or say(_("none"),
                                                                             language)
        raise SetupError(say(_("{game} has no setting {name} to choose; its settings are: "
                               "{allowed}.", game=title, name=brief(name), allowed=allowed),
                             language))
    with using(language):  # a value is also named by its words ("yes", "Scenario A")
        chosen = [choice for choice in menu.choices if matches(value, choice)
                  or isinstance(value, str) and folded(value) == folded(menu.shown(choice))]
    if not chosen:
        choices = ", ".join(str(choice).lower() if isinstance(choice, bool) else str(choice)
                            for choice in menu.choices)
        raise SetupError(say(_("{menu} cannot be {value} in {game}; choose one of: "
                               "{choices}.", menu=menu.label, value=brief(value), game=title,
                               choices=choices), language))
    return menu.name, chosen[0]


def table_settings(game: Game, settings: Mapping[str, Any]) -> dict[str, Any]:
    """A table's keyword arguments from menu values by setting name (``bot``: every seat
    but the first; ``players``, ``variant``, the options by name): an option unused at
    the seat count is left out (a table would warn of it)."""
    settings = {name: value for name, value in settings.items()
                if name not in unused(game, settings)}
    bot = settings.pop("bot", None)
    variant = settings.pop("variant", None)
    players = settings.pop("players", game.default_players)
    bots = {seat: bot for seat in range(1, players)} if bot else None
    return {"variant": variant, "players": players, "bots": bots, **settings}


def unused_reason(game: Game, name: str, players: int) -> Text:
    """The sentence saying that option ``name`` is not used with ``players`` seats."""
    option = next(option for option in game.options if option.name == name)
    label = option.words or setting_label(name)
    if option.help:
        return _("{option} is not used with {players} players: {reason}", option=label,
                 players=players, reason=option.help)
    return _("{option} is not used with {players} players.", option=label, players=players)


def game_title(game: Game, language: str | None) -> str:
    """``game``'s title in ``language``."""
    with using(language):
        return game.shown_title()


def share_address(page: str, game: Game, seed: int, settings: Mapping[str, Any],
                  language: str | None = None) -> str:
    """The address of the play page ``page`` (its address without a query) that opens
    ``game`` on game number ``seed`` with these settings, so that all who open it play
    the same deal: ``http://host:8866/?game=battleship&seed=42&bot=greedy&...``; the
    variant by the game's word for it (``scenario=A``), no option unused at the seat
    count."""
    left_out = unused(game, settings)
    keyword = {"variant": game.variant_keyword}
    query = {"game": game.name, "seed": seed,
             **{keyword.get(name, name): str(value).lower() if isinstance(value, bool)
                else value for name, value in settings.items() if name not in left_out}}
    if language is not None:
        query["language"] = language
    return f"{page}?{urllib.parse.urlencode(query)}"


class PlayPanel(widgets.VBox):
    """A board for seat 0 of ``game``, the chosen bot on every other seat.

    ``settings`` choose the menus' first values (``{"bot": "random", "variant": ...}``,
    ``players`` and the game's options by name); ``seed`` is the first game's seed (drawn
    when ``None``). Each New game draws a new seed and shows it. A bad setting raises a
    ``SetupError`` (a ValueError) here, and shows as a sentence on the page. ``language``
    is the panel's and its board's (``None``: the notebook's).
    """

    def __init__(self, game: str | Game, seed: int | None = None, pace: float = 0.7,
                 settings: Mapping[str, Any] | None = None,
                 language: str | None = None, address: str | None = None) -> None:
        self.game = game if isinstance(game, Game) else get(game)
        self.pace = pace
        self.language = None if language is None else check_language(language)
        self.address = address
        self._seeds = random.Random()
        self.menus = self._make_menus()
        wanted = self._checked(settings)
        for name, value in wanted.items():
            self.menus[name].value = value
        self._show_used_menus()
        self.table = self._table(self._next_seed() if seed is None else check_game_number(seed))
        self.board = self.table.widget(seat=0, pace=pace, language=self.language)
        #: The settings of the game on the board.
        self.dealt = self.settings

        self.seed_label = widgets.HTML()
        self.seed_label.add_class("nw-play-seed")
        self.share = widgets.HTML()
        self.share.add_class("nw-play-share")
        self.error = widgets.HTML()
        self.error.add_class("nw-play-error")
        self._dealing = True
        for menu in self.menus.values():
            menu.observe(self._on_menu, names="value")
        controls = widgets.HBox([*self.menus.values(), self.seed_label],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.board_box = widgets.Box([self.board])
        super().__init__(children=[controls, self.error, self.board_box, self.share])
        self.add_class("nw-play-panel")
        self._watch_board()

    # -- the menus, from the registry ------------------------------------------------
    def say(self, text: Text) -> str:
        """``text`` in the panel's language."""
        return say(text, self.language)

    @property
    def title(self) -> str:
        """The game's title in the panel's language."""
        with using(self.language):
            return self.game.shown_title()

    def _make_menus(self) -> dict[str, widgets.Dropdown]:
        self.menu_kinds = menus_of(self.game, self.language)
        with using(self.language):
            return {name: self._menu(menu) for name, menu in self.menu_kinds.items()}

    @staticmethod
    def _menu(menu: Menu) -> widgets.Dropdown:
        """A dropdown of ``menu``'s values, each shown in words (``Menu.shown``)."""
        dropdown = widgets.Dropdown(options=[(menu.shown(choice), choice)
                                             for choice in menu.choices],
                                    value=menu.default, description=menu.label,
                                    tooltip=menu.help, style={"description_width": "initial"},
                                    layout=widgets.Layout(width="auto"))
        dropdown.add_class(f"nw-play-{menu.name.replace('_', '-')}")
        return dropdown

    def _on_menu(self, _change: Any) -> None:
        """A menu changed: deal a game with it; settings the rules refuse are named in a
        sentence and the menus go back to the game on the board."""
        if not self._dealing:
            return
        try:
            self.new_game()
        except ValueError as err:
            self._set_menus(self.dealt)
            self.show_error(str(err))

    def _set_menus(self, values: dict[str, Any]) -> None:
        """Set several menus as one choice: no game is dealt for each."""
        self._dealing = False
        try:
            for name, value in values.items():
                self.menus[name].value = value
        finally:
            self._dealing = True
        self._show_used_menus()

    def _show_used_menus(self) -> None:
        """Hide the menu of each option unused at the players menu's seat count."""
        players = players_of(self.game, {name: menu.value for name, menu in self.menus.items()})
        for name, menu in self.menus.items():
            menu.layout.display = None if self.menu_kinds[name].used_with(players) else "none"

    @property
    def settings(self) -> dict[str, Any]:
        """The value each menu shown holds, by setting name: none of an option unused at
        the seat count chosen (its menu is hidden)."""
        values = {name: menu.value for name, menu in self.menus.items()}
        left_out = unused(self.game, values)
        return {name: value for name, value in values.items() if name not in left_out}

    def _checked(self, settings: Any) -> dict[str, Any]:
        """Each setting as its menu's value; ``SetupError`` naming the allowed ones."""
        if settings is None:
            return {}
        if not isinstance(settings, Mapping):
            raise SetupError(self.say(_("The settings name a value for each menu, e.g. "
                                        "{example}; got {settings}.",
                                        example="{'variant': ...}", settings=brief(settings))))
        wanted = dict(check_setting(self.game, self.menu_kinds, name, value, self.language)
                      for name, value in settings.items())
        players = players_of(self.game, {**self.settings, **wanted} if hasattr(self, "table")
                             else wanted)
        for name in unused(self.game, {**wanted, "players": players}):
            raise SetupError(self.say(unused_reason(self.game, name, players)))
        return wanted

    # -- playing ---------------------------------------------------------------------
    def choose(self, /, **settings: Any) -> None:
        """Set menus, as a person would, and deal a new game with them; a bad setting
        raises ``SetupError`` and changes nothing."""
        wanted = self._checked(settings)
        self._set_menus(wanted)
        try:
            self.new_game()
        except ValueError:
            self._set_menus(self.dealt)
            raise

    def new_game(self, seed: int | None = None) -> Table:
        """Deal a new game with the menus' settings and a new seed (or game number
        ``seed``), and put its board on the panel; ``SetupError`` for settings the rules
        refuse."""
        table = self._table(self._next_seed() if seed is None else check_game_number(seed))
        board = table.widget(seat=0, pace=self.pace, language=self.language)
        old = self.board
        self.table, self.board, self.dealt = table, board, self.settings
        self._show_used_menus()
        self.board_box.children = [board]
        self.error.value = ""
        self._watch_board()
        old.close()
        return table

    def _table(self, seed: int) -> Table:
        return table_class(self.game)(seed=seed, language=self.language,
                                      **table_settings(self.game, self.settings))

    def _next_seed(self) -> int:
        """A seed from 1 to ``SEED_RANGE``, never the current game's."""
        current = getattr(getattr(self, "table", None), "seed", None)
        while True:
            seed = self._seeds.randint(1, min(SEED_RANGE, SEED_LIMIT))
            if seed != current:
                return seed

    def show_errors(self, action: Any) -> None:
        """Run ``action`` (a click's work); a refusal shows as a sentence, not a traceback."""
        try:
            action()
        except ValueError as err:
            self.show_error(str(err))

    def show_error(self, sentences: str | Sequence[str]) -> None:
        """Show a sentence (or several, one a line) saying what was refused."""
        lines = [sentences] if isinstance(sentences, str) else list(sentences)
        body = "".join(f"<div>{html.escape(clip(line))}</div>" for line in lines)
        self.error.value = f'<div style="{ERROR_STYLE}">{body}</div>' if lines else ""

    # -- the board's own "New game…" deals through the panel; the seed shown follows it --
    def _watch_board(self) -> None:
        # One New game button, the board's (and its end-of-game banner's): it deals a new
        # seed with the menus' settings, as choosing in a menu does.
        self.board.handlers = {**type(self.board).handlers,
                               "new_game": lambda _board, _payload: self.new_game()}
        self.board.observe(lambda _change: self._show_seed(), names=["ply", "view"])
        self._show_seed()

    def _show_seed(self) -> None:
        number = f"<b>{self.table.seed}</b>"
        self.seed_label.value = self.say(_("Game number {seed}", seed=number))
        if self.address is None:
            self.share.value = ""
            return
        link = share_address(self.address, self.game, self.table.seed, self.dealt,
                             self.language)
        anchor = f'<a href="{html.escape(link)}" target="_blank">{html.escape(link)}</a>'
        self.share.value = self.say(_("To give a class this very game, share this address: "
                                      "{address}", address=anchor))

    def __repr__(self) -> str:
        return f"<PlayPanel {self.game.name} seed={self.table.seed}>"


def _default_bot(game: Game) -> str:
    """The bot the menu starts on: the game's own strongest (its first non-random)."""
    names = bot_names(game)
    return names[1] if len(names) > 1 else names[0]
