"""The JSON Schema of a table-game legal entry: the action's own JSON (its ``type`` and
fields), its notation and its sentence; a value to write carries the ``line`` of the slip
it goes on (``None`` for none), so the board lists each line's choices."""

from __future__ import annotations

from ...core.entries import WHOLE, action_shape, any_shape
from .actions import ACTION_TYPES, Write

#: The slip's line a written value goes on (``None``: it fits none).
LINE = {"anyOf": [WHOLE, {"type": "null"}]}

ENTRY_SCHEMA = any_shape(*(action_shape(kind, required={"line": LINE}) if kind is Write
                           else action_shape(kind) for kind in ACTION_TYPES.values()))
