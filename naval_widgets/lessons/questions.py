"""Questions and how an answer is read and checked (no widgets here: see ``controls``).

A ``Question`` holds a prompt, the kind of answer it takes (``Choice``, ``Number``,
``TrueFalse``, ``Board`` or ``Move``), a function that computes the right answer from the
engine, a hint for a wrong answer and an explanation for a right one; ``on`` names the
fresh position it is asked on, when it asks the student to apply a rule there.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from ..core.errors import IllegalAction
from ..core.i18n import Catalog, Text
from ..core.words import brief

_ = Catalog("lessons")
#: What a question says: a catalog's message (read in the notebook's language) or words.
Words = str | Text


class AnswerError(ValueError):
    """An answer a question cannot take: not one of its choices, not a whole number..."""


class AnyOf(frozenset):
    """Several right answers: any one of them is right (e.g. two cards that both sink)."""


class Option(NamedTuple):
    """One choice: the value checked, and the words on its button."""

    value: str
    label: Words


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

    ``options`` is a sequence of ``Option`` (or of ``(value, label)`` pairs), or a function
    returning one, for choices that depend on a position (the cards in a hand).
    """

    options: Sequence[tuple[str, Words]] | Callable[[], Sequence[tuple[str, Words]]]
    name: str = "choice"
    #: More options than this are shown as a drop-down list instead of buttons.
    buttons_up_to: int = 5

    def all(self) -> tuple[Option, ...]:
        options = self.options() if callable(self.options) else self.options
        return tuple(Option(value, str(label)) for value, label in options)

    def read(self, response: Any) -> str:
        for option in self.all():
            if isinstance(response, str) and response in (option.value, option.label):
                return option.value
        raise AnswerError(str(_("{response} is not one of the choices: {choices}.",
                                response=brief(response),
                                choices=", ".join(option.label for option in self.all()))))

    def label(self, value: Any) -> str:
        return next((option.label for option in self.all() if option.value == value),
                    str(value))

    def preview(self) -> str:
        return str(_("Choose one: {choices}",
                     choices=" | ".join(option.label for option in self.all())))


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
            raise AnswerError(str(_("Answer with a whole number; {response} is not one.",
                                    response=brief(response))))
        if not self.low <= response <= self.high:
            raise AnswerError(str(_("Answer with a whole number from {low} to {high}; "
                                    "{response} is not in that range.",
                                    low=self.low, high=self.high, response=response)))
        return response

    def label(self, value: Any) -> str:
        return str(value)

    def preview(self) -> str:
        return str(_("Answer with a whole number from {low} to {high}.",
                     low=self.low, high=self.high))


_TRUTHS = {"true": True, "false": False, "yes": True, "no": False}


@dataclass(frozen=True)
class TrueFalse:
    """True or false."""

    name: str = "true/false"

    def read(self, response: Any) -> bool:
        if isinstance(response, bool):
            return response
        if isinstance(response, str):
            words = response.strip().lower()
            truths = {**_TRUTHS, self.label(True).lower(): True, self.label(False).lower(): False}
            if words in truths:
                return truths[words]
        raise AnswerError(str(_("Answer {true} or {false}; {response} is neither.",
                                true=self.label(True), false=self.label(False),
                                response=brief(response))))

    def label(self, value: Any) -> str:
        return str(_("True") if value else _("False"))

    def preview(self) -> str:
        return str(_("Answer: {true} | {false}", true=self.label(True), false=self.label(False)))


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
    instructions: Words = _("Mark your answer on the board, then press Check.")
    name: str = "board"

    def read(self, response: Any) -> Any:
        return self.read_board(response)

    def label(self, value: Any) -> str:
        return self.describe(value)

    def preview(self) -> str:
        return str(self.instructions)


@dataclass(frozen=True)
class Move:
    """An answer played on a live board: the student's move at a position, named by its
    notation (``"red2 A3"``), checked as soon as it is played; Undo takes it back.

    ``position()`` builds the position afresh: a table whose seat to move is the student's
    and where no bot answers. A response is the question's board (its first move since the
    position) or a move's notation, which the referee must accept there.
    """

    position: Callable[[], Any]
    name: str = "move"

    def read(self, response: Any) -> str:
        table = self.position()
        start = len(table.actions)
        if isinstance(response, str):
            try:
                action = table.game.parse(response)
                table.describe(action)
            except IllegalAction as refusal:
                raise AnswerError(str(_("The referee refuses {move} here: {sentence}",
                                        move=brief(response), sentence=refusal.message))) \
                    from None
            return action.notation()
        played = getattr(getattr(response, "table", None), "actions", None)
        if not isinstance(played, tuple) or played[:start] != table.actions:
            raise AnswerError(str(_("The answer is a move played on the question's board, "
                                    "not {response}.", response=brief(response))))
        if len(played) == start:
            raise AnswerError(str(_("No move has been played on the board yet: play your "
                                    "answer there.")))
        return played[start].notation()

    def label(self, value: Any) -> str:
        return self.position().describe(value)

    def preview(self) -> str:
        return str(_("Play your answer on the board: it is checked as soon as you play it, "
                     "and Undo takes it back."))


_WHOLE = re.compile(r"[+-]?[0-9]{1,18}")


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


@dataclass(frozen=True)
class Question:
    """One question of a lesson.

    ``answer()`` computes the right answer from the engine (an ``AnyOf`` when several
    are right); ``explanation`` may name it as ``{answer}``. ``wrong`` gives hints for
    particular wrong answers; any other wrong answer gets ``hint``.

    ``on`` names the lesson's position the question is asked on when it asks the student
    to apply the rule just taught there (issue 26, "Apply, not read"): a position its
    section did not show before, whose board the question's control shows (a ``Move`` or
    ``Board`` answer is played or marked on it). ``None``: a question on what the section
    showed.
    """

    prompt: Words
    kind: Choice | Number | TrueFalse | Board | Move
    answer: Callable[[], Any]
    hint: Words
    explanation: Words
    wrong: Mapping[Any, Words] = field(default_factory=dict)
    on: str | None = None

    def expected(self) -> AnyOf:
        """Every right answer."""
        answer = self.answer()
        return answer if isinstance(answer, AnyOf) else AnyOf({answer})

    def answer_label(self) -> str:
        """The right answer(s) in words, in a fixed order."""
        labels = sorted(self.kind.label(value) for value in self.expected())
        if len(labels) == 1:
            return labels[0]
        return str(_("{some} or {last}", some=", ".join(labels[:-1]), last=labels[-1]))

    def explain(self) -> str:
        """The explanation of the right answer, naming it. An answer that is a sentence (a
        clue's words) loses its full stop before a colon: "... each other: two wrecks"."""
        template = re.sub(r"\{answer\}(\s*[:：])", r"{stem}\1", str(self.explanation))
        answer = self.answer_label()
        return template.format(answer=answer, stem=answer.rstrip(".。"))

    def check(self, response: Any) -> Feedback:
        """The verdict on ``response``; ``AnswerError`` (a ``ValueError``) for no answer."""
        value = self.kind.read(response)
        if any(value == right for right in self.expected()):
            return Feedback(True, str(_("Right! {explanation}", explanation=self.explain())))
        hint = self.wrong.get(value, self.hint) if _hashable(value) else self.hint
        return Feedback(False, str(_("Not quite: {answer} is not it. Hint: {hint} Try again.",
                                     answer=self.kind.label(value), hint=str(hint))))


def _hashable(value: Any) -> bool:
    try:
        hash(value)
    except TypeError:
        return False
    return True
