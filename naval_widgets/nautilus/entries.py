"""The JSON Schema of a Nautilus legal entry: the action's own JSON (its ``type`` and
fields), its notation and its sentence. The board turns it into the shared chooser's card
and target (``readEntry`` in ``js/src/nautilus/board.js``)."""

from __future__ import annotations

from ..core.entries import action_shape, any_shape
from .actions import ACTION_TYPES

ENTRY_SCHEMA = any_shape(*(action_shape(kind) for kind in ACTION_TYPES.values()))
