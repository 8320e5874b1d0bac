"""Fleet 1715's world: the four sites, the four attributes and their elements.

Every element has an id: ``category * 4 + index``. Category 0 holds the sites
in coast order (Sebastian Inlet, Pelican Island in the north; St. Lucie,
Ft. Pierce Inlet in the south); categories 1-4 the attributes in the order the
rulebook's solution tables print them: cargo, depth, ship type, ship name.
Depths are listed shallowest first, so a depth's index is its rank.

>>> LABELS[element("nao")], category_of(element("nao")), CATEGORIES[3]
('Nao', 3, 'ship type')
>>> [FEET[k] for k in range(4)]
[15, 16, 20, 22]
"""

from __future__ import annotations

from ...core.i18n import Catalog, Text
from ...core.words import brief

_ = Catalog("fleet1715")

SITE, CARGO, DEPTH, TYPE, NAME = range(5)
ATTRIBUTES = (CARGO, DEPTH, TYPE, NAME)
CATEGORIES = ("site", "cargo", "depth", "ship type", "ship name")
CATEGORY_KEYS = ("site", "cargo", "depth", "type", "name")
#: Each category's name as a student reads it, in ``CATEGORIES`` order.
CATEGORY_WORDS = (_("site"), _("cargo"), _("depth"), _("ship type"), _("ship name"))

#: Each element, category by category: its short key (used in notation, JSON and tests)
#: and how it is written on its own (the element cards).
_ELEMENTS = {
    "sebastian": "Sebastian Inlet", "pelican": "Pelican Island", "st-lucie": "St. Lucie",
    "ft-pierce": "Ft. Pierce Inlet",
    "gold": "gold coins", "silver": "silver", "jewelry": "jewelry",
    "porcelain": "Chinese porcelain",
    "15ft": "15 ft", "16ft": "16 ft", "20ft": "20 ft", "22ft": "22 ft",
    "nao": "Nao", "almiranta": "Almiranta", "capitana": "Capitana", "sloop": "Dutch Sloop",
    "san-miguel": "San Miguel", "regla": "N. Sn. de la Regla", "carmen": "N. Sn. del Carmen",
    "concepcion": "Concepción",
}
KEYS = tuple(_ELEMENTS)
LABELS = tuple(_ELEMENTS.values())
#: The grid's row and column headings: the labels, the longest shortened to fit.
SHORT = tuple({"gold coins": "gold", "Chinese porcelain": "porcelain", "Dutch Sloop": "Sloop",
               "N. Sn. de la Regla": "Regla", "N. Sn. del Carmen": "Carmen"}.get(label, label)
              for label in LABELS)
#: Each label as the student reads it, in the language of the moment: sites and ship names
#: are names and stay as they are; ship types are the fleet's own Spanish words, but for
#: the Dutch sloop; cargoes and depths are translated.
_TRANSLATED: dict[str, Text] = {
    "gold coins": _("gold coins"), "silver": _("silver"), "jewelry": _("jewelry"),
    "Chinese porcelain": _("Chinese porcelain"),
    "15 ft": _("15 ft"), "16 ft": _("16 ft"), "20 ft": _("20 ft"), "22 ft": _("22 ft"),
    "Dutch Sloop": _("Dutch Sloop"),
}
#: The shortened headings that are not their label, as the student reads them.
_SHORT_TRANSLATED: dict[str, Text] = {"gold": _("gold"), "porcelain": _("porcelain"),
                                      "Sloop": _("Sloop")}
FEET = (15, 16, 20, 22)
SITES = (0, 1, 2, 3)
NORTH, SOUTH = (0, 1), (2, 3)
AREAS = {"north": NORTH, "south": SOUTH}

_BY_KEY = {key: e for e, key in enumerate(KEYS)}


def element(key: str) -> int:
    """The id of the element with this key (``ValueError`` for an unknown key)."""
    try:
        return _BY_KEY[key]
    except (KeyError, TypeError):
        raise ValueError(f"There is no element {brief(key)}; the elements are: "
                         f"{', '.join(KEYS)}.") from None


def category_of(e: int) -> int:
    return e // 4


def index_of(e: int) -> int:
    return e % 4


def members(category: int) -> tuple[int, ...]:
    return tuple(range(category * 4, category * 4 + 4))


def area_of(site: int) -> str:
    return "north" if site in NORTH else "south"


def neighbour(site: int) -> int:
    """The other site of the same area: two wrecks "next to each other" lie there."""
    return site ^ 1


def label(e: int) -> Text | str:
    """How element ``e`` is written on its own, in the language of the moment when read."""
    return _TRANSLATED.get(LABELS[e], LABELS[e])


def short_label(e: int) -> Text | str:
    """Element ``e``'s grid heading (``SHORT``), in the language of the moment when read."""
    if SHORT[e] in _SHORT_TRANSLATED:
        return _SHORT_TRANSLATED[SHORT[e]]
    return label(e) if SHORT[e] == LABELS[e] else SHORT[e]
