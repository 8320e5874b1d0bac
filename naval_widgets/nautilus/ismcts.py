"""The search bot: information-set Monte Carlo tree search (single observer).

Each playout guesses the hidden cards afresh from the bot's own view
(``view.state_from_view``: it never reads the true state), walks down one tree shared
by all guesses, choosing by UCB among the few best actions legal in that guess (in the
greedy bot's order, more as a node is visited: ``WIDENING``; each action counted as
available each time it is legal), plays the rest of the round by the greedy bot's rule
of thumb with a little chance (``rollout``), and scores the round's end by the chance
each domain ends up won (``estimate``). The move played is the one tried most at the
root. Cowling, Powley and Whitehouse, "Information Set Monte Carlo Tree Search" (2012);
Chaslot et al., "Progressive strategies for Monte-Carlo tree search" (2008); OpenSpiel's
``ismcts.py``."""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..core import Action, Choice, Explaining
from .actions import Pick
from .bots import greedy_action, greedy_scores
from .reasons import search_reason
from .rules import apply, legal_actions
from .scoring import tallies, to_come
from .state import OVER, TO_WIN, State
from .view import state_from_view

#: How much UCB explores (the constant before the square root): little, as widening
#: brings in the next action in the greedy order (0.7 and 0.25 did worse).
EXPLORATION = 0.1
#: The share of the playouts' moves past the tree played at random, not greedily.
EPSILON = 0.25
#: Progressive widening: a node visited ``n`` times weighs its ``1 + WIDENING * sqrt(n)``
#: best actions by the greedy rule of thumb, so a small budget is not spread thin.
WIDENING = 1.0
#: The share of a time budget left unused, for a busy machine's pauses.
MARGIN = 0.05


class Node:
    """One information set of the tree: its visits, and each action's visits, wins and
    availability."""

    __slots__ = ("children", "visits", "wins", "available", "total")

    def __init__(self) -> None:
        self.total = 0
        self.children: dict[Any, Node] = {}
        self.visits: dict[Any, int] = {}
        self.wins: dict[Any, float] = {}
        self.available: dict[Any, int] = {}


def edge(action: Action, hidden: bool) -> Any:
    """How the tree names ``action``: the action itself, except the diver the other
    player keeps from the Scooter (``hidden``: the bot never sees it, so all such
    choices are one edge)."""
    return "pick" if hidden and type(action) is Pick else action


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


class IsmctsBot(Explaining):
    """Searches for ``seconds`` (default 0.5) or ``playouts`` playouts, whichever ends
    first. It stops early rather than start a playout that would not end in time, with
    the time of one more (as long as the mean one so far) and ``MARGIN`` of the budget
    to spare, so that choosing and a busy machine's pauses fit in. ``made``: the
    playouts of its last search; ``visits``: how often each of its actions was tried
    there (its reason's figures)."""

    name = "ismcts"

    def __init__(self, seconds: float = 0.5, playouts: int = 1500) -> None:
        self.seconds = seconds
        self.playouts = playouts
        self.made = 0
        self.visits: dict[Any, int] = {}

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        """The action tried most, and why (``reasons.search_reason``, from the root's
        figures)."""
        if len(legal) == 1:
            self.made, self.visits = 0, {}
            return Choice(legal[0], search_reason(view, legal[0], 0, {}, {}))
        root, seat = Node(), view["seat"]
        start = time.perf_counter()
        self.made = 0
        while self.made < self.playouts:
            spent = time.perf_counter() - start
            if self.made and spent * (self.made + 2) / self.made > self.seconds * (1 - MARGIN):
                break
            self.playout(root, seat, state_from_view(view, rng), rng)
            self.made += 1
        # The action tried most; between equals, the greedy rule of thumb's first.
        order = list(ranked(state_from_view(view, rng), seat))
        # The bot's own actions are their own edges.
        action = max(order, key=lambda key: (root.visits.get(key, 0), -order.index(key)))
        self.visits = dict(root.visits)
        return Choice(action, search_reason(view, action, self.made, root.visits, root.wins))

    def playout(self, root: Node, seat: int, state: State, rng: random.Random) -> None:
        """One guess: down the tree, one new node, the round played out, scores back up."""
        number = state.round
        path: list[tuple[Node, Any, int]] = []
        node: Node | None = root
        while state.phase != OVER and state.round == number and node is not None:
            mover = state.to_move
            options = ranked(state, seat)
            for key in options:
                node.available[key] = node.available.get(key, 0) + 1
            width = 1 + int(WIDENING * math.sqrt(node.total))
            node.total += 1
            keys = list(options)[:width]
            fresh = [key for key in keys if key not in node.visits]
            if fresh:
                key = fresh[0]
                node.children[key] = Node()
                node.visits[key], node.wins[key] = 0, 0.0
                following = None
            else:
                key = max(keys, key=lambda k: _ucb(node, k))
                following = node.children[key]
            state = apply(state, options[key][0])  # a hidden choice: the greedy one
            path.append((node, key, mover))
            node = following
        first = estimate(rollout(state, rng), 0)
        for visited, key, mover in path:
            visited.visits[key] += 1
            visited.wins[key] += first if mover == 0 else 1.0 - first


def ranked(state: State, seat: int) -> dict[Any, list[Action]]:
    """The legal actions of ``state`` by edge as ``seat`` sees them, best first by the
    greedy rule of thumb for the seat to move (ties in the rules' order)."""
    legal = legal_actions(state)
    scores = greedy_scores(state.to_move, state.sides, state.table, state.won, legal)
    hidden = state.to_move != seat
    options: dict[Any, list[Action]] = {}
    for number in sorted(range(len(legal)), key=lambda number: -scores[number]):
        options.setdefault(edge(legal[number], hidden), []).append(legal[number])
    return options


def rollout(state: State, rng: random.Random) -> State:
    """The rest of the round: each move the greedy bot's, or at random one time in
    ``1 / EPSILON``; the state at the round's end (or the game's)."""
    number = state.round
    while state.phase != OVER and state.round == number:
        legal = legal_actions(state)
        if len(legal) == 1 or rng.random() < EPSILON:
            action = legal[rng.randrange(len(legal))]
        else:
            action = greedy_action(state.to_move, state.sides, state.table, state.won, legal,
                                   rng)
        state = apply(state, action)
    return state


def _ucb(node: Node, key: Any) -> float:
    visits = node.visits[key]
    return (node.wins[key] / visits
            + EXPLORATION * math.sqrt(math.log(node.available[key]) / visits))
