"""Moving cards on the table: each helper changes a draft state and says what happened.

The rules' effects (``rules.py``) and turns (``turns.py``) change the table only
through these, so that where a card goes when a convoy arrives or is destroyed is
written once (nautic_miles/arrival, nautic_miles/destroyed). Each changes ``draft``, the
next state ``rules.step`` is making (``State.draft``), in place: a new hand, pile or
side replaces the old value, which the last state still holds.
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
from .state import Arrived, Captured, Convoy, Side, State, seats_of, side_of
from .words import say as _


def beside(convoy: Convoy) -> tuple[str, ...]:
    """The cards beside ``convoy`` that go to the discard pile when it leaves its line
    (its radar goes with it)."""
    return (convoy.miles + (ALERT,) * (convoy.alert is not None) + (STORM,) * convoy.storm
            + (NEUTRAL,) * convoy.neutral + (convoy.battle.cards if convoy.battle else ())
            + (AIRCRAFT,) * (convoy.aircraft is not None) + (MINE,) * (convoy.mine is not None))


def take(draft: State, seat: int, *cards: str) -> None:
    """``seat``'s hand without ``cards``."""
    hand = draft.hands[seat]
    for card in cards:
        at = hand.index(card)
        hand = hand[:at] + hand[at + 1:]
    draft.hands = _with(draft.hands, seat, hand)


def played_beside(draft: State, seat: int) -> None:
    """``seat`` played beside a convoy: what it placed may resolve as its next turn starts
    (``turns.resolve``)."""
    if draft.waiting is not None:
        draft.waiting = draft.waiting | {seat}


def to_discard(draft: State, cards: tuple[str, ...]) -> None:
    draft.discard += cards


def draw(draft: State, seat: int, events: list[Event]) -> None:
    """``seat`` takes the top card of the draw pile, if there is one (nautic_miles/turn):
    the others learn that, not which."""
    if not draft.draw:
        return
    card = draft.draw[-1]
    draft.draw = draft.draw[:-1]
    draft.hands = _with(draft.hands, seat, with_card(draft.hands[seat], card))
    events.append(_drawn(seat, card))


@cache
def _drawn(seat: int, card: str) -> Event:
    """The event of ``seat`` drawing ``card``: an immutable value, made once (every turn
    starts with one)."""
    return Event(_("{player} draws a card.", player=player(seat)),
                 ((seat, _("{player} draws: {card}.", player=player(seat),
                           card=NAMES[card])),))


def with_convoy(draft: State, line: int, slot: int, convoy: Convoy) -> None:
    """``convoy`` at ``slot`` of ``line`` (both from 0) instead of the one there."""
    convoys = draft.sides[line].line
    _with_line(draft, line, convoys[:slot] + (convoy,) + convoys[slot + 1:])


def place(draft: State, line: int, at: int, convoy: Convoy) -> None:
    """A new convoy inserted before place ``at`` (from 0) of ``line``."""
    convoys = draft.sides[line].line
    _with_line(draft, line, convoys[:at] + (convoy,) + convoys[at:])


def _with_line(draft: State, line: int, convoys: tuple[Convoy, ...]) -> None:
    side = draft.sides[line]
    draft.sides = _with(draft.sides, line,
                        Side(line=convoys, port=side.port, captures=side.captures))


def _leave(draft: State, line: int, slot: int, extra: tuple[str, ...]) -> None:
    """The convoy at ``slot`` leaves ``line``; the cards beside it (and ``extra``) are
    discarded."""
    convoys = draft.sides[line].line
    to_discard(draft, beside(convoys[slot]) + extra)
    _with_line(draft, line, convoys[:slot] + convoys[slot + 1:])


def arrive(draft: State, line: int, slot: int, events: list[Event]) -> None:
    """nautic_miles/arrival: the convoy goes face up to its side's port, its radar with it;
    whether it was slow is kept for the bonus (nautic_miles/slowness-bonus)."""
    convoy = draft.sides[line].line[slot]
    slow = all(MILES[card] <= STORM_MILES for card in convoy.miles)
    events.append(Event(_("{convoy} arrives in port: {card}.",
                          convoy=convoy_name(draft, line, slot), card=NAMES[convoy.card])))
    _leave(draft, line, slot, ())
    side = draft.sides[line]
    port = side.port + (Arrived(convoy.card, convoy.radar, slow),)
    draft.sides = _with(draft.sides, line, side._replace(port=port))


#: How a convoy was destroyed, for the log.
BATTLE, AIR, MINED = "battle", "aircraft", "mine"


def destroy(draft: State, line: int, slot: int, captor: int, how: str,
            events: list[Event], extra: tuple[str, ...] = ()) -> None:
    """nautic_miles/destroyed: the convoy is turned face up and goes, with its radar, to
    the capture pile of ``captor``'s side; every other card beside it is discarded
    (nautic_miles/several-attacks)."""
    convoy = draft.sides[line].line[slot]
    said = {"convoy": convoy_name(draft, line, slot), "card": NAMES[convoy.card],
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
    _leave(draft, line, slot, extra)
    side_number = side_of(draft, captor)
    side = draft.sides[side_number]
    captures = side.captures + (Captured(convoy.card, convoy.radar),)
    draft.sides = _with(draft.sides, side_number, side._replace(captures=captures))


def private_to_side(state: State, line: int, text: object) -> tuple[tuple[int, object], ...]:
    """``text`` for each seat of side ``line`` only (the others read the public line)."""
    return tuple((seat, text) for seat in seats_of(state, line))


def _with(values: tuple, index: int, value: object) -> tuple:
    """``values`` with ``value`` at ``index`` instead."""
    changed = list(values)
    changed[index] = value
    return tuple(changed)
