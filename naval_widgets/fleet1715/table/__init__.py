"""Fleet 1715's table game for two to five players: its state, actions, rules, what each
seat sees, bots, and the registered ``Game`` (``fleet1715_table``).

>>> table = Table(seed=3, scenario="A", players=4, bots={1: "random", 2: "random", 3: "random"})
>>> table.play("take san-miguel")
>>> table.view(0)["missions"][0], table.to_move
('san-miguel', 0)
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import SetupError, table_class
from ...core.words import brief
from .game import GAME


class Table(table_class(GAME)):
    """A table of the game: ``scenario`` ("A" to "P") is the table's variant."""

    def __init__(self, seed: int = 0, scenario: str | None = None, players: int | None = None,
                 bots: Mapping[int, str] | None = None, language: str | None = None,
                 variant: str | None = None, **options: Any) -> None:
        if scenario is not None and variant is not None and scenario != variant:
            raise SetupError(f"The scenario is the table's variant: give one, not "
                             f"{brief(scenario)} and {brief(variant)}.")
        super().__init__(seed, variant if scenario is None else scenario, players, bots,
                         language, **options)


__all__ = ["GAME", "Table"]
