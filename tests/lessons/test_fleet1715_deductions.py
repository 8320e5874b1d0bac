"""The Fleet 1715 deductions lesson: each answer, computed by the tutor, is what the rule it
teaches says; a wrong answer gets a hint; the board question reads the board's marks;
every technique a scenario is rated with is taught on a tiny puzzle; walkthroughs stay
folded until opened."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.world.data import element
from naval_widgets.lessons import AnswerError, fleet1715_scenarios, lessons
from naval_widgets.lessons import fleet1715_deductions as lesson
from tests.traits import send


def cell(x: str, y: str) -> int:
    return fleet1715.cell(element(x), element(y))


#: Clue 3 of the "deeper than" tiny puzzle: Ft. Pierce Inlet's wreck deeper than Sebastian
#: Inlet's, so Ft. Pierce Inlet is not at 15 ft and Sebastian Inlet not at 22 ft.
CLUE_3_ALONE = frozenset({cell("ft-pierce", "15ft"), cell("sebastian", "22ft")})

EXPECTED = [
    (1, "yes", "fleet1715/elements"),
    (2, CLUE_3_ALONE, "fleet1715/clues"),
    (3, "st-lucie+ft-pierce", "fleet1715/sites"),
    (4, "pelican", "fleet1715/next-to"),
    (5, "no", "fleet1715/elements"),
    (6, "opposite", "fleet1715/grid"),
    (7, "15ft", "fleet1715/clues"),
    (8, "4", "fleet1715/grid"),
    (9, "3", "fleet1715/hint"),
]


@pytest.mark.parametrize(("number", "answer", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, _, _ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answer, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert lesson.QUESTIONS[number - 1].expected() == {answer}
    if number != 2:  # a board question is answered on its board (below)
        assert lesson.LESSON.check(number, answer).right


def test_the_lesson_is_in_the_catalogue_and_asks_every_question_once():
    assert lessons()["fleet1715-deductions"] is lesson.LESSON
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.rule("fleet1715/clues")
def test_every_wrong_choice_gets_a_hint():
    for number, answer, _rule in EXPECTED:
        if number == 2:
            continue
        for option in lesson.QUESTIONS[number - 1].kind.all():
            if option.value != answer:
                verdict = lesson.LESSON.check(number, option.value)
                assert not verdict.right and "Hint:" in verdict.text, (number, option)


@pytest.mark.rule("fleet1715/clues")
def test_the_board_question_reads_the_no_marks_of_one_clue_alone():
    control = lesson.question(2)
    board, check = control.board, control.children[2]
    assert board.view["title"] == "Tiny puzzle: deeper than (site and depth)"
    check.click()
    assert "Nothing is marked × on the board yet" in control.feedback.value
    first, second = sorted(CLUE_3_ALONE)
    send(board, "mark", cell=first, value="no")
    check.click()
    assert not control.attempts[-1].right and "Two cells in all" in control.attempts[-1].text
    send(board, "mark", cell=second, value="no")
    check.click()
    assert control.attempts[-1].right
    assert "Sebastian Inlet / 22 ft" in control.attempts[-1].text
    with pytest.raises(AnswerError):
        lesson.QUESTIONS[1].kind.read(fleet1715.board("deeper than"))


@pytest.mark.rule("fleet1715/deck")
def test_every_technique_the_scenarios_are_rated_with_is_taught_on_a_tiny_puzzle():
    taught = {t for name in lesson.TINY_NAMES for t in fleet1715.TINY[name].teaches}
    missing = [t for t in fleet1715_scenarios.used_techniques() if t not in taught]
    assert missing == []
    walked = {s.technique for s in lesson.scenario_steps()}
    assert walked - taught == set()


@pytest.mark.rule("fleet1715/board")
def test_each_tiny_puzzle_has_a_board_and_a_folded_walkthrough():
    for name in lesson.TINY_NAMES:
        board = lesson.position(name)
        assert board.view["title"].startswith(f"Tiny puzzle: {name} ")
        folded = lesson.walkthrough(name)
        steps = fleet1715.TINY[name].explain()
        assert folded.selected_index is None
        assert repr(folded).startswith(f"Walkthrough: {len(steps)} steps (folded")
        player = folded.children[0]
        slider = player.children[0].children[1]
        assert slider.max == len(steps)
        assert f"Step 1 ({steps[0].technique})" in player.children[1].value


def test_scenario_as_listing_is_folded_and_shown_one_step_at_a_time():
    folded = lesson.walkthrough("A")
    steps = lesson.scenario_steps()
    assert folded.selected_index is None and len(folded.children) == 2
    player, listing = folded.children
    buttons = player.children[0]
    previous, slider, following = buttons.children
    following.click()
    following.click()
    previous.click()
    assert slider.value == 2
    assert f"Step 2 ({steps[1].technique})" in player.children[1].value
    assert listing.value.count("\n") == len(steps) - 1
    bundle = folded._repr_mimebundle_()
    assert bundle["text/plain"] == repr(folded) and len(bundle["text/plain"]) < 100
    assert bundle["text/html"].startswith("<details><summary>")


def test_every_position_builds():
    for name in lesson.POSITIONS:
        assert lesson.position(name) is not None, name
