"""The scoring tables, cell by cell against the rulebook (Article 11) and the Japanese
summary (seed 001), in the engine's half points."""

from __future__ import annotations

import pytest

from naval_widgets.nautic_miles.scoring import (
    CAPTURE_POINTS,
    COLUMNS,
    ROUND_BONUS,
    SLOWNESS_BONUS,
    as_points,
    band,
    capture_points,
    convoy_points,
)

rule = pytest.mark.rule

#: Article 11's convoy table as printed (2,500 / 5,000 / 10,000 / 20,000 tons), each row
#: with a distance of its band; the English table stops at 3,800.
ENGLISH = {
    0: (0, 0, 1, 2),
    (200, 1000): (0.5, 1, 2, 4),
    (1200, 2000): (1, 2, 4, 8),
    (2200, 3000): (1.5, 3, 6, 12),
    (3200, 3800): (2, 4, 8, 16),
}
#: The Japanese table as printed: no 0 row, a 4,000+ row, and 9 where English has 12.
JAPANESE = {
    (200, 1000): (0.5, 1, 2, 4),
    (1200, 2000): (1, 2, 4, 8),
    (2200, 3000): (1.5, 3, 6, 9),
    (3200, 3800): (2, 4, 8, 16),
    (4000, 6000): (2.5, 5, 10, 20),
}
CAPTURES = (2.5, 5, 10, 20)


def distances(band_key):
    if band_key == 0:
        return [0]
    low, high = band_key
    return list(range(low, high + 1, 200))


@rule("nautic_miles/convoy-points")
@pytest.mark.parametrize("row", list(ENGLISH))
def test_every_cell_of_the_english_convoy_table(row):
    for distance in distances(row):
        for column, points in zip(COLUMNS, ENGLISH[row], strict=True):
            assert convoy_points(column, distance, False) == 2 * points, (row, column)
            assert convoy_points(column, distance, True) == 4 * points, "detected: doubled"


@rule("nautic_miles/convoy-points")
@pytest.mark.parametrize("row", list(JAPANESE))
def test_every_cell_of_the_japanese_convoy_table_but_its_misprint(row):
    for distance in distances(row):
        for column, points in zip(COLUMNS, JAPANESE[row], strict=True):
            if (row, column) == ((2200, 3000), "c20000"):
                assert points == 9 and convoy_points(column, distance, False, "ja") == 2 * 12
                continue
            assert convoy_points(column, distance, False, "ja") == 2 * points, (row, column)
            assert convoy_points(column, distance, True, "ja") == 4 * points, "doubled"


@rule("nautic_miles/zero-miles")
def test_the_japanese_table_has_no_0_mile_row_and_the_english_one_has():
    for column, points in zip(COLUMNS, ENGLISH[0], strict=True):
        assert convoy_points(column, 0, False, "ja") == convoy_points(column, 0, True, "ja") == 0
        assert convoy_points(column, 0, False, "en") == 2 * points


@rule("nautic_miles/convoy-points")
def test_a_detected_5000_ton_convoy_counts_double_not_as_10000_tons_at_0_miles():
    """The rulebook's example ("a 5,000-ton convoy counts as 10,000 tons") holds in every
    row but the 0-mile one, where doubling 0 gives 0 and 10,000 t gives 1."""
    for distance in (200, 1200, 2200, 3200, 4000):
        assert convoy_points("c5000", distance, True) == convoy_points("c10000", distance, False)
    assert convoy_points("c5000", 0, True) == 0 != convoy_points("c10000", 0, False)


@rule("nautic_miles/convoy-points")
def test_the_bands_and_the_trawler():
    assert [band(d) for d in (0, 200, 1000, 1200, 2000, 2200, 3000, 3200, 3800, 4000, 9000)] \
        == [0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]
    assert all(convoy_points("trawler", d, True) == 0 for d in range(0, 6001, 200))


@rule("nautic_miles/capture-points")
def test_every_cell_of_the_capture_table():
    for column, points in zip(COLUMNS, CAPTURES, strict=True):
        assert CAPTURE_POINTS[column] == capture_points(column, False) == 2 * points
        assert capture_points(column, True) == 4 * points
        assert convoy_points(column, 4000, False) == 2 * points, "arrived: the 4,000+ row"


@rule("nautic_miles/round-winner")
def test_the_bonuses_and_how_points_are_written():
    assert ROUND_BONUS == 2 * 10 and SLOWNESS_BONUS == 2 * 7
    assert [as_points(half) for half in (0, 1, 5, 20, 401)] == ["0", "0.5", "2.5", "10",
                                                               "200.5"]
