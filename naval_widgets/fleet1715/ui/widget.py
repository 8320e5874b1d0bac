"""The logic-grid widget: the solo game, or a puzzle board (a scenario or a tiny puzzle).

``fleet1715.Solo(seed=1, scenario="A").widget()`` plays the rulebook's solo game
(clue cards drawn one at a time; hints and checks use only the cards drawn so
far); ``fleet1715.board("A")`` is the puzzle board, every clue card of scenario
A face up; ``fleet1715.board(fleet1715.TINY["negation"])`` a tiny puzzle's board,
its clues face up and only its subgrids drawn. A puzzle is never handed in: the
board says Solved as soon as the marks solve it (``puzzles``). Either way the
marks are the table's ``Mark`` actions: the engine checks each one, and the
kernel alone knows the solution and the face-down cards.

Messages from the page, besides the core's ``act``/``undo``/``new_game``, each
``{"type": kind, "payload": {...}, "ply": n}`` (``ply`` is the ``ply`` trait the
page saw; an older one is refused); the kinds and their payloads::

    mark      {"cell": 0-159, "value": "blank" | "no" | "yes"}
    hint      {"level": 1-3}
    check     {}
    walk      {"step": k}          the walkthrough's step k (from 0)
    close     {}                   forget the hint, check or walkthrough shown
    scenario  {"letter": "A"-"P"}  a fresh grid for another scenario (not on a tiny board)

The replies land in the ``tutor`` trait, their clues as card numbers.
"""

from __future__ import annotations

from typing import Any

import traitlets

from ...core import IllegalAction, MessageError, table_class
from ...core.i18n import Catalog
from ...core.widget import GameWidget, widget_class
from ...core.words import brief, plural
from ..solo.actions import Draw, Mark
from ..solo.game import GAME
from ..solo.state import CHAR_OF, MARK_CHARS, MARK_NAMES, SOLVED
from ..tutor.api import explain
from ..tutor.hints import check_from_drawn, hint_from_known
from ..tutor.steps import Step
from ..tutor.techniques import NAMES
from ..world.clues import Clue
from ..world.data import CATEGORY_WORDS
from ..world.deck import card
from ..world.grammar import joined
from ..world.grid import CELLS, Grid, cell_text
from ..world.solutions import LETTERS
from .display import layout
from .picture import picture
from .puzzles import BoardPuzzle, ScenarioPuzzle, TinyBoardPuzzle, board_puzzle, grid_of

MODES = ("solo", "puzzle")
#: Each mark character's name, sent to the page (which keeps no table of its own).
MARK_CODES = {char: name for name, char in MARK_CHARS.items()}
#: Every sentence is read in the language of the moment (``core.i18n``).
_ = Catalog("fleet1715")
n_ = _.plural
MARKING = _("Mark the grid: click a cell, or press Enter, to cycle blank, ✗ (no) and ● (yes).")


def board(what: Any = "A", seed: int = 0, language: str | None = None) -> GameWidget:
    """A puzzle board: scenario ``what`` (a letter) with all its clue cards face up, or the
    tiny puzzle ``what`` (a ``TinyPuzzle`` or its name in ``TINY``); an empty grid, in
    ``language`` (``None``: the notebook's)."""
    Table = table_class(GAME)
    puzzle = board_puzzle(what)
    letter = puzzle.letter if isinstance(puzzle, ScenarioPuzzle) else LETTERS[0]
    table = Table(seed=seed, variant=letter, language=language)
    return widget_class(Table.game)(table=table, mode="puzzle", puzzle=puzzle)


def puzzle_board_of(table: Any) -> GameWidget:
    """The puzzle board of a solo table's scenario and seed, every clue card face up."""
    return board(table.variant, table.seed)


class Fleet1715Widget(GameWidget):
    """The logic grid, the clue cards, hints, checks and the walkthrough player."""

    clues = traitlets.List().tag(sync=True)
    tutor = traitlets.Dict().tag(sync=True)

    def __init__(self, table: Any, seat: int | None = 0, hotseat: bool = False,
                 pace: float = 0.7, mode: str = "solo", puzzle: BoardPuzzle | None = None,
                 **kwargs: Any) -> None:
        if mode not in MODES:
            raise ValueError(f"A Fleet 1715 board is 'solo' or 'puzzle'; got {brief(mode)}.")
        if hotseat:
            raise ValueError("Fleet 1715 is a solo game: there is no hot seat.")
        if mode == "puzzle" and puzzle is None:
            puzzle = ScenarioPuzzle(table.variant)
        #: What the puzzle board shows (``None`` in the solo game).
        self.puzzle: BoardPuzzle | None = puzzle if mode == "puzzle" else None
        self._skip = 0
        self._steps: dict[tuple[Clue, ...], tuple[Step, ...]] = {}
        self._prepare(table)
        super().__init__(table, seat=seat, hotseat=False, pace=pace, **kwargs)

    # -- the table ---------------------------------------------------------------
    def _prepare(self, table: Any) -> None:
        """A scenario's puzzle board turns every clue card face up before the person
        plays (a tiny puzzle's clues are not cards: its table only keeps the marks)."""
        if isinstance(self.puzzle, ScenarioPuzzle):
            while table.state.pile and table.outcome is None:
                table.play(Draw(), respond=False)
        self._start = len(table.actions)
        self._skip = len(table.log_for(0))

    @property
    def mode(self) -> str:
        return "solo" if self.puzzle is None else "puzzle"

    def numbers(self) -> tuple[int, ...]:
        """The clues face up as the page numbers them: card numbers (a tiny puzzle's
        clues: 1, 2, ...), in the order the page lists them (clue 1, 2, ...)."""
        return self.table.state.drawn if self.puzzle is None else self.puzzle.numbers

    def clue_list(self) -> tuple[Clue, ...]:
        if self.puzzle is None:
            return tuple(card(n).clue for n in self.numbers())
        return self.puzzle.clues

    def grid(self) -> Grid:
        """The person's marks as a grid."""
        return grid_of(self.table.state.marks)

    def solved(self) -> bool:
        """Solo: the grid handed in is the solution; a puzzle: the marks solve it."""
        if self.puzzle is None:
            return self.table.state.result == SOLVED
        return self.puzzle.solved(self.table.state.marks)

    def offered(self) -> list[Any]:
        # Marks travel as "mark" messages: only drawing and handing in are legal entries.
        if self.puzzle is not None:
            return []
        return [a for a in self.table.legal() if type(a) is not Mark]

    # -- messages ------------------------------------------------------------------
    def _mark(self, payload: dict[str, Any]) -> None:
        c, value = payload.get("cell"), payload.get("value")
        if type(c) is not int or not 0 <= c < CELLS:
            raise MessageError(f"The board asked to mark {brief(c)}, which is no cell of the "
                               "grid.")
        if not isinstance(value, str) or value not in MARK_NAMES:
            raise MessageError(f"A mark is blank, no or yes; got {brief(value)}.")
        if self.table.outcome is not None:
            raise MessageError(str(_("The game is over: start a new game to play again.")))
        if self.puzzle is not None:
            if self.solved():
                raise MessageError(str(_("The puzzle is solved: undo a mark to change the "
                                         "grid, or start a new game.")))
            if c not in self.puzzle.cells:
                raise MessageError(str(_("{cell} is not in this puzzle's grid: it joins only "
                                         "the {categories}.", cell=cell_text(c),
                                         categories=joined([CATEGORY_WORDS[k] for k in
                                                            self.puzzle.categories]))))
        self.play(Mark(c, value))

    def _hint(self, payload: dict[str, Any]) -> None:
        level = payload.get("level")
        if type(level) is not int or level not in (1, 2, 3):
            raise MessageError(f"A hint's level is 1, 2 or 3; got {brief(level)}.")
        puzzle, grid = self.puzzle, self.grid()
        found = self._tutor_call(lambda: hint_from_known(self.clue_list(), grid, level)
                                 if puzzle is None else puzzle.hint(grid, level))
        self._show({"kind": "hint", "ply": self.ply, "level": found.level, "text": found.text,
                    "cards": self._cards(found.clues), "cells": list(found.cells)})

    def _check(self, _payload: dict[str, Any]) -> None:
        puzzle, grid = self.puzzle, self.grid()
        text, mistakes = self._tutor_call(lambda: check_from_drawn(self.clue_list(), grid)
                                          if puzzle is None else puzzle.check(grid))
        self._show({"kind": "check", "ply": self.ply, "text": text,
                    "mistakes": [{"cell": m.fact.cell, "value": m.fact.value,
                                  "cards": self._cards(m.clues), "text": m.text}
                                 for m in mistakes]})

    def steps(self) -> tuple[Step, ...]:
        """The walkthrough of the clues face up (the explainer's steps, from a blank grid)."""
        clues, puzzle = self.clue_list(), self.puzzle
        if clues not in self._steps:
            self._steps[clues] = self._tutor_call(
                lambda: explain(clues) if puzzle is None else puzzle.explain())
        return self._steps[clues]

    def _walk(self, payload: dict[str, Any]) -> None:
        k = payload.get("step")
        steps = self.steps()
        if type(k) is not int or not 0 <= k < len(steps):
            raise MessageError(f"The walkthrough has {plural(len(steps), 'step')}; the board "
                               f"asked for another ({brief(k)}).")
        grid: list[bool | None] = [None] * CELLS
        for step in steps[:k + 1]:
            for fact in step.new:
                grid[fact.cell] = fact.value
        now = steps[k]
        self._show({"kind": "walk", "ply": self.ply, "step": k, "steps": len(steps),
                    "text": now.text, "technique": str(NAMES[now.technique]),
                    "cards": self._cards(now.clues), "cells": list(now.cells),
                    "grid": "".join(CHAR_OF[v] for v in grid)})

    def _close(self, _payload: dict[str, Any]) -> None:
        self._show({})

    def _show(self, tutor: dict[str, Any]) -> None:
        """Show the tutor's answer (``{}``: none), and the status line that goes with it."""
        with self.hold_sync():
            self.error = ""
            self.tutor = tutor
            self.status = self.status_text(self.shown_seat)

    def _scenario(self, payload: dict[str, Any]) -> None:
        letter = payload.get("letter")
        if not isinstance(letter, str) or len(letter) != 1 or letter not in LETTERS:
            raise MessageError(f"The scenarios are A to P; got {brief(letter)}.")
        if isinstance(self.puzzle, TinyBoardPuzzle):
            raise MessageError("This board shows a tiny puzzle: open a scenario's board with "
                               f"fleet1715.board({letter!r}).")
        if self.puzzle is not None:
            self.puzzle = ScenarioPuzzle(letter)
        self._start_again(seed=self.table.seed, variant=letter)

    def on_new_game(self, _payload: dict[str, Any]) -> None:
        self._start_again()

    def _start_again(self, seed: int | None = None, variant: str | None = None) -> None:
        """A new game at the same table object (the notebook's variable stays current)."""
        self.table.new_game(seed, variant)
        self._prepare(self.table)
        self.error = ""
        self.tutor = {}
        self.advance()

    def undo(self) -> None:
        if len(self.table.actions) <= self._start:
            raise MessageError(str(_("There is nothing of yours to undo.")))
        super().undo()

    def status_text(self, seat: int | None) -> str:
        walk = self.tutor if self.tutor.get("kind") == "walk" else None
        if walk is not None:
            return str(_("Walkthrough: step {step} of {steps}. Previous and Next move through "
                         "the steps; “Back to my grid” (or Escape) leaves the walkthrough, and "
                         "your marks are as you left them.", step=walk["step"] + 1,
                         steps=walk["steps"]))
        return self._grid_status(seat)

    def _grid_status(self, seat: int | None) -> str:
        """The status line of the person's own grid (the walkthrough aside)."""
        if self.puzzle is not None:
            if self.solved():
                return self.puzzle.success
            return str(_("{marking} {goal}", marking=MARKING, goal=self.puzzle.goal))
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
    def title(self) -> str:
        """The board's heading line: which puzzle, or how far the solo game is."""
        if self.puzzle is not None:
            return self.puzzle.title
        state = self.table.state
        return str(n_("Scenario {letter}: solo game, {count} of {total} clue cards drawn",
                      "Scenario {letter}: solo game, {count} of {total} clue cards drawn",
                      len(state.drawn), letter=state.scenario,
                      total=len(state.drawn) + len(state.pile)))

    def clue_entries(self) -> list[dict[str, Any]]:
        """The clues face up as the page lists them: number, text, kind, cells, and the
        clue card's number (``None`` for a tiny puzzle's clues, which are no cards)."""
        texts = (tuple(card(n).text for n in self.numbers()) if self.puzzle is None
                 else self.puzzle.texts())
        cards = not isinstance(self.puzzle, TinyBoardPuzzle)
        return [{"number": n, "text": text, "kind": clue.kind, "cells": list(clue.scope),
                 "card": n if cards else None}
                for n, text, clue in zip(self.numbers(), texts, self.clue_list(), strict=True)]

    def sync(self) -> None:
        shown = self.tutor
        if shown and shown.get("ply") != len(self.table.actions) and (
                shown.get("kind") != "walk" or self.table.actions[-1:] == (Draw(),)
                or self.table.outcome is not None):
            self.tutor = {}
        with self.hold_sync(), self.speaking():
            super().sync()
            view = dict(self.view)
            view.pop("solution", None)   # the solution stays in the kernel
            view.pop("drawn", None)      # the cards face up are the `clues` trait
            tiny = isinstance(self.puzzle, TinyBoardPuzzle)
            columns, rows = layout(self.puzzle.categories if self.puzzle else None)
            view.update(mode=self.mode, letters="" if tiny else LETTERS, solved=self.solved(),
                        first=self._start, mark_codes=MARK_CODES, title=self.title(),
                        layout={"rows": list(rows), "columns": list(columns)})
            if tiny:
                view.update(scenario=None, pile=0, cards=len(self.numbers()))
            self.view = view
            cards = self.clue_entries()
            if cards != self.clues:
                self.clues = cards
            self.log = self.table.log_for(self.shown_seat)[self._skip:]

    def picture_html(self) -> str:
        """A still picture of the board as the seat sees it (self-contained HTML, the same
        bytes for the same position): for notebook viewers that run no widgets."""
        with self.speaking():
            return self._picture()

    def _picture(self) -> str:
        return picture(title=self.title(), status=self._grid_status(self.shown_seat),
                       marks=self.grid(),
                       categories=self.puzzle.categories if self.puzzle else None,
                       clues=[(i + 1, entry["text"]) for i, entry in enumerate(self.clues)],
                       solved=bool(self.view.get("solved")),
                       failed=self.table.state.result not in (None, SOLVED))
