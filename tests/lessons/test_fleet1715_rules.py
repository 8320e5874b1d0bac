"""The Fleet 1715 rules lesson: each answer, computed by the engine, is what the rule it
teaches says; a wrong answer gets a hint; the grid question reads the board's marks."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.world.data import AREAS, element
from naval_widgets.lessons import AnswerError, lessons
from naval_widgets.lessons import fleet1715_rules as lesson
from tests.traits import send

#: The four ● of scenario B's sites against its depths (grid cells), question 3's puzzle.
DEPTH_YES = frozenset(fleet1715.cell(element(site), element(depth)) for site, depth in (
    ("sebastian", "15ft"), ("pelican", "16ft"), ("st-lucie", "22ft"), ("ft-pierce", "20ft")))

EXPECTED = [
    (1, "ft-pierce", "fleet1715/next-to"),
    (2, False, "fleet1715/elements"),
    (3, DEPTH_YES, "fleet1715/notes"),
    (4, False, "fleet1715/clues"),
    (5, "15ft+16ft", "fleet1715/clues"),  # card 30: shallower than 20 ft
    (6, False, "fleet1715/scenario"),
    (7, "lost", "fleet1715/submit"),
    (8, 8, "fleet1715/submit"),  # scenario C's 13 cards, 5 drawn: 8 never needed
    (9, "39", "fleet1715/asking"),
]


@pytest.mark.parametrize(("number", "answer", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, _, _ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answer, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert lesson.QUESTIONS[number - 1].expected() == {answer}
    if number != 3:  # a board question is answered on its board (below)
        assert lesson.LESSON.check(number, answer).right


def test_the_lesson_is_in_the_catalogue_and_asks_every_question_once():
    assert lessons()["fleet1715-rules"] is lesson.LESSON
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.rule("fleet1715/next-to")
def test_next_to_means_the_other_site_of_the_same_area():
    south = AREAS["south"]
    assert element("st-lucie") in south and element("ft-pierce") in south
    verdict = lesson.LESSON.check(1, "st-lucie")
    assert not verdict.right and "One site holds one wreck" in verdict.text
    verdict = lesson.LESSON.check(1, "Sebastian Inlet")
    assert not verdict.right and "Which area is St. Lucie in?" in verdict.text


@pytest.mark.rule("fleet1715/clues")
def test_a_wrong_answer_gets_the_questions_hint():
    for number, answer, _rule in EXPECTED:
        if number == 3:
            continue
        question = lesson.QUESTIONS[number - 1]
        wrong = next(value for value in _answers(question) if value != answer)
        verdict = lesson.LESSON.check(number, wrong)
        assert not verdict.right and "Hint:" in verdict.text and "Try again." in verdict.text


def _answers(question):
    kind = question.kind
    if hasattr(kind, "all"):
        return [option.value for option in kind.all()]
    return list(range(kind.low, kind.high + 1)) if hasattr(kind, "low") else [True, False]


@pytest.mark.rule("fleet1715/notes")
def test_the_grid_question_reads_the_yes_marks_on_its_board():
    control = lesson.question(3)
    board, check = control.board, control.children[2]
    check.click()
    assert "Nothing is marked ● on the board yet" in control.feedback.value
    assert not control.attempts
    assert board.view["title"].startswith("Tiny puzzle")
    yes = sorted(DEPTH_YES)
    for c in yes[:3]:
        send(board, "mark", cell=c, value="yes")
    check.click()
    assert control.attempts[-1].right is False and "Hint:" in control.attempts[-1].text
    send(board, "mark", cell=yes[3], value="yes")
    check.click()
    assert control.attempts[-1].right, control.attempts[-1].text
    assert "Every line of four cells holds exactly one ●" in control.attempts[-1].text
    with pytest.raises(AnswerError):
        lesson.QUESTIONS[2].kind.read(fleet1715.board("one to one"))


@pytest.mark.rule("fleet1715/submit")
def test_the_solo_games_score_counts_the_cards_still_face_down():
    """Issue 26, "Apply, not read": question 8 asks the score on a game of its own, whose
    face-down cards the board shows."""
    table = lesson.position("solo C")
    assert table.variant == "C" and len(table.state.drawn) == lesson.SOLO_C
    assert lesson.QUESTIONS[7].expected() == {len(table.state.pile)}


@pytest.mark.rule("fleet1715/asking")
def test_the_hand_of_the_asking_question_holds_one_card_about_depth():
    labels = [option.label for option in lesson.QUESTIONS[8].kind.all()]
    assert len(labels) == 3 and labels[2].startswith("Card 39: The Chinese porcelain lies deeper")


def test_every_position_builds():
    shown = {name: lesson.position(name) for name in lesson.POSITIONS}
    assert shown["solo"].variant == "A"
    assert shown["coast board"].view["title"].startswith("Tiny puzzle: next to")
    assert "northern  Sebastian Inlet, Pelican Island" in repr(shown["coast"])
    kinds = [line.split("  ")[0] for line in repr(shown["clue kinds"]).splitlines()[1:]]
    assert kinds == ["pairing", "negation", "area", "next to", "depth limit", "deeper than"]
