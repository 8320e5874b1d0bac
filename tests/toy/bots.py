"""Signal flags bots. They read only their seat's view and the legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from naval_widgets.core import Action

from .actions import Ask, Give
from .state import COLOURS, DECK, colour_of, number_of


class LookoutBot:
    """Asks for the colour with the most points out of its sight; gives its lowest flag."""

    name = "lookout"

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if type(legal[0]) is Ask:
            worth = unseen_points(view)
            best = max(worth[action.colour] for action in legal)
            choices = [action for action in legal if worth[action.colour] == best]
            return choices[rng.randrange(len(choices))]
        return min(legal, key=lambda action: number_of(action.card) if type(action) is Give
                   else 0)


def unseen_points(view: dict[str, Any]) -> dict[str, int]:
    """The points of each colour in no hand the view shows and on no hoist."""
    seen = {card for seat in view["seats"] for card in (*(seat["hand"] or ()), *seat["hoist"])}
    worth = dict.fromkeys(COLOURS, 0)
    for card in DECK:
        if card not in seen:
            worth[colour_of(card)] += number_of(card)
    return worth
