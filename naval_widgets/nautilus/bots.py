"""The greedy bot: one move looked at, scored by a rule of thumb. It reads only its
seat's view and the legal actions.

Each domain card counts its stars (the ink blot -1) while its domain is still open,
nothing once a domain is won. A card facing a diver counts for whoever's diver takes
it; a card with one diver only, by the chance that diver keeps it (the share of values
it beats). The greedy bot plays the action whose board scores best for it.
``greedy_scores`` and ``greedy_action`` read only the few things they look at, so the
search bot uses them too, on the states it guesses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from ..core import Action, Choice, Explaining
from .actions import Anchored, Give, Keep, Move, Pick, Place, PlaySpecial
from .cards import ANCHOR, EYE, FISHBONE, HARPOON, KRAKEN, SCOOTER, beats, domain_of, stars_of
from .reasons import greedy_reason
from .scoring import clinched
from .state import Pair

#: Each diver's value to its side: the share of the other values it beats.
STRENGTH = {value: sum(beats(value, other) for other in range(16) if other != value) / 15
            for value in range(16)}
#: How much the greedy bot likes to keep each special card.
LIKING = {KRAKEN: 6, SCOOTER: 5, HARPOON: 4, EYE: 3, ANCHOR: 2, FISHBONE: 1}

Board = Sequence[Sequence[int | None]]


def card_weights(table: Sequence[int], won: Pair) -> list[int]:
    """What each domain card on the ``table`` is worth to take: its stars, or nothing
    once its domain is won."""
    marks = clinched(won)
    return [0 if marks[domain_of(card)] is not None else stars_of(card) for card in table]


def place_score(mine: int | None, theirs: int | None, weight: int) -> float:
    """One domain card's share of a board's score: its stars times the chance the seat
    with ``mine`` takes it less the chance the other does (nothing with no diver yet)."""
    if mine is not None and theirs is not None:
        chance = 1.0 if beats(mine, theirs) else 0.0
    elif mine is not None:
        chance = STRENGTH[mine]
    elif theirs is not None:
        chance = 1.0 - STRENGTH[theirs]
    else:
        return 0.0
    return weight * (2 * chance - 1)


def changes(sides: Board, action: Action) -> list[tuple[int, int, int | None]]:
    """The places ``action`` changes, as (side, place, new value): a placement one, a
    move two (nothing for any other action)."""
    kind = type(action)
    if kind is Place or kind is Anchored:
        return [(action.side - 1, action.place - 1, action.card)]
    if kind is Move:
        card = sides[action.side - 1][action.place - 1]
        return [(action.side - 1, action.place - 1, None),
                (action.to_side - 1, action.to_place - 1, card)]
    return []


def greedy_scores(seat: int, sides: Board, table: Sequence[int], won: Pair,
                  legal: Sequence[Action]) -> list[float]:
    """How much ``seat`` likes each action of ``legal`` (``score``), with ``sides`` and
    the domain cards ``table`` on the board and the cards each seat has ``won``."""
    weights = card_weights(table, won)
    # Each domain card's share of the score now: an action changes one or two.
    shares = [place_score(sides[seat][place], sides[1 - seat][place], weight)
              for place, weight in enumerate(weights)]
    return [score(seat, sides, weights, shares, action) for action in legal]


def greedy_action(seat: int, sides: Board, table: Sequence[int], won: Pair,
                  legal: Sequence[Action], rng: random.Random) -> Action:
    """The action of ``legal`` that scores best now (``greedy_scores``); ties broken by
    ``rng``."""
    return legal[best_of(greedy_scores(seat, sides, table, won, legal), rng)]


def best_of(scores: Sequence[float], rng: random.Random) -> int:
    """The number of the best score (within 1e-9); ties broken by ``rng``."""
    top = max(scores)
    choices = [number for number, value in enumerate(scores) if value >= top - 1e-9]
    return choices[rng.randrange(len(choices))]


def score(seat: int, sides: Board, weights: Sequence[int],
          shares: list[float], action: Action) -> float:
    """How much ``seat`` likes ``action``: a placement or a move by the board it leaves;
    a good card is kept for later when a weaker one does as well."""
    kind = type(action)
    if kind is Keep:
        return LIKING[action.special]
    if kind is PlaySpecial:
        return 1.0
    if kind is Pick:
        return STRENGTH[action.card]
    if kind is Give:
        return -STRENGTH[action.card]
    if kind in (Place, Anchored, Move):
        moved = changes(sides, action)
        new = list(shares)
        for _side, place, _value in moved:
            mine, theirs = sides[seat][place], sides[1 - seat][place]
            for side, at, value in moved:  # a move may change both places of a card
                if at == place:
                    mine, theirs = (value, theirs) if side == seat else (mine, value)
            new[place] = place_score(mine, theirs, weights[place])
        total = 0.0
        for share in new:  # summed in place order
            total += share
        if kind is not Move:
            total -= 0.01 * STRENGTH[action.card] + 0.02 * (kind is Anchored)
        return total
    return 0.0  # passing


class GreedyBot(Explaining):
    """Plays the action that scores best now (``greedy_action``) from its view, and says
    why (``reasons.greedy_reason``, from the same scores)."""

    name = "greedy"

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        scores = self.values(view, legal, rng)
        action = legal[best_of(scores, rng)]
        return Choice(action, greedy_reason(view, action, scores, legal))

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        """``choose``'s action, without building its reason (matches play many games)."""
        return legal[best_of(self.values(view, legal, rng), rng)]

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        """Each action's score now (``greedy_scores``; the review's values too)."""
        won = (tuple(view["won"][0]), tuple(view["won"][1]))
        table = [card["card"] for card in view["domains"]]
        return greedy_scores(view["seat"], view["sides"], table, won, legal)
