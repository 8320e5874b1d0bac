"""One registry of games: everything generic iterates over it.

A game is a package that exports ``GAME``, the ``Game`` object declaring it. The
registry finds the game packages of ``naval_widgets`` by their ``game`` module (a
package, or a package inside one, holding ``game.py``), without importing any other
package: the parts above the games (the play page, the lessons) and the widget stack
stay unloaded. ``register`` adds a game package from anywhere, such as a test's.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from types import ModuleType

from .errors import SetupError
from .game import Game
from .words import brief

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


def candidate_packages(root: ModuleType) -> Iterator[str]:
    """The packages of ``root``, and their packages, that hold a ``game`` module: the only
    ones that may be games. Found from the files alone, so nothing else is imported."""
    for folder in map(Path, root.__path__):
        for package in sorted(folder.iterdir()):
            if not (package / "__init__.py").is_file():
                continue
            if (package / "game.py").is_file():
                yield f"{root.__name__}.{package.name}"
                continue
            for inner in sorted(package.iterdir()):
                if (inner / "__init__.py").is_file() and (inner / "game.py").is_file():
                    yield f"{root.__name__}.{package.name}.{inner.name}"


@cache
def builtin_games() -> tuple[Game, ...]:
    """The games of ``naval_widgets`` itself: each candidate package that exports
    ``GAME`` (the core holds the contract's ``game`` module and declares none)."""
    import naval_widgets

    found = (declared_game(importlib.import_module(name))
             for name in candidate_packages(naval_widgets))
    return tuple(game for game in found if game is not None)


def games() -> dict[str, Game]:
    """Every game by name: the package's own and those ``register`` added."""
    every = {game.name: game for game in builtin_games()} | _GAMES
    return dict(sorted(every.items()))


def get(name: str) -> Game:
    """The game called ``name``; ``SetupError`` naming the games there are."""
    found = games()
    if not isinstance(name, str) or name not in found:
        raise SetupError(f"No game called {brief(name)}; the games are: {', '.join(found)}.")
    return found[name]
