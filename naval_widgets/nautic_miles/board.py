"""Moving cards on the table: each helper makes the next state and says what happened.

The rules' effects (``rules.py``) and turns (``turns.py``) change the table only
through these, so that where a card goes when a convoy arrives or is destroyed is
written once (nautic_miles/arrival, nautic_miles/destroyed). Each returns a new state
(``State._replace``) holding a new hand, pile or side where the last state holds the
old one.
"""

from __future__ import annotations

from functools import cache

from ..core import Event
from .cards import (
    AIRCRAFT,
    ALERT,
    MILES,
    MINE,
    NAMES,
    NEUTRAL,
    STORM,
    STORM_MILES,
    with_card,
)
from .checks import convoy_name, player
from .seating import seats_of, side_of
from .state import Arrived, Captured, Convoy, Side, State
from .words import say as _


def beside(convoy: Convoy) -> tuple[str, ...]:
    """The cards beside ``convoy`` that go to the discard pile when it leaves its line
    (its radar goes with it)."""
    return (convoy.miles + (ALERT,) * (convoy.alert is not None) + (STORM,) * convoy.storm
            + (NEUTRAL,) * convoy.neutral + (convoy.battle.cards if convoy.battle else ())
            + (AIRCRAFT,) * (convoy.aircraft is not None) + (MINE,) * (convoy.mine is not None))


def take(state: State, seat: int, *cards: str) -> State:
    """``seat``'s hand without ``cards``."""
    hand = state.hands[seat]
    for card in cards:
        at = hand.index(card)
        hand = hand[:at] + hand[at + 1:]
    return state._replace(hands=_with(state.hands, seat, hand))


def played_beside(state: State, seat: int) -> State:
    """``seat`` played beside a convoy: what it placed may resolve as its next turn starts
    (``turns.resolve``)."""
    if state.waiting is None:
        return state
    return state._replace(waiting=state.waiting | {seat})


def to_discard(state: State, cards: tuple[str, ...]) -> State:
    return state._replace(discard=state.discard + cards)


def draw(state: State, seat: int, events: list[Event]) -> State:
    """``seat`` takes the top card of the draw pile, if there is one (nautic_miles/turn):
    the others learn that, not which."""
    if not state.draw:
        return state
    card = state.draw[-1]
    events.append(_drawn(seat, card))
    return state._replace(draw=state.draw[:-1],
                          hands=_with(state.hands, seat, with_card(state.hands[seat], card)))


@cache
def _drawn(seat: int, card: str) -> Event:
    """The event of ``seat`` drawing ``card``: an immutable value, made once (every turn
    starts with one)."""
    return Event(_("{player} draws a card.", player=player(seat)),
                 ((seat, _("{player} draws: {card}.", player=player(seat),
                           card=NAMES[card])),))


def with_convoy(state: State, line: int, slot: int, convoy: Convoy) -> State:
    """``convoy`` at ``slot`` of ``line`` (both from 0) instead of the one there."""
    convoys = state.sides[line].line
    return _with_line(state, line, convoys[:slot] + (convoy,) + convoys[slot + 1:])


def place(state: State, line: int, at: int, convoy: Convoy) -> State:
    """A new convoy inserted before place ``at`` (from 0) of ``line``."""
    convoys = state.sides[line].line
    return _with_line(state, line, convoys[:at] + (convoy,) + convoys[at:])


def _with_line(state: State, line: int, convoys: tuple[Convoy, ...]) -> State:
    return _with_side(state, line, state.sides[line]._replace(line=convoys))


def _with_side(state: State, number: int, side: Side) -> State:
    return state._replace(sides=_with(state.sides, number, side))


def _leave(state: State, line: int, slot: int, extra: tuple[str, ...]) -> State:
    """The convoy at ``slot`` leaves ``line``; the cards beside it (and ``extra``) are
    discarded."""
    convoys = state.sides[line].line
    state = to_discard(state, beside(convoys[slot]) + extra)
    return _with_line(state, line, convoys[:slot] + convoys[slot + 1:])


def arrive(state: State, line: int, slot: int, events: list[Event]) -> State:
    """nautic_miles/arrival: the convoy goes face up to its side's port, its radar with it;
    whether it was slow is kept for the bonus (nautic_miles/slowness-bonus)."""
    convoy = state.sides[line].line[slot]
    slow = all(MILES[card] <= STORM_MILES for card in convoy.miles)
    events.append(Event(_("{convoy} arrives in port: {card}.",
                          convoy=convoy_name(state, line, slot, start=True),
                          card=NAMES[convoy.card])))
    state = _leave(state, line, slot, ())
    side = state.sides[line]
    arrived = Arrived(card=convoy.card, radar=convoy.radar, slow=slow)
    return _with_side(state, line, side._replace(port=side.port + (arrived,)))


#: How a convoy was destroyed, for the log.
BATTLE, AIR, MINED = "battle", "aircraft", "mine"


def destroy(state: State, line: int, slot: int, captor: int, how: str,
            events: list[Event], extra: tuple[str, ...] = ()) -> State:
    """nautic_miles/destroyed: the convoy is turned face up and goes, with its radar, to
    the capture pile of ``captor``'s side; every other card beside it is discarded
    (nautic_miles/several-attacks)."""
    convoy = state.sides[line].line[slot]
    said = {"convoy": convoy_name(state, line, slot), "card": NAMES[convoy.card],
            "player": player(captor)}
    if how == BATTLE:
        text = _("{player}'s warship has held a full turn: {convoy} ({card}) is destroyed and "
                 "captured.", **said)
    elif how == AIR:
        text = _("{player}'s aircraft destroy {convoy} ({card}): it is captured.", **said)
    else:
        text = _("{player}'s mine explodes: {convoy} ({card}) is destroyed and captured.",
                 **said)
    events.append(Event(text))
    state = _leave(state, line, slot, extra)
    captors = side_of(state, captor)
    side = state.sides[captors]
    captured = Captured(card=convoy.card, radar=convoy.radar)
    return _with_side(state, captors, side._replace(captures=side.captures + (captured,)))


def private_to_side(state: State, line: int, text: object) -> tuple[tuple[int, object], ...]:
    """``text`` for each seat of side ``line`` only (the others read the public line)."""
    return tuple((seat, text) for seat in seats_of(state, line))


def _with(values: tuple, index: int, value: object) -> tuple:
    """``values`` with ``value`` at ``index`` instead."""
    changed = list(values)
    changed[index] = value
    return tuple(changed)
