"""How a table bot came to its action (``bots``), for its reason to read (``reasons``)."""

from __future__ import annotations

from dataclasses import dataclass

from ...core import Action
from .knowledge import Wreck

#: How a bot came to its action: by chance, because its cards settle its mission, as a
#: guess, by weighing the requests, or because no request could tell it anything new.
RANDOM, SETTLED, GUESSED, WEIGHED, NOTHING_NEW = (
    "random", "settled", "guessed", "weighed", "nothing-new")


@dataclass(frozen=True)
class Weighing:
    """What the logician weighed to choose a request, over ``deals`` deals of the cards it
    has not seen: each request's worth by subject (``LogicianBot.worth``), and how likely
    each card is to answer the request chosen (``LogicianBot.answers``)."""

    worths: dict[str, tuple[float, float]]
    chances: dict[int, float]
    deals: int


@dataclass(frozen=True)
class Decision:
    """A bot's action, how it came to it, and what it weighed or wrote."""

    action: Action
    how: str
    weighing: Weighing | None = None
    #: The wreck a slip line or a hand-in writes (keys, in line order).
    wreck: Wreck | None = None
