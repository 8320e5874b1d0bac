"""The Nautilus cards (rule nautilus/components) and their one name each.

- 30 *domain cards*, numbered 0 to 29: card ``n`` is of domain ``n // 6`` and worth
  ``STARS[n % 6]`` (four 1-star cards, one 2-star card, one ink blot worth -1).
- 14 *divers*, the numbers 1 to 14. On the board a diver is its value: the Kraken
  stands there as 15 and the Fishbone as 0 (nautilus/kraken, nautilus/fishbone).
- 6 *special cards*, by name.
"""

from __future__ import annotations

from ..core.i18n import Text
from .words import say as _

DOMAINS = ("science", "exploration", "navigation", "engineering", "war")
#: The stars of the six cards of a domain, in card order: the ink blot is worth -1.
STARS = (1, 1, 1, 1, 2, -1)
DOMAIN_CARDS = tuple(range(len(DOMAINS) * len(STARS)))

DIVERS = tuple(range(1, 15))
#: The moving divers (nautilus/across, nautilus/along).
ACROSS = (6, 9)
ALONG = (7, 8)

EYE, SCOOTER, HARPOON = "eye", "scooter", "harpoon"
KRAKEN, FISHBONE, ANCHOR = "kraken", "fishbone", "anchor"
SPECIALS = (EYE, SCOOTER, HARPOON, KRAKEN, FISHBONE, ANCHOR)
#: Played before placement starts (nautilus/pre-round).
PRE_ROUND = (EYE, SCOOTER, HARPOON)
#: The special cards played as a diver, and the value each stands for on the board.
AS_DIVER = {KRAKEN: 15, FISHBONE: 0}
SPECIAL_OF_VALUE = {value: name for name, value in AS_DIVER.items()}

PLACES = 5
SIDES = 2


def domain_of(card: int) -> int:
    """The domain (0 to 4) of domain card ``card``."""
    return card // len(STARS)


def stars_of(card: int) -> int:
    """What domain card ``card`` is worth: 2, 1 or -1."""
    return STARS[card % len(STARS)]


def beats(diver: int, other: int) -> bool:
    """Whether ``diver`` takes the domain card from ``other`` (nautilus/capture): the
    higher value wins, except that 1 beats 14; the Kraken (15) beats even the 1."""
    if diver == 1 and other == 14:
        return True
    if diver == 14 and other == 1:
        return False
    return diver > other


DOMAIN_NAMES: dict[str, Text] = {
    "science": _("Science"), "exploration": _("Exploration"), "navigation": _("Navigation"),
    "engineering": _("Engineering"), "war": _("War"),
}
SPECIAL_NAMES: dict[str, Text] = {
    EYE: _("the Eye"), SCOOTER: _("the Underwater scooter"), HARPOON: _("the Harpoon"),
    KRAKEN: _("the Kraken"), FISHBONE: _("the Fishbone"), ANCHOR: _("the Anchor"),
}


def diver_name(value: int) -> Text | str:
    """A diver as sentences name it: its number, or the Kraken or the Fishbone."""
    special = SPECIAL_OF_VALUE.get(value)
    return SPECIAL_NAMES[special] if special else str(value)


def domain_card_name(card: int) -> Text:
    """A domain card as sentences name it: "Science (2 stars)"."""
    stars = stars_of(card)
    domain = DOMAIN_NAMES[DOMAINS[domain_of(card)]]
    if stars < 0:
        return _("{domain} (ink blot)", domain=domain)
    return _("{domain} ({stars} stars)", domain=domain, stars=stars) if stars > 1 else \
        _("{domain} (1 star)", domain=domain)
