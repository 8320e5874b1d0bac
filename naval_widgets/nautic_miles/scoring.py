"""Points (Article 11), in half points so that 2.5 is the whole number 5.

``CONVOY_POINTS`` and ``CAPTURE_POINTS`` are the rulebook's tables doubled
(nautic_miles/convoy-points, nautic_miles/capture-points), ``TABLES`` each variant's
convoy table (nautic_miles/zero-miles); ``round_points`` is what a
side has scored in the round so far (nautic_miles/forty-points), and ``round_score``
the round's result with its bonuses (nautic_miles/round-winner,
nautic_miles/slowness-bonus).
"""

from __future__ import annotations

from .cards import ARRIVAL, C2500, C5000, C10000, C20000, TRAWLER
from .state import EN, JA, Side, State

#: Tonnages in the tables' column order.
COLUMNS = (C2500, C5000, C10000, C20000)
#: Each distance band's lowest distance: 0, 200-1,000, 1,200-2,000, 2,200-3,000,
#: 3,200-3,800, and arrived (4,000 or more).
BANDS = (0, 200, 1200, 2200, 3200, ARRIVAL)
#: The convoy table (half points): a band's figure is the convoy's whole value there.
CONVOY_POINTS = {
    C2500: (0, 1, 2, 3, 4, 5),
    C5000: (0, 2, 4, 6, 8, 10),
    C10000: (2, 4, 8, 12, 16, 20),
    C20000: (4, 8, 16, 24, 32, 40),
    TRAWLER: (0,) * len(BANDS),
}
#: The Japanese convoy table: it has no 0-mile row, so a convoy that has not sailed
#: scores nothing (nautic_miles/zero-miles); its other rows are the English ones.
JAPANESE_POINTS = {card: (0, *points[1:]) for card, points in CONVOY_POINTS.items()}
#: Each variant's convoy table.
TABLES = {EN: CONVOY_POINTS, JA: JAPANESE_POINTS}
#: A captured convoy (half points), doubled if detected.
CAPTURE_POINTS = {C2500: 5, C5000: 10, C10000: 20, C20000: 40, TRAWLER: 0}
ROUND_BONUS = 20
SLOWNESS_BONUS = 14


def band(distance: int) -> int:
    """The row of the convoy table for ``distance`` miles."""
    row = 0
    for number, lowest in enumerate(BANDS):
        if distance >= lowest:
            row = number
    return row


def convoy_points(card: str, distance: int, detected: bool, variant: str = EN) -> int:
    """A convoy's value at ``distance`` (half points) in ``variant``'s table, doubled if
    detected."""
    return TABLES[variant][card][band(distance)] * (2 if detected else 1)


def capture_points(card: str, detected: bool) -> int:
    return CAPTURE_POINTS[card] * (2 if detected else 1)


def in_port(side: Side) -> bool:
    """Whether a real convoy of ``side`` has arrived (the trawler is none)."""
    return bool(side.port) and any(arrived.card != TRAWLER for arrived in side.port)


def round_points(side: Side, variant: str) -> int:
    """The side's convoy and capture points in the round so far under ``variant``'s
    table (0 without a convoy in port: nautic_miles/round-end)."""
    if not in_port(side):
        return 0
    return (sum(convoy_points(convoy.card, convoy.distance, convoy.radar, variant)
                for convoy in side.line)
            + sum(convoy_points(arrived.card, ARRIVAL, arrived.radar, variant)
                  for arrived in side.port)
            + sum(capture_points(captured.card, captured.radar)
                  for captured in side.captures))


def slowness_bonus(side: Side, variant: str) -> int:
    """English: +7 once if no arrived convoy carried a card above 600; Japanese: +7 for each
    arrived convoy that carried none (nautic_miles/slowness-bonus)."""
    arrived = [convoy for convoy in side.port if convoy.card != TRAWLER]
    if variant == JA:
        return SLOWNESS_BONUS * sum(convoy.slow for convoy in arrived)
    return SLOWNESS_BONUS if arrived and all(convoy.slow for convoy in arrived) else 0


def round_score(state: State) -> tuple[tuple[int, ...], bool]:
    """Each side's points for the round just ended, bonuses included, and whether the
    round is cancelled (no convoy in port: nautic_miles/cancelled-round)."""
    scoring = [in_port(side) for side in state.sides]
    if not any(scoring):
        return (0,) * len(state.sides), True
    points = [round_points(side, state.variant) for side in state.sides]
    top = max(points[number] for number, scores in enumerate(scoring) if scores)
    return tuple(
        points[number] + (ROUND_BONUS if points[number] == top else 0)
        + slowness_bonus(side, state.variant)
        if scoring[number] else 0
        for number, side in enumerate(state.sides)), False


def as_points(half_points: int) -> str:
    """Half points as the rulebook writes points: 5 is "2.5", 20 is "10"."""
    return f"{half_points // 2}.5" if half_points % 2 else str(half_points // 2)
