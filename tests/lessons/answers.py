"""One check for every lesson's table of expected answers: the engine's answers are the
ones expected, each is accepted, and a wrong one is refused with its hint."""

from __future__ import annotations

from typing import Any


def check_answers(lesson: Any, number: int, answers: set, wrong: Any) -> None:
    """``lesson`` (a lesson module) computes ``answers`` for question ``number``, accepts
    each, and refuses ``wrong`` with the hint meant for it."""
    question = lesson.QUESTIONS[number - 1]
    assert question.expected() == answers
    for answer in answers:
        assert lesson.LESSON.check(number, answer).right
    verdict = lesson.LESSON.check(number, wrong)
    hint = str(question.wrong.get(wrong, question.hint))
    assert not verdict.right and hint in verdict.text
