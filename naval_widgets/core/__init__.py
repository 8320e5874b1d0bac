"""The core every game stands on: actions, states, tables, bots, widgets, registry."""

from .actions import Action, action_from_json
from .bots import MatchResult, make_bot, play_match
from .errors import IllegalAction, MessageError, SaveError
from .events import Event
from .game import Bot, Game, LegalEntry, ModularGame, Outcome, RandomBot
from .registry import games, get, register
from .table import Table, table_class

__all__ = [
    "Action", "Bot", "Event", "Game", "IllegalAction", "LegalEntry", "MatchResult",
    "MessageError", "ModularGame", "Outcome", "RandomBot", "SaveError", "Table", "action_from_json",
    "games", "get", "make_bot", "play_match", "register", "table_class",
]
