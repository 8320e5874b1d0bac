"""What one seat may see (the one gate for hidden information), and resampling.

Secrets: the hands a seat does not see (every hand but its own and, in teams,
its partner's) and the draw pile. The flags won lie face up.
"""

from __future__ import annotations

import random
from typing import Any

from .rules import points, scores, to_move
from .state import COLOURS, ROUNDS, SEAT_NAMES, State, colour_of, partners, sees_hand, sort_cards


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all that ``seat`` may know (``None``: a spectator)."""
    own, score = points(state), scores(state)
    return {
        "game": "toy",
        "seat": seat,
        "players": state.players,
        "teams": state.teams,
        "partners": list(partners(state, seat)),
        "turn": state.turn,
        "last_turn": ROUNDS * state.players,
        "active": state.active,
        "to_move": to_move(state),
        "asked": state.asked,
        "pile": len(state.pile),
        "seats": [{"name": SEAT_NAMES[owner],
                   "hand": list(hand) if sees_hand(state, seat, owner) else None,
                   "hand_size": len(hand),
                   "hoist": list(state.hoists[owner]),
                   "points": own[owner],
                   "score": score[owner]}
                  for owner, hand in enumerate(state.hands)],
    }


def _unseen(state: State, seat: int | None) -> list[int]:
    return [owner for owner in range(state.players) if not sees_hand(state, seat, owner)]


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``: the hands it does not see and the
    pile dealt anew from their cards, each hand keeping its size.

    What earlier answers hinted ("East had no red") is not kept: the view does
    not show it, and the check is that no view changes.
    """
    unseen = _unseen(state, seat)
    pool = [card for owner in unseen for card in state.hands[owner]] + list(state.pile)
    rng.shuffle(pool)
    hands = list(state.hands)
    for owner in unseen:
        size = len(hands[owner])
        hands[owner], pool = sort_cards(pool[:size]), pool[size:]
    return state._replace(hands=tuple(hands), pile=tuple(pool))


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may not know: the hands it does not see, the draw pile."""
    return {"hands out of sight": tuple(state.hands[owner] for owner in _unseen(state, seat)),
            "the draw pile": state.pile}


def card_counts(state: State) -> list[int]:
    """Flags of each colour in every zone (hands, pile, hoists): six of each, always."""
    counts = dict.fromkeys(COLOURS, 0)
    for zone in (*state.hands, state.pile, *state.hoists):
        for card in zone:
            counts[colour_of(card)] += 1
    return list(counts.values())
