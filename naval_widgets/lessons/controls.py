"""The ipywidgets control that asks one question and checks each answer at once."""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from typing import Any

import ipywidgets as widgets

from ..core.i18n import Catalog
from .progress import Progress, ProgressError
from .questions import AnswerError, Board, Choice, Feedback, Number, Question, TrueFalse

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
    nbviewer, HTML export), it reads as its prompt and possible answers. ``on_right`` is
    called on each right answer (a lesson's board then shows what it held back).
    """

    def __init__(self, number: int, question: Question, lesson: str | None = None,
                 on_right: Callable[[], None] | None = None) -> None:
        self.number = number
        self.on_right = on_right
        self.question = question
        self.lesson = lesson
        self.attempts: list[Feedback] = []
        self._shown_at = time.monotonic()
        self.feedback = widgets.HTML(value="")
        self.board = question.kind.make() if isinstance(question.kind, Board) else None
        prompt = widgets.HTML(value=f"<b>{html.escape(self._title())}</b> "
                                    f"{html.escape(str(question.prompt))}")
        super().__init__(children=[prompt, *self._inputs(), self.feedback])
        self.add_class("nw-question")

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
        return [self.board, self._check_button(lambda: self.board)]

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

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        answers = self.question.kind.preview()
        run = str(_("(Run the notebook to answer.)"))
        bundle["text/plain"] = f"{self.preview()}\n{run}"
        bundle["text/html"] = (
            f'<div class="nw-question-preview"><p><b>{html.escape(self._title())}</b> '
            f"{html.escape(str(self.question.prompt))}</p>"
            f"<p><i>{html.escape(answers)}</i> {html.escape(run)}</p></div>")
        return bundle
