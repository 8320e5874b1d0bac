"""Seeded shuffles: the deal's is ``random``'s own, the reshuffle's is drawn from a key."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from naval_widgets.core.chance import shuffle, shuffled

rule = pytest.mark.rule


@rule("battleship/setup")
def test_shuffle_gives_the_order_random_gives():
    for seed in range(300):
        for length in (0, 1, 2, 12, 26, 40):
            items, expected = list(range(length)), list(range(length))
            random.Random(f"battleship/{seed}").shuffle(expected)
            shuffle(random.Random(f"battleship/{seed}"), items)
            assert items == expected, (seed, length)


@rule("battleship/empty-draw")
def test_shuffled_is_a_permutation_decided_by_the_key_alone():
    pile = ("white",) * 6 + ("red1", "red2", "red4", "shield") * 5
    order = shuffled(pile, "battleship/7/shuffle/0")
    assert sorted(order) == sorted(pile) and len(order) == len(pile)
    assert order == shuffled(list(pile), "battleship/7/shuffle/0"), "same key, same order"
    assert order != shuffled(pile, "battleship/7/shuffle/1")
    assert shuffled((), "k") == [] and shuffled(("x",), "k") == ["x"]


@rule("battleship/empty-draw")
def test_shuffled_orders_are_uniform():
    # 24 orders of 4 cards, 24,000 keys: each order about 1,000 times (5 sigma: 155).
    counts = Counter(tuple(shuffled("abcd", f"key/{n}")) for n in range(24_000))
    assert len(counts) == 24
    assert all(abs(count - 1000) < 155 for count in counts.values()), counts
    # Each of 40 cards (three blocks of draws) lands last about as often as the others.
    last = Counter(shuffled(range(40), f"long/{n}")[-1] for n in range(8_000))
    assert len(last) == 40 and all(abs(count - 200) < 71 for count in last.values()), last
