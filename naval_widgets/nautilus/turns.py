"""The course of a round: the pre-round specials in turn, placements in turn, and the
scoring at the end of the round, after which the next round is dealt
(``state.start_round``)."""

from __future__ import annotations

from typing import Any

from ..core import Event
from .cards import ANCHOR, AS_DIVER, DIVERS, SPECIALS
from .scoring import capture, domains_won
from .state import BEFORE, EMPTY, OVER, PLACE, TO_WIN, Log, State, other, start_round
from .words import say as _

#: Each seat's name, made once: "Player 1", "Player 2".
PLAYERS = (_("Player {number}", number=1), _("Player {number}", number=2))


def player(seat: int):
    """A seat's name: "Player 1"."""
    return PLAYERS[seat]


def after_pre_round(state: State) -> State:
    """nautilus/pre-round: the first player decides, then the other; then placement
    starts with the first player."""
    if state.to_move == state.first:
        return state._replace(phase=BEFORE, to_move=other(state.first))
    return state._replace(phase=PLACE, to_move=state.first)


def after_placement(state: State, changes: dict[str, Any], events: Log) -> State:
    """nautilus/place: ``state`` with the placement's ``changes`` (made at once, with the
    turn's); the other player places next; when all ten places hold a diver the round is
    scored."""
    sides = changes["sides"]
    if None not in sides[0] and None not in sides[1]:
        return end_round(state._replace(**changes), events)
    return state._replace(**changes, phase=PLACE, to_move=other(state.to_move), mover=None)


def end_round(state: State, events: Log) -> State:
    """nautilus/capture, then nautilus/clinch and nautilus/game-end; the divers go back
    and the special cards are discarded face up (nautilus/special-pile)."""
    scored = capture(state.table, state.sides)
    won = (state.won[0] + tuple(s.card for s in scored if s.taker == 0),
           state.won[1] + tuple(s.card for s in scored if s.taker == 1))
    if events is not None:
        events.append(Event(_("Round {number} is scored: Player 1 takes {first}, Player 2 takes "
                              "{second} domain cards.", number=state.round,
                              first=len(won[0]) - len(state.won[0]),
                              second=len(won[1]) - len(state.won[1]))))
    discarded = [special for special in state.specials if special is not None]
    discarded += [special for _seat, special in state.played]
    on_board = _on_board(state)
    discarded += [name for name in SPECIALS if name in on_board]
    state = state._replace(won=won, last=scored, spent=state.spent + tuple(sorted(discarded)))
    counts = domains_won(won)
    winner = next((seat for seat in (0, 1) if counts[seat] >= TO_WIN), None)
    if winner is None:
        return start_round(state)  # which deals the board, the hands and the piles anew
    if events is not None:
        events.append(Event(_("{player} has won three domains and wins the game.",
                              player=player(winner))))
    return state._replace(
        phase=OVER, winner=winner, table=(), hands=((), ()), diver_pile=DIVERS,
        specials=(None, None), played=(), sides=EMPTY, anchor=None, mover=None, seen=((), ()),
        seen_special=(False, False), pile_seen=((), ()))


def _on_board(state: State) -> tuple[str, ...]:
    """The special cards on the board: the Kraken, the Fishbone, the Anchor."""
    values = {value for side in state.sides for value in side}
    found = tuple(name for name, value in AS_DIVER.items() if value in values)
    return found + ((ANCHOR,) if state.anchor is not None else ())
