"""The Nautilus board's own words (headings, hints, the marks on a place...), by key, in
the language of the moment: the page reads them from the board's ``words`` trait and
shows no word of its own.

``{name}`` slots are filled by the page; a word with ``{count}`` is a pair of forms.
"""

from __future__ import annotations

from typing import Any

from ..core.page_words import rendered
from .cards import AS_DIVER, DOMAIN_NAMES, SPECIAL_NAMES
from .words import CATALOG as _

forms = _.forms


def board_words() -> dict[str, Any]:
    """Every word of the Nautilus page, rendered now."""
    words: dict[str, Any] = {f"domain.{key}": name for key, name in DOMAIN_NAMES.items()}
    words.update({f"special.{key}": name for key, name in SPECIAL_NAMES.items()})
    words.update({f"diver.{value}": SPECIAL_NAMES[key] for key, value in AS_DIVER.items()})
    words.update({
        "title": _("Nautilus"),
        # the header line
        "info.round": _("Round {round}"),
        "info.you-move": _("You to move"),
        "info.moves": _("{player} to move"),
        "info.over": _("Game over"),
        "list.comma": _(", "),
        # the submarine and the places
        "submarine": _("The submarine"),
        "stars": forms("{count} star", "{count} stars"),
        "ink": _("ink blot"),
        "side.you": _("{player} (you)"),
        "side.label": _("The places of {player}"),
        "place.label": _("Place {side}.{place}, facing {domain}: {diver}"),
        "place.empty": _("empty"),
        "place.anchor": _("anchored"),
        "place.mover": _("must move a card"),
        # the domains' tallies
        "tallies.title": _("Domains"),
        "tallies.won": _("won by {player}"),
        "tallies.hidden": _("The running tallies are hidden in this game."),
        "tallies.held": _("The tallies appear once you answer the question about them."),
        # the hand, the special card, what is known of the opponent's
        "hand.title": forms("Your divers ({count})", "Your divers ({count})"),
        "hand.label": _("Your divers"),
        "hand.empty": _("No divers in hand."),
        "hand.unplayable": _("{card}, cannot be placed now"),
        "special.yours": _("Your special card:"),
        "special.none": _("no special card"),
        "opponent.hand": forms("{player} holds {count} diver", "{player} holds {count} divers"),
        "opponent.seen": _("Divers of {player} you have seen: {cards}"),
        "opponent.special": _("{player}'s special card: {card}"),
        "opponent.knows": _("{player} has seen your divers: {cards}"),
        "harpoon.taken": _("You took the {card} with the Harpoon: give it back, or keep it "
                           "and give one of yours."),
        # the round just scored
        "last.title": _("The last round, card by card"),
        "last.line": _("{domain}: {first} against {second}, taken by {player}"),
        # choosing a move
        "actions.title": _("Your choices"),
        "choose.card": _("Choose a diver, then a highlighted place on either side."),
        "choose.move": _("Choose the card to move, then its highlighted destination."),
        "choose.menu": _("How to place {card} at {side}.{place}?"),
        "choose.chosen": _("{card} chosen:"),
        "choose.places": forms("choose the highlighted place.",
                               "choose one of the {count} highlighted places."),
        "choose.option": _("it has no place now."),
        "choose.escape": _("Escape cancels."),
        "choose.options": _("Options for {card}"),
        "choose.cancel": _("Cancel"),
        "choose.cancel.label": _("Cancel: put back {card}"),
        "over": _("Game over"),
    })
    return rendered(words)
