"""One check for every lesson's table of expected answers: the engine's answers are the
ones expected, each is accepted, and a wrong one is refused with its hint."""

from __future__ import annotations

from typing import Any

from naval_widgets.lessons import Lesson


def check_answers(taught: Lesson, number: int, answers: set, wrong: Any) -> None:
    """``taught`` computes ``answers`` for question ``number``, accepts each, and refuses
    ``wrong`` with the hint meant for it."""
    question = taught.questions[number - 1]
    assert question.expected() == answers
    for answer in answers:
        assert taught.check(number, answer).right
    verdict = taught.check(number, wrong)
    hint = str(question.wrong.get(wrong, question.hint))
    assert not verdict.right and hint in verdict.text
