"""The shape of a legal entry, as JSON Schema: what a game's board may read of it.

A game declares ``Game.entry_schema``; the conformance suite validates every legal entry
of every seeded game against it. The shared chooser of the page (``js/src/shared/
choose.js``) reads entries of the ``CHOOSER`` shape: a card of the hand, a target
(``side`` and ``cell``), an ``option``; a board that reads another shape says so in its
own schema and converts it itself. These helpers write schemas briefly.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping
from typing import Any

from .actions import Action

Schema = dict[str, Any]

TEXT: Schema = {"type": "string"}
WHOLE: Schema = {"type": "integer"}
#: What every entry may carry for the page to say: the notation and the sentence.
WORDS: dict[str, Schema] = {"text": TEXT, "label": TEXT}


def constant(value: Any) -> Schema:
    return {"const": value}


def one_of(values: Iterable[Any]) -> Schema:
    return {"enum": list(values)}


def count(low: int, high: int) -> Schema:
    """A whole number from ``low`` to ``high``."""
    return {"type": "integer", "minimum": low, "maximum": high}


def shape(required: Mapping[str, Schema], optional: Mapping[str, Schema] | None = None
          ) -> Schema:
    """An object with exactly these keys (``optional`` ones may be left out)."""
    return {"type": "object", "properties": {**required, **(optional or {})},
            "required": sorted(required), "additionalProperties": False}


def any_shape(*shapes: Schema) -> Schema:
    """An entry of one of ``shapes``."""
    return {"anyOf": list(shapes)}


def action_shape(kind: type[Action], required: Mapping[str, Schema] | None = None) -> Schema:
    """An entry that is an action's own JSON (``Action.to_json``: its ``type`` and each
    declared field with the field's type), its words, and the ``required`` keys."""
    fields = {field.name: _FIELD_TYPES[field.type if isinstance(field.type, str)
                                       else field.type.__name__]
              for field in dataclasses.fields(kind)}
    return shape({"type": constant(kind.tag), **fields, **WORDS, **(required or {})})


_FIELD_TYPES: dict[str, Schema] = {
    "int": WHOLE, "str": TEXT, "int | None": {"type": ["integer", "null"]},
    "str | None": {"type": ["string", "null"]},
}

#: What the shared chooser reads of an entry: a hand card, a target, an option.
CHOOSER: Schema = shape({}, {"card": TEXT, "side": TEXT, "cell": WHOLE, "option": TEXT,
                             **WORDS})
