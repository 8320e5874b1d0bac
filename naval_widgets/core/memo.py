"""Pure functions of one hashable value, remembered as dictionaries.

``memo[key]`` costs a dictionary look-up: about a third of a ``functools.cache``
call, which makes a tuple of its arguments and is called from C. Engines ask the
same few questions of their immutable values (a hand, the pegs on a cell) at
every move, so the answers are worth keeping; the domain must be small, since
nothing is ever forgotten.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import TypeVar

Key = TypeVar("Key", bound=Hashable)
Value = TypeVar("Value")


class Memo(dict[Key, Value]):
    """``memo[key]`` is ``function(key)``, worked out when first asked, then remembered.

    >>> lengths = Memo(len)
    >>> lengths["four"], dict(lengths)
    (4, {'four': 4})
    """

    __slots__ = ("function",)

    def __init__(self, function: Callable[[Key], Value]) -> None:
        super().__init__()
        self.function = function

    def __missing__(self, key: Key) -> Value:
        value = self[key] = self.function(key)
        return value
