"""Table-game bots. They read only their seat's view (``knowledge``, ``deals``)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import takewhile
from typing import Any

from ...core import Action
from ...core.game import RandomBot
from .actions import Ask, HandIn, Pass, Write
from .deals import Deal, sample_deal
from .knowledge import Knowledge, known_cards
from .rules import MATCHES, first_holder


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
        return None if wreck is None else write(wreck, view)

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Action:
        """One of the legal ``requests`` (and the pass, after a request nobody answered)."""
        return requests[rng.randrange(len(requests))]


class GuesserBot(RandomTableBot):
    """The random bot configured to guess: from round ``patience`` on, if its mission is
    still open, it writes a wreck its known clues still allow and hands it in, right or
    wrong. The only bot that hands in wrong slips, so that seeded games play them."""

    name = "guesser"
    #: The round from which it guesses.
    patience = 3

    def slip_line(self, view: dict[str, Any]) -> Action | None:
        line = super().slip_line(view)
        if line is not None or view["round"] < self.patience:
            return line
        return write(self.knowledge.guess(view["missions"][view["seat"]], known_cards(view)),
                     view)


def write(wreck: Sequence[str], view: dict[str, Any]) -> Action:
    """The next line of ``wreck`` the seat's slip lacks, or the hand-in once all are written."""
    return next((Write(value) for value, written in zip(wreck, view["draft"], strict=True)
                 if value != written), HandIn())


class LogicianBot(RandomTableBot):
    """Asks the question expected to tell it most about its own mission, over deals of the
    hands it cannot see consistent with its view; hands in as soon as its mission is
    determined, never before.

    What a card tells is the doubt it removes (``Knowledge.doubt``: the bits of the slips
    its known clues still allow). Between requests of equal worth, the one more likely to
    bring a card not yet seen is asked: clues that tell nothing alone may tell together.
    """

    name = "logician"
    #: Deals sampled a move: the estimate's spread against its cost.
    samples = 24

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Action:
        deals = [sample_deal(view, rng) for _ in range(self.samples)]
        scored = [(self.worth(view, self.answers(view, action.subject, deals)), action)
                  for action in requests if type(action) is Ask]
        best = max(score for score, _ in scored)
        if best == (0, 0) and len(scored) < len(requests):  # nothing to learn: pass
            return next(action for action in requests if type(action) is Pass)
        choices = [action for score, action in scored if score == best]
        return choices[rng.randrange(len(choices))]

    @staticmethod
    def answers(view: dict[str, Any], subject: str, deals: list[Deal]) -> dict[int, float]:
        """How likely each card is to answer a request for ``subject``, over ``deals``
        (fleet1715_table/answer: the first seat clockwise holding a fitting card hands over
        one of them, which one its choice: each equally likely)."""
        fits = MATCHES[subject]
        chances: Counter[int] = Counter()
        for hands in deals:
            giver = first_holder(hands, view["seat"], subject)
            if giver is not None:
                fitting = [number for number in hands[giver] if number in fits]
                for number in fitting:
                    chances[number] += 1 / (len(fitting) * len(deals))
        return chances

    def worth(self, view: dict[str, Any], chances: dict[int, float]) -> tuple[float, float]:
        """A request's worth: the doubt about the mission its answer is expected to remove,
        then the chance that answer is a card not seen."""
        mission, known = view["missions"][view["seat"]], known_cards(view)
        doubt = self.knowledge.doubt(mission, known)
        removed = new = 0.0
        for number, chance in chances.items():
            if number not in known:
                new += chance
                after = self.knowledge.doubt(mission, tuple(sorted((*known, number))))
                removed += chance * (doubt - after)
        return round(removed, 9), round(new, 9)  # equal sums, summed in another order, tie
