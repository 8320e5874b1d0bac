"""The table game board's own words (the seats, the hand, the question builder, the
slip, the reveal...), by key, in the language of the moment: the page reads them from the
board's ``words`` trait and shows no word of its own.

``{name}`` slots are filled by the page; a word with ``{count}`` is a pair of forms.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import Catalog
from ...core.page_words import rendered
from ..ui.page_words import grid_words
from ..world.data import CATEGORY_KEYS, CATEGORY_WORDS, KEYS, element, label

_ = Catalog("fleet1715")
forms = _.forms


def board_words() -> dict[str, Any]:
    """Every word of the table game's page, rendered now (the logic grid's: the tutor's)."""
    words: dict[str, Any] = grid_words()
    words.update({f"category.{key}": str(name)
                  for key, name in zip(CATEGORY_KEYS, CATEGORY_WORDS, strict=True)})
    words.update({f"element.{key}": str(label(element(key))) for key in KEYS})
    words.update(rendered({
        "title": _("Fleet 1715 at the table"),
        # the header line
        "info.round": _("Round {round}"),
        "info.you-move": _("You to move"),
        "info.moves": _("{player} to move"),
        "info.over": _("Game over"),
        # the seats around the table
        "seats": _("The table"),
        "seat.name": _("Player {number}"),
        "seat.you": _("{player} (you)"),
        "seat.cards": forms("{count} card", "{count} cards"),
        "seat.active": _("active"),
        "seat.passive": _("passive: slip handed in"),
        "seat.to-move": _("to move"),
        "seat.mission": _("mission: {mission}"),
        "seat.no-mission": _("no mission yet"),
        "pile": forms("Draw pile: {count} card", "Draw pile: {count} cards"),
        # the seat's own cards
        "mission": _("Your mission: {mission}"),
        "mission.none": _("You have no mission card yet."),
        "hand": _("Your hand"),
        # why a greyed card of the hand does nothing on the seat's own turn
        "hand.kept": _("A card of your hand is handed over only to a player who asks for "
                       "one it fits."),
        "hand.unfit": _("Card {number} does not fit “{subject}”: hand over a highlighted "
                        "card."),
        "received": _("Cards handed to you"),
        "received.from": _("from {player}"),
        "given": _("Cards you handed over"),
        "given.to": _("to {player}"),
        # a card's later passes, after "from …" and "to …": "from Player 2, then Player 4"
        "received.then": _("{first}, then {player}"),
        "given.then": _("{first}, then to {player}"),
        "face-up": _("Face-up cards"),
        "none": _("None yet."),
        # the choices
        "choose.mission": _("Take a mission card"),
        "ask.title": _("Ask a question"),
        "ask.subject": _("Ask for a card of"),
        "ask.categories": _("a category"),
        "ask.elements": _("an element"),
        "ask.send": _("Ask"),
        "give.title": _("{player} asks you for a card of “{subject}”: hand one over"),
        "give.card": _("Hand over card {number}: {text}"),
        # the public record
        "record": _("Requests"),
        "record.given": _("{asker} asked for “{subject}”: {giver} handed a card over"),
        "record.card": _("{asker} asked for “{subject}”: {giver} handed over card {number}, "
                         "“{text}”"),
        "record.nobody": _("{asker} asked for “{subject}”: nobody had one"),
        # the solution slip
        "slip": _("Your solution slip"),
        "slip.line": _("{category}:"),
        "slip.empty": _("not written"),
        "slip.write": _("Write"),
        "slip.change": _("write instead:"),
        "slip.choose": _("write:"),
        "slip.hand-in": _("Hand in the slip"),
        # the reveal
        "reveal": _("The slips, in the order handed in"),
        "reveal.slip": _("{place}. {player}: {slip}"),
        "reveal.right": _("correct"),
        "reveal.wrong": _("wrong"),
        "reveal.hidden": _("face down"),
        "solution": _("The solution, wreck by wreck"),
        "list.comma": _(", "),
        # the static picture, where no live board runs
        "picture.note": _("A picture of the board: run the notebook to play on it."),
        # the seat's logic grid
        "notes": _("Your logic grid"),
        "notes.lead": _("Your private notes: no other player sees them. The hints use only "
                        "the clue cards you know."),
        "notes.controls": _("Hints from the clue cards you know"),
        "notes.clues": _("The clue cards you know, numbered as the hints name them"),
        "notes.card": _("card {card}"),
        "notes.fill": _("Mark what my cards prove"),
        "notes.fill.label": _("Mark what my cards prove: every cell that one clue card I know "
                              "settles by itself"),
    }))
    return words
