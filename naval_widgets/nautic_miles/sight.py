"""What the admiral reads from one view, and how it scores each legal action.

Bring a convoy home first, then save a convoy under attack (in the Japanese rules a storm
saves one from a lone aircraft too), then attack the most valuable convoy it can see, then
advance, and discard what it needs least (``bots.AdmiralBot`` plays the best score).
"""

from __future__ import annotations

from typing import Any

from ..core import Action
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair
from .cards import (
    AIRCRAFT,
    ALERT,
    ARRIVAL,
    CALM_SEA,
    COUNTS,
    END_OF_ALERT,
    HIT_AIRCRAFT,
    MILES,
    MINE,
    MINESWEEPER,
    NEUTRAL,
    PAIR_STRENGTH,
    RADAR,
    STORM,
    STORM_MILES,
    STRENGTH,
    TRAWLER,
)
from .scoring import CAPTURE_POINTS

#: What a face-down convoy is worth on average (half points): the capture value of
#: the deck's convoy cards, the trawler included.
UNSEEN_VALUE = (sum(CAPTURE_POINTS[card] * COUNTS[card] for card in CAPTURE_POINTS)
                / sum(COUNTS[card] for card in CAPTURE_POINTS))

#: How much a card is worth keeping when one must be discarded.
_KEEP = {"c20000": 12, "c10000": 10, "c5000": 8, "c2500": 6, TRAWLER: 0,
         "m2000": 11, "m1000": 9, "m600": 7, "m400": 5, "m200": 3,
         "carrier": 8, "cruiser": 7, "destroyer": 6, "frigate": 5, "submarine": 4,
         AIRCRAFT: 6, HIT_AIRCRAFT: 5, ALERT: 6, END_OF_ALERT: 4, MINE: 9, MINESWEEPER: 5,
         RADAR: 3, STORM: 2, CALM_SEA: 1, NEUTRAL: 6}


class Sight:
    """One view read once: the admiral's side, its hand, and what each convoy is worth."""

    def __init__(self, view: dict[str, Any]) -> None:
        self.seat = view["seat"]
        self.japanese = view["variant"] == "ja"
        self.hand = view["hand"]
        self.sides = view["sides"]
        self.mine = next(side["line"] for side in self.sides if self.seat in side["seats"])
        self.sailing = len(self.sides[self.mine - 1]["convoys"])
        self.home = bool(self.sides[self.mine - 1]["port"])
        self.ships = sum(card in STRENGTH for card in self.hand)
        real = [convoy["distance"] for convoy in self.sides[self.mine - 1]["convoys"]
                if convoy["card"] != TRAWLER]
        #: How far the convoy nearest home has sailed (the one to protect first).
        self.lead = max(real, default=-1)

    def score(self, action: Action) -> float:
        kind = type(action)
        if kind is PlayCard:
            convoy = self.sides[action.line - 1]["convoys"][action.slot - 1]
            if action.line == self.mine:
                return self._own(action.card, convoy)
            return self._attack(action.card, convoy)
        if kind is PlayPair:
            convoy = self.sides[action.line - 1]["convoys"][action.slot - 1]
            if action.line == self.mine:
                return self._defend(PAIR_STRENGTH, convoy)
            return self._warship(PAIR_STRENGTH, convoy)
        if kind is PlaceConvoy:
            return self._place(action)
        if kind is Discard:
            return -_KEEP[action.card]
        return 0

    # -- the admiral's own convoys -------------------------------------------------
    def _own(self, card: str, convoy: dict[str, Any]) -> float:
        worth = value(convoy)
        if card in MILES:
            return self._advance(card, convoy, worth)
        if card in STRENGTH:
            return self._defend(STRENGTH[card], convoy)
        if card == MINESWEEPER:
            return 950 + worth
        if card == HIT_AIRCRAFT:
            return 900 + worth
        leading = not self.home and convoy["distance"] == self.lead
        if card == END_OF_ALERT:
            return (600 if convoy["battle"] or leading else 250) + worth
        if card == NEUTRAL:
            return (700 if leading else 150) + worth
        if card == STORM:
            if self.japanese and convoy["aircraft"] is not None:
                return 880 + worth  # it avoids the aircraft (nautic_miles/storm-air-attack)
            return 60 + worth if convoy["alert"] else -20
        if card == CALM_SEA:
            return 90 + worth if convoy["distance"] < ARRIVAL - STORM_MILES else -5
        return 0

    def _advance(self, card: str, convoy: dict[str, Any], value: float) -> float:
        """Miles: bring a convoy home (with the smallest card that does it); until one is
        home, the nearest home, then the most valuable; a trawler is not worth miles."""
        if convoy["card"] == TRAWLER:
            return 1
        distance = convoy["distance"] + MILES[card]
        if distance >= ARRIVAL:
            first = 0 if self.home else 400
            return 1000 + first + value - MILES[card] / 100
        if not self.home:
            # No convoy home, no points: the one nearest home goes first.
            return 650 + distance / 20 + value / 4
        return 100 + value + distance / 100

    def _defend(self, strength: int, convoy: dict[str, Any]) -> float:
        """A warship on one's own convoy answers or resumes a battle: the smallest that
        does it."""
        return 900 + value(convoy) - strength

    def _place(self, action: PlaceConvoy) -> float:
        """A new convoy: the first ones before all else but bringing one home; a real
        convoy between two others (a radar sees only the ends), the trawler at an end."""
        middle = 1 < action.at <= self.sailing
        if action.card == TRAWLER:
            return 20 + 2 * (not middle)
        need = 500 if self.sailing == 0 else 120 if self.sailing < 3 else 20
        return need + CAPTURE_POINTS[action.card] / 4 + 2 * middle

    # -- the others' convoys ----------------------------------------------------------
    def _attack(self, card: str, convoy: dict[str, Any]) -> float:
        if card in STRENGTH:
            return self._warship(STRENGTH[card], convoy)
        if card == ALERT:
            return aim(card, convoy) + 40 * (self.ships > 1)
        return aim(card, convoy)

    def _warship(self, strength: int, convoy: dict[str, Any]) -> float:
        """An attack, a raise or a renewed fight (``warship_aim``), unless it is the last
        warship and no convoy is home."""
        if not self.home and self.ships <= 1:
            return -3  # the last warship stays home to answer an attack
        return warship_aim(strength, convoy)


def aim(card: str, convoy: dict[str, Any]) -> float:
    """How good a target another side's ``convoy`` is for ``card`` (not a warship), from
    what is face up alone: the play's score before the hand is counted."""
    worth = value(convoy)
    if card == AIRCRAFT:
        if convoy["aircraft"] is not None:
            return 1000 + worth
        return 250 + worth
    if card == MINE:
        return 450 + worth
    if card == ALERT:
        return 200 + worth
    if card == RADAR:
        return 60 + worth / 2 if convoy["face"] == "down" else 0
    if card == STORM:
        return 30 + convoy["distance"] / 100
    return -10


def warship_aim(strength: int, convoy: dict[str, Any]) -> float:
    """How good a target another side's ``convoy`` is for a warship of ``strength``: a
    raise first, then the most valuable convoy; the stronger ship, harder to answer."""
    raising = convoy["battle"] is not None and convoy["battle"]["leader"] == "defence"
    return (700 if raising else 400) + value(convoy) + 5 * strength


def value(convoy: dict[str, Any]) -> float:
    """What capturing ``convoy`` is worth as the admiral sees it (half points)."""
    if convoy["card"] is None:
        return UNSEEN_VALUE
    return CAPTURE_POINTS[convoy["card"]] * (2 if convoy["detected"] else 1)
