"""The Nautic Miles scoring lesson: each answer, computed by the engine, is what the rule it
teaches says; the score chart counts simulated rounds, and shows a table without matplotlib."""

from __future__ import annotations

import sys

import pytest

from naval_widgets.lessons import LessonError
from naval_widgets.lessons import nautic_miles_scoring as lesson
from naval_widgets.lessons.charts import NO_CHART, Bands

from .answers import check_answers

EXPECTED = [
    (1, {12}, 3, "nautic_miles/convoy-points"),
    (2, {1}, 0, "nautic_miles/radar"),
    (3, {False}, True, "nautic_miles/trawler"),
    (4, {"capture"}, "port", "nautic_miles/capture-points"),
    (5, {46}, 56, "nautic_miles/round-end"),
    # Another round: the top scorer, whose arrived convoys all carried 600 miles or less.
    (6, {"both"}, "round", "nautic_miles/round-winner"),
    (7, {0}, 7, "nautic_miles/slowness-bonus"),
    (8, {"random"}, "admiral", "nautic_miles/round-end"),
]


@pytest.mark.parametrize(("number", "answers", "wrong", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, *_ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert len(EXPECTED) == len(lesson.QUESTIONS)
    check_answers(lesson.LESSON, number, answers, wrong)


@pytest.mark.rule("nautic_miles/slowness-bonus")
def test_the_other_round_of_question_6_gave_player_1_both_bonuses():
    """Issue 26, "Apply, not read": question 6's round is another than the board of its
    section, and its bonuses are both the rules give."""
    other, end = lesson.position("other end"), lesson.position("end")
    assert other.state.seed != end.state.seed and other.outcome is not None
    assert lesson.bonus_points("other end", lesson.ME) == 2 * (10 + 7)


@pytest.mark.rule("nautic_miles/round-winner")
def test_the_finished_round_is_scored_as_its_breakdown_says(capsys):
    table = lesson.position("end")
    assert table.outcome is not None and not table.state.rounds[-1].cancelled
    lesson.breakdown("end")
    out = capsys.readouterr().out
    assert "Convoys and captures: 46" in out and "Round score: 56" in out
    assert out.count("Round score:") == 2


@pytest.mark.rule("nautic_miles/convoy-points")
def test_the_table_and_the_try_cell_read_the_engine(capsys):
    text = repr(lesson.tables())
    assert "2,200-3,000" in text.splitlines()[5] and text.splitlines()[5].split()[-1] == "12"
    lesson.points("c20000", 2600, detected=True)
    assert capsys.readouterr().out.split()[-2:] == ["24", "points."]
    for card, distance, detected in [("battleship", 100, False), ("c5000", -1, False),
                                     ("c5000", 2.5, False), ("c5000", 100, "yes")]:
        with pytest.raises(LessonError):
            lesson.points(card, distance, detected)


@pytest.mark.rule("nautic_miles/round-end")
def test_round_scores_over_a_few_seeds_are_the_matches_outcomes():
    scores = lesson.round_scores(4, 3, seed=11)
    assert len(scores["admiral"]) == 3 and len(scores["random"]) == 9
    assert all(score >= 0 for values in scores.values() for score in values)
    assert lesson.round_scores(4, 3, seed=11) == scores  # seeded: the same rounds again
    assert lesson.round_scores(2, 3, seed=11) != scores


def test_bands_count_every_value_once():
    bands = Bands(width=10, top=30)
    assert bands.labels() == ["0", "1-10", "11-20", "21-30"]
    assert bands.counts([0, 1, 10, 11, 30, 95]) == [1, 2, 1, 2]


def test_the_chart_is_a_picture_with_matplotlib_and_a_table_without(monkeypatch):
    chart = lesson.score_chart()
    bundle = chart._repr_mimebundle_()
    assert bundle["image/png"] and "text/html" not in bundle
    monkeypatch.setitem(sys.modules, "matplotlib", None)  # as on the offline site
    monkeypatch.setitem(sys.modules, "matplotlib.figure", None)
    bundle = chart._repr_mimebundle_()
    assert "image/png" not in bundle
    assert str(NO_CHART) in bundle["text/html"] and "<table" in bundle["text/html"]
    counts = [grid.rows for grid in chart.grids()]
    assert sum(int(row[1]) for row in counts[1]) == lesson.SIMULATED[1][1]  # the admiral's
    assert bundle["text/plain"] == repr(chart)
