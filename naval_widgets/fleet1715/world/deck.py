"""The project's 48 clue cards and the 16 scenarios' sets, read from ``deck.json``.

The rulebook prints no clue texts, so the project writes its own deck: the deck
builder (``tools/fleet1715/build_deck.py``, outside the package) makes it from a
seed; the letters on each card name the scenarios whose set it belongs to.

>>> len(DECK), DECK[0].number
(48, 1)
>>> scenario("A").solution.row(3)
('porcelain', '22ft', 'nao', 'san-miguel')
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from ...core import IllegalAction
from ...core.words import brief
from ..tutor.rating import Rating, rate_puzzle
from .clues import Clue, clue_from_json
from .solution import Solution
from .solutions import LETTERS, PLAYERS, SOLUTIONS

PATH = Path(__file__).with_name("deck.json")


@dataclass(frozen=True)
class Card:
    """A clue card: its number, its clue and the letters printed at its foot."""

    number: int
    clue: Clue
    scenarios: str

    @property
    def text(self) -> str:
        return self.clue.text

    def to_json(self) -> dict[str, Any]:
        return {"number": self.number, "text": self.text, "scenarios": self.scenarios,
                **self.clue.to_json()}


@dataclass(frozen=True)
class Scenario:
    """One of the 16 scenarios: its solution and the clue cards carrying its letter."""

    letter: str
    solution: Solution
    cards: tuple[Card, ...]
    players: int
    _rating: list[Rating] = field(default_factory=list, repr=False, compare=False)

    @property
    def clues(self) -> tuple[Clue, ...]:
        return tuple(card.clue for card in self.cards)

    @property
    def rating(self) -> Rating:
        """Its difficulty (``rating.rate_puzzle``), worked out once."""
        if not self._rating:
            self._rating.append(rate_puzzle(self.clues, self.solution.grid()))
        return self._rating[0]

    def __repr__(self) -> str:
        return f"<Fleet 1715 scenario {self.letter}: {len(self.cards)} cards>"


def _load() -> tuple[tuple[Card, ...], dict[str, Any]]:
    data = json.loads(PATH.read_text(encoding="utf-8"))
    cards = tuple(Card(raw["number"], clue_from_json({k: v for k, v in raw.items()
                                                      if k not in ("number", "text",
                                                                   "scenarios")}),
                       raw["scenarios"]) for raw in data["cards"])
    return cards, data


DECK, _DATA = _load()
SEED: int = _DATA["seed"]
#: The ratings the builder recorded (recomputed by ``Scenario.rating``).
RECORDED_RATINGS: dict[str, dict[str, Any]] = _DATA["ratings"]


def scenario(letter: str) -> Scenario:
    """Scenario ``letter`` (A-P); ``IllegalAction`` (fleet1715/scenario) for any other."""
    key = letter.upper() if isinstance(letter, str) else None
    if key is None or len(key) != 1 or key not in LETTERS:
        raise IllegalAction("fleet1715/scenario", f"There is no scenario {brief(letter)}: the "
                                                  f"scenarios are A to P.")
    return _scenario(key)


@cache
def _scenario(key: str) -> Scenario:
    cards = tuple(card for card in DECK if key in card.scenarios)
    return Scenario(key, SOLUTIONS[key], cards, PLAYERS[key])


def scenarios() -> tuple[Scenario, ...]:
    return tuple(scenario(letter) for letter in LETTERS)


def card(number: int) -> Card:
    if not isinstance(number, int) or isinstance(number, bool) or not 1 <= number <= len(DECK):
        raise IllegalAction("fleet1715/deck", f"There is no clue card {brief(number)}: cards are "
                                              f"numbered 1 to {len(DECK)}.")
    return DECK[number - 1]
