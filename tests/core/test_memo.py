"""core.memo: a pure function remembered as a dictionary."""

from __future__ import annotations

import doctest

from naval_widgets.core import memo
from naval_widgets.core.memo import Memo


def test_memo_works_a_value_out_once_and_then_answers_from_memory():
    asked: list[tuple[str, ...]] = []

    def kinds(cards: tuple[str, ...]) -> tuple[str, ...]:
        asked.append(cards)
        return tuple(sorted(set(cards)))

    table = Memo(kinds)
    assert table["red1", "white", "red1"] == ("red1", "white")
    assert table["red1", "white", "red1"] == ("red1", "white")
    assert table[()] == ()
    assert asked == [("red1", "white", "red1"), ()]
    assert len(table) == 2


def test_memo_doctests_pass():
    assert doctest.testmod(memo).failed == 0
