"""Saves with more in them than a save holds: any JSON under any name, added to any of
its objects (the save, its options, its bots, each action). Each is refused with a
``SaveError``, or loads as a table whose own save replays it exactly; no other exception
escapes. (``test_fuzz`` replaces and removes what a save holds.)"""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import SaveError
from naval_widgets.core import table_class

from ..tiers import fuzzed
from .strategies import json_values
from .test_fuzz import each_game, loads_exactly_or_is_refused, paths, started_save


def save_words(game) -> st.SearchStrategy:
    """Names a save's objects could hold beside their own: a save's keys, a table's own
    settings (``language``...), the game's word for its variant and options, any text."""
    named = ["format", "game", "rules_version", "variant", game.variant_keyword, "players",
             "options", "seed", "bots", "actions", "comments", "language", "type", "0", "1",
             *(option.name for option in game.options)]
    return st.sampled_from(named) | st.text(max_size=8)


@each_game
@fuzzed(200)
@given(data=st.data())
def test_a_save_with_any_key_added_to_any_object_loads_exactly_or_is_refused(game, data):
    """Any JSON under any name (a table's own settings among them) added to the save, its
    options, its bots or any of its actions: ``SaveError``, or an exact replay."""
    good = json.loads(started_save(game))
    objects = [(), *(path for path in paths(good) if isinstance(value_at(good, path), dict))]
    path = data.draw(st.sampled_from(objects), label="object")
    changed = json.loads(json.dumps(good))
    value_at(changed, path)[data.draw(save_words(game), label="key")] = data.draw(
        json_values, label="value")
    loads_exactly_or_is_refused(game, changed)


@each_game
@pytest.mark.parametrize("name", ["language", "seed", "variant", "players", "bots"])
def test_a_save_whose_options_name_a_tables_own_setting_is_refused(game, name):
    """Found first: ``language`` in a save's options reached the table twice."""
    good = json.loads(started_save(game))
    for value in ("fr", "en", None, ["fr"], {"a": 1}):
        changed = json.loads(json.dumps(good))
        changed["options"][name] = value
        with pytest.raises(SaveError):
            table_class(game).from_json(json.dumps(changed))


def value_at(data, path: tuple):
    """The value at ``path`` inside ``data``."""
    for key in path:
        data = data[key]
    return data
