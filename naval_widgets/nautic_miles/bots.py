"""Nautic Miles bots. They read only their seat's view and the legal actions.

The admiral scores each legal action and plays the best (ties drawn by its random
generator): bring a convoy home first, then save a convoy under attack (in the Japanese
rules a storm saves one from a lone aircraft too), then attack the most valuable convoy it
can see, then advance, and discard what it needs least (``sight``). It says why
(``reasons``), from the same scores.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import Action, Choice, Explaining
from .reasons import explain
from .sight import Sight


class AdmiralBot(Explaining):
    """Advance, protect, attack the most valuable target it can see."""

    name = "admiral"

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        """The best-scored action, and why (``reasons.explain``, from the same scores)."""
        sight = Sight(view)
        scores = scored(sight, legal)
        number = best(scores, rng)
        return Choice(legal[number], explain(number, scores, legal, sight))

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        """``choose``'s action, without building its reason (matches play many games)."""
        return legal[best(self.values(view, legal, rng), rng)]

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        """Each action's score in the admiral's sight (the review's values too)."""
        return scored(Sight(view), legal)


def scored(sight: Sight, legal: Sequence[Action]) -> list[float]:
    """Each action of ``legal`` scored in ``sight``."""
    return [sight.score(action) for action in legal]


def best(scores: Sequence[float], rng: random.Random) -> int:
    """The number of the best score, ties drawn by ``rng``."""
    top = max(scores)
    choices = [number for number, score in enumerate(scores) if score == top]
    return choices[rng.randrange(len(choices))]
