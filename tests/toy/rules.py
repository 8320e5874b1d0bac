"""The rules of Signal flags: legal actions and their effects.

Rule ids are ``toy/...``. Every check returns a (rule, sentence) problem;
``step`` raises it as ``IllegalAction`` and ``legal_actions`` lists exactly
the actions without a problem.
"""

from __future__ import annotations

from naval_widgets.core import Action, Event, IllegalAction
from naval_widgets.core.words import brief

from .actions import RULE, Ask, Give, NoFlag
from .state import (
    COLOURS,
    DECK,
    ROUNDS,
    SEAT_NAMES,
    TEAMS,
    State,
    card_name,
    colour_of,
    number_of,
    partners,
    sort_cards,
)

Problem = tuple[str, str]

_ASKS = tuple(Ask(colour) for colour in COLOURS)
_GIVES = {card: Give(card) for card in DECK}
_NONE = NoFlag()
ACTION_SPACE: tuple[Action, ...] = (*_ASKS, *_GIVES.values(), _NONE)


# -- turns -------------------------------------------------------------------------
def answerer(state: State) -> int:
    """The seat the active seat asks: the next one round the table."""
    return (state.active + 1) % state.players


def is_over(state: State) -> bool:
    """Between turns, once every seat has asked ``ROUNDS`` times or the pile is empty."""
    return state.asked is None and (state.turn > ROUNDS * state.players or not state.pile)


def to_move(state: State) -> int | None:
    """The seat that acts: the asker, or the asked seat answering out of turn."""
    if is_over(state):
        return None
    return state.active if state.asked is None else answerer(state)


def points(state: State) -> tuple[int, ...]:
    """Each seat's own flag points: the numbers on the flags it won."""
    return tuple(sum(map(number_of, hoist)) for hoist in state.hoists)


def scores(state: State) -> tuple[int, ...]:
    """Each seat's score: its own points, or its team's, summed, when playing in teams."""
    own = points(state)
    if not state.teams:
        return own
    team_of = {seat: team for team in TEAMS for seat in team}
    return tuple(sum(own[mate] for mate in team_of[seat]) for seat in range(state.players))


# -- legal actions --------------------------------------------------------------------
def legal_actions(state: State) -> list[Action]:
    if is_over(state):
        return []
    if state.asked is None:
        return list(_ASKS)
    matching = [_GIVES[card] for card in state.hands[answerer(state)]
                if colour_of(card) == state.asked]
    return matching or [_NONE]


def problem(state: State, action: Action) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``."""
    if is_over(state):
        return "toy/over", "The game is over: no more flags change hands."
    names, kind = SEAT_NAMES, type(action)
    asker, asked = names[state.active], names[answerer(state)]
    if kind is Ask:
        if state.asked is not None:
            return "toy/turn", f"{asked} must first answer {asker}'s call for {state.asked}."
        if action.colour not in COLOURS:
            return "toy/colour", (f"There are no {brief(action.colour)} flags; the colours "
                                  f"are {', '.join(COLOURS)}.")
        return None
    if kind not in (Give, NoFlag):
        return RULE, f"{brief(action)} is not an action of Signal flags."
    if state.asked is None:
        return "toy/turn", f"Nobody has asked for a flag yet: {asker} asks first."
    hand = state.hands[answerer(state)]
    if kind is NoFlag:
        if any(colour_of(card) == state.asked for card in hand):
            return "toy/must-give", (f"{asked} holds a {state.asked} flag, so must give one "
                                     "instead of saying none.")
        return None
    if action.card not in hand:
        return "toy/give-own", f"{asked} holds no flag {brief(action.card)}."
    if colour_of(action.card) != state.asked:
        return "toy/give-colour", (f"{asker} asked for {state.asked}: "
                                   f"{card_name(action.card)} is another colour.")
    return None


# -- effects ----------------------------------------------------------------------------
def step(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action``: the next state and what happened; ``IllegalAction`` if illegal."""
    found = problem(state, action)
    if found is not None:
        raise IllegalAction(*found)
    asker, asked = SEAT_NAMES[state.active], SEAT_NAMES[answerer(state)]
    if type(action) is Ask:
        return state._replace(asked=action.colour), (
            Event(f"{asker} asks {asked} for a {action.colour} flag."),)
    if type(action) is Give:
        return _give(state, action.card), (
            Event(f"{asked} gives {asker} {card_name(action.card)}."),)
    return _draw(state)


def _give(state: State, card: str) -> State:
    """The asked seat's flag goes face up to the asker's hoist; the turn ends."""
    hands, hoists = list(state.hands), list(state.hoists)
    giver = answerer(state)
    hands[giver] = tuple(held for held in hands[giver] if held != card)
    hoists[state.active] = (*hoists[state.active], card)
    return _end_turn(state._replace(hands=tuple(hands), hoists=tuple(hoists)))


def _draw(state: State) -> tuple[State, tuple[Event, ...]]:
    """No flag of that colour: the asker draws the pile's top card; the turn ends."""
    asker = state.active
    card, hands = state.pile[-1], list(state.hands)
    hands[asker] = sort_cards((*hands[asker], card))
    said = f"{SEAT_NAMES[answerer(state)]} has no {state.asked} flag:"
    seen = ((asker, f"{said} you draw {card_name(card)}."),
            *((mate, f"{said} {SEAT_NAMES[asker]} draws {card_name(card)}.")
              for mate in partners(state, asker)))
    event = Event(f"{said} {SEAT_NAMES[asker]} draws a card.", seen)
    return _end_turn(state._replace(hands=tuple(hands), pile=state.pile[:-1])), (event,)


def _end_turn(state: State) -> State:
    return state._replace(asked=None, active=answerer(state), turn=state.turn + 1)
