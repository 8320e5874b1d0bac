"""Bad input is normal input, for every game the conformance suite checks.

Hypothesis builds actions of wrong types and out-of-range values, plays every
illegal action at many positions, cuts and tampers with saves, and sends the
boards garbage messages. Everything is read from each game's contract (its
action space, action types and their fields, its table and widget classes), so
a new game is fuzzed as soon as it is in ``GAMES``. Each bad input must be
refused with a clear ``ValueError`` (``IllegalAction``, ``SaveError``, or the
board's ``error``) and change nothing; no other exception may escape.
"""

from __future__ import annotations

import dataclasses
import functools
import json
import random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import IllegalAction, SaveError
from naval_widgets.core import Action, SetupError, table_class
from naval_widgets.core.declaration import load
from naval_widgets.core.words import MESSAGE_LIMIT

from ..tiers import fuzzed
from .strategies import (
    HUGE,
    LONG,
    action_types,
    any_values,
    big_ints,
    json_values,
    kind_values,
    long_texts,
)
from .test_conformance import GAMES, table_settings

each_game = pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)

# -- what each game's contract says ------------------------------------------------
def per_game(work):
    """``work(game)`` worked out once for each game (games are keyed by name)."""
    done: dict[str, object] = {}

    @functools.wraps(work)
    def once(game):
        if game.name not in done:
            done[game.name] = work(game)
        return done[game.name]
    return once


def accepted_types(field: dataclasses.Field) -> set[type]:
    """The types an action field takes, read from its annotation (``int``, ``str | None``)."""
    text = field.type if isinstance(field.type, str) else getattr(field.type, "__name__", "")
    known = {"int": int, "str": str, "None": type(None)}
    return {known[part.strip()] for part in text.split("|")}


@per_game
def field_values(game) -> dict[str, tuple]:
    """Each field name's values across the action space (the values of the right range)."""
    found: dict[str, set] = {}
    for action in game.action_space():
        for field in dataclasses.fields(action):
            found.setdefault(field.name, set()).add(getattr(action, field.name))
    return {name: tuple(sorted(values, key=repr)) for name, values in found.items()}


def right_typed(cls: type[Action], field: dataclasses.Field) -> st.SearchStrategy:
    """Values of the field's own types: in range (its kind's, as declared) or not."""
    choices = [kind_values(cls.form.kinds[field.name])]
    types = accepted_types(field)
    if int in types:
        choices += [st.integers(), st.integers(-3, 200), st.sampled_from([2**63, -1]),
                    big_ints]
    if str in types:
        choices += [st.text(max_size=10), st.sampled_from(["", "\x00", "A1"]), long_texts]
    if type(None) in types:
        choices.append(st.none())
    return st.one_of(choices)


def action_fields(cls, data, wrong: bool = True) -> dict:
    """Values for each field of ``cls``: of any type (``wrong``) or of the field's own."""
    return {field.name: data.draw(any_values | right_typed(cls, field) if wrong
                                  else right_typed(cls, field), label=field.name)
            for field in dataclasses.fields(cls)}


# -- positions ---------------------------------------------------------------------
#: A position: Hypothesis picks the game number (its seed and settings) and how many
#: random legal moves are played first (drawn evenly: Hypothesis favours small integers).
seeds = st.sampled_from(range(5_000))
moves = st.sampled_from(range(161))


def position(game, seed: int, count: int):
    """Table ``seed`` (with the conformance suite's settings) after ``count`` random moves."""
    table = table_class(game)(seed=seed, **table_settings(game, seed))
    rng = random.Random(seed)
    for _ in range(count):
        legal = table.legal()
        if not legal:
            break
        table.play(rng.choice(legal), respond=False)
    return table


def snapshot(table) -> tuple:
    return table.state, table.actions, table.log_for(None)


def assert_unchanged(table, before: tuple) -> None:
    state, actions, log = before
    assert table.state is state, "the state changed"
    assert table.actions == actions and table.log_for(None) == log


def refused(table, action, before: tuple | None = None) -> IllegalAction:
    """Play ``action`` (an action, its notation or anything else): it must be refused
    with a readable ``IllegalAction`` that names a rule of the game, and change nothing.
    With ``before`` (a ``snapshot`` of many refusals in a row), the state and the moves
    are compared here and the log is left to the caller's ``assert_unchanged``."""
    whole = before is None
    before = snapshot(table) if whole else before
    with pytest.raises(IllegalAction) as caught:
        table.play(action, respond=False)
    if whole:
        assert_unchanged(table, before)
    else:
        assert table.state is before[0] and table.actions == before[1], "the table changed"
    err = caught.value
    assert err.rule.startswith(f"{table.game.name}/"), err.rule
    assert err.message and len(err.message) <= MESSAGE_LIMIT, err.message[:MESSAGE_LIMIT]
    return err


def play_or_refuse(table, action) -> None:
    """A legal action is described and plays; any other is refused and changes nothing."""
    if isinstance(action, Action) and action in table.legal():
        assert table.describe(action)
        count = len(table.actions)
        table.play(action, respond=False)
        assert table.actions[count:] == (action,)
    else:
        refused(table, action)
        with pytest.raises(IllegalAction):
            table.describe(action)


# -- 1. actions of wrong types and out-of-range values ----------------------------
@each_game
@fuzzed(150)
@given(data=st.data())
def test_an_action_of_wrong_types_cannot_be_built(game, data):
    """Each field takes only its own types: anything else is refused when the action is
    built, directly or from JSON, under the game's rule for unreadable actions."""
    cls = data.draw(st.sampled_from(action_types(game)), label="type")
    values = action_fields(cls, data)
    fits = all(type(values[field.name]) in accepted_types(field)
               for field in dataclasses.fields(cls))
    try:
        action = cls(**values)
    except IllegalAction as err:
        assert not fits, f"{cls.__name__} refused values of the right types: {err}"
        assert err.rule.startswith(f"{game.name}/") and err.message
        assert len(err.message) <= MESSAGE_LIMIT, "a refusal echoes the whole input"
    else:
        assert fits, f"{cls.__name__} was built with a field of a wrong type"
        assert game.action_from_json(action.to_json()) == action
    try:
        from_json = game.action_from_json({"type": cls.tag, **values})
    except IllegalAction as err:
        assert not fits and err.message
    else:
        assert fits and from_json == cls(**values)


#: The extremes of each field type: too long to print, negative, empty, too long to echo.
EXTREMES = {int: (HUGE, -HUGE, 2**63, -1), str: ("", LONG, "\x00"), type(None): ()}


def long_notations(action):
    """``action``'s notation with a word too long to echo, in each place and after it."""
    words = action.notation().split()
    yield f"{action.notation()} {LONG}"
    for at in range(len(words)):
        for filler in (LONG, "9" * 5000):
            yield " ".join([*words[:at], filler, *words[at + 1:]])


@per_game
def where_legal(game) -> dict[type[Action], tuple[int, int, Action]]:
    """For each action type, a position (seed, moves) and an action of it legal there."""
    found: dict[type[Action], tuple[int, int, Action]] = {}
    for seed in range(40):
        table = position(game, seed, 0)
        rng = random.Random(seed)
        while legal := table.legal():
            for action in legal:
                found.setdefault(type(action), (seed, len(table.actions), action))
            table.play(rng.choice(legal), respond=False)
        if len(found) == len(action_types(game)):
            break
    return found


@each_game
def test_extreme_values_in_any_field_are_refused(game):
    """Each field of an action legal at some position set to its type's extremes, the
    other fields kept; the actions of every game likewise; and notations far too long."""
    assert set(where_legal(game)) == set(action_types(game)), "some actions are never legal"
    examples = {type(action): action for other in GAMES
                for action in reversed(other.action_space())}
    for seed, count, legal in [(1, 0, None), *where_legal(game).values()]:
        table = position(game, seed, count)
        for action in ([legal] if legal else []) + list(examples.values()):
            for field in dataclasses.fields(action):
                for kind in accepted_types(field):
                    for value in EXTREMES[kind]:
                        play_or_refuse(table, dataclasses.replace(action, **{field.name: value}))
            for text in long_notations(action):
                refused(table, text)


@each_game
@fuzzed(200)
@given(seed=seeds, count=moves, data=st.data())
def test_out_of_range_actions_change_nothing(game, seed, count, data):
    """Actions of the right types but any values, played anywhere in seeded games."""
    table = position(game, seed, count)
    for _ in range(3):
        cls = data.draw(st.sampled_from(action_types(game)), label="type")
        play_or_refuse(table, cls(**action_fields(cls, data, wrong=False)))


@each_game
@fuzzed(150)
@given(seed=seeds, count=moves, data=st.data())
def test_any_text_or_value_played_is_refused_or_legal(game, seed, count, data):
    """``play`` takes an action or its notation: any other text or value is refused."""
    table = position(game, seed, count)
    words = sorted({word for action in game.action_space()
                    for word in action.notation().split()})
    text = st.lists(st.sampled_from(words) | st.text(max_size=6), max_size=4).map(" ".join)
    played = data.draw(text | st.text() | any_values | json_values, label="played")
    if isinstance(played, str):
        try:
            action = game.parse(played)
        except IllegalAction:
            refused(table, played)
            return
        play_or_refuse(table, action)
    else:
        refused(table, played)


# -- 2. every action the rules refuse -----------------------------------------------
@each_game
@fuzzed(75)
@given(seed=seeds, count=moves)
def test_every_illegal_action_is_refused_and_changes_nothing(game, seed, count):
    """At each position, every action of the space that is not legal (of a large space,
    a slice: ``sampled``), by value and by its notation, and every action of the other
    games."""
    table = position(game, seed, count)
    before = snapshot(table)
    legal = set(table.legal())
    for action in sampled(game.action_space(), seed):
        if action not in legal:
            refused(table, action, before)
            refused(table, action.notation(), before)
            with pytest.raises(IllegalAction):
                table.describe(action)
    for other in GAMES:
        for action in other.action_space()[::7]:
            if type(action) not in action_types(game):
                refused(table, action, before)
    assert_unchanged(table, before)


#: The most actions of a game's space tried at one position: a larger space is tried
#: a slice at a time, each example its own slice, so the examples together cover it.
ACTIONS_PER_POSITION = 250


def sampled(space: list, seed: int) -> list:
    """``space`` itself, or one of its evenly spread slices of at most
    ``ACTIONS_PER_POSITION`` actions, chosen by ``seed``."""
    stride = -(-len(space) // ACTIONS_PER_POSITION)
    return space[seed % stride::stride]


# -- settings ----------------------------------------------------------------------
def settings_values(game) -> st.SearchStrategy:
    """Any value for a table setting, the game's own allowed values among them."""
    allowed = [*game.variants, *range(game.min_players - 1, game.max_players + 2),
               *(choice for option in game.options for choice in option.choices)]
    return st.sampled_from(allowed) | any_values | json_values


@each_game
@fuzzed(100)
@given(data=st.data())
def test_any_table_settings_set_a_table_or_are_refused(game, data):
    """Seeds, variants, seat counts, bots and options of any value: ``SetupError`` or a
    table whose save loads back the same."""
    values = settings_values(game)
    seats = st.integers(-1, game.max_players) | st.none() | st.booleans() | st.text(max_size=3)
    names = [option.name for option in game.options] + ["nope"]
    chosen = data.draw(st.fixed_dictionaries({}, optional={
        "seed": values | st.integers(), "variant": values, "players": values,
        "bots": st.dictionaries(seats, st.sampled_from(["random", *game.bots]) | values,
                                max_size=3) | values,
        **{name: values for name in names}}), label="settings")
    try:
        table = table_class(game)(**chosen)
    except SetupError as err:
        assert str(err) and len(str(err)) <= MESSAGE_LIMIT
        return
    assert table_class(game).from_json(table.to_json()).state == table.state


@each_game
@fuzzed(50)
@given(data=st.data())
def test_any_board_settings_make_a_board_or_are_refused(game, data):
    """Seats, hot seat and pace of any value: a ``ValueError``, or a board showing the
    deal."""
    table = table_class(game)(seed=data.draw(seeds, label="seed"))
    values = settings_values(game) | st.floats()
    chosen = data.draw(st.fixed_dictionaries({}, optional={
        "seat": values, "hotseat": values, "pace": values}), label="board")
    try:
        widget = table.widget(**chosen)
    except ValueError as err:
        assert str(err) and len(str(err)) <= MESSAGE_LIMIT
        return
    assert widget.ply == 0 and widget.error == ""


# -- 3. saves --------------------------------------------------------------------
def played_save(game, count: int) -> str:
    """A game ``count`` moves in (or over), a bot at the last seat: every key of a save."""
    table = table_class(game)(seed=9, bots={game.default_players - 1: "random"})
    rng = random.Random(9)
    while len(table.actions) < count and table.outcome is None:
        if table.bot_to_move():
            table.run_bots()
        else:
            table.play(rng.choice(table.legal()))
    return table.to_json()


@per_game
def started_save(game) -> str:
    return played_save(game, 6)


@each_game
def test_a_save_cut_short_at_any_byte_is_refused(game):
    """A save cut at each byte, as text and as bytes: never a table, always ``SaveError``."""
    text = played_save(game, 40)
    raw = text.encode()
    Table = table_class(game)
    loaded = []
    for end in range(len(raw)):
        for cut in (text[:end], raw[:end]):
            try:
                Table.from_json(cut)
            except SaveError as err:
                assert str(err)
            else:
                loaded.append(end)
    assert loaded == [], f"saves cut at these bytes loaded: {loaded[:5]}"
    assert Table.from_json(raw).to_json() == text


def paths(value, prefix=()) -> list[tuple]:
    """The path to every value inside a JSON value (keys and list indexes)."""
    found = []
    if isinstance(value, dict):
        items = value.items()
    elif isinstance(value, list):
        items = enumerate(value)
    else:
        return found
    for key, inner in items:
        found.append((*prefix, key))
        found.extend(paths(inner, (*prefix, key)))
    return found


def tampered(data, path: tuple, new, delete: bool):
    """``data`` with the value at ``path`` replaced by ``new`` (or its key deleted)."""
    data = json.loads(json.dumps(data))
    inner = data
    for key in path[:-1]:
        inner = inner[key]
    if delete:
        del inner[path[-1]]
    else:
        inner[path[-1]] = new
    return data


@each_game
@fuzzed(150)
@given(data=st.data())
def test_a_tampered_save_loads_exactly_or_is_refused(game, data):
    """Any value of a save (inside its actions too) replaced by any JSON, or removed:
    either ``SaveError``, or a table whose own save replays it exactly."""
    good = json.loads(started_save(game))
    path = data.draw(st.sampled_from(paths(good)), label="path")
    changed = tampered(good, path, data.draw(json_values, label="value"),
                       data.draw(st.booleans(), label="delete"))
    loads_exactly_or_is_refused(game, changed)


def loads_exactly_or_is_refused(game, save) -> None:
    """``save`` (JSON data) is refused with ``SaveError``, or loads as a table whose own
    save replays it exactly."""
    Table = table_class(game)
    try:
        loaded = Table.from_json(json.dumps(save))
    except SaveError as err:
        assert str(err) and len(str(err)) <= 2 * MESSAGE_LIMIT
        return
    again = Table.from_json(loaded.to_json())
    assert again.to_json() == loaded.to_json()
    assert again.state == loaded.state and again.actions == loaded.actions


@each_game
@pytest.mark.parametrize("depth", [500, 100_000])
def test_deep_nesting_anywhere_in_a_save_is_refused(game, depth):
    """Lists or objects nested ``depth`` deep, for the whole save or for any value in it
    (deeper than the JSON reader goes, or not): ``SaveError``."""
    good = json.loads(started_save(game))
    Table = table_class(game)
    nests = {"list": "[" * depth + "]" * depth,
             "object": '{"a":' * depth + "1" + "}" * depth}
    for path in paths(good):
        for nest in nests.values():
            text = json.dumps(tampered(good, path, "NEST", False)).replace('"NEST"', nest, 1)
            with pytest.raises(SaveError):
                Table.from_json(text)
    for nest in nests.values():
        with pytest.raises(SaveError):
            Table.from_json(nest)


# -- 4. the board's messages ---------------------------------------------------------
#: Where a message's ``ply`` is the board's own (so the message reaches its handler).
CURRENT = "the board's ply"


def handler_keys(widget_type, kind: str) -> list[str]:
    """The payload keys the handler of ``kind`` may read: the names its code uses."""
    code = getattr(widget_type.handlers.get(kind), "__code__", None)
    return sorted(const for const in (code.co_consts if code else ())
                  if isinstance(const, str) and const.isidentifier() and len(const) < 16)


#: The shapes of a message, most of them right so that it reaches its handler.
SHAPES = ["right"] * 6 + ["some keys", "any payload", "any ply", "extra key", "not a message"]


def plausible(game, key: str) -> st.SearchStrategy:
    """Values a page could send under ``key``: an action field's own values, else small
    numbers and the game's words."""
    if key in field_values(game):
        return st.sampled_from(field_values(game)[key])
    words = sorted({value for values in field_values(game).values() for value in values
                    if isinstance(value, str)} | set(game.variants))
    return st.sampled_from(range(4)) | st.sampled_from(words)


@st.composite
def messages(draw, game, widget_type):
    """A message as the page might send it: its payload keys those its handler reads,
    most often with plausible values; or wrong in shape."""
    kind = draw(st.sampled_from([*widget_type.handlers, "x"]), label="kind")
    shape = draw(st.sampled_from(SHAPES), label="shape")
    if shape == "not a message":
        return draw(json_values | any_values, label="message")
    if shape == "any payload":
        payload = draw(json_values, label="payload")
    else:
        payload = {}
        for key in handler_keys(widget_type, kind) or ["index"]:
            if shape == "some keys" and draw(st.booleans(), label=f"no {key}"):
                continue
            right = draw(st.sampled_from([True, True, True, False]), label=f"{key} plausible")
            anything = st.sampled_from(range(-1, 200)) | json_values | any_values
            payload[key] = draw(plausible(game, key) if right else anything, label=key)
    message = {"type": kind, "payload": payload, "ply": CURRENT}
    if shape == "any ply":
        message["ply"] = draw(json_values, label="ply")
    if shape == "extra key":
        message[draw(st.text(max_size=5), label="key")] = draw(json_values, label="extra")
    return message


def board_makers(game) -> list:
    """Ways to open a board on a position: the table's own, its replay, and the game's
    other boards (``Board.others``: Fleet 1715's puzzle board)."""
    return [lambda table: table.widget(seat=table.to_move or 0, pace=0),
            lambda table: table.replay(seat=table.to_move or 0),
            *map(load, game.board.others)]


def send(widget, message) -> None:
    """One message; an error must leave the table exactly as it was."""
    if isinstance(message, dict) and message.get("ply") == CURRENT:
        message = {**message, "ply": widget.ply}
    table = widget.table
    before = snapshot(table)
    widget.error = ""
    widget.handle_message(message)
    if widget.error:
        assert len(widget.error) <= MESSAGE_LIMIT
        assert widget.table is table, "a refused message replaced the table"
        assert_unchanged(table, before)
    assert widget.ply == len(widget.table.actions)


@each_game
@fuzzed(50)
@given(seed=seeds, count=moves, data=st.data())
def test_garbage_messages_set_error_and_change_nothing(game, seed, count, data):
    for make in board_makers(game):
        widget = make(position(game, seed, count))
        widget_type = type(widget)
        for message in data.draw(st.lists(messages(game, widget_type), min_size=1,
                                          max_size=4), label="messages"):
            send(widget, message)


@each_game
def test_every_kind_of_message_with_nothing_in_it(game):
    for make in board_makers(game):
        widget = make(position(game, 0, 0))
        for kind in type(widget).handlers:
            send(widget, {"type": kind, "payload": {}, "ply": CURRENT})
            send(widget, {"type": kind, "ply": CURRENT})
            send(widget, {"type": kind})


# -- 6. actions from JSON ------------------------------------------------------------
@each_game
@fuzzed(150)
@given(data=st.data())
def test_malformed_actions_are_refused(game, data):
    """Any JSON under any of the game's tags: refused, or a well-formed action that
    round-trips."""
    tags = st.sampled_from([*(cls.tag for cls in action_types(game)), "x"])
    raw = data.draw(json_values, label="raw")
    tag = data.draw(tags, label="tag")
    if isinstance(raw, dict):
        raw = {"type": tag, **raw}
    elif data.draw(st.booleans(), label="fields"):
        cls = data.draw(st.sampled_from(action_types(game)), label="type")
        raw = {"type": cls.tag, **action_fields(cls, data)}
        if data.draw(st.booleans(), label="extra"):
            raw[data.draw(st.text(max_size=5), label="extra key")] = 0
    try:
        action = game.action_from_json(raw)
    except IllegalAction as err:
        assert err.rule.startswith(f"{game.name}/") and err.message
        return
    assert isinstance(action, action_types(game))
    assert game.action_from_json(action.to_json()) == action
    assert json.loads(json.dumps(action.to_json())) == action.to_json()


def test_the_fuzzed_games_are_every_game():
    """The fuzzing covers each registered game (and the test games)."""
    from naval_widgets.core import games

    assert set(games()) <= {game.name for game in GAMES}
    assert all(action_types(game) for game in GAMES)
