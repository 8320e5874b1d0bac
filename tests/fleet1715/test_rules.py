"""One test per rule of the solo game (and the multi-player helpers): legal and illegal case."""

from __future__ import annotations

import random

import pytest

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.fleet1715 import GAME, Draw, Mark, Submit, Table, cell, scenario
from naval_widgets.fleet1715.solo.rules import ACTION_SPACE, legal_actions, marked_solution, step
from naval_widgets.fleet1715.solo.state import BLANK, NO, YES
from naval_widgets.fleet1715.world.multiplayer import MISSIONS, deal, handed_over, mission

rule = pytest.mark.rule


def illegal(state, action, rule_id):
    assert action not in legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        step(state, action)
    assert err.value.rule == rule_id and err.value.message.endswith(".")
    return err.value


def legal(state, action):
    assert action in legal_actions(state)
    return step(state, action)[0]


def solved_marks(letter):
    solution = scenario(letter).solution
    marks = [BLANK] * 160
    for site in range(4):
        for category in (1, 2, 3, 4):
            marks[cell(site, solution.at(site, category))] = YES
    return "".join(marks)


@rule("fleet1715/solo-setup")
def test_the_set_is_shuffled_face_down():
    state = GAME.initial_state(5, "D")
    numbers = sorted(card.number for card in scenario("D").cards)
    assert sorted(state.pile) == numbers and state.drawn == () and state.marks == BLANK * 160
    assert GAME.initial_state(5, "D") == state
    assert GAME.initial_state(6, "D").pile != state.pile
    view = GAME.view(state, 0)
    assert view["pile"] == len(numbers) and view["drawn"] == [] and "order" not in view
    assert set(GAME.secrets(state, 0)) == {"face-down clue cards"}
    with pytest.raises(ValueError, match="no scenario"):
        Table(seed=1, variant="Q")


@rule("fleet1715/solo-draw")
def test_cards_are_drawn_one_at_a_time():
    state = GAME.initial_state(1, "K")
    top = state.pile[-1]
    state = legal(state, Draw())
    assert state.drawn == (top,) and len(state.pile) == len(scenario("K").cards) - 1
    assert GAME.view(state, 0)["drawn"][0]["text"] == fleet1715.card(top).text
    while state.pile:
        state = legal(state, Draw())
    illegal(state, Draw(), "fleet1715/solo-draw")


@rule("fleet1715/notes")
def test_marks_are_the_players_notes():
    state = GAME.initial_state(2, "A")
    nao_silver = cell(fleet1715.element("nao"), fleet1715.element("silver"))
    state = legal(state, Mark(nao_silver, "no"))
    assert state.marks[nao_silver] == NO and GAME.view(state, 0)["marks"][nao_silver] == NO
    illegal(state, Mark(nao_silver, "no"), "fleet1715/notes")
    state = legal(state, Mark(nao_silver, "yes"))          # a wrong mark is the player's own
    state = legal(state, Mark(nao_silver, "blank"))
    assert state.marks == BLANK * 160
    assert len(legal_actions(state)) == 1 + 2 * 160 + 1


@rule("fleet1715/submit")
def test_handing_in_the_grid():
    state = GAME.initial_state(3, "F")
    for _ in range(4):
        state = step(state, Draw())[0]
    won = legal(state._replace(marks=solved_marks("F")), Submit())
    outcome = GAME.outcome(won)
    assert won.result == "solved" and outcome.winner == 0 and outcome.scores == (len(won.pile),)
    lost = legal(state, Submit())                          # a blank grid names no solution
    assert lost.result == "wrong" and GAME.outcome(lost).winner is None
    assert marked_solution(state.marks) is None
    assert marked_solution(solved_marks("F")) is not None
    swapped = list(solved_marks("F"))
    a, b = cell(0, scenario("F").solution.at(0, 1)), cell(1, scenario("F").solution.at(1, 1))
    swapped[a] = swapped[b] = BLANK
    swapped[cell(0, scenario("F").solution.at(1, 1))] = YES
    swapped[cell(1, scenario("F").solution.at(0, 1))] = YES
    assert step(state._replace(marks="".join(swapped)), Submit())[0].result == "wrong"


@rule("fleet1715/game-over")
def test_nothing_after_the_grid_is_handed_in():
    state = step(GAME.initial_state(4, "B"), Submit())[0]
    assert legal_actions(state) == [] and GAME.to_move(state) is None
    for action in (Draw(), Submit(), Mark(0, "yes")):
        illegal(state, action, "fleet1715/game-over")
    assert GAME.view(state, None)["solution"] == scenario("B").solution.to_json()


@rule("fleet1715/action")
def test_unreadable_actions_are_refused():
    state = GAME.initial_state(1, "A")
    for action in (Mark(160, "yes"), Mark(-1, "no"), Mark(3, "maybe")):
        illegal(state, action, "fleet1715/action")
    for text in ("mark nao:nao yes", "mark nao:silver maybe", "play", "", "mark 3 yes"):
        with pytest.raises(IllegalAction) as err:
            GAME.parse(text)
        assert err.value.rule == "fleet1715/action"
    assert GAME.parse("mark sebastian:gold yes") == Mark(0, "yes")
    assert all(GAME.parse(str(action)) == action for action in ACTION_SPACE)
    with pytest.raises(IllegalAction) as err:
        GAME.action_from_json({"type": "mark", "cell": "0", "value": "yes"})
    assert err.value.rule == "fleet1715/action"


@rule("fleet1715/reveal")
def test_a_drawn_card_is_face_up_for_every_seat():
    state = step(GAME.initial_state(8, "H"), Draw())[0]
    assert GAME.view(state, None)["drawn"] == GAME.view(state, 0)["drawn"]
    assert GAME.view(state, None)["drawn"][0]["number"] == state.drawn[0]


@rule("fleet1715/multi-setup")
def test_cards_dealt_evenly_the_rest_a_draw_pile():
    for players in (2, 3, 4, 5):
        hands, pile = deal("M", players, seed=7)
        assert len({len(hand) for hand in hands}) == 1 and len(pile) < players
        cards = sorted(n for hand in hands for n in hand) + sorted(pile)
        assert sorted(cards) == sorted(card.number for card in scenario("M").cards)
    for bad in (1, 6, "3"):
        with pytest.raises(IllegalAction) as err:
            deal("M", bad, seed=7)
        assert err.value.rule == "fleet1715/multi-setup"


@rule("fleet1715/missions")
def test_mission_cards_and_their_answers():
    assert MISSIONS == ("san-miguel", "regla", "carmen", "concepcion", "sebastian", "pelican",
                        "st-lucie", "ft-pierce")
    assert mission("A", "sebastian") == {"site": "sebastian", "cargo": "silver",
                                         "depth": "20ft", "type": "capitana", "name": "regla"}
    assert mission("A", "regla") == mission("A", "sebastian")
    with pytest.raises(IllegalAction) as err:
        mission("A", "nao")
    assert err.value.rule == "fleet1715/missions"


@rule("fleet1715/asking")
def test_a_player_hands_over_the_cards_asked_for():
    cards = scenario("J").cards
    almiranta = handed_over(cards, "Almiranta")
    assert almiranta == [card for card in cards if fleet1715.element("almiranta")
                         in card.clue.elements]
    depth = handed_over(cards, "depth")
    assert all("depth" in card.clue.categories for card in depth)
    with pytest.raises(ValueError, match="asks for a category"):
        handed_over(cards, "galleon")  # no ship of the game is a galleon


@rule("fleet1715/multi-end")
def test_a_slip_is_checked_like_the_solo_hand_in():
    rng = random.Random(1)
    for letter in rng.sample("ABCDEFGHIJKLMNOP", 4):
        marks = solved_marks(letter)
        solution = scenario(letter).solution
        assert marked_solution(marks) == tuple(solution.at(site, category) for site in range(4)
                                      for category in (1, 2, 3, 4))


@rule("fleet1715/action")
def test_notation_is_read_in_any_case():
    assert fleet1715.parse("Mark NAO:Silver YES") == fleet1715.parse("mark nao:silver yes")
    assert fleet1715.parse("DRAW") == fleet1715.Draw()


@rule("fleet1715/submit")
def test_the_view_counts_the_values_the_yes_marks_name():
    """The board warns before handing in a grid that names fewer than 16 values."""
    solution = fleet1715.SOLUTIONS["A"].grid()
    table = Table(seed=1, variant="A")
    assert table.view()["named"] == 0
    marks = [c for c, yes in enumerate(solution) if yes]
    for c in marks:
        table.play(Mark(c, "yes"))
    assert table.view()["named"] == 16
    table.play(Mark(next(c for c, yes in enumerate(solution) if not yes), "yes"))
    assert table.view()["named"] < 16, "two yes marks in one line name no value"
