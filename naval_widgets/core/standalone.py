"""A replay as one self-contained HTML file: the game's own board, stepped through a
recorded game with the keys, with no kernel and no request (it works from ``file://``).

The page inlines the game's committed front end (``static/<bundle>.js``) and the replay
runner (``static/standalone.js``, built from ``js/src/shared/standalone.js``), which gives
the board a stand-in for its kernel: a model holding the board's traits at every ply
(the *frames*), that answers the page's ``goto`` messages by showing another frame and
refuses every other message with a sentence. The frames are stored as changes
(``core.patches.pack``): a trait that does not change is stored once. A live replay's
board steps through its frames in the page the same way (``core.replay``).

Hands stay secret: a frame is what the kernel sends one seat's board (``page_traits``),
built from ``table.view(seat)`` and ``table.log_for(seat)``; nothing else of the table
goes into the file. ``frames_of`` makes them for a table and a seat; a replay's board
makes them by stepping itself (``Replay.to_html``).
"""

from __future__ import annotations

import base64
import hashlib
import html
import json
import re
from os import PathLike
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ExportError
from .game import Game
from .i18n import Catalog, check_language, using
from .patches import pack
from .words import brief, clip

if TYPE_CHECKING:
    from .table import Table

_ = Catalog("core")

STATIC = Path(__file__).resolve().parent.parent / "static"
#: The runner's own bundle, not a game's front end.
RUNNER = "standalone"
#: The one export of a bundle built by js/build.mjs (esbuild), its last statement.
DEFAULT_EXPORT = re.compile(r"\nexport\s*\{\s*([A-Za-z_$][\w$]*)\s+as\s+default\s*\};?\s*\Z")
#: The most frames a file holds (a game of Fleet 1715 at the table runs to a few hundred).
MOST_FRAMES = 20_000
TITLE_LIMIT = 200


def timeline(plies: int) -> dict[str, Any]:
    """The replay's ``timeline`` trait for a game of ``plies`` moves, without comments."""
    return {"plies": plies, "comments": {}, "marks": {}}


def frames_of(table: Table, seat: int | None = 0,
              language: str | None = None) -> list[dict[str, Any]]:
    """The traits of ``seat``'s board at each ply of ``table``'s game, from the deal
    (``frames[0]``) to the last move: a board on a copy of the table without bots,
    replayed a move at a time. A replay offers no move (``legal`` is empty) and shows
    the whole game's ``timeline``. ``language``: the board's (``None``: the table's)."""
    if not isinstance(getattr(type(table), "game", None), Game):
        raise ExportError(str(_("A replay is made from a table; got {value}.",
                                value=brief(table))))
    # A table of the same game and settings, no bot (this module imports no table: the
    # table opens replays, which write these files).
    replayed = table._fresh(table.seed, table.variant, {})
    board = replayed.widget(seat=seat, pace=0, language=language)
    plies = len(table.actions)
    frames = [_frame(board, plies)]
    for action in table.actions:
        replayed.play(action, respond=False)
        board.sync()
        frames.append(_frame(board, plies))
    return frames


def _frame(board: Any, plies: int) -> dict[str, Any]:
    from .widget import page_traits

    return {**page_traits(board), "legal": [], "error": "", "timeline": timeline(plies)}


def page_words() -> dict[str, str]:
    """The replay page's own words, in the language of the moment (a board that draws a
    replay's timeline brings its own position line and refusal in its ``words``, which
    the page uses first)."""
    return {
        "position": str(_("Move {ply} of {plies}")),
        "keys": str(_("Keys: ← and → step through the moves; Home shows the deal, End the "
                      "last move.")),
        "refused": str(_("This is a replay: it takes no move.")),
        "range": str(_("This replay goes from 0 (the deal) to move {plies}; got {ply}.")),
    }


def standalone_html(bundle: str, frames: list[dict[str, Any]], title: str, language: str,
                    start: int = 0) -> str:
    """One HTML page replaying ``frames`` (``frames[k]``: the board's traits at ply
    ``k``) on the front end ``static/<bundle>.js``, showing ply ``start`` first, its
    title ``title`` and its own words in ``language``. ``ExportError`` (a
    ``ValueError``) for anything it cannot use."""
    with using(check_language(language)):
        board = _code(_bundle_text(bundle))
        runner = _code((STATIC / f"{RUNNER}.js").read_text(encoding="utf-8"))
        title = _title(title)
        first, rest = _checked(frames)
        if type(start) is not int or not 0 <= start < len(frames):
            raise ExportError(str(_("The replay starts at a move from 0 to {last}; got "
                                    "{start}.", last=len(frames) - 1, start=brief(start))))
        words = page_words()
    data = {**pack([first, *rest]), "start": start, "words": words}
    script = (f"const board = {board};\nconst runner = {runner};\n"
              "const part = (id) => document.getElementById(`nw-standalone-${id}`);\n"
              "runner.start(board, JSON.parse(part('data').textContent), part('board'),\n"
              "             part('aside'));\n")
    digest = base64.b64encode(hashlib.sha256(script.encode("utf-8")).digest()).decode("ascii")
    return PAGE.format(
        language=html.escape(language), title=html.escape(title),
        policy=f"default-src 'none'; script-src 'sha256-{digest}'; style-src 'unsafe-inline'",
        keys=html.escape(words["keys"]), data=_json_in_html(data), script=script)


def write_standalone(path: str | PathLike[str], bundle: str, frames: list[dict[str, Any]],
                     title: str, language: str, start: int = 0) -> Path:
    """Write ``standalone_html(bundle, frames, title, language, start)`` to ``path``
    (UTF-8) and return the path. Nothing is written when anything is refused."""
    if not isinstance(path, (str, PathLike)) or not str(path):
        raise ExportError(str(_("A replay file needs a path to write to; got {value}.",
                                value=brief(path))))
    page = standalone_html(bundle, frames, title, language, start)
    target = Path(path)
    try:
        target.write_text(page, encoding="utf-8")
    except (OSError, ValueError) as err:  # ValueError: a path holding a NUL character
        reason = getattr(err, "strerror", None) or err
        raise ExportError(str(_("The replay file cannot be written to {path}: {reason}",
                                path=brief(str(path)), reason=reason))) from None
    return target


# -- the page's parts ------------------------------------------------------------------
PAGE = """<!doctype html>
<html lang="{language}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{policy}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<title>{title}</title>
<style>
body {{ margin: 16px; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  font-size: 14px; color-scheme: light dark; background: Canvas; color: CanvasText; }}
.nw-standalone-aside p {{ margin: 0 0 8px; }}
.nw-standalone-position {{ font-weight: 600; }}
</style>
</head>
<body>
<main>
<div id="nw-standalone-aside" class="nw-standalone-aside">
<p class="nw-standalone-position" data-replay="position" aria-live="polite"></p>
<p>{keys}</p>
</div>
<div id="nw-standalone-board"></div>
</main>
<script type="application/json" id="nw-standalone-data">{data}</script>
<script type="module">{script}</script>
</body>
</html>
"""


def _bundle_text(bundle: Any) -> str:
    """The committed front end ``static/<bundle>.js`` (a game's, not the runner)."""
    named = isinstance(bundle, str) and re.fullmatch(r"[a-z][a-z0-9_]{0,63}", bundle)
    if not named or bundle == RUNNER or not (STATIC / f"{bundle}.js").is_file():
        names = sorted(p.stem for p in STATIC.glob("*.js") if p.stem != RUNNER)
        raise ExportError(str(_("There is no board front end {bundle}; there are: {names}.",
                                bundle=brief(bundle), names=", ".join(names))))
    return (STATIC / f"{bundle}.js").read_text(encoding="utf-8")


def _code(bundle: str) -> str:
    """A bundle's ES module as an expression giving its default export: the module
    wrapped in a function (its names stay its own) that returns it."""
    found = DEFAULT_EXPORT.search(bundle)
    body = bundle[:found.start()] if found else ""
    if not found or re.search(r"^\s*(export|import)\b", body, re.MULTILINE) or "<!--" in body:
        raise ExportError(str(_("A board front end must be one module exporting only its "
                                "default; rebuild it with node js/build.mjs.")))
    body = re.sub(r"</(script)", r"<\\/\1", body, flags=re.IGNORECASE)
    return f"(() => {{\n{body}\nreturn {found.group(1)};\n}})()"


def _title(title: Any) -> str:
    if not isinstance(title, str) or not title.strip():
        raise ExportError(str(_("A replay file's title is a text; got {value}.",
                                value=brief(title))))
    return clip(" ".join(title.split()), TITLE_LIMIT)


def _checked(frames: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The first frame and the others, each checked: the board's traits at ply 0, 1, ...,
    every frame with the same traits, as JSON."""
    if not isinstance(frames, (list, tuple)) or not 0 < len(frames) <= MOST_FRAMES:
        raise ExportError(str(_("A replay needs a list of 1 to {most} frames, one a ply; got "
                                "{value}.", most=MOST_FRAMES, value=brief(frames))))
    for ply, frame in enumerate(frames):
        if not isinstance(frame, dict) or frame.get("ply") != ply \
                or type(frame.get("ply")) is not int \
                or not all(isinstance(key, str) for key in frame):
            raise ExportError(str(_("Frame {ply} is not the board's traits at move {ply}: a "
                                    "dict of traits by name whose ply is {ply}.", ply=ply)))
        if frame.keys() != frames[0].keys():
            raise ExportError(str(_("Frame {ply} does not hold the same traits as the first "
                                    "frame.", ply=ply)))
    try:
        as_json = json.loads(json.dumps(list(frames), allow_nan=False))
    except (TypeError, ValueError, RecursionError):
        raise ExportError(str(_("A replay's frames must hold JSON values only (texts, "
                                "numbers, lists, dicts with text keys)."))) from None
    return as_json[0], as_json[1:]


def _json_in_html(value: Any) -> str:
    """``value`` as JSON that can sit inside a ``<script>`` element."""
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    return text.replace("<", "\\u003c")
