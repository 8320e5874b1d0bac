"""The 106 cards of Nautic Miles (rule nautic_miles/deck) and their one name each."""

from __future__ import annotations

from bisect import bisect

from ..core.i18n import Catalog, Text

_ = Catalog("nautic_miles")

# Convoys, by tonnage; the trawler is a false convoy (nautic_miles/trawler).
C2500, C5000, C10000, C20000, TRAWLER = "c2500", "c5000", "c10000", "c20000", "trawler"
M200, M400, M600, M1000, M2000 = "m200", "m400", "m600", "m1000", "m2000"
SUBMARINE, FRIGATE, DESTROYER, CRUISER, CARRIER = (
    "submarine", "frigate", "destroyer", "cruiser", "carrier")
AIRCRAFT, HIT_AIRCRAFT = "aircraft", "hit-aircraft"
ALERT, END_OF_ALERT = "alert", "end-of-alert"
MINE, MINESWEEPER = "mine", "minesweeper"
RADAR, STORM, CALM_SEA, NEUTRAL = "radar", "storm", "calm-sea", "neutral"

CONVOYS = (C2500, C5000, C10000, C20000, TRAWLER)
#: Each convoy's tonnage (the trawler: none).
TONS = {C2500: 2500, C5000: 5000, C10000: 10000, C20000: 20000, TRAWLER: 0}
MILES = {M200: 200, M400: 400, M600: 600, M1000: 1000, M2000: 2000}
#: A warship's strength: its silhouettes (nautic_miles/warship).
STRENGTH = {SUBMARINE: 1, FRIGATE: 2, DESTROYER: 3, CRUISER: 4, CARRIER: 5}
WARSHIPS = tuple(STRENGTH)
#: Two submarines played together (nautic_miles/submarines).
PAIR_STRENGTH = 6

#: How many of each card the rulebook lists (106: nautic_miles/deck).
COUNTS = {
    C2500: 3, C5000: 3, C10000: 4, C20000: 2, TRAWLER: 1,
    M200: 7, M400: 7, M600: 7, M1000: 8, M2000: 3,
    SUBMARINE: 4, FRIGATE: 4, DESTROYER: 4, CRUISER: 4, CARRIER: 4,
    AIRCRAFT: 4, HIT_AIRCRAFT: 4, ALERT: 10, END_OF_ALERT: 4,
    MINE: 2, MINESWEEPER: 4, RADAR: 6, STORM: 2, CALM_SEA: 4, NEUTRAL: 1,
}
DECK = tuple(card for card, count in COUNTS.items() for _n in range(count))
#: Cards in the order a hand shows them.
HAND_ORDER = tuple(COUNTS)
#: Cards played on a convoy (every card but the convoys themselves).
TARGETED = tuple(card for card in HAND_ORDER if card not in TONS)

ARRIVAL = 4000
#: The most a convoy in a storm advances with one card (nautic_miles/storm-limit).
STORM_MILES = 600

#: The one name of each card, on the board, in the log and in every sentence.
NAMES: dict[str, Text] = {
    C2500: _("2,500-ton convoy"), C5000: _("5,000-ton convoy"),
    C10000: _("10,000-ton convoy"), C20000: _("20,000-ton convoy"), TRAWLER: _("Trawler"),
    M200: _("200 miles"), M400: _("400 miles"), M600: _("600 miles"),
    M1000: _("1,000 miles"), M2000: _("2,000 miles"),
    SUBMARINE: _("Submarine"), FRIGATE: _("Frigate"), DESTROYER: _("Destroyer"),
    CRUISER: _("Cruiser"), CARRIER: _("Aircraft carrier"),
    AIRCRAFT: _("Aircraft"), HIT_AIRCRAFT: _("Hit aircraft"), ALERT: _("Alert"),
    END_OF_ALERT: _("End of alert"), MINE: _("Mine"), MINESWEEPER: _("Minesweeper"),
    RADAR: _("Radar"), STORM: _("Storm"), CALM_SEA: _("Calm sea"), NEUTRAL: _("Neutral flag"),
}
PAIR_NAME = _("Two submarines")

_RANK = {card: rank for rank, card in enumerate(HAND_ORDER)}


def sort_hand(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Cards in a fixed order: a hand shows no draw order."""
    return tuple(sorted(cards, key=_RANK.__getitem__))


def with_card(hand: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``hand`` (in hand order) with ``card`` added in its place."""
    at = bisect(hand, _RANK[card], key=_RANK.__getitem__)
    return hand[:at] + (card,) + hand[at:]


def is_card(value: object) -> bool:
    """Whether ``value`` names a card of the deck."""
    return type(value) is str and value in _RANK
