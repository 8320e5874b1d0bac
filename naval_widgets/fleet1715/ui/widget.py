"""The logic-grid widget: the solo game, or a puzzle board with all a scenario's clues.

``fleet1715.Table(seed=1, variant="A").widget()`` plays the rulebook's solo game
(clue cards drawn one at a time; hints and checks use only the cards drawn so
far); ``fleet1715.board("A")`` is the puzzle board, every clue card of scenario
A face up. Either way the marks are the table's ``Mark`` actions: the engine
checks each one, and the kernel alone knows the solution and the face-down cards.

Messages from the page, besides the core's ``act``/``undo``/``new_game``, each
``{"type": kind, "payload": {...}, "ply": n}`` (``ply`` is the ``ply`` trait the
page saw; an older one is refused); the kinds and their payloads::

    mark      {"cell": 0-159, "value": "blank" | "no" | "yes"}
    hint      {"level": 1-3}
    check     {}
    walk      {"step": k}          the walkthrough's step k (from 0)
    close     {}                   forget the hint, check or walkthrough shown
    scenario  {"letter": "A"-"P"}  a fresh grid for another scenario

The replies land in the ``tutor`` trait, their clues as card numbers.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ...core import IllegalAction, MessageError
from ...core.widget import GameWidget, widget_class
from ...core.words import brief
from ..solo.actions import Draw, Mark, Submit
from ..solo.rules import marked_solution
from ..solo.state import CHAR_OF, MARK_CHARS, MARK_NAMES, SOLVED, VALUE_OF
from ..tutor.api import explain
from ..tutor.hints import check_from_drawn, hint_from_drawn
from ..tutor.steps import Step
from ..world.clues import Clue
from ..world.deck import card, scenario
from ..world.grid import CELLS, Grid
from ..world.solutions import LETTERS

MODES = ("solo", "puzzle")
#: Each mark character's name, sent to the page (which keeps no table of its own).
MARK_CODES = {char: name for name, char in MARK_CHARS.items()}


def board(letter: str = "A", seed: int = 0) -> GameWidget:
    """A puzzle board for scenario ``letter``: all its clue cards face up, an empty grid."""
    from .. import Table

    return widget_class(Table.game)(table=Table(seed=seed, variant=scenario(letter).letter),
                                    mode="puzzle")


class Fleet1715Widget(GameWidget):
    """The logic grid, the clue cards, hints, checks and the walkthrough player."""

    clues = traitlets.List().tag(sync=True)
    tutor = traitlets.Dict().tag(sync=True)

    def __init__(self, table: Any, seat: int | None = 0, hotseat: bool = False,
                 pace: float = 0.7, mode: str = "solo", **kwargs: Any) -> None:
        if mode not in MODES:
            raise ValueError(f"A Fleet 1715 board is 'solo' or 'puzzle'; got {brief(mode)}.")
        if hotseat:
            raise ValueError("Fleet 1715 is a solo game: there is no hot seat.")
        self._mode = mode
        self._skip = 0
        self._steps: dict[tuple[int, ...], tuple[Step, ...]] = {}
        self._prepare(table)
        super().__init__(table, seat=seat, hotseat=False, pace=pace, **kwargs)

    # -- the table ---------------------------------------------------------------
    def _prepare(self, table: Any) -> None:
        """A puzzle board turns every clue card face up before the person plays."""
        if self._mode == "puzzle":
            while table.state.pile and table.outcome is None:
                table.play(Draw(), respond=False)
        self._start = len(table.actions)
        self._skip = len(table.log_for(0))

    def numbers(self) -> tuple[int, ...]:
        """The clue cards face up, in the order the page numbers them (clue 1, 2, ...)."""
        drawn = self.table.state.drawn
        return tuple(sorted(drawn)) if self._mode == "puzzle" else tuple(drawn)

    def clue_list(self) -> tuple[Clue, ...]:
        return tuple(card(n).clue for n in self.numbers())

    def grid(self) -> Grid:
        """The person's marks as a grid."""
        return tuple(VALUE_OF[char] for char in self.table.state.marks)

    def offered(self) -> list[Any]:
        # Marks travel as "mark" messages: only drawing and handing in are legal entries.
        if self._mode == "puzzle":
            return []
        return [a for a in self.table.legal() if type(a) is not Mark]

    # -- messages ------------------------------------------------------------------
    def _mark(self, payload: dict[str, Any]) -> None:
        c, value = payload.get("cell"), payload.get("value")
        if type(c) is not int or not 0 <= c < CELLS:
            raise MessageError(f"The grid's cells are numbered 0 to {CELLS - 1}; "
                               f"got {brief(c)}.")
        if not isinstance(value, str) or value not in MARK_NAMES:
            raise MessageError(f"A mark is blank, no or yes; got {brief(value)}.")
        if self.table.outcome is not None:
            raise MessageError("The game is over: start a new game to play again.")
        self.play(Mark(c, value))

    def play(self, action: Any) -> None:
        super().play(action)
        if (self._mode == "puzzle" and type(action) is Mark and self.table.outcome is None
                and self._marks_name_the_solution()):
            super().play(Submit())

    def _marks_name_the_solution(self) -> bool:
        """Do the yes marks name the solution (as a hand-in would find)?"""
        state = self.table.state
        return marked_solution(state.marks) == scenario(state.scenario).solution.values()

    def _hint(self, payload: dict[str, Any]) -> None:
        level = payload.get("level")
        if type(level) is not int or level not in (1, 2, 3):
            raise MessageError(f"A hint's level is 1, 2 or 3; got {brief(level)}.")
        found = self._tutor_call(lambda: hint_from_drawn(self.clue_list(), self.grid(), level))
        self.error = ""
        self.tutor = {"kind": "hint", "ply": self.ply, "level": found.level,
                      "text": found.text, "cards": self._cards(found.clues),
                      "cells": list(found.cells)}

    def _check(self, _payload: dict[str, Any]) -> None:
        text, mistakes = self._tutor_call(lambda: check_from_drawn(self.clue_list(), self.grid()))
        self.error = ""
        self.tutor = {"kind": "check", "ply": self.ply, "text": text,
                      "mistakes": [{"cell": m.fact.cell, "value": m.fact.value,
                                    "cards": self._cards(m.clues), "text": m.text}
                                   for m in mistakes]}

    def _walk(self, payload: dict[str, Any]) -> None:
        k = payload.get("step")
        numbers = self.numbers()
        if numbers not in self._steps:
            self._steps[numbers] = self._tutor_call(lambda: explain(self.clue_list()))
        steps = self._steps[numbers]
        if type(k) is not int or not 0 <= k < len(steps):
            raise MessageError(f"The walkthrough has steps 0 to {len(steps) - 1}; "
                               f"got {brief(k)}.")
        grid: list[bool | None] = [None] * CELLS
        for step in steps[:k + 1]:
            for fact in step.new:
                grid[fact.cell] = fact.value
        now = steps[k]
        self.error = ""
        self.tutor = {"kind": "walk", "ply": self.ply, "step": k, "steps": len(steps),
                      "text": now.text, "technique": now.technique,
                      "cards": self._cards(now.clues), "cells": list(now.cells),
                      "grid": "".join(CHAR_OF[v] for v in grid)}

    def _close(self, _payload: dict[str, Any]) -> None:
        self.error = ""
        self.tutor = {}

    def _scenario(self, payload: dict[str, Any]) -> None:
        letter = payload.get("letter")
        if not isinstance(letter, str) or len(letter) != 1 or letter not in LETTERS:
            raise MessageError(f"The scenarios are A to P; got {brief(letter)}.")
        self._replace(type(self.table)(seed=self.table.seed, variant=letter))

    def on_new_game(self, _payload: dict[str, Any]) -> None:
        table = self.table
        self._replace(type(table)(seed=table.seed + 1, variant=table.variant))

    def _replace(self, table: Any) -> None:
        self._prepare(table)
        self.table = table
        self.error = ""
        self.tutor = {}
        self.advance()

    def undo(self) -> None:
        if len(self.table.actions) <= self._start:
            raise MessageError("There is nothing of yours to undo.")
        if self._mode == "puzzle" and self.table.outcome is not None:
            self.table.undo()  # the automatic hand-in goes with the mark that made it
        super().undo()

    def status_text(self, seat: int | None) -> str:
        if self._mode == "puzzle" and self.table.outcome is None:
            return ("Mark the grid: click a cell, or press Enter, to cycle blank, ✗ (no) and "
                    "● (yes). The board says Solved when your ● marks are the solution.")
        return super().status_text(seat)

    handlers = {**GameWidget.handlers, "mark": _mark, "hint": _hint, "check": _check,
                "walk": _walk, "close": _close, "scenario": _scenario,
                "new_game": on_new_game}

    def _tutor_call(self, call: Any) -> Any:
        try:
            return call()
        except IllegalAction as err:
            raise MessageError(err.message) from None

    def _cards(self, positions: tuple[int, ...] | list[int]) -> list[int]:
        numbers = self.numbers()
        return [numbers[i] for i in positions]

    # -- traits --------------------------------------------------------------------------
    def sync(self) -> None:
        with self.hold_sync():
            super().sync()
            view = dict(self.view)
            view.pop("solution", None)   # the solution stays in the kernel
            view.pop("drawn", None)      # the cards face up are the `clues` trait
            view.update(mode=self._mode, letters=LETTERS, solved=view["result"] == SOLVED,
                        first=self._start, mark_codes=MARK_CODES)
            self.view = view
            cards = [{"number": n, "text": card(n).text, "kind": card(n).clue.kind,
                      "cells": list(card(n).clue.scope)} for n in self.numbers()]
            if cards != self.clues:
                self.clues = cards
            self.log = self.table.log_for(self.shown_seat)[self._skip:][-10:]
            shown = self.tutor
            if shown and shown.get("ply") != len(self.table.actions) and (
                    shown.get("kind") != "walk" or self.table.actions[-1:] == (Draw(),)
                    or self.table.outcome is not None):
                self.tutor = {}

