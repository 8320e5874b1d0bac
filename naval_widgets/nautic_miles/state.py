"""The Nautic Miles state: immutable values, each action making the next one.

A *side* owns a line of convoys, a port and a capture pile: each player alone, or each
team of two (nautic_miles/teams; who plays for which side is ``seating``). Chance lives
in the state: each round's deck is shuffled from the seed and the round's number
(``core.chance.shuffled``).
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import Setup
from ..core.chance import shuffled
from .cards import DECK, sort_hand
from .seating import side_count

EN, JA = "en", "ja"
VARIANTS = (EN, JA)
#: Cards dealt to each player (nautic_miles/deal).
HAND_SIZE = {EN: 6, JA: 5}
#: Convoys a side may have sailing at once (nautic_miles/convoy-line; None: no limit).
LINE_LIMIT = {EN: None, JA: 3}
#: A battle's leader: the side whose warship stands, or a tie (nautic_miles/battle-tie).
ATTACK, DEFENCE, TIE = "attack", "defence", "tie"
#: Points are kept in half points (2.5 points is 5): the game is won at 200 points.
GOAL = 400
#: How long a game lasts: rounds until a side has 200 points, or one round only
#: (nautic_miles/game-end).
GAME_LENGTH, ROUND_LENGTH = "game", "round"
LENGTHS = (GAME_LENGTH, ROUND_LENGTH)
#: A round ends (in English) when a side's points reach 40 (nautic_miles/forty-points).
ROUND_LIMIT = 80


class Battle(NamedTuple):
    """A naval battle beside a convoy (nautic_miles/battle)."""

    cards: tuple[str, ...]   # every warship played in it, in order
    standing: int            # the strength to answer with equal or greater
    leader: str              # ATTACK, DEFENCE or TIE
    placer: int | None       # the seat whose warship stands (None in a tie)


class Convoy(NamedTuple):
    """A convoy in a line, face down, with the cards placed beside it."""

    card: str
    miles: tuple[str, ...] = ()
    distance: int = 0
    radar: bool = False
    alert: int | None = None     # the seat that placed the alert
    armed: bool = True           # the alert allows warships (Japanese: after a full round)
    storm: bool = False
    neutral: bool = False
    battle: Battle | None = None
    aircraft: int | None = None  # the seat that placed the first aircraft
    mine: int | None = None      # the seat that placed the mine
    #: The seat whose aircraft this convoy shot down last (nautic_miles/further-aircraft).
    shot_down: int | None = None


class Arrived(NamedTuple):
    """A convoy in port, face up (nautic_miles/arrival)."""

    card: str
    radar: bool
    slow: bool  # it never carried a miles card above 600 (nautic_miles/slowness-bonus)


class Captured(NamedTuple):
    """A convoy a side destroyed (nautic_miles/destroyed)."""

    card: str
    radar: bool


class Side(NamedTuple):
    line: tuple[Convoy, ...] = ()
    port: tuple[Arrived, ...] = ()
    captures: tuple[Captured, ...] = ()


class RoundScore(NamedTuple):
    """How a round ended: each side's points in it (half points), bonuses included."""

    number: int
    points: tuple[int, ...]
    cancelled: bool


class State(NamedTuple):
    """The whole table at one moment: an immutable value, its fields read by name.

    The rules make the next state with ``_replace``; the values a state holds (hands,
    piles, sides, convoys) are immutable too, shared with the next state where unchanged.
    """

    variant: str
    seed: int
    players: int
    teams: bool
    hands: tuple[tuple[str, ...], ...]   # each seat's hand, in hand order
    draw: tuple[str, ...]                # the draw pile, top last
    discard: tuple[str, ...]             # the discard pile, face up, top last
    sides: tuple[Side, ...]              # in side order (``seating``)
    to_move: int
    dealer: int
    round: int = 1
    totals: tuple[int, ...] = ()         # each side's points over the rounds (half points)
    rounds: tuple[RoundScore, ...] = ()
    over: bool = False
    length: str = GAME_LENGTH
    #: The seats that played beside a convoy since their turn last began: only they can
    #: have a card waiting to resolve as their turn starts (nautic_miles/one-full-turn).
    #: None: not known (a position set by hand), so every seat's cards are looked at.
    waiting: frozenset[int] | None = None


def deal_round(seed: int, variant: str, players: int, dealer: int,
               number: int) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """The hands and draw pile of round ``number``: the whole deck shuffled, one card at a
    time to each player from the dealer's left (nautic_miles/deal)."""
    deck = shuffled(DECK, f"nautic_miles/{seed}/round/{number}")
    size = HAND_SIZE[variant]
    hands: list[list[str]] = [[] for _seat in range(players)]
    for count in range(size * players):
        hands[(dealer + 1 + count) % players].append(deck.pop())
    return tuple(sort_hand(hand) for hand in hands), tuple(deck)


def deal(seed: int, setup: Setup) -> State:
    """Round 1 as dealt, before its first turn starts (``rules.start``): the last seat
    deals, so Player 1, on the dealer's left, plays first."""
    players, teams = setup.players, setup.option("teams")
    dealer = players - 1
    hands, draw = deal_round(seed, setup.variant, players, dealer, 1)
    count = side_count(players, teams)
    return State(variant=setup.variant, seed=seed, players=players, teams=teams, hands=hands,
                 draw=draw, discard=(), sides=(Side(),) * count, to_move=dealer,
                 dealer=dealer, totals=(0,) * count, length=setup.option("length"),
                 waiting=frozenset())
