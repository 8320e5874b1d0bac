"""Typed actions: small frozen values with a short notation and a JSON round trip."""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any, ClassVar

from .errors import IllegalAction


@dataclasses.dataclass(frozen=True, slots=True)
class Action:
    """Base of every game's actions. Subclasses set ``tag`` and ``notation``."""

    tag: ClassVar[str] = ""

    def notation(self) -> str:
        raise NotImplementedError

    def __str__(self) -> str:
        return self.notation()

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.tag}
        for field in dataclasses.fields(self):
            data[field.name] = getattr(self, field.name)
        return data


def action_from_json(data: Any, types: Mapping[str, type[Action]], rule: str) -> Action:
    """Rebuild an action from ``to_json`` output, checking every field's type.

    Anything malformed raises ``IllegalAction`` under ``rule`` and builds nothing.
    """
    if not isinstance(data, Mapping) or not isinstance(data.get("type"), str):
        raise IllegalAction(rule, f"An action must be an object with a 'type'; got {data!r}.")
    cls = types.get(data["type"])
    if cls is None:
        raise IllegalAction(rule, f"There is no action called {data['type']!r} in this game.")
    fields = dataclasses.fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"type"}
    if extra:
        raise IllegalAction(rule, f"Unexpected field(s) {sorted(extra)} in a {cls.tag!r} action.")
    values = {}
    for field in fields:
        if field.name not in data:
            raise IllegalAction(rule, f"A {cls.tag!r} action needs the field {field.name!r}.")
        value = data[field.name]
        expected = int if field.type in ("int", int) else str
        if type(value) is not expected:
            raise IllegalAction(
                rule, f"The field {field.name!r} of a {cls.tag!r} action must be a "
                f"{expected.__name__}; got {value!r}.")
        values[field.name] = value
    return cls(**values)
