"""The words of the page's shell (every board's toolbar, log, curtain...), by key.

The page shows no word of its own: it reads them from the board's ``words`` trait,
each in the board's language. A word with a count is a pair of forms
(``{"one": ..., "other": ...}``) the page picks from with the language's plural rules.
"""

from __future__ import annotations

from collections.abc import Mapping
from html import escape
from typing import Any

from .i18n import Catalog, plural_form

_ = Catalog("core")
forms = _.forms


def rendered(words: Mapping[str, Any]) -> dict[str, Any]:
    """``words`` as the page reads them: each text read now, in the language of the
    moment; each pair of forms (``Catalog.forms``, read already) as it is."""
    return {key: value if isinstance(value, dict) else str(value) for key, value in words.items()}


def shell_words() -> dict[str, Any]:
    """The shell's words in the language of the moment."""
    return rendered({
        "controls": _("Game controls"),
        "undo": _("Undo"),
        "undo.label": _("Undo the last move"),
        "new-game.ask": _("New game…"),
        "new-game.confirm": _("Start a new game"),
        "new-game.cancel": _("Keep playing"),
        "new-game": _("New game"),
        "log": _("Log"),
        "log.label": _("Game log"),
        "log.empty": _("Nothing yet."),
        "hand.chosen": _("✓ chosen"),
        "pile.top": _("top: {card}"),
        "hotseat": _("Hot seat"),
        "cancel": _("Cancel"),
        "game-over": _("Game over"),
        "wait.for": _("Wait for {player}: it is their turn."),
        "wait.for.seat": _("Wait for Player {number}: it is their turn."),
        "replay": _("Replay"),
        "replay.controls": _("Replay controls"),
        "replay.first": _("First: the deal"),
        "replay.previous": _("Previous move"),
        "replay.next": _("Next move"),
        "replay.last": _("Last move"),
        "replay.slider": _("Move shown"),
        "replay.deal": _("Move 0 of {plies}: the deal"),
        "replay.position": _("Move {ply} of {plies}"),
        "replay.comment": _("Comment"),
        "replay.no-comment": _("No comment on this move."),
        "replay.refused": _("This is a replay: it takes no move."),
        "replay.mistakes": _("Mistakes"),
        "replay.mistake": _("Move {ply}"),
        "replay.review": _("Review"),
        "replay.try-again": _("Try again from here"),
        "replay.trying": _("Trying again"),
        "replay.back": _("Back to the replay"),
    })


#: The frame of a board's static picture (inline style; ``picture_box`` adds its width).
PICTURE_FRAME = ("font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:13px;"
                 "line-height:1.35;color:#1f2328;background:#ffffff;border:1px solid #b6bcc4;"
                 "border-radius:6px;padding:8px 10px")
#: The small grey print of a static picture (notes, marks, place numbers).
PICTURE_SMALL = "font-size:11px;color:#57606a"


def picture_box(max_width: int) -> str:
    """The inline style of a static picture's frame, at most ``max_width`` pixels wide."""
    return f"{PICTURE_FRAME};max-width:{max_width}px"


class PictureWords:
    """A board's page words for its static picture (``GameWidget.picture_html``): each
    filled in and escaped for HTML."""

    def __init__(self, words: dict[str, Any]) -> None:
        self.words = words

    def __call__(self, key: str, **params: Any) -> str:
        return escape(self.words[key].format_map(params))

    def n(self, key: str, count: int, /, **params: Any) -> str:
        """The form agreeing with ``count``, by the language's plural rule (``params``
        may give ``count`` as it is to be written)."""
        form = self.words[key][plural_form(count)]
        return escape(form.format_map({"count": count, **params}))
