"""The pieces of the rulebook's game for two or more players.

These functions give the table game (``fleet1715/table``) and the notebooks the
rulebook's pieces: the deal, the mission cards and the wreck each asks to find, and
which cards a player must hand over when asked for a category or an element.

>>> hands, pile = deal("A", 3, seed=1)
>>> len({len(hand) for hand in hands}), len(pile) < 3
(1, True)
>>> mission("A", "san-miguel")["site"]
'ft-pierce'
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from ...core import IllegalAction
from ...core.words import brief
from .clues import askable
from .data import ATTRIBUTES, CATEGORY_KEYS, KEYS, NAME, SITE, category_of, element, members
from .deck import Card, scenario

#: The 8 mission cards: the four ship names and the four sites.
MISSIONS = tuple(KEYS[e] for e in members(NAME) + members(SITE))


def deal(letter: str, players: int, seed: int) -> tuple[tuple[tuple[int, ...], ...],
                                                         tuple[int, ...]]:
    """Scenario ``letter``'s cards dealt evenly to ``players`` (2-5), the rest a draw pile.

    Returns each player's card numbers and the draw pile (top card last).
    """
    if not isinstance(players, int) or not 2 <= players <= 5:
        raise IllegalAction("fleet1715/multi-setup", f"The game for several players takes 2 "
                                                     f"to 5 players; got {brief(players)}.")
    cards = [card.number for card in scenario(letter).cards]
    random.Random(f"fleet1715/deal/{letter}/{seed}").shuffle(cards)
    each = len(cards) // players
    hands = tuple(tuple(sorted(cards[i * each:(i + 1) * each])) for i in range(players))
    return hands, tuple(cards[players * each:])


def mission(letter: str, key: str) -> dict[str, Any]:
    """The wreck the mission card ``key`` (a ship name or a site) asks to find: its site,
    cargo, depth, ship type and ship name in scenario ``letter``."""
    if key not in MISSIONS:
        raise IllegalAction("fleet1715/missions", f"The mission cards are {', '.join(MISSIONS)}; "
                                                  f"got {brief(key)}.")
    solution = scenario(letter).solution
    e = element(key)
    site = solution.site_of(e) if category_of(e) != SITE else e
    found = {"site": KEYS[site]}
    for category in ATTRIBUTES:
        found[CATEGORY_KEYS[category]] = KEYS[solution.at(site, category)]
    return found


def handed_over(cards: Iterable[Card], asked: str) -> list[Card]:
    """The cards of a hand that match a request for a category or an element;
    ``ValueError`` for a request that names neither."""
    asked = askable(asked)
    return [card for card in cards if card.clue.mentions(asked)]
