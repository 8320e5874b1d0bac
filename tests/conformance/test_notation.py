"""Each game's notation reads back every action it writes, in any case; and any action
its declaration allows is read back and either played or refused without a change.

Every game refuses what it cannot read under its actions module's ``RULE`` (e.g.
``battleship/action``, ``toy/action``); the notation is derived from each action type's
declaration, so these checks cover any game in ``GAMES``.
"""

from __future__ import annotations

import pickle
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core import IllegalAction, table_class

from ..tiers import fuzzed
from .strategies import action_types, actions
from .test_conformance import GAMES, table_settings

#: Each game, marked with the rule under which it refuses an unreadable action.
each_game = pytest.mark.parametrize("game", [
    pytest.param(game, id=game.name, marks=pytest.mark.rule(game.actions.RULE))
    for game in GAMES])

#: Seeded games whose legal actions are read back besides the action space.
SEEDED = 5


def met_in_seeded_games(game) -> set:
    """The actions legal at some position of the first ``SEEDED`` seeded games."""
    met = set()
    for seed in range(SEEDED):
        table = table_class(game)(seed=seed, **table_settings(game, seed))
        rng = random.Random(seed)
        while (legal := table.legal()) and len(table.actions) < 400:
            met.update(legal)
            table.play(rng.choice(legal), respond=False)
    return met


@each_game
def test_every_action_reads_back_from_its_notation_in_any_case(game):
    """``<game>/action``: each action of the space and of seeded games, written in its
    notation, reads back as itself, in lower or upper case; and from its JSON."""
    for action in {*game.action_space(), *met_in_seeded_games(game)}:
        text = action.notation()
        assert str(action) == text
        assert game.parse(text) == action, text
        assert game.parse(text.upper()) == action, text
        assert game.parse(f"  {text.title()} ") == action, text
        assert game.action_from_json(action.to_json()) == action


@each_game
def test_unreadable_notation_names_an_example_of_each_action_type(game):
    """``<game>/action``: a text no action type reads is refused with an example of
    each type, and every example reads back."""
    with pytest.raises(IllegalAction) as err:
        game.parse("fly away to the moon")
    assert err.value.rule == game.actions.RULE
    for cls in action_types(game):
        example = cls(**cls.form.example()).notation()
        assert f"'{example}'" in err.value.message
        assert game.parse(example) == cls(**cls.form.example())


@each_game
@fuzzed(200)
@given(seed=st.sampled_from(range(1000)), count=st.sampled_from(range(120)), data=st.data())
def test_any_declared_action_reads_back_and_plays_or_is_refused(game, seed, count, data):
    """``<game>/action``: any well-typed action the declaration allows (each field a
    value of its kind) reads back from its notation; played at a seeded position, the
    rules accept it or refuse it with ``IllegalAction`` and the state is unchanged."""
    action = data.draw(actions(game), label="action")
    assert game.parse(action.notation()) == action
    table = table_class(game)(seed=seed, **table_settings(game, seed))
    rng = random.Random(seed)
    while len(table.actions) < count and (legal := table.legal()):
        table.play(rng.choice(legal), respond=False)
    state = table.state
    before = pickle.dumps(state)
    try:
        game.apply(state, action)
    except IllegalAction as err:
        assert err.rule.startswith(f"{game.name}/") and err.message
    assert pickle.dumps(state) == before
