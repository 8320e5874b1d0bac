"""The toy's own rules: each ``toy/...`` id refused with a sentence, and their effects."""

from __future__ import annotations

import doctest
from dataclasses import dataclass

import pytest

from naval_widgets.core import Action, IllegalAction

from . import GAME, Give, NoFlag, Table, actions
from .state import ROUNDS, colour_of

rule = pytest.mark.rule


@dataclass(frozen=True, slots=True)
class Wave(Action):
    """An action of some other game."""

    tag = "wave"

    def notation(self) -> str:
        return "wave"


def asked_red():
    """A table where North has asked East for red, East holding red and another colour."""
    for seed in range(100):
        hand = Table(seed=seed).state.hands[1]
        if {colour_of(card) == "red" for card in hand} == {True, False}:
            table = Table(seed=seed)
            table.play("ask red")
            return table
    raise AssertionError("no seed deals East a red flag and another")


def refused(table, action, rule_id, words):
    before = table.state
    with pytest.raises(IllegalAction, match=words) as err:
        table.play(action)
    assert err.value.rule == rule_id and table.state is before


def test_the_notation_reads_back():
    assert doctest.testmod(actions).failed == 0
    for action in GAME.action_space():
        assert GAME.parse(action.notation()) == action
        assert GAME.action_from_json(action.to_json()) == action


@rule("toy/action")
def test_unreadable_actions_are_refused():
    table = Table(seed=1)
    refused(table, "fly away", "toy/action", "'fly away' is not a move: try 'ask red'")
    refused(table, Wave(), "toy/action", "is not an action of Signal flags")
    with pytest.raises(IllegalAction, match="must be a text; got 3") as err:
        GAME.action_from_json({"type": "ask", "colour": 3})
    assert err.value.rule == "toy/action"


@rule("toy/colour")
def test_only_the_four_colours_are_asked_for():
    refused(Table(seed=1), "ask purple", "toy/colour",
            "There are no 'purple' flags; the colours are red, blue, yellow, green.")


@rule("toy/turn")
def test_nobody_answers_before_a_question():
    refused(Table(seed=1), Give("red1"), "toy/turn",
            "Nobody has asked for a flag yet: North asks first.")
    refused(Table(seed=1), NoFlag(), "toy/turn", "North asks first")


@rule("toy/give-own")
def test_the_asked_seat_gives_only_its_own_flags():
    table = asked_red()
    foreign = next(f"red{n}" for n in range(1, 7) if f"red{n}" not in table.state.hands[1])
    refused(table, Give(foreign), "toy/give-own", f"East holds no flag '{foreign}'.")


@rule("toy/give-colour")
def test_the_flag_given_is_of_the_colour_asked():
    table = asked_red()
    other = next(card for card in table.state.hands[1] if colour_of(card) != "red")
    refused(table, Give(other), "toy/give-colour", "North asked for red: .* is another colour.")


@rule("toy/must-give")
def test_none_only_without_a_flag_of_that_colour():
    table = asked_red()
    refused(table, "none", "toy/must-give", "East holds a red flag, so must give one")
    assert all(type(action) is Give for action in table.legal())


@rule("toy/give-own")
def test_a_given_flag_is_hoisted_and_the_turn_passes():
    table = asked_red()
    card = table.legal()[-1].card
    table.play(Give(card))
    state = table.state
    assert card not in state.hands[1] and state.hoists[0] == (card,)
    assert (state.active, state.asked, state.turn) == (1, None, 2)
    assert table.view(None)["seats"][0]["points"] == int(card[3:])


@rule("toy/over")
def test_the_game_ends_after_four_rounds_or_with_the_pile():
    table = Table(seed=3, players=3, bots={seat: "random" for seat in range(3)})
    table.run_bots()
    state = table.state
    assert table.outcome is not None and not table.legal()
    assert state.turn == ROUNDS * 3 + 1 or not state.pile
    refused(table, "ask red", "toy/over", "The game is over")
