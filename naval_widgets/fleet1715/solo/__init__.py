"""Fleet 1715's solo game: its state, actions, rules, the player's view, the solver bot,
and the registered ``Game``."""

from .game import GAME

__all__ = ["GAME"]
