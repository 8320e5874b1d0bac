"""The play page: a menu of every registered game above that game's panel.

``play_page(query)`` builds the page from a web address's query, as Voila hands it to
the notebook (``game=<name>&variant=<variant>&seed=42``): the game to open, its first game's
seed (so a class can all play the same deal), the page's ``language`` (``fr``, ``it``,
``ja``; else the notebook's) and any of the game's settings.
A bad query never stops the page: it opens on the first game and says what was wrong.
"""

from __future__ import annotations

import re
import urllib.parse
from collections.abc import Mapping
from typing import Any

import ipywidgets as widgets

from ..core import SetupError, games, get
from ..core.i18n import Catalog, check_language, using
from ..core.words import brief
from .panel import PlayPanel, say

_ = Catalog("apps")

#: The longest query read: anything longer is no address a person typed.
QUERY_LIMIT = 2_000


class PlayPage(widgets.VBox):
    """A game menu (every game of the registry) and the chosen game's panel.

    Each game's panel is made when first chosen and kept, so switching back finds the
    game where it was left. ``seed`` and ``settings`` are the first panel's (see
    ``PlayPanel``); ``language`` is every panel's. ``SetupError`` for a game that does not
    exist.
    """

    def __init__(self, game: str | None = None, seed: int | None = None, pace: float = 0.7,
                 settings: Mapping[str, Any] | None = None,
                 language: str | None = None) -> None:
        self.pace = pace
        self.language = None if language is None else check_language(language)
        found = games()
        name = next(iter(found)) if game is None else get(game).name
        self.panels: dict[str, PlayPanel] = {
            name: PlayPanel(name, seed=seed, pace=pace, settings=settings,
                            language=self.language)}
        with using(self.language):
            titles = [(each.shown_title(), key) for key, each in found.items()]
        self.menu = widgets.Dropdown(options=titles, value=name,
                                     description=say(_("Game"), self.language))
        self.menu.add_class("nw-play-game")
        self.menu.observe(lambda change: self.show(change["new"]), names="value")
        super().__init__(children=[self.menu, self.panels[name]])
        self.add_class("nw-play-page")

    @property
    def panel(self) -> PlayPanel:
        """The panel shown."""
        return self.children[-1]

    def show(self, game: str) -> PlayPanel:
        """Show ``game``'s panel (made when first shown); ``SetupError`` for no such game."""
        name = get(game).name
        if name not in self.panels:
            self.panels[name] = PlayPanel(name, pace=self.pace, language=self.language)
        self.menu.value = name
        self.children = [self.menu, self.panels[name]]
        return self.panels[name]


def read_query(query: Any) -> tuple[str | None, int | str | None, dict[str, str]]:
    """The game, seed and settings a query names (each as text, the seed as a number when
    it is written as one); ``SetupError`` for one that is no query or names a setting
    twice."""
    if not isinstance(query, str) or len(query) > QUERY_LIMIT:
        example = f"'game={next(iter(games()))}'"
        raise SetupError(str(_("The page's address should end in a short query such as "
                               "{example}; got {query}.", example=example,
                               query=brief(query))))
    fields = urllib.parse.parse_qs(query.lstrip("?"), keep_blank_values=True)
    twice = sorted(name for name, values in fields.items() if len(values) > 1)
    if twice:
        raise SetupError(str(_("The page's address names {name} more than once.",
                               name=brief(twice[0]))))
    settings = {name: values[0] for name, values in fields.items()}
    game, seed = settings.pop("game", None), settings.pop("seed", None)
    if seed is not None and re.fullmatch(r"-?[0-9]{1,19}", seed):
        seed = int(seed)
    return game, seed, settings


def play_page(query: str = "", pace: float = 0.7) -> PlayPage:
    """The page for a web address's ``query`` (``language=fr`` chooses the page's
    language); whatever is wrong in it is shown on the page as a sentence, over the
    first game."""
    language = _language(query)
    try:
        game, seed, settings = read_query(query)
        if "language" in settings:
            check_language(settings.pop("language"))
        return PlayPage(game, seed=seed, pace=pace, settings=settings, language=language)
    except ValueError as err:
        page = PlayPage(pace=pace, language=language)
        page.panel.show_error(say(_("{error} The page opened on {game} instead.", error=str(err),
                                    game=page.panel.title), language))
        return page


def _language(query: Any) -> str | None:
    """The language a query names, when it names one of ``LANGUAGES`` (else ``None``:
    the notebook's; ``play_page`` says on the page what is wrong with another)."""
    try:
        _game, _seed, settings = read_query(query)
        return check_language(settings.get("language", None))
    except ValueError:
        return None
