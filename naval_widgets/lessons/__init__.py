"""Lesson helpers: questions answered through controls, and the positions a lesson shows.

A notebook cell stays one line a student runs::

    from naval_widgets.lessons import battleship as lesson

    lesson.position("sinking").widget(seat=0)   # a board at a prepared position
    lesson.question(5)                          # a question, checked as soon as answered
    lesson.what_if("battleship")                # the same move in positions that differ

Writing a lesson
----------------
A lesson is a module of this package that defines ``LESSON = Lesson(name, title,
notebook, questions, positions)`` (see ``battleship.py``); it is then found by
``lessons()`` and its answers appear in the teacher's answer key
(``python -m naval_widgets.lessons answer-key > docs/teacher/answer-key.md``).

- ``positions``: ``{name: function returning a fresh Table (or board)}``; the notebook
  calls ``LESSON.position(name)``, never ``state._replace`` or ``GAME.step``.
- ``questions``: a list of ``Question(prompt, kind, answer, hint, explanation, wrong={})``,
  numbered from 1 in the notebook (``LESSON.question(n)``). The list reads as a table,
  one question a row in that order: its prompt, its kind and answer on one line, its hint,
  its explanation (then ``wrong=``, if any).

  - ``answer`` is a function computing the right answer from the engine over a seeded
    position (never written in the notebook); return ``AnyOf(...)`` when several are right.
  - ``hint`` is shown on a wrong answer (``wrong`` maps particular wrong answers to their
    own hints), ``explanation`` on a right one (``{answer}`` names it). The student may
    answer again as often as they like.
  - ``kind`` says how the student answers:

    - ``Choice(options)``: buttons (a drop-down list beyond 5 options); ``options`` is a
      list of ``Option(value, label)`` or a function returning one.
    - ``Number(low, high, slider=False)``: a whole number, in a box or on a slider, then
      "Check".
    - ``TrueFalse()``: True and False buttons.
    - ``Board(make, read_board, describe=str, instructions=...)``: ``make()`` builds a
      board (e.g. a Fleet 1715 grid), the student marks it and presses "Check";
      ``read_board(board)`` turns its marks into the answer (``AnswerError`` when nothing
      usable is marked), compared with ``answer()``.
    - ``Move(position)``: a move played on the live board of ``position()`` (a table where
      no bot answers), checked as soon as it is played; the answer is the move's notation
      (``"red2 B3"``), an ``AnyOf`` of every move that is right.

  - ``on``: the name of the position the question is asked on, when the question asks the
    student to apply the rule just taught on a position the section did not show (issue
    26, "Apply, not read"): its control shows that position's board (a ``Move`` is played
    on it). Every section that teaches a rule ends with such a question
    (``tests/lessons/test_apply_questions.py``).

Checking is plain Python, usable without widgets: ``question.check(response)`` returns
``Feedback(right, text)``, and refuses a response that is no answer of its kind (not one
of the choices, not a whole number in range...) with ``AnswerError``, a ``ValueError``.
A question control shown without a kernel (GitHub, nbviewer, HTML export) reads as its
prompt and possible answers.

Languages
---------
A lesson speaks the notebook's language: ``naval_widgets.set_language("fr")`` at the top
of a French notebook, and its questions, checks, feedback and "what if" output are
French, as are its boards. Their words are messages of the ``lessons`` catalog
(``_("...")``, see ``docs/i18n.md``); write a question's prompt, hint and explanation as
``_("...")`` so that they are translated too. ``Lesson(..., translated={"fr": notebook})``
names the lesson's notebook in each other language, for the answer key in that language
(``python -m naval_widgets.lessons answer-key --language fr``).
A lesson written for one language only (its own positions, e.g. under that language's
rules) says so with ``Lesson(..., language="ja")``: it appears in that language's answer
key alone (``nautic_miles_ja``: lesson 01 under the Japanese rules).

Working copies
--------------
``python -m naval_widgets.lessons copy [--fresh LESSON]...`` copies ``notebooks/`` into a
git-ignored ``my-lessons/`` (``./dev.sh lab`` does it), so running a lesson never changes
the notebooks a teacher hands out.
"""

from .catalog import answer_key, lessons
from .controls import QuestionWidget
from .copies import make_copies
from .lesson import Lesson, LessonError
from .questions import (
    AnswerError,
    AnyOf,
    Board,
    Choice,
    Feedback,
    Move,
    Number,
    Option,
    Question,
    TrueFalse,
)

__all__ = [
    "AnswerError", "AnyOf", "Board", "Choice", "Feedback", "Lesson", "LessonError", "Move",
    "Number", "Option", "Question", "QuestionWidget", "TrueFalse", "answer_key", "lessons",
    "make_copies",
]
