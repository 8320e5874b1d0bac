"""The Nautic Miles lesson's questions: each answer, computed by the engine, is what the
rule it teaches says, and a wrong answer gets the hint."""

from __future__ import annotations

import pytest

from naval_widgets.lessons import nautic_miles as lesson

from .answers import check_answers

EXPECTED = [
    (1, {3}, 0, "nautic_miles/convoy-line"),
    (2, {1000}, 600, "nautic_miles/miles"),
    (3, {False}, True, "nautic_miles/miles"),
    (4, {False}, True, "nautic_miles/storm-limit"),
    (5, {"destroyer"}, "submarine", "nautic_miles/battle-answer"),
    (6, {1}, 2, "nautic_miles/one-full-turn"),
    (7, {"hit-aircraft"}, "alert", "nautic_miles/hit-aircraft"),
    (8, {"minesweeper"}, "frigate", "nautic_miles/minesweeper"),
    (9, {"2.1", "2.3"}, "2.2", "nautic_miles/radar-ends"),
    (10, {False}, True, "nautic_miles/neutral"),
    (11, {12}, 6, "nautic_miles/convoy-points"),
]


def test_every_question_is_tested():
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.parametrize(("number", "answers", "wrong", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, *_ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    check_answers(lesson, number, answers, wrong)


@pytest.mark.rule("nautic_miles/battle-answer")
def test_a_control_checks_a_click_at_once():
    control = lesson.question(5)
    assert control.answer("submarine").right is False
    assert "too weak" in control.feedback.value
    assert control.answer("destroyer").right is True


def test_every_position_is_a_round_in_progress_with_player_1_to_move():
    for name in lesson.POSITIONS:
        table = lesson.position(name)
        assert table.outcome is None and table.to_move == lesson.ME, name
        assert table.bot_names == {lesson.THEM: "admiral"}, name


@pytest.mark.rule("nautic_miles/one-full-turn")
def test_the_battle_position_shows_the_attack_and_its_countdown():
    battle = lesson.convoy(lesson.position("battle"), 1, 1)
    assert battle["alert"] is not None
    assert battle["battle"]["cards"] == ["frigate"] and battle["battle"]["countdown"] == 1


@pytest.mark.rule("nautic_miles/storm-limit")
def test_trying_a_move_names_the_rule_that_refuses_it(capsys):
    lesson.try_move("storm", "m1000 1.1")
    assert capsys.readouterr().out.endswith("(rule nautic_miles/storm-limit)\n")
    lesson.try_move("miles", "m600 2.1")
    assert "(rule nautic_miles/miles)" in capsys.readouterr().out
    table = lesson.position("miles")
    before = table.to_json()
    lesson.try_move("miles", "m600 1.1")
    assert table.to_json() == before
