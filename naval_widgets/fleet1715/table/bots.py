"""Table-game bots. They read only their seat's view (``knowledge``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ...core import Action
from ...core.game import RandomBot
from .actions import Ask, Pass, Slip
from .knowledge import determined, known_cards


class RandomTableBot:
    """Takes a mission, asks random legal questions and hands over a random fitting card;
    hands in its slip as soon as what it knows determines its mission, never before."""

    name = "random"
    words = RandomBot.words

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if view["phase"] == "ask":
            wreck = determined(view["missions"][view["seat"]], known_cards(view))
            if wreck is not None:
                return Slip(*wreck)
            legal = [action for action in legal if type(action) in (Ask, Pass)]
        return legal[rng.randrange(len(legal))]
