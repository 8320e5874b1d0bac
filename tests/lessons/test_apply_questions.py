"""Every teaching section of every lesson ends with a question on a fresh position, where the
student applies the rule just taught (issue 26, "Lessons that check learning, and a teacher
who sees it", item "Apply, not read").

A notebook's sections are its "## " headings, counted from 1 (a translated notebook has the
same sections as its lesson's English one). A question asks the student to apply the rule
when it names the position it is asked on (``Question.on``); its control shows that
position's board. On every notebook of every lesson:

- every section that teaches a rule ends with such a question; the sections that teach no
  rule (a whole game against a bot, a list of what to read next, a table to consult) are
  listed in ``NOT_TEACHING`` with the reason;
- the position is none the notebook showed before the question (a board, a table, a try
  cell's position, an earlier question's), and what the student sees of it (the engine's
  view for the lesson's seat) differs from what each of those showed;
- its answer stands neither in the outputs above the question (the rule of
  ``test_answers_not_shown_first``) nor on its own board's picture;
- on the question's control, a wrong answer gets the hint and a right one the explanation;
  a move is played on the board, which leaves the student at least one wrong move.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core.i18n import using
from naval_widgets.lessons import AnyOf, Board, Choice, Move, Number, TrueFalse, lessons
from tests.traits import send

from ..tiers import fuzzed
from .test_answers_not_shown_first import _labels, _sentences, _shown_before, _states, _subject

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = lessons()
GAME_OVER = "a whole game against a bot: the student plays, nothing new is taught"
READ_NEXT = "what to read or play next: no rule"
#: The sections that teach no rule, by lesson and section number, and why.
NOT_TEACHING: dict[tuple[str, int], str] = {
    ("battleship", 8): GAME_OVER, ("battleship", 9): READ_NEXT,
    ("nautilus", 7): GAME_OVER, ("nautilus", 8): READ_NEXT,
    **{(name, number): reason for name in ("nautic_miles", "nautic_miles_ja")
       for number, reason in (
           (10, "the rulebook's layout key: it finds on one board the situations sections 1 "
                "to 9 taught, each already asked on a position of its own"),
           (11, GAME_OVER), (12, READ_NEXT))},
    ("nautic_miles_scoring", 5): "a chart of simulated rounds to read: it shows how often "
                                 "the rule of section 1 bites, and teaches none",
    ("nautic_miles_scoring", 6): READ_NEXT,
    ("fleet1715-rules", 7): READ_NEXT,
    ("fleet1715-deductions", 9): READ_NEXT,
    ("fleet1715-scenarios", 2): "the table of the 16 scenarios' ratings, read as a reference "
                                "for choosing a scenario",
    ("fleet1715-scenarios", 3): "a board to play the scenario chosen: practice, no new rule",
    ("fleet1715-scenarios", 4): "a table of random puzzles' ratings, for comparison",
    ("fleet1715-scenarios", 5): READ_NEXT,
    ("fleet1715-table", 9): GAME_OVER, ("fleet1715-table", 10): READ_NEXT,
}
SHOWN = re.compile(r"""\b(?:position|board|try_move|try_request|layout_key)\(\s*(?:"([^"]+)")?""")
ASKED = re.compile(r"\bquestion\((\d+)\)")


def sections(notebook: str) -> list[list[tuple[str, Any]]]:
    """The notebook's sections (index 0: before the first heading), each the list of what
    its code cells show, in order: ``("shown", position)`` and ``("asked", number)``."""
    found: list[list[tuple[str, Any]]] = [[]]
    for cell in json.loads((NOTEBOOKS / notebook).read_text(encoding="utf-8"))["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] == "markdown":
            found += [[] for line in source.split("\n") if line.startswith("## ")]
            continue
        for shown in SHOWN.finditer(source):
            name = shown.group(1) or ("layout" if "layout_key" in shown.group() else None)
            found[-1].append(("shown", name))
        found[-1] += [("asked", int(number)) for number in ASKED.findall(source)]
    return found


NOTEBOOK_CASES = [(name, notebook) for name, lesson in LESSONS.items()
                  for notebook in lesson.notebooks.values()]
#: Every apply question the notebooks ask: (lesson, language, notebook, section, number).
APPLIED = [(name, language, notebook, index, number)
           for name, lesson in LESSONS.items()
           for language, notebook in lesson.notebooks.items()
           for index, section in enumerate(sections(notebook))
           for kind, number in section
           if kind == "asked" and lesson.questions[number - 1].on is not None]


@pytest.mark.parametrize(("name", "notebook"), NOTEBOOK_CASES,
                         ids=[notebook for _name, notebook in NOTEBOOK_CASES])
def test_every_teaching_section_ends_with_an_apply_question(name, notebook):
    """Apply, not read: the last question of each section that teaches is asked on a
    position of its own; a section listed as teaching nothing is one the notebook has."""
    lesson = LESSONS[name]
    found = sections(notebook)[1:]
    listed = {number for (lesson_name, number) in NOT_TEACHING if lesson_name == name}
    assert listed <= set(range(1, len(found) + 1)), "NOT_TEACHING names a missing section"
    for number, section in enumerate(found, start=1):
        if number in listed:
            continue
        asked = [question for kind, question in section if kind == "asked"]
        assert asked, f"section {number} asks no question"
        last = lesson.questions[asked[-1] - 1]
        assert last.on is not None, f"section {number} ends with question {asked[-1]}, " \
                                    f"which applies no rule on a position of its own"


def snapshot(lesson, name: str) -> str:
    """What the student sees of position ``name``: the engine's view for the lesson's seat
    (a game's table, a puzzle board), else the table or case as written."""
    found = lesson.position(name)
    if callable(getattr(found, "view", None)):
        seen = found.view(lesson.seat)
    elif isinstance(getattr(found, "view", None), dict):
        seen = found.view
    else:
        seen = getattr(found, "_repr_html_", lambda: repr(found))()
    return json.dumps(seen, sort_keys=True, default=str)


def _shown_earlier(lesson, notebook: str, number: int) -> list[str]:
    """The positions the notebook showed before it asks question ``number``."""
    shown = []
    for section in sections(notebook):
        for kind, value in section:
            if kind == "asked" and value == number:
                return shown
            if kind == "asked" and lesson.questions[value - 1].on is not None:
                shown.append(lesson.questions[value - 1].on)
            elif kind == "shown" and value is not None:
                shown.append(value)
    raise AssertionError(f"{notebook} never asks question {number}")


@pytest.mark.parametrize(("name", "language", "notebook", "section", "number"), APPLIED,
                         ids=[f"{case[2]} question {case[4]}" for case in APPLIED])
def test_an_apply_questions_position_is_new_and_does_not_give_the_answer(
        name, language, notebook, section, number):
    """Apply, not read: a position the student has not seen, whose board states no answer
    (nor do the outputs above it: ``test_answers_not_shown_first``)."""
    lesson = LESSONS[name]
    question = lesson.questions[number - 1]
    earlier = _shown_earlier(lesson, notebook, number)
    assert question.on in lesson.positions and question.on not in earlier
    fresh = snapshot(lesson, question.on)
    same = [shown for shown in dict.fromkeys(earlier)
            if shown in lesson.positions and snapshot(lesson, shown) == fresh]
    assert not same, f"question {number}'s position is the one shown as {same}"
    with using(language):
        control = lesson.question(number)
        labels = {label for value in question.expected() for label in _labels(question, value)}
        subject = _subject(str(question.prompt))
        picture = _sentences({"data": {"text/html": control._picture()}})
    if language == "ja":
        labels = {label for label in labels if len(label) >= 8}
    found = [(label, line) for line in picture + _shown_before(NOTEBOOKS / notebook, number)
             for label in labels if _states(line, label, subject)]
    assert not found, f"question {number}'s answer is shown: {found}"
    lesson.answered.clear()


def _right_and_wrong(question) -> tuple[Any, Any]:
    """A right answer, and a wrong one of the same kind."""
    right = sorted(question.expected(), key=str)[0]
    kind = question.kind
    if isinstance(kind, Choice):
        others = [option.value for option in kind.all()]
    elif isinstance(kind, Number):
        others = list(range(kind.low, kind.high + 1))
    elif isinstance(kind, TrueFalse):
        others = [True, False]
    elif isinstance(kind, Move):
        others = [action.notation() for action in kind.position().legal()]
    else:
        others = [frozenset(sorted(right)[:-1]) or frozenset({max(right) + 1})]
    wrong = next((value for value in others if value not in question.expected()), None)
    assert wrong is not None, "every answer the student can give is right"
    return right, wrong


def _answer(control, value: Any) -> Any:
    """Answer ``value`` on the control as the student does: a move played on its board, a
    board's cells marked (● or ×, as the question reads them), else the value itself."""
    kind, board = control.question.kind, control.board
    if isinstance(kind, Move):
        board.play(board.table.game.parse(value))
        verdict = control.attempts[-1]
        board.undo()
        return verdict
    if isinstance(kind, Board):
        for mark in ("yes", "no"):
            for cell in value:
                send(board, "mark", cell=cell, value=mark)
            verdict = control.answer(board)
            for cell in value:
                send(board, "mark", cell=cell, value="blank")
            if verdict is not None:
                return verdict
        raise AssertionError("the board question reads neither ● nor × marks")
    return control.answer(value)


ASKED_ONCE = sorted({(name, number) for name, _language, _notebook, _section, number
                     in APPLIED})


@pytest.mark.parametrize(("name", "number"), ASKED_ONCE,
                         ids=[f"{name} question {number}" for name, number in ASKED_ONCE])
def test_a_wrong_answer_gets_the_hint_and_a_right_one_the_explanation(name, number):
    """Apply, not read: each answer is checked at once on the question's control."""
    lesson = LESSONS[name]
    question = lesson.questions[number - 1]
    language = next(iter(lesson.notebooks))
    with using(language):
        right, wrong = _right_and_wrong(question)
        control = lesson.question(number)
        verdict = _answer(control, wrong)
        hint = question.wrong.get(wrong, question.hint) if not isinstance(wrong, frozenset) \
            else question.hint
        assert not verdict.right and str(hint) in verdict.text
        verdict = _answer(control, right)
        assert verdict.right and question.explain() in verdict.text
    lesson.answered.clear()


def test_a_moves_answer_is_a_move_the_referee_accepts_there():
    """Apply, not read: every right move of a move question, and every wrong one with a
    hint of its own, is legal at its position; the question's board is that position."""
    for name, lesson in LESSONS.items():
        for number, question in enumerate(lesson.questions, start=1):
            if not isinstance(question.kind, Move):
                continue
            table = question.kind.position()
            legal = {action.notation() for action in table.legal()}
            expected = question.expected()
            assert isinstance(expected, AnyOf) and expected <= legal, (name, number)
            assert set(question.wrong) <= legal - expected, (name, number)
            assert snapshot(lesson, question.on) == json.dumps(
                table.view(lesson.seat), sort_keys=True, default=str), (name, number)


MOVES = [(name, number) for name, lesson in LESSONS.items()
         for number, question in enumerate(lesson.questions, start=1)
         if isinstance(question.kind, Move)]
#: Anything typed as a move: the words and places of the games' notations, or any text.
MOVE_TEXT = st.one_of(st.text(max_size=30), st.lists(st.sampled_from(
    ["white", "red1", "red2", "red4", "B2", "B4", "1.1", "1.2", "2.3", "m600", "m2000",
     "give", "13", "fishbone", "hit-aircraft", "cruiser", "at", "discard", "", "  "]),
    max_size=4).map(" ".join))


@pytest.mark.parametrize(("name", "number"), MOVES, ids=[f"{n} {q}" for n, q in MOVES])
@fuzzed(25)
@given(response=st.one_of(MOVE_TEXT, st.none(), st.integers(), st.lists(st.text(), max_size=2)))
def test_a_move_answer_is_a_verdict_or_a_sentence_for_any_input(name, number, response):
    """Apply, not read, and the standards: whatever is given as a move (typed, or not a
    board), the answer is a verdict or a refusal as a ValueError sentence."""
    try:
        verdict = LESSONS[name].check(number, response)
    except ValueError as refusal:
        assert str(refusal)
        return
    assert verdict.text and isinstance(response, str)
