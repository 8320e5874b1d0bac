"""Table-game bots. They read only their seat's view (``knowledge``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import takewhile
from typing import Any

from ...core import Action
from ...core.game import RandomBot
from .actions import Ask, HandIn, Pass, Write
from .knowledge import Knowledge, known_cards


class RandomTableBot:
    """Takes a mission, asks random legal questions and hands over a random fitting card;
    hands in its slip as soon as what it knows determines its mission, never before."""

    name = "random"
    words = RandomBot.words

    def __init__(self) -> None:
        self.knowledge = Knowledge()

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if view["phase"] == "ask":
            wreck = self.knowledge.wreck(view["missions"][view["seat"]], known_cards(view))
            if wreck is not None:
                return next((Write(value) for value, written in zip(wreck, view["draft"],
                                                                    strict=True)
                             if value != written), HandIn())
            # The requests and the pass come first (``rules.legal_actions``).
            legal = list(takewhile(lambda action: type(action) in (Ask, Pass), legal))
        return legal[rng.randrange(len(legal))]
