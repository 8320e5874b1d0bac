"""Who takes each domain card, the domains' tallies, and when a domain is won.

A domain's six cards are worth 5 stars in all (4 x 1 + 2 - 1), an odd number: once
every card is taken one player has more, so a domain is never tied at the end
(nautilus/domain).
"""

from __future__ import annotations

from .cards import DOMAIN_CARDS, DOMAINS, STARS, beats, domain_of, stars_of
from .state import Board, Pair, Scored

Tallies = tuple[tuple[int, ...], tuple[int, ...]]


def capture(table: tuple[int, ...], sides: Board) -> tuple[Scored, ...]:
    """nautilus/capture: each domain card to the seat on whose side the winning diver
    stands (two divers are never equal: every value is on one card only)."""
    return tuple(Scored(card=card, divers=(mine, theirs), taker=0 if beats(mine, theirs) else 1)
                 for card, mine, theirs in zip(table, sides[0], sides[1], strict=True))


#: Each domain card's domain and stars, by card number (``domain_of``, ``stars_of``).
CARD_DOMAINS = tuple(domain_of(card) for card in DOMAIN_CARDS)
CARD_STARS = tuple(stars_of(card) for card in DOMAIN_CARDS)
#: The stars a domain's cards swing between the players: each card's stars, ink blot included.
SWING = sum(abs(stars) for stars in STARS)


def tallies(won: Pair) -> Tallies:
    """Each seat's stars in each domain."""
    counts = ([0] * len(DOMAINS), [0] * len(DOMAINS))
    for seat, cards in enumerate(won):
        row = counts[seat]
        for card in cards:
            row[CARD_DOMAINS[card]] += CARD_STARS[card]
    return tuple(counts[0]), tuple(counts[1])


def to_come(won: Pair) -> tuple[tuple[int, ...], ...]:
    """The stars of each domain's cards nobody has taken yet."""
    taken = set(won[0]) | set(won[1])
    left: list[list[int]] = [[] for _domain in DOMAINS]
    for card in DOMAIN_CARDS:
        if card not in taken:
            left[domain_of(card)].append(stars_of(card))
    return tuple(tuple(stars) for stars in left)


def clinched(won: Pair) -> tuple[int | None, ...]:
    """nautilus/clinch: each domain's winner as soon as the other can no longer catch
    up, whoever takes the cards still to come; ``None`` while either can still win it.

    The worst case for the leader is to take every ink blot still to come while the
    other takes every star: the lead shrinks by the stars of every card still to come
    (an ink blot's counted once), and the leader has it won if even then it stays ahead."""
    lead = [0] * len(DOMAINS)  # seat 0's stars minus seat 1's
    left = [SWING] * len(DOMAINS)
    for seat, cards in enumerate(won):
        for card in cards:
            domain, stars = CARD_DOMAINS[card], CARD_STARS[card]
            lead[domain] += stars if seat == 0 else -stars
            left[domain] -= abs(stars)
    return tuple(0 if lead[domain] > left[domain] else 1 if -lead[domain] > left[domain]
                 else None for domain in range(len(DOMAINS)))


def domains_won(won: Pair) -> tuple[int, int]:
    """How many domains each seat has won for certain."""
    marks = clinched(won)
    return marks.count(0), marks.count(1)
