"""The admiral bot: legal moves only, its own view only, and it beats random play."""

from __future__ import annotations

import random

import pytest

from naval_widgets.core import bot_rng, make_bot
from naval_widgets.core.measure import simulate
from naval_widgets.nautic_miles import GAME
from naval_widgets.nautic_miles.bots import AdmiralBot
from naval_widgets.nautic_miles.view import resample

rule = pytest.mark.rule

#: Every seat count, teams where they exist, both variants.
SETTINGS = [dict(players=players, teams=teams, variant=variant)
            for players in range(2, 7) for teams in (False, True)
            if not teams or players in (4, 6) for variant in ("en", "ja")]


def bot_game(seed, names, **settings):
    """A seeded game between the bots ``names`` (one a seat): every (state, seat, view,
    legal, action) of it, each action checked to be legal before it is applied."""
    setup = GAME.setup(settings.pop("variant", "en"), **settings)
    bots = [make_bot(GAME, name) for name in names]
    rngs = [bot_rng(GAME, seed, seat) for seat in range(len(names))]
    state, moves = GAME.deal(seed, setup), []
    while GAME.outcome(state) is None:
        seat = GAME.to_move(state)
        view, legal = GAME.view(state, seat), GAME.legal_actions(state)
        action = bots[seat].act(view, legal, rngs[seat])
        assert action in legal, f"seed {seed}: {action} is not legal"
        moves.append((state, seat, view, legal, action))
        state = GAME.apply(state, action)
        assert len(moves) < 20_000, "the game never ends"
    return state, moves


@rule("nautic_miles/turn")
@pytest.mark.parametrize("settings", SETTINGS, ids=lambda s: "-".join(map(str, s.values())))
def test_the_admiral_plays_only_legal_moves(settings):
    players = settings["players"]
    for seed in range(6):
        # The admiral in every seat, then beside random bots.
        names = ["admiral"] * players if seed % 2 else ["admiral", "random"] * (players // 2)
        names += ["random"] * (players - len(names))
        state, moves = bot_game(seed, names, length="round", **settings)
        assert state.over and moves
        assert GAME.card_counts(state) == [106]


@rule("nautic_miles/teams")
@pytest.mark.parametrize("players", [4, 6])
def test_teams_of_bots_on_both_sides_play_a_whole_game(players):
    # Side 1 (seats 1 and 1 + players/2) admirals, the other sides random bots.
    names = ["admiral" if seat % (players // 2) == 0 else "random" for seat in range(players)]
    state, _moves = bot_game(3, names, players=players, teams=True)
    outcome = GAME.outcome(state)
    assert outcome is not None and outcome.teams == GAME.teams(state)
    for team in outcome.teams:
        assert all(seat in outcome.winners for seat in team) or \
            not any(seat in outcome.winners for seat in team)


@rule("nautic_miles/convoy")
@pytest.mark.parametrize("settings", [dict(players=4), dict(players=4, teams=True),
                                      dict(players=3, variant="ja")],
                         ids=["four", "teams", "ja"])
def test_the_admiral_reads_only_its_view(settings):
    """What the admiral's seat may not know (other hands, the draw pile, face-down
    convoys) dealt anew: the same view, the same legal list, the same move."""
    bot, shuffler = AdmiralBot(), random.Random(5)
    names = ["admiral"] * settings["players"]
    for seed in range(3):
        _state, moves = bot_game(seed, names, length="round", **settings)
        for state, seat, view, legal, action in moves[::3]:
            other = resample(state, seat, shuffler)
            assert GAME.view(other, seat) == view
            assert GAME.legal_actions(other) == legal
            assert bot.act(GAME.view(other, seat), legal, random.Random(seed)) == \
                bot.act(view, legal, random.Random(seed))
            assert action in legal


@rule("nautic_miles/game-end")
def test_the_admiral_beats_three_random_bots():
    result = simulate(GAME, ["admiral", "random", "random", "random"], games=20, seed=1,
                      setup=GAME.setup(players=4), progress=False)
    assert result["unfinished"] == 0
    assert result["win_rate"]["admiral"] >= 0.6
