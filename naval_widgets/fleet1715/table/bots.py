"""Table-game bots. They read only their seat's view (``knowledge``, ``deals``).

Each bot decides through ``decide``, which returns the action and how the bot came to it
(a ``Decision``); the guesser and the logician say why from that (``reasons``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from itertools import takewhile
from typing import Any

from ...core import Action, Choice, Explaining, Weighed
from ...core.game import RandomBot
from .actions import Ask, HandIn, Pass, Write
from .deals import Deal, sample_deal
from .decisions import GUESSED, NOTHING_NEW, RANDOM, SETTLED, WEIGHED, Decision, Weighing
from .knowledge import Knowledge, known_cards
from .reasons import explain
from .rules import MATCHES, first_holder


class RandomTableBot:
    """Takes a mission, asks random legal questions and hands over a random fitting card;
    hands in its slip as soon as what it knows determines its mission, never before."""

    name = "random"
    words = RandomBot.words

    def __init__(self) -> None:
        self.knowledge = Knowledge()

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return self.decide(view, legal, rng).action

    def decide(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Decision:
        """The action, and how the bot came to it."""
        if view["phase"] == "ask":
            slip = self.slip_line(view)
            if slip is not None:
                return slip
            # The requests and the pass come first (``rules.legal_actions``).
            return self.request(view, list(takewhile(lambda action: type(action) in (Ask, Pass),
                                                     legal)), rng)
        return Decision(legal[rng.randrange(len(legal))], RANDOM)

    def slip_line(self, view: dict[str, Any]) -> Decision | None:
        """The next line to write, or the hand-in, once the seat's mission is determined."""
        wreck = self.knowledge.wreck(view["missions"][view["seat"]], known_cards(view))
        return None if wreck is None else Decision(write(wreck, view), SETTLED, wreck=wreck)

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Decision:
        """One of the legal ``requests`` (and the pass, after a request nobody answered)."""
        return Decision(requests[rng.randrange(len(requests))], RANDOM)


class ExplainingTableBot(Explaining, RandomTableBot):
    """A table bot that says why it plays each move (``reasons.explain``)."""

    #: The round from which it guesses (``None``: never).
    patience: int | None = None

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        return self.explained(view, legal, self.decide(view, legal, rng))

    def explained(self, view: dict[str, Any], legal: Sequence[Action],
                  decision: Decision) -> Choice:
        """``decision``'s action and why (``reasons.explain``)."""
        return Choice(decision.action, explain(view, decision, legal, self.knowledge,
                                               self.patience))

    #: ``choose``'s action, without building its reason (matches play many games).
    act = RandomTableBot.act


class GuesserBot(ExplainingTableBot):
    """The random bot configured to guess: from round ``patience`` on, if its mission is
    still open, it writes a wreck its known clues still allow and hands it in, right or
    wrong. The only bot that hands in wrong slips, so that seeded games play them."""

    name = "guesser"
    patience = 3

    def slip_line(self, view: dict[str, Any]) -> Decision | None:
        line = super().slip_line(view)
        if line is not None or view["round"] < self.patience:
            return line
        wreck = self.knowledge.guess(view["missions"][view["seat"]], known_cards(view))
        return Decision(write(wreck, view), GUESSED, wreck=wreck)


def write(wreck: Sequence[str], view: dict[str, Any]) -> Action:
    """The next line of ``wreck`` the seat's slip lacks, or the hand-in once all are written."""
    return slip_moves(wreck, view)[0]


def slip_moves(wreck: Sequence[str], view: dict[str, Any]) -> list[Action]:
    """The lines of ``wreck`` the seat's slip lacks, in line order, or the hand-in once all
    are written."""
    return [Write(value) for value, written in zip(wreck, view["draft"], strict=True)
            if value != written] or [HandIn()]


class LogicianBot(ExplainingTableBot):
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

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        return decision_values(view, legal, self.decide(view, legal, rng))

    def weigh(self, view: dict[str, Any], legal: Sequence[Action],
              rng: random.Random) -> Weighed:
        """``values`` and ``choose`` from one decision (the deals are sampled once)."""
        decision = self.decide(view, legal, rng)
        return Weighed(tuple(decision_values(view, legal, decision)),
                       self.explained(view, legal, decision))

    def request(self, view: dict[str, Any], requests: list[Action],
                rng: random.Random) -> Decision:
        deals = [sample_deal(view, rng) for _ in range(self.samples)]
        asks = [action for action in requests if type(action) is Ask]
        chances = {action.subject: self.answers(view, action.subject, deals) for action in asks}
        worths = {subject: self.worth(view, found) for subject, found in chances.items()}
        best = max(worths.values())
        if best == (0, 0) and len(asks) < len(requests):  # nothing to learn: pass
            return Decision(next(action for action in requests if type(action) is Pass),
                            NOTHING_NEW, Weighing(worths, {}, len(deals)))
        choices = [action for action in asks if worths[action.subject] == best]
        chosen = choices[rng.randrange(len(choices))]
        return Decision(chosen, WEIGHED, Weighing(worths, chances[chosen.subject], len(deals)))

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


def decision_values(view: dict[str, Any], legal: Sequence[Action],
                    decision: Decision) -> list[float]:
    """Each action of ``legal`` as the logician values it, by how it decided: its mission
    settled, 1 for each line of the wreck its slip still lacks (or the hand-in, once all
    are written) and 0 for anything else; on its turn before that, each request's worth,
    the doubt its answer is expected to remove (bits, ``worth``), and 0 for a pass or a
    line written on a guess; a mission card taken or a card handed over, all alike."""
    if decision.how == SETTLED and decision.wreck is not None:
        useful = slip_moves(decision.wreck, view)
        return [1.0 if action in useful else 0.0 for action in legal]
    if decision.weighing is not None:
        worths = decision.weighing.worths
        return [worths[action.subject][0] if type(action) is Ask else 0.0
                for action in legal]
    return [0.0] * len(legal)
