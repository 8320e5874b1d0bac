"""Every registered game against the same contract (OpenSpiel's random_sim_test).

For thousands of seeded bot games: cards are conserved; every view of every
state, for every seat, is unchanged when that seat's secrets are dealt anew
(so no view leaks a secret); views are JSON; saves replay exactly; bots only
play legal actions; legal actions are exactly the actions the rules accept;
and illegal actions change nothing (``test_fuzz`` feeds every game bad input).

Each game declares how it is played here (``Game.conformance``: its number of seeded
games, settings, view schedule) and may add a check of its own on each finished game;
``NAVAL_CONFORMANCE_GAMES`` sets the number of games for every game.
"""

from __future__ import annotations

import gc
import json
import os
import random

import pytest
from jsonschema import Draft202012Validator

from naval_widgets import IllegalAction, SaveError
from naval_widgets.core import SetupError, bot_names, games, table_class
from naval_widgets.core.declaration import load

from .twins import same_board, same_reasons, twin_maker

GAMES = list(games().values())
SAID = os.environ.get("NAVAL_CONFORMANCE_GAMES")
#: The games whose reasons the twin check covers (each bot's move chosen again a seat).
REASON_GAMES = 20


def game_count(game) -> int:
    """How many seeded games ``game`` plays: ``NAVAL_CONFORMANCE_GAMES`` if set, else its
    own count."""
    return int(SAID) if SAID else game.conformance.games


def table_settings(game, number):
    """The settings of seeded game ``number``: seat counts, variants and option values
    taking turns like the digits of a counter (the seat count the fastest, then the variant,
    then each option used at that count), so that every combination comes in turn (a
    combination the game refuses falls back to its defaults)."""
    seats = range(game.min_players, game.max_players + 1)
    players = seats[number % len(seats)]
    rest = number // len(seats)
    variant = game.variants[rest % len(game.variants)]
    rest //= len(game.variants)
    fixed = game.conformance.options
    options = {}
    for option in game.options:
        if option.name not in fixed and option.used_with(players):
            options[option.name] = option.choices[rest % len(option.choices)]
            rest //= len(option.choices)
    options.update(fixed)
    try:
        game.setup(variant, players, **options)
    except SetupError:
        options = dict(fixed)
    return {"variant": variant, "players": players, **options}


def seeded_bots(game, number, players):
    """The bot at each seat of seeded game ``number``: the game's bots taking turns (all
    but its ``slow_bots``, which think for a set time a move), or its ``random`` bot alone
    after the game's first ``mixed_bots`` games."""
    names = [name for name in bot_names(game) if name not in game.slow_bots]
    mixed = game.conformance.mixed_bots
    if mixed is not None and number >= mixed:
        names = ["random"]
    return {seat: names[(number + seat * (number // len(names) + 1)) % len(names)]
            for seat in range(players)}


def seeded_tables(game):
    """``game_count`` finished tables, their settings and bots taking turns.

    The tables kept live as long as the module: after each game they are set aside from
    the garbage collector's rounds (``gc.freeze``), which would otherwise walk every state
    kept so far again and again, and handed back to it at the end."""
    tables = []
    try:
        for number in range(game_count(game)):
            chosen = table_settings(game, number)
            table = table_class(game)(seed=number, **chosen,
                                      bots=seeded_bots(game, number, chosen["players"]))
            table.run_bots()
            tables.append(table)
            gc.freeze()
    finally:
        gc.unfreeze()
    return tables


@pytest.fixture(scope="module", ids=lambda game: game.name, params=[
    pytest.param(game, marks=pytest.mark.long) if game.conformance.long else game
    for game in GAMES])
def played(request):
    return request.param, seeded_tables(request.param)


def test_games_finish_and_pass_their_own_checks(played):
    game, tables = played
    reference = game.conformance.finished_check
    own_check = load(reference) if reference else lambda table: []
    for table in tables:
        assert table.outcome is not None, f"seed {table.seed} did not finish"
        assert game.legal_actions(table.state) == []
        assert own_check(table) == []


def test_cards_are_conserved(played):
    game, tables = played
    for table in tables:
        expected = game.expected_card_counts(table.setup)
        for state in table.history:
            assert game.card_counts(state) == expected, f"seed {table.seed}"


def test_views_hold_no_secret(played):
    """A seat's view is the same whatever its secrets are (and it is JSON).

    Each game states its secrets (``Game.secrets``) and deals them anew
    (``Game.resample``): for every seat, on every state of the first games and a share of
    the states of the others (the spectator too, the view as JSON, and the rest of the
    seat's board, on the first games), as the game's ``conformance.views`` says, the view
    must not change, nor the seat's legal list, while every named secret must change
    somewhere, so the check has teeth.
    """
    game, tables = played
    schedule = game.conformance.views
    rng = random.Random(0)
    varied: dict[str, int] = {}
    twin_check = same_board(game)
    reference = game.conformance.twin_from_view
    from_view = load(reference) if reference else None
    for number, table in enumerate(tables):
        full = number < schedule.full
        seats = (None, *range(table.players)) if full else range(table.players)
        every = 1 if number < schedule.every_state else schedule.step
        for state in table.history[number % every::every]:
            for seat in seats:
                view = game.view(state, seat)
                other = (game.resample(state, seat, rng) if from_view is None
                         else from_view(view, rng))
                assert game.view(other, seat) == view, f"seed {table.seed}, seat {seat}"
                twin_check(state, other, seat, full)
                before, after = game.secrets(state, seat), game.secrets(other, seat)
                for name in before:
                    varied[name] = varied.get(name, 0) + (before[name] != after[name])
                if full:
                    assert json.loads(json.dumps(view)) == view
    assert varied and all(varied.values()), f"secrets never dealt anew: {varied}"


def test_reasons_hold_no_secret(played):
    """Issue "bots that explain": a reason is never a secret. On the first
    ``REASON_GAMES`` games, each public reason a bot gave is the same when what a reader
    may not know is dealt anew and the bot still plays the same move; the twins do change
    what the bot sees somewhere, so the check has teeth."""
    game, tables = played
    twin_of = twin_maker(game, random.Random(2))
    given = changed = 0
    for table in tables[:REASON_GAMES]:
        # With one seat the only other reader is the spectator: no twin of theirs need
        # change what the bot sees, so only games of several seats count for the teeth.
        given += len(table.reasons) if table.players > 1 else 0
        changed += same_reasons(game, table, twin_of)
    assert changed or not given, "no twin ever changed what an explaining bot saw"


def test_settings_take_turns(played):
    """Every variant is played with every seat count, when there are games enough."""
    game, tables = played
    seats = range(game.min_players, game.max_players + 1)
    every = {(variant, players) for variant in game.variants for players in seats}
    if len(tables) >= len(every):
        assert {(table.variant, table.players) for table in tables} == every


def test_legal_entries_follow_the_game_schema(played):
    """Every legal entry the page is sent is of the shape the game declares
    (``Game.entry_schema``, a JSON Schema), on every state of the first 20 games.

    Entries recur from state to state (a grid mark is offered all game long): each
    distinct entry, as the page receives it (JSON), is validated once."""
    game, tables = played
    Draft202012Validator.check_schema(game.entry_schema)
    validator = Draft202012Validator(game.entry_schema)
    checked = set()
    for table in tables[:20]:
        for state in table.history:
            for action in game.legal_actions(state):
                entry = game.legal_entry(state, action)
                sent = json.dumps(entry, sort_keys=True)
                if sent in checked:
                    continue
                checked.add(sent)
                errors = [error.message for error in validator.iter_errors(json.loads(sent))]
                assert errors == [], f"seed {table.seed}, {action}: {entry}"


def test_saves_replay_exactly(played):
    game, tables = played
    for table in tables[:500]:
        loaded = type(table).from_json(table.to_json())
        assert loaded.state == table.state
        assert loaded.actions == table.actions
        assert loaded.log_for(0) == table.log_for(0)
        assert loaded.reasons == table.reasons


def test_legal_actions_are_exactly_those_the_rules_accept(played):
    game, tables = played
    space = game.action_space()
    for table in tables[:60]:
        for state in table.history[::5]:
            accepted = []
            for action in space:
                try:
                    game.step(state, action)
                except IllegalAction as err:
                    assert err.rule.startswith(f"{game.name}/") and err.message
                else:
                    accepted.append(action)
            assert set(accepted) == set(game.legal_actions(state)), f"seed {table.seed}"
            assert len(set(game.legal_actions(state))) == len(game.legal_actions(state))


def test_apply_gives_the_state_step_gives(played):
    """``apply`` may skip the events (and the check of an action just listed): never the state."""
    game, tables = played
    for table in tables[:300]:
        for state, action in zip(table.history, table.actions, strict=False):
            stepped, _events = game.step(state, action)
            assert game.apply(state, action) == stepped, f"seed {table.seed}"
            game.legal_actions(state)  # now the action is one just listed
            assert game.apply(state, action) == stepped, f"seed {table.seed}"


def test_illegal_actions_change_nothing(played):
    game, tables = played
    rng = random.Random(1)
    space = game.action_space()
    table = table_class(game)(seed=4)
    for _ in range(300):
        if table.outcome is not None:
            break
        before, count = table.state, len(table.actions)
        legal = set(table.legal())
        illegal = [a for a in rng.sample(space, 20) if a not in legal]
        for action in illegal:
            with pytest.raises(IllegalAction):
                table.play(action)
            assert table.state is before and len(table.actions) == count
        table.play(rng.choice(table.legal()), respond=False)


def test_bots_only_play_legal_actions(played):
    game, tables = played
    for table in tables[:300]:
        for state, action in zip(table.history[:-1], table.actions, strict=True):
            assert action in game.legal_actions(state)


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
def test_tampered_saves_are_refused(game):
    table = table_class(game)(seed=9, bots={game.default_players - 1: "random"})
    table.run_bots()  # a bot with the first move plays it (a solo game's, the whole game)
    if table.outcome is None:
        table.play(table.legal()[0])
    good = json.loads(table.to_json())
    cases = {
        "not json": "{",
        "wrong format": json.dumps({**good, "format": "other"}),
        "wrong version": json.dumps({**good, "rules_version": "0"}),
        "unknown game": json.dumps({**good, "game": "chess"}),
        "bad seed": json.dumps({**good, "seed": "seven"}),
        "bad players": json.dumps({**good, "players": 99}),
        "bad option": json.dumps({**good, "options": {"nope": 1}}),
        "option as setting": json.dumps({**good, "options": {"seed": 1}}),
        "bad variant": json.dumps({**good, "variant": "expert"}),
        "bad variant by its name": json.dumps({**good, game.variant_keyword: "expert"}),
        "bad action": json.dumps({**good, "actions": [{"type": "nope"}]}),
        "illegal action": json.dumps({**good, "actions": [*good["actions"], next(
            a.to_json() for a in game.action_space() if a not in table.legal())]}),
    }
    for name, text in cases.items():
        with pytest.raises(SaveError) as refused:
            type(table).from_json(text)
        assert str(refused.value) and "Traceback" not in str(refused.value), name
    assert type(table).from_json(json.dumps(good)).state == table.state
