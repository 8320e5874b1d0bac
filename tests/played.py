"""Seeded games the games' own bots play, read from the registry (no game named here),
for the tests that need real positions: the layout checks, the replay files."""

from __future__ import annotations

from typing import Any

from naval_widgets.core.table import Table, table_class


def bot_game(game: Any, seed: int) -> Table:
    """Game ``seed`` of ``game`` played to its end by its default bots, on every seat."""
    cls = table_class(game)
    players = cls(seed=seed).players
    whole = cls(seed=seed, bots={seat: game.default_bots[0] for seat in range(players)})
    whole.run_bots()
    if whole.outcome is None:
        raise AssertionError(f"{game.name}: the bots did not end game {seed}")
    return whole


def cut(table: Table, plies: int) -> Table:
    """A table without bots holding the first ``plies`` moves of ``table``'s game."""
    cut_table = table_class(table.game)(seed=table.seed, variant=table.variant,
                                        players=table.players,
                                        **table.game.used_options(table.setup))
    for action in table.actions[:plies]:
        cut_table.play(action, respond=False)
    return cut_table
