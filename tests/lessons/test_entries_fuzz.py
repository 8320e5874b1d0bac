"""Bad input is normal input in every lesson: any answer, question number, position name
or move typed into a try cell gives a verdict, a printed refusal, or a clear
``ValueError``; nothing else escapes."""

from __future__ import annotations

import importlib
import inspect
import io
import pkgutil
from contextlib import redirect_stdout

import pytest
from hypothesis import given
from hypothesis import strategies as st

import naval_widgets.lessons as package
from naval_widgets.lessons.lesson import Lesson
from naval_widgets.lessons.questions import Feedback

from ..tiers import fuzzed

#: Every lesson module (one with a ``LESSON``), by lesson name.
MODULES = {module.LESSON.name: module for module in (
    importlib.import_module(f"{package.__name__}.{found.name}")
    for found in pkgutil.iter_modules(package.__path__)) if isinstance(
        getattr(module, "LESSON", None), Lesson)}

#: Each try cell (``try_move``, ``try_request``...): (lesson, function name, function).
TRIES = [(name, function_name, function) for name, module in sorted(MODULES.items())
         for function_name, function in inspect.getmembers(module, callable)
         if function_name.startswith("try_")]

#: Anything a student could type or a cell could pass.
ANY_INPUT = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(),
                      st.binary(), st.lists(st.integers(), max_size=3),
                      st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
#: Text close to a real move: words and numbers of the games' notations.
MOVE_LIKE = st.lists(st.sampled_from(
    ["ask", "give", "write", "pass", "take", "move", "white", "red", "A3", "1.1", "2.4",
     "13", "0", "-1", "99", "depth", "almiranta", "silver", "at", "submarine", ""]),
    max_size=4).map(" ".join)


def test_the_fuzz_reaches_every_lesson_and_try_cell():
    assert len(MODULES) >= 9
    assert {function_name for _, function_name, _ in TRIES} >= {"try_move", "try_request"}


@pytest.mark.parametrize("name", sorted(MODULES))
@fuzzed(60)
@given(number=ANY_INPUT, response=ANY_INPUT)
def test_any_answer_to_any_question_is_a_verdict_or_a_value_error(name, number, response):
    lesson = MODULES[name].LESSON
    try:
        verdict = lesson.check(number, response)
    except ValueError as refusal:
        assert str(refusal)
        return
    assert isinstance(verdict, Feedback) and verdict.text


@pytest.mark.parametrize("name", sorted(MODULES))
@fuzzed(30)
@given(position=ANY_INPUT)
def test_a_position_that_is_not_one_is_refused(name, position):
    lesson = MODULES[name].LESSON
    if isinstance(position, str) and position in lesson.positions:
        return
    with pytest.raises(ValueError, match="positions are"):
        lesson.position(position)


@pytest.mark.parametrize(("name", "function_name", "function"), TRIES,
                         ids=[f"{name}-{function_name}" for name, function_name, _ in TRIES])
@fuzzed(25)
@given(data=st.data())
def test_a_try_cell_prints_or_refuses_any_move(name, function_name, function, data):
    lesson = MODULES[name].LESSON
    place = data.draw(st.sampled_from(sorted(lesson.positions)), label="position")
    arguments = [data.draw(st.one_of(MOVE_LIKE, ANY_INPUT), label=parameter)
                 for parameter in list(inspect.signature(function).parameters)[1:]]
    printed = io.StringIO()
    try:
        with redirect_stdout(printed):
            function(place, *arguments)
    except ValueError as refusal:
        assert str(refusal)
        return
    assert printed.getvalue().strip()
