"""The tutor's helpers refuse what names nothing, with a sentence, instead of guessing."""

from __future__ import annotations

import random
import re

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.world.multiplayer import deal, handed_over

from ..traits import send

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


# -- no message names the engine's own numbering ------------------------------------------

#: Internal numbering in words: a cell, an element or a site by its index ("elements 1
#: and 1", "the mark at 5", "cell 17", "site 2", "step 0").
INTERNAL = re.compile(r"\b(?:elements?|cells?|sites?|ids?|index|step|mark at|at)\s+-?\d+"
                      r"(?!\s*(?:ft|of|to|\.\d))\b|\belements? \d+ and \d+")


def test_the_pattern_finds_internal_numbers_and_spares_words_a_student_reads():
    for internal in ("No cell joins elements 1 and 1.", "The mark at 37 must be blank",
                     "cell 17 is wrong", "site 2", "the element 4"):
        assert INTERNAL.search(internal), internal
    for fine in ("Your no at 22 ft / silver", "clue 3 says", "numbered 0 to 159",
                 "lies deeper than 16 ft", "3 of your 5 marks are wrong", "step 2 of 9"):
        assert not INTERNAL.search(fine), fine


def refusals(calls):
    """The message of each call's refusal (each must be refused with a ValueError)."""
    found = []
    for call in calls:
        with pytest.raises(ValueError) as err:
            call()
        found.append(str(err.value))
    return found


def sampled_grids(truth, cells, rng, count):
    """Grids of a few marks on ``cells``, some of them wrong."""
    for _ in range(count):
        grid = [None] * 160
        for c in rng.sample(cells, rng.randint(1, 6)):
            grid[c] = truth[c] if rng.random() < 0.6 else not truth[c]
        yield grid


@rule("fleet1715/grid")
@pytest.mark.slow
def test_no_check_or_hint_message_names_internal_numbers():
    rng = random.Random(11)
    said = []
    for letter in "AFK":
        clues = fleet1715.scenario(letter).clues
        truth = fleet1715.scenario(letter).solution.grid()
        for grid in sampled_grids(truth, list(range(160)), rng, 6):
            said += [m.text for m in fleet1715.check(clues, grid)]
            said += [fleet1715.hint(clues, grid, level).text for level in (1, 2, 3)]
    for name in fleet1715.TINY:
        widget = fleet1715.board(name)
        truth = fleet1715.TINY[name].solution.grid()
        for grid in sampled_grids(truth, list(fleet1715.TINY[name].cells), rng, 4):
            for c, value in enumerate(grid):
                if value is not None:
                    send(widget, "mark", cell=c, value="yes" if value else "no")
            send(widget, "check")
            said += [widget.tutor["text"], *(m["text"] for m in widget.tutor["mistakes"])]
            send(widget, "hint", level=3)
            said.append(widget.tutor["text"])
            send(widget, "new_game")
    assert len(said) > 100
    assert [text for text in said if INTERNAL.search(text)] == []


@rule("fleet1715/clues")
def test_no_refusal_names_internal_numbers():
    nao, capitana, silver = (fleet1715.element(k) for k in ("nao", "capitana", "silver"))
    clues = fleet1715.scenario("A").clues
    wrong = [None] * 160
    wrong[0] = True                              # wrong in scenario A
    bad_mark = [None] * 160
    bad_mark[37] = "maybe"
    said = refusals([
        lambda: fleet1715.cell(1, 1),
        lambda: fleet1715.Pairing(nao, capitana),
        lambda: fleet1715.Negation(silver, silver + 1),
        lambda: fleet1715.Pairing(nao, nao),
        lambda: fleet1715.check(clues, bad_mark),
        lambda: fleet1715.check(clues, {37: "maybe"}),
        lambda: fleet1715.explain(clues, wrong),
        lambda: fleet1715.TINY["negation"].explain(wrong),
        lambda: fleet1715.hint(clues, None, 4),
        lambda: fleet1715.board("nonsense"),
        lambda: fleet1715.parse("mark nao:nao yes"),
    ])
    widget = fleet1715.board("negation")
    for payload in ({"cell": 0, "value": "yes"}, {"cell": 500, "value": "yes"},
                    {"cell": 48, "value": "maybe"}):
        send(widget, "mark", **payload)
        said.append(widget.error)
    send(widget, "walk", step=99)
    said.append(widget.error)
    table = fleet1715.Table(seed=1, variant="A")
    table.play(fleet1715.Mark(37, "no"))
    said += refusals([lambda: table.play(fleet1715.Mark(37, "no"))])
    assert all(said)
    assert [text for text in said if INTERNAL.search(text)] == []
    named = fleet1715.cell_title(37)
    assert sum(named in text for text in said) == 3     # the bad marks are named by their cell
    assert "Nao and Capitana are both of the ship types" in said[1]
