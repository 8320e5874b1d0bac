"""One registry of games: everything generic iterates over it.

A game package registers itself on import; ``games()`` imports every game
package it finds beside ``core``, so no list of games is kept by hand.
"""

from __future__ import annotations

import importlib
import pkgutil

from .errors import SetupError
from .game import Game
from .words import brief

_GAMES: dict[str, Game] = {}
_NOT_GAMES = {"core", "static"}


def register(game: Game) -> Game:
    _GAMES[game.name] = game
    return game


def _discover() -> None:
    import naval_widgets

    for module in pkgutil.iter_modules(naval_widgets.__path__):
        if module.ispkg and module.name not in _NOT_GAMES:
            importlib.import_module(f"naval_widgets.{module.name}")


def games() -> dict[str, Game]:
    """Every registered game by name."""
    _discover()
    return dict(sorted(_GAMES.items()))


def get(name: str) -> Game:
    """The game called ``name``; ``SetupError`` naming the games there are."""
    found = games()
    if not isinstance(name, str) or name not in found:
        raise SetupError(f"No game called {brief(name)}; the games are: {', '.join(found)}.")
    return found[name]
