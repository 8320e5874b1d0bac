"""The Battleship lesson's questions: each answer, computed by the engine, is what the
rule it teaches says."""

from __future__ import annotations

import pytest

from naval_widgets.lessons import battleship as lesson

EXPECTED = [
    (1, {"5/9"}, "battleship/setup"),  # three misses face up: 5 ships among 9 cards
    (2, {0}, "battleship/white-peg"),
    (3, {"white B3"}, "battleship/white-peg"),  # the one face-down card offered
    (4, {2}, "battleship/red-search"),
    (5, {"red2 B2"}, "battleship/sinking"),  # a PT boat sinks at 2 hits
    (6, {1}, "battleship/shield"),  # the shield takes the card; the ship keeps its hit
    (7, {3}, "battleship/battleship"),
    (8, {"white B4"}, "battleship/submarine"),  # whites alone, a revealed destroyer's
    (9, {"red1 B3", "red2 B3"}, "battleship/beginner"),  # no power: red pegs hit
]


@pytest.mark.parametrize(("number", "answers", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, _, _ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answers, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert lesson.QUESTIONS[number - 1].expected() == answers
    for answer in answers:
        assert lesson.LESSON.check(number, answer).right


@pytest.mark.rule("battleship/setup")
def test_question_1_is_answered_with_a_rule_not_arithmetic():
    """Issue 26, "Apply, not read": the chance counts the cards still face down."""
    assert [option.label for option in lesson.QUESTIONS[0].kind.all()] == [
        "1 in 9", "5 in 12", "5 in 9", "4 in 9"]


@pytest.mark.rule("battleship/submarine")
def test_a_red_card_on_the_revealed_submarine_gets_its_own_hint():
    """Issue 26, "Apply, not read": a move on the question's board is checked at once; a
    red card on the submarine is told why it does nothing."""
    control = lesson.question(8)
    control.board.play(control.board.table.game.parse("red2 B4"))
    assert not control.attempts[-1].right and "discarded" in control.attempts[-1].text
    control.board.undo()
    control.board.play(control.board.table.game.parse("white B4"))
    assert control.attempts[-1].right


@pytest.mark.rule("battleship/submarine")
def test_the_submarine_comparison_shows_the_red_card_discarded(capsys):
    lesson.what_if("submarine")
    out = capsys.readouterr().out
    assert "1 hit afterwards" in out and "discarded" in out


@pytest.mark.rule("battleship/battleship")
def test_the_battleship_comparison_counts_one_more_peg_only_while_it_works(capsys):
    lesson.what_if("battleship")
    assert capsys.readouterr().out.split("\n")[1:3] == [
        "  your battleship revealed (the board above): 3 hits",
        "  your battleship still face down:            2 hits",
    ]
    lesson.what_if("beginner")  # printed after question 9, which asks the beginner rules
    assert capsys.readouterr().out.split("\n")[1] == (
        "  beginner rules, your battleship revealed: 2 hits")


@pytest.mark.rule("battleship/destroyer")
def test_the_destroyer_comparison_lets_a_white_peg_hit(capsys):
    lesson.what_if("destroyer")
    out = capsys.readouterr().out
    assert "your destroyer revealed: allowed: the carrier goes from 1 hit to 2 hits" in out
    assert "your destroyer face down: the referee refuses it" in out


@pytest.mark.rule("battleship/pt-boat")
def test_the_pt_boat_comparison_shows_the_single_removal_done_at_once(capsys):
    lesson.what_if("pt-boat")
    out = capsys.readouterr().out
    assert "uses their PT boat to take White peg off their submarine at A4" in out
    assert "plays White peg on Player 2's A2" in out


def test_an_unknown_comparison_is_refused():
    with pytest.raises(ValueError, match="battleship, beginner, destroyer"):
        lesson.what_if("kraken")


def test_every_position_is_a_game_in_progress_with_player_1_or_2_to_move():
    for name in lesson.POSITIONS:
        table = lesson.position(name)
        assert table.outcome is None and table.to_move in (0, 1), name


def test_a_questions_board_has_no_bot_to_answer_the_students_move():
    """Issue 26, "Apply, not read": the move answering a question is the only one played."""
    for question in lesson.QUESTIONS:
        if question.on is not None:
            table = lesson.position(question.on)
            assert table.bots == {} and table.to_move == lesson.ME, question.on


@pytest.mark.rule("battleship/white-peg")
def test_trying_a_move_names_the_rule_that_refuses_it_and_changes_nothing(capsys):
    lesson.try_move("searching", "white A3")
    assert capsys.readouterr().out.endswith("(rule battleship/white-peg)\n")
    lesson.try_move("searching", "kraken")
    assert "is not a move" in capsys.readouterr().out
    lesson.try_move("searching", "white B3")
    out = capsys.readouterr().out
    assert out.startswith("Player 1 plays White peg on Player 2's B3")
    assert "Next, Player 2:" in out
    table = lesson.position("searching")
    before = table.to_json()
    assert len(lesson.tried(table, "white B3").actions) == len(table.actions) + 1
    assert table.to_json() == before, "a tried move leaves the table as it was"
