"""Signal flags: a tiny game kept for tests, to prove the core contract.

It is not registered, so users never see it; ``Table`` is its own table class.

Rules (ids ``toy/...``). Three or four seats (North, East, South, West) are
each dealt four of 24 flag cards (red, blue, yellow, green, numbered 1 to 6);
the rest is a face-down draw pile. With four seats, option ``teams`` pairs
North with South and East with West; partners see each other's hands.

On a turn, the seat to play asks the next seat round the table for a colour
(``ask red``). That seat answers out of turn: it gives one flag of that colour
of its choice (``give red3``), which the asker hoists face up (``toy/give-own``,
``toy/give-colour``), or, holding none, says so (``none``; ``toy/must-give``) and
the asker draws the pile's top card. Answering before a question, or asking
before an answer, breaks ``toy/turn``; an unknown colour, ``toy/colour``.

The game ends once every seat has asked four times, or when the pile is empty
(``toy/over``). A seat scores the numbers on its hoisted flags; in teams, a
team's points are summed, and the highest score wins.
"""

from naval_widgets.core import table_class

from .actions import Ask, Give, NoFlag, parse
from .game import GAME

Table = table_class(GAME)

__all__ = ["GAME", "Ask", "Give", "NoFlag", "Table", "parse"]
