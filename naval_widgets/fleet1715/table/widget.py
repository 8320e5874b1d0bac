"""The table game's board, kernel side: the core board (its front end is
``static/fleet1715_table.js``, built from ``js/src/fleet1715_table.js``) with its own words."""

from __future__ import annotations

from typing import Any

from ...core.widget import GameWidget
from .page_words import board_words


class TableBoard(GameWidget):
    """``GameWidget`` speaking the table game's words."""

    def page_words(self) -> dict[str, Any]:
        return {**super().page_words(), **board_words()}
