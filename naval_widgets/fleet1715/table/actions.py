"""The table game's actions: take a mission card, ask for cards, hand one over, end a
turn, hand in a solution slip.

>>> parse("ask almiranta")
Ask(subject='almiranta')
>>> str(Slip("pelican", "jewelry", "15ft", "almiranta", "concepcion"))
'slip pelican jewelry 15ft almiranta concepcion'
"""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action, IllegalAction
from ...core.i18n import Catalog
from ...core.words import brief
from ..world.data import CATEGORY_KEYS, KEYS, category_of, element

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
class Slip(Action):
    """Hand in a solution slip naming the wreck of the mission (keys of its site, cargo,
    depth, ship type and ship name)."""

    tag = "slip"
    site: str
    cargo: str
    depth: str
    ship_type: str
    ship_name: str

    @property
    def wreck(self) -> tuple[str, str, str, str, str]:
        """The slip's values in category order (site, cargo, depth, ship type, ship name)."""
        return (self.site, self.cargo, self.depth, self.ship_type, self.ship_name)

    def notation(self) -> str:
        return "slip " + " ".join(self.wreck)


ACTION_TYPES: dict[str, type[Action]] = {cls.tag: cls for cls in (Take, Ask, Give, Pass, Slip)}


def slip_of(keys: list[str]) -> Slip:
    """The slip naming these five element keys, one of each category, in any order;
    ``ValueError`` otherwise."""
    by_category: dict[int, str] = {}
    for key in keys:
        by_category[category_of(element(key))] = key
    if len(keys) != len(CATEGORY_KEYS) or len(by_category) != len(CATEGORY_KEYS):
        raise ValueError
    return Slip(*(by_category[category] for category in range(len(CATEGORY_KEYS))))


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
            case ["slip", *keys]:
                return slip_of(keys)
    except ValueError:
        pass
    raise IllegalAction(RULE, _("{value} is not a move: try e.g. 'take san-miguel', 'ask "
                                "depth', 'ask almiranta', 'give 12', 'pass' or 'slip pelican "
                                "jewelry 15ft almiranta concepcion'.", value=brief(notation)))
