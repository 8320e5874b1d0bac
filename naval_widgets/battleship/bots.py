"""Battleship bots. They read only their seat's view and the legal actions."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import Action, Choice, Explaining
from .actions import (
    Discard,
    DiscardWhites,
    DrawThree,
    PlayPeg,
    PlayShield,
    PlayTwo,
    RemovePeg,
    Repair,
)
from .cards import PEGS, WHITE
from .reasons import explain, face_down, peg_hits, ships_hidden

#: How much a discarded card would have been worth keeping.
_KEEP = {"white": 1, "red1": 2, "red2": 3, "red4": 5, "shield": 4, "whites-or-two": 6,
         "repair-or-draw": 6}


class GreedyBot(Explaining):
    """Scores each legal action by a sensible heuristic and plays the best one.

    Power cards that give extra plays first, then sinking a ship, hitting a
    revealed ship, revealing with white pegs; red searches only as a last resort.
    """

    name = "greedy"

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        """The best-scored action, and why (``reasons.explain``, from the same scores)."""
        scores = self.values(view, legal, rng)
        action = legal[_best(scores, rng)]
        me, opponent = _sides(view)
        return Choice(action, explain(action, scores, legal, me, opponent))

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        """``choose``'s action, without building its reason (matches play many games)."""
        return legal[_best(self.values(view, legal, rng), rng)]

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        """Each action's score by the heuristic (the review's values too)."""
        me, opponent = _sides(view)
        return [self._score(a, me, opponent) for a in legal]

    def _score(self, action: Action, me: dict[str, Any], opponent: dict[str, Any]) -> float:
        kind = type(action)
        if kind is PlayPeg:
            return self._peg(action, me, opponent)
        if kind is PlayTwo:
            return 150
        if kind is DrawThree:
            return 140
        if kind is Repair or kind is RemovePeg:
            return 120 + PEGS[action.peg] * 5 + me["grid"][action.cell]["damage"]
        if kind is PlayShield:
            cell = me["grid"][action.cell]
            return 35 + 10 * cell["damage"] / cell["hits"]
        if kind is DiscardWhites:
            useless = not face_down(opponent) and "destroyer" not in me["powers"]
            return 50 + action.count if useless else -10
        if kind is Discard:
            return -_KEEP[action.card]
        return 0

    def _peg(self, action: PlayPeg, me: dict[str, Any], opponent: dict[str, Any]) -> float:
        target = opponent["grid"][action.cell]
        if target["face"] == "down":
            if action.card == WHITE:
                return 30
            # A red search: worth it when a face-down card is likely a ship; cheap cards first.
            return 60 * ships_hidden(opponent) / face_down(opponent) - 4 * PEGS[action.card]
        value = peg_hits(action.card, me, target, opponent,
                         on_shield=target["shield"] is not None)
        if target["shield"] is not None:
            left = target["shield"]["strength"] - target["shield"]["damage"]
            return 20 + 10 * min(value, left) - 2 * max(0, value - left)
        left = target["hits"] - target["damage"]
        if value >= left:
            return 100 + target["hits"] - 2 * (value - left)
        return 40 + 10 * value


def _sides(view: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    """The mover's side and its opponent's, as ``view`` shows them."""
    seat = view["to_move"]
    return view["players"][seat], view["players"][1 - seat]


def _best(scores: Sequence[float], rng: random.Random) -> int:
    """The number of the best score; ties broken by ``rng``."""
    top = max(scores)
    choices = [i for i, score in enumerate(scores) if score == top]
    return choices[rng.randrange(len(choices))]
