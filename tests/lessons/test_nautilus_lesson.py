"""The Nautilus lesson's questions, in English and in Italian: each answer, computed by
the engine, is what the rule it teaches says, a wrong answer gets the hint, and each
position shows what its section says."""

from __future__ import annotations

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.lessons import nautilus as lesson
from naval_widgets.lessons.referee import legal
from naval_widgets.nautilus.cards import AS_DIVER, FISHBONE

from .answers import check_answers

#: (number, right answers, a wrong answer, rule).
EXPECTED = [
    (1, {3}, 1, "nautilus/domain"),
    (2, {"navigation"}, "engineering", "nautilus/clinch"),  # 3 to 1 may still be caught up
    (3, {"5 2.3"}, "5 1.4", "nautilus/place"),  # Player 2's side, facing the 11 at 1.3
    (4, {"1", "kraken"}, "12", "nautilus/capture"),
    (5, {"1 1.2"}, "13 1.2", "nautilus/capture"),  # only the 1 beats the 14 at 2.2
    (6, {"1.1"}, "1.2", "nautilus/across"),
    (7, {False}, True, "nautilus/forced-move"),
    (8, {"1.3"}, "1.1", "nautilus/anchor"),  # the 5 is anchored, 2.2 facing the 2 is taken
    (9, {"14"}, "12", "nautilus/eye"),
    (10, {6}, 5, "nautilus/scooter"),
    (11, {"give 1", "give 5", "give 6", "give 9", "give 10"}, "give 13", "nautilus/harpoon"),
    (12, {"fishbone 2.4"}, "fishbone 1.2", "nautilus/fishbone"),  # facing your 11
]


def test_every_question_is_tested():
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.parametrize(("number", "answers", "wrong", "rule"), EXPECTED,
                         ids=[f"question {case[0]}" for case in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    check_answers(lesson.LESSON, number, answers, wrong)


@pytest.mark.rule("nautilus/capture")
@pytest.mark.parametrize("language", ["en", "it"])
def test_a_control_checks_a_click_at_once_in_either_language(language):
    with using(language):
        control = lesson.question(4)
        wrong = control.answer("12")
        assert wrong.right is False and str(lesson.QUESTIONS[3].wrong["12"]) in wrong.text
        assert control.answer("1").right is True
    assert ("carta dominio" in control.children[0].value) is (language == "it")


@pytest.mark.rule("nautilus/place")
def test_every_position_is_a_game_in_progress_with_player_1_to_play():
    for name in lesson.POSITIONS:
        table = lesson.position(name)
        assert table.outcome is None and table.to_move == lesson.ME, name
        expected = ({} if name in lesson.FRESH else
                    {lesson.THEM: "ismcts" if name == "game" else "greedy"})
        assert table.bot_names == expected, name


@pytest.mark.rule("nautilus/clinch")
def test_the_domains_position_shows_tallies_and_a_won_marker():
    view = lesson.position("domains").view(lesson.ME)
    assert view["round"] == 3 and view["show_score"]
    assert view["clinched"] == [lesson.ME, None, None, None, None]
    science, navigation = 0, 2
    assert view["tallies"][lesson.ME][science] == 4
    assert view["tallies"][lesson.ME][navigation] == view["tallies"][lesson.THEM][navigation]


@pytest.mark.rule("nautilus/place")
def test_a_diver_may_go_on_either_side():
    table = lesson.position("place")
    assert legal(table, "13 1.1") and legal(table, "13 2.1")
    assert not legal(table, "13 2.4"), "2.4 holds Player 2's 12"


@pytest.mark.rule("nautilus/kraken")
def test_the_fourteen_position_faces_your_one_and_kraken_with_a_fourteen():
    table = lesson.position("fourteen")
    assert table.view(lesson.ME)["sides"][lesson.THEM][2] == 14
    assert {1, AS_DIVER["kraken"]} <= set(lesson.values_at("fourteen", "1.3"))


@pytest.mark.rule("nautilus/forced-move")
def test_the_moving_positions_wait_for_the_compulsory_move(capsys):
    for name, mover in (("across", [0, 3]), ("anchor", [0, 4])):
        view = lesson.position(name).view(lesson.ME)
        assert view["phase"] == "move" and view["mover"] == mover, name
    assert lesson.position("anchor").view(lesson.ME)["anchor"] == [0, 0]
    lesson.try_move("across", "3 1.3")
    assert "(rule nautilus/forced-move)" in capsys.readouterr().out
    lesson.try_move("anchor", "move 1.1 1.3")
    assert "(rule nautilus/anchor)" in capsys.readouterr().out


@pytest.mark.rule("nautilus/eye")
def test_the_special_positions_show_what_each_card_did():
    assert lesson.position("eye").view(lesson.ME)["opponent_hand"]
    assert len(lesson.position("scooter").view(lesson.ME)["drawn"]) == 2
    harpoon = lesson.position("harpoon").view(lesson.ME)
    assert harpoon["taken"] in harpoon["hand"] and len(harpoon["hand"]) == 6
    assert lesson.position("fishbone").view(lesson.ME)["special"] == FISHBONE


@pytest.mark.rule("nautilus/harpoon")
def test_the_harpooned_diver_of_question_11_is_the_one_its_hint_names():
    """Issue 26, "Apply, not read": giving back the harpooned diver gets its own hint."""
    assert lesson.position("other harpoon").view(lesson.ME)["taken"] == 13
    assert "give 13" in lesson.QUESTIONS[10].wrong


@pytest.mark.rule("nautilus/keep")
def test_the_lesson_has_an_italian_notebook_and_answer_key():
    assert lesson.LESSON.notebooks == {"en": "nautilus/01-learn-to-play.ipynb",
                                       "it": "nautilus/01-learn-to-play.it.ipynb"}
    key = lesson.LESSON.answer_key("it")
    assert "01-learn-to-play.it.ipynb" in key and "Domanda 12" in key
