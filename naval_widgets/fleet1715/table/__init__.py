"""Fleet 1715's table game for two to five players: its state, actions, rules, what each
seat sees, bots, and the registered ``Game`` (``fleet1715_table``).

>>> table = Table(seed=3, scenario="A", players=4, bots={1: "random", 2: "random", 3: "random"})
>>> table.play("take san-miguel")
>>> table.view(0)["missions"][0], table.to_move
('san-miguel', 0)
"""

from __future__ import annotations

from ...core import table_class
from .game import GAME

#: A table of the game: ``scenario`` ("A" to "P", any case) is its variant.
Table = table_class(GAME)

__all__ = ["GAME", "Table"]
