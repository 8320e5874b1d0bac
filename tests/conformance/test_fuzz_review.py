"""Bad input at the entries issue 27 ("Review my game", "try again from here") adds, for
every game: ``table.review(seat, most)``, ``table.cut(ply, person)`` and a replay's ``review``,
``try_again``, ``back`` and ``goto`` in any order take any value and either do what they
say or refuse it with a ``ValueError`` subclass sentence, changing nothing. (The
replay's page messages, ``try_again`` and ``back`` among them, are fuzzed with every
board's, in ``test_fuzz``.)"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core.words import MESSAGE_LIMIT

from ..tiers import fuzzed
from .strategies import any_values, json_values
from .test_fuzz import each_game, position, seeds

#: Seats, numbers of mistakes and plies near a game's own, and anything else.
small = st.integers(-2, 12) | any_values | json_values
seats = st.none() | small
paces = st.sampled_from([0, 0.5]) | small


def made_or_refused(work: Callable[[], Any]) -> Any:
    """What ``work()`` makes, or ``None`` when it refuses with a sentence short enough to
    read (a ``ValueError`` subclass)."""
    try:
        return work()
    except ValueError as err:
        assert str(err) and len(str(err)) <= MESSAGE_LIMIT
        return None


@each_game
@fuzzed(40)
@given(seed=seeds, count=st.sampled_from([0, 3, 20]), data=st.data())
def test_any_review_or_cut_is_made_or_refused(game, seed, count, data):
    """Issue 27: ``review(seat, most)`` lists at most ``most`` mistakes of a seat the game
    has, else refuses; ``cut(ply, person)`` is a table at a position the game has, seat
    ``person`` a person's, else refuses; neither changes the table."""
    table = position(game, seed, count)
    save = table.to_json()
    seat, most = data.draw(seats, label="seat"), data.draw(small, label="most")
    mistakes = made_or_refused(lambda: table.review(seat, most))
    if mistakes is not None:
        assert type(seat) is int and type(most) is int and len(mistakes) <= most
        assert all(1 <= mistake.ply <= len(table.actions) for mistake in mistakes)
    ply, person = data.draw(small, label="ply"), data.draw(seats, label="person")
    live = made_or_refused(lambda: table.cut(ply, person))
    if live is not None:
        assert type(ply) is int and live.actions == table.actions[:ply]
        assert person not in live.bots
    assert table.to_json() == save


@each_game
@fuzzed(40)
@given(seed=seeds, count=st.sampled_from([0, 3, 20]), data=st.data())
def test_a_replay_takes_any_request_in_any_order_or_refuses_it(game, seed, count, data):
    """Issue 27: ``review``, ``try_again``, ``back`` and ``goto`` with any values, in any
    order: each does what it says (trying again, the board is live at the position shown;
    back, the replay at that position again) or refuses with a sentence, the board as it
    was."""
    table = position(game, seed, count)
    replay = table.replay(seat=data.draw(st.sampled_from([None, 0]), label="seat"))
    for _ in range(data.draw(st.integers(1, 5), label="requests")):
        request = data.draw(st.sampled_from(["review", "try_again", "back", "goto"]),
                            label="request")
        value = data.draw(paces if request == "try_again" else small, label="value")
        before = (replay.trying, replay.ply, replay.view, replay.timeline, replay.table)
        tried_from = replay.replayed.ply
        ask = replay.back if request == "back" else partial(getattr(replay, request), value)
        if made_or_refused(lambda ask=ask: ask() or True) is None:  # back, goto: None
            assert (replay.trying, replay.ply, replay.view, replay.timeline,
                    replay.table) == before, request
            continue
        assert replay.ply == len(replay.table.actions)
        if request == "try_again":
            assert replay.trying and replay.seat is not None
            assert replay.table.actions[:tried_from] == replay.replayed.actions
        elif request == "back":
            assert not replay.trying and replay.ply == tried_from
        elif request == "goto":
            assert not replay.trying and replay.ply == value
        else:
            assert len(replay.timeline["marks"]) <= value
