"""How a finished game ends for every seat, and who plays with whom.

The places follow the scores (nautic_miles/game-end): the sides with the highest total
win, the others follow by total, partners sharing their side's place; the core's
``Game.teams`` and ``Game.partners`` give the sides the rules play with
(nautic_miles/teams).
"""

from __future__ import annotations

import pytest

from naval_widgets.nautic_miles import GAME
from naval_widgets.nautic_miles.state import State

from .positions import position

rule = pytest.mark.rule


def finished(totals, players, teams=False):
    """A game over with each side's ``totals`` (half points)."""
    return position(players=players, teams=teams, totals=tuple(totals), over=True)


@rule("nautic_miles/game-end")
def test_a_four_player_games_places_follow_the_scores():
    outcome = GAME.outcome(finished((56, 442, 262, 210), players=4))
    assert outcome.scores == (28, 221, 131, 105)
    assert outcome.winners == (1,)
    assert outcome.ranks == (4, 1, 2, 3)
    assert outcome.teams is None


@rule("nautic_miles/game-end")
def test_sides_on_equal_totals_share_a_place_behind_the_winner():
    outcome = GAME.outcome(finished((400, 100, 100), players=3))
    assert outcome.winners == (0,) and outcome.ranks == (1, 2, 2)


@rule("nautic_miles/game-end")
def test_partners_share_their_sides_place():
    outcome = GAME.outcome(finished((400, 100, 200), players=6, teams=True))
    assert outcome.teams == ((0, 3), (1, 4), (2, 5))
    assert outcome.winners == (0, 3) and outcome.winning_team == (0, 3)
    assert outcome.scores == (200, 50, 100, 200, 50, 100)
    assert outcome.ranks == (1, 3, 2, 1, 3, 2)


@rule("nautic_miles/game-end")
def test_a_team_games_draw_keeps_its_teams():
    outcome = GAME.outcome(finished((420, 420), players=4, teams=True))
    assert outcome.winners == () and outcome.ranks == (1, 1, 1, 1)
    assert outcome.teams == ((0, 2), (1, 3))
    assert [result["team"] for result in outcome.to_json()["results"]] == [0, 1, 0, 1]


@rule("nautic_miles/teams")
@pytest.mark.parametrize(("players", "teams", "sides"), [
    (2, False, ((0,), (1,))),
    (4, False, ((0,), (1,), (2,), (3,))),
    (4, True, ((0, 2), (1, 3))),
    (6, True, ((0, 3), (1, 4), (2, 5))),
])
def test_the_cores_partners_are_the_seats_of_one_side(players, teams, sides):
    state = GAME.initial_state(3, players=players, teams=teams)
    assert GAME.teams(state) == sides
    for side, seats in enumerate(sides):
        for seat in seats:
            assert GAME.partners(state, seat) == tuple(other for other in seats
                                                       if other != seat)
            view = GAME.view(state, seat)
            mine = next(shown for shown in view["sides"] if seat in shown["seats"])
            assert mine["line"] == side + 1 and tuple(mine["seats"]) == seats


def test_a_step_makes_a_new_state_and_leaves_the_last_one_as_it_was():
    state = GAME.initial_state(4, players=4, teams=True, length="round")
    assert isinstance(state, State) and isinstance(state, tuple)
    while GAME.outcome(state) is None:
        before, kept = state, hash(state)
        state = GAME.apply(state, GAME.legal_actions(state)[0])
        assert hash(before) == kept and state is not before
