"""One action resolving: both players' zones as it changes them, and what the log says.

An effect (one a kind of action) changes a ``Resolution`` and returns ``TurnLeft``,
what remains of the turn; ``turns.finish`` makes the next state of both. The log's
lines are kept as a sentence and its facts, and worded only when asked (``events``):
``rules.apply`` never asks.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any, NamedTuple

from ..core import Event
from ..core.chance import shuffled
from .cards import sort_hand, without_card
from .damage import peg_values
from .log import draw_event, shuffle_event
from .state import Cell, Side, State


class TurnLeft(NamedTuple):
    """What remains of the turn after an action."""

    plays_left: int                     # cards still to play
    extra: bool                         # the plays left were given by a power card
    restrict: tuple[str, ...] | None    # the only cards that may be played ("draw 3")
    phase: str


def card_played(state: State, more: int = 0,
                restrict: tuple[str, ...] | None = None) -> TurnLeft:
    """After a card: one play used, ``more`` given by a power (which makes them extra)."""
    return TurnLeft(plays_left=state.plays_left - 1 + more, extra=state.extra or more > 0,
                    restrict=restrict, phase=state.phase)


class Resolution:
    """Both sides while one action resolves, and what the log says of it.

    Each zone (grid, hand, draw pile, discard pile) of each seat starts as the
    state's own value and is replaced, never changed in place, when the action
    touches it; ``sides`` gives them back as the next state's sides.
    """

    def __init__(self, state: State) -> None:
        first, second = state.sides
        self.state = state
        self.me = state.to_move
        self.grids = [first.grid, second.grid]
        self.hands = [first.hand, second.hand]
        self.draws = [first.draw, second.draw]
        self.discards = [first.discard, second.discard]
        self.shuffles = state.shuffles
        self.winner: int | None = None
        self.lines: list[Callable[[], Event]] = []

    def say(self, sentence: Callable[..., Event], *facts: Any) -> None:
        """Add ``sentence(*facts)`` (a sentence of ``log``) to what the log says."""
        self.lines.append(partial(sentence, *facts))

    def events(self) -> tuple[Event, ...]:
        """What the log says of the action, worded now."""
        return tuple(line() for line in self.lines)

    def sides(self) -> tuple[Side, Side]:
        """Both sides as the action leaves them."""
        grids, hands, draws, discards = self.grids, self.hands, self.draws, self.discards
        return (Side(grid=grids[0], hand=hands[0], draw=draws[0], discard=discards[0]),
                Side(grid=grids[1], hand=hands[1], draw=draws[1], discard=discards[1]))

    def set_cell(self, owner: int, index: int, cell: Cell) -> None:
        """Put ``cell`` (the same card, turned, hit or shielded) at ``index`` of a grid."""
        self.grids[owner] = self.grids[owner].with_cell(index, cell)

    def peg_values(self, attacker: int, on_submarine: bool) -> dict[str, int]:
        """What each of ``attacker``'s peg cards counts right now (``damage.peg_value``)."""
        return peg_values(self.grids[attacker].powers, on_submarine)

    def take(self, seat: int, card: str, discard: bool = False) -> None:
        """Take ``card`` out of ``seat``'s hand, onto the discard pile if asked."""
        self.hands[seat] = without_card(self.hands[seat], card)
        if discard:
            self.discards[seat] += (card,)

    def discard(self, seat: int, cards: tuple[str, ...]) -> None:
        self.discards[seat] += cards

    def draw(self, seat: int, count: int) -> tuple[str, ...]:
        """Draw ``count`` cards off the top of the pile (its end) into the hand. A pile
        too short gets the shuffled discard pile put under it (battleship/empty-draw)."""
        pile, discard = self.draws[seat], self.discards[seat]
        if len(pile) < count and discard:
            key = f"battleship/{self.state.seed}/shuffle/{self.shuffles}"
            pile, self.discards[seat] = tuple(shuffled(discard, key)) + pile, ()
            self.shuffles += 1
            self.say(shuffle_event, seat)
        left = max(len(pile) - count, 0)
        drawn, self.draws[seat] = pile[left:][::-1], pile[:left]
        self.hands[seat] = sort_hand(self.hands[seat] + drawn)
        if drawn:
            self.say(draw_event, seat, drawn)
        return drawn
