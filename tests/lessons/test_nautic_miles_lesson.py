"""The Nautic Miles lesson's questions, under the English rules and under the Japanese
ones: each answer, computed by the engine, is what the rule it teaches says, and a wrong
answer gets the hint; the layout key's twelve situations are really on its boards."""

from __future__ import annotations

import pytest

from naval_widgets.lessons import nautic_miles as lesson
from naval_widgets.lessons import nautic_miles_ja
from naval_widgets.lessons.nautic_miles_games import CASES as CASE_NAMES
from naval_widgets.lessons.nautic_miles_games import FRESH

from .answers import check_answers

LESSONS = {"en": lesson.LESSON, "ja": nautic_miles_ja.LESSON}
#: (number, right answers, a wrong answer, rule), each for each variant where they differ.
EXPECTED = [
    (1, {"en": {4}, "ja": {3}}, 1, "nautic_miles/convoy-line"),
    (2, {"en": {1000}, "ja": {200}}, 600, "nautic_miles/miles"),
    (3, {"m2000 1.1"}, "m600 1.1", "nautic_miles/arrival"),  # 2,200 + 2,000 reaches 4,000
    (4, {"m600 1.1"}, {"en": "m200 1.1", "ja": "m400 1.1"}, "nautic_miles/storm-limit"),
    (5, {1}, 2, "nautic_miles/one-full-turn"),
    # The warships of the hand strong enough to answer the cruiser (4); an equal one too.
    (6, {"en": {"carrier 1.1"}, "ja": {"cruiser 1.1"}}, "discard alert",
     "nautic_miles/battle-answer"),
    (7, {"en": {"hit-aircraft 1.2"}, "ja": {"hit-aircraft 1.1"}},
     {"en": "discard calm-sea", "ja": "discard destroyer"}, "nautic_miles/hit-aircraft"),
    (8, {"minesweeper 1.1"}, "discard frigate", "nautic_miles/minesweeper"),
    (9, {"en": {"2.1", "2.4"}, "ja": {"2.1", "2.3"}}, "2.2", "nautic_miles/radar-ends"),
    (10, {"en": {"1.1", "1.3"}, "ja": {"1.1"}}, "1.2", "nautic_miles/neutral"),
    (11, {12}, 6, "nautic_miles/convoy-points"),
    # The Japanese rules have no tie: their lesson asks of the mine, then of an equal answer.
    (12, {"en": {"1.2"}, "ja": {1}}, {"en": "2.1", "ja": 0},
     {"en": "nautic_miles/battle-tie", "ja": "nautic_miles/mine"}),
    (13, {"en": {1}, "ja": {"sails"}}, {"en": 0, "ja": "stopped"},
     {"en": "nautic_miles/mine", "ja": "nautic_miles/battle-equal"}),
]
CASES = [(variant, number, *(value[variant] if isinstance(value, dict) else value
                             for value in (answers, wrong, rule)))
         for variant in LESSONS for number, answers, wrong, rule in EXPECTED]
#: Situations of the layout key shown on another section's board: a battle in progress
#: (and, Japanese, a first aircraft) resolves within a full turn of Player 2's card, and
#: Player 2's last card is the mine on the neutral convoy.
ELSEWHERE = {"en": {7: "battle"}, "ja": {6: "aircraft", 7: "battle"}}
#: The Japanese rules have no tie (nautic_miles/battle-equal): the key says so.
ABSENT = {"en": set(), "ja": {4}}


@pytest.mark.parametrize("variant", sorted(LESSONS))
def test_every_question_is_tested(variant):
    assert len(EXPECTED) == len(LESSONS[variant].questions)


@pytest.mark.parametrize(("variant", "number", "answers", "wrong", "rule"), CASES,
                         ids=[f"{case[0]} question {case[1]}" for case in CASES])
def test_each_answer_is_what_its_rule_says(variant, number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    check_answers(LESSONS[variant], number, answers, wrong)


@pytest.mark.rule("nautic_miles/battle-answer")
@pytest.mark.rule("nautic_miles/radar-ends")
def test_a_control_checks_a_click_at_once():
    control = lesson.question(9)
    assert control.answer("2.2").right is False
    assert "either end" in control.feedback.value
    assert control.answer("2.4").right is True


@pytest.mark.rule("nautic_miles/battle-answer")
def test_a_weaker_warship_is_refused_on_the_question_board():
    """Issue 26, "Apply, not read": the board of question 6 offers no submarine against the
    cruiser, and an answer naming one is refused with the referee's sentence."""
    with pytest.raises(ValueError, match="The referee refuses"):
        lesson.LESSON.check(6, "submarine 1.1")


@pytest.mark.parametrize("variant", sorted(LESSONS))
def test_every_position_is_a_round_in_progress_under_its_variant(variant):
    for name in LESSONS[variant].positions:
        if name in CASE_NAMES:
            continue
        table = LESSONS[variant].position(name)
        assert table.variant == variant, name
        assert table.outcome is None and table.to_move == lesson.ME, name
        bots = {} if name in FRESH[variant] else {lesson.THEM: "admiral"}
        assert table.bot_names == bots, name


@pytest.mark.rule("nautic_miles/one-full-turn")
@pytest.mark.parametrize("variant", sorted(LESSONS))
def test_the_battle_position_shows_the_attack_and_its_countdown(variant):
    battle = lesson.convoy(LESSONS[variant].position("battle"), 1, 1)
    assert battle["alert"] is not None
    assert battle["battle"]["cards"] == ["frigate"] and battle["battle"]["countdown"] == 1


@pytest.mark.rule("nautic_miles/battle")
@pytest.mark.parametrize("variant", sorted(LESSONS))
def test_the_layout_key_shows_its_twelve_situations(variant):
    """Read through Player 1's view: each situation on the layout board, or on the board
    named for it, at the place the key beside the board names."""
    taught = LESSONS[variant]
    layout = lesson.situations(taught.position("layout"))
    assert set(layout) == set(lesson.LAYOUT_KEY) - set(ELSEWHERE[variant]) - ABSENT[variant]
    for number, name in ELSEWHERE[variant].items():
        assert number in lesson.situations(taught.position(name))
    view = taught.position("layout").view(lesson.ME)
    mine, theirs = view["sides"]
    ties = [(side["line"], slot, convoy) for side in view["sides"]
            for slot, convoy in enumerate(side["convoys"], start=1)
            if convoy["battle"] and convoy["battle"]["leader"] == "tie"]
    if variant == "ja":
        assert ties == [], "no tie in the Japanese rules"
        assert "none in these rules" in taught.layout_key().lines[3]
    else:
        line, slot, tie = ties[0]
        assert str(layout[4]) == f"convoy {line}.{slot}" and tie["battle"]["countdown"] is None
    neutral = next(convoy for convoy in mine["convoys"] + theirs["convoys"]
                   if convoy["neutral"])
    assert neutral["mine"]["countdown"] == 1
    assert any(convoy["detected"] for side in view["sides"]
               for convoy in side["convoys"][-1:])
    assert mine["port"] and mine["captures"]
    assert any(card["detected"] for card in mine["port"] + mine["captures"])
    assert view["draw"] > 0 and view["discard"] > 0
    key = taught.layout_key()
    assert len(key.lines) == 12 and key.board.seat == lesson.ME


@pytest.mark.rule("nautic_miles/battle-equal")
def test_the_japanese_equal_position_holds_a_warship_of_the_attacks_strength():
    table = nautic_miles_ja.position("equal")
    battle = lesson.convoy(table, 1, 1)["battle"]
    assert battle["leader"] == "attack" and battle["cards"] == ["cruiser"]
    assert "cruiser 1.1" in {action.notation() for action in table.legal()}


@pytest.mark.rule("nautic_miles/air-attack")
def test_the_japanese_aircraft_position_counts_down_to_a_capture():
    aircraft = lesson.convoy(nautic_miles_ja.position("aircraft"), 1, 1)["aircraft"]
    assert aircraft["by"] == lesson.THEM and aircraft["countdown"] == 1
    assert lesson.convoy(lesson.position("aircraft"), 1, 1)["aircraft"]["countdown"] is None


@pytest.mark.rule("nautic_miles/convoy-line")
def test_the_japanese_line_refuses_a_fourth_convoy(capsys):
    table = nautic_miles_ja.position("line")
    card = next(card for card in lesson.hand(table) if card.startswith("c"))
    nautic_miles_ja.try_move("line", f"{card} at 1")
    assert "(rule nautic_miles/convoy-line)" in capsys.readouterr().out


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
