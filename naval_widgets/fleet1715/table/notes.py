"""A seat's private notes at the table game: the tutor's logic grid, and its hints from
the clue cards the seat knows.

The notes are no game action: they are never shown to another seat nor written in the
record, and undo leaves them as they are. The hints and the proven marks read the seat's
view alone (``knowledge.known_cards``: its hand, the cards handed to it and by it, the
face-up cards), so the other hands, the draw pile and a card passed between two others
never reach them (fleet1715_table/knowledge).

>>> notes = Notes()
>>> notes.mark(0, 5, "no")
>>> notes.marks_of(0)[5], notes.marks_of(1)[5]
('n', '.')
"""

from __future__ import annotations

from typing import Any

from ...core import MessageError
from ...core.i18n import Catalog
from ...core.words import brief
from ..solo.state import CHAR_OF, MARK_CHARS, MARK_NAMES
from ..tutor.hints import KnownWords, hint_from_known
from ..ui.puzzles import grid_of
from ..world.deck import card
from ..world.grid import CELLS, EMPTY, Grid
from ..world.solver import consequences
from .knowledge import known_cards

_ = Catalog("fleet1715")

#: How the hints name the clue cards a seat knows.
KNOWN = KnownWords(
    marks_against=lambda: _("A mark in your grid goes against the clue cards you know (with "
                            "the grid rules)."),
    mark_against=lambda mark, cell: _("Your {mark} at {cell} goes against the clue cards "
                                      "you know.", mark=mark, cell=cell),
    nothing_more=lambda: _("The clue cards you know tell nothing more about the grid: ask "
                           "for cards, or wait for the next card turned face up."),
    marks_clash=lambda marks: _("Your {marks} cannot all be right with the clue cards you "
                                "know.", marks=marks))
#: A grid with no mark, as the notes write it (one character a cell).
BLANK = CHAR_OF[None] * CELLS


def known_entries(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The clue cards the view's seat knows, numbered 1, 2... as the hints number them:
    number, card, text (in the view's language) and the cells the clue speaks of."""
    texts = {entry["number"]: entry["text"] for part in ("hand", "received", "given", "face_up")
             for entry in view[part] or ()}
    return [{"number": place, "card": number, "text": texts[number],
             "cells": list(card(number).clue.scope)}
            for place, number in enumerate(known_cards(view), start=1)]


def hint_for(view: dict[str, Any], marks: str, level: int) -> dict[str, Any]:
    """The tutor's hint of ``level`` for the grid ``marks``, from the clue cards the view's
    seat knows: its sentence, the cards it cites and the cells it names."""
    if type(level) is not int or level not in (1, 2, 3):
        raise MessageError(_("A hint's level is 1, 2 or 3; got {level}.", level=brief(level)))
    numbers = known_cards(view)
    found = hint_from_known(tuple(card(n).clue for n in numbers), grid_of(marks), level, KNOWN)
    return {"kind": "hint", "level": found.level, "text": found.text,
            "cards": [numbers[i] for i in found.clues], "cells": list(found.cells)}


def proven(view: dict[str, Any]) -> Grid:
    """Every cell that one clue card the view's seat knows settles by itself (with the grid
    rules): what needs two cards read together is left to the student and to the hints."""
    said = [consequences([card(n).clue]) or EMPTY for n in known_cards(view)]
    return tuple(next((grid[c] for grid in said if grid[c] is not None), None)
                 for c in range(CELLS))


class Notes:
    """Each seat's marks (one character a cell, as the solo game writes them) and the hint
    last shown to it, with the position (``ply``) it was asked at."""

    def __init__(self) -> None:
        self.marks: dict[int, str] = {}
        self.hints: dict[int, dict[str, Any]] = {}

    def marks_of(self, seat: int) -> str:
        return self.marks.get(seat, BLANK)

    def mark(self, seat: int, cell: Any, value: Any) -> None:
        """Mark ``cell`` (0-159) of ``seat``'s grid with ``value`` ("blank", "no" or
        "yes"), as the page asks; a bad request raises ``MessageError`` and changes
        nothing."""
        if type(cell) is not int or not 0 <= cell < CELLS:
            raise MessageError(_("The board asked to mark {cell}, which is no cell of the "
                                 "logic grid.", cell=brief(cell)))
        if not isinstance(value, str) or value not in MARK_NAMES:
            raise MessageError(_("A mark is blank, no or yes; got {value}.", value=brief(value)))
        marks = self.marks_of(seat)
        self.marks[seat] = marks[:cell] + MARK_CHARS[value] + marks[cell + 1:]
        self.hints.pop(seat, None)

    def fill(self, seat: int, grid: Grid) -> None:
        """Write every settled cell of ``grid`` on ``seat``'s grid (its other marks stay)."""
        marks = self.marks_of(seat)
        self.marks[seat] = "".join(mine if value is None else CHAR_OF[value]
                                   for mine, value in zip(marks, grid, strict=True))
        self.hints.pop(seat, None)

    def show_hint(self, seat: int, hint: dict[str, Any], ply: int) -> None:
        self.hints[seat] = {**hint, "ply": ply}

    def close(self, seat: int) -> None:
        self.hints.pop(seat, None)

    def shown(self, seat: int | None, view: dict[str, Any], ply: int) -> dict[str, Any]:
        """What the page shows of ``seat``'s notes (nothing for a spectator or behind the
        curtain): its marks, the clue cards it knows, and its hint while the position is
        the one it was asked at."""
        if seat is None:
            return {}
        hint = self.hints.get(seat)
        if hint is not None and hint["ply"] != ply:
            del self.hints[seat]
            hint = None
        return {"marks": self.marks_of(seat), "clues": known_entries(view), "hint": hint}
