"""The Fleet 1715 scenarios lesson: each answer is what the ratings of the deck say."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.lessons import Number
from naval_widgets.lessons import fleet1715_scenarios as lesson


def _scores() -> dict[str, int]:
    return {s.letter: s.rating.score for s in fleet1715.scenarios()}


@pytest.mark.rule("fleet1715/deck")
def test_question_1_adds_up_the_score_of_each_step_of_a_tiny_puzzle():
    """Issue 26, "Apply, not read": the score of the steps the question lists, each its
    technique's score (no step of them reads a clue with an earlier fact)."""
    steps = lesson.scored_steps()
    assert lesson.QUESTIONS[0].expected() == {sum(fleet1715.SCORES[t] * n for t, n in steps)}
    assert sum(n for _t, n in steps) == len(fleet1715.TINY[lesson.SCORED].explain())
    assert lesson.LESSON.check(1, 21).right and not lesson.LESSON.check(1, 10).right


@pytest.mark.rule("fleet1715/deck")
def test_question_2_is_the_scenario_with_the_highest_score():
    scores = _scores()
    highest = max(scores, key=scores.get)
    assert lesson.QUESTIONS[1].expected() == {highest}
    assert all(scores[highest] > score for letter, score in scores.items() if letter != highest)
    assert lesson.LESSON.check(2, highest).right
    wrong = lesson.LESSON.check(2, "A")
    assert not wrong.right and "tallest bar" in wrong.text


@pytest.mark.rule("fleet1715/deck")
def test_question_3_is_the_lowest_score_of_the_easiest_level():
    ratings = {s.letter: s.rating for s in fleet1715.scenarios()}
    easiest_level = min(rating.order[0] for rating in ratings.values())
    easy = {letter: r.score for letter, r in ratings.items() if r.order[0] == easiest_level}
    first = min(easy, key=easy.get)
    assert lesson.QUESTIONS[2].expected() == {first}
    assert lesson.LESSON.check(3, first).right
    assert lesson.ranked()[0].letter == first
    orders = [s.rating.order for s in lesson.ranked()]
    assert orders == sorted(orders), "the ranking goes by level, then score"


@pytest.mark.rule("fleet1715/deck")
def test_question_4_is_the_hardest_technique_of_the_scenario_named():
    hardest = fleet1715.scenario(lesson.HARD_ONE).rating.hardest
    options = [option.value for option in lesson.QUESTIONS[3].kind.all()]
    assert lesson.QUESTIONS[3].expected() == {hardest}
    assert hardest in options and len(set(options)) == 4
    assert all(option in fleet1715.SCORES for option in options)
    assert not lesson.LESSON.check(4, next(o for o in options if o != hardest)).right


def test_the_answers_come_from_controls_not_typed_code():
    for number, question in enumerate(lesson.QUESTIONS, start=1):
        kind = question.kind
        assert isinstance(kind, Number) or [o.value for o in kind.all()], number


def test_every_display_builds_and_the_chart_and_table_keep_their_content():
    shown = {name: lesson.position(name) for name in lesson.POSITIONS}
    assert shown["chart"]._repr_html_().startswith("<svg")
    assert repr(shown["ratings"]).splitlines()[0].split() == [
        "scenario", "cards", "players", "score", "level", "hardest", "technique", "steps"]
    assert len(repr(shown["ratings"]).splitlines()) == 17
    assert repr(shown["ranking"]).count("<") == 15
    assert shown["easiest board"].view["scenario"] == lesson.ranked()[0].letter
