"""Replays against live boards, for every registered game (the replay issue: "From a seat,
it shows only what that seat knew at that ply").

Seeded games of each game, played by its bots with the conformance suite's settings, are
replayed from every seat and the spectator's. At each ply of a schedule the replay's
traits are those of a live board of that seat after as many actions (a board of the
game's own class on a table without bots), but that a replay offers no move; its table is
the live table's view and log. And a replay gives the same traits when the secrets of
the seat shown are dealt anew (the suite's twin check, on the replay's board).
"""

from __future__ import annotations

import random

import pytest

from naval_widgets.core import table_class
from naval_widgets.core.declaration import load
from naval_widgets.core.widget import widget_class

from ..tiers import seeded
from ..traits import traits_of
from .test_conformance import GAMES, seeded_bots, table_settings

#: Plies checked in a game: every one up to this many moves, else about this many.
PLIES = 40
#: The seeded games replayed for each game (their settings and bots take turns).
NUMBERS = range(seeded(2))


def finished(game, number):
    """Seeded game ``number`` of ``game``, its bots played to the end, and its settings."""
    settings = table_settings(game, number)
    table = table_class(game)(seed=number, **settings,
                              bots=seeded_bots(game, number, settings["players"]))
    table.run_bots()
    return table, settings


def schedule(plies: int) -> list[int]:
    """The plies checked in a game of ``plies`` moves: all, or evenly spread with both
    ends."""
    step = max(1, plies // PLIES)
    return sorted({*range(0, plies + 1, step), plies})


def replayed(traits: dict) -> dict:
    """A replay's traits as a live board's compare with them: without the timeline and the
    legal moves (a replay offers none)."""
    assert traits.pop("legal") == []
    traits.pop("timeline")
    return traits


each_game = pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)


@each_game
def test_a_replay_shows_each_seat_what_a_live_board_showed_it(game):
    """At each scheduled ply, for the spectator and every seat: the replay's traits are a
    live board's after as many actions, its table's view the live table's; its log and the
    reason shown are the game's as it was played then, the bots' reasons in them (the same
    bots play the same game again, a move at a time)."""
    for number in NUMBERS:
        whole, settings = finished(game, number)
        seats = (None, *range(whole.players))
        replays = [whole.replay(seat=seat) for seat in seats]
        again = table_class(game)(seed=number, **settings, bots=whole.bot_names)
        live = table_class(game)(seed=number, **settings)
        boards = [widget_class(game)(table=live, seat=seat, pace=0) for seat in seats]
        for ply in schedule(len(whole.actions)):
            while len(live.actions) < ply:
                live.play(again.step_bot(), respond=False)
            assert live.actions == whole.actions[:ply]
            for seat, replay, board in zip(seats, replays, boards, strict=True):
                board.sync()
                replay.goto(ply)
                where = f"{game.name} seed {number}, seat {seat}, ply {ply}"
                assert replay.ply == ply and replay.table.actions == live.actions, where
                assert replay.table.view(seat) == live.view(seat), where
                shown, traits = traits_of(board), replayed(traits_of(replay))
                del shown["legal"], shown["log"]  # the live table has no bots' reasons
                assert (shown.pop("timeline"), shown.pop("reason")) == ({}, ""), where
                # The log and the reason shown: the game's as the bots played it.
                said = again.reason(ply, seat, named=True) if ply else None
                assert traits.pop("log") == again.log_for(seat), where
                assert traits.pop("reason") == (said or ""), where
                assert traits == shown, where


@each_game
def test_a_replay_holds_no_secret_of_the_seat_shown(game):
    """The seat's secrets at the ply shown dealt anew (``Game.resample``, or the game's
    ``twin_from_view``): the replay's traits do not change, and the secrets do."""
    reference = game.conformance.twin_from_view
    from_view = load(reference) if reference else None
    rng = random.Random(0)
    varied: dict[str, int] = {}
    for number in NUMBERS:
        whole, _settings = finished(game, number)
        for seat in range(whole.players):
            replay = whole.replay(seat=seat)
            for ply in schedule(len(whole.actions)):
                replay.goto(ply)
                shown = traits_of(replay)
                state = replay.table.state
                twin = (game.resample(state, seat, rng) if from_view is None
                        else from_view(game.view(state, seat), rng))
                replay.table._states[-1] = twin  # the position shown, its secrets dealt anew
                replay.sync()
                assert traits_of(replay) == shown, f"seed {number}, seat {seat}, ply {ply}"
                before, after = game.secrets(state, seat), game.secrets(twin, seat)
                for name in before:
                    varied[name] = varied.get(name, 0) + (before[name] != after[name])
    assert varied and all(varied.values()), f"secrets never dealt anew: {varied}"
