"""A board's frames stored as changes, so that a replay file holds each value once.

A replay file (``core.standalone``) holds the board's traits at every ply. From one ply to
the next most traits do not change (the page's words, the game's name) and the others
change a little (the log grows by a line, a view changes a hand), so the file stores the
first frame whole and, for each next one, only what changed, trait by trait. A change is
a list, applied by the page (``js/src/shared/patches.js``):

- ``["=", value]``: the new value;
- ``["+", items]``: a list grown by ``items`` at its end;
- ``["#", {index: change}]``: a list of the same length with only those items changed;
- ``["~", {key: change}]``: an object with only those keys changed (``["-"]``: removed).

An object is patched only when the keys it keeps stay in their order and the new ones
come last, as the page's patched object orders them; otherwise it is sent whole. A
patch is used only when it is shorter than the whole value.

The frames are JSON values (``json.loads`` made them): dicts with text keys, lists, texts,
numbers, ``True``, ``False`` and ``None``.
"""

from __future__ import annotations

import json
from operator import is_
from typing import Any

Change = list[Any]
#: The characters a whole value's change adds to the value: ``["=",`` and ``]``.
WHOLE = len('["=",]')

#: JSON as the file writes it (one encoder for every value: making one costs more than
#: encoding a small value).
_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))


def same(a: Any, b: Any) -> bool:
    """Equal as JSON values the page tells apart: ``True`` is not ``1``, ``1`` not
    ``1.0``, and objects keep their keys in the same order. A list holding the very same
    items is the same at once (a replay's log, grown by a line a move)."""
    if a is b:
        return True
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b) \
            and all(map(is_, a, b)):
        return True
    return bool(a == b) and _json(a) == _json(b)


def change(before: Any, after: Any) -> Change | None:
    """The change that turns ``before`` into ``after`` (``None``: they are the same)."""
    if same(before, after):
        return None
    whole = ["=", after]
    patch = _patch(before, after)
    if patch is None:
        return whole
    size = _size(patch)
    return patch if size < _least_size(after) + WHOLE or size < _size(whole) else whole


def _patch(before: Any, after: Any) -> Change | None:
    """A change smaller than ``after`` itself, where one fits (``None``: none does)."""
    if isinstance(before, list) and isinstance(after, list):
        if len(after) > len(before) and same(before, after[:len(before)]):
            return ["+", after[len(before):]]
        if len(after) == len(before):
            pairs = enumerate(zip(before, after, strict=True))
            return ["#", {str(index): step for index, (old, new) in pairs
                          if (step := change(old, new)) is not None}]
    if isinstance(before, dict) and isinstance(after, dict):
        kept = [key for key in before if key in after]
        if kept + [key for key in after if key not in before] == list(after):
            changes: dict[str, Change] = {key: ["-"] for key in before if key not in after}
            for key in after:
                if key not in before:
                    changes[key] = ["=", after[key]]
                elif (step := change(before[key], after[key])) is not None:
                    changes[key] = step
            return ["~", changes]
    return None


def pack(frames: list[dict[str, Any]]) -> dict[str, Any]:
    """``frames`` as the page unpacks them (``js/src/shared/patches.js``): ``{"first":
    frames[0], "changes": changes(frames)}``."""
    return {"first": frames[0], "changes": changes(frames)}


def changes(frames: list[dict[str, Any]]) -> list[dict[str, Change]]:
    """For each frame after the first, its traits' changes from the frame before."""
    out = []
    for before, after in zip(frames, frames[1:], strict=False):
        out.append({key: step for key, value in after.items()
                    if (step := change(before.get(key), value)) is not None})
    return out


def _json(value: Any) -> str:
    return _ENCODER.encode(value)


def _size(value: Any) -> int:
    """The length of ``value`` as the file writes it."""
    return len(_json(value))


def _least_size(value: Any) -> int:
    """At most ``_size(value)``, found without writing the value (a replay's log of
    thousands of lines, to which a move adds one): a text is at least its characters
    and quotes, a list or an object at least a character an item, a key and its quotes."""
    if isinstance(value, str):
        return len(value) + 2
    if isinstance(value, (list, tuple)):
        return 2 * len(value) + 1 if value else 2
    if isinstance(value, dict):
        return sum(len(str(key)) + 4 for key in value) + len(value) + 1 if value else 2
    return 1
