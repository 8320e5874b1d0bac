"""A lesson's board holds back what a question asks until the question is answered right
(issue "Lessons that check learning", item 2): the held fields are absent from the view sent
to the page and from the static picture, and a right answer shows them."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core.widget import check_hold, withhold
from naval_widgets.lessons import lessons

from ..tiers import fuzzed

LESSONS = lessons()
#: Every hold of every lesson: (lesson, position, field, the question releasing it).
HOLDS = [(name, position, field, number) for name, lesson in LESSONS.items()
         for position, fields in lesson.holds.items() for field, number in fields.items()
         if not field.startswith("key ")]


#: Holds whose static picture reads the same held or not, and why.
SAME_PICTURE = {("nautic_miles_ja", "miles"): "one miles card: the card's name is its total"}


def _has(value, field: str) -> bool:
    """Whether ``field`` holds something (not ``None``) anywhere in ``value``."""
    if isinstance(value, dict):
        return any((key == field and item is not None) or _has(item, field)
                   for key, item in value.items())
    if isinstance(value, list):
        return any(_has(item, field) for item in value)
    return False


def _shown(board, field: str) -> bool:
    return bool(board.status) if field == "status" else _has(board.view, field)


@pytest.mark.parametrize(("name", "position", "field", "number"), HOLDS,
                         ids=[f"{case[0]} {case[1]} {case[2]}" for case in HOLDS])
def test_a_board_holds_a_field_back_until_its_question_is_answered_right(
        name, position, field, number):
    """Item 2: held at first (page and picture), still held after a wrong answer, shown
    after the right one."""
    lesson = LESSONS[name]
    lesson.answered.clear()
    others = [other for other, by in lesson.holds[position].items() if by != number]
    full = lesson.position(position).widget(seat=lesson.seat, hold=others)
    assert _shown(full, field), "the position shows no such field: nothing to hold"
    board = lesson.board(position)
    assert not _shown(board, field)
    if (name, position) not in SAME_PICTURE:
        unheld = lesson.position(position).widget(seat=lesson.seat)
        assert board.picture_html() != unheld.picture_html()
    question = lesson.question(number)
    right = next(iter(lesson.questions[number - 1].expected()))
    wrong = [option.value for option in getattr(lesson.questions[number - 1].kind, "all",
                                                lambda: [])() if option.value != right]
    if wrong:
        question.answer(wrong[0])
        assert not _shown(board, field)
    question.answer(right)
    assert _shown(board, field)
    assert board.picture_html() == full.picture_html() or field == "status"
    assert _shown(lesson.board(position), field), "a board built later shows it too"
    lesson.answered.clear()


def test_the_layout_keys_tie_line_waits_for_question_12():
    """Item 2: the key beside the layout board named the tie's convoy that question 12
    asks for; it says so once the question is answered."""
    lesson = LESSONS["nautic_miles"]
    lesson.answered.clear()
    key = lesson.layout_key()
    assert "1.2" not in key.lines[3] and "1.2" not in key.legend.value.split("<li>")[4]
    lesson.question(12).answer("1.2")
    assert key.lines[3].endswith("convoy 1.2")
    lesson.answered.clear()


def test_the_battleship_comparison_above_question_9_keeps_its_answer():
    """Item 2: the comparison printed in section 6 no longer gives question 9's beginner
    case; its own comparison, printed after question 9, does."""
    from naval_widgets.lessons import battleship

    printed = io.StringIO()
    with redirect_stdout(printed):
        battleship.what_if("battleship")
    assert "beginner" not in printed.getvalue()
    with redirect_stdout(printed):
        battleship.what_if("beginner")
    assert "beginner rules, your battleship revealed: 2 hits" in printed.getvalue()


def test_withhold_reaches_every_depth_and_changes_nothing_else():
    view = {"a": 1, "countdown": 2, "rows": [{"countdown": 3, "b": [4]}], "c": {"countdown": 5}}
    assert withhold(view, frozenset({"countdown"})) == {
        "a": 1, "countdown": None, "rows": [{"countdown": None, "b": [4]}],
        "c": {"countdown": None}}
    assert view["countdown"] == 2, "the view itself is not changed"


@fuzzed(40)
@given(hold=st.one_of(st.none(), st.integers(), st.text(), st.dictionaries(st.text(), st.text()),
                      st.lists(st.one_of(st.integers(), st.none(), st.just("")), min_size=1)))
def test_a_bad_hold_is_refused_with_a_sentence(hold):
    """Standards: a bad ``hold`` (not a list of field names) is a ValueError."""
    with pytest.raises(ValueError, match="'hold'"):
        check_hold(hold)


def test_a_board_with_a_bad_hold_is_not_made():
    """Standards: ``Table.widget`` refuses a bad ``hold`` with the same sentence."""
    table = LESSONS["nautilus"].position("domains")
    with pytest.raises(ValueError, match="'hold' is a list"):
        table.widget(seat=0, hold="tallies")
