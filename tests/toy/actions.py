"""Signal flags actions: ask for a colour, give a flag, or say you have none.

>>> parse("ask red"), str(Give("blue4")), parse("none")
(Ask(colour='red'), 'give blue4', NoFlag())
"""

from __future__ import annotations

from dataclasses import dataclass

from naval_widgets.core import Action, IllegalAction
from naval_widgets.core.words import brief

RULE = "toy/action"


@dataclass(frozen=True, slots=True)
class Ask(Action):
    """The seat whose turn it is asks the next seat for a flag of ``colour``."""

    tag = "ask"
    colour: str

    def notation(self) -> str:
        return f"ask {self.colour}"


@dataclass(frozen=True, slots=True)
class Give(Action):
    """The asked seat hands over ``card``, a flag of the colour asked."""

    tag = "give"
    card: str

    def notation(self) -> str:
        return f"give {self.card}"


@dataclass(frozen=True, slots=True)
class NoFlag(Action):
    """The asked seat holds no flag of the colour asked."""

    tag = "none"

    def notation(self) -> str:
        return "none"


ACTION_TYPES: dict[str, type[Action]] = {cls.tag: cls for cls in (Ask, Give, NoFlag)}


def parse(notation: str) -> Action:
    """Read the short notation back into an action; ``IllegalAction`` if unreadable."""
    match notation.split() if isinstance(notation, str) else []:
        case ["ask", colour]:
            return Ask(colour)
        case ["give", card]:
            return Give(card)
        case ["none"]:
            return NoFlag()
    raise IllegalAction(RULE, f"{brief(notation)} is not a move: try 'ask red', 'give red3' "
                              "or 'none'.")
