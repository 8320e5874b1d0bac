"""The 48-card deck and the 16 scenarios' sets: the properties the issue asks to prove."""

from __future__ import annotations

import json

import pytest

from naval_widgets import IllegalAction, fleet1715
from naval_widgets.fleet1715 import DECK, scenario, scenarios
from naval_widgets.fleet1715.tutor.rating import LEVELS
from naval_widgets.fleet1715.world.deck import PATH, RECORDED_RATINGS, SEED
from naval_widgets.fleet1715.world.solutions import SOLUTIONS
from tools.fleet1715.build_deck import Builder, dumps

from .walkthroughs import scenario_steps

rule = pytest.mark.rule
DIRECT = {"contradiction", "trial and error"}


@rule("fleet1715/deck")
def test_48_distinct_cards_of_every_kind():
    assert [card.number for card in DECK] == list(range(1, 49))
    assert len({card.clue for card in DECK}) == 48
    assert {card.clue.kind for card in DECK} == {"pairing", "negation", "area", "next-to",
                                                 "depth", "deeper"}
    with pytest.raises(IllegalAction) as err:
        fleet1715.card(49)
    assert err.value.rule == "fleet1715/deck"
    assert fleet1715.card(7) is DECK[6]


@rule("fleet1715/deck")
def test_every_card_is_in_a_set_and_true_wherever_its_letters_say():
    for card in DECK:
        assert card.scenarios, card
        assert card.scenarios == "".join(sorted(set(card.scenarios)))
        for letter in card.scenarios:
            assert card.clue.holds(SOLUTIONS[letter]), (card.number, letter)


@rule("fleet1715/deck")
def test_each_set_has_one_solution_the_rulebooks_and_a_size_of_12_to_24():
    for s in scenarios():
        assert 12 <= len(s.cards) <= 24, s
        assert fleet1715.solve(s.clues) == [SOLUTIONS[s.letter]]


@rule("fleet1715/deck")
@pytest.mark.slow
def test_each_set_is_explained_without_a_proof_by_contradiction():
    for s in scenarios():
        steps = scenario_steps(s.letter)
        assert not {step.technique for step in steps} & DIRECT, s.letter
        assert all(step.supposition is None for step in steps)


@rule("fleet1715/deck")
def test_the_scenarios_vary_in_difficulty():
    ratings = {s.letter: s.rating for s in scenarios()}
    scores = [r.score for r in ratings.values()]
    assert max(scores) >= 1.4 * min(scores)
    assert len({r.level for r in ratings.values()}) >= 2
    assert len({r.hardest for r in ratings.values()}) >= 3
    names = [label for _bound, label in LEVELS]
    assert all(r.level in names[:4] for r in ratings.values())   # no guesswork
    for letter, rating in ratings.items():
        assert RECORDED_RATINGS[letter] == {"cards": len(scenario(letter).cards),
                                            **rating.to_json()}


@rule("fleet1715/deck")
def test_the_committed_file_is_what_the_builder_writes():
    data = json.loads(PATH.read_text(encoding="utf-8"))
    assert data["seed"] == SEED and data["format"] == "naval_widgets/fleet1715-deck"
    assert dumps(data) == PATH.read_text(encoding="utf-8")
    assert [card.to_json() for card in DECK] == data["cards"]


@rule("fleet1715/deck")
@pytest.mark.slow
def test_the_builder_rebuilds_the_committed_deck():
    """The builder kept in the repo reproduces the committed deck from its seed (about 30 s)."""
    assert dumps(Builder(SEED).build()) == PATH.read_text(encoding="utf-8")
