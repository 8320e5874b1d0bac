"""A lesson's questions answered through their controls in a page, as a student does
(issue 26, done when: "answers every question by clicking, right and wrong"): each one
wrong first, which shows its hint, then right, which shows its explanation. The
answers and the sentences expected are the lesson's own, read from the engine in the
page's language."""

from __future__ import annotations

import re
from typing import Any, Protocol

from playwright.sync_api import Locator, expect

from naval_widgets.core.i18n import Catalog, using
from naval_widgets.core.page_words import shell_words
from naval_widgets.lessons.questions import Board, Choice, Move, Number, Question, TrueFalse

LESSON_WORDS = Catalog("lessons")


def wrong_answer(question: Question) -> Any:
    """A value the question's control offers that is not a right answer."""
    right = question.expected()
    kind = question.kind
    if isinstance(kind, Choice):
        offered = [option.value for option in kind.all()]
    elif isinstance(kind, TrueFalse):
        offered = [True, False]
    elif isinstance(kind, Number):
        offered = list(range(kind.low, kind.high + 1))
    else:
        raise ValueError(f"a {type(kind).__name__} question is answered on its board")
    return next(value for value in offered if not any(value == r for r in right))


def right_answer(question: Question) -> Any:
    """One right answer (the first in the order the control shows them)."""
    right = question.expected()
    kind = question.kind
    if isinstance(kind, Choice):
        return next(o.value for o in kind.all() if any(o.value == r for r in right))
    return min(right, key=repr)


def give(control: Locator, question: Question, value: Any, language: str) -> None:
    """Answer ``value`` on the question's ``control`` and see the lesson's verdict."""
    kind = question.kind
    with using(language):
        label = kind.label(value)
        verdict = question.check(value).text
        check = str(LESSON_WORDS("Check"))
    if isinstance(kind, Number) and kind.slider:
        # The slider by the keyboard, as a student without a mouse moves it.
        handle = control.locator(".noUi-handle").first
        handle.focus()
        handle.press("Home")
        for _step in range(value - kind.low):
            handle.press("ArrowRight")
        expect(control.locator(".widget-readout").first).to_have_text(str(value))
        control.get_by_role("button", name=check, exact=True).click()
    elif isinstance(kind, Number):
        control.locator("input").first.fill(str(value))
        control.get_by_role("button", name=check, exact=True).click()
    elif isinstance(kind, Choice) and control.locator("select").count():
        control.locator("select").select_option(label=label)
    else:
        control.get_by_role("button", name=label, exact=True).click()
    expect(control).to_contain_text(verdict.split("\n")[0][:80])


class Mover(Protocol):
    """Plays a game's action on its board by clicking, as a student does."""

    def can(self, action: Any) -> bool: ...

    def play(self, board: Locator, action: Any) -> None: ...


def answer_on_the_board(control: Locator, question: Question, mover: Mover,
                        language: str) -> None:
    """A move question: a wrong move played on its board (the hint shows), taken back
    with Undo, then a right one (the explanation shows)."""
    kind = question.kind
    right = question.expected()
    playable = [action for action in kind.position().legal() if mover.can(action)]
    wrong = next(a for a in playable if not any(a.notation() == r for r in right))
    good = next(a for a in playable if any(a.notation() == r for r in right))
    board = control.locator(".nw-widget")
    with using(language):
        undo = shell_words()["undo.label"]
        verdicts = [question.check(action.notation()).text for action in (wrong, good)]
    mover.play(board, wrong)
    expect(control).to_contain_text(verdicts[0].split("\n")[0][:80])
    board.get_by_role("button", name=undo, exact=True).click()
    mover.play(board, good)
    expect(control).to_contain_text(verdicts[1].split("\n")[0][:80])


def answer_every_question(cells: Locator, questions: tuple[Question, ...],
                          language: str, mover: Mover | None = None) -> int:
    """Answer each question of a lesson (its cell runs ``lesson.question(n)``) wrong,
    then right; a move question on its board by ``mover``. Returns how many were
    answered (a marked-board question, or a move question without a mover, is left to
    its own test)."""
    answered = 0
    for number, question in enumerate(questions, start=1):
        moved = isinstance(question.kind, Move)
        if isinstance(question.kind, Board) or (moved and mover is None):
            continue
        asked = re.compile(rf"lesson\.question\({number}\)")
        control = cells.filter(has_text=asked).locator(".nw-question")
        control.scroll_into_view_if_needed()
        if moved:
            answer_on_the_board(control, question, mover, language)
        else:
            give(control, question, wrong_answer(question), language)
            give(control, question, right_answer(question), language)
        answered += 1
    return answered
