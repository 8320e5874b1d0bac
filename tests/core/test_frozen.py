"""Read-only view data (core.frozen): equal to and serialised as plain JSON data, refusing
to change, and copied as plain data the caller may change."""

from __future__ import annotations

import copy
import doctest
import json

import pytest

from naval_widgets.core import frozen as frozen_module
from naval_widgets.core.frozen import frozen

DATA = {"number": 3, "categories": ["site", "cargo"], "pair": (1, 2)}


def test_frozen_data_is_plain_json_data():
    shared = frozen(DATA)
    assert shared == {**DATA, "pair": [1, 2]}
    assert json.loads(json.dumps(shared)) == shared


@pytest.mark.parametrize("change", [
    lambda data: data.__setitem__("number", 4), lambda data: data.pop("number"),
    lambda data: data.update(number=4), lambda data: data["categories"].append("depth"),
    lambda data: data["categories"].__setitem__(0, "depth"),
    lambda data: data["categories"].sort()])
def test_frozen_data_refuses_to_change(change):
    shared = frozen(DATA)
    with pytest.raises(TypeError, match="read-only"):
        change(shared)
    assert shared == {**DATA, "pair": [1, 2]}


def test_a_copy_is_plain_data_to_change():
    shared = frozen(DATA)
    for copied in (copy.copy(shared), copy.deepcopy(shared), dict(shared)):
        assert type(copied) is dict
        copied["number"] = 4
    deep = copy.deepcopy(shared)
    deep["categories"].append("depth")
    assert shared["categories"] == ["site", "cargo"]


def test_frozen_doctests_pass():
    assert doctest.testmod(frozen_module).failed == 0
