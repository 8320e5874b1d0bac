"""The Fleet 1715 table-game lesson: each answer, computed by the engine, is what the rule
it teaches says; every other answer is refused with its hint; each position shows what its
section says, and the hints of "choose a good request" say what the position shows."""

from __future__ import annotations

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.fleet1715.table.rules import MATCHES
from naval_widgets.fleet1715.world.multiplayer import mission
from naval_widgets.lessons import fleet1715_table as lesson
from naval_widgets.lessons import lessons
from naval_widgets.lessons.questions import Choice, Number, TrueFalse

from .answers import check_answers

PLAYERS = {"1", "2", "3", "4", "nobody"}
#: (number, right answers, one wrong answer, rule).
EXPECTED = [
    (1, {8}, 4, "fleet1715_table/missions"),  # five players: both types laid out
    (2, {"4"}, "2", "fleet1715_table/answer"),  # only Player 4 holds a San Miguel card
    (3, {"either"}, "over", "fleet1715_table/second-request"),
    (4, {"over"}, "either", "fleet1715_table/second-request"),  # never a third request
    (5, {"6", "20"}, "22", "fleet1715_table/answer"),  # the cards naming a ship's name
    (6, {1}, 2, "fleet1715_table/face-up"),  # scenario B for three leaves one card
    (7, {"almiranta"}, "type", "fleet1715_table/ask"),
    (8, {"1"}, "4", "fleet1715_table/passive"),  # passive, and on Player 4's left
    (9, {"4"}, "1", "fleet1715_table/reveal"),  # the first two slips are wrong
]
CASES = {"ids": [f"question {case[0]}" for case in EXPECTED]}


def test_every_question_is_tested():
    assert len(EXPECTED) == len(lesson.QUESTIONS)


@pytest.mark.parametrize(("number", "answers", "wrong", "rule"), EXPECTED, **CASES)
def test_each_answer_is_what_its_rule_says(number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    check_answers(lesson.LESSON, number, answers, wrong)


@pytest.mark.parametrize(("number", "answers", "wrong", "rule"), EXPECTED, **CASES)
def test_every_other_answer_is_refused_with_a_hint(number, answers, wrong, rule, request):
    request.node.add_marker(pytest.mark.rule(rule))
    question = lesson.QUESTIONS[number - 1]
    kind = question.kind
    if isinstance(kind, Choice):
        others = {option.value for option in kind.all()} - answers
    elif isinstance(kind, TrueFalse):
        others = {True, False} - answers
    else:
        assert isinstance(kind, Number)
        others = set(range(kind.low, kind.high + 1)) - answers
    assert others
    for other in others:
        verdict = lesson.LESSON.check(number, other)
        assert not verdict.right and str(question.wrong.get(other, question.hint)) in verdict.text


@pytest.mark.rule("fleet1715_table/answer")
def test_a_control_checks_a_click_at_once():
    control = lesson.question(2)
    wrong = control.answer("2")
    assert wrong.right is False and str(lesson.QUESTIONS[1].wrong["2"]) in wrong.text
    assert control.answer("Player 4").right is True


@pytest.mark.rule("fleet1715_table/setup")
def test_every_position_replays_the_seeded_game_with_logician_bots():
    for name, plies in lesson.PLIES.items():
        table = lesson.position(name)
        assert [action.notation() for action in table.actions] == \
            list((*lesson.GAME, *lesson.GUESS)[:plies]), name
        assert table.bot_names == lesson.BOTS and table.players == lesson.PLAYERS, name
    game = lesson.position("game")
    assert game.actions == () and game.to_move == lesson.ME and game.bot_names == lesson.BOTS


@pytest.mark.rule("fleet1715_table/missions")
def test_the_missions_position_lays_out_the_ship_names_for_player_1_to_take():
    view = lesson.position("missions").view(lesson.ME)
    assert view["phase"] == "mission" and view["to_move"] == lesson.ME
    assert view["laid_out"] == ["san-miguel", "regla", "carmen", "concepcion"]


@pytest.mark.rule("fleet1715_table/answer")
def test_the_hands_shown_are_the_ask_positions_and_player_2_has_no_gold_card():
    table = lesson.position("ask")
    assert table.to_move == lesson.ME and table.state.phase == "ask"
    assert not MATCHES["gold"] & set(table.state.hands[1])
    shown = repr(lesson.position("hands"))
    assert all(f"Player {seat + 1}  {number}" in shown
               for seat, hand in enumerate(table.state.hands) for number in hand)


@pytest.mark.rule("fleet1715_table/second-request")
def test_the_second_position_follows_a_request_nobody_could_answer(capsys):
    view = lesson.position("second").view(lesson.ME)
    assert view["failed"] == 1 and view["to_move"] == lesson.ME
    assert view["record"][-1] == {"asker": 0, "subject": lesson.NOBODY, "giver": None,
                                  "card": None}
    lesson.try_request("second", lesson.SECOND)
    assert "nobody has one" in capsys.readouterr().out


@pytest.mark.rule("fleet1715_table/answer")
def test_the_give_position_has_player_1_choose_among_two_fitting_cards():
    table = lesson.position("give")
    assert table.state.phase == "give" and table.to_move == lesson.ME
    assert table.state.asked == "almiranta" and table.state.turn == 2
    assert not MATCHES["almiranta"] & set(table.state.hands[3]), "Player 4 has none"


@pytest.mark.rule("fleet1715_table/face-up")
def test_round_2_shows_one_card_face_up_and_one_left_in_the_pile():
    view = lesson.position("round 2").view(lesson.ME)
    assert view["round"] == 2 and len(view["face_up"]) == 1 and view["pile"] == 1


@pytest.mark.rule("fleet1715_table/ask")
def test_the_best_requests_bring_the_one_card_that_settles_the_ship_type():
    """The section's board: the requests rated best bring one card, which settles the ship
    type."""
    table = lesson.position("choose")
    assert table.to_move == lesson.ME and table.state.missions[lesson.ME] == "concepcion"
    for subject in lesson.best_requests("choose"):
        brought = lesson.possible_answers("choose", subject)
        assert len(brought) == 1 and all(removed > 0 for removed in brought.values())


@pytest.mark.rule("fleet1715_table/ask")
def test_the_best_request_of_round_3_brings_one_card_the_others_might_not():
    """Issue 26, "Apply, not read": question 7 asks at round 3 of the game, which no board
    shows; its best request brings one card only, a card that tells something; a ship-type
    request might bring it or one that tells nothing; nobody holds a new Concepción card."""
    assert lesson.PLIES["choose"] != lesson.ASKED_AT["round 3"]
    assert lesson.best_requests("round 3") == {"almiranta"} <= set(lesson.CHOICES)
    (removed,) = lesson.possible_answers("round 3", "almiranta").values()
    assert removed > 0
    assert 0 in lesson.possible_answers("round 3", "type").values()
    assert lesson.possible_answers("round 3", "concepcion") == {}


@pytest.mark.rule("fleet1715_table/second-request")
def test_the_other_games_of_sections_3_and_4_are_what_their_questions_say():
    """Issue 26, "Apply, not read": two requests of Player 1 nobody answered; a request for
    a ship name Player 1 must answer with two of three cards."""
    refused = lesson.other("two refusals")
    assert [entry["giver"] for entry in refused.view(lesson.ME)["record"]] == [None, None]
    assert refused.to_move != lesson.ME
    named = lesson.other("name request")
    assert named.state.phase == "give" and named.to_move == lesson.ME
    assert {n for n in named.state.hands[lesson.ME] if n in MATCHES["name"]} == {6, 20}


@pytest.mark.rule("fleet1715_table/face-up")
def test_scenario_b_for_three_leaves_one_card_in_the_draw_pile():
    view = lesson.other("three players").view(lesson.ME)
    assert view["players"] == 3 and view["pile"] == 1 and view["hand_sizes"] == [5, 5, 5]


@pytest.mark.rule("fleet1715_table/passive")
def test_the_passive_position_has_player_1_passive_holding_an_almiranta_card():
    state = lesson.position("passive").state
    assert state.passive(lesson.ME) and state.turn == 2 and state.phase == "ask"
    assert MATCHES["almiranta"] & set(state.hands[lesson.ME])
    assert not MATCHES["almiranta"] & set(state.hands[3])


@pytest.mark.rule("fleet1715_table/passive")
def test_the_asked_position_has_passive_player_1_hand_over_an_almiranta_card():
    table = lesson.position("asked")
    assert table.state.passive(lesson.ME) and table.to_move == lesson.ME
    assert table.state.asked == "almiranta" and table.state.turn == 2
    assert {action.notation() for action in table.legal()} == {"give 42"}


@pytest.mark.rule("fleet1715_table/passive")
def test_the_next_request_goes_to_passive_player_1_first():
    """Issue 26, "Apply, not read": question 8's request comes from Player 4, on whose left
    Player 1 sits, passive and holding a card about the Carmen."""
    table = lesson.position("carmen request")
    assert table.state.passive(lesson.ME) and table.to_move == 3 and table.bot_names == {}
    assert MATCHES["carmen"] & set(table.state.hands[lesson.ME])


@pytest.mark.rule("fleet1715_table/reveal")
def test_the_other_reveal_has_two_wrong_slips_first():
    view = lesson.position("other reveal").view(lesson.ME)
    assert [(slip["seat"], slip["correct"]) for slip in view["slips"]] == [
        (0, False), (2, False), (3, True), (1, True)]


@pytest.mark.rule("fleet1715_table/reveal")
def test_the_reveal_has_player_1_first_with_a_guessed_ship_type():
    """Issue item 3: the slip holds the three lines section 6 says the cards prove, right,
    and a guessed ship type, wrong (the choose position shows those lines written)."""
    table = lesson.position("reveal")
    view = table.view(lesson.ME)
    assert [slip["seat"] for slip in view["slips"]] == [0, 2, 1, 3]
    assert [slip["correct"] for slip in view["slips"]] == [False, True, True, True]
    truth = mission("A", "concepcion")
    slip = view["slips"][0]["wreck"]
    assert slip[:3] == lesson.position("choose").view(lesson.ME)["draft"][:3]
    assert [slip[2], slip[3] != truth["type"]] == [truth["depth"], True]
    assert table.outcome.ranks == (4, 2, 1, 3)


@pytest.mark.rule("fleet1715_table/setup")
def test_the_lesson_is_listed_with_its_notebook_and_translated_words():
    assert lessons()["fleet1715-table"] is lesson.LESSON
    assert lesson.LESSON.notebooks == {"en": "fleet-1715/04-table-game.ipynb"}
    english = str(lesson.QUESTIONS[0].prompt)
    for language in ("fr", "it", "ja"):
        with using(language):
            assert str(lesson.QUESTIONS[0].prompt) != english, language
