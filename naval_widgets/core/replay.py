"""Replays: a game's own board, moved through a finished (or saved) game by a timeline.

``table.replay(seat)`` is the board of the game (``widget_class``: every game's board
draws it, with its own front end) on a read-only copy of the table cut at one position,
``ply`` (0: the deal; ``k``: after the first ``k`` actions). The copy holds the source's
states, actions and log as they were when the replay was made, and a step only cuts
them shorter or longer: nothing is played again. The seat shown sees exactly what it saw
then: the board's traits at ply ``k`` are those of a live board after ``k`` actions (the
conformance suite checks it), but that a replay offers no move (``legal`` is empty).

The page moves the replay with the shell's messages (``core.widget``)::

    {"type": "goto", "payload": {"ply": k}, "ply": n}   show position k
    {"type": "try_again", "payload": {}, "ply": n}      play on from the position shown
    {"type": "back", "payload": {}, "ply": n}           back to the replay (trying again)

and any other (a move, undo, a new game, a game's own notes) is refused with a sentence.
Once shown, the board gives the page its *frames* (``frames``: the traits it sends at
every position, packed as a replay file packs them, ``core.patches.pack``): the page
then shows a position at once and only then sends the ``goto`` (one at a time: the
position shown when the last is answered), whose answer changes nothing on the page
(``js/src/shared/replay_model.js``). ``goto`` from Python moves the page as before.
The ``timeline`` trait tells the page the number of moves, the teacher's comments, the
marks of a review (``review``: the seat's mistakes, by move number; each is shown at the
position its move was made from, the seat to move there), whether the replay may be
tried again from a position (a seat's may: ``retry``) and whether it is (``trying``).
No game shows every hand open at the end (a spectator's view holds none), so a replay
shows the seat's view, or the spectator's, to the last move.

"Try again from here" (``try_again``) puts a live table at the position shown
(``Table.cut``: the same seed, settings and bots, the moves so far played again through
the rules) in the board's hands: it is then the game's own live board for the replay's
seat, every move and bot answer going through the rules as on any board, until ``back``
returns to the replay at the position it left.
"""

from __future__ import annotations

from functools import cache
from html import escape
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, NoReturn

import traitlets

from .catalog import get_language
from .comments import comments_to_save
from .errors import MessageError, TableError
from .game import Game
from .i18n import Catalog
from .page_words import PICTURE_FRAME, PictureWords
from .patches import pack
from .review import MOST, Finding, Mistake, checked, findings, worded
from .standalone import write_standalone
from .widget import GameWidget, Handler, bundle_name, check_pace, page_traits, widget_class
from .words import brief

if TYPE_CHECKING:
    from .actions import Action
    from .table import Table

_ = Catalog("core")

#: The teacher's comment in a replay's static picture.
COMMENT_STYLE = ("margin-top:4px;padding:4px 8px;border-left:4px solid #388e3c;"
                 "white-space:pre-wrap")
#: A review's mistake in a replay's static picture.
MARK_STYLE = "margin-top:4px;padding:4px 8px;border-left:4px solid #b26a00"
#: The traits the page reads from the kernel even while it steps through the frames
#: (``KERNEL_TRAITS`` in ``js/src/shared/replay_model.js``): its answer to the last
#: request, the timeline (comments, marks, trying again) and the frames.
KERNEL_TRAITS = frozenset({"error", "frames", "timeline"})


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
        self._source_class = source._live_class()
        #: The whole game as it was when copied: every state, action and log entry.
        self.whole_states = tuple(source.history)
        self.whole_actions = source.actions
        self.whole_events = tuple(source._events)
        #: The log as read so far, by reader (``_log_upto``): its lines, and where each
        #: position's lines end.
        self._read: dict[tuple[Any, ...], tuple[list[str], list[int]]] = {}
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

    def _live_class(self) -> type[Table]:
        return self._source_class

    def _log_upto(self, count: int, seat: int | None, names: Any, over: bool) -> list[str]:
        """The table's lines of the first ``count`` positions, each position's read once
        by each reader (seat, language, seats' names, end of game): a copy's moves never
        change, and a replay reads its log again at every step (a long game's thousands
        of lines)."""
        reader = (seat, get_language(), tuple(map(str, names)), over)
        lines, ends = self._read.setdefault(reader, ([], []))
        for ply in range(len(ends), count):
            lines.extend(self._log_lines(ply, seat, names, over))
            ends.append(len(lines))
        return lines[:ends[count - 1]] if count else []

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
    ``last``; the ``ply`` trait says where it is; ``review`` marks the seat's mistakes,
    ``try_again`` plays on from the position shown and ``back`` returns. Made by
    ``table.replay(seat)``."""

    #: The traits the board sends at every position (``positions``) but the kernel's own
    #: (``KERNEL_TRAITS``), packed (``core.patches.pack``): the page steps through them
    #: without asking. ``{}`` until the board is first shown (``give_frames``).
    frames = traitlets.Dict().tag(sync=True)

    def __init__(self, table: Table, seat: int | None = None, language: str | None = None,
                 **kwargs: Any) -> None:
        if not isinstance(getattr(type(table), "game", None), Game):
            raise ValueError(f"A replay is made from a table; got {brief(table)}.")
        cut = cut_class(type(table))(table)
        cut.move_to(0)
        #: The read-only copy of the game the replay steps through.
        self.replayed = cut
        #: The live table tried from a position (``try_again``), or ``None``.
        self.trial: Table | None = None
        #: The seat's mistakes the timeline marks (``review``), not yet in words.
        self.findings: list[Finding] = []
        #: Whether the board was shown, so that the page is to have its frames.
        self.paged = False
        super().__init__(cut, seat=seat, hotseat=False, pace=0, language=language, **kwargs)

    # -- moving through the game ---------------------------------------------------
    @property
    def plies(self) -> int:
        """The number of moves of the game replayed."""
        return self.replayed.plies

    @property
    def trying(self) -> bool:
        """Whether the board plays on from a position (``try_again``) until ``back``."""
        return self.trial is not None

    def goto(self, ply: int) -> None:
        """Show position ``ply`` (0: the deal; ``plies``: the end); ``TableError`` for a
        position the game does not have, or while trying again."""
        with self.speaking():
            self._check_replaying()
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

    # -- the seat's mistakes ---------------------------------------------------------
    def review(self, most: int = MOST) -> list[Mistake]:
        """Review the seat's moves (``core.review``: at most ``most`` mistakes, the
        largest first) and mark them on the timeline, each move by its sentence, shown at
        the position it was made from (``mark``); the mistakes, in the board's language.
        ``TableError`` for a spectator's replay."""
        cut = self.replayed
        with self.speaking():
            seat, most = checked(cut.game, cut.state, self.seat, most)
        self.findings = findings(cut.game, cut.seed, cut.whole_states, cut.whole_actions,
                                 seat)[:most]
        self.sync()
        return self.mistakes()

    def mistakes(self) -> list[Mistake]:
        """The mistakes the timeline marks (``review``), in the board's language."""
        with self.speaking():
            return worded(self.replayed.game, self.replayed.whole_states, self.findings)

    @property
    def mark(self) -> str:
        """The sentence of the mistake made from the position shown, the next move's
        (``""``: none): shown where the seat was to move, so that trying again from
        there plays that move again."""
        return str(self.timeline["marks"].get(str(self.ply + 1), ""))

    # -- trying again from a position ----------------------------------------------------
    def try_again(self, pace: float = 0.7) -> None:
        """Play on from the position shown: the board becomes the game's live board for
        the replay's seat, on a new table at this position (``Table.cut``: a person plays
        that seat, a bot that played it stands down) whose bots answer ``pace`` seconds
        apart, until ``back``. ``TableError`` for a spectator's
        replay (no seat to play) or while trying already."""
        check_pace(pace)
        with self.speaking():
            self._check_replaying()
            if self.seat is None:
                raise TableError(str(_("A spectator's replay has no seat to play: open the "
                                       "replay of a seat to try again from a position.")))
        self.trial = self.table = self.replayed.cut(self.replayed.ply, person=self.seat)
        self.pace = pace
        self.error = ""
        self.advance()

    def back(self) -> None:
        """Back to the replay, at the position tried from; ``TableError`` when not trying
        again."""
        if self.trial is None:
            with self.speaking():
                raise TableError(str(_("The board shows the replay already.")))
        self.trial, self.table = None, self.replayed
        self.pace = 0
        self.busy = False
        self.error = ""
        self.sync()
        self.give_frames()

    def _check_replaying(self) -> None:
        """``TableError`` while the board plays on from a position."""
        if self.trial is not None:
            raise TableError(trying_refusal())

    # -- messages from the page ------------------------------------------------------
    def read_message(self, content: Any) -> tuple[str, dict[str, Any]]:
        if (isinstance(content, dict) and isinstance(content.get("type"), str)
                and content["type"] not in self.answers()):
            raise MessageError(refusal() if self.trial is None else trying_refusal())
        return super().read_message(content)

    def on_goto(self, payload: dict[str, Any]) -> None:
        try:
            self.goto(payload.get("ply"))  # type: ignore[arg-type]  # checked by goto
        except TableError as err:
            raise MessageError(str(err)) from None

    def on_try_again(self, _payload: dict[str, Any]) -> None:
        try:
            self.try_again(self.pace_tried)
        except TableError as err:
            raise MessageError(str(err)) from None

    def on_back(self, _payload: dict[str, Any]) -> None:
        self.back()

    #: The messages of a replay; trying again, those of the game's board (``answers``).
    handlers: ClassVar[dict[str, Handler]] = {"goto": on_goto, "try_again": on_try_again}
    #: The seconds between the bots' answers on a board tried from the page.
    pace_tried: ClassVar[float] = 0.7

    def answers(self) -> dict[str, Handler]:
        """A replay's messages; trying again, the board's own but a new game, and
        ``back``."""
        if self.trial is None:
            return self.handlers
        board = {kind: answer for kind, answer in super().handlers.items()
                 if kind != "new_game"}
        return {**board, "back": Replay.on_back}

    # -- a replay plays nothing ----------------------------------------------------------
    def offered(self) -> list[Any]:
        return [] if self.trial is None else super().offered()

    def undo(self) -> None:
        if self.trial is None:
            self.table.undo()  # the replay's copy refuses it
        else:
            super().undo()

    # -- the frames: every position, for the page ------------------------------------
    def positions(self) -> list[dict[str, Any]]:
        """The traits the page is sent at each position, from the deal to the end
        (``page_traits``, the frames aside), made by stepping the board through the game;
        it is left at the position shown, its error line as it was. ``TableError``
        while trying again."""
        with self.speaking():
            self._check_replaying()
        shown, error = self.ply, self.error
        positions = []
        with self.hold_sync():
            try:
                for ply in range(self.plies + 1):
                    self.goto(ply)
                    positions.append({name: value for name, value in page_traits(self).items()
                                      if name != "frames"})
            finally:
                self.goto(shown)
                self.error = error
        return positions

    def give_frames(self) -> None:
        """Give the page its frames (``frames``) once the board is shown (``paged``),
        unless it has them or the board plays on from a position (``back`` gives them
        then): every position as ``positions`` makes it, but for the traits the page
        keeps reading from the kernel."""
        if not self.paged or self.frames or self.trial is not None:
            return
        self.frames = pack([{name: value for name, value in traits.items()
                             if name not in KERNEL_TRAITS} for traits in self.positions()])

    def set_language(self, language: str | None) -> None:
        """Speak ``language`` from now on (``None``: the table's): the frames too."""
        super().set_language(language)
        if self.frames:
            self.frames = {}
            self.give_frames()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        self.paged = True
        self.give_frames()
        return super()._repr_mimebundle_(**kwargs)

    def preview_outputs(self) -> list[dict[str, Any]]:
        self.paged = True
        self.give_frames()
        return super().preview_outputs()

    # -- traits ------------------------------------------------------------------------
    def sync(self) -> None:
        with self.hold_sync():
            self.timeline = self.timeline_now()
            super().sync()

    def timeline_now(self) -> dict[str, Any]:
        """The ``timeline`` trait: the number of moves, the comments by ply
        (``{"3": "text"}``), the review's marks by ply (each its mistake's sentence, in
        the board's language), whether the replay may be tried again from a position
        (``retry``: it shows a seat) and whether it is (``trying``)."""
        cut = self.replayed
        return {"plies": cut.plies, "comments": comments_to_save(cut.comments),
                "marks": {str(mistake.ply): str(mistake) for mistake in self.mistakes()},
                "retry": self.seat is not None, "trying": self.trial is not None}

    # -- outside a live notebook ----------------------------------------------------
    def picture_html(self) -> str | None:
        """The board's static picture at the position shown, under a line saying which
        it is and the teacher's comment on it (``GameWidget.picture_html``); trying
        again, the live board's."""
        board = super().picture_html()
        if board is None or self.trial is not None:
            return board
        words = PictureWords(self.words)
        place = (words("replay.deal", plies=self.plies) if self.ply == 0 else
                 words("replay.position", ply=self.ply, plies=self.plies))
        lines = [f'<div style="{PICTURE_FRAME};margin-bottom:6px"><b>{words("replay")}</b>'
                 f" · {place}"]
        if self.comment:
            lines.append(f'<div style="{COMMENT_STYLE}">{escape(self.comment)}</div>')
        if self.mark:
            lines.append(f'<div style="{MARK_STYLE}">{escape(self.mark)}</div>')
        return "".join([*lines, "</div>", board])

    def to_html(self, path: str | PathLike[str], title: str | None = None) -> Path:
        """Write this replay as one self-contained HTML file (``core.standalone``) and
        return its path: the board at every position as this replay's seat saw it, with
        the teacher's comments and the bots' reasons, opening at the position shown. It
        needs no kernel and no network, so it offers no "try again". ``title``: the
        page's (the game's by default). ``ExportError`` (a ``ValueError``) when it cannot
        be written, ``TableError`` while trying again; the replay keeps showing the same
        position."""
        frames = [{**traits, "timeline": {**traits["timeline"], "retry": False}}
                  for traits in self.positions()]
        game = self.table.game
        return write_standalone(path, bundle_name(game), frames,
                                game.title if title is None else title, self.language,
                                start=self.ply)

    def __repr__(self) -> str:
        trying = " trying again" if self.trial is not None else ""
        return (f"<Replay of {self.replayed.game.name} seat={self.seat} "
                f"ply={self.replayed.ply}/{self.plies}{trying}>")


def trying_refusal() -> str:
    """Why a board trying again from a position refuses a replay's request."""
    return str(_("The board plays on from a position of the replay: “Back to the replay” "
                 "(back()) returns to it."))


def replay_class(game: Game) -> type[Replay]:
    """The replay board of ``game``: its own board class in replay mode."""
    return _replaying(widget_class(game))


@cache
def _replaying(board: type[GameWidget]) -> type[Replay]:
    """``board`` in replay mode (one class a board class)."""
    return type(f"{board.__name__.removesuffix('Widget')}Replay", (Replay, board),
                {"__module__": __name__})
