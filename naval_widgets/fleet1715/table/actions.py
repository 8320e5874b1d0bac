"""The table game's actions: take a mission card, ask for cards, hand one over, end a
turn, write a line of one's solution slip and hand it in.

>>> parse("ask almiranta")
Ask(subject='almiranta')
>>> str(Write("porcelain")), str(HandIn())
('write porcelain', 'hand-in')
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, IllegalAction
from ...core.i18n import Catalog
from ...core.words import brief
from ..world.data import CATEGORY_KEYS, KEYS

_ = Catalog("fleet1715")

RULE = "fleet1715_table/action"
#: What a request may name: a category (its key) or an element (its key).
SUBJECTS = (*CATEGORY_KEYS, *KEYS)


@dataclass(frozen=True, slots=True)
class Take(Action):
    """Phase 1: take one of the mission cards laid out."""

    tag = "take"
    mission: str

    def notation(self) -> str:
        return f"take {self.mission}"


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """Phase 2: ask for a card of a category (``depth``...) or an element (``almiranta``)."""

    tag = "ask"
    subject: str

    def notation(self) -> str:
        return f"ask {self.subject}"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """The seat asked hands over one of its cards that fits the request."""

    tag = "give"
    card: int

    def notation(self) -> str:
        return f"give {self.card}"


@dataclass(frozen=True, slots=True)
class Pass(Action):
    """End the turn after a request nobody could answer, without a second one."""

    tag = "pass"

    def notation(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class Write(Action):
    """Write a value on one's solution slip: the line is the value's category (a site,
    cargo, depth, ship type or ship name)."""

    tag = "write"
    value: str

    def notation(self) -> str:
        return f"write {self.value}"


@dataclass(frozen=True, slots=True)
class HandIn(Action):
    """Hand in the solution slip, every line written, face down on the pile of slips."""

    tag = "hand-in"

    def notation(self) -> str:
        return "hand-in"


ACTION_TYPES: dict[str, type[Action]] = {cls.tag: cls for cls in (Take, Ask, Give, Pass, Write,
                                                                  HandIn)}


def parse(notation: str) -> Action:
    """Read the short notation back, in any case; ``IllegalAction`` if unreadable."""
    words = notation.lower().split() if isinstance(notation, str) else []
    try:
        match words:
            case ["take", mission]:
                return Take(mission)
            case ["ask", subject]:
                return Ask(subject)
            case ["give", number] if number.isdigit() and len(number) < 4:
                return Give(int(number))
            case ["pass"]:
                return Pass()
            case ["write", value]:
                return Write(value)
            case ["hand-in"]:
                return HandIn()
    except ValueError:
        pass
    raise IllegalAction(RULE, _("{value} is not a move: try e.g. 'take san-miguel', 'ask "
                                "depth', 'ask almiranta', 'give 12', 'pass', 'write porcelain' "
                                "or 'hand-in'.", value=brief(notation)))
