"""The Nautic Miles board's kernel side: the core board (its front end is
``static/nautic_miles.js``, built from ``js/src/nautic_miles.js``) with its own words."""

from __future__ import annotations

from typing import Any

from ..core.widget import GameWidget
from .page_words import board_words


class NauticMilesBoard(GameWidget):
    """``GameWidget`` speaking the Nautic Miles board's words."""

    def page_words(self) -> dict[str, Any]:
        return {**super().page_words(), **board_words()}
