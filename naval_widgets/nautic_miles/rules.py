"""The Nautic Miles rules: legal actions and what each card does.

Rule ids (``nautic_miles/...``) match ``docs/rules/nautic_miles.md``. What may be
played, and why not, is ``checks.py`` (one check a card); what a card does is one
effect a card here; moving cards is ``board.py``; turns, "one full turn" and the end of
a round are ``turns.py``; points are ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from ..core import Action, Event, IllegalAction
from ..core.i18n import Text
from . import board
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair
from .cards import (
    AIRCRAFT,
    ALERT,
    ARRIVAL,
    CALM_SEA,
    END_OF_ALERT,
    HIT_AIRCRAFT,
    MILES,
    MINE,
    MINESWEEPER,
    NAMES,
    NEUTRAL,
    PAIR_NAME,
    PAIR_STRENGTH,
    RADAR,
    STORM,
    STRENGTH,
    SUBMARINE,
)
from .checks import ACTION_SPACE, convoy_name, legal_actions, player, problem
from .state import ATTACK, DEFENCE, JA, TIE, Battle, Convoy, State, side_of
from .turns import after_play
from .words import say as _

__all__ = ["ACTION_SPACE", "apply", "legal_actions", "step"]

Stepped = tuple[State, tuple[Event, ...]]


def step(state: State, action: Action) -> Stepped:
    """Apply ``action`` for the player to move: the next state and what the log says of
    it; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    events: list[Event] = []
    draft = state.draft()
    _EFFECTS[type(action)](draft, state.to_move, action, events)
    after_play(draft, events)
    return draft, tuple(events)


def apply(state: State, action: Action) -> State:
    """The next state, or ``IllegalAction``."""
    return step(state, action)[0]


# -- the actions ---------------------------------------------------------------------
def _place_convoy(draft: State, seat: int, action: PlaceConvoy, events: list[Event]) -> None:
    """nautic_miles/convoy, nautic_miles/convoy-line: face down, the side alone knows it."""
    line = side_of(draft, seat)
    events.append(Event(
        _("{player} places a convoy face down at place {at} of their line.",
          player=player(seat), at=action.at),
        board.private_to_side(draft, line, _("{player} places {card} at place {at} of their "
                                             "line.", player=player(seat),
                                             card=NAMES[action.card], at=action.at))))
    board.take(draft, seat, action.card)
    board.place(draft, line, action.at - 1, Convoy(action.card))


def _discard(draft: State, seat: int, action: Discard, events: list[Event]) -> None:
    """nautic_miles/discard: face up, out of the round."""
    events.append(_discarded(seat, action.card))
    board.take(draft, seat, action.card)
    board.to_discard(draft, (action.card,))


@cache
def _discarded(seat: int, card: str) -> Event:
    """The event of ``seat`` discarding ``card``: made once (most random moves are one)."""
    return Event(_("{player} discards {card}.", player=player(seat), card=NAMES[card]))


def _play_card(draft: State, seat: int, action: PlayCard, events: list[Event]) -> None:
    line, slot = action.line - 1, action.slot - 1
    events.append(_played(seat, NAMES[action.card], convoy_name(draft, line, slot)))
    board.take(draft, seat, action.card)
    board.played_beside(draft, seat)
    convoy = draft.sides[line].line[slot]
    CARD_EFFECTS[action.card](draft, seat, action.card, line, slot, convoy, events)


def _play_pair(draft: State, seat: int, action: PlayPair, events: list[Event]) -> None:
    """nautic_miles/submarines: both at once, strength 6; the hand is completed at once."""
    line, slot = action.line - 1, action.slot - 1
    events.append(_played(seat, PAIR_NAME, convoy_name(draft, line, slot)))
    board.played_beside(draft, seat)
    board.take(draft, seat, SUBMARINE, SUBMARINE)
    _fight(draft, seat, line, slot, PAIR_STRENGTH, (SUBMARINE, SUBMARINE), events)
    board.draw(draft, seat, events)


@cache
def _played(seat: int, card: Text, convoy: Text) -> Event:
    """The event of ``seat`` playing ``card`` (its name) beside ``convoy``: made once."""
    return Event(_("{player} plays {card} on {convoy}.", player=player(seat), card=card,
                   convoy=convoy))


_EFFECTS: dict[type[Action], Callable[[State, int, Action, list[Event]], None]] = {
    PlaceConvoy: _place_convoy, PlayCard: _play_card, PlayPair: _play_pair, Discard: _discard,
}


# -- each card's effect on the draft: (draft, seat, card, line, slot, convoy, events) --
def _miles(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> None:
    """nautic_miles/miles: distances add up; 4,000 or more arrives (nautic_miles/arrival)."""
    convoy = convoy._replace(miles=convoy.miles + (card,),
                             distance=convoy.distance + MILES[card])
    board.with_convoy(draft, line, slot, convoy)
    if convoy.distance >= ARRIVAL:
        board.arrive(draft, line, slot, events)


def _warship(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
             events: list[Event]) -> None:
    _fight(draft, seat, line, slot, STRENGTH[card], (card,), events)


def _fight(draft: State, seat: int, line: int, slot: int, strength: int,
           cards: tuple[str, ...], events: list[Event]) -> None:
    """A warship joins the battle beside a convoy: it starts it, answers or raises
    (equal strength ties: nautic_miles/battle-tie), or resumes a tied fight afresh."""
    convoy = draft.sides[line].line[slot]
    battle = convoy.battle
    role = DEFENCE if side_of(draft, seat) == line else ATTACK
    played = (battle.cards if battle else ()) + cards
    if battle is not None and battle.leader != TIE and strength == battle.standing:
        fought = Battle(played, strength, TIE, None)
        events.append(Event(_("The battle beside {convoy} is tied: the convoy is stopped.",
                              convoy=convoy_name(draft, line, slot))))
    else:
        fought = Battle(played, strength, role, seat)
    board.with_convoy(draft, line, slot, convoy._replace(battle=fought))


def _aircraft(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
              events: list[Event]) -> None:
    """nautic_miles/air-attack: the first aircraft waits beside the convoy; the second,
    by the same player, destroys it."""
    if convoy.aircraft is None:
        board.with_convoy(draft, line, slot, convoy._replace(aircraft=seat))
    else:
        board.destroy(draft, line, slot, seat, board.AIR, events, extra=(AIRCRAFT,))


def _hit_aircraft(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
                  events: list[Event]) -> None:
    board.to_discard(draft, (AIRCRAFT, HIT_AIRCRAFT))
    board.with_convoy(draft, line, slot, convoy._replace(aircraft=None))


def _alert(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> None:
    """nautic_miles/alert; Japanese: warships wait a full round (nautic_miles/battle)."""
    board.with_convoy(draft, line, slot, convoy._replace(
        alert=seat, armed=draft.variant != JA))


def _end_of_alert(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
                  events: list[Event]) -> None:
    """nautic_miles/end-of-alert: the alert (and a tied battle's cards) are discarded."""
    battle = convoy.battle.cards if convoy.battle else ()
    board.to_discard(draft, (ALERT, END_OF_ALERT) + battle)
    board.with_convoy(draft, line, slot, convoy._replace(alert=None, armed=True,
                                                                battle=None))


def _mine(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
          events: list[Event]) -> None:
    board.with_convoy(draft, line, slot, convoy._replace(mine=seat))


def _minesweeper(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
                 events: list[Event]) -> None:
    board.to_discard(draft, (MINE, MINESWEEPER))
    board.with_convoy(draft, line, slot, convoy._replace(mine=None))


def _radar(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> None:
    """nautic_miles/radar: turned face up for all, its value doubled."""
    events.append(Event(_("The radar reveals {convoy}: {card}.",
                          convoy=convoy_name(draft, line, slot), card=NAMES[convoy.card])))
    board.with_convoy(draft, line, slot, convoy._replace(radar=True))


def _storm(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> None:
    board.with_convoy(draft, line, slot, convoy._replace(storm=True))


def _calm_sea(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
              events: list[Event]) -> None:
    board.to_discard(draft, (STORM, CALM_SEA))
    board.with_convoy(draft, line, slot, convoy._replace(storm=False))


def _neutral(draft: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
             events: list[Event]) -> None:
    board.with_convoy(draft, line, slot, convoy._replace(neutral=True))


CARD_EFFECTS = {
    **{card: _miles for card in MILES}, **{card: _warship for card in STRENGTH},
    AIRCRAFT: _aircraft, HIT_AIRCRAFT: _hit_aircraft, ALERT: _alert,
    END_OF_ALERT: _end_of_alert, MINE: _mine, MINESWEEPER: _minesweeper, RADAR: _radar,
    STORM: _storm, CALM_SEA: _calm_sea, NEUTRAL: _neutral,
}
