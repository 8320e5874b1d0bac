"""The Nautilus catalog, each text made once.

The engine says the same few sentences over and over (every refusal its sentence,
every placement its log line): equal words with equal values give the same ``Text``,
an immutable value, so each is made the first time and then reused.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.i18n import Catalog

CATALOG = Catalog("nautilus")
#: ``say("{player} passes.", player=...)``: ``CATALOG``'s ``Text``, made once.
say = lru_cache(maxsize=8192, typed=True)(CATALOG)
