"""Hypothesis strategies derived from each action type's declaration: the values of
its fields' kinds (``naval_widgets.core.notation``), so that a new action type or kind
is fuzzed as soon as it is declared."""

from __future__ import annotations

from hypothesis import strategies as st

from naval_widgets.core import Action
from naval_widgets.core.notation import Kind


def action_types(game) -> tuple[type[Action], ...]:
    """The classes of the game's actions, as its action space holds them, by tag."""
    return tuple(sorted({type(action) for action in game.action_space()},
                        key=lambda cls: cls.tag))


def kind_values(kind: Kind) -> st.SearchStrategy:
    """Any value the kind ranges over; for a free kind, any word it reads as well (in
    lower case: the notation is read in lower case)."""
    values = st.sampled_from(kind.values)
    if kind.free:
        values |= st.from_regex(kind.pattern, fullmatch=True).map(str.lower)
    return values


def actions_of(cls: type[Action]) -> st.SearchStrategy[Action]:
    """Any well-typed action of ``cls``, each field a value of its kind."""
    return st.builds(cls, **{name: kind_values(kind) for name, kind in cls.form.kinds.items()})


def actions(game) -> st.SearchStrategy[Action]:
    """Any well-typed action of ``game``, of any of its action types."""
    return st.one_of([actions_of(cls) for cls in action_types(game)])
