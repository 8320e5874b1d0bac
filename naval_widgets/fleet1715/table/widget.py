"""The table game's board, kernel side: the core board (its front end is
``static/fleet1715_table.js``, built from ``js/src/fleet1715_table.js``) with its own words,
the seat's logic grid (``notes``), and a static picture (``picture``) for where no live
board can run.

Messages from the page, besides the core's, each ``{"type": kind, "payload": {...},
"ply": n}``; the grid's notes are no moves, so a note made while the position changed
(a bot moved) is still taken::

    mark   {"cell": 0-159, "value": "blank" | "no" | "yes"}   a mark on the seat's grid
    hint   {"level": 1-3}    the tutor's next deduction from the clue cards the seat knows
    fill   {}                mark every cell one of those cards settles by itself
    close  {}                dismiss the hint shown

The seat's grid, the clue cards it knows and its hint land in the ``notes`` trait (empty
behind the hot-seat curtain and for a spectator).
"""

from __future__ import annotations

from typing import Any, ClassVar

import traitlets

from ...core import MessageError
from ...core.i18n import Catalog
from ...core.widget import GameWidget, Handler
from ..ui.widget import MARK_CODES
from .notes import Notes, hint_for, proven

_ = Catalog("fleet1715")


class TableBoard(GameWidget):
    """``GameWidget`` speaking the table game's words, with each seat's private grid."""

    notes = traitlets.Dict().tag(sync=True)

    def __init__(self, table: Any, *args: Any, **kwargs: Any) -> None:
        #: Every seat's marks and hint: kept here, sent only to the seat shown.
        self.seat_notes = Notes()
        super().__init__(table, *args, **kwargs)

    # -- the seat's notes ------------------------------------------------------------
    def read_message(self, content: Any) -> tuple[str, dict[str, Any]]:
        if (isinstance(content, dict) and content.get("type") in NOTE_KINDS
                and type(content.get("ply")) is int):
            # A note is no move: made while a bot moved, it is still the seat's.
            content = {**content, "ply": len(self.table.actions)}
        return super().read_message(content)

    def _noting_seat(self) -> int:
        """The seat whose grid the page shows; ``MessageError`` when none is."""
        seat = self.shown_seat
        if seat is None:
            raise MessageError(_("No seat's grid is shown: lift the curtain first (a "
                                 "spectator keeps no notes)."))
        return seat

    def on_mark(self, payload: dict[str, Any]) -> None:
        self.seat_notes.mark(self._noting_seat(), payload.get("cell"), payload.get("value"))
        self._show_notes()

    def on_hint(self, payload: dict[str, Any]) -> None:
        seat = self._noting_seat()
        with self.speaking():
            hint = hint_for(self.view, self.seat_notes.marks_of(seat), payload.get("level"))
        self.seat_notes.show_hint(seat, hint, len(self.table.actions))
        self._show_notes()

    def on_fill(self, _payload: dict[str, Any]) -> None:
        seat = self._noting_seat()
        self.seat_notes.fill(seat, proven(self.view))
        self._show_notes()

    def on_close(self, _payload: dict[str, Any]) -> None:
        self.seat_notes.close(self._noting_seat())
        self._show_notes()

    def on_new_game(self, payload: dict[str, Any]) -> None:
        self.seat_notes = Notes()
        super().on_new_game(payload)

    handlers: ClassVar[dict[str, Handler]] = {
        **GameWidget.handlers, "mark": on_mark, "hint": on_hint, "fill": on_fill,
        "close": on_close, "new_game": on_new_game}

    # -- traits ----------------------------------------------------------------------
    def _show_notes(self) -> None:
        self.error = ""
        self.notes = self._notes()

    def _notes(self) -> dict[str, Any]:
        seat = self.shown_seat
        if seat is None:
            return {}
        shown = self.seat_notes.shown(seat, self.view, len(self.table.actions))
        return {**shown, "mark_codes": MARK_CODES}

    def sync(self) -> None:
        with self.hold_sync():
            super().sync()
            self.notes = self._notes()


#: The messages that write the seat's notes, not the game.
NOTE_KINDS = ("mark", "hint", "fill", "close")
