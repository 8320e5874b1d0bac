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


#: An int too long to print (Python refuses to turn it into text), one just short
#: enough to print (Hypothesis prints the examples it draws, so it draws this one),
#: and a text far too long to echo.
HUGE = 10**5000
BIG = 10**4000
LONG = "x" * 100_000
#: The big values, built when drawn (so Hypothesis never prints them in its strategies).
big_ints = st.sampled_from([1, -1]).map(lambda sign: sign * BIG)
long_texts = st.builds(lambda: LONG)

#: Any JSON value, from the scalars a page or a save could hold to small nestings.
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 400) | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True) | st.text(max_size=12),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=10,
)

#: Values of every type an action field does not take (bool is not int).
any_values = st.one_of(
    st.booleans(), st.floats(allow_nan=True), st.none(), st.text(max_size=8),
    st.integers(), st.sampled_from([2**63, -(2**63) - 1, ""]), big_ints, long_texts,
    st.lists(st.integers(), max_size=3), st.dictionaries(st.text(max_size=3), st.integers()),
    st.tuples(st.integers()), st.binary(max_size=3),
)
