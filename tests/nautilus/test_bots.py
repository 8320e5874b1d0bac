"""The Nautilus bots: legal moves only, their own view only, and each beats the one
below it (the win rates over hundreds of games are in docs/benchmarks.md)."""

from __future__ import annotations

import random

from naval_widgets.core import bot_rng, play_match
from naval_widgets.core.bots import RandomBot
from naval_widgets.nautilus import GAME
from naval_widgets.nautilus.actions import Pick
from naval_widgets.nautilus.bots import GreedyBot
from naval_widgets.nautilus.ismcts import IsmctsBot, Node, edge, estimate
from naval_widgets.nautilus.view import resample, state_from_view

from .positions import position


def quick_search():
    """The search bot on a budget a test can afford: a few dozen playouts a move."""
    return IsmctsBot(seconds=5.0, playouts=40)


def test_the_search_bot_plays_legal_moves_to_the_end():
    bots = [quick_search(), GreedyBot()]
    result = play_match(GAME, bots, seed=12)
    assert result.outcome is not None and result.outcome.winner in (0, 1)


def test_the_search_bot_reads_only_its_view():
    """Two states its view cannot tell apart get the same move from the same generator."""
    rng = random.Random(4)
    state = position(hands=((1, 6, 9, 13, 14), (2, 3, 7, 11, 12)))
    other = resample(state, 0, rng)
    assert other.hands[1] != state.hands[1] or other.diver_pile != state.diver_pile
    legal = GAME.legal_actions(state)
    assert GAME.legal_actions(other) == legal
    moves = [quick_search().act(GAME.view(s, 0), legal, random.Random(1)) for s in (state, other)]
    assert moves[0] == moves[1] and moves[0] in legal


def test_the_greedy_bot_takes_a_domain_card_it_can_win():
    state = position(hands=((2, 3, 4, 5, 13), (10, 11, 12, 14, 1)),
                     sides=((None,) * 5, (12, None, None, None, None)))
    action = GreedyBot().act(GAME.view(state, 0), GAME.legal_actions(state), bot_rng(GAME, 1, 0))
    assert (action.card, action.side, action.place) == (13, 1, 1)


def test_the_estimate_is_a_chance_and_certain_once_over():
    state = position()
    assert 0.0 < estimate(state, 0) < 1.0
    assert abs(estimate(state, 0) + estimate(state, 1) - 1.0) < 1e-9
    over = state._replace(phase="over", winner=1)
    assert estimate(over, 1) == 1.0 and estimate(over, 0) == 0.0


def test_the_search_bot_weighs_its_own_scooter_pick_but_not_the_others():
    """Its own pick is one edge a diver; the other's, which it never sees, is one edge."""
    assert edge(Pick(2), hidden=False) != edge(Pick(13), hidden=False)
    assert edge(Pick(2), hidden=True) == edge(Pick(13), hidden=True)
    state = position(hands=((1, 3, 4, 5, 6), (7, 9, 10, 11, 12)), phase="scooter",
                     played=((0, "scooter"),))._replace(drawn=(2, 13), diver_pile=(8, 14))
    root = Node()
    search, rng = quick_search(), random.Random(3)
    for _playout in range(8):
        search.playout(root, 0, state_from_view(GAME.view(state, 0), rng), rng)
    assert set(root.visits) == {Pick(2), Pick(13)}


def test_the_search_bot_beats_random_on_a_small_budget():
    for seed in range(3):
        result = play_match(GAME, [IsmctsBot(seconds=5.0, playouts=15), RandomBot()],
                            seed=seed)
        assert result.outcome.winner == 0
