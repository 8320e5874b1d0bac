"""A teacher's comments on the moves of a game, kept by ply and saved with it.

Position ``k`` is the game after its first ``k`` actions (0: the deal); the comment at
``k`` is on move ``k``, the action that made position ``k`` (at 0: an introduction, shown
at the deal). A comment is plain text, written by the teacher and shown as written (not
translated): stripped of the spaces round it, 1 to ``MOST_CHARACTERS`` characters, no
control character but the line break.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Mapping
from typing import Any

from .errors import SaveError, TableError
from .i18n import Catalog
from .words import brief

_ = Catalog("core")

#: The longest comment, in characters.
MOST_CHARACTERS = 2000
#: A ply as a save writes it, a JSON object's key: digits, without a sign or a leading 0.
PLY_KEY = re.compile(r"0|[1-9][0-9]{0,6}")


def check_ply(ply: Any, plies: int) -> int:
    """``ply`` if it is a position of a game of ``plies`` moves (0 to ``plies``), else
    ``TableError``."""
    if type(ply) is not int or not 0 <= ply <= plies:
        raise TableError(str(_("A comment is on a move from 1 to {plies}, or on 0, the "
                               "deal; got {ply}.", plies=plies, ply=brief(ply))))
    return ply


def comment_text(text: Any) -> str:
    """The comment as kept: stripped (``""``: no comment); ``TableError`` for no text, a
    text too long, or one holding a control character but the line break."""
    if not isinstance(text, str):
        raise TableError(str(_("A comment is a text; got {value}.", value=brief(text))))
    text = text.strip()
    if len(text) > MOST_CHARACTERS:
        raise TableError(str(_("A comment holds at most {most} characters; this one has "
                               "{count}.", most=MOST_CHARACTERS, count=len(text))))
    if any(char != "\n" and unicodedata.category(char) == "Cc" for char in text):
        raise TableError(str(_("A comment holds no control character but the line "
                               "break.")))
    return text


def commented(comments: Mapping[int, str], ply: int, text: Any) -> dict[int, str]:
    """``comments`` with ``text`` at ``ply`` (none there when ``text`` is empty)."""
    text = comment_text(text)
    kept = {at: said for at, said in comments.items() if at != ply}
    if text:
        kept[ply] = text
    return dict(sorted(kept.items()))


def comments_to_save(comments: Mapping[int, str]) -> dict[str, str]:
    """The comments as a save holds them: by ply written as text, in order."""
    return {str(ply): comments[ply] for ply in sorted(comments)}


def comments_from_save(raw: Any, plies: int) -> dict[int, str]:
    """The comments a save holds (its ``"comments"`` object), each checked as ``comment``
    checks it, for a game of ``plies`` moves; ``SaveError`` for anything else."""
    if not isinstance(raw, dict):
        raise SaveError(str(_("The save's comments must be an object of texts by move "
                              "number; got {value}.", value=brief(raw))))
    comments: dict[int, str] = {}
    for key, text in raw.items():
        if not isinstance(key, str) or not PLY_KEY.fullmatch(key) or int(key) > plies:
            raise SaveError(str(_("The save has a comment on move {key}; its moves are "
                                  "numbered 0 to {plies}.", key=brief(key), plies=plies)))
        try:
            kept = comment_text(text)
        except TableError as err:
            raise SaveError(str(_("The save's comment on move {key} cannot be kept: "
                                  "{reason}", key=key, reason=err))) from None
        if not kept:
            raise SaveError(str(_("The save's comment on move {key} is empty.", key=key)))
        comments[int(key)] = kept
    return dict(sorted(comments.items()))
