"""Clues of any shape: any JSON value in any field of every kind of clue, built from JSON
or directly, is refused with a readable ``IllegalAction`` (a ``ValueError``), or makes a
clue that round-trips. No other exception escapes."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from naval_widgets.core import IllegalAction
from naval_widgets.core.words import MESSAGE_LIMIT
from naval_widgets.fleet1715 import all_clues, clue_from_json
from naval_widgets.fleet1715.world.clues import KINDS

from ..conformance.strategies import any_values, json_values
from ..tiers import fuzzed

rule = pytest.mark.rule

#: One clue of each kind, as JSON.
EXAMPLES = {kind: next(clue.to_json() for clue in all_clues() if clue.kind == kind)
            for kind in KINDS}


def refused_or_round_trips(make) -> None:
    try:
        clue = make()
    except IllegalAction as err:
        assert err.rule == "fleet1715/clues" and err.message
        assert len(err.message) <= MESSAGE_LIMIT
        return
    assert clue_from_json(clue.to_json()) == clue


@rule("fleet1715/clues")
@fuzzed(400)
@given(kind=st.sampled_from(sorted(KINDS)), data=st.data())
@example(kind="area", data=None)
def test_any_json_in_any_field_of_a_clue(kind, data):
    good = EXAMPLES[kind]
    if data is None:  # the case that was found first
        changed = {"kind": "area", "a": "nao", "area": ["north"]}
    else:
        changed = dict(good)
        for _ in range(data.draw(st.integers(1, 3), label="changes")):
            key = data.draw(st.sampled_from([*good, "b", "x"]), label="key")
            if data.draw(st.booleans(), label="delete") and key in changed:
                del changed[key]
            else:
                changed[key] = data.draw(json_values, label="value")
    refused_or_round_trips(lambda: clue_from_json(changed))


@rule("fleet1715/clues")
@fuzzed(200)
@given(data=st.data())
def test_any_json_as_a_whole_clue(data):
    refused_or_round_trips(lambda: clue_from_json(data.draw(json_values | any_values)))


@rule("fleet1715/clues")
@fuzzed(400)
@given(kind=st.sampled_from(sorted(KINDS)), data=st.data())
def test_any_value_in_any_field_of_a_clue_built_directly(kind, data):
    cls = KINDS[kind]
    fields = {field.name: data.draw(st.integers(0, 19) | json_values | any_values,
                                    label=field.name)
              for field in dataclasses.fields(cls)}
    refused_or_round_trips(lambda: cls(**fields))


@rule("fleet1715/clues")
@pytest.mark.parametrize("data", [{"kind": ["pairing"]}, {"kind": {"a": 1}},
                                  {"kind": "area", "a": "nao", "area": ["north"]},
                                  {"kind": "area", "a": "nao", "area": {"n": 1}},
                                  {"kind": "depth", "a": "nao", "feet": 15.0, "deeper": True}])
def test_the_clues_found_by_trying_wrong_types_are_refused(data):
    with pytest.raises(IllegalAction):
        clue_from_json(data)
