"""Each action as a sentence, each card by its one name (``cards.NAMES``): for the board's
entries and ``describe``, and for the greedy bot's reasons, which read the ships of the
mover's grid from its view."""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from ..core.i18n import Catalog, Text
from . import actions as act
from .cards import NAMES, SHIELD, WHITE, YOUR_SHIP, cards_named, cell_label

_ = Catalog("battleship")


def sentence(action: Action, ship_at: Callable[[int], str]) -> Text:
    """A sentence naming ``action`` for the seat that plays it; ``ship_at(cell)``: the
    ship in that cell of its own grid."""
    kind = type(action)

    def yours(cell: int) -> dict[str, Text | str]:
        return {"ship": YOUR_SHIP[ship_at(cell)], "cell": cell_label(cell)}

    if kind is act.PlayPeg:
        return _("Play {card} on the opponent's {cell}", card=NAMES[action.card],
                 cell=cell_label(action.cell))
    if kind is act.PlayShield:
        return _("Play {card} on {ship} at {cell}", card=NAMES[SHIELD], **yours(action.cell))
    if kind is act.DiscardWhites:
        return _("Discard whites: discard {cards}", cards=cards_named(action.count, WHITE))
    if kind is act.PlayTwo:
        return _("Play 2: play two more cards this turn")
    if kind is act.Repair:
        return _("Repair: take {peg} off {ship} at {cell}, then play a card",
                 peg=NAMES[action.peg], **yours(action.cell))
    if kind is act.DrawThree:
        return _("Draw 3: draw three cards, then play one of them")
    if kind is act.RemovePeg:
        return _("PT boat: take {peg} off {ship} at {cell}", peg=NAMES[action.peg],
                 **yours(action.cell))
    if kind is act.Discard:
        return _("No card can be played: discard {card}", card=NAMES[action.card])
    return _("End your turn")
