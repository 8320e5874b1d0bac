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

#: The ● of question 1's puzzle (the "one to one" puzzle, its cargoes renamed) and of
#: question 6's (the "pair" puzzle, its sites swapped within their areas).
ONE_TO_ONE_YES = frozenset({cell("sebastian", "jewelry"), cell("pelican", "gold"),
                            cell("st-lucie", "porcelain"), cell("ft-pierce", "silver")})
PAIR_YES = frozenset({cell("sebastian", "15ft"), cell("pelican", "20ft"),
                      cell("st-lucie", "22ft"), cell("ft-pierce", "16ft")})
#: The questions answered by marks on their board.
BOARDS = {1, 3, 6}

EXPECTED = [
    (1, ONE_TO_ONE_YES, "fleet1715/elements"),
    (2, "15ft", "fleet1715/elements"),  # the silver at Pelican Island, whose wreck lies at 15 ft
    (3, CLUE_3_ALONE, "fleet1715/clues"),
    (4, "sebastian+pelican", "fleet1715/sites"),  # card 17: the southern area
    (5, "ft-pierce", "fleet1715/next-to"),  # the other site of St. Lucie's area
    (6, PAIR_YES, "fleet1715/grid"),
    (7, "no", "fleet1715/grid"),  # a supposition that breaks a line is false
    (8, "15ft", "fleet1715/clues"),
    (9, "3", "fleet1715/hint"),
    (10, "4", "fleet1715/grid"),
]


@pytest.mark.parametrize(("number", "answer", "rule"), EXPECTED,
                         ids=[f"question {number}" for number, _, _ in EXPECTED])
def test_each_answer_is_what_its_rule_says(number, answer, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    assert lesson.QUESTIONS[number - 1].expected() == {answer}
    if number not in BOARDS:  # a board question is answered on its board (below)
        assert lesson.LESSON.check(number, answer).right


def test_the_lesson_is_in_the_catalogue_and_asks_every_question_once():
    assert lessons()["fleet1715-deductions"] is lesson.LESSON
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.rule("fleet1715/clues")
def test_every_wrong_choice_gets_a_hint():
    for number, answer, _rule in EXPECTED:
        if number in BOARDS:
            continue
        for option in lesson.QUESTIONS[number - 1].kind.all():
            if option.value != answer:
                verdict = lesson.LESSON.check(number, option.value)
                assert not verdict.right and "Hint:" in verdict.text, (number, option)


@pytest.mark.rule("fleet1715/clues")
def test_the_board_question_reads_the_no_marks_of_one_clue_alone():
    control = lesson.question(3)
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
        lesson.QUESTIONS[2].kind.read(fleet1715.board("deeper than"))


@pytest.mark.rule("fleet1715/grid")
@pytest.mark.parametrize("name", sorted(lesson.AGAIN))
def test_a_renamed_puzzle_takes_the_same_steps_elsewhere(name):
    """Issue 26, "Apply, not read": the puzzle a question is asked on is its section's, its
    values renamed: as many steps, of the same techniques (among steps of equal cost the
    tutor may pick another first), another solution."""
    again, first = lesson.AGAIN[name], fleet1715.TINY[name]
    steps, before = again.explain(), first.explain()
    assert len(steps) == len(before)
    assert {step.technique for step in steps} == {step.technique for step in before}
    assert again.grid() != first.grid() and again.clues != first.clues


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
