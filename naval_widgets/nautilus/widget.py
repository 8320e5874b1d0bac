"""The Nautilus board's kernel side: the core board (its front end is
``static/nautilus.js``, built from ``js/src/nautilus.js``) with its own words."""

from __future__ import annotations

from typing import Any

from ..core.widget import GameWidget
from .page_words import board_words


class NautilusBoard(GameWidget):
    """``GameWidget`` speaking the Nautilus board's words."""

    def page_words(self) -> dict[str, Any]:
        return {**super().page_words(), **board_words()}
