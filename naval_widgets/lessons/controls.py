"""The ipywidgets control that asks one question and checks each answer at once."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..core.i18n import Catalog
from .progress import Progress, ProgressError
from .questions import AnswerError, Board, Choice, Feedback, Move, Number, Question, TrueFalse

_ = Catalog("lessons")

RIGHT_STYLE = "color: #1b5e20; border-left: 4px solid #2e7d32; padding-left: 8px;"
WRONG_STYLE = "color: #8a1c00; border-left: 4px solid #c62828; padding-left: 8px;"
#: The drop-down's first entry, which is no answer.
PLACEHOLDER = _("Choose…")


class QuestionWidget(widgets.VBox):
    """A question, its control and the feedback on the last answer.

    ``answer(response)`` answers as a click would (tests use it); ``attempts`` keeps
    every verdict. A question of a ``lesson`` (its name) records each verdict in the
    student's progress file (``progress.Progress``). Shown without a kernel (GitHub,
    nbviewer, HTML export), it reads as its prompt, the picture of its board and its
    possible answers. ``on_right`` is called on each right answer (a lesson's board then
    shows what it held back).

    ``board`` is the board of the position the question is asked on (``Question.on``),
    shown under the prompt: a ``Board`` answer is marked on it, a ``Move`` answer played on
    it and checked as soon as it is played.
    """

    def __init__(self, number: int, question: Question, lesson: str | None = None,
                 on_right: Callable[[], None] | None = None, board: Any = None) -> None:
        self.number = number
        self.on_right = on_right
        self.question = question
        self.lesson = lesson
        self.attempts: list[Feedback] = []
        self._shown_at = time.monotonic()
        self.feedback = widgets.HTML(value="")
        self.board = board if board is not None else self._own_board(question.kind)
        prompt = widgets.HTML(value=f"<b>{html.escape(self._title())}</b> "
                                    f"{html.escape(str(question.prompt))}")
        shown = [self.board] if self.board is not None else []
        if isinstance(question.kind, Move):
            # The verdict stands above the board, in sight of the move that earned it.
            children = [prompt, *self._inputs(), self.feedback, *shown]
        else:
            children = [prompt, *shown, *self._inputs(), self.feedback]
        super().__init__(children=children)
        self.add_class("nw-question")
        if isinstance(question.kind, Move):
            self._start = self.board.ply
            self.board.observe(self._played, names="ply")

    @staticmethod
    def _own_board(kind: Any) -> Any:
        """The board a question made without a lesson's board answers on, if any."""
        if isinstance(kind, Board):
            return kind.make()
        if isinstance(kind, Move):
            table = kind.position()
            return table.widget(seat=table.to_move)
        return None

    def _played(self, change: dict[str, Any]) -> None:
        """A move on a ``Move`` question's board is its answer, checked at once."""
        if change["new"] > self._start:
            self.answer(self.board)

    def answer(self, response: Any) -> Feedback | None:
        """Check ``response`` and show the verdict; a response that is no answer is shown
        as such (and returns None)."""
        try:
            verdict = self.question.check(response)
        except AnswerError as err:
            self.feedback.value = f'<div style="{WRONG_STYLE}">{html.escape(str(err))}</div>'
            return None
        self.attempts.append(verdict)
        self._record(verdict)
        style = RIGHT_STYLE if verdict.right else WRONG_STYLE
        self.feedback.value = f'<div style="{style}">{html.escape(verdict.text)}</div>'
        if verdict.right and self.on_right is not None:
            self.on_right()
        return verdict

    def _record(self, verdict: Feedback) -> None:
        """Note the verdict in the progress file; a folder that cannot be written (a
        read-only drive) never stops the lesson."""
        if self.lesson is None:
            return
        try:
            Progress().record(self.lesson, self.number, verdict.right,
                              time.monotonic() - self._shown_at)
        except (OSError, ProgressError):
            pass

    # -- the input for each kind of answer ------------------------------------------
    def _inputs(self) -> list[widgets.Widget]:
        kind = self.question.kind
        if isinstance(kind, Choice):
            return [self._choice(kind)]
        if isinstance(kind, Number):
            return [self._number(kind)]
        if isinstance(kind, TrueFalse):
            return [self._buttons([(kind.label(True), True), (kind.label(False), False)])]
        if isinstance(kind, Move):
            return [widgets.HTML(value=f"<i>{html.escape(kind.preview())}</i>")]
        return [self._check_button(lambda: self.board)]

    def _buttons(self, labelled: list[tuple[str, Any]]) -> widgets.Widget:
        buttons = []
        for label, value in labelled:
            button = widgets.Button(description=label, layout=widgets.Layout(width="auto"))
            button.on_click(lambda _button, value=value: self.answer(value))
            buttons.append(button)
        return widgets.HBox(buttons)

    def _choice(self, kind: Choice) -> widgets.Widget:
        options = kind.all()
        if len(options) <= kind.buttons_up_to:
            return self._buttons([(option.label, option.value) for option in options])
        menu = widgets.Dropdown(options=[(str(PLACEHOLDER), None)]
                                + [(option.label, option.value) for option in options])
        menu.observe(lambda change: change["new"] is not None and self.answer(change["new"]),
                     names="value")
        return menu

    def _number(self, kind: Number) -> widgets.Widget:
        make = widgets.IntSlider if kind.slider else widgets.BoundedIntText
        box = make(value=kind.low, min=kind.low, max=kind.high,
                   layout=widgets.Layout(width="auto" if kind.slider else "6em"))
        return widgets.HBox([box, self._check_button(lambda: box.value)])

    def _check_button(self, response: Any) -> widgets.Button:
        button = widgets.Button(description=str(_("Check")), button_style="primary")
        button.on_click(lambda _button: self.answer(response()))
        return button

    # -- without a kernel ----------------------------------------------------------
    def _title(self) -> str:
        return str(_("Question {number}.", number=self.number))

    def preview(self) -> str:
        return f"{self._title()} {self.question.prompt}\n{self.question.kind.preview()}"

    def _picture(self) -> str:
        """The static picture of the position the question is asked on ("" for none)."""
        if self.board is None or self.question.on is None:
            return ""
        picture = getattr(self.board, "picture_html", None)
        if callable(picture):
            return picture() or ""
        return self.board.value if isinstance(self.board, widgets.HTML) else ""

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        answers = self.question.kind.preview()
        run = str(_("(Run the notebook to answer.)"))
        bundle["text/plain"] = f"{self.preview()}\n{run}"
        bundle["text/html"] = (
            f'<div class="nw-question-preview"><p><b>{html.escape(self._title())}</b> '
            f"{html.escape(str(self.question.prompt))}</p>{self._picture()}"
            f"<p><i>{html.escape(answers)}</i> {html.escape(run)}</p></div>")
        return bundle
