"""Questions and how an answer is read and checked (no widgets here: see ``controls``).

A ``Question`` holds a prompt, the kind of answer it takes (``Choice``, ``Number``,
``TrueFalse`` or ``Board``), a function that computes the right answer from the engine,
a hint for a wrong answer and an explanation for a right one.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from ..core.words import brief


class AnswerError(ValueError):
    """An answer a question cannot take: not one of its choices, not a whole number..."""


class AnyOf(frozenset):
    """Several right answers: any one of them is right (e.g. two cards that both sink)."""


class Option(NamedTuple):
    """One choice: the value checked, and the words on its button."""

    value: str
    label: str


class Feedback(NamedTuple):
    """The verdict on one answer: right or not, and the sentence the student reads."""

    right: bool
    text: str


class Kind(Protocol):
    """How a question is answered: reads a response into a value, and names values."""

    name: str

    def read(self, response: Any) -> Any:
        """The value of ``response``; ``AnswerError`` when it is no answer to this kind."""

    def label(self, value: Any) -> str:
        """How ``value`` reads in a sentence."""

    def preview(self) -> str:
        """One line naming the possible answers, for a notebook shown without its kernel."""


@dataclass(frozen=True)
class Choice:
    """One of named options, as buttons (or a drop-down list when there are many).

    ``options`` is a sequence of ``Option`` or a function returning one, for choices
    that depend on a position (the cards in a hand).
    """

    options: Sequence[Option] | Callable[[], Sequence[Option]]
    name: str = "choice"
    #: More options than this are shown as a drop-down list instead of buttons.
    buttons_up_to: int = 5

    def all(self) -> tuple[Option, ...]:
        options = self.options() if callable(self.options) else self.options
        return tuple(Option(*option) for option in options)

    def read(self, response: Any) -> str:
        for option in self.all():
            if isinstance(response, str) and response in (option.value, option.label):
                return option.value
        raise AnswerError(f"{brief(response)} is not one of the choices: "
                          f"{', '.join(option.label for option in self.all())}.")

    def label(self, value: Any) -> str:
        return next((option.label for option in self.all() if option.value == value),
                    str(value))

    def preview(self) -> str:
        return "Choose one: " + " | ".join(option.label for option in self.all())


@dataclass(frozen=True)
class Number:
    """A whole number from ``low`` to ``high``, typed in a box (or set on a slider)."""

    low: int = 0
    high: int = 20
    slider: bool = False
    name: str = "number"

    def __post_init__(self) -> None:
        if not (_is_int(self.low) and _is_int(self.high) and self.low <= self.high):
            raise ValueError(f"A number question needs whole numbers low <= high; got "
                             f"{brief(self.low)} and {brief(self.high)}.")

    def read(self, response: Any) -> int:
        if isinstance(response, str) and _WHOLE.fullmatch(response.strip()):
            response = int(response.strip())
        if not _is_int(response):
            raise AnswerError(f"Answer with a whole number; {brief(response)} is not one.")
        if not self.low <= response <= self.high:
            raise AnswerError(f"Answer with a whole number from {self.low} to {self.high}; "
                              f"{response} is not in that range.")
        return response

    def label(self, value: Any) -> str:
        return str(value)

    def preview(self) -> str:
        return f"Answer with a whole number from {self.low} to {self.high}."


_TRUTHS = {"true": True, "false": False, "yes": True, "no": False}


@dataclass(frozen=True)
class TrueFalse:
    """True or false."""

    name: str = "true/false"

    def read(self, response: Any) -> bool:
        if isinstance(response, bool):
            return response
        if isinstance(response, str) and response.strip().lower() in _TRUTHS:
            return _TRUTHS[response.strip().lower()]
        raise AnswerError(f"Answer True or False; {brief(response)} is neither.")

    def label(self, value: Any) -> str:
        return "True" if value else "False"

    def preview(self) -> str:
        return "Answer: True | False"


@dataclass(frozen=True)
class Board:
    """An answer given on a board: the student marks it, then presses "Check".

    ``make()`` builds the board (any ipywidget, e.g. a Fleet 1715 grid), ``read(board)``
    turns what is marked on it into a value (``AnswerError`` when nothing usable is
    marked yet) and ``describe(value)`` names a value in a sentence.
    """

    make: Callable[[], Any]
    read_board: Callable[[Any], Any]
    describe: Callable[[Any], str] = str
    instructions: str = "Mark your answer on the board, then press Check."
    name: str = "board"

    def read(self, response: Any) -> Any:
        return self.read_board(response)

    def label(self, value: Any) -> str:
        return self.describe(value)

    def preview(self) -> str:
        return self.instructions


_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Question:
    """One question of a lesson.

    ``answer()`` computes the right answer from the engine (an ``AnyOf`` when several
    are right); ``explanation`` may name it as ``{answer}``. ``wrong`` gives hints for
    particular wrong answers; any other wrong answer gets ``hint``.
    """

    prompt: str
    kind: Choice | Number | TrueFalse | Board
    answer: Callable[[], Any]
    hint: str
    explanation: str
    wrong: Mapping[Any, str] = field(default_factory=dict)

    def expected(self) -> AnyOf:
        """Every right answer."""
        answer = self.answer()
        return answer if isinstance(answer, AnyOf) else AnyOf({answer})

    def answer_label(self) -> str:
        """The right answer(s) in words, in a fixed order."""
        return " or ".join(sorted(self.kind.label(value) for value in self.expected()))

    def check(self, response: Any) -> Feedback:
        """The verdict on ``response``; ``AnswerError`` (a ``ValueError``) for no answer."""
        value = self.kind.read(response)
        if any(value == right for right in self.expected()):
            return Feedback(True, f"Right! {self.explanation.format(answer=self.answer_label())}")
        hint = self.wrong.get(value, self.hint) if _hashable(value) else self.hint
        return Feedback(False, f"Not quite: {self.kind.label(value)} is not it. Hint: {hint} "
                               "Try again.")


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
