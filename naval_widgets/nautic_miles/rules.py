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
from . import board, cards
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair
from .checks import ACTION_SPACE, convoy_name, legal_actions, player, problem
from .seating import side_of
from .state import ATTACK, DEFENCE, JA, TIE, Battle, Convoy, State
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
    played = _EFFECTS[type(action)](state, state.to_move, action, events)
    return after_play(played, events), tuple(events)


def apply(state: State, action: Action) -> State:
    """The next state, or ``IllegalAction``."""
    return step(state, action)[0]


# -- the actions: each makes the state with its card played --------------------------
def _place_convoy(state: State, seat: int, action: PlaceConvoy, events: list[Event]) -> State:
    """nautic_miles/convoy, nautic_miles/convoy-line: face down, the side alone knows it."""
    line = side_of(state, seat)
    events.append(Event(
        _("{player} places a convoy face down at place {at} of their line.",
          player=player(seat), at=action.at),
        board.private_to_side(state, line, _("{player} places {card} at place {at} of their "
                                             "line.", player=player(seat),
                                             card=cards.NAMES[action.card], at=action.at))))
    state = board.take(state, seat, action.card)
    return board.place(state, line, action.at - 1, Convoy(card=action.card))


def _discard(state: State, seat: int, action: Discard, events: list[Event]) -> State:
    """nautic_miles/discard: face up, out of the round."""
    events.append(_discarded(seat, action.card))
    return board.to_discard(board.take(state, seat, action.card), (action.card,))


@cache
def _discarded(seat: int, card: str) -> Event:
    """The event of ``seat`` discarding ``card``: made once (most random moves are one)."""
    return Event(_("{player} discards {card}.", player=player(seat), card=cards.NAMES[card]))


def _play_card(state: State, seat: int, action: PlayCard, events: list[Event]) -> State:
    line, slot = action.line - 1, action.slot - 1
    events.append(_played(seat, cards.NAMES[action.card], convoy_name(state, line, slot)))
    state = board.played_beside(board.take(state, seat, action.card), seat)
    convoy = state.sides[line].line[slot]
    return CARD_EFFECTS[action.card](state, seat, action.card, line, slot, convoy, events)


def _play_pair(state: State, seat: int, action: PlayPair, events: list[Event]) -> State:
    """nautic_miles/submarines: both at once, strength 6; the hand is completed at once."""
    line, slot = action.line - 1, action.slot - 1
    events.append(_played(seat, cards.PAIR_NAME, convoy_name(state, line, slot)))
    state = board.take(board.played_beside(state, seat), seat, cards.SUBMARINE, cards.SUBMARINE)
    state = _fight(state, seat, line, slot, cards.PAIR_STRENGTH,
                   (cards.SUBMARINE, cards.SUBMARINE), events)
    return board.draw(state, seat, events)


@cache
def _played(seat: int, card: Text, convoy: Text) -> Event:
    """The event of ``seat`` playing ``card`` (its name) beside ``convoy``: made once."""
    return Event(_("{player} plays {card} on {convoy}.", player=player(seat), card=card,
                   convoy=convoy))


_EFFECTS: dict[type[Action], Callable[[State, int, Action, list[Event]], State]] = {
    PlaceConvoy: _place_convoy, PlayCard: _play_card, PlayPair: _play_pair, Discard: _discard,
}


# -- each card's effect: (state, seat, card, line, slot, convoy, events) -> next state --
CardEffect = Callable[[State, int, str, int, int, Convoy, list[Event]], State]


def _miles(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> State:
    """nautic_miles/miles: distances add up; 4,000 or more arrives (nautic_miles/arrival)."""
    convoy = convoy._replace(miles=convoy.miles + (card,),
                             distance=convoy.distance + cards.MILES[card])
    state = board.with_convoy(state, line, slot, convoy)
    if convoy.distance >= cards.ARRIVAL:
        return board.arrive(state, line, slot, events)
    return state


def _warship(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
             events: list[Event]) -> State:
    return _fight(state, seat, line, slot, cards.STRENGTH[card], (card,), events)


def _fight(state: State, seat: int, line: int, slot: int, strength: int,
           warships: tuple[str, ...], events: list[Event]) -> State:
    """A warship joins the battle beside a convoy: it starts it, answers or raises
    (equal strength ties: nautic_miles/battle-tie), or resumes a tied fight afresh.
    Japanese: an equal warship leads as a stronger one does, and the battle goes on
    (nautic_miles/battle-equal)."""
    convoy = state.sides[line].line[slot]
    battle = convoy.battle
    role = DEFENCE if side_of(state, seat) == line else ATTACK
    played = (battle.cards if battle else ()) + warships
    if (state.variant != JA and battle is not None and battle.leader != TIE
            and strength == battle.standing):
        fought = Battle(cards=played, standing=strength, leader=TIE, placer=None)
        events.append(Event(_("The battle beside {convoy} is tied: the convoy is stopped.",
                              convoy=convoy_name(state, line, slot))))
    else:
        fought = Battle(cards=played, standing=strength, leader=role, placer=seat)
    return board.with_convoy(state, line, slot, convoy._replace(battle=fought))


def _aircraft(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
              events: list[Event]) -> State:
    """nautic_miles/air-attack: the first aircraft waits beside the convoy; the second,
    by the same player, destroys it. Japanese: so does a further aircraft of the player
    whose aircraft the convoy shot down (nautic_miles/further-aircraft)."""
    further = state.variant == JA and convoy.shot_down == seat
    if convoy.aircraft is None and not further:
        return board.with_convoy(state, line, slot, convoy._replace(aircraft=seat))
    if convoy.aircraft is None:
        events.append(Event(_("{convoy} shot down an aircraft of {player} already: against "
                              "a further one its defence fails.",
                              convoy=convoy_name(state, line, slot, start=True),
                              player=player(seat))))
    return board.destroy(state, line, slot, seat, board.AIR, events, extra=(cards.AIRCRAFT,))


def _hit_aircraft(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
                  events: list[Event]) -> State:
    """nautic_miles/hit-aircraft: both cards go to the discard pile. Japanese: the convoy
    remembers whose aircraft it shot down (nautic_miles/further-aircraft)."""
    state = board.to_discard(state, (cards.AIRCRAFT, card))
    shot_down = convoy.aircraft if state.variant == JA else None
    return board.with_convoy(state, line, slot,
                             convoy._replace(aircraft=None, shot_down=shot_down))


def _alert(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> State:
    """nautic_miles/alert; Japanese: warships wait a full round (nautic_miles/battle)."""
    return board.with_convoy(state, line, slot, convoy._replace(
        alert=seat, armed=state.variant != JA))


def _end_of_alert(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
                  events: list[Event]) -> State:
    """nautic_miles/end-of-alert: the alert (and a tied battle's cards) are discarded."""
    battle = convoy.battle.cards if convoy.battle else ()
    state = board.to_discard(state, (cards.ALERT, cards.END_OF_ALERT) + battle)
    return board.with_convoy(state, line, slot, convoy._replace(alert=None, armed=True,
                                                                battle=None))


def _radar(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> State:
    """nautic_miles/radar: turned face up for all, its value doubled."""
    events.append(Event(_("The radar reveals {convoy}: {card}.",
                          convoy=convoy_name(state, line, slot), card=cards.NAMES[convoy.card])))
    return board.with_convoy(state, line, slot, convoy._replace(radar=True))


def _storm(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
           events: list[Event]) -> State:
    """nautic_miles/storm. Japanese: the storm avoids the attack of an aircraft standing
    beside the convoy, which goes to the discard pile (nautic_miles/storm-air-attack)."""
    convoy = convoy._replace(storm=True)
    if state.variant == JA and convoy.aircraft is not None:
        events.append(Event(_("The storm shelters {convoy}: the aircraft beside it misses its "
                              "attack and is discarded.",
                              convoy=convoy_name(state, line, slot))))
        state = board.to_discard(state, (cards.AIRCRAFT,))
        convoy = convoy._replace(aircraft=None)
    return board.with_convoy(state, line, slot, convoy)


def _stays(field: str, by_seat: bool = False) -> CardEffect:
    """A card that stays beside the convoy: the convoy's ``field`` becomes true, or the
    seat that played it where that matters (a mine explodes on its player's turn)."""
    def effect(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
               events: list[Event]) -> State:
        value = seat if by_seat else True
        return board.with_convoy(state, line, slot, convoy._replace(**{field: value}))
    return effect


def _answers(threat: str, field: str, cleared: bool | None) -> CardEffect:
    """A card that answers ``threat``: both go to the discard pile, and the convoy's
    ``field`` is ``cleared``."""
    def effect(state: State, seat: int, card: str, line: int, slot: int, convoy: Convoy,
               events: list[Event]) -> State:
        state = board.to_discard(state, (threat, card))
        return board.with_convoy(state, line, slot, convoy._replace(**{field: cleared}))
    return effect


CARD_EFFECTS = {
    **{card: _miles for card in cards.MILES}, **{card: _warship for card in cards.STRENGTH},
    cards.AIRCRAFT: _aircraft, cards.HIT_AIRCRAFT: _hit_aircraft,
    cards.ALERT: _alert, cards.END_OF_ALERT: _end_of_alert, cards.RADAR: _radar,
    cards.MINE: _stays("mine", by_seat=True), cards.MINESWEEPER: _answers(cards.MINE, "mine", None),
    cards.STORM: _storm, cards.CALM_SEA: _answers(cards.STORM, "storm", False),
    cards.NEUTRAL: _stays("neutral"),
}
