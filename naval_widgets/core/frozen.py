"""Read-only JSON data that many views share.

A view is built afresh for each seat at each state, but most of it (a card as shown, an
entry of a public record) is the same from one view to the next. Built once and shared,
such parts cost a look-up to put in a view, and two views holding the same parts compare
at the cost of an identity check. Shared data must not change under another view, so
these types refuse to change; a copy (``copy.copy``, ``copy.deepcopy``, ``dict(...)``,
``list(...)``) is an ordinary ``dict`` or ``list``, the caller's to change.

>>> card = frozen({"number": 3, "categories": ["site"]})
>>> card == {"number": 3, "categories": ["site"]}, json.dumps(card)
(True, '{"number": 3, "categories": ["site"]}')
>>> card["number"] = 4
Traceback (most recent call last):
TypeError: shared view data is read-only: copy it to change it
"""

from __future__ import annotations

import json  # noqa: F401  (the doctest's)
from typing import Any, NoReturn


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError("shared view data is read-only: copy it to change it")


class FrozenDict(dict):
    """A ``dict`` that refuses to change (JSON and ``==`` see a plain dict)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __reduce__(self) -> tuple[type, tuple[dict]]:
        return dict, (dict(self),)


class FrozenList(list):
    """A ``list`` that refuses to change (JSON and ``==`` see a plain list)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = clear = extend = insert = pop = remove = reverse = sort = _refuse

    def __reduce__(self) -> tuple[type, tuple[list]]:
        return list, (list(self),)


def frozen(data: Any) -> Any:
    """``data`` (dicts, lists and tuples of JSON values) as read-only dicts and lists."""
    if isinstance(data, dict):
        return FrozenDict({key: frozen(value) for key, value in data.items()})
    if isinstance(data, list | tuple):
        return FrozenList(frozen(value) for value in data)
    return data
