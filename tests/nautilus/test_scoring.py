"""The clinch rule against brute force, and views against the states built from them."""

from __future__ import annotations

import itertools
import random

import pytest

from naval_widgets.nautilus import GAME, Place, Table, rules, state_from_view
from naval_widgets.nautilus.cards import DOMAIN_CARDS, domain_of, stars_of
from naval_widgets.nautilus.scoring import clinched
from naval_widgets.nautilus.state import OVER

from ..referee import refused
from .positions import position

rule = pytest.mark.rule


def brute_force(won):
    """Each domain's certain winner, trying every way the cards still to come can go."""
    taken = set(won[0]) | set(won[1])
    marks = []
    for domain in range(5):
        left = [card for card in DOMAIN_CARDS if domain_of(card) == domain and card not in taken]
        have = [sum(stars_of(card) for card in won[seat] if domain_of(card) == domain)
                for seat in (0, 1)]
        winners = set()
        for owners in itertools.product((0, 1), repeat=len(left)):
            total = list(have)
            for card, owner in zip(left, owners, strict=True):
                total[owner] += stars_of(card)
            winners.add(0 if total[0] > total[1] else 1 if total[1] > total[0] else None)
        marks.append(winners.pop() if len(winners) == 1 and None not in winners else None)
    return tuple(marks)


def round_ends(seeds):
    """The cards taken at each round's end of seeded random games."""
    for seed in seeds:
        table = Table(seed=seed, bots={0: "random", 1: "random"})
        table.run_bots()
        yield from {state.won for state in table.history if state.won != ((), ())}


@rule("nautilus/clinch")
def test_a_domain_is_won_once_the_other_cannot_catch_up():
    checked = 0
    for won in round_ends(range(40)):
        assert clinched(won) == brute_force(won), won
        checked += 1
    # Random deals of the 30 cards, as far as any round could have gone.
    rng = random.Random(3)
    for _case in range(150):
        cards = list(DOMAIN_CARDS)
        rng.shuffle(cards)
        taken = cards[:5 * rng.randrange(1, 7)]
        split = [card for card in taken if rng.random() < 0.5]
        won = (tuple(split), tuple(card for card in taken if card not in split))
        assert clinched(won) == brute_force(won), won
        checked += 1
    assert checked > 200
    over = next(state for state in Table(seed=2, bots={0: "greedy", 1: "random"}).history)
    refused(rules, over._replace(phase=OVER), Place(1, 1, 1), "nautilus/game-end")


@rule("nautilus/hidden")
def test_a_state_built_from_a_view_shows_that_view_and_the_same_legal_actions():
    rng = random.Random(5)
    for seed in range(8):
        table = Table(seed=seed, bots={0: "random", 1: "greedy"})
        table.run_bots()
        for state in table.history:
            for seat in (0, 1, None):
                seen = GAME.view(state, seat)
                # resample is this, with the same draws (the conformance suite builds its
                # twins from the view it has: tests/conformance/games.py)
                assert (GAME.resample(state, seat, random.Random(seed))
                        == state_from_view(seen, random.Random(seed)))
                built = state_from_view(seen, rng)
                assert GAME.view(built, seat) == seen, (seed, seat, state.phase)
                assert GAME.card_counts(built) == [30, 14, 6]
                if seat == GAME.to_move(state):
                    assert GAME.legal_actions(built) == GAME.legal_actions(state)
    # The view hides what it must: another hand, another seat's drawn divers.
    state = position(hands=((1, 2, 3, 4, 5), (10, 11, 12, 13, 14)))
    seen = GAME.view(state, 0)
    assert seen["opponent_hand"] == [] and seen["hand_sizes"] == [5, 5]
    guesses = {state_from_view(GAME.view(state, 0), rng).hands[1] for _n in range(20)}
    assert len(guesses) > 1 and all(set(hand).isdisjoint({1, 2, 3, 4, 5}) for hand in guesses)
