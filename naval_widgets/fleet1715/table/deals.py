"""Deals one seat cannot tell apart from what it has seen, built from its view alone.

The scenario's clue cards the seat has not in hand and not face up lie in the other hands
and the draw pile, in the sizes the view shows. What the public record tells: a card the
seat handed over is in another hand (not the pile), and a request of its own that nobody
could answer leaves the others no card of that kind, save the cards it handed over since
(fleet1715_table/answer).
"""

from __future__ import annotations

import random
from typing import Any

from ..world.deck import scenario
from .rules import MATCHES

Deal = tuple[tuple[int, ...], ...]


def unseen(view: dict[str, Any]) -> list[int]:
    """The scenario's cards the view's seat holds no copy of and sees no face up: sorted."""
    seen = {entry["number"] for part in ("hand", "face_up") for entry in view[part]}
    return sorted(found.number for found in scenario(view["scenario"]).cards
                  if found.number not in seen)


def pile_only(view: dict[str, Any]) -> set[int]:
    """The unseen cards that can only be in the draw pile: those fitting a request of the
    seat's own that nobody could answer, unless the seat handed them over since."""
    seat, barred = view["seat"], set()
    for entry in view["record"]:
        if entry["asker"] == seat and entry["giver"] is None:
            barred |= MATCHES[entry["subject"]]
        elif entry["giver"] == seat:
            barred.discard(entry["card"])
    return barred


def sample_deal(view: dict[str, Any], rng: random.Random) -> Deal:
    """The other hands (the seat's own left empty) in one deal consistent with ``view``:
    each place in another hand takes a card the seat handed over first, then any card that
    may be in a hand; what is left is the draw pile."""
    seat = view["seat"]
    barred, cards = pile_only(view), unseen(view)
    given = {entry["number"] for entry in view["given"]}.intersection(cards) - barred
    loose = [number for number in cards if number not in barred and number not in given]
    rng.shuffle(loose)
    places = [other for other, size in enumerate(view["hand_sizes"]) if other != seat
              for _ in range(size)]
    rng.shuffle(places)
    hands: list[list[int]] = [[] for _ in view["hand_sizes"]]
    for other, number in zip(places, [*sorted(given), *loose], strict=False):
        hands[other].append(number)
    return tuple(tuple(hand) for hand in hands)
