"""The state of Signal flags: immutable tuples, changed only by the rules.

The deck is 24 flag cards, four colours numbered 1 to 6 (``"red3"``). Chance
lives in the state: the seed alone decides the deal, and no card is shuffled
after it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import NamedTuple

from naval_widgets.core import Setup
from naval_widgets.core.chance import shuffle

COLOURS = ("red", "blue", "yellow", "green")
NUMBERS = range(1, 7)
DECK = tuple(f"{colour}{number}" for colour in COLOURS for number in NUMBERS)
HAND_SIZE = 4
#: Each seat asks this many times; the game ends sooner if the draw pile runs out.
ROUNDS = 4
SEAT_NAMES = ("North", "East", "South", "West")
#: The partnerships when four play in teams: North and South, East and West.
TEAMS = ((0, 2), (1, 3))
VARIANTS = ("standard",)

_ORDER = {card: place for place, card in enumerate(DECK)}
_COLOUR = {card: colour for colour in COLOURS for card in DECK if card.startswith(colour)}


def colour_of(card: str) -> str | None:
    """The colour of a flag card (``None`` for a name that is no card)."""
    return _COLOUR.get(card)


def number_of(card: str) -> int:
    """The number on a flag card of the deck."""
    return int(card[len(_COLOUR[card]):])


def card_name(card: str) -> str:
    """A card as a sentence says it: ``"red 3"``."""
    return f"{_COLOUR[card]} {number_of(card)}"


def sort_cards(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in deck order, so that equal hands are equal tuples."""
    return tuple(sorted(cards, key=_ORDER.__getitem__))


class State(NamedTuple):
    seed: int
    players: int
    teams: bool
    hands: tuple[tuple[str, ...], ...]    # each seat's hand, in deck order
    pile: tuple[str, ...]                 # the face-down draw pile, top last
    hoists: tuple[tuple[str, ...], ...]   # the flags each seat has won, face up
    active: int = 0                       # the seat whose turn it is: it asks
    asked: str | None = None              # the colour asked, while the next seat answers
    turn: int = 1


def partners(state: State, seat: int | None) -> tuple[int, ...]:
    """The other seats of ``seat``'s team (none unless four play in teams)."""
    if not state.teams or seat is None:
        return ()
    return tuple(other for team in TEAMS if seat in team for other in team if other != seat)


def sees_hand(state: State, seat: int | None, owner: int) -> bool:
    """Whether ``seat`` sees ``owner``'s hand: its own, or its partner's."""
    return seat == owner or owner in partners(state, seat)


def deal(seed: int, setup: Setup) -> State:
    """Each seat gets four cards; the rest is the draw pile."""
    deck = list(DECK)
    shuffle(random.Random(f"toy/{seed}"), deck)
    players = setup.players
    hands = tuple(sort_cards(deck[HAND_SIZE * seat:HAND_SIZE * (seat + 1)])
                  for seat in range(players))
    return State(seed=seed, players=players, teams=setup.option("teams"), hands=hands,
                 pile=tuple(deck[HAND_SIZE * players:]), hoists=((),) * players)
