"""Table-game bots. They read only their seat's view (``knowledge``, ``deals``)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from itertools import takewhile
from typing import Any

from ...core import Action
from ...core.game import RandomBot
from ..world.deck import card
from .actions import Ask, HandIn, Pass, Write
from .deals import Deal, sample_deal
from .knowledge import Knowledge, known_cards
from .rules import MATCHES


class RandomTableBot:
    """Takes a mission, asks random legal questions and hands over a random fitting card;
    hands in its slip as soon as what it knows determines its mission, never before."""

    name = "random"
    words = RandomBot.words

    def __init__(self) -> None:
        self.knowledge = Knowledge()

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if view["phase"] == "ask":
            slip = self.slip_line(view)
            if slip is not None:
                return slip
            # The requests and the pass come first (``rules.legal_actions``).
            return self.request(view, list(takewhile(lambda action: type(action) in (Ask, Pass),
                                                     legal)), rng)
        return legal[rng.randrange(len(legal))]

    def slip_line(self, view: dict[str, Any]) -> Action | None:
        """The next line to write, or the hand-in, once the seat's mission is determined."""
        wreck = self.knowledge.wreck(view["missions"][view["seat"]], known_cards(view))
        if wreck is None:
            return None
        return next((Write(value) for value, written in zip(wreck, view["draft"], strict=True)
                     if value != written), HandIn())

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Action:
        """One of the legal ``requests`` (and the pass, after a request nobody answered)."""
        return requests[rng.randrange(len(requests))]


class LogicianBot(RandomTableBot):
    """Asks the question whose answer is expected to bring it most new clues about its
    own mission, over deals of the hands it cannot see consistent with its view; hands in
    as soon as its mission is determined, never before.

    A clue is about the mission when it names the mission card's element, or a category
    of the slip's lines (every clue narrows some); one naming the element counts twice.
    """

    name = "logician"
    #: Deals sampled a move: the estimate's spread against its cost.
    samples = 24

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Action:
        known = set(known_cards(view))
        mission = view["missions"][view["seat"]]
        deals = [sample_deal(view, rng) for _ in range(self.samples)]
        scored = [(self.expected_clues(view, action.subject, deals, known, mission), action)
                  for action in requests if type(action) is Ask]
        best = max(score for score, _ in scored)
        if best == 0 and len(scored) < len(requests):  # nothing to learn: pass
            return next(action for action in requests if type(action) is Pass)
        choices = [action for score, action in scored if score == best]
        return choices[rng.randrange(len(choices))]

    @staticmethod
    def expected_clues(view: dict[str, Any], subject: str, deals: list[Deal],
                       known: set[int], mission: str) -> float:
        """The mean worth, over ``deals``, of the card a request for ``subject`` brings
        (fleet1715_table/answer: the first seat clockwise holding a fitting card hands over
        one of them, which one its choice: each equally likely)."""
        seat, fits, total = view["seat"], MATCHES[subject], 0.0
        for hands in deals:
            for step in range(1, len(hands)):
                fitting = [number for number in hands[(seat + step) % len(hands)]
                           if number in fits]
                if fitting:
                    total += sum(_worth(number, known, mission)
                                 for number in fitting) / len(fitting)
                    break
        return total / len(deals)


def _worth(number: int, known: set[int], mission: str) -> int:
    """A card's worth to a seat with mission ``mission``: 0 if seen, 2 if it names the
    mission's element, else 1."""
    if number in known:
        return 0
    return 2 if card(number).clue.mentions(mission) else 1
