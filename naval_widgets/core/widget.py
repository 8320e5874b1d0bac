"""GameWidget: the anywidget bridge between a Table and the page.

The page receives only one seat's view, the legal actions as display
entries, and the log redacted for that seat. It sends back the index of the
action the person chose together with the ``ply`` it was chosen at; the
kernel checks everything, applies the action and lets the bots answer one
move at a time, paced so a person can follow them.
"""

from __future__ import annotations

import asyncio
import dataclasses
import importlib
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from .errors import IllegalAction, MessageError
from .game import Game
from .table import Table

STATIC = Path(__file__).resolve().parent.parent / "static"
LOG_LINES = 10


class GameWidget(anywidget.AnyWidget):
    """A board for one seat of a Table (or two people at one screen, ``hotseat``)."""

    game = traitlets.Unicode().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    log = traitlets.List().tag(sync=True)
    status = traitlets.Unicode().tag(sync=True)
    error = traitlets.Unicode().tag(sync=True)
    ply = traitlets.Int(0).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    curtain = traitlets.Bool(False).tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)

    def __init__(self, table: Table, seat: int | None = 0, hotseat: bool = False,
                 pace: float = 0.7, **kwargs: Any) -> None:
        super().__init__(game=table.game.name, hotseat=hotseat, **kwargs)
        if hotseat and table.bots:
            raise ValueError("A hot-seat board is for people only: make the table without bots.")
        self.table = table
        self.seat = seat
        self.pace = pace
        self._shown_seat = table.to_move if hotseat else seat
        self.on_msg(self._on_custom_msg)
        self._advance()

    # -- messages from the page ---------------------------------------------
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """Act on one message from the page; a bad one sets ``error`` and changes nothing."""
        try:
            self._dispatch(content)
        except (IllegalAction, MessageError) as err:
            self.error = err.message if isinstance(err, IllegalAction) else str(err)

    def _dispatch(self, content: Any) -> None:
        if not isinstance(content, dict) or not isinstance(content.get("type"), str):
            raise MessageError("The board sent a message the game cannot read.")
        kind = content["type"]
        if kind == "act":
            self._act(content)
        elif kind == "new_game":
            self.table.new_game()
            self.error = ""
            self._shown_seat = self.table.to_move if self.hotseat else self.seat
            self._advance()
        elif kind == "undo":
            self._undo()
        elif kind == "reveal":
            self.curtain = False
            self._sync()
        else:
            raise MessageError(f"The board sent an unknown request {kind!r}.")

    def _act(self, content: dict[str, Any]) -> None:
        index, ply = content.get("index"), content.get("ply")
        if type(index) is not int or type(ply) is not int:
            raise MessageError("A move must carry a whole-number 'index' and 'ply'.")
        if self.busy or ply != len(self.table.actions) or self.curtain:
            raise MessageError("That choice was made for an earlier position; the board has "
                               "changed since, so nothing was played. Choose again.")
        if self.table.outcome is not None:
            raise MessageError("The game is over: start a new game to play again.")
        if self.table.to_move != self._shown_seat:
            raise MessageError("It is not your turn.")
        legal = self.offered()
        if not 0 <= index < len(legal):
            raise MessageError(f"There is no move number {index}; there are {len(legal)}.")
        self.play(legal[index])

    def offered(self) -> list[Any]:
        """The legal actions the page offers as ``legal`` entries (all, unless a game's
        widget sends some by messages of their own)."""
        return self.table.legal()

    def play(self, action: Any) -> None:
        """Play ``action`` for the seat shown, as a click would (errors land in ``error``)."""
        try:
            self.table.play(action, respond=False)
        except IllegalAction as err:
            self.error = err.message
            return
        self.error = ""
        self._advance()

    def _undo(self) -> None:
        if self.busy:
            raise MessageError("Wait for the bot to finish its move before undoing.")
        try:
            self.table.undo()
        except IndexError as err:
            raise MessageError(str(err)) from None
        self.error = ""
        self._advance()

    # -- bots and turns ------------------------------------------------------
    def _advance(self) -> None:
        """Show the position; let a bot move next, now or after ``pace`` seconds."""
        table = self.table
        if table.bot_to_move():
            self.busy = True
            self._sync()
            self._later(self._bot_move)
            return
        self.busy = False
        if self.hotseat and table.outcome is None and table.to_move != self._shown_seat:
            self._shown_seat = table.to_move
            self.curtain = True
        self._sync()

    def _bot_move(self) -> None:
        self.table.step_bot()
        self._advance()

    def _later(self, callback: Any) -> None:
        if self.pace <= 0:
            callback()
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            callback()
            return
        loop.call_later(self.pace, callback)

    # -- traits ---------------------------------------------------------------
    def _sync(self) -> None:
        table, game = self.table, self.table.game
        hidden = self.curtain
        seat = None if hidden else self._shown_seat
        with self.hold_sync():
            self.view = table.view(seat)
            mine = not hidden and not self.busy and table.to_move == seat
            self.legal = legal_entries(game, table, self.offered()) if mine else []
            self.log = table.log_for(seat)[-LOG_LINES:]
            self.ply = len(table.actions)
            self.status = self._status(seat)

    def _status(self, seat: int | None) -> str:
        table = self.table
        outcome = table.outcome
        if outcome is not None:
            return outcome.reason
        mover = table.to_move
        if self.curtain:
            return f"Player {mover + 1}: your turn. Click when the other player looks away."
        if self.busy:
            return f"Player {mover + 1} (bot) is playing…"
        if mover == seat:
            who = f"Player {seat + 1}, your" if self.hotseat else "Your"
            return f"{who} turn: {table.game.prompt(table.state)}"
        return f"Waiting for Player {mover + 1}."

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat={self.seat} hotseat={self.hotseat}>"


def legal_entries(game: Game, table: Table,
                  actions: list[Any] | None = None) -> list[dict[str, Any]]:
    """The legal actions as the page shows them; the page sends back an index.

    To keep each move's sync small (at most 4 KB), empty fields are left out,
    and the notation (``text``) and full sentence (``label``) are sent only for
    actions the page cannot name from their card and target alone: those with
    an ``option`` or without a card. ``actions``: the ones to list (all legal ones by
    default).
    """
    entries = []
    for action in table.legal() if actions is None else actions:
        entry = {k: v for k, v in dataclasses.asdict(game.legal_entry(action)).items()
                 if v is not None}
        if "option" in entry or "card" not in entry or "cell" not in entry:
            entry["text"] = action.notation()
            entry["label"] = table.describe(action)
        entries.append(entry)
    return entries


_WIDGETS: dict[str, type[GameWidget]] = {}


def widget_base(game: Game) -> type[GameWidget]:
    """The class a game's widget derives from: ``GameWidget``, or the game's own
    ``widget_base`` (a class, or ``"module:Class"`` imported when first needed)."""
    base = getattr(game, "widget_base", None)
    if base is None:
        return GameWidget
    if isinstance(base, str):
        module, _, attr = base.partition(":")
        base = getattr(importlib.import_module(module), attr)
    if not (isinstance(base, type) and issubclass(base, GameWidget)):
        raise TypeError(f"{game.name}'s widget_base must be a GameWidget subclass.")
    return base


def widget_class(game: Game) -> type[GameWidget]:
    """The widget class of ``game``: its bundle is ``static/<game>.js``."""
    if game.name not in _WIDGETS:
        name = "".join(part.title() for part in game.name.split("_")) + "Widget"
        _WIDGETS[game.name] = type(name, (widget_base(game),), {
            "_esm": STATIC / f"{game.name}.js", "__module__": __name__})
    return _WIDGETS[game.name]
