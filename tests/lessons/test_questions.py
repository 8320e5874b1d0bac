"""Questions: the checking logic (wrong -> hint, right -> explanation), refused input,
the controls a student clicks, and a fuzz of the answer entry."""

from __future__ import annotations

import ipywidgets as widgets
import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.lessons import (
    AnswerError,
    AnyOf,
    Board,
    Choice,
    Feedback,
    Lesson,
    LessonError,
    Number,
    Option,
    Question,
    QuestionWidget,
    TrueFalse,
)
from naval_widgets.lessons import battleship as lesson

from ..tiers import fuzzed

COLOURS = Choice([Option("red", "Red"), Option("white", "White"), Option("blue", "Blue")])


def colour_question(**extra) -> Question:
    return Question("Which peg hits?", COLOURS, lambda: "red", hint="Think of the hits.",
                    explanation="{answer}: red pegs hit.", **extra)


def test_a_right_answer_gets_the_explanation_naming_the_answer():
    verdict = colour_question().check("red")
    assert verdict == Feedback(True, "Right! Red: red pegs hit.")


def test_a_wrong_answer_gets_the_hint_and_may_be_retried():
    question = colour_question(wrong={"blue": "There is no blue peg."})
    white = question.check("white")
    assert not white.right and "Hint: Think of the hits." in white.text
    assert "Red" not in white.text, "a hint must not give the answer away"
    assert question.check("blue").text.endswith("Hint: There is no blue peg. Try again.")
    assert question.check("Red").right, "a label is accepted as its value"


def test_any_of_several_right_answers_is_right():
    question = Question("Which cards hit?", COLOURS, lambda: AnyOf({"red", "white"}),
                        hint="h", explanation="{answer}.")
    assert question.check("white").right and question.check("red").right
    assert not question.check("blue").right
    assert question.answer_label() == "Red or White"


@pytest.mark.parametrize(("kind", "response"), [
    (COLOURS, "green"), (COLOURS, 3), (COLOURS, None), (COLOURS, ["red"]),
    (Number(0, 5), 6), (Number(0, 5), -1), (Number(0, 5), True), (Number(0, 5), 2.5),
    (Number(0, 5), "two"), (Number(0, 5), "²"), (Number(0, 5), None),
    (TrueFalse(), "maybe"), (TrueFalse(), 1), (TrueFalse(), None),
])
def test_no_answer_of_the_kind_is_refused_with_a_value_error(kind, response):
    question = Question("?", kind, lambda: kind.read({Choice: "red", Number: 1,
                                                      TrueFalse: True}[type(kind)]),
                        hint="h", explanation="e")
    with pytest.raises(AnswerError) as err:
        question.check(response)
    assert isinstance(err.value, ValueError)


def test_numbers_and_truths_are_read_as_a_person_types_them():
    assert Number(0, 9).read(" 4 ") == 4
    assert TrueFalse().read("FALSE") is False and TrueFalse().read("yes") is True


def test_a_number_question_refuses_a_range_that_is_not_one():
    with pytest.raises(ValueError):
        Number(5, 1)


def test_a_lesson_refuses_questions_and_positions_it_does_not_have():
    for number in (0, 10, "1", True, None):
        with pytest.raises(LessonError, match="questions 1 to 9"):
            lesson.question(number)
    with pytest.raises(LessonError, match="sinking"):
        lesson.position("nowhere")


# -- the controls ---------------------------------------------------------------------
def buttons(control: QuestionWidget) -> dict[str, widgets.Button]:
    row = control.children[1]
    return {button.description: button for button in row.children}


def test_clicking_a_wrong_then_the_right_choice_shows_hint_then_explanation():
    pegs = Choice([Option("red1", "Red peg ×1"), Option("red4", "Red peg ×4")])
    control = QuestionWidget(5, Question("Which card sinks it?", pegs, lambda: "red4",
                                         hint="Count the pegs.", explanation="{answer}: 4 pegs."))
    choices = buttons(control)
    choices["Red peg ×1"].click()
    assert "Hint:" in control.feedback.value and "Right" not in control.feedback.value
    choices["Red peg ×4"].click()
    assert control.feedback.value.count("Right!") == 1
    assert [verdict.right for verdict in control.attempts] == [False, True]


def test_a_number_is_checked_when_check_is_pressed():
    control = lesson.question(7)
    slider, check = control.children[1].children
    slider.value = 2
    check.click()
    slider.value = 3
    check.click()
    assert [verdict.right for verdict in control.attempts] == [False, True]


def test_true_false_buttons():
    control = QuestionWidget(8, Question("A white peg damages a ship.", TrueFalse(),
                                         lambda: False, hint="h", explanation="e"))
    buttons(control)["True"].click()
    buttons(control)["False"].click()
    assert [verdict.right for verdict in control.attempts] == [False, True]


def test_a_question_on_a_position_shows_its_board_above_the_answers():
    """Issue 26, "Apply, not read": the position a question is asked on is on its control,
    live, and in the picture shown without a kernel."""
    control = lesson.question(6)
    board, row = control.children[1], control.children[2]
    assert board is control.board and board.table.actions == lesson.position("shielded").actions
    assert isinstance(row.children[0], widgets.IntSlider)
    assert board.picture_html() in control._repr_mimebundle_()["text/html"]


def test_a_move_is_checked_as_soon_as_it_is_played_and_undo_stops_at_the_position():
    """Issue 26, "Apply, not read": the move on the board is the answer; Undo takes it back
    and never goes further back than the question's position."""
    control = lesson.question(5)
    board = control.board
    assert control.children.index(control.feedback) < control.children.index(board), \
        "the verdict stands above the board, in sight"
    board.play(board.table.game.parse("red1 B2"))
    assert [verdict.right for verdict in control.attempts] == [False]
    board.undo()
    with pytest.raises(ValueError, match="nothing to undo"):
        board.undo()
    board.play(board.table.game.parse("red2 B2"))
    assert [verdict.right for verdict in control.attempts] == [False, True]
    assert control.answer(lesson.position("start").widget()) is None, "another board"
    with pytest.raises(AnswerError, match="No move has been played"):
        lesson.QUESTIONS[4].kind.read(lesson.position("sink it").widget())


def test_many_choices_make_a_drop_down_that_answers_when_chosen():
    many = Choice([Option(str(n), f"Cell {n}") for n in range(8)])
    control = QuestionWidget(1, Question("Which?", many, lambda: "3", hint="h",
                                         explanation="e"))
    menu = control.children[1]
    assert isinstance(menu, widgets.Dropdown) and menu.value is None
    menu.value = "5"
    menu.value = "3"
    assert [verdict.right for verdict in control.attempts] == [False, True]


def test_an_answer_marked_on_a_board_is_checked_by_its_check_button():
    def read(board: widgets.SelectMultiple) -> frozenset[str]:
        if not board.value:
            raise AnswerError("Mark at least one cell first.")
        return frozenset(board.value)

    kind = Board(lambda: widgets.SelectMultiple(options=["A1", "A2", "B1"]), read,
                 describe=lambda cells: ", ".join(sorted(cells)))
    control = QuestionWidget(2, Question("Where are the ships?", kind,
                                         lambda: frozenset({"A1", "B1"}), hint="h",
                                         explanation="{answer}."))
    board, check = control.children[1], control.children[2]
    check.click()
    assert "Mark at least one cell first." in control.feedback.value and not control.attempts
    board.value = ("A1",)
    check.click()
    board.value = ("A1", "B1")
    check.click()
    assert [verdict.right for verdict in control.attempts] == [False, True]
    assert control.attempts[-1].text == "Right! A1, B1."


def test_a_question_reads_well_without_a_kernel_and_does_not_give_the_answer():
    bundle = lesson.question(3)._repr_mimebundle_()
    plain, page = bundle["text/plain"], bundle["text/html"]
    assert plain.startswith("Question 3. In this game your white pegs found their battleship")
    for text in (plain, page):
        assert "White peg on B3" in text and "Run the notebook to answer." in text
        assert "Right" not in text and "Hint" not in text


# -- fuzz ---------------------------------------------------------------------------
ANY_INPUT = st.one_of(st.none(), st.booleans(), st.integers(), st.floats(), st.text(),
                      st.binary(), st.lists(st.integers(), max_size=3),
                      st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))


@fuzzed(300)
@given(number=st.integers(1, len(lesson.QUESTIONS)), response=ANY_INPUT)
def test_any_answer_entry_gives_a_verdict_or_an_answer_error(number, response):
    try:
        verdict = lesson.LESSON.check(number, response)
    except AnswerError:
        return
    assert isinstance(verdict, Feedback) and verdict.text


@fuzzed(200)
@given(response=ANY_INPUT)
def test_a_control_shows_any_entry_as_a_verdict_or_a_refusal(response):
    control = QuestionWidget(1, colour_question())
    verdict = control.answer(response)
    assert control.feedback.value
    assert (verdict is None) == (response not in ("red", "white", "blue", "Red", "White",
                                                  "Blue") or not isinstance(response, str))


def test_a_lesson_of_other_questions_is_built_the_same_way():
    other = Lesson("toy", "Toy", "toy.ipynb", [colour_question()], {"start": lambda: 42})
    assert other.position("start") == 42 and other.check(1, "red").right
    assert "**Answer: Red**" in other.answer_key()
