"""Signal flags actions: ask for a colour, give a flag, or say you have none.

>>> parse("ask red"), str(Give("blue4")), parse("None")
(Ask(colour='red'), 'give blue4', NoFlag())
"""

from __future__ import annotations

from naval_widgets.core.actions import Action, action, action_types
from naval_widgets.core.notation import parser, word

from .state import COLOURS, DECK

RULE = "toy/action"
#: A colour and a flag: any word is read, and the rules say which are the game's.
COLOUR, FLAG = word(COLOURS), word(DECK)


@action("ask", colour=COLOUR)
class Ask(Action):
    """The seat whose turn it is asks the next seat for a flag of ``colour``."""

    colour: str


@action("give", card=FLAG)
class Give(Action):
    """The asked seat hands over ``card``, a flag of the colour asked."""

    card: str


@action("none")
class NoFlag(Action):
    """The asked seat holds no flag of the colour asked."""


ACTION_TYPES = action_types(Ask, Give, NoFlag)
parse = parser(ACTION_TYPES, RULE)
