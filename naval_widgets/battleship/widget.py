"""The Battleship board's kernel side: the core board, plus the other seat's last turn
(the page highlights it until the person moves) and a static picture for previews."""

from __future__ import annotations

import traitlets

from ..core.widget import GameWidget
from .picture import picture
from .recent import last_turn


class BattleshipBoard(GameWidget):
    """``GameWidget`` with a ``recent`` trait: ``recent.last_turn`` for the seat shown."""

    recent = traitlets.List().tag(sync=True)

    def sync(self) -> None:
        with self.hold_sync():
            super().sync()
            table = self.table
            with self.speaking():
                self.recent = last_turn(table.history, table.actions, self.shown_seat)

    def picture_html(self) -> str:
        with self.speaking():
            return picture(self.shown_view(self.shown_seat),
                           self.status, self.recent)
