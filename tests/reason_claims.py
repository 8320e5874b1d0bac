"""Checks shared by the bots' reason tests (issue "bots that explain": a reason is
true): what a reason's fuller sentence adds from the bot's hidden cards, its next best
move (``core.reasons.next_best``), against the scores the bot gave each legal action."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from naval_widgets.core.catalog import Text
from naval_widgets.core.reasons import EQUAL


def params(text: Text) -> dict[str, Any]:
    """A sentence's values by name."""
    return dict(text.params)


def check_next_best(secret: Text, public: Text, action: Any, legal: Sequence[Any],
                    scores: Sequence[float], phrase: Callable[[Any], Text]) -> str:
    """The fuller sentence is the public one and the next best move: the best-scored action
    but ``action``, named by ``phrase``, scored as well (a tie broken at random) or less,
    or no other action at all. Returns the claim's message."""
    said = params(secret)
    assert said["reason"] == public
    more = said["more"]
    best = max(scores)
    chosen = scores[legal.index(action)]
    assert chosen >= best - EQUAL, "the bot played its best-scored action"
    others = [score for other, score in zip(legal, scores, strict=True) if other != action]
    if more.msgid == "It was my only legal move.":
        assert not others
        return more.msgid
    other = params(more)["other"]
    named = [score for candidate, score in zip(legal, scores, strict=True)
             if candidate != action and phrase(candidate) == other]
    assert named, f"{other} is a legal action"
    assert max(named) >= max(others) - EQUAL, "the next best is the best of the others"
    if more.msgid.endswith("I chose between them at random."):
        assert max(named) >= best - EQUAL
    else:
        assert more.msgid == "My next best move was “{other}”." and max(named) < best - EQUAL
    return more.msgid
