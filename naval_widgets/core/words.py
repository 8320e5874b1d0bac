"""Small helpers for the sentences a student reads."""

from __future__ import annotations

import reprlib
from collections.abc import Iterable
from typing import Any

from .errors import UnknownName

_SHORT = reprlib.Repr()
_SHORT.maxstring = 40
_SHORT.maxother = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = _SHORT.maxset = 4
_SHORT.maxlevel = 2

#: The longest message the page is shown: anything longer is cut.
MESSAGE_LIMIT = 400
#: The longest echo of a value inside a message, however nested the value.
BRIEF_LIMIT = 120


def brief(value: Any) -> str:
    """``repr(value)`` cut short, so a huge or deeply nested input is never echoed whole.

    >>> brief("x" * 100)
    "'xxxxxxxxxxxxxxxxx...xxxxxxxxxxxxxxxxxx'"
    """
    try:
        return clip(_SHORT.repr(value), BRIEF_LIMIT)
    except Exception:  # a value whose own repr fails is still named
        return f"a value of type {type(value).__name__}"


def in_any_case(value: Any, choices: Iterable[Any], missing: Any = None) -> Any:
    """The choice ``value`` names: the choice itself (of its own type: ``True`` is not
    ``1``), or for a text, the choice it ``named`` (a person types ``a`` for scenario
    ``A``); ``missing`` for none.

    >>> in_any_case("a", ("A", "B")), in_any_case("Greedy", ["random", "greedy"])
    ('A', 'greedy')
    """
    choices = tuple(choices)
    for choice in choices:
        if type(choice) is type(value) and choice == value:
            return choice
    found = named(value, choices)
    return missing if found is None else found


class Named(dict):
    """A ``dict`` of values by name that reads a name as a person types it, in any case
    (``named``), and refuses a name it does not hold with a sentence naming those it
    holds (``UnknownName``: a ``KeyError`` and a ``ValueError``).

    >>> puzzles = Named("tiny puzzle", {"one to one": 1})
    >>> puzzles["One-to-one"]
    1
    >>> try:
    ...     puzzles["nope"]
    ... except ValueError as refused:
    ...     print(refused)
    There is no tiny puzzle 'nope'; the tiny puzzles are: one to one.
    """

    def __init__(self, what: str, values: Any = (), /) -> None:
        super().__init__(values)
        #: What one value is, in words ("tiny puzzle").
        self.what = what

    def __getitem__(self, name: Any) -> Any:
        key = named(name, self)
        try:
            return super().__getitem__(name if key is None else key)
        except (KeyError, TypeError):  # TypeError: a name that cannot be a key at all
            raise UnknownName(f"There is no {self.what} {brief(name)}; the {self.what}s are: "
                              f"{', '.join(map(str, self))}.") from None


def plural(count: int, word: str, words: str | None = None) -> str:
    """``count`` and the word agreeing with it.

    >>> plural(1, "card"), plural(3, "card"), plural(2, "player")
    ('1 card', '3 cards', '2 players')
    """
    return f"{count} {word if count == 1 else (words or word + 's')}"


def clip(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """``text`` cut to ``limit`` characters, with an ellipsis when cut."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def folded(name: str) -> str:
    """A name as a person may type it, reduced to one spelling: any case, spaces round it,
    and a space or hyphen for an underscore (``" Nautic-Miles"`` -> ``"nautic_miles"``).

    >>> folded(" Nautic-Miles"), folded("A")
    ('nautic_miles', 'a')
    """
    return "_".join(name.strip().casefold().replace("-", " ").replace("_", " ").split())


def named(name: Any, names: Any) -> str | None:
    """The one of ``names`` that ``name`` means, typed in any case (``folded``), or
    ``None``: the exact name first, then the folded one when a single name folds to it.

    >>> named("Greedy", ("random", "greedy")), named("chess", ("random",))
    ('greedy', None)
    """
    if not isinstance(name, str):
        return None
    names = tuple(names)
    if name in names:
        return name
    key = folded(name)
    found = [each for each in names if isinstance(each, str) and folded(each) == key]
    return found[0] if len(found) == 1 else None
