"""What the quick tier (``./dev.sh test --quick``, ``NAVAL_TIER=quick``) does less of.

The whole suite tries each fuzzed entry as often as its test asks and plays each seeded
sample in full; the quick tier tries a tenth as many inputs and games, so a developer has
an answer in under two minutes while every entry and every game is still tried.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TypeVar

from hypothesis import settings

QUICK = os.environ.get("NAVAL_TIER") == "quick"
T = TypeVar("T")


def examples(whole: int) -> int:
    """How many inputs a test that tries ``whole`` of them in the whole suite tries now."""
    return max(10, whole // 10) if QUICK else whole


def seeded(whole: int) -> int:
    """How many seeded games a test that plays ``whole`` of them in the whole suite plays
    now: a tenth (at least 2) in the quick tier."""
    return max(2, whole // 10) if QUICK else whole


def sample(items: Iterable[T]) -> list[T]:
    """The items a test parametrized over ``items`` runs on now: every one in the whole
    suite, every fourth (the first included) in the quick tier."""
    return list(items)[::4] if QUICK else list(items)


def fuzzed(whole: int) -> settings:
    """Hypothesis settings for a test that tries ``whole`` inputs in the whole suite (no
    deadline: a loaded machine is no bug)."""
    return settings(max_examples=examples(whole), deadline=None)
