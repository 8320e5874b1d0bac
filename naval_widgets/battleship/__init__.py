"""The Battleship card game: find, hit and sink the opponent's five ships.

>>> from naval_widgets import battleship
>>> table = battleship.Table(seed=7, variant="standard", bots={1: "greedy"})
>>> table.legal()[0]
PlayPeg(card='white', cell=0)
"""

from ..core import table_class
from .actions import (
    Discard,
    DiscardWhites,
    DrawThree,
    EndTurn,
    PlayPeg,
    PlayShield,
    PlayTwo,
    RemovePeg,
    Repair,
    parse,
)
from .game import GAME

Table = table_class(GAME)

__all__ = [
    "GAME", "Discard", "DiscardWhites", "DrawThree", "EndTurn", "PlayPeg", "PlayShield",
    "PlayTwo", "RemovePeg", "Repair", "Table", "parse",
]
