"""Typed actions: small frozen values with a short notation and a JSON round trip.

An action type is declared once, with ``action``: its tag, its fields and its
notation's template (``core.notation``); its notation, its parsing and its JSON all
follow from that.

An action's fields are whole numbers or strings (``int``, ``str``, or either
``| None``). Building one with a field of another type (``True`` as a cell,
``"A1"`` as a number, a list as a mark) raises ``IllegalAction`` under the
rule its game's actions module names ``RULE``, so a wrong type never reaches
the rules.
"""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Callable, Mapping
from typing import Any, ClassVar, TypeVar

from .errors import IllegalAction
from .notation import DEFAULT_KINDS, Kind, Notation
from .words import brief

Declared = TypeVar("Declared", bound="Action")

_TYPES = {"int": (int,), "str": (str,), "int | None": (int, type(None)),
          "str | None": (str, type(None))}
_FIELDS: dict[type, tuple[tuple[str, tuple[type, ...]], ...]] = {}


def _fields_of(cls: type) -> tuple[tuple[str, tuple[type, ...]], ...]:
    """Each field of an action class with the types it accepts (worked out once)."""
    found = _FIELDS.get(cls)
    if found is None:
        found = _FIELDS[cls] = tuple(
            (field.name, _TYPES[field.type if isinstance(field.type, str)
                                else field.type.__name__])
            for field in dataclasses.fields(cls))
    return found


def rule_of(cls: type) -> str:
    """The rule id under which a game refuses malformed actions of ``cls``."""
    return getattr(sys.modules.get(cls.__module__), "RULE", "action")


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions, declared with ``action`` (or setting ``tag`` and
    ``notation`` themselves)."""

    tag: ClassVar[str] = ""
    #: The notation of the action type: its template and each field's kind.
    form: ClassVar[Notation]

    def __post_init__(self) -> None:
        for name, types in _fields_of(type(self)):
            value = getattr(self, name)
            if type(value) not in types:
                wanted = " or ".join("nothing" if t is type(None) else
                                     {"int": "a whole number", "str": "a text"}[t.__name__]
                                     for t in types)
                raise IllegalAction(rule_of(type(self)),
                                    f"The {name} of a {self.tag!r} action must be {wanted}; "
                                    f"got {brief(value)}.")

    def notation(self) -> str:
        return self.form.write(self)

    def __str__(self) -> str:
        return self.notation()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.tag}
        for field in dataclasses.fields(self):
            data[field.name] = getattr(self, field.name)
        return data


def action(tag: str, template: str | None = None,
           **kinds: Kind) -> Callable[[type[Declared]], type[Declared]]:
    """Declare an action type: the class, made a frozen dataclass, tagged ``tag`` and
    written as ``template`` (by default the tag, then each field in turn), each field in
    the kind named here or else its type's (``DEFAULT_KINDS``).

    >>> @action("move", "move {side}.{place}")
    ... class Move(Action):
    ...     side: int
    ...     place: int
    >>> str(Move(2, 3)), Move.form.read("MOVE 2.3")
    ('move 2.3', {'side': 2, 'place': 3})
    """
    def declare(cls: type[Declared]) -> type[Declared]:
        cls.tag = tag
        cls = dataclasses.dataclass(frozen=True, slots=True)(cls)
        fields = dataclasses.fields(cls)
        unknown = set(kinds) - {field.name for field in fields}
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {sorted(unknown)[0]!r}.")
        cls.form = Notation(template or " ".join([tag, *(f"{{{f.name}}}" for f in fields)]),
                            {field.name: kinds.get(field.name) or _default_kind(cls, field)
                             for field in fields})
        return cls
    return declare


def _default_kind(cls: type, field: dataclasses.Field) -> Kind:
    kind = DEFAULT_KINDS.get(field.type if isinstance(field.type, str) else field.type.__name__)
    if kind is None:
        raise TypeError(f"The field {field.name!r} of {cls.__name__} needs a kind.")
    return kind


def action_types(*types: type[Action]) -> dict[str, type[Action]]:
    """A game's action types by tag, in the order its notation is read."""
    return {cls.tag: cls for cls in types}


def action_from_json(data: Any, types: Mapping[str, type[Action]], rule: str) -> Action:
    """Rebuild an action from ``to_json`` output, checking every field's type.

    Anything malformed raises ``IllegalAction`` under ``rule`` and builds nothing.
    """
    if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
        raise IllegalAction(rule, f"An action must be an object with a 'type'; got {brief(data)}.")
    cls = types.get(data["type"])
    if cls is None:
        raise IllegalAction(rule, f"There is no action called {brief(data['type'])} in this "
                                  "game.")
    names = {name for name, _ in _fields_of(cls)}
    extra = set(data) - names - {"type"}
    if extra:
        raise IllegalAction(rule, f"A {cls.tag!r} action has no field "
                                  f"{brief(sorted(map(str, extra))[0])}.")
    missing = sorted(names - set(data))
    if missing:
        raise IllegalAction(rule, f"A {cls.tag!r} action needs the field {missing[0]!r}.")
    return cls(**{name: data[name] for name in names})
