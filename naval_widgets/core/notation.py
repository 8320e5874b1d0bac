"""Notation: the short text of an action, declared once as a template of its fields.

A template such as ``"move {side}.{place} {to_side}.{to_place}"`` names an action's
fields in braces; each field has a ``Kind`` saying how its value is written, how its
text is read back and which values it ranges over. A template is compiled once, when
its action type is declared, into a regular expression: an action is written by filling
the template in, and a text is read, in any case and with any spacing, by the first of a
game's action types whose expression it matches and whose kinds read its fields.

>>> from types import SimpleNamespace as Convoy
>>> form = Notation("{card} at {at}", {"card": choice(("c2500", "c5000")), "at": NUMBER})
>>> form.read("  C5000 AT 3 "), form.read("c5000 at"), form.write(Convoy(card="c2500", at=1))
({'card': 'c5000', 'at': 3}, None, 'c2500 at 1')
"""

from __future__ import annotations

import re
from collections.abc import Callable, Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass
from string import Formatter
from typing import TYPE_CHECKING, Any

from .errors import IllegalAction
from .i18n import Catalog, Text
from .words import brief

if TYPE_CHECKING:
    from .actions import Action

_ = Catalog("core")


@dataclass(frozen=True)
class Kind:
    """How one field of an action is written in its notation and read back.

    ``pattern`` is a regular expression of the field's text, in lower case; ``read``
    turns such a text into the value, raising ``ValueError`` for nonsense (with a
    message saying why, or none). ``write`` turns each of ``values``, the values the kind
    ranges over, into text; any other value is written as ``str`` gives it. ``example``
    is the value an example of the notation shows. A ``free`` kind reads any text of its
    pattern as it is (its ``values`` are the usual ones): the rules judge it.
    """

    pattern: str
    read: Callable[[str], Any]
    values: Collection[Any]
    example: Any
    write: Callable[[Any], str] = str
    free: bool = False

    def text(self, value: Any) -> str:
        """``value`` as the notation writes it."""
        return self.write(value) if value in self.values else str(value)


def choice(words: Iterable[str]) -> Kind:
    """One of ``words``, written as it is; the first is the example."""
    words = tuple(words)
    alternatives = "|".join(map(re.escape, sorted(words, key=len, reverse=True)))

    def read(text: str) -> str:
        if text not in words:
            raise ValueError
        return text

    return Kind(f"(?:{alternatives})", read, words, words[0])


def word(usual: Iterable[str]) -> Kind:
    """Any one word, read as it is: the rules say which are allowed (``usual``, the
    first of them the example)."""
    usual = tuple(usual)
    return Kind(r"\S+", str, usual, usual[0], free=True)


#: A whole number written in at most three digits.
NUMBER = Kind("[0-9]{1,3}", int, range(1000), 1)
#: The kind of each type of field that has one unless its action type names another.
DEFAULT_KINDS: dict[str, Kind] = {"int": NUMBER}


class Notation:
    """The notation of an action type: its template and each field's kind, compiled once
    into the regular expression its text matches."""

    def __init__(self, template: str, kinds: Mapping[str, Kind]) -> None:
        self.template = template
        self.kinds = dict(kinds)
        self.expression = re.compile(_expression(template, self.kinds))

    def write(self, action: Any) -> str:
        """The text of ``action``."""
        return self.template.format_map({name: kind.text(getattr(action, name))
                                         for name, kind in self.kinds.items()})

    def read(self, text: str) -> dict[str, Any] | None:
        """The field values ``text`` gives (read in lower case, its spaces stripped), or
        ``None`` if it is not of this template's shape; ``ValueError`` where a field's
        text is nonsense."""
        found = self.expression.fullmatch(text.strip().lower())
        if found is None:
            return None
        return {name: kind.read(found[name]) for name, kind in self.kinds.items()}

    def example(self) -> dict[str, Any]:
        """The field values of this notation's example."""
        return {name: kind.example for name, kind in self.kinds.items()}


def _expression(template: str, kinds: Mapping[str, Kind]) -> str:
    """The regular expression of ``template``: its words as they are (any spacing
    between them), each field as its kind's pattern, in a group of the field's name."""
    pieces = list(Formatter().parse(template))
    named = [name for _literal, name, _spec, _conversion in pieces if name is not None]
    if sorted(named) != sorted(kinds):
        raise TypeError(f"The template {template!r} must name each field once: "
                        f"{', '.join(kinds) or 'none'}.")
    return "".join(r"\s+".join(map(re.escape, literal.split(" ")))
                   + (f"(?P<{name}>{kinds[name].pattern})" if name is not None else "")
                   for literal, name, _spec, _conversion in pieces)


def parser(types: Mapping[str, type[Action]], rule: str) -> Callable[[Any], Action]:
    """The ``parse`` function of a game whose action types are ``types`` (tried in this
    order) and whose unreadable notations break ``rule``."""

    def parse(notation: Any) -> Action:
        """Read an action back from its notation, in any case ("WHITE a1" is "white
        A1"); ``IllegalAction`` if it is unreadable."""
        return read_action(notation, types.values(), rule)

    return parse


def read_action(notation: Any, types: Iterable[type[Action]], rule: str) -> Action:
    """The action of the first of ``types`` whose notation reads ``notation``.

    A text of no type's shape, or whose fields no type reads, raises ``IllegalAction``
    under ``rule``: with the reason the first type of its shape gave, if it gave one,
    else with an example of each type.
    """
    types = tuple(types)
    reason = ""
    if isinstance(notation, str):
        for cls in types:
            try:
                fields = cls.form.read(notation)
            except ValueError as err:
                reason = reason or str(err)
                continue
            if fields is not None:
                return cls(**fields)
    raise IllegalAction(rule, reason or _("{value} is not a move: try {examples}.",
                                          value=brief(notation), examples=examples(types)))


def examples(types: Iterable[type[Action]]) -> Text | str:
    """An example of each action type, written in its notation: "'a', 'b' or 'c'"."""
    return either([f"'{cls(**cls.form.example()).notation()}'" for cls in types])


def either(choices: Sequence[str]) -> Text | str:
    """``choices`` as alternatives, "a, b or c", in the language of the moment."""
    *listed, last = choices
    if not listed:
        return last
    head: Text | str = listed[0]
    for item in listed[1:]:
        head = _("{listed}, {item}", listed=head, item=item)
    return _("{listed} or {last}", listed=head, last=last)
