"""Nautic Miles: sail convoys 4,000 miles home, and stop the others' on the way.

>>> from naval_widgets import nautic_miles
>>> table = nautic_miles.Table(seed=7, players=4, bots={1: "random", 2: "random", 3: "random"})
>>> table.to_move
0
"""

from ..core import table_class
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair, parse
from .game import GAME

Table = table_class(GAME)

__all__ = ["GAME", "Discard", "PlaceConvoy", "PlayCard", "PlayPair", "Table", "parse"]
