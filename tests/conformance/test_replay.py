"""Replays against live boards, for every registered game (the replay issue: "From a seat,
it shows only what that seat knew at that ply").

Seeded games of each game, played by its bots with the conformance suite's settings, are
replayed from every seat and the spectator's. At each ply of a schedule the replay's
traits are those of a live board of that seat after as many actions (a board of the
game's own class on a table without bots), but that a replay offers no move; its table is
the live table's view and log. And a replay gives the same traits when the secrets of
the seat shown are dealt anew (the suite's twin check, on the replay's board). The frames
a shown replay gives the page (issue 27: it steps without asking the kernel) are exactly
those traits at every position, so they hold no secret either.
"""

from __future__ import annotations

import random

import pytest

from naval_widgets.core import table_class
from naval_widgets.core.declaration import load
from naval_widgets.core.patches import pack
from naval_widgets.core.reasons import Choice
from naval_widgets.core.replay import KERNEL_TRAITS
from naval_widgets.core.widget import widget_class

from ..tiers import seeded
from ..traits import traits_of
from .test_conformance import GAMES, seeded_bots, table_settings

#: Plies checked in a game: every one up to this many moves, else about this many.
PLIES = 40
#: The seeded games replayed for each game (their settings and bots take turns).
NUMBERS = range(seeded(4))


def finished(game, number):
    """Seeded game ``number`` of ``game``, its bots played to the end, and its settings."""
    settings = table_settings(game, number)
    table = table_class(game)(seed=number, **settings,
                              bots=seeded_bots(game, number, settings["players"]))
    table.run_bots()
    return table, settings


def live_board(game, number, settings, whole, seat):
    """A live table of seeded game ``number`` with ``whole``'s bots, and its board for
    ``seat``, no move played yet. The bots join the table once the board is made: a board
    at pace 0 would otherwise play them all at once; the test plays each bot's move itself,
    with the reason the finished game's bot gave."""
    live = table_class(game)(seed=number, **settings)
    board = widget_class(game)(table=live, seat=seat, pace=0)
    live.bot_names, live.bots = whole.bot_names, whole.bots
    return live, board


def schedule(plies: int) -> list[int]:
    """The plies checked in a game of ``plies`` moves: all, or evenly spread with both
    ends."""
    step = max(1, plies // PLIES)
    return sorted({*range(0, plies + 1, step), plies})


def replayed(traits: dict) -> dict:
    """A replay's traits as a live board's compare with them: without the timeline, the
    frames (checked below) and the legal moves (a replay offers none)."""
    assert traits.pop("legal") == []
    traits.pop("timeline")
    traits.pop("frames")
    return traits


each_game = pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)


@each_game
def test_a_replay_shows_each_seat_what_a_live_board_showed_it(game):
    """At each scheduled ply, for the spectator and every seat: the replay's traits are a
    live board's after as many actions, its table's view and log the live table's."""
    for number in NUMBERS:
        whole, settings = finished(game, number)
        plies = schedule(len(whole.actions))
        for seat in (None, *range(whole.players)):
            replay = whole.replay(seat=seat)
            live, board = live_board(game, number, settings, whole, seat)
            for ply in plies:
                while len(live.actions) < ply:
                    played = len(live.actions)
                    live.step_bot(Choice(whole.actions[played], whole.reasons.get(played + 1)))
                board.sync()
                replay.goto(ply)
                where = f"{game.name} seed {number}, seat {seat}, ply {ply}"
                assert replay.ply == ply and replay.table.actions == live.actions, where
                assert replay.table.view(seat) == live.view(seat), where
                assert replay.table.log_for(seat) == live.log_for(seat), where
                shown = traits_of(board)
                del shown["legal"]
                assert shown.pop("timeline") == {}, where
                assert replayed(traits_of(replay)) == shown, where


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


@each_game
def test_a_replays_frames_are_the_traits_it_sends_at_each_position(game):
    """Issue 27: the frames a replay gives the page once shown (``frames``) are, packed,
    the traits its board sends at each position but the kernel's own (``KERNEL_TRAITS``):
    what the seat was sent at each ply and nothing else (the two tests above check those
    traits), for every seat and the spectator, the position shown and the error line
    left as they were."""
    whole, _settings = finished(game, NUMBERS[0])
    for seat in (None, *range(whole.players)):
        replay = whole.replay(seat=seat)
        assert replay.frames == {}, "no frames before the board is shown"
        replay.goto(replay.plies // 2)
        replay.error = "A refusal shown."
        replay.preview_outputs()  # shown in a notebook
        assert (replay.ply, replay.error) == (replay.plies // 2, "A refusal shown.")
        sent = []
        for ply in range(replay.plies + 1):
            replay.goto(ply)
            sent.append({name: value for name, value in traits_of(replay).items()
                         if name not in KERNEL_TRAITS})
        assert replay.frames == pack(sent), f"{game.name} seed {NUMBERS[0]}, seat {seat}"
