"""Bad input at the entries the replay issue adds, for every game: ``table.comment``, a
save's ``"comments"`` and ``replay.goto`` take any value and either do what they say or
refuse it with a ``ValueError`` subclass sentence, changing nothing. (The replay's page
messages are fuzzed with every board's, in ``test_fuzz``.)"""

from __future__ import annotations

import json

from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import TableError
from naval_widgets.core import table_class
from naval_widgets.core.words import MESSAGE_LIMIT

from ..tiers import fuzzed
from .strategies import any_values, json_values
from .test_fuzz import each_game, loads_exactly_or_is_refused, started_save

#: Comments a teacher could write, and texts that are no comment.
texts = (st.text(max_size=30) | st.sampled_from(["", " ", "\n", "a\nb", "\t", "é" * 2001])
         | st.text(st.characters(max_codepoint=0x20), max_size=4))
#: Plies near a game's own, and anything else.
plies = st.integers(-2, 12) | any_values | json_values


def commented_save(game) -> dict:
    """A started save of ``game`` with comments on the deal and its last move."""
    table = table_class(game).from_json(started_save(game))
    table.comment(0, "Intro.")
    table.comment(len(table.actions), "The last move\nso far.")
    return json.loads(table.to_json())


@each_game
@fuzzed(100)
@given(data=st.data())
def test_any_comment_is_kept_or_refused(game, data):
    """``comment(ply, text)`` with any values: kept as its check says, or ``TableError``
    and the comments and the save as they were."""
    table = table_class(game).from_json(started_save(game))
    table.comment(1, "kept")
    for _ in range(data.draw(st.integers(1, 4), label="comments")):
        ply, text = data.draw(plies, label="ply"), data.draw(texts | any_values, label="text")
        before, save = table.comments, table.to_json()
        try:
            table.comment(ply, text)
        except TableError as err:
            assert str(err) and len(str(err)) <= MESSAGE_LIMIT
            assert table.comments == before and table.to_json() == save
            continue
        assert type(ply) is int and 0 <= ply <= len(table.actions) and isinstance(text, str)
        assert table.comments.get(ply, "") == text.strip()
        assert type(table).from_json(table.to_json()).comments == table.comments


@each_game
@fuzzed(100)
@given(data=st.data())
def test_any_comments_in_a_save_load_exactly_or_are_refused(game, data):
    """Any JSON as a save's ``comments``, or in place of one of its keys or texts:
    ``SaveError``, or a table whose own save replays it exactly."""
    save = commented_save(game)
    how = data.draw(st.sampled_from(["whole", "key", "text", "added"]), label="how")
    if how == "whole":
        save["comments"] = data.draw(json_values, label="comments")
    elif how == "key":
        text = save["comments"].pop("0")
        save["comments"][data.draw(st.text(max_size=8) | st.sampled_from(
            ["-1", "01", "1.0", " 1", "99"]), label="key")] = text
    elif how == "text":
        save["comments"]["0"] = data.draw(json_values | texts, label="text")
    else:
        save["comments"][data.draw(st.sampled_from(["1", "2", "3"]), label="key")] = \
            data.draw(json_values | texts, label="text")
    loads_exactly_or_is_refused(game, save)


@each_game
def test_a_commented_save_loads_with_its_comments(game):
    save = commented_save(game)
    loaded = table_class(game).from_json(json.dumps(save))
    assert loaded.comments == {0: "Intro.", len(loaded.actions): "The last move\nso far."}
    assert json.loads(loaded.to_json()) == save


@each_game
@fuzzed(100)
@given(data=st.data())
def test_goto_any_value_moves_the_replay_or_is_refused(game, data):
    """``replay.goto`` with any value: the position asked for, or ``TableError`` and the
    board as it was."""
    replay = table_class(game).from_json(started_save(game)).replay(seat=None)
    for _ in range(data.draw(st.integers(1, 4), label="steps")):
        ply = data.draw(plies, label="ply")
        before = (replay.ply, replay.view, replay.log, replay.status)
        try:
            replay.goto(ply)
        except TableError as err:
            assert str(err) and len(str(err)) <= MESSAGE_LIMIT
            assert (replay.ply, replay.view, replay.log, replay.status) == before
            continue
        assert type(ply) is int and replay.ply == ply == len(replay.table.actions)

