"""One registry of games: everything generic iterates over it.

A game is a package that exports ``GAME``, the ``Game`` object declaring it. The
registry finds the game packages of ``naval_widgets`` by their ``game`` module (a
package, or a package inside one, holding ``game.py``), without importing any other
package: the parts above the games (the play page, the lessons) and the widget stack
stay unloaded. ``register`` adds a game package from anywhere, such as a test's.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

from .errors import SetupError
from .game import Game
from .i18n import LANGUAGES
from .words import brief, named

#: The games registered from outside the package (``register``), by name.
_GAMES: dict[str, Game] = {}


def declared_game(package: ModuleType) -> Game | None:
    """The game a package declares: its ``GAME``, if that is a ``Game``."""
    game = getattr(package, "GAME", None)
    return game if isinstance(game, Game) else None


def register(package: ModuleType) -> Game:
    """Register the game a package declares (its ``GAME``); returns that game."""
    game = declared_game(package)
    if game is None:
        raise SetupError(f"{brief(getattr(package, '__name__', package))} declares no game: a "
                         "game package exports GAME, its Game object.")
    _GAMES[game.name] = game
    return game


def unregister(name: str) -> None:
    """Forget the game called ``name`` that ``register`` added (a test's game)."""
    _GAMES.pop(name, None)


#: The package whose game packages are the built-in games: the one above the core.
PACKAGE = __name__.split(".")[0]
FOLDER = Path(__file__).resolve().parent.parent


def candidate_packages(folder: Path, package: str) -> Iterator[str]:
    """The packages in ``folder`` (package ``package``), and their packages, that hold a
    ``game`` module: the only ones that may be games. Found from the files alone, so
    nothing else is imported."""
    for child in sorted(folder.iterdir()):
        if not (child / "__init__.py").is_file():
            continue
        if (child / "game.py").is_file():
            yield f"{package}.{child.name}"
            continue
        for inner in sorted(child.iterdir()):
            if (inner / "__init__.py").is_file() and (inner / "game.py").is_file():
                yield f"{package}.{child.name}.{inner.name}"


@cache
def builtin_games() -> tuple[Game, ...]:
    """The package's own games: each candidate package that exports ``GAME`` (the core
    holds the contract's ``game`` module and declares none)."""
    found = (declared_game(importlib.import_module(name))
             for name in candidate_packages(FOLDER, PACKAGE))
    return tuple(game for game in found if game is not None)


def games() -> dict[str, Game]:
    """Every game by name: the package's own and those ``register`` added."""
    every = {game.name: game for game in builtin_games()} | _GAMES
    return dict(sorted(every.items()))


def _spelled(name: str) -> str:
    """A game's name as typed, with no case and no space, hyphen, underscore or dot
    (``"Fleet 1715"`` and ``"fleet-1715"`` are ``"fleet1715"``)."""
    return re.sub(r"[\s._-]+", "", name.casefold())


def _names_of(game: Game) -> tuple[str, ...]:
    """Every name a person may call ``game`` by: its name, its title in every language
    the page speaks, its ``aliases``."""
    titles = [game.title_words.render(language) for language in LANGUAGES] \
        if game.title_words is not None else []
    return (game.name, game.title, *titles, *game.aliases)


def get(name: str) -> Game:
    """The game called ``name``: by its name, its title (in any language of the page:
    ``"Bataille navale, le jeu de cartes"``) or one of its ``aliases``, written in any
    case and spaced in any way (``"Nautilus"``, ``"nautic-miles"``, ``"Fleet 1715"``,
    ``"fleet1715.Multiplayer"``); ``SetupError`` naming the games there are."""
    found = games()
    key = named(name, found)
    if key is None and isinstance(name, str):
        typed = _spelled(name)
        meant = {game.name for game in found.values()
                 for each in _names_of(game) if _spelled(each) == typed}
        key = meant.pop() if len(meant) == 1 else None
    if key is None:
        raise SetupError(f"No game called {brief(name)}; the games are: {', '.join(found)}.")
    return found[key]
