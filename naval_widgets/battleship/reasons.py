"""Why the greedy bot plays its move: one sentence from what it scored.

Everything played in Battleship is seen by both players; only the hands are secret. So
the public sentence speaks of the move and the grids, and the secret one adds what the
hand held: the bot's next best move, or that it had no other.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Action, Reason
from ..core.i18n import Catalog, Text
from ..core.reasons import next_best, with_more
from . import actions as act
from .cards import (
    BATTLESHIP,
    DESTROYER,
    NAMES,
    REPAIR_OR_DRAW,
    SUBMARINE,
    THE_SHIP,
    WHITE,
    WHITES_OR_TWO,
    cards_named,
    cell_label,
)
from .damage import peg_value
from .phrases import sentence

_ = Catalog("battleship")


def peg_hits(card: str, attacker: dict[str, Any], target: dict[str, Any],
             defender: dict[str, Any], on_shield: bool = False) -> int:
    """The hits ``card`` of ``attacker`` counts under ``target``, a revealed cell of
    ``defender``'s grid as the view shows it, or on its shield (``on_shield``): the
    submarine's power guards the ship where it works, never its shield
    (battleship/submarine)."""
    guarded = target["card"] == SUBMARINE and SUBMARINE in defender["powers"] \
        and not on_shield
    return peg_value(card, guarded, DESTROYER in attacker["powers"],
                     BATTLESHIP in attacker["powers"])


def face_down(side: dict[str, Any]) -> int:
    return sum(cell["face"] == "down" for cell in side["grid"])


def ships_hidden(side: dict[str, Any]) -> int:
    """How many of ``side``'s face-down cards are ships: five less those shown."""
    return 5 - sum(cell["face"] != "down" and cell["card"] != "miss" for cell in side["grid"])


def explain(action: Action, scores: Sequence[float], legal: Sequence[Action],
            me: dict[str, Any], opponent: dict[str, Any]) -> Reason:
    """The reason for ``action``, which scored best of ``legal`` (``scores``), with the
    bot's side ``me`` and the ``opponent``'s as its view shows them."""
    if type(action) is act.EndTurn:  # why rests on the hand alone
        return Reason(_("I end my turn; why rests on my hand, and is told when the game is "
                        "over."), _("I end my turn: no card in my hand was worth playing now."),
                      "ends-turn")
    kind, public = _claim(action, me, opponent)
    ship_at = _ship_at(me)
    return Reason(public, with_more(public, next_best(
        action, scores, legal, lambda other: sentence(other, ship_at))), kind)


def _ship_at(side: dict[str, Any]) -> Any:
    return lambda cell: side["grid"][cell]["card"]


def _claim(action: Action, me: dict[str, Any],
           opponent: dict[str, Any]) -> tuple[str, Text]:
    """The reason's kind and its public sentence."""
    kind = type(action)
    if kind is act.PlayPeg:
        return _peg(action, me, opponent)
    if kind is act.PlayTwo:
        return "play-two", _("I play {card}: two more plays this turn.",
                             card=NAMES[WHITES_OR_TWO])
    if kind is act.DrawThree:
        return "draw-three", _("I play {card}: three more cards to choose my next play from.",
                               card=NAMES[REPAIR_OR_DRAW])
    if kind is act.Repair or kind is act.RemovePeg:
        cell = me["grid"][action.cell]
        said = {"peg": NAMES[action.peg], "ship": THE_SHIP[cell["card"]],
                "cell": cell_label(action.cell), "hits": peg_hits(action.peg, opponent, cell, me)}
        if kind is act.Repair:
            return "repairs", _("I repair {ship} at my {cell}: taking {peg} off it removes "
                                "{hits} of its hits.", **said)
        return "repairs", _("My PT boat takes {peg} off {ship} at my {cell}: that removes "
                            "{hits} of its hits.", **said)
    if kind is act.PlayShield:
        cell = me["grid"][action.cell]
        return "shields", _("I put a Shield on {ship} at my {cell}: it has taken {damage} of "
                            "the {hits} hits that sink it.", ship=THE_SHIP[cell["card"]],
                            cell=cell_label(action.cell), damage=cell["damage"],
                            hits=cell["hits"])
    if kind is act.DiscardWhites:
        cards = cards_named(action.count, WHITE)
        if not face_down(opponent) and DESTROYER not in me["powers"]:
            return "useless-whites", _("I discard {cards}: they can do nothing now, as none of "
                                       "your cards is face down and my destroyer is not "
                                       "afloat.", cards=cards)
        return "discards-whites", _("I discard {cards} so that I draw more cards at the end "
                                    "of my turn.", cards=cards)
    return "must-discard", _("I discard {card}: no card of mine can be played, so I must "
                             "discard one.", card=NAMES[action.card])


def _peg(action: act.PlayPeg, me: dict[str, Any], opponent: dict[str, Any]) -> tuple[str, Text]:
    target = opponent["grid"][action.cell]
    said: dict[str, Any] = {"card": NAMES[action.card], "cell": cell_label(action.cell)}
    if target["face"] == "down":
        found = {**said, "ships": ships_hidden(opponent), "hidden": face_down(opponent)}
        if action.card == WHITE:
            return "reveals", _("I play {card} on your {cell} to turn it face up: {ships} of "
                                "your {hidden} face-down cards are ships.", **found)
        return "searches", _("I play {card} on your {cell} to search it: {ships} of your "
                             "{hidden} face-down cards are ships.", **found)
    shield = target["shield"]
    value = peg_hits(action.card, me, target, opponent, on_shield=shield is not None)
    said.update(ship=THE_SHIP[target["card"]], value=value)
    if shield is not None:
        left = shield["strength"] - shield["damage"]
        if value >= left:
            return "breaks-shield", _("I play {card} on the shield of {ship} at your {cell}: "
                                      "it counts {value}, and the shield needed {left} more "
                                      "to break, so it breaks.", left=left, **said)
        return "hits-shield", _("I play {card} on the shield of {ship} at your {cell}: it "
                                "counts {value}; the shield then needs {more} more to break.",
                                more=left - value, **said)
    left = target["hits"] - target["damage"]
    if value == 0:
        return "no-damage", _("I play {card} on {ship} at your {cell}: it counts nothing "
                              "there.", **said)
    if value >= left:
        return "sinks", _("I play {card} on {ship} at your {cell}: it counts {value}, and the "
                          "ship needed {left} more to sink, so it sinks.", left=left, **said)
    return "hits", _("I play {card} on {ship} at your {cell}: it counts {value}; the ship "
                     "then needs {more} more to sink.", more=left - value, **said)
