"""Asking a game's rules module about one action, as the rule tests do.

Each game's ``test_rules.py`` binds these to its own rules module::

    illegal = partial(refused, rules)
    legal = partial(accepted, rules)
"""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest

from naval_widgets.core import IllegalAction


def refused(rules: ModuleType, state: Any, action: Any, rule_id: str) -> IllegalAction:
    """``action`` is refused under ``rule_id``, in a whole sentence, and is not listed as
    legal."""
    assert action not in rules.legal_actions(state)
    with pytest.raises(IllegalAction) as err:
        rules.step(state, action)
    assert err.value.rule == rule_id
    assert err.value.message.endswith(".")
    return err.value


def accepted(rules: ModuleType, state: Any, action: Any) -> Any:
    """``action`` is listed as legal; the state it leads to."""
    assert action in rules.legal_actions(state)
    return rules.step(state, action)[0]
