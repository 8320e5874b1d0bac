"""The play page: a menu of every registered game above that game's panel.

``play_page(query, address=...)`` builds the page from a web address's query, as Voila
hands it to the notebook (``game=<name>&variant=<variant>&seed=42``): the game to open,
its first game's number (its seed, so a class can all play the same deal), the page's
``language`` (``fr``, ``it``, ``ja``; else the notebook's) and any of the game's settings,
each name and value in any case (``Game=Nautilus``, ``SEED=42``; the game also by its
title, ``game=Fleet 1715``; the variant also by the game's word for it, ``scenario=c``).
Every parameter is checked alone: a bad one is left out and named on the page with the
reason, and every good one is kept, so everyone who opens the same address gets the same
deal. ``address`` is the page's own address: the page
shows the one to share for the game on its board.
"""

from __future__ import annotations

import re
import urllib.parse
import warnings
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import ipywidgets as widgets

from ..core import SetupError, games, get
from ..core.game import Game
from ..core.i18n import LANGUAGES, Catalog, check_language, using
from ..core.words import brief, named
from .panel import (
    PlayPanel,
    check_game_number,
    check_setting,
    menus_of,
    parameter,
    players_of,
    say,
    table_settings,
    unused,
    unused_reason,
)

_ = Catalog("apps")

#: The longest query read: anything longer is no address a person typed.
QUERY_LIMIT = 2_000
#: The longest address of its own the page takes (``play_page``'s ``address``).
ADDRESS_LIMIT = 2_000
#: The parameters the page reads itself; every other one names a menu of the game.
PAGE_PARAMETERS = ("game", "seed", "language")


class PlayPage(widgets.VBox):
    """A game menu (every game of the registry) and the chosen game's panel.

    Each game's panel is made when first chosen and kept, so switching back finds the
    game where it was left. ``seed`` and ``settings`` are the first panel's (see
    ``PlayPanel``); ``language`` and ``address`` (the page's address, to share a game)
    are every panel's. ``SetupError`` for a game that does not exist.
    """

    def __init__(self, game: str | None = None, seed: int | None = None, pace: float = 0.7,
                 settings: Mapping[str, Any] | None = None,
                 language: str | None = None, address: str | None = None) -> None:
        self.pace = pace
        self.language = None if language is None else check_language(language)
        self.address = address
        found = games()
        name = next(iter(found)) if game is None else get(game).name
        self.panels: dict[str, PlayPanel] = {
            name: PlayPanel(name, seed=seed, pace=pace, settings=settings,
                            language=self.language, address=address)}
        with using(self.language):
            titles = [(each.shown_title(), key) for key, each in found.items()]
        self.menu = widgets.Dropdown(options=titles, value=name,
                                     description=say(_("Game"), self.language))
        self.menu.add_class("nw-play-game")
        self.menu.observe(lambda change: self.show(change["new"]), names="value")
        self.intro = widgets.HTML(say(_(
            "Choose a game and its settings in the menus: each choice deals a new game. The "
            "board's New game… button deals another."), self.language))
        self.intro.add_class("nw-play-intro")
        super().__init__(children=[self.intro, self.menu, self.panels[name]])
        self.add_class("nw-play-page")

    @property
    def panel(self) -> PlayPanel:
        """The panel shown."""
        return self.children[-1]

    def show(self, game: str) -> PlayPanel:
        """Show ``game``'s panel (made when first shown); ``SetupError`` for no such game."""
        name = get(game).name
        if name not in self.panels:
            self.panels[name] = PlayPanel(name, pace=self.pace, language=self.language,
                                          address=self.address)
        self.menu.value = name
        self.children = [self.intro, self.menu, self.panels[name]]
        return self.panels[name]


@dataclass
class Query:
    """What a page's address asks for: each page parameter checked alone (``None``:
    not asked for, or refused), the game's settings as written, and one sentence for
    each parameter left out (``refused``)."""

    game: Game | None = None
    seed: int | None = None
    language: str | None = None
    settings: dict[str, str] = field(default_factory=dict)
    refused: list[str] = field(default_factory=list)


def read_query(query: Any) -> Query:
    """Read a web address's query (``?game=battleship&seed=42&bot=greedy``), each name
    in any case (``Game=Nautilus``). Never raises: a parameter that is named twice (in
    any spelling), or whose value is wrong, is left out with a sentence saying why (in
    the notebook's language, as the page's is not known yet); every other one is kept.
    A query that is no short text is left out whole."""
    found = Query()
    if not isinstance(query, str) or len(query) > QUERY_LIMIT:
        example = f"'game={next(iter(games()))}'"
        found.refused.append(str(_("The page's address should end in a short query such as "
                                   "{example}; got {query}.", example=example,
                                   query=brief(query))))
        return found
    fields: dict[str, list[tuple[str, str]]] = {}  # each parameter as written, in order
    for name, value in urllib.parse.parse_qsl(query.lstrip("?"), keep_blank_values=True):
        # The page's own parameters in any case (Game=, SEED=), each once in any spelling.
        fields.setdefault(named(name, PAGE_PARAMETERS) or name, []).append((name, value))
    # The language first, so that the sentences about the others are in it.
    languages = fields.get("language", [])
    if len(languages) == 1:
        try:
            found.language = _language(languages[0][1])
        except ValueError as err:
            found.refused.append(_left_out(*languages[0], err))
    with using(found.language):
        for name, written in fields.items():
            if len(written) > 1:
                found.refused.append(str(_("The page's address names {name} more than once, "
                                           "so it was not used.", name=brief(name))))
                continue
            typed, value = written[0]
            try:
                if name == "game":
                    found.game = _game(value)
                elif name == "seed":
                    found.seed = _seed(value)
                elif name != "language":
                    found.settings[typed] = value
            except ValueError as err:
                found.refused.append(_left_out(typed, value, err))
    return found


def settings_kept(game: Game, settings: Mapping[str, Any],
                  language: str | None = None) -> tuple[dict[str, Any], list[str]]:
    """The settings of ``game`` a query names that can be kept, as its menus' values, and
    one sentence for each left out: a setting with no menu or a value its menu does not
    offer (the variant is named ``variant`` or by the game's word for it, once), then any
    the rules refuse together (the last named goes first, until the rest go together),
    then any option unused at the seat count kept (``Option.used_with``)."""
    menus = menus_of(game, language)
    kept: dict[str, Any] = {}
    written: dict[str, tuple[str, Any]] = {}  # each setting kept, as the query wrote it
    refused: list[str] = []
    for name, value in settings.items():
        try:
            menu, chosen = check_setting(game, menus, name, value, language)
            if menu in kept and kept[menu] != chosen:
                # Named twice (variant= and scenario=) with two values: the first wins.
                raise SetupError(say(_("The page's address names {name} more than once, so "
                                       "it was not used.", name=brief(parameter(menus, menu))),
                                     language))
            if menu not in kept:
                kept[menu], written[menu] = chosen, (name, value)
        except ValueError as err:
            refused.append(_left_out(name, value, err, language))
    while kept:
        wanted = table_settings(game, kept)
        wanted.pop("bots")
        try:
            game.setup(**wanted)
            break
        except ValueError as err:
            menu = next(reversed(kept))
            refused.append(_left_out(*written[menu], err, language))
            del kept[menu]
    players = players_of(game, kept)
    for menu in unused(game, kept):
        reason = SetupError(say(unused_reason(game, menu, players), language))
        refused.append(_left_out(*written[menu], reason, language))
        del kept[menu]
    return kept, refused


def play_page(query: str = "", pace: float = 0.7, address: str | None = None) -> PlayPage:
    """The page for a web address's ``query`` (``language=fr`` chooses the page's
    language); each parameter left out is named on the page with its reason, over the
    game asked for (or the first game) with every other parameter kept. ``address``: the
    page's own address (Voila's ``VOILA_REQUEST_URL``), to show the one to share."""
    asked = read_query(query)
    language = asked.language
    refused = asked.refused
    game = asked.game or next(iter(games().values()))
    kept, left_out = settings_kept(game, asked.settings, language)
    page = PlayPage(game.name, seed=asked.seed, pace=pace, settings=kept, language=language,
                    address=_page_address(address))
    refused = [*refused, *left_out]
    if refused:
        ending = (_("The rest of the address was used: the page opened on {game}.",
                    game=page.panel.title) if asked.game is None
                  else _("The rest of the address was used."))
        page.panel.show_error([*refused, say(ending, language)])
    return page


def hide_warnings() -> None:
    """Show no Python warning in this kernel, the page's own (``play/play.ipynb``): a
    student reads sentences, never a warning's text and source line. The page is meant
    to cause none (tests/apps run it with warnings as errors)."""
    warnings.simplefilter("ignore")


def _left_out(name: str, value: str, err: ValueError, language: str | None = None) -> str:
    """The sentence saying that parameter ``name=value`` was left out, and why."""
    return say(_("{parameter} was not used: {reason}", parameter=brief(f"{name}={value}"),
                 reason=str(err)), language)


def _game(value: str) -> Game:
    try:
        return get(value)
    except ValueError:
        raise SetupError(str(_("There is no game called {name}; the games are: {games}.",
                               name=brief(value), games=", ".join(games())))) from None


def _seed(value: str) -> int:
    number = int(value) if re.fullmatch(r"\s*[+-]?[0-9]{1,19}\s*", value) else value
    return check_game_number(number)


def _language(value: str) -> str:
    language = named(value, LANGUAGES)
    if language is None:
        raise SetupError(str(_("There is no language {name}; choose one of: {languages}.",
                               name=brief(value), languages=", ".join(LANGUAGES))))
    return language


def _page_address(address: Any) -> str | None:
    """The page's address without its query (``http://host:8866/``), when ``address`` is
    a web address; else ``None`` (no address is shown to share)."""
    if not isinstance(address, str) or len(address) > ADDRESS_LIMIT:
        return None
    parts = urllib.parse.urlsplit(address)
    if parts.scheme not in ("http", "https") or not parts.netloc:
        return None
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, parts.path or "/", "", ""))

