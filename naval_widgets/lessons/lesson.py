"""A lesson: its numbered questions and the named positions its notebook shows."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..core.i18n import Catalog
from ..core.words import brief
from .controls import QuestionWidget
from .questions import Board, Choice, Question

_ = Catalog("lessons")


class LessonError(ValueError):
    """A lesson asked for a question, position or notebook it does not have."""


class Lesson:
    """The questions (numbered from 1) and positions (by name) of one notebook.

    ``lesson.question(3)`` is the control asking question 3; ``lesson.position("sinking")``
    builds that position afresh (a ``Table`` for a game lesson).
    """

    def __init__(self, name: str, title: str, notebook: str, questions: Sequence[Question],
                 positions: Mapping[str, Callable[[], Any]] | None = None) -> None:
        self.name = name
        self.title = title
        self.notebook = notebook
        self.questions = tuple(questions)
        self.positions = dict(positions or {})

    def _question(self, number: Any) -> Question:
        if not isinstance(number, int) or isinstance(number, bool) \
                or not 1 <= number <= len(self.questions):
            raise LessonError(str(_("This lesson has questions 1 to {count}; {number} is not "
                                    "one of them.", count=len(self.questions),
                                    number=brief(number))))
        return self.questions[number - 1]

    def question(self, number: int) -> QuestionWidget:
        """The control that asks question ``number`` and checks each answer."""
        return QuestionWidget(number, self._question(number))

    def check(self, number: int, response: Any) -> Any:
        """The verdict on ``response`` to question ``number`` (without a control)."""
        return self._question(number).check(response)

    def position(self, name: str) -> Any:
        """The position called ``name``, built afresh."""
        if not isinstance(name, str) or name not in self.positions:
            raise LessonError(str(_("This lesson's positions are {names}; {name} is not one "
                                    "of them.", names=", ".join(self.positions),
                                    name=brief(name))))
        return self.positions[name]()

    def answer_key(self) -> str:
        """The teacher's answer key, as Markdown."""
        lines = [f"## {self.title}", "", f"Notebook: `notebooks/{self.notebook}`", ""]
        for number, question in enumerate(self.questions, start=1):
            lines += [f"### Question {number} ({question.kind.name})", "",
                      str(question.prompt), ""]
            if isinstance(question.kind, Choice):
                labels = ", ".join(option.label for option in question.kind.all())
                lines += [f"- Choices: {labels}"]
            elif not isinstance(question.kind, Board):
                lines += [f"- {question.kind.preview()}"]
            lines += [f"- **Answer: {question.answer_label()}**",
                      f"- Why: {question.explain()}",
                      f"- Hint on a wrong answer: {question.hint}"]
            lines += [f"- Hint on {question.kind.label(value)}: {text}"
                      for value, text in question.wrong.items()]
            lines.append("")
        return "\n".join(lines)
