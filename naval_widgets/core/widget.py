"""GameWidget: the anywidget bridge between a Table and the page.

The page receives only one seat's view, the legal actions as the game's own
entries, and the log redacted for that seat. Every message it sends is
``{"type": kind, "payload": {...}, "ply": n}``: ``ply`` is the ``ply`` trait
the page saw, and a message sent for an earlier position is refused. The
kernel looks ``kind`` up in ``handlers`` (a game's widget extends the table),
checks everything, applies the action and lets the bots answer one move at
a time, paced so a person can follow them. The page changes no trait itself.

The core's messages::

    {"type": "act", "payload": {"index": i}, "ply": n}   legal entry i
    {"type": "undo", "payload": {}, "ply": n}
    {"type": "new_game", "payload": {}, "ply": n}
    {"type": "reveal", "payload": {}, "ply": n}          lift the hot-seat curtain

A replay (``core.replay``) takes none of these but its own, ``goto``.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable, Iterable
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar

import anywidget
import traitlets

from .declaration import load
from .errors import IllegalAction, MessageError
from .game import Game, check_seat
from .i18n import Catalog, check_language, using
from .words import brief, clip

_ = Catalog("core")
n_ = _.plural

if TYPE_CHECKING:
    from .table import Table

STATIC = Path(__file__).resolve().parent.parent / "static"

Handler = Callable[["GameWidget", dict[str, Any]], None]

#: The name under which ``hold`` holds back the status line.
STATUS = "status"

#: Whether a bot may think in a worker thread (Pyodide, in the browser, has none).
THREADS = sys.platform != "emscripten"

#: Synced traits every ipywidget has; the boards do not read them.
IPYWIDGET_TRAITS = ("layout", "tabbable", "tooltip")


class GameWidget(anywidget.AnyWidget):
    """A board for one seat of a Table (or people taking turns at one screen, ``hotseat``)."""

    game = traitlets.Unicode().tag(sync=True)
    view = traitlets.Dict().tag(sync=True)
    legal = traitlets.List().tag(sync=True)
    log = traitlets.List().tag(sync=True)
    status = traitlets.Unicode().tag(sync=True)
    error = traitlets.Unicode().tag(sync=True)
    ply = traitlets.Int(0).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    #: Why the bot played the last move, after its seat and name, as the seat shown may read
    #: it ("" when no reason).
    reason = traitlets.Unicode("").tag(sync=True)
    #: The hot-seat curtain's words while it hides the next seat's cards ("" when lifted).
    curtain = traitlets.Unicode("").tag(sync=True)
    hotseat = traitlets.Bool(False).tag(sync=True)
    #: The language the board speaks, and the page's own words in it (``page_words``).
    language = traitlets.Unicode("en").tag(sync=True)
    words = traitlets.Dict().tag(sync=True)
    #: A replay's moves and comments (``core.replay``), drawn as its timeline; empty on a
    #: live board.
    timeline = traitlets.Dict().tag(sync=True)
    #: How many moves Undo leaves on the table: a lesson's board starts at a prepared
    #: position, and Undo never takes back the moves that set it.
    undo_floor: int = 0

    def __init__(self, table: Table, seat: int | None = 0, hotseat: bool = False,
                 pace: float = 0.7, language: str | None = None, hold: Iterable[str] = (),
                 **kwargs: Any) -> None:
        if type(hotseat) is not bool:
            raise ValueError(f"'hotseat' is True or False; got {brief(hotseat)}.")
        if hotseat and table.bots:
            raise ValueError("A hot-seat board is for people only: make the table without bots.")
        check_pace(pace)
        check_seat(table.game, table.state, seat)
        #: The view's fields held back from the page and the picture (``release``);
        #: ``"status"`` holds back the status line too (it may name the winner).
        self.held = check_hold(hold)
        #: The board's language; ``None``: the table's (and then the notebook's).
        self.speech = None if language is None else check_language(language)
        super().__init__(game=table.game.name, hotseat=hotseat, **kwargs)
        self.table = table
        self.seat = seat
        self.pace = pace
        # Hot seat: nobody's hand is shown yet, so the first turn starts behind the curtain too.
        self._shown_seat = None if hotseat else seat
        self.on_msg(self._on_custom_msg)
        self.advance()

    # -- the page writes no trait ---------------------------------------------
    def set_state(self, sync_data: dict[str, Any]) -> None:
        """Refuse trait changes from the page (it could learn what it may not see):
        every request is a message; the kernel's values are sent back."""
        self.send_state([key for key in sync_data if key in self.keys])

    # -- messages from the page ---------------------------------------------
    def _on_custom_msg(self, _widget: Any, content: Any, _buffers: Any) -> None:
        self.handle_message(content)

    def handle_message(self, content: Any) -> None:
        """Act on one message from the page; a bad one sets ``error`` and changes nothing."""
        with self.speaking():
            try:
                kind, payload = self.read_message(content)
                self.answers()[kind](self, payload)
            except (IllegalAction, MessageError) as err:
                self.error = clip(err.message if isinstance(err, IllegalAction) else str(err))

    def read_message(self, content: Any) -> tuple[str, dict[str, Any]]:
        """The kind and payload of a well-formed, current message; else ``MessageError``."""
        if not isinstance(content, dict) or not isinstance(content.get("type"), str):
            raise MessageError(_("The board sent a message the game cannot read."))
        kind = content["type"]
        if kind not in self.answers():
            raise MessageError(_("The board sent an unknown request {kind}.", kind=brief(kind)))
        payload, ply = content.get("payload", {}), content.get("ply")
        if not isinstance(payload, dict):
            raise MessageError(_("The board's request carried no readable details."))
        if type(ply) is not int:
            raise MessageError(_("The board's request must say which move it was made at."))
        if ply != len(self.table.actions):
            raise MessageError(_("That request was made for an earlier position; the board has "
                                 "changed since, so nothing was done. Try again."))
        return kind, payload

    def on_act(self, payload: dict[str, Any]) -> None:
        index = payload.get("index")
        if type(index) is not int:
            raise MessageError(_("A move must say which of the legal moves it is."))
        if self.busy or self.curtain:
            raise MessageError(_("Wait: the board is not ready for your move yet."))
        if self.table.outcome is not None:
            raise MessageError(_("The game is over: start a new game to play again."))
        if self.table.to_move != self._shown_seat:
            raise MessageError(_("It is not your turn."))
        legal = self.offered()
        if not 0 <= index < len(legal):
            raise MessageError(n_("There is no move number {number}; there is {count}.",
                                  "There is no move number {number}; there are {count}.",
                                  len(legal), number=brief(index)))
        self.play(legal[index])

    def on_undo(self, _payload: dict[str, Any]) -> None:
        if self.busy:
            raise MessageError(_("Wait for the bot to finish its move before undoing."))
        self.undo()

    def on_new_game(self, _payload: dict[str, Any]) -> None:
        self.table.new_game()
        self.error = ""
        self._shown_seat = None if self.hotseat else self.seat
        self.advance()

    def on_reveal(self, _payload: dict[str, Any]) -> None:
        self.curtain = ""
        self.sync()

    #: Each message kind and the method that answers it; a game's widget extends it.
    handlers: ClassVar[dict[str, Handler]] = {
        "act": on_act, "undo": on_undo, "new_game": on_new_game, "reveal": on_reveal,
    }

    def answers(self) -> dict[str, Handler]:
        """The messages the board takes now, each with the method answering it
        (``handlers``; a replay's change when it is tried again from a position)."""
        return self.handlers

    # -- acting -------------------------------------------------------------------
    def offered(self) -> list[Any]:
        """The legal actions the page offers as ``legal`` entries (all, unless a game's
        widget sends some by messages of their own)."""
        return self.table.legal()

    def play(self, action: Any) -> None:
        """Play ``action`` for the seat shown, as a click would (errors land in ``error``)."""
        try:
            with self.speaking():
                self.table.play(action, respond=False)
        except IllegalAction as err:
            self.error = clip(err.message)
            return
        self.error = ""
        self.advance()

    def undo(self) -> None:
        """Take back the last move of a person (``MessageError`` when there is none)."""
        if len(self.table.actions) <= self.undo_floor:
            raise MessageError(_("There is nothing to undo: no move has been played yet."))
        self.table.undo()
        self.error = ""
        self.advance()

    # -- bots and turns ------------------------------------------------------
    def advance(self) -> None:
        """Show the position; let a bot move next, now or after ``pace`` seconds."""
        table = self.table
        if table.bot_to_move():
            self.busy = True
            self.sync()
            self._bot_turn()
            return
        self.busy = False
        if self.hotseat and table.outcome is None and table.to_move != self._shown_seat:
            self._shown_seat = table.to_move
            self.curtain = table.game.curtain_text(table.state)
        self.sync()

    def _bot_turn(self) -> None:
        """The bot to move plays: at once (``pace`` 0, or no event loop running), else
        after ``pace`` seconds, in a task of the kernel's event loop."""
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            loop = None
        if self.pace <= 0 or loop is None:
            self.table.step_bot()
            self.advance()
            return
        loop.create_task(self._paced_bot_move())

    async def _paced_bot_move(self) -> None:
        """The bot thinks in a worker thread while the pace runs, so the kernel keeps
        answering the page's notes and hints (a logician's move can take 100 ms); its
        move is then played here, on the event loop, and checked by the rules. Without
        threads (Pyodide, in the offline site) it thinks on the loop after the pace."""
        table = self.table
        position = table.state
        if THREADS:
            thinking = asyncio.get_running_loop().run_in_executor(None, table.bot_choice)
            await asyncio.sleep(self.pace)
            choice = await thinking
        else:
            await asyncio.sleep(self.pace)
            choice = table.bot_choice()
        if self.table is not table or table.state is not position:
            return  # a new game began meanwhile, or the board left it: this turn is gone
        table.step_bot(choice)
        self.advance()

    # -- traits ---------------------------------------------------------------
    @property
    def shown_seat(self) -> int | None:
        """The seat whose cards the page shows (``None`` behind the curtain)."""
        return None if self.curtain else self._shown_seat

    def sync(self) -> None:
        """Send the position as the seat shown may see it."""
        table, game = self.table, self.table.game
        seat = self.shown_seat
        with self.hold_sync(), self.speaking() as language:
            if language != self.language or not self.words:
                self.words = self.page_words()
                self.language = language
            self.view = self.shown_view(seat)
            mine = not self.curtain and not self.busy and table.to_move == seat
            self.legal = [game.legal_entry(table.state, action)
                          for action in self.offered()] if mine else []
            self.log = table.log_for(seat)  # the whole game: the page scrolls it
            self.ply = len(table.actions)
            self.reason = (table.reason(self.ply, seat, named=True) or "") if self.ply else ""
            self.status = self.status_text(seat)

    def shown_view(self, seat: int | None) -> dict[str, Any]:
        """``seat``'s view, each field named in ``held`` set to ``None`` wherever it
        stands (a lesson holds back what its question asks until it is answered)."""
        return withhold(self.table.view(seat), self.held)

    def release(self, *fields: str) -> None:
        """Show ``fields`` again (a question about them was answered)."""
        self.held = self.held - check_hold(fields)
        self.sync()

    def speaking(self) -> Any:
        """A context speaking the board's language (``core.i18n.using``)."""
        return using(self.speech if self.speech is not None else self.table.language)

    def set_language(self, language: str | None) -> None:
        """Speak ``language`` from now on (``None``: the table's); the game is unchanged."""
        self.speech = None if language is None else check_language(language)
        self.sync()

    def page_words(self) -> dict[str, Any]:
        """The page's own words (buttons, headings...) in the language of the moment, by
        key: the shell's (``core.page_words``), plus those the game's board declares."""
        from .page_words import shell_words

        words = self.table.game.board.words
        return {**shell_words(), **(load(words)() if words else {})}

    def status_text(self, seat: int | None) -> str:
        """The status line: the game's words for the seat shown."""
        game, state = self.table.game, self.table.state
        if self.curtain:
            return self.curtain
        if STATUS in self.held:
            return ""
        return game.status(state, seat, busy=self.busy, hotseat=self.hotseat)

    # -- outside a live notebook ----------------------------------------------
    def picture_html(self) -> str | None:
        """A static picture of the position as the seat shown sees it: self-contained
        HTML (inline styles, no script, nothing random), shown where no live board can
        be (GitHub, nbviewer, an HTML export), drawn by the picture the game's board
        declares, in the board's language. ``None``: the game declares no picture."""
        picture = self.table.game.board.picture
        if not picture:
            return None
        with self.speaking():
            return load(picture)(self.shown_view(self.shown_seat), self.status)

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The live board, its text form, and ``picture_html`` as ``text/html``: a
        notebook front end that runs widgets shows the board, any other the picture.
        (IPython displays a board with ``_ipython_display_`` instead.)"""
        bundle = super()._repr_mimebundle_(**kwargs)
        picture = self.picture_html()
        if bundle is None or picture is None:
            return bundle
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        return {**data, "text/html": picture}, metadata

    def preview_outputs(self) -> list[dict[str, Any]]:
        """What a notebook shows of the board, as display data: the live board, then
        its picture in an output of its own (``preview_html``), or the board alone
        (with its text form) when the game declares no picture.

        The picture needs its own output: an HTML export that stores the widgets'
        state (``jupyter nbconvert --to html --execute`` does) keeps only the live
        board of an output holding both, and the board needs a kernel or the
        network to be drawn. The board's own style sheet hides the picture next to a
        live board (``js/src/shared/theme.css``); where no board runs, the board's
        output shows nothing (its text form is empty) and the picture remains."""
        bundle = super()._repr_mimebundle_()
        data = bundle[0] if isinstance(bundle, tuple) else bundle
        picture = self.picture_html()
        if data is None or picture is None:
            return [] if data is None else [data]
        return [{**data, "text/plain": ""},
                {"text/html": preview_html(picture), "text/plain": repr(self)}]

    def _ipython_display_(self) -> None:
        """Show ``preview_outputs`` (IPython calls this for ``display(board)`` and for a
        board ending a cell)."""
        from IPython.display import display

        for data in self.preview_outputs():
            display(data, raw=True)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat={self.seat} hotseat={self.hotseat}>"


#: The class of the element holding a board's picture in its preview output: the live
#: board's style sheet hides it (``js/src/shared/theme.css``).
PREVIEW_CLASS = "nw-preview"


def preview_html(picture: str) -> str:
    """A board's picture as its preview output's HTML."""
    return f'<div class="{PREVIEW_CLASS}">{picture}</div>'


def page_traits(widget: Any) -> dict[str, Any]:
    """Every synced trait the page reads, by name, sorted: what the kernel sends the page
    (anywidget's own ``_esm`` and ipywidgets' ``layout``... left out)."""
    names = sorted(name for name in widget.trait_names(sync=True)
                   if not name.startswith("_") and name not in IPYWIDGET_TRAITS)
    return {name: getattr(widget, name) for name in names}


def bundle_name(game: Game) -> str:
    """The name of ``game``'s front end, ``static/<name>.js``: the ``Board``'s bundle, by
    default the game's name."""
    return game.board.bundle or game.name


def check_pace(pace: Any) -> float:
    """``pace`` if it is a number of seconds between bot moves, 0 to 10; else a
    ``ValueError`` sentence."""
    if isinstance(pace, bool) or not isinstance(pace, (int, float)) or not 0 <= pace <= 10:
        raise ValueError(f"'pace' is the seconds between bot moves, 0 to 10; got "
                         f"{brief(pace)}.")
    return pace


def check_hold(fields: Any) -> frozenset[str]:
    """The names of the view's fields to hold back; else a ``ValueError`` sentence."""
    if isinstance(fields, (str, bytes, dict)) or not isinstance(fields, Iterable):
        raise ValueError(f"'hold' is a list of the view's field names; got {brief(fields)}.")
    names = tuple(fields)
    if not all(isinstance(name, str) and name for name in names):
        raise ValueError(f"'hold' names the view's fields by their names; got {brief(names)}.")
    return frozenset(names)


def withhold(value: Any, fields: frozenset[str]) -> Any:
    """``value`` with every field named in ``fields`` set to ``None``, at any depth."""
    if not fields:
        return value
    if isinstance(value, dict):
        return {key: None if key in fields else withhold(item, fields)
                for key, item in value.items()}
    if isinstance(value, list):
        return [withhold(item, fields) for item in value]
    return value


def widget_base(game: Game) -> type[GameWidget]:
    """The class a game's board derives from: the one its ``Board`` declares (imported
    when first needed), else ``GameWidget``."""
    base = load(game.board.widget) if game.board.widget else GameWidget
    if not (isinstance(base, type) and issubclass(base, GameWidget)):
        raise TypeError(f"{game.name}'s board widget must be a GameWidget subclass.")
    return base


def widget_class(game: Game) -> type[GameWidget]:
    """The widget class of ``game``: its front end is ``static/<bundle>.js`` (the
    ``Board``'s bundle, by default the game's name), unless its widget brings its own
    (``_esm``), as a game kept for tests does."""
    base = widget_base(game)
    if getattr(base, "_esm", None):
        return base
    name = "".join(part.title() for part in game.name.split("_")) + "Widget"
    return _front_ended(base, name, bundle_name(game))


@cache
def _front_ended(base: type[GameWidget], name: str, bundle: str) -> type[GameWidget]:
    """``base`` with the front end ``static/<bundle>.js`` (one class a game and bundle)."""
    return type(name, (base,), {"_esm": STATIC / f"{bundle}.js", "__module__": __name__})
