"""The table game's board, kernel side: the core board (its front end is
``static/fleet1715_table.js``, built from ``js/src/fleet1715_table.js``) with its own words,
and a static picture (``picture``) for where no live board can run."""

from __future__ import annotations

from typing import Any

from ...core.widget import GameWidget
from .page_words import board_words
from .picture import picture


class TableBoard(GameWidget):
    """``GameWidget`` speaking the table game's words."""

    def page_words(self) -> dict[str, Any]:
        return {**super().page_words(), **board_words()}

    def picture_html(self) -> str:
        with self.speaking():
            return picture(self.table.game.view(self.table.state, self.shown_seat),
                           self.status)
