"""The Battleship board's own words (headings, hints, cell descriptions...), by key, in
the language of the moment: the page reads them from the board's ``words`` trait and
shows no word of its own; the static picture (``picture``) reads the same ones.

``{name}`` slots are filled by the page; a word with ``{count}`` is a pair of forms.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import Catalog
from ..core.page_words import rendered
from .cards import NAMES
from .game import TITLE

_ = Catalog("battleship")
forms = _.forms


def board_words() -> dict[str, Any]:
    """Every word of the Battleship page, rendered now."""
    return rendered({
        **{f"card.{kind}": name for kind, name in NAMES.items()},
        "title": TITLE,
        # cards in the hand and their notes
        "note.white": _("find a ship"),
        "note.red1": _("1 hit"), "note.red2": _("2 hits"), "note.red4": _("4 hits"),
        "note.shield": _("guard a ship"), "note.power": _("power"),
        "power.carrier": _("refills its owner's hand to 7 cards"),
        "power.battleship": _("adds 1 peg to each of its owner's red peg cards in play"),
        "power.destroyer": _("lets its owner's white pegs damage ships and shields"),
        "power.submarine": _("only white pegs damage it"),
        "power.pt-boat": _("at the start of its owner's turn, removes a peg card from one of "
                           "their ships"),
        "spoken.white": _("White peg card"),
        "spoken.red": forms("Red peg card, {count} peg", "Red peg card, {count} pegs"),
        "spoken.shield": _("Shield card"),
        "spoken.power": _("Power card: {name}"),
        "peg.white": _("white peg"),
        "peg.red": forms("red peg, {count} peg", "red peg, {count} pegs"),
        "hand.title": forms("Your hand ({count} card)", "Your hand ({count} cards)"),
        "hand.title.refill": forms("Your hand ({count} card, refill to {limit})",
                                   "Your hand ({count} cards, refill to {limit})"),
        "hand.label": _("Your hand"),
        "hand.empty": _("No cards in hand."),
        "hand.unplayable": _("{card}, cannot be played now"),
        "hand.restricted": _("{card}, cannot be played now (restricted)"),
        # cells
        "side.opp": _("Opponent {cell}"),
        "side.own": _("Your {cell}"),
        "side.named": _("{player} {cell}"),
        "cell.unknown": _("{where}, unknown"),
        "cell.down": _("{where}, face down"),
        "cell.down.known": _("{where}, face down ({card})"),
        "cell.sunk": _("{where}, {card}, sunk"),
        "cell.miss": _("{where}, miss"),
        "cell.ship": _("{where}, {card}"),
        "cell.hits": _("{damage} of {hits} hits"),
        "cell.pegs": _("pegs: {pegs}"),
        "cell.shield": _("shield {left} of {strength} left"),
        "cell.shield.pegs": _("(pegs: {pegs})"),
        "cell.last": _("{player} played here last"),
        "cell.choices": forms("{where}: {count} choice", "{where}: {count} choices"),
        "mark.sunk": _("✕ Sunk"),
        "mark.miss": _("Miss"),
        "mark.shield": _("◆ Shield {left}/{strength}"),
        "mark.last": _("last move"),
        "list.comma": _(", "),
        "list.semicolon": _("; "),
        # the header line
        "info.turn": _("Turn {turn}"),
        "info.you-move": _("You to move"),
        "info.moves": _("{player} to move"),
        "phase.pt-boat": _("PT boat power"),
        "phase.play": _("Play"),
        "phase.over": _("Game over"),
        "info.plays-left": forms("{count} play left", "{count} plays left"),
        "info.bonus": _("bonus play"),
        "variant.beginner": _("beginner rules"),
        # naming a move from its card and cell
        "entry.action": _("Action"),
        "entry.play-on-opp": _("Play {card} on the opponent's {cell}"),
        "entry.play-on-own": _("Play {card} on your {cell}"),
        "entry.play": _("Play {card}"),
        "entry.end": _("End your turn"),
        # the other seat's last turn
        "last.title": _("{player}'s last turn"),
        "last.someone": _("The other player"),
        "other-hand.title": _("{player}'s hand"),
        "other-hand.label": forms("{player}'s hand: {count} card",
                                  "{player}'s hand: {count} cards"),
        # choosing a move
        "choose.menu": _("Choose for the opponent's {cell}:"),
        "choose.menu.own": _("Choose for your {cell}:"),
        "choose.chosen": _("{card} chosen:"),
        "choose.cell-or-option": _("choose a highlighted cell on {sides}, or an option below."),
        "choose.cells": forms("choose the {count} highlighted cell on {sides}.",
                              "choose one of the {count} highlighted cells on {sides}."),
        "choose.option": _("choose an option."),
        "choose.escape": _("Escape cancels."),
        "sides.opp": _("the opponent's grid"),
        "sides.own": _("your grid"),
        "sides.both": _("the opponent's grid or your grid"),
        "sides.any": _("the grid"),
        "choose.options": _("Options for {card}"),
        "choose.cancel": _("Cancel"),
        "choose.cancel.label": _("Cancel: put back {card}"),
        "choose.card": _("Choose a card from your hand."),
        "choose.discard": _("No card can be played: choose a card from your hand to discard."),
        "choose.restricted": _("Your next play must be one of: {cards}."),
        "actions.other": _("Other actions"),
        # the players' panels
        "panel.you": _("{player} (you)"),
        "panel.to-move": _(", to move"),
        "pile.hand": _("Hand"),
        "pile.hand.refill": _("Hand (refill to {limit})"),
        "pile.draw": _("Draw"),
        "pile.discard": _("Discard"),
        "powers.title": _("Ship powers"),
        "powers.none": _("none"),
        "players": _("Players"),
        # grids and the end
        "grid.opp": _("Opponent's grid ({player})"),
        "grid.own": _("Your grid ({player})"),
        "grid.of": _("{player}'s grid"),
        "over.win": _("You win!"),
        "over.wins": _("{player} wins!"),
        "picture.note": _("A picture of the board: run the notebook to play."),
        "picture.turn": _("Turn {turn}"),
    })
