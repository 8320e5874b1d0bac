"""The English game, pinned: one hash of all the engine says over seeded English games.

A change to the Japanese variant (or any change meant to leave the English rules alone)
must keep this hash. Over each game: every legal list, every seat's view (spectator
included), every event as each seat reads it, the rule and sentence of every refusal of
a share of the action space, the state's fields read by name, and the outcome.
If an English rule is changed on purpose, say so in docs/rules/nautic_miles.md and
replace ``ENGLISH_DIGEST`` with the new hash.
"""

from __future__ import annotations

import hashlib
import json
import random

import pytest

from naval_widgets.core import bot_rng, make_bot
from naval_widgets.nautic_miles import GAME
from naval_widgets.nautic_miles.checks import ACTION_SPACE, problem
from naval_widgets.nautic_miles.state import State

rule = pytest.mark.rule

#: Each game's settings: (players, teams, bots a seat: "admiral" or None for random play).
SETTINGS = [(2, False, ("admiral", None)), (3, False, (None, None, None)),
            (4, False, ("admiral", None, "admiral", None)), (4, True, (None,) * 4),
            (6, True, ("admiral", None) * 3), (5, False, (None,) * 5)]
GAMES = 30
#: The state's fields, by name (a field added for another variant does not change it).
STATE_FIELDS = ("variant", "seed", "players", "teams", "hands", "draw", "discard", "to_move",
                "dealer", "round", "totals", "rounds", "over", "length", "waiting")
CONVOY_FIELDS = ("card", "miles", "distance", "radar", "alert", "armed", "storm", "neutral",
                 "battle", "aircraft", "mine")
ENGLISH_DIGEST = ("248f6718bbb528eef923a33eacadf1942db2c0b81994c7f382e53b9ba10f4b59"
                  "c87d1ca71782b3c2e68150c092ba776ae57ece611f14505e3e1c38417a13c6a4")


def _fields(state: State) -> bytes:
    sides = [([tuple(getattr(convoy, name) for name in CONVOY_FIELDS) for convoy in side.line],
              side.port, side.captures) for side in state.sides]
    return repr(([getattr(state, name) for name in STATE_FIELDS], sides)).encode()


def english_digest(games: int = GAMES) -> str:
    found = hashlib.blake2b()
    for number in range(games):
        players, teams, names = SETTINGS[number % len(SETTINGS)]
        setup = GAME.setup("en", players, teams=teams, length="round")
        bots = [make_bot(GAME, name) if name else None for name in names]
        rngs = [bot_rng(GAME, number, seat) for seat in range(players)]
        rng = random.Random(number)
        state, moves = GAME.deal(number, setup), 0
        while GAME.outcome(state) is None:
            legal = GAME.legal_actions(state)
            found.update(repr(legal).encode() + _fields(state))
            for seat in (None, *range(players)):
                found.update(json.dumps(GAME.view(state, seat), sort_keys=True).encode())
            if moves % 11 == 0:
                for action in ACTION_SPACE[moves % 5::5]:
                    found.update(repr(problem(state, action)).encode())
            seat = GAME.to_move(state)
            bot = bots[seat]
            action = bot.act(GAME.view(state, seat), legal, rngs[seat]) if bot else \
                rng.choice(legal)
            state, events = GAME.step(state, action)
            for event in events:
                for reader in (None, *range(players)):
                    found.update(event.for_seat(reader).encode())
            moves += 1
        found.update(json.dumps(GAME.outcome(state).to_json(), sort_keys=True).encode())
    return found.hexdigest()


@rule("nautic_miles/turn")
def test_the_english_game_is_unchanged():
    assert english_digest() == ENGLISH_DIGEST
