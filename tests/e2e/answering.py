"""A lesson's questions answered through their controls in a page, as a student does
(issue 26, done when: "answers every question by clicking, right and wrong"): each one
wrong first, which shows its hint, then right, which shows its explanation. The
answers and the sentences expected are the lesson's own, read from the engine in the
page's language. A move question is played on its board by a game's ``Mover``, a marked-board
question marked on its board by a game's ``Marker`` (each in the game's own tests)."""

from __future__ import annotations

import dataclasses
import re
from typing import Any, Protocol

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import Locator, expect

from naval_widgets.core.i18n import Catalog, using
from naval_widgets.core.page_words import shell_words
from naval_widgets.lessons.questions import Board, Choice, Move, Number, Question, TrueFalse

from .lab import TIMEOUT_MS

LESSON_WORDS = Catalog("lessons")
# The element shows the text (its white space as a page shows it).
SHOWS_JS = """([el, text]) => el.textContent.replace(/\\s+/g, ' ').includes(text)"""


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


def wrong_marks(question: Question) -> Any:
    """A marked-board question's wrong answer: its right marks but the last (a partial
    answer, which the lesson refuses with its hint)."""
    right = min(question.expected(), key=repr)
    if not isinstance(right, frozenset) or len(right) < 2:
        raise ValueError(f"a board answer of two marks or more has a partial one; "
                         f"{right!r} has none")
    return frozenset(sorted(right)[:-1])


def verdict(question: Question, value: Any, language: str) -> str:
    """The first line of the lesson's verdict on ``value``, in ``language``. A marked
    board's value (what its board reads) is checked as the board would be."""
    if isinstance(question.kind, Board):
        kind = question.kind
        question = dataclasses.replace(question, kind=dataclasses.replace(
            kind, read_board=lambda value: value))
    with using(language):
        return question.check(value).text.split("\n")[0][:80]


def own_button(control: Locator, label: str) -> Locator:
    """The question's own button ``label`` (an ipywidgets button: never one of its
    board's, which may hold a button of the same name)."""
    return control.locator(".widget-button").filter(has_text=re.compile(
        rf"^\s*{re.escape(label)}\s*$"))


def see(control: Locator, text: str) -> None:
    """Wait until ``control`` shows ``text``, looking at every frame: a verdict shows a
    frame or two after the kernel's reply, where ``expect`` looks again only after
    growing pauses (up to a second), which add up over a lesson's answers."""
    text = " ".join(text.split())
    try:
        control.page.wait_for_function(SHOWS_JS, arg=[control.element_handle(), text],
                                       polling="raf", timeout=TIMEOUT_MS)
    except PlaywrightError:
        expect(control).to_contain_text(text, timeout=1_000)  # fails saying what it shows


def give(control: Locator, question: Question, value: Any, language: str) -> None:
    """Answer ``value`` on the question's ``control`` (its own ipywidgets, not the board
    it shows) and see the lesson's verdict."""
    kind = question.kind
    with using(language):
        label = kind.label(value)
        check = own_button(control, str(LESSON_WORDS("Check")))
    menu = control.locator(".widget-dropdown select")
    if isinstance(kind, Number) and kind.slider:
        # The slider by the keyboard, as a student without a mouse moves it.
        handle = control.locator(".widget-slider .noUi-handle").first
        handle.focus()
        handle.press("Home")
        for _step in range(value - kind.low):
            handle.press("ArrowRight")
        expect(control.locator(".widget-slider .widget-readout").first).to_have_text(str(value))
        check.click()
    elif isinstance(kind, Number):
        control.locator(".widget-text input").fill(str(value))
        check.click()
    elif isinstance(kind, Choice) and menu.count():
        menu.select_option(label=label)
    else:
        own_button(control, label).click()
    see(control, verdict(question, value, language))


class Mover(Protocol):
    """Plays a game's action on its board by clicking, as a student does."""

    def can(self, action: Any) -> bool: ...

    def play(self, board: Locator, action: Any) -> None: ...


class Marker(Protocol):
    """Marks a board question's answer on its board by clicking, as a student does: the
    board then shows exactly the marks ``value`` names (what the question reads)."""

    def mark(self, board: Locator, question: Question, value: Any) -> None: ...


def mark_on_the_board(control: Locator, question: Question, marker: Marker,
                      language: str) -> None:
    """A marked-board question: a partial answer marked and checked (the hint shows), then
    the rest marked and checked (the explanation shows)."""
    board = control.locator(".nw-widget")
    with using(language):
        check = own_button(control, str(LESSON_WORDS("Check")))
    for value in (wrong_marks(question), min(question.expected(), key=repr)):
        marker.mark(board, question, value)
        check.click()
        see(control, verdict(question, value, language))


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
    mover.play(board, wrong)
    see(control, verdict(question, wrong.notation(), language))
    board.get_by_role("button", name=undo, exact=True).click()
    mover.play(board, good)
    see(control, verdict(question, good.notation(), language))


def answer_every_question(cells: Locator, questions: tuple[Question, ...],
                          language: str, mover: Mover | None = None,
                          marker: Marker | None = None) -> int:
    """Answer each question of a lesson (its cell runs ``lesson.question(n)``) wrong,
    then right; a move question on its board by ``mover``, a marked-board question on
    its board by ``marker``. Returns how many were answered (a move question without a
    mover, or a marked-board question without a marker, is left to its own test)."""
    answered = 0
    for number, question in enumerate(questions, start=1):
        # The right answer, computed once from the engine (some take seconds).
        known = question.answer()
        question = dataclasses.replace(question, answer=lambda known=known: known)
        moved, marked = isinstance(question.kind, Move), isinstance(question.kind, Board)
        if (moved and mover is None) or (marked and marker is None):
            continue
        asked = re.compile(rf"lesson\.question\({number}\)")
        control = cells.filter(has_text=asked).locator(".nw-question")
        control.scroll_into_view_if_needed()
        if moved:
            answer_on_the_board(control, question, mover, language)
        elif marked:
            mark_on_the_board(control, question, marker, language)
        else:
            give(control, question, wrong_answer(question), language)
            give(control, question, right_answer(question), language)
        answered += 1
    return answered
