"""The check a game's twin states share: a state and its twin with a seat's secrets dealt
anew give that seat the same board besides its view (which the generic suite compares)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from naval_widgets.core.declaration import load

TwinCheck = Callable[[Any, Any, "int | None", bool], None]


def twin_maker(game: Any, rng: random.Random) -> Callable[[Any, int | None], Any]:
    """For ``game``: ``twin_of(state, seat)``, a state ``seat`` cannot tell from ``state``,
    what it may not know dealt anew with ``rng`` (``Game.resample``, or the game's
    ``twin_from_view`` from the seat's view)."""
    reference = game.conformance.twin_from_view
    from_view = load(reference) if reference else None

    def twin_of(state: Any, seat: int | None) -> Any:
        if from_view is None:
            return game.resample(state, seat, rng)
        return from_view(game.view(state, seat), rng)

    return twin_of


def same_board(game: Any) -> TwinCheck:
    """For ``game``: ``twin`` differs from ``state`` only in what ``seat`` may not know, so
    the seat's legal list is the same when it is to move, and, when ``full``, the rest of
    what its board is sent (``GameWidget.sync``): the status line and, on its turn, the
    legal entries. (The log is the table's history, not the state's: a twin has none.)"""

    def check(state: Any, twin: Any, seat: int | None, full: bool) -> None:
        if seat is None:
            return  # a spectator never moves; its view is the generic check's
        mine = game.to_move(state) == seat
        if mine:
            legal = game.legal_actions(state)
            assert game.legal_actions(twin) == legal, f"seat {seat}"
        if full:
            assert game.status(twin, seat) == game.status(state, seat), f"seat {seat}"
            if mine:
                assert ([game.legal_entry(twin, action) for action in legal]
                        == [game.legal_entry(state, action) for action in legal]), f"seat {seat}"

    return check


def same_reasons(game: Any, table: Any, twin_of: Callable[[Any, int | None], Any]) -> int:
    """A bot's public reason says nothing a reader may not know: for each move of ``table``
    a bot gave a reason for, and each other reader (the spectator too), the bot chooses
    again from the position before the move and from its twin with the reader's secrets
    dealt anew (``twin_of(state, reader)``), with the same random numbers; when it plays
    the same action, the public sentence must be the same.

    Returns how many of those choices were made from a view of the bot that the twin
    changed (the check's teeth)."""
    changed = 0
    for ply in table.reasons:
        before = table.history[ply - 1]
        owner = game.to_move(before)
        bot = table.bots[owner]
        view = game.view(before, owner)
        mine = bot.choose(view, game.legal_actions(before), random.Random(ply))
        for reader in (None, *range(table.players)):
            if reader == owner:
                continue
            twin = twin_of(before, reader)
            legal = game.legal_actions(twin)
            if not legal:  # the bot's hand dealt anew may hold no card it can play
                continue
            theirs = bot.choose(game.view(twin, owner), legal, random.Random(ply))
            if theirs.action != mine.action:
                continue
            changed += game.view(twin, owner) != view
            assert str(theirs.reason.public) == str(mine.reason.public), \
                f"seed {table.seed}, move {ply}, reader {reader}: {mine.reason.public}"
    return changed
