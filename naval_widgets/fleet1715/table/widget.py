"""The table game's board, kernel side: the core board (its front end is
``static/fleet1715_table.js``, built from ``js/src/fleet1715_table.js``) with its own words."""

from __future__ import annotations

from typing import Any

from ...core.i18n import Catalog
from ...core.widget import GameWidget

_ = Catalog("fleet1715")


class TableBoard(GameWidget):
    """``GameWidget`` speaking the table game's words."""

    def page_words(self) -> dict[str, Any]:
        return {**super().page_words(), **{key: str(words) for key, words in {
            "title": _("Fleet 1715 at the table"),
            "mission": _("Your mission: {mission}"),
            "counts": _("Cards in each hand: {hands}; draw pile: {pile}"),
            "hand": _("Your hand"),
            "face-up": _("Face-up cards"),
            "record": _("Requests"),
            "record.line": _("Player {asker} asked for {subject}; given by: {giver} "
                             "(card {card})"),
            "slip": _("Your solution slip"),
            "slip.hand-in": _("Hand in the slip"),
        }.items()}}
