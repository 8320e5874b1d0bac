"""The course of the game: whose turn is next, the end of a round and its face-up card,
and the reveal once every slip is in.

Rule ids (``fleet1715_table/...``) match ``docs/rules/fleet1715.md``.
"""

from __future__ import annotations

from functools import cache

from ...core import Event
from ...core.i18n import Catalog, Text
from ..world.data import CATEGORY_KEYS, CATEGORY_WORDS, element, label
from ..world.deck import card
from .state import ASK, OVER, State

_ = Catalog("fleet1715")


@cache
def player(seat: int) -> Text:
    """A seat's name as the log says it."""
    return _("Player {number}", number=seat + 1)


def subject_words(subject: str) -> Text | str:
    """What a request names, as a person reads it: a category's name or an element's."""
    if subject in CATEGORY_KEYS:
        return CATEGORY_WORDS[CATEGORY_KEYS.index(subject)]
    return label(element(subject))


def words_of(key: str) -> Text | str:
    """An element's key as a person reads it (a mission card, a line of a slip)."""
    return label(element(key))


def slip_words(wreck: tuple[str | None, ...]) -> str:
    """A slip's lines as a person reads them, in the language of the moment."""
    return ", ".join("…" if key is None else str(words_of(key)) for key in wreck)


def answerers(players: int, asker: int) -> tuple[int, ...]:
    """fleet1715_table/answer: the seats asked in order: the asker's left neighbour, then
    clockwise round the table (passive players too)."""
    return tuple((asker + step) % players for step in range(1, players))


def next_active(state: State, seat: int) -> int | None:
    """The first seat clockwise after ``seat`` that has not handed in its slip (``seat``
    itself last), or ``None`` when every seat has (fleet1715_table/passive)."""
    count = state.players
    for step in range(1, count + 1):
        other = (seat + step) % count
        if not state.passive(other):
            return other
    return None


def end_turn(state: State, events: list[Event] | None) -> State:
    """The active player's turn is over: the next active player clockwise takes the turn;
    when the turn passes the start player (seat 0) a round has ended and the top card of
    the draw pile is turned face up (fleet1715_table/face-up); when every slip is in, the
    slips are revealed (fleet1715_table/reveal)."""
    state = state._replace(failed=0, asked=None, giver=None, phase=ASK)
    following = next_active(state, state.turn)
    if following is None:
        if events is not None:
            events.append(Event(_("Every slip is in: the slips are turned over.")))
        return state._replace(phase=OVER)
    if following <= state.turn:  # seat 0 starts each round: the turn went round the table
        state = state._replace(round=state.round + 1)
        if state.pile:
            top = state.pile[-1]
            state = state._replace(pile=state.pile[:-1], face_up=state.face_up + (top,))
            if events is not None:
                events.append(Event(_("End of the round: card {number} is turned face up: "
                                      "“{clue}”", number=top, clue=card(top).clue.words)))
    return state._replace(turn=following)
