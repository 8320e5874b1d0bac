"""One game to play with no code: its board, menus for its settings and a New game button.

Everything on the panel comes from the game's registry entry: the bot menu from its
bots, the variant menu from its variants, a players menu when its seat count may vary,
and one menu per option. So a new game gets a panel without new code here.
The panel's words come from the ``apps`` catalog, in the panel's ``language`` (``None``:
the notebook's), which is also its board's.
"""

from __future__ import annotations

import html
import random
from collections.abc import Callable, Mapping
from typing import Any

import ipywidgets as widgets

from ..core import Game, SetupError, Table, bot_names, get, table_class
from ..core.game import SEED_LIMIT
from ..core.i18n import Catalog, Text, check_language, get_language, using
from ..core.words import brief, clip

_ = Catalog("apps")

#: New games draw their seeds from 1 to this, so a seed is short enough to read aloud.
SEED_RANGE = 999_999

ERROR_STYLE = "color: #8a1c00; border-left: 4px solid #c62828; padding-left: 8px;"


def matches(value: Any, choice: Any) -> bool:
    """Whether ``value`` names ``choice``: the choice itself (of its own type, so ``True``
    is not ``1``) or its text, as a web address or a menu writes it."""
    if type(value) is type(choice) and value == choice:
        return True
    return isinstance(value, str) and value == str(choice)


def say(text: Text, language: str | None) -> str:
    """``text`` in ``language`` (``None``: the notebook's)."""
    return text.render(language or get_language())


def setting_label(name: str) -> str:
    """A menu's label from a setting's name: ``"pt_boats"`` -> ``"Pt boats"``."""
    return name.replace("_", " ").capitalize()


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
                 language: str | None = None) -> None:
        self.game = game if isinstance(game, Game) else get(game)
        self.pace = pace
        self.language = None if language is None else check_language(language)
        self._seeds = random.Random()
        self.menus = self._make_menus()
        wanted = self._checked(settings)
        for name, value in wanted.items():
            self.menus[name].value = value
        self.table = self._table(self._next_seed() if seed is None else seed)
        self.board = self.table.widget(seat=0, pace=pace, language=self.language)
        #: The settings of the game on the board.
        self.dealt = self.settings

        self.button = widgets.Button(
            description=self.say(_("New game")), icon="refresh",
            tooltip=self.say(_("Deal a new game with the settings chosen")))
        self.button.add_class("nw-play-new-game")
        self.button.on_click(lambda _button: self.show_errors(self.new_game))
        self.seed_label = widgets.HTML()
        self.seed_label.add_class("nw-play-seed")
        self.error = widgets.HTML()
        self.error.add_class("nw-play-error")
        self._dealing = True
        for menu in self.menus.values():
            menu.observe(self._on_menu, names="value")
        controls = widgets.HBox([*self.menus.values(), self.button, self.seed_label],
                                layout=widgets.Layout(flex_flow="row wrap", align_items="center"))
        self.board_box = widgets.Box([self.board])
        super().__init__(children=[controls, self.error, self.board_box])
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
        game = self.game
        menus = {}
        with using(self.language):
            if game.max_players > 1:
                menus["bot"] = self._menu("bot", str(_("Bot")), bot_names(game),
                                          _default_bot(game),
                                          str(_("The program that plays the other seats")),
                                          game.bot_label)
            if len(game.variants) > 1:
                menus["variant"] = self._menu("variant", str(_("Variant")), game.variants,
                                              game.variants[0],
                                              str(_("The rules' variant or scenario")),
                                              game.variant_label)
        if game.min_players < game.max_players:
            menus["players"] = self._menu(
                "players", self.say(_("Players")), range(game.min_players, game.max_players + 1),
                game.default_players, self.say(_("Seats at the table: you and the bots")))
        for option in game.options:
            menus[option.name] = self._menu(option.name, setting_label(option.name),
                                            option.choices, option.default, option.help)
        return menus

    @staticmethod
    def _menu(name: str, label: str, values: Any, value: Any, help: str,
              shown: Callable[[Any], str] = str) -> widgets.Dropdown:
        """A menu of ``values``, each shown as ``shown`` words it."""
        menu = widgets.Dropdown(options=[(shown(choice), choice) for choice in values],
                                value=value, description=label, tooltip=help,
                                style={"description_width": "initial"},
                                layout=widgets.Layout(width="auto"))
        menu.add_class(f"nw-play-{name.replace('_', '-')}")
        return menu

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

    @property
    def settings(self) -> dict[str, Any]:
        """The value each menu shows, by setting name."""
        return {name: menu.value for name, menu in self.menus.items()}

    def _checked(self, settings: Any) -> dict[str, Any]:
        """Each setting as its menu's value; ``SetupError`` naming the allowed ones."""
        if settings is None:
            return {}
        if not isinstance(settings, Mapping):
            raise SetupError(self.say(_("The settings name a value for each menu, e.g. "
                                        "{example}; got {settings}.",
                                        example="{'variant': ...}", settings=brief(settings))))
        found = {}
        for name, value in settings.items():
            menu = self.menus.get(name)
            if menu is None:
                allowed = ", ".join(self.menus) or self.say(_("none"))
                raise SetupError(self.say(_("{game} has no setting {name} to choose; its "
                                            "settings are: {allowed}.", game=self.title,
                                            name=brief(name), allowed=allowed)))
            choices = [choice for _label, choice in menu.options]
            chosen = [choice for choice in choices if matches(value, choice)]
            if not chosen:
                raise SetupError(self.say(_("{menu} cannot be {value} in {game}; choose one "
                                            "of: {choices}.", menu=menu.description,
                                            value=brief(value), game=self.title,
                                            choices=", ".join(map(str, choices)))))
            found[name] = chosen[0]
        return found

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
        """Deal a new game with the menus' settings and a new seed (or ``seed``), and put
        its board on the panel; ``SetupError`` for settings the rules refuse."""
        table = self._table(self._next_seed() if seed is None else seed)
        board = table.widget(seat=0, pace=self.pace, language=self.language)
        old = self.board
        self.table, self.board, self.dealt = table, board, self.settings
        self.board_box.children = [board]
        self.error.value = ""
        self._watch_board()
        old.close()
        return table

    def _table(self, seed: int) -> Table:
        settings = self.settings
        bot = settings.pop("bot", None)
        variant = settings.pop("variant", None)
        players = settings.pop("players", self.game.default_players)
        bots = {seat: bot for seat in range(1, players)} if bot else None
        return table_class(self.game)(seed=seed, variant=variant, players=players, bots=bots,
                                      language=self.language, **settings)

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

    def show_error(self, sentence: str) -> None:
        self.error.value = f'<div style="{ERROR_STYLE}">{html.escape(clip(sentence))}</div>'

    # -- the seed shown follows the board (its own "New game…" deals the next seed) --
    def _watch_board(self) -> None:
        self.board.observe(lambda _change: self._show_seed(), names=["ply", "view"])
        self._show_seed()

    def _show_seed(self) -> None:
        number = f"<b>{self.table.seed}</b>"
        self.seed_label.value = self.say(_("Game number {seed}", seed=number))

    def __repr__(self) -> str:
        return f"<PlayPanel {self.game.name} seed={self.table.seed}>"


def _default_bot(game: Game) -> str:
    """The bot the menu starts on: the game's own strongest (its first non-random)."""
    names = bot_names(game)
    return names[1] if len(names) > 1 else names[0]
