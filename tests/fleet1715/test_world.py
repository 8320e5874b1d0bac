"""The world of Fleet 1715: components, sites, elements, solutions, player counts."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naval_widgets import fleet1715
from naval_widgets.fleet1715.world.data import (
    AREAS,
    ATTRIBUTES,
    CATEGORIES,
    FEET,
    KEYS,
    LABELS,
    area_of,
    category_of,
    element,
    members,
    neighbour,
)
from naval_widgets.fleet1715.world.multiplayer import MISSIONS
from naval_widgets.fleet1715.world.solutions import (
    PLAYERS,
    PRINTED_PLAYERS,
    SOLUTIONS,
    TABLES,
    WORDS,
)

rule = pytest.mark.rule
#: The rulebook's 16 solution tables, copied verbatim from its text.
PRINTED = Path(__file__).resolve().parent / "data" / "solutions.txt"


@rule("fleet1715/components")
def test_components():
    assert len(fleet1715.DECK) == 48
    assert len(KEYS) == len(LABELS) == 20 == len(set(KEYS))
    assert len([e for e in range(20) if category_of(e) != 0]) == 12 + 4
    assert len(MISSIONS) == 8 and len(set(MISSIONS)) == 8
    assert fleet1715.CELLS == 160


@rule("fleet1715/sites")
def test_sites_in_coast_order_and_areas():
    assert [LABELS[s] for s in range(4)] == ["Sebastian Inlet", "Pelican Island", "St. Lucie",
                                              "Ft. Pierce Inlet"]
    assert AREAS == {"north": (0, 1), "south": (2, 3)}
    assert [area_of(s) for s in range(4)] == ["north", "north", "south", "south"]


@rule("fleet1715/elements")
def test_attributes_and_their_values():
    assert CATEGORIES == ("site", "cargo", "depth", "ship type", "ship name")
    assert [LABELS[e] for e in members(1)] == ["gold coins", "silver", "jewelry",
                                                "Chinese porcelain"]
    assert FEET == (15, 16, 20, 22)
    assert [LABELS[e] for e in members(3)] == ["Nao", "Almiranta", "Capitana", "Dutch Sloop"]
    assert [LABELS[e] for e in members(4)] == ["San Miguel", "N. Sn. de la Regla",
                                                "N. Sn. del Carmen", "Concepción"]
    assert element("sloop") == 15
    with pytest.raises(ValueError, match="no element"):
        element("galleon")


@rule("fleet1715/next-to")
def test_next_to_means_the_other_site_of_the_same_area():
    assert [neighbour(s) for s in range(4)] == [1, 0, 3, 2]
    a = SOLUTIONS["A"]
    capitana, almiranta, nao = element("capitana"), element("almiranta"), element("nao")
    assert fleet1715.NextTo(capitana, almiranta).holds(a)      # both in the north
    assert not fleet1715.NextTo(capitana, nao).holds(a)        # north and south
    assert not fleet1715.NextTo(nao, element("san-miguel")).holds(a)  # one wreck, not two


@rule("fleet1715/solutions")
def test_sixteen_solutions_as_printed():
    assert list(TABLES) == list("ABCDEFGHIJKLMNOP")
    for letter, rows in TABLES.items():
        solution = SOLUTIONS[letter]
        for site, row in enumerate(rows):
            assert solution.row(site) == tuple(WORDS[word] for word in row)
        # Every attribute is a permutation of its four values.
        for category in ATTRIBUTES:
            assert sorted(solution.site_of(e) for e in members(category)) == [0, 1, 2, 3]
    assert SOLUTIONS["A"].row(0) == ("silver", "20ft", "capitana", "regla")


@rule("fleet1715/solutions")
def test_solutions_match_the_rulebook_text():
    text = PRINTED.read_text(encoding="utf-8")
    assert text.count("\nScenario ") == len(TABLES) == 16
    for letter, rows in TABLES.items():
        block = text.split(f"Scenario {letter}\n", 1)[1].split("Scenario ", 1)[0]
        printed = re.findall(r"^(Sebastian Inlet|Pelican Island|St\. Lucie|Ft\. Pierce Inlet)"
                             r"\t(.+)$", block, re.M)
        assert [site for site, _line in printed] == [LABELS[s] for s in range(4)], letter
        assert [tuple(line.split("\t")) for _site, line in printed] == list(rows), letter


@rule("fleet1715/players")
def test_player_counts_fourteen_printed_two_decided():
    assert "".join(map(str, PRINTED_PLAYERS.values())) == "43443444543353"
    assert len(PRINTED_PLAYERS) == 14 and PLAYERS["O"] == PLAYERS["P"] == 4
    assert all(fleet1715.scenario(x).players == PLAYERS[x] for x in PLAYERS)
    assert all(3 <= count <= 5 for count in PLAYERS.values())
