"""The core every game stands on: actions, states, tables, bots, widgets, registry."""

from .actions import Action, action_from_json
from .bots import MatchResult, bot_names, bot_rng, make_bot, play_match
from .declaration import Board, Conformance, RuleSheet, ViewSchedule
from .errors import IllegalAction, MessageError, SaveError, SetupError, TableError
from .events import Event
from .game import Bot, Game, ModularGame, Option, Outcome, RandomBot, Setup, check_seat
from .reasons import Choice, Explaining, Reason, Weighed
from .registry import games, get, register, unregister
from .table import Table, table_class

__all__ = [
    "Action", "Board", "Bot", "Choice", "Conformance", "Event", "Explaining", "Game",
    "IllegalAction", "MatchResult", "MessageError", "ModularGame", "Option", "Outcome",
    "RandomBot", "Reason", "RuleSheet", "SaveError", "Setup", "SetupError", "Table",
    "TableError", "ViewSchedule", "Weighed", "action_from_json", "bot_names", "bot_rng",
    "check_seat", "games", "get", "make_bot", "play_match", "register", "table_class",
    "unregister",
]
