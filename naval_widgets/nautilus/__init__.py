"""Nautilus: win three of Captain Nemo's five domains with your divers.

>>> from naval_widgets import nautilus
>>> table = nautilus.Table(seed=7, show_score=False, bots={1: "greedy"})
>>> table.to_move
0
"""

from ..core import table_class
from .actions import Anchored, Give, Keep, Move, Pass, Pick, Place, PlaySpecial, parse
from .game import GAME
from .view import state_from_view

Table = table_class(GAME)

__all__ = ["GAME", "Anchored", "Give", "Keep", "Move", "Pass", "Pick", "Place", "PlaySpecial",
           "Table", "parse", "state_from_view"]
