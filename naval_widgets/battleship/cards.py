"""The cards of one player's Battleship deck (rule battleship/setup)."""

from __future__ import annotations

from collections.abc import Iterable

from ..core.i18n import Catalog, Text
from ..core.words import brief

_ = Catalog("battleship")
n_ = _.plural

WHITE, RED1, RED2, RED4 = "white", "red1", "red2", "red4"
SHIELD, WHITES_OR_TWO, REPAIR_OR_DRAW = "shield", "whites-or-two", "repair-or-draw"
CARRIER, BATTLESHIP, DESTROYER = "carrier", "battleship", "destroyer"
SUBMARINE, PT_BOAT, MISS = "submarine", "pt-boat", "miss"

PEGS = {WHITE: 1, RED1: 1, RED2: 2, RED4: 4}
RED = frozenset({RED1, RED2, RED4})
POWERS = (SHIELD, WHITES_OR_TWO, REPAIR_OR_DRAW)
HAND_ORDER = (WHITE, RED1, RED2, RED4, SHIELD, WHITES_OR_TWO, REPAIR_OR_DRAW)

#: Hits needed to sink each ship.
HITS = {CARRIER: 5, BATTLESHIP: 4, DESTROYER: 3, SUBMARINE: 3, PT_BOAT: 2}
SHIPS = tuple(HITS)
COORDINATES = SHIPS + (MISS,) * 7

#: Hits a shield takes before it breaks (the rulebook's example: two pegs).
SHIELD_STRENGTH = 2

DESTRUCTION = (
    (WHITE,) * 10 + (RED1,) * 6 + (RED2,) * 3 + (RED4,)
    + (SHIELD,) * 2 + (WHITES_OR_TWO,) * 2 + (REPAIR_OR_DRAW,) * 2
)
BEGINNER_DESTRUCTION = tuple(card for card in DESTRUCTION if card not in POWERS)

HAND_SIZE, CARRIER_HAND_SIZE = 5, 7
ROWS, COLUMNS = 3, 4
CELLS = ROWS * COLUMNS

#: The one name of each card, on the board, in the log, in every sentence, in the
#: language of the moment (the catalog's; the page gets them as words "card.<kind>").
#: The short words above ("red2") are the notation a person types, never shown as a name.
NAMES: dict[str, Text] = {
    WHITE: _("White peg"), RED1: _("Red peg ×1"), RED2: _("Red peg ×2"),
    RED4: _("Red peg ×4"), SHIELD: _("Shield"), WHITES_OR_TWO: _("Discard whites / Play 2"),
    REPAIR_OR_DRAW: _("Repair / Draw 3"), CARRIER: _("Carrier"), BATTLESHIP: _("Battleship"),
    DESTROYER: _("Destroyer"), SUBMARINE: _("Submarine"), PT_BOAT: _("PT boat"),
    MISS: _("Miss"),
}

#: Each ship with its article ("the carrier"): languages give ships genders.
THE_SHIP: dict[str, Text] = {
    CARRIER: _("the carrier"), BATTLESHIP: _("the battleship"),
    DESTROYER: _("the destroyer"), SUBMARINE: _("the submarine"), PT_BOAT: _("the PT boat"),
}

#: Each ship as its owner's ("your carrier").
YOUR_SHIP: dict[str, Text] = {
    CARRIER: _("your carrier"), BATTLESHIP: _("your battleship"),
    DESTROYER: _("your destroyer"), SUBMARINE: _("your submarine"), PT_BOAT: _("your PT boat"),
}


#: Each ship as its owner's, in a sentence about them ("their carrier").
THEIR_SHIP: dict[str, Text] = {
    CARRIER: _("their carrier"), BATTLESHIP: _("their battleship"),
    DESTROYER: _("their destroyer"), SUBMARINE: _("their submarine"),
    PT_BOAT: _("their PT boat"),
}


def cards_named(count: int, card: str) -> Text:
    """``count`` cards of one name: "1 White peg card", "2 White peg cards"."""
    return n_("{count} {card} card", "{count} {card} cards", count, card=NAMES[card])


def cell_label(cell: int) -> str:
    """Row letter and column number: cell 0 is A1, cell 11 is C4."""
    return f"{'ABC'[cell // COLUMNS]}{cell % COLUMNS + 1}"


def cell_index(label: str) -> int:
    """The inverse of ``cell_label``; ``ValueError`` for anything else."""
    if len(label) != 2 or label[0].upper() not in "ABC" or label[1] not in "1234":
        raise ValueError(str(_("{value} is not a cell: use A1 to C4.", value=brief(label))))
    return "ABC".index(label[0].upper()) * COLUMNS + int(label[1]) - 1


#: Each card's place in a hand (``HAND_ORDER``).
HAND_RANK = {card: rank for rank, card in enumerate(HAND_ORDER)}


def sort_hand(cards: Iterable[str]) -> tuple[str, ...]:
    """Cards in a fixed order (whites, reds by size, powers): a hand shows no draw order."""
    return tuple(sorted(cards, key=HAND_RANK.__getitem__))


def without_card(cards: tuple[str, ...], card: str) -> tuple[str, ...]:
    """``cards`` less their first ``card`` (which they hold), the others in their order."""
    at = cards.index(card)
    return cards[:at] + cards[at + 1:]


def kinds(cards: Iterable[str]) -> tuple[str, ...]:
    """The different cards among ``cards``, in hand order."""
    return sort_hand(set(cards))


def hand_kinds(hand: tuple[str, ...]) -> tuple[str, ...]:
    """The different cards in ``hand``, kept in hand order as the rules keep hands."""
    return tuple(dict.fromkeys(hand))
