"""What the log says of each action, and how the rules name players and cells.

Every sentence is a catalog's ``Text``, read in the language of the moment.
"""

from __future__ import annotations

from ..core import Event
from ..core.i18n import Catalog, Text, get_language
from .cards import (
    MISS,
    NAMES,
    REPAIR_OR_DRAW,
    SHIELD,
    THE_SHIP,
    THEIR_SHIP,
    WHITE,
    WHITES_OR_TWO,
    cards_named,
    cell_label,
    sort_hand,
)

_ = Catalog("battleship")
n_ = _.plural

#: How a peg card played on the opponent's grid turns out (``peg_event``).
HIT, FOUND, ON_SHIELD, DISCARDED, ON_SHIP = "hit", "found", "shield", "discarded", "ship"
#: How a peg card comes off a ship: the Repair power or the PT boat's.
BY_REPAIR, BY_PT_BOAT = "repair", "pt-boat"


def player(seat: int) -> Text:
    """A seat's name: "Player 1"."""
    return _("Player {number}", number=seat + 1)


def where(seat: int, cell: int) -> Text:
    """"Player 2's B3": cell ``cell`` of ``seat``'s grid."""
    return _("{player}'s {cell}", player=player(seat), cell=cell_label(cell))


def won(winner: int) -> Text:
    """The game's result: "Player 1 sank the whole fleet and wins!" (battleship/winner)."""
    return _("{player} sank the whole fleet and wins!", player=player(winner))


def peg_event(me: int, card: str, cell: int, target: str, outcome: str) -> Event:
    """A peg card played on ``target``, the card at ``cell`` of the opponent's grid."""
    said = {"player": player(me), "card": NAMES[card], "where": where(1 - me, cell),
            "found": _("a miss") if target == MISS else THE_SHIP[target]}
    if outcome == HIT:
        return Event(_("{player} plays {card} on {where}: {found}, hit!", **said))
    if outcome == FOUND:
        return Event(_("{player} plays {card} on {where}: {found}.", **said))
    if outcome == ON_SHIELD:
        return Event(_("{player} plays {card} on the shield of {found} at {where}.", **said))
    if outcome == DISCARDED:
        return Event(_("{player} plays {card} on {found} at {where}: only {white} cards can "
                       "damage it, so the card is discarded.", white=NAMES[WHITE], **said))
    return Event(_("{player} plays {card} on {found} at {where}.", **said))


def shield_event(me: int, ship: str, cell: int) -> Event:
    return Event(_("{player} plays {card} on {ship} at {cell}.", player=player(me),
                   card=NAMES[SHIELD], ship=THEIR_SHIP[ship], cell=cell_label(cell)))


def discard_event(me: int, card: str) -> Event:
    return Event(_("{player} cannot play and discards a card: {card}.", player=player(me),
                   card=NAMES[card]))


def discard_whites_event(me: int, count: int) -> Event:
    return Event(_("{player} plays {card} to discard {cards}.", player=player(me),
                   card=NAMES[WHITES_OR_TWO], cards=cards_named(count, WHITE)))


def play_two_event(me: int) -> Event:
    return Event(_("{player} plays {card} to play 2 more cards.", player=player(me),
                   card=NAMES[WHITES_OR_TWO]))


def draw_three_event(me: int) -> Event:
    return Event(_("{player} plays {card} to draw 3 cards, then plays one of them.",
                   player=player(me), card=NAMES[REPAIR_OR_DRAW]))


def end_turn_event(me: int) -> Event:
    return Event(_("{player} ends the turn.", player=player(me)))


def shuffle_event(seat: int) -> Event:
    return Event(_("{player} shuffles the discard pile into a new draw pile.",
                   player=player(seat)))


def draw_event(seat: int, drawn: tuple[str, ...]) -> Event:
    """How many cards ``seat`` drew, for all; which ones, for ``seat`` only."""
    name = player(seat)
    cards = tuple(NAMES[card] for card in sort_hand(drawn))
    return Event(n_("{player} draws {count} card.", "{player} draws {count} cards.", len(drawn),
                    player=name),
                 ((seat, _("{player} draws: {cards}.", player=name, cards=Listing(cards))),))


def removal_event(me: int, how: str, peg: str, ship: str, cell: int) -> Event:
    """``me`` takes ``peg`` off their ``ship`` at ``cell``, ``how`` (``BY_REPAIR``...)."""
    said = {"player": player(me), "peg": NAMES[peg], "ship": THEIR_SHIP[ship],
            "cell": cell_label(cell)}
    if how == BY_REPAIR:
        return Event(_("{player} plays {card} to take {peg} off {ship} at {cell}.",
                       card=NAMES[REPAIR_OR_DRAW], **said))
    return Event(_("{player} uses their PT boat to take {peg} off {ship} at {cell}.", **said))


def break_event(owner: int, ship: str) -> Event:
    return Event(_("The shield on {ship} of {owner} breaks.", owner=player(owner),
                   ship=THE_SHIP[ship]))


def sink_event(owner: int, ship: str) -> Event:
    return Event(_("{player} sinks {ship} of {owner}!", player=player(1 - owner),
                   owner=player(owner), ship=THE_SHIP[ship]))


def whites_event(owner: int, removed: int) -> Event:
    """The destroyer of ``owner`` sank, and ``removed`` of their white pegs with it."""
    return Event(n_("The destroyer power of {player} ends: {count} {white} card in play is "
                    "discarded.",
                    "The destroyer power of {player} ends: {count} {white} cards in play are "
                    "discarded.", removed, player=player(owner), white=NAMES[WHITE]))


def win_event(winner: int) -> Event:
    return Event(won(winner))


class Listing(Text):
    """Names in a row, each read in the language of the moment: "White peg, Shield"."""

    __slots__ = ()

    def __init__(self, items: tuple[Text, ...]) -> None:
        super().__init__("battleship", "", params=tuple(enumerate(items)))

    def render(self, language: str) -> str:
        comma = _(", ").render(language)
        return comma.join(item.render(language) for _n, item in self.params)

    def __str__(self) -> str:
        return self.render(get_language())
