"""Sentences in a row, read as one text in any language (a bot's reason in parts).

Each part is a whole sentence; the row is one message of the core's catalog whose slots
hold them, so that a saved reason keeps them side by side, not nested one in another
(``core.reasons`` limits how deeply saved sentences nest).
"""

from __future__ import annotations

from collections.abc import Sequence

from .catalog import Text
from .i18n import Catalog

_ = Catalog("core")

#: The most sentences a row holds.
LONGEST_ROW = 5


def in_a_row(parts: Sequence[Text]) -> Text:
    """``parts``, one to ``LONGEST_ROW`` sentences, read one after another."""
    if not 1 <= len(parts) <= LONGEST_ROW:
        raise ValueError(f"A row holds 1 to {LONGEST_ROW} sentences; got {len(parts)}.")
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return _("{first} {second}", first=parts[0], second=parts[1])
    if len(parts) == 3:
        return _("{first} {second} {third}", first=parts[0], second=parts[1], third=parts[2])
    if len(parts) == 4:
        return _("{first} {second} {third} {fourth}", first=parts[0], second=parts[1],
                 third=parts[2], fourth=parts[3])
    return _("{first} {second} {third} {fourth} {fifth}", first=parts[0], second=parts[1],
             third=parts[2], fourth=parts[3], fifth=parts[4])
