"""The table game's actions: take a mission card, ask for cards, hand one over, end a
turn, write a line of one's solution slip and hand it in.

>>> parse("ask almiranta")
Ask(subject='almiranta')
>>> str(Write("porcelain")), str(HandIn())
('write porcelain', 'hand-in')
"""

from __future__ import annotations

from ...core.actions import Action, action, action_types
from ...core.notation import parser, word
from ..world.data import CATEGORY_KEYS, KEYS
from ..world.multiplayer import MISSIONS

RULE = "fleet1715_table/action"
#: What a request may name: a category (its key) or an element (its key).
SUBJECTS = (*CATEGORY_KEYS, *KEYS)


@action("take", mission=word(MISSIONS))
class Take(Action):
    """Phase 1: take one of the mission cards laid out."""

    mission: str


@action("ask", subject=word(SUBJECTS))
class Ask(Action):
    """Phase 2: ask for a card of a category (``depth``...) or an element (``almiranta``)."""

    subject: str


@action("give")
class Give(Action):
    """The seat asked hands over one of its cards that fits the request."""

    card: int


@action("pass")
class Pass(Action):
    """End the turn after a request nobody could answer, without a second one."""


@action("write", value=word(KEYS))
class Write(Action):
    """Write a value on one's solution slip: the line is the value's category (a site,
    cargo, depth, ship type or ship name)."""

    value: str


@action("hand-in")
class HandIn(Action):
    """Hand in the solution slip, every line written, face down on the pile of slips."""


ACTION_TYPES = action_types(Take, Ask, Give, Pass, Write, HandIn)
parse = parser(ACTION_TYPES, RULE)
