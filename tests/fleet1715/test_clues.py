"""The clue language: truth, sentences, what a clue mentions, its reading in the grid."""

from __future__ import annotations

import random

import pytest

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.fleet1715 import (
    Area,
    Deeper,
    DepthLimit,
    Negation,
    NextTo,
    Pairing,
    all_clues,
    clue_from_json,
    element,
)
from naval_widgets.fleet1715.world.puzzles import random_solution

rule = pytest.mark.rule
E = element


def sample_solutions(count: int, seed: int = 0):
    rng = random.Random(seed)
    return [random_solution(rng) for _ in range(count)]


@rule("fleet1715/clues")
def test_six_kinds_with_sentences():
    cases = [
        (Pairing(E("nao"), E("silver")), "The Nao carried silver."),
        (Pairing(E("porcelain"), E("22ft")), "The Chinese porcelain was found in 22 ft of water."),
        (Pairing(E("regla"), E("sloop")), "The N. Sn. de la Regla was a Dutch Sloop."),
        (Negation(E("san-miguel"), E("gold")), "The San Miguel did not carry gold coins."),
        (Area(E("sloop"), "south"), "The Dutch Sloop lies in the southern area."),
        (NextTo(E("capitana"), E("nao")), "The Capitana and the Nao lie next to each other."),
        (DepthLimit(E("san-miguel"), 16, True), "The San Miguel lies deeper than 16 ft."),
        (Deeper(E("sloop"), E("almiranta")), "The Dutch Sloop lies deeper than the Almiranta."),
        (Deeper(E("st-lucie"), E("nao")), "The wreck at St. Lucie lies deeper than the Nao."),
    ]
    for clue, text in cases:
        assert clue.text == text
    assert {clue.kind for clue, _ in cases} == {"pairing", "negation", "area", "next-to",
                                                "depth", "deeper"}


@rule("fleet1715/clues")
def test_truth_on_scenario_a():
    a = fleet1715.SOLUTIONS["A"]
    assert Pairing(E("nao"), E("porcelain")).holds(a)
    assert not Pairing(E("nao"), E("silver")).holds(a)
    assert Negation(E("san-miguel"), E("gold")).holds(a)
    assert Area(E("sloop"), "south").holds(a) and not Area(E("sloop"), "north").holds(a)
    assert DepthLimit(E("san-miguel"), 20, True).holds(a)     # 22 ft
    assert not DepthLimit(E("san-miguel"), 22, False).holds(a)
    assert Deeper(E("san-miguel"), E("capitana")).holds(a)    # 22 ft > 20 ft
    assert not Deeper(E("almiranta"), E("capitana")).holds(a)  # 15 ft < 20 ft


@rule("fleet1715/clues")
def test_a_clue_read_in_the_grid_is_what_it_says_of_its_cells():
    """``models`` are exactly the ways a solution where the clue holds fills its cells."""
    solutions = sample_solutions(600)
    rng = random.Random(5)
    for clue in rng.sample(all_clues(), 150):
        seen = set()
        for solution in solutions:
            cells = tuple(solution.holds(c) for c in clue.scope)
            assert (cells in clue.models) == clue.holds(solution), clue
            if clue.holds(solution):
                seen.add(cells)
        assert seen == set(clue.models), clue


@rule("fleet1715/asking")
def test_what_a_clue_mentions():
    clue = DepthLimit(E("almiranta"), 16, True)
    assert clue.categories == ("depth", "ship type")
    assert clue.mentions("Almiranta") and clue.mentions("almiranta") and clue.mentions("16ft")
    assert clue.mentions("depth") and clue.mentions("type") and not clue.mentions("cargo")
    area = Area(E("sloop"), "south")
    assert area.mentions("site of wreck") and area.mentions("site")
    assert area.mentions("type of ship") and not area.mentions("name of ship")
    assert NextTo(E("gold"), E("nao")).categories == ("site", "cargo", "ship type")


@rule("fleet1715/clues")
def test_json_round_trip_and_malformed_clues():
    for clue in all_clues()[::7]:
        assert clue_from_json(clue.to_json()) == clue
    bad = [None, {"kind": "rumour"}, {"kind": "pairing", "a": "nao"},
           {"kind": "pairing", "a": "nao", "b": "galleon"},
           {"kind": "area", "a": "nao", "area": "west"},
           {"kind": "pairing", "a": "nao", "b": "capitana"},
           {"kind": "depth", "a": "nao", "feet": 17, "deeper": True},
           {"kind": "next-to", "a": "nao", "b": "pelican"},
           {"kind": "deeper", "a": "15ft", "b": "nao"}]
    for data in bad:
        with pytest.raises(IllegalAction) as err:
            clue_from_json(data)
        assert err.value.rule == "fleet1715/clues"
    with pytest.raises(IllegalAction):
        Pairing(E("nao"), E("nao"))
    with pytest.raises(IllegalAction):
        fleet1715.solve([Pairing(E("nao"), E("silver")), "not a clue"])


@rule("fleet1715/clues")
@pytest.mark.parametrize(("kind", "a", "b", "sentence"), [
    (NextTo, "pelican", "nao", "'Next to' joins two attributes, not a site."),
    (NextTo, "nao", "pelican", "'Next to' joins two attributes, not a site."),
    (Deeper, "15ft", "nao", "'Deeper than' compares two wrecks, not two depths."),
    (Deeper, "nao", "15ft", "'Deeper than' compares two wrecks, not two depths."),
])
def test_two_element_clues_refuse_their_own_category(kind, a, b, sentence):
    """fleet1715/clues: "next to" speaks of sites and "deeper than" of depths, so neither
    takes an element of that category, on either side, and each says why."""
    with pytest.raises(IllegalAction) as err:
        kind(E(a), E(b))
    assert (err.value.rule, err.value.message) == ("fleet1715/clues", sentence)


def test_random_puzzles_are_seeded_and_have_one_solution():
    first, again = fleet1715.random_puzzle(11), fleet1715.random_puzzle(11)
    assert first == again and first != fleet1715.random_puzzle(12)
    assert fleet1715.solve(first.clues) == [first.solution]
    assert all(clue.holds(first.solution) for clue in first.clues)
    assert len(all_clues()) == len(set(all_clues())) == 776
