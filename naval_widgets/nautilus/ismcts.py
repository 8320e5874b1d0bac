"""The search bot: information-set Monte Carlo tree search (single observer).

Each playout guesses the hidden cards afresh from the bot's own view
(``view.state_from_view``: it never reads the true state), walks down one tree shared
by all guesses, choosing by UCB among the actions legal in that guess (each action
counted as available each time it is), plays the rest of the round at random, and
scores the round's end by the chance each domain ends up won (``estimate``). The move
played is the one tried most at the root. Cowling, Powley and Whitehouse,
"Information Set Monte Carlo Tree Search" (2012); OpenSpiel's ``ismcts.py``.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..core import Action
from .actions import Pick
from .rules import apply, legal_actions
from .scoring import tallies, to_come
from .state import OVER, TO_WIN, State
from .view import state_from_view

#: How much UCB explores (the constant before the square root).
EXPLORATION = 0.7


class Node:
    """One information set of the tree: each action's visits, wins and availability."""

    __slots__ = ("children", "visits", "wins", "available")

    def __init__(self) -> None:
        self.children: dict[Any, Node] = {}
        self.visits: dict[Any, int] = {}
        self.wins: dict[Any, float] = {}
        self.available: dict[Any, int] = {}


def edge(action: Action) -> Any:
    """How the tree names ``action``: the action itself, except the diver kept from the
    Scooter, which the other player never sees (so all such choices are one edge)."""
    return "pick" if type(action) is Pick else action


def estimate(state: State, seat: int) -> float:
    """The chance ``seat`` wins from here: 1 or 0 once over, else each domain's chance
    (its lead against the stars still to come) combined into the chance of three."""
    if state.phase == OVER:
        return 1.0 if state.winner == seat else 0.0
    counts = tallies(state.won)
    chances = []
    for domain, stars in enumerate(to_come(state.won)):
        lead = counts[seat][domain] - counts[1 - seat][domain]
        spread = math.sqrt(sum(value * value for value in stars)) or 0.5
        chances.append(1.0 / (1.0 + math.exp(-1.6 * lead / spread)))
    # The chance of at least three domains out of five, each won independently.
    at_least = [1.0] + [0.0] * len(chances)
    for chance in chances:
        at_least = [at_least[0] * (1 - chance)] + [
            at_least[k] * (1 - chance) + at_least[k - 1] * chance
            for k in range(1, len(at_least))]
    return sum(at_least[TO_WIN:])


class IsmctsBot:
    """Searches for ``seconds`` (default 0.5) or ``playouts`` playouts, whichever ends
    first."""

    name = "ismcts"

    def __init__(self, seconds: float = 0.5, playouts: int = 1500) -> None:
        self.seconds = seconds
        self.playouts = playouts

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        root = Node()
        deadline = time.perf_counter() + self.seconds
        for count in range(self.playouts):
            if count % 16 == 0 and time.perf_counter() > deadline:
                break
            self.playout(root, state_from_view(view, rng), rng)
        visits = root.visits
        best = max(legal, key=lambda action: (visits.get(edge(action), 0),
                                              -legal.index(action)))
        return best

    def playout(self, root: Node, state: State, rng: random.Random) -> None:
        """One guess: down the tree, one new node, the round played out, scores back up."""
        number = state.round
        path: list[tuple[Node, Any, int]] = []
        node: Node | None = root
        while state.phase != OVER and state.round == number and node is not None:
            legal = legal_actions(state)
            mover = state.to_move
            keys = {}
            for action in legal:
                keys.setdefault(edge(action), []).append(action)
            for key in keys:
                node.available[key] = node.available.get(key, 0) + 1
            fresh = [key for key in keys if key not in node.visits]
            if fresh:
                key = fresh[rng.randrange(len(fresh))]
                node.children[key] = Node()
                node.visits[key], node.wins[key] = 0, 0.0
                following = None
            else:
                key = max(keys, key=lambda k: _ucb(node, k))
                following = node.children[key]
            options = keys[key]
            state = apply(state, options[rng.randrange(len(options))])
            path.append((node, key, mover))
            node = following
        while state.phase != OVER and state.round == number:
            legal = legal_actions(state)
            state = apply(state, legal[rng.randrange(len(legal))])
        first = estimate(state, 0)
        for visited, key, mover in path:
            visited.visits[key] += 1
            visited.wins[key] += first if mover == 0 else 1.0 - first


def _ucb(node: Node, key: Any) -> float:
    visits = node.visits[key]
    return (node.wins[key] / visits
            + EXPLORATION * math.sqrt(math.log(node.available[key]) / visits))
