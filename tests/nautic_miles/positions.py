"""Hand-built Nautic Miles positions for rule tests."""

from __future__ import annotations

from naval_widgets.nautic_miles.cards import sort_hand
from naval_widgets.nautic_miles.state import Battle, Convoy, Side, State, side_count

__all__ = ["Battle", "Convoy", "position"]


def position(hand=(), lines=None, players=2, teams=False, variant="en", to_move=0,
             hands=None, draw=None, **changes) -> State:
    """``to_move`` holds ``hand``; every other seat six 200-mile cards; ``lines`` maps a
    side to its convoys; the draw pile holds thirty 200-mile cards unless given."""
    all_hands = [("m200",) * 6] * players
    for seat, cards in (hands or {}).items():
        all_hands[seat] = cards
    all_hands[to_move] = tuple(hand)
    count = side_count(players, teams)
    sides = tuple(Side(line=tuple((lines or {}).get(side, ()))) for side in range(count))
    state = State(variant=variant, seed=0, players=players, teams=teams,
                  hands=tuple(sort_hand(cards) for cards in all_hands),
                  draw=("m200",) * 30 if draw is None else tuple(draw), discard=(),
                  sides=sides, to_move=to_move, dealer=players - 1, totals=(0,) * count)
    return state._replace(**changes)
