"""One action resolving: both players' zones as it changes them, and what the log says.

An effect (one a kind of action) changes a ``Resolution`` and returns ``TurnLeft``,
what remains of the turn; ``turns.finish`` makes the next state of both.
"""

from __future__ import annotations

from typing import NamedTuple

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
        self.events: list[Event] = []

    def sides(self) -> tuple[Side, Side]:
        """Both sides as the action leaves them."""
        first, second = (Side(grid=self.grids[seat], hand=self.hands[seat],
                              draw=self.draws[seat], discard=self.discards[seat])
                         for seat in (0, 1))
        return first, second

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
            self.events.append(shuffle_event(seat))
        left = max(len(pile) - count, 0)
        drawn, self.draws[seat] = pile[left:][::-1], pile[:left]
        self.hands[seat] = sort_hand(self.hands[seat] + drawn)
        if drawn:
            self.events.append(draw_event(seat, drawn))
        return drawn
