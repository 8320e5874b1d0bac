"""A lesson: its numbered questions and the named positions its notebook shows."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.i18n import SOURCE, Catalog, Text, using
from ..core.words import brief
from .controls import QuestionWidget
from .questions import Board, Choice, Move, Question
from .referee import show_try

_ = Catalog("lessons")
#: How each kind of question is named in the answer key.
KIND_NAMES = {"choice": _("choice"), "number": _("number"), "true/false": _("true/false"),
              "board": _("board"), "move": _("move")}


#: What stands between two choices in the answer key (no label holds it).
CHOICE_SEPARATOR = " · "


class LessonError(ValueError):
    """A lesson asked for a question, position or notebook it does not have."""


class Lesson:
    """The questions (numbered from 1) and positions (by name) of one notebook.

    ``lesson.question(3)`` is the control asking question 3; ``lesson.position("sinking")``
    builds that position afresh (a ``Table`` for a game lesson), where the student plays
    ``seat`` (the first); ``lesson.try_move("sinking", "white A3")`` asks the referee about
    a move there. ``holds`` names, for a position, the view's fields its board holds back
    and the question whose answer they give (``{"domains": {"tallies": 1}}``):
    ``lesson.board(name)`` shows them only once that question is answered right. A question
    asked on a position of its own (``Question.on``) shows that position's board in its
    control (``shown``).
    ``translated`` names the
    notebook of the lesson in each other language it is written in (``{"fr": ...}``);
    the questions speak the notebook's language. ``language`` is the language ``notebook``
    is written in (a lesson written for one language only, e.g. under its own rules).
    """

    def __init__(self, name: str, title: str | Text, notebook: str,
                 questions: Sequence[Question],
                 positions: Mapping[str, Callable[[], Any]] | None = None,
                 translated: Mapping[str, str] | None = None,
                 language: str = SOURCE, seat: int = 0,
                 holds: Mapping[str, Mapping[str, int]] | None = None) -> None:
        self.name = name
        self.title = title
        self.notebook = notebook
        self.questions = tuple(questions)
        self.positions = dict(positions or {})
        self.notebooks = {language: notebook, **(translated or {})}
        self.seat = seat
        self.holds = {name: dict(fields) for name, fields in (holds or {}).items()}
        #: The questions answered right, and the boards shown of each position.
        self.answered: set[int] = set()
        self.boards: dict[str, list[Any]] = {}

    def _question(self, number: Any) -> Question:
        if not isinstance(number, int) or isinstance(number, bool) \
                or not 1 <= number <= len(self.questions):
            raise LessonError(str(_("This lesson has questions 1 to {count}; {number} is not "
                                    "one of them.", count=len(self.questions),
                                    number=brief(number))))
        return self.questions[number - 1]

    def question(self, number: int) -> QuestionWidget:
        """The control that asks question ``number`` and checks each answer, with the board
        of the position it is asked on (``Question.on``), if any."""
        question = self._question(number)
        board = None if question.on is None else self.shown(question.on)
        return QuestionWidget(number, question, lesson=self.name,
                              on_right=lambda: self.release(number), board=board)

    def shown(self, name: str) -> Any:
        """What a question shows of position ``name``: a game's board for the lesson's seat
        (holding back what ``holds`` says; Undo never goes back before the position), a
        puzzle board or a table as it is, or ``None`` for a position the prompt describes
        (a scoring case)."""
        found = self.position(name)
        if hasattr(found, "widget"):
            board = self.board(name)
            board.undo_floor = len(board.table.actions)
            return board
        if isinstance(found, widgets.Widget):
            return found
        if hasattr(found, "_repr_html_"):
            return widgets.HTML(value=found._repr_html_())
        return None

    def release(self, number: int) -> None:
        """Question ``number`` was answered right: show what the boards held back for it."""
        self.answered.add(number)
        for name, boards in self.boards.items():
            fields = [field for field, by in self.holds.get(name, {}).items() if by == number]
            for board in boards if fields else ():
                board.release(*fields)

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

    def board(self, name: str) -> Any:
        """Position ``name``'s board for the lesson's seat, holding back what a question
        asks (``holds``) until that question is answered right."""
        held = [field for field, by in self.holds.get(name, {}).items()
                if by not in self.answered]
        board = self.position(name).widget(seat=self.seat, hold=held)
        self.boards.setdefault(name, []).append(board)
        return board

    def try_move(self, name: str, move: str) -> None:
        """Ask the referee about ``move`` at position ``name``, on a copy: print what it
        would do as the student's seat reads it, or why the rules refuse it."""
        table = self.position(name)
        if not hasattr(table, "legal"):
            raise LessonError(str(_("{name} is no game position: there is no move to try "
                                    "there.", name=brief(name))))
        show_try(table, move, self.seat)

    def answer_key(self, language: str = SOURCE) -> str:
        """The teacher's answer key, as Markdown, in ``language`` (one of ``notebooks``)."""
        with using(language):
            return self._answer_key(self.notebooks[language])

    def _answer_key(self, notebook: str) -> str:
        path = f"`notebooks/{notebook}`"
        lines = [f"## {self.title}", "", str(_("Notebook: {path}", path=path)), ""]
        for number, question in enumerate(self.questions, start=1):
            heading = _("Question {number}", number=number)
            kind = KIND_NAMES.get(question.kind.name, question.kind.name)
            lines += [f"### {heading} ({kind})", "", str(question.prompt), ""]
            if question.on is not None:
                lines += ["- " + str(_("Applies the rule on a position of its own, shown with "
                                       "the question."))]
            if isinstance(question.kind, Choice):
                # Labels may hold commas ("1, 2 or 3"): a middle dot stands between them.
                labels = CHOICE_SEPARATOR.join(option.label for option in question.kind.all())
                lines += ["- " + str(_("Choices: {labels}", labels=labels))]
            elif not isinstance(question.kind, (Board, Move)):
                lines += [f"- {question.kind.preview()}"]
            answer = _("Answer: {answer}", answer=question.answer_label())
            lines += [f"- **{answer}**",
                      "- " + str(_("Why: {explanation}", explanation=question.explain())),
                      "- " + str(_("Hint on a wrong answer: {hint}", hint=str(question.hint)))]
            lines += ["- " + str(_("Hint on {answer}: {hint}", answer=question.kind.label(value),
                                   hint=str(text)))
                      for value, text in question.wrong.items()]
            lines.append("")
        return "\n".join(lines)
