"""The tutor's helpers refuse what names nothing, with a sentence, instead of guessing."""

from __future__ import annotations

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.world.multiplayer import deal, handed_over

rule = pytest.mark.rule


@rule("fleet1715/grid")
@pytest.mark.parametrize("cell", [-1, 160, 10**9, True, "3", 2.0, None])
def test_a_cell_outside_the_grid_is_refused(cell):
    with pytest.raises(ValueError, match="numbered 0 to 159"):
        fleet1715.cell_label(cell)
    with pytest.raises(ValueError, match="numbered 0 to 159"):
        fleet1715.cell_title(cell)
    assert fleet1715.cell_label(159) != fleet1715.cell_label(0)


@rule("fleet1715/asking")
@pytest.mark.parametrize("asked", ["nope", "", None, 3, ["depth"], "Almiranta!"])
def test_a_request_for_nothing_is_refused(asked):
    hands, _pile = deal("A", 3, seed=1)
    with pytest.raises(ValueError, match="asks for a category"):
        handed_over(hands[0], asked)
    with pytest.raises(ValueError, match="asks for a category"):
        handed_over([], asked)


@rule("fleet1715/asking")
def test_requests_by_category_key_label_and_the_rulebooks_words():
    cards = fleet1715.scenario("A").cards
    for asked in ("depth", "site of wreck", "almiranta", "Almiranta", "ship name"):
        assert handed_over(cards, asked), asked


@rule("fleet1715/grid")
def test_a_cell_of_elements_that_meet_in_no_cell_is_refused_by_their_names():
    with pytest.raises(ValueError, match="No cell joins Pelican Island and Pelican Island"):
        fleet1715.cell(1, 1)
    for bad in ((True, 2), (0, "x"), (-1, 5), (0, 20)):
        with pytest.raises(ValueError, match="An element is a number from 0 to 19"):
            fleet1715.cell(*bad)
