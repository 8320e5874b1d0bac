"""The Nautic Miles catalog, each text made once.

The engine says the same few sentences over and over (every check of ``legal_actions``
has its sentence, every turn its draw): equal words with equal values give the same
``Text``, an immutable value, so each is made the first time and then reused.
"""

from __future__ import annotations

from functools import lru_cache

from ..core.i18n import Catalog

CATALOG = Catalog("nautic_miles")
#: ``say("{player} draws a card.", player=...)``: ``CATALOG``'s ``Text``, made once.
say = lru_cache(maxsize=16384, typed=True)(CATALOG)
#: ``say_plural(singular, plural, count, ...)``: the form agreeing with ``count``, made once.
say_plural = lru_cache(maxsize=1024, typed=True)(CATALOG.plural)
