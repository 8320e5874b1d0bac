"""What a lesson asks the referee about a position: is a move legal, what would it do.

Each game's lesson module builds its positions; these questions are the same for every
game, and always leave the position as it was (a move is tried on a copy).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..core.errors import IllegalAction
from ..core.i18n import Catalog
from .questions import AnyOf

_ = Catalog("lessons")


def legal(table: Any, move: str) -> bool:
    """Whether the referee accepts ``move`` now."""
    return move in {action.notation() for action in table.legal()}


def right_moves(table: Any, seat: int, right: Callable[[Any, dict, dict], bool]) -> AnyOf:
    """The legal moves at ``table`` (by notation) for which ``right(action, before, after)``
    holds, ``before`` and ``after`` being ``seat``'s views of the position and of the one
    the move makes (played by the rules on the state: the table does not change)."""
    game, state = table.game, table.state
    before = game.view(state, seat)
    return AnyOf(action.notation() for action in table.legal()
                 if right(action, before, game.view(game.step(state, action)[0], seat)))


def tried(table: Any, move: str) -> Any:
    """A copy of ``table`` with ``move`` played (no bot answers): the table itself does
    not change."""
    copy = type(table).from_json(table.to_json())
    copy.play(move, respond=False)
    return copy


def show_try(table: Any, move: str, seat: int) -> None:
    """Print what ``move`` would do at ``table`` as ``seat`` reads it (the new log lines,
    then who plays next), or the sentence of the rule that refuses it."""
    try:
        after = tried(table, move)
    except IllegalAction as err:
        print(_("Refused: {sentence}\n(rule {rule})", sentence=err.message, rule=err.rule))
        return
    print("\n".join(after.log_for(seat)[len(table.log_for(seat)):]))
    if after.outcome is None:
        print(_("Next, {player}: {prompt}", player=after.seat_names[after.to_move],
                prompt=after.game.prompt(after.state)))
