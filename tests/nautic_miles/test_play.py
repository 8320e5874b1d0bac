"""Whole games: seeded random play across seats, teams and both variants, hidden
information, saves and the command line."""

from __future__ import annotations

import json
import os
import random

import pytest

from naval_widgets import IllegalAction, SaveError, nautic_miles
from naval_widgets.core import games, get, make_bot, play_match
from naval_widgets.core.cli import main
from naval_widgets.nautic_miles import GAME, Table

rule = pytest.mark.rule

#: Settings taking turns: every seat count, teams where they exist, both variants.
SETTINGS = [dict(players=players, teams=teams, variant=variant)
            for players in range(2, 7) for teams in (False, True)
            if not teams or players in (4, 6) for variant in ("en", "ja")]
GAMES = int(os.environ.get("NAVAL_NAUTIC_GAMES", "56"))


def random_game(seed, length="round", **settings):
    """A seeded game of random play to its end: every state, in order."""
    state = GAME.initial_state(seed, length=length, **settings)
    rng, states = random.Random(seed), [state]
    while not state.over:
        state = GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        states.append(state)
        assert len(states) < 100_000, "the game never ends"
    return states


def check_game(states):
    for state in states:
        assert GAME.card_counts(state) == [106]
    assert GAME.outcome(states[-1]) is not None and GAME.legal_actions(states[-1]) == []


def test_registered_as_nautic_miles():
    assert games()["nautic_miles"] is GAME and get("nautic_miles") is GAME
    assert nautic_miles.Table is Table


@pytest.mark.parametrize("number", range(GAMES))
def test_seeded_rounds_conserve_cards_and_end(number):
    check_game(random_game(number, **SETTINGS[number % len(SETTINGS)]))


@pytest.mark.parametrize("settings", SETTINGS[::3], ids=str)
def test_whole_games_to_200_points_end(settings):
    check_game(random_game(7, length="game", **settings))


def test_views_leak_nothing_a_seat_may_not_know():
    """Two states differing only in what a seat may not know give it the same view and
    the same legal actions; the secrets do change."""
    rng = random.Random(3)
    changed = set()
    for number in range(12):
        for state in random_game(number, **SETTINGS[number % len(SETTINGS)])[::4]:
            for seat in (None, *range(state.players)):
                other = GAME.resample(state, seat, rng)
                assert GAME.view(other, seat) == GAME.view(state, seat)
                if seat == state.to_move:
                    assert GAME.legal_actions(other) == GAME.legal_actions(state)
                before, after = GAME.secrets(state, seat), GAME.secrets(other, seat)
                changed |= {name for name in before if before[name] != after[name]}
                assert json.loads(json.dumps(GAME.view(state, seat))) == GAME.view(state, seat)
    assert changed == {"the other hands", "the draw pile", "face-down convoys"}


def test_a_face_down_convoy_and_a_hand_do_not_show():
    """The other team's convoys all turned into trawlers, and its hands swapped with the
    draw pile's top cards: the same view and legal list for Players 1 and 3."""
    state = random_game(5, players=4, teams=True)[41]
    line = tuple(convoy if convoy.radar else convoy._replace(card="trawler")
                 for convoy in state.sides[1].line)
    hands, draw = list(state.hands), list(state.draw)
    for seat in (1, 3):
        size = len(hands[seat])
        hands[seat], draw = tuple(sorted(draw[:size])), draw[size:] + list(hands[seat])
    changed = state._replace(sides=(state.sides[0], state.sides[1]._replace(line=line)),
                             hands=tuple(hands), draw=tuple(draw))
    assert changed != state
    for seat in (0, 2):
        assert GAME.view(changed, seat) == GAME.view(state, seat)
    if state.to_move in (0, 2):
        assert GAME.legal_actions(changed) == GAME.legal_actions(state)


def test_saves_load_and_replay_exactly():
    table = Table(seed=11, players=3, variant="ja",
                  bots={1: "random", 2: "random"})
    rng = random.Random(11)
    while table.outcome is None and len(table.actions) < 120:
        table.play(rng.choice(table.legal()))
    text = table.to_json()
    loaded = Table.from_json(text)
    assert loaded.state == table.state and loaded.actions == table.actions
    assert loaded.log_for(0) == table.log_for(0) and loaded.to_json() == text
    data = json.loads(text)
    data["actions"].append({"type": "card", "card": "radar", "line": 9, "slot": 1})
    with pytest.raises(SaveError):
        Table.from_json(json.dumps(data))


def test_bots_play_whole_team_games():
    bots = [make_bot(GAME, "random")] * 6
    result = play_match(GAME, bots, seed=2, setup=GAME.setup("en", 6, teams=True,
                                                             length="round"))
    assert result.outcome is not None and result.outcome.teams == ((0, 3), (1, 4), (2, 5))


def test_the_log_tells_a_seat_its_own_draws_only():
    table = Table(seed=4, players=2)
    table.play(table.legal()[0])
    mine, theirs = table.log_for(1), table.log_for(0)
    assert any("draws:" in line for line in mine)
    assert not any("draws:" in line for line in theirs[1:])


def test_every_sentence_speaks_each_language():
    for language in ("fr", "it", "ja"):
        table = Table(seed=6, players=3, language=language)
        with pytest.raises(IllegalAction) as err:
            table.play("radar 1.1")
        english = Table(seed=6, players=3)
        with pytest.raises(IllegalAction) as said:
            english.play("radar 1.1")
        assert err.value.message != said.value.message
        rng = random.Random(6)
        for _move in range(30):
            table.play(rng.choice(table.legal()))
        assert table.log and all(line for line in table.log)


def test_simulate_from_the_command_line(capsys):
    assert main(["simulate", "nautic_miles", "--players", "4", "--games", "2", "--json",
                 "--option", "length=round"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 2 and result["unfinished"] == 0
