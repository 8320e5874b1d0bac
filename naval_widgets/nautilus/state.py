"""The Nautilus state: one immutable named tuple, changed only by the rules, and the
deal that sets each round up.

Seats are 0 and 1; side ``s`` of the submarine is seat ``s``'s side, and its places
0 to 4 face the five domain cards of the round (``table``). A place holds a diver's
value (the Kraken 15, the Fishbone 0) or ``None``. Chance lives in the state: the domain
cards' order is kept (``domain_pile``), and each round's divers, each half's special
cards and the Harpoon's draw are shuffled from ``seed`` (``core.chance.shuffled``).
"""

from __future__ import annotations

from typing import NamedTuple

from ..core import Setup
from ..core.chance import shuffled
from .cards import DIVERS, DOMAIN_CARDS, SPECIALS

KEEP, BEFORE, SCOOTING, HARPOONING = "keep", "pre-round", "scooter", "harpoon"
PLACE, MOVE, OVER = "place", "move", "over"
PHASES = (KEEP, BEFORE, SCOOTING, HARPOONING, PLACE, MOVE, OVER)
#: At most six rounds (nautilus/game-end); the specials are reshuffled after round 3.
ROUNDS, HALF = 6, 3
HAND = 5
#: Domains a player needs (nautilus/game-end).
TO_WIN = 3

Place = tuple[int, int]  # (side, place)
#: The log's events an action adds to, or ``None`` when nobody reads them (``rules.apply``).
Log = list | None
Board = tuple[tuple[int | None, ...], tuple[int | None, ...]]
Pair = tuple[tuple[int, ...], tuple[int, ...]]
EMPTY: Board = ((None,) * 5, (None,) * 5)


class Scored(NamedTuple):
    """One domain card of a round just scored: who stood on each side, who took it."""

    card: int
    divers: tuple[int, int]
    taker: int


class State(NamedTuple):
    seed: int                     # future chance (each round's divers...)
    show_score: bool              # running tallies and "won" markers shown (nautilus/show-score)
    round: int
    first: int                    # the seat that starts this round (nautilus/first-player)
    phase: str
    to_move: int
    table: tuple[int, ...]        # this round's five domain cards, place by place
    domain_pile: tuple[int, ...]  # domain cards still to come, next last
    hands: Pair                   # each seat's divers, sorted
    diver_pile: tuple[int, ...]   # the divers nobody drew this round, sorted
    specials: tuple[str | None, str | None]  # each seat's special card, until played
    special_pile: tuple[str, ...]  # this half's special cards still to come, next last
    spent: tuple[str, ...]        # this half's special cards discarded, face up
    offer: tuple[str, ...]        # the two specials the first player drew (phase KEEP)
    drawn: tuple[int, ...]        # the two divers of the Underwater scooter (phase SCOOTING)
    taken: int | None             # the diver the Harpoon took (phase HARPOONING)
    played: tuple[tuple[int, str], ...]  # (seat, special) played before placement
    sides: Board
    anchor: Place | None          # the anchored place (nautilus/anchor)
    mover: Place | None           # the 6, 7, 8 or 9 whose move is due (phase MOVE)
    won: Pair                     # the domain cards each seat took
    seen: Pair                    # divers of the other's hand each seat knows (Eye, Harpoon)
    seen_special: tuple[bool, bool]  # whether each seat knows the other's special card
    pile_seen: Pair               # divers each seat knows are in the pile (Scooter)
    last: tuple[Scored, ...] = ()  # the last round scored, place by place
    winner: int | None = None


def other(seat: int) -> int:
    return 1 - seat


def deal(seed: int, setup: Setup) -> State:
    """The domain cards shuffled from the seed, then round 1 dealt (``start_round``)."""
    state = State(
        seed=seed, show_score=setup.option("show_score"), round=0, first=1, phase=KEEP,
        to_move=0, table=(), domain_pile=tuple(shuffled(DOMAIN_CARDS, f"nautilus/{seed}/domains")),
        hands=((), ()), diver_pile=(), specials=(None, None), special_pile=(), spent=(),
        offer=(), drawn=(), taken=None, played=(), sides=EMPTY, anchor=None, mover=None,
        won=((), ()), seen=((), ()), seen_special=(False, False), pile_seen=((), ()))
    return start_round(state)


def start_round(state: State) -> State:
    """nautilus/deal: five domain cards along the submarine; five divers each, the
    rest face down; the first player draws two special cards (nautilus/keep), from
    the six shuffled anew for rounds 1 and 4 (nautilus/special-pile).
    nautilus/first-player: Player 1 starts the odd rounds, Player 2 the even ones."""
    number = state.round + 1
    first = (number - 1) % 2
    divers = shuffled(DIVERS, f"nautilus/{state.seed}/divers/{number}")
    hands = [(), ()]
    hands[first] = tuple(sorted(divers[:HAND]))
    hands[other(first)] = tuple(sorted(divers[HAND:2 * HAND]))
    pile, spent = state.special_pile, state.spent
    if number % HALF == 1:
        pile = tuple(shuffled(SPECIALS, f"nautilus/{state.seed}/specials/{number}"))
        spent = ()
    return state._replace(
        round=number, first=first, phase=KEEP, to_move=first,
        table=state.domain_pile[-5:], domain_pile=state.domain_pile[:-5],
        hands=(hands[0], hands[1]), diver_pile=tuple(sorted(divers[2 * HAND:])),
        specials=(None, None), special_pile=pile[:-2], spent=spent, offer=pile[-2:],
        drawn=(), taken=None, played=(), sides=EMPTY, anchor=None, mover=None,
        seen=((), ()), seen_special=(False, False), pile_seen=((), ()))
