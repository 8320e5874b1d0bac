"""Issue 27, "try again from here", for every registered game: ``Table.cut(ply)`` is a live
table at a position of the game, and a replay's ``try_again`` turns its board into the
game's live board for its seat there, moves going through the rules, until ``back``."""

from __future__ import annotations

import pytest

from naval_widgets import IllegalAction, TableError
from naval_widgets.core import games, table_class
from naval_widgets.core.replay import TableCut, refusal, trying_refusal
from naval_widgets.core.widget import widget_class

from ..traits import send, traits_of
from .test_replay import file_data

GAMES = sorted(games().values(), key=lambda game: game.name)
each_game = pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)

#: Each game's finished table, by name: played once for the tests of this module.
_PLAYED: dict[str, object] = {}


def finished(game):
    """Seeded game 5 of ``game``, seat 0 a person's (its moves played at random by the
    test) and the game's default bots at the other seats, to the end; comments on the deal
    and the last move."""
    if game.name not in _PLAYED:
        cls = table_class(game)
        players = game.default_players
        table = cls(seed=5, bots={seat: game.default_bots[0] for seat in range(1, players)})
        while table.outcome is None:
            if table.bot_to_move():
                table.run_bots()
            else:
                legal = table.legal()
                table.play(legal[len(table.actions) * 7 % len(legal)])
        table.comment(0, "The deal.")
        table.comment(len(table.actions), "The end.")
        _PLAYED[game.name] = table
    return _PLAYED[game.name]


def seat_turn(table, seat=0):
    """A position near the middle of ``table``'s game where ``seat`` is to move."""
    plies = [ply for ply in range(len(table.actions))
             if table.game.to_move(table.history[ply]) == seat]
    return plies[len(plies) // 2]


def fresh(table, ply):
    """A new table of ``table``'s game and settings, no bot, its first ``ply`` actions
    played again."""
    again = type(table)(seed=table.seed, variant=table.variant, players=table.players,
                        **table.game.used_options(table.setup))
    for action in table.actions[:ply]:
        again.play(action, respond=False)
    return again


@each_game
def test_a_cut_is_a_live_table_at_that_position(game):
    """Issue 27, try again from here: ``cut(k)``: a new live table of the same seed,
    settings and bots, its first k actions those of the game (played through the rules),
    with the reasons and comments of those moves; the game it came from is unchanged."""
    table = finished(game)
    save = table.to_json()
    for ply in (0, seat_turn(table), len(table.actions)):
        live = table.cut(ply)
        assert type(live) is type(table) and not isinstance(live, TableCut)
        assert live.history == table.history[:ply + 1] and live.actions == table.actions[:ply]
        assert live.bot_names == table.bot_names and live.setup == table.setup
        assert live.reasons == {k: r for k, r in table.reasons.items() if k <= ply}
        assert live.comments == {k: c for k, c in table.comments.items() if k <= ply}
        assert all(live.view(seat) == fresh(table, ply).view(seat)
                   for seat in (None, *range(table.players)))
    assert table.to_json() == save


@each_game
def test_a_cut_for_a_person_stands_the_seats_bot_down(game):
    """Issue 27, try again from here: ``cut(k, person=s)``: seat s is a person's there (no
    bot plays it, its bot's reasons go with it), the other bots stay; its save loads."""
    bots = {seat: game.reviewer for seat in range(game.default_players)}
    table = table_class(game)(seed=2, bots=bots)
    table.run_bots()
    ply = len(table.actions) // 2
    live = table.cut(ply, person=0)
    assert live.bot_names == {seat: name for seat, name in bots.items() if seat}
    assert live.reasons == {k: r for k, r in table.reasons.items()
                            if k <= ply and game.to_move(table.history[k - 1]) != 0}
    assert type(live).from_json(live.to_json()).reasons == live.reasons
    assert live.log_for(0) == type(live).from_json(live.to_json()).log_for(0)


@pytest.mark.parametrize("ply", [-1, 10**6, True, 1.0, "2", None, [1]])
def test_a_cut_at_a_position_the_game_has_not_is_refused(ply):
    """Issue 27, try again from here: a position outside 0..n, or not a whole number."""
    table = finished(games()["nautilus"])
    with pytest.raises(TableError, match="positions go from 0"):
        table.cut(ply)


@each_game
def test_try_again_plays_on_from_the_position_shown_and_back_returns(game):
    """Issue 27, try again from here: at a position of the seat's turn the board becomes
    the live board a fresh table shows there (its view, legal moves and status; the log
    with the bots' reasons the replay showed); a move from the page is played by the rules
    and the bots answer; ``back`` shows the replay at that position again."""
    table = finished(game)
    ply = seat_turn(table)
    replay = table.replay(seat=0)
    replay.goto(ply)
    shown = traits_of(replay)
    send(replay, "try_again")
    assert replay.trying and replay.error == "" and replay.timeline["trying"] is True
    # A board opened at the deal, the game then played to that position, as the replay's.
    live = widget_class(game)(table=fresh(table, 0), seat=0, pace=0)
    for action in table.actions[:ply]:
        live.table.play(action, respond=False)
    live.sync()
    for trait in ("view", "legal", "status", "ply"):
        assert getattr(replay, trait) == getattr(live, trait), trait
    assert replay.log == shown["log"] and replay.legal
    first = replay.trial.legal()[0]
    # The bots answer at once: a worker that ran browser tests has an event loop running,
    # where a board at its usual pace would answer later, in a task.
    replay.pace = 0
    send(replay, "act", index=0)
    assert replay.error == "" and replay.trial.actions[:ply + 1] == (*table.actions[:ply], first)
    assert replay.trial.bot_to_move() is False and replay.ply == len(replay.trial.actions)
    send(replay, "back")
    assert not replay.trying and isinstance(replay.table, TableCut)
    assert traits_of(replay) == shown


def test_an_illegal_move_on_a_board_tried_again_changes_nothing():
    """Issue 27, try again from here: the engine is the referee there too."""
    table = finished(games()["battleship"])
    replay = table.replay(seat=0)
    replay.goto(seat_turn(table))
    replay.try_again(pace=0)
    before = (replay.trial.state, replay.view)
    legal = replay.trial.legal()
    illegal = next(action for action in replay.trial.game.action_space() if action not in legal)
    replay.play(illegal)
    assert replay.error and (replay.trial.state, replay.view) == before
    with pytest.raises(IllegalAction):
        replay.trial.play(illegal)


def test_a_board_tried_again_refuses_the_replays_requests_and_a_new_game():
    """Issue 27, try again from here: while trying again, a step of the replay and a new
    game are refused with a sentence saying how to go back; ``back`` twice is refused."""
    table = finished(games()["nautilus"])
    replay = table.replay(seat=0)
    replay.goto(seat_turn(table))
    send(replay, "try_again")
    ply = replay.ply
    for kind in ("goto", "new_game", "try_again"):
        replay.error = ""
        send(replay, kind, ply=ply)
        assert replay.error == trying_refusal() and replay.trying, kind
    with pytest.raises(TableError):
        replay.goto(0)
    with pytest.raises(TableError):
        replay.try_again()
    replay.back()
    with pytest.raises(TableError, match="shows the replay already"):
        replay.back()
    send(replay, "back")
    assert replay.error == refusal()


def test_a_spectators_replay_has_no_try_again():
    """Issue 27, try again from here: "a spectator replay has no try again"."""
    replay = finished(games()["battleship"]).replay(seat=None)
    assert replay.timeline["retry"] is False
    with pytest.raises(TableError, match="spectator"):
        replay.try_again()
    send(replay, "try_again")
    assert "spectator" in replay.error and not replay.trying


@pytest.mark.parametrize("pace", [-1, 11, True, "1", None])
def test_try_again_at_a_pace_that_is_not_one_is_refused(pace):
    """Issue 27, try again from here: the bots' pace is seconds, 0 to 10, as a board's."""
    replay = finished(games()["battleship"]).replay(seat=0)
    with pytest.raises(ValueError, match="'pace'"):
        replay.try_again(pace)
    assert not replay.trying


def test_a_reviewed_replays_file_keeps_its_marks_and_offers_no_try_again(tmp_path):
    """Issue 27: a replay's file (``to_html``) has no kernel to try again with: its frames
    say so (``retry`` false) and keep the review's marks; while trying again, no file is
    written (the board shows no replay then)."""
    table = finished(games()["battleship"])
    replay = table.replay(seat=0, review=True)
    data = file_data(replay.to_html(tmp_path / "game.html"))
    assert data["first"]["timeline"]["retry"] is False
    assert data["first"]["timeline"]["marks"] == replay.timeline["marks"] != {}
    replay.goto(seat_turn(table))
    replay.try_again(pace=0)
    with pytest.raises(TableError, match="Back to the replay"):
        replay.to_html(tmp_path / "other.html")
    assert not (tmp_path / "other.html").exists() and replay.trying
