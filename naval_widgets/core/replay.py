"""Replays: a game's own board, moved through a finished (or saved) game by a timeline.

``table.replay(seat)`` is the board of the game (``widget_class``: every game's board
draws it, with its own front end) on a read-only copy of the table cut at one position,
``ply`` (0: the deal; ``k``: after the first ``k`` actions). The copy holds the source's
states, actions and log as they were when the replay was made, and a step only cuts
them shorter or longer: nothing is played again. The seat shown sees exactly what it saw
then: the board's traits at ply ``k`` are those of a live board after ``k`` actions (the
conformance suite checks it), but that a replay offers no move (``legal`` is empty).

The page moves the replay with one message, the shell's (``core.widget``)::

    {"type": "goto", "payload": {"ply": k}, "ply": n}   show position k

and any other (a move, undo, a new game, a game's own notes) is refused with a sentence.
The ``timeline`` trait tells the page the number of moves and the teacher's comments.
No game shows every hand open at the end (a spectator's view holds none), so a replay
shows the seat's view, or the spectator's, to the last move.
"""

from __future__ import annotations

from functools import cache
from html import escape
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

from .comments import comments_to_save
from .errors import MessageError, TableError
from .game import Game
from .i18n import Catalog
from .page_words import PICTURE_FRAME, PictureWords
from .standalone import write_standalone
from .widget import GameWidget, Handler, bundle_name, page_traits, widget_class
from .words import brief

if TYPE_CHECKING:
    from .actions import Action
    from .table import Table

_ = Catalog("core")

#: The teacher's comment in a replay's static picture.
COMMENT_STYLE = ("margin-top:4px;padding:4px 8px;border-left:4px solid #388e3c;"
                 "white-space:pre-wrap")


def refusal() -> str:
    """Why a replay takes no move, in the language of the moment."""
    return str(_("This is a replay: it shows a game already played and takes no move. "
                 "Open the table's board, table.widget(), to play."))


class TableCut:
    """A read-only copy of a table, cut at position ``ply`` (``move_to``): the table a
    replay's board reads. No bot plays in it (their names and reasons stay, read as the
    seat shown could read them at that position), and it refuses every move, undo and
    comment.

    It comes before the source's own table class (``cut_class``), whose methods read the
    cut lists; the table module does not import this one (it opens replays)."""

    def __init__(self, source: Table) -> None:
        self.__dict__.update(source.__dict__)   # the settings: seed, setup, language...
        # The bots' names stay (a reason line names its bot); no bot plays here.
        self.bots = {}
        self._bot_rngs = {}
        self._comments = source.comments
        #: The whole game as it was when copied: every state, action and log entry.
        self.whole_states = tuple(source.history)
        self.whole_actions = source.actions
        self.whole_events = tuple(source._events)
        self.move_to(len(self.whole_actions))

    @property
    def plies(self) -> int:
        """The number of moves of the whole game."""
        return len(self.whole_actions)

    @property
    def ply(self) -> int:
        """The position shown: the number of actions played to reach it."""
        return len(self._actions)

    def move_to(self, ply: int) -> None:
        """Show position ``ply`` (checked by the replay)."""
        self._states = list(self.whole_states[:ply + 1])
        self._actions = list(self.whole_actions[:ply])
        self._events = list(self.whole_events[:ply + 1])

    def _refuse(self) -> NoReturn:
        with self.speaking():  # type: ignore[attr-defined]  # the table's
            raise TableError(refusal())

    def play(self, action: Action | str, respond: bool = True) -> None:
        self._refuse()

    def _push(self, action: Action) -> None:
        self._refuse()

    def undo(self) -> Action:
        self._refuse()

    def comment(self, ply: int, text: str) -> None:
        self._refuse()

    def new_game(self, seed: int | None = None, variant: str | None = None) -> None:
        self._refuse()


@cache
def cut_class(kind: type[Table]) -> type[Any]:
    """The read-only copy of tables of class ``kind`` (one class a table class)."""
    if issubclass(kind, TableCut):
        return kind
    return type(f"{kind.__name__}Cut", (TableCut, kind), {"__module__": __name__})


class Replay(GameWidget):
    """A game's board in replay mode: ``goto(ply)``, ``first``, ``previous``, ``next``,
    ``last``; the ``ply`` trait says where it is. Made by ``table.replay(seat)``."""

    def __init__(self, table: Table, seat: int | None = None, language: str | None = None,
                 **kwargs: Any) -> None:
        if not isinstance(getattr(type(table), "game", None), Game):
            raise ValueError(f"A replay is made from a table; got {brief(table)}.")
        cut = cut_class(type(table))(table)
        cut.move_to(0)
        # The number of moves, the comments by ply ({"3": "text"}) and the marks of a
        # review (none yet): the page draws the timeline from them.
        timeline = {"plies": cut.plies, "comments": comments_to_save(cut.comments),
                    "marks": {}}
        super().__init__(cut, seat=seat, hotseat=False, pace=0, language=language,
                         timeline=timeline, **kwargs)

    # -- moving through the game ---------------------------------------------------
    @property
    def plies(self) -> int:
        """The number of moves of the game replayed."""
        return int(self.timeline["plies"])

    def goto(self, ply: int) -> None:
        """Show position ``ply`` (0: the deal; ``plies``: the end); ``TableError`` for a
        position the game does not have."""
        with self.speaking():
            if type(ply) is not int or not 0 <= ply <= self.plies:
                raise TableError(str(_("This replay goes from 0 (the deal) to move {plies}; "
                                       "got {ply}.", plies=self.plies, ply=brief(ply))))
        self.table.move_to(ply)
        self.error = ""
        self.sync()

    def first(self) -> None:
        """Show the deal."""
        self.goto(0)

    def previous(self) -> None:
        """Show the position one move earlier (the deal stays)."""
        self.goto(max(0, self.ply - 1))

    def next(self) -> None:
        """Show the position one move later (the end stays)."""
        self.goto(min(self.plies, self.ply + 1))

    def last(self) -> None:
        """Show the end of the game."""
        self.goto(self.plies)

    @property
    def comment(self) -> str:
        """The teacher's comment on the move shown (``""``: none)."""
        return str(self.timeline["comments"].get(str(self.ply), ""))

    # -- messages from the page ------------------------------------------------------
    def read_message(self, content: Any) -> tuple[str, dict[str, Any]]:
        if (isinstance(content, dict) and isinstance(content.get("type"), str)
                and content["type"] not in self.handlers):
            raise MessageError(refusal())
        return super().read_message(content)

    def on_goto(self, payload: dict[str, Any]) -> None:
        try:
            self.goto(payload.get("ply"))  # type: ignore[arg-type]  # checked by goto
        except TableError as err:
            raise MessageError(str(err)) from None

    handlers: ClassVar[dict[str, Handler]] = {"goto": on_goto}

    # -- a replay plays nothing ----------------------------------------------------------
    def offered(self) -> list[Any]:
        return []

    def play(self, action: Any) -> None:
        self.table.play(action)

    def undo(self) -> None:
        self.table.undo()

    # -- outside a live notebook ----------------------------------------------------
    def picture_html(self) -> str | None:
        """The board's static picture at the position shown, under a line saying which
        it is and the teacher's comment on it (``GameWidget.picture_html``)."""
        board = super().picture_html()
        if board is None:
            return None
        words = PictureWords(self.words)
        place = (words("replay.deal", plies=self.plies) if self.ply == 0 else
                 words("replay.position", ply=self.ply, plies=self.plies))
        lines = [f'<div style="{PICTURE_FRAME};margin-bottom:6px"><b>{words("replay")}</b>'
                 f" · {place}"]
        if self.comment:
            lines.append(f'<div style="{COMMENT_STYLE}">{escape(self.comment)}</div>')
        return "".join([*lines, "</div>", board])

    def to_html(self, path: str | PathLike[str], title: str | None = None) -> Path:
        """Write this replay as one self-contained HTML file (``core.standalone``) and
        return its path: the board at every position as this replay's seat saw it, with
        the teacher's comments and the bots' reasons, opening at the position shown. It
        needs no kernel and no network. ``title``: the page's (the game's by default).
        ``ExportError`` (a ``ValueError``) when it cannot be written; the replay keeps
        showing the same position."""
        shown = self.ply
        frames = []
        with self.hold_sync():
            try:
                for ply in range(self.plies + 1):
                    self.goto(ply)
                    frames.append(page_traits(self))
            finally:
                self.goto(shown)
        game = self.table.game
        return write_standalone(path, bundle_name(game), frames,
                                game.title if title is None else title, self.language,
                                start=shown)

    def __repr__(self) -> str:
        return (f"<Replay of {self.table.game.name} seat={self.seat} "
                f"ply={self.ply}/{self.plies}>")


def replay_class(game: Game) -> type[Replay]:
    """The replay board of ``game``: its own board class in replay mode."""
    return _replaying(widget_class(game))


@cache
def _replaying(board: type[GameWidget]) -> type[Replay]:
    """``board`` in replay mode (one class a board class)."""
    return type(f"{board.__name__.removesuffix('Widget')}Replay", (Replay, board),
                {"__module__": __name__})
