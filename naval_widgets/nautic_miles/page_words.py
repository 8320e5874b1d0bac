"""The Nautic Miles board's own words (headings, hints, the marks beside a convoy...), by
key, in the language of the moment: the page reads them from the board's ``words`` trait
and shows no word of its own.

``{name}`` slots are filled by the page; a word with ``{count}`` is a pair of forms.
"""

from __future__ import annotations

from typing import Any

from ..core.i18n import Catalog
from ..core.page_words import rendered
from .cards import NAMES, PAIR_NAME

_ = Catalog("nautic_miles")
forms = _.forms


def board_words() -> dict[str, Any]:
    """Every word of the Nautic Miles page, rendered now."""
    return rendered({
        **{f"card.{kind}": name for kind, name in NAMES.items()},
        "card.submarines": PAIR_NAME,
        "title": _("Nautic Miles"),
        # the header line
        "info.round": _("Round {round}"),
        "info.you-move": _("You to move"),
        "info.moves": _("{player} to move"),
        "info.over": _("Game over"),
        "list.dot": _(" · "),
        "list.comma": _(", "),
        "list.semicolon": _("; "),
        # the lines of convoys
        "side.you": _("{side} (you)"),
        "side.your-team": _("{side} (your team)"),
        "line.label": _("Line of convoys of {side}"),
        "line.port": _("Port end"),
        "line.empty": _("No convoy at sea."),
        "score.game": forms("Game: {count} point", "Game: {count} points"),
        "score.round": forms("This round: {count} point", "This round: {count} points"),
        "port.title": _("In port:"),
        "captures.title": _("Captured:"),
        "detected.card": _("{card}, detected"),
        "convoy.down": _("Face down"),
        "convoy.label": _("Convoy {slot} of {side}: {convoy}, {miles}"),
        "convoy.choices": forms("{where}: {count} choice", "{where}: {count} choices"),
        "miles": forms("{count} mile", "{count} miles"),
        "place.short": _("Place {at}"),
        # the cards beside a convoy
        "chip.detected": _("Detected by radar: value doubled"),
        "chip.storm": _("Storm: at most 600 miles a card"),
        "chip.alert": _("Alert by {player}"),
        "chip.alert.waiting": _("Alert by {player}: warships {turns}"),
        "chip.aircraft": _("Aircraft by {player}"),
        "chip.aircraft.countdown": _("Aircraft by {player}: captures {turns}"),
        "chip.mine": _("Mine by {player}: explodes {turns}"),
        "chip.mine.held": _("Mine by {player}"),
        "battle.title": _("Battle: {cards}"),
        "battle.standing": _("strength to answer: {strength}"),
        "battle.answer": _("{side} must answer"),
        "battle.answer.attackers": _("the attackers must answer"),
        "battle.tie": _("a tie: the convoy is stopped"),
        "battle.countdown": _("{player}'s warship wins {turns}"),
        "countdown": forms("in {count} turn", "in {count} turns"),
        "note.strength": _("strength {strength}"),
        # the hand and choosing a move
        "hand.title": forms("Your hand ({count} card)", "Your hand ({count} cards)"),
        "hand.label": _("Your hand"),
        "hand.empty": _("No cards in hand."),
        "hand.unplayable": _("{card}, cannot be played now"),
        "choose.menu": _("Choose a move for this convoy:"),
        "choose.chosen": _("{card} chosen:"),
        "choose.convoys": forms("choose the highlighted convoy, or discard it.",
                                "choose one of the {count} highlighted convoys, or discard it."),
        "choose.places": forms("choose the highlighted place in your line, or discard it.",
                               "choose one of the {count} highlighted places in your line, "
                               "or discard it."),
        "choose.option": _("it fits no convoy now: discard it."),
        # Why a card of one's own side fits nowhere: its convoys, or its line.
        "choose.option.own": _("none of your side's convoys can take it now: discard it."),
        "choose.option.line": _("your line has no free place now: discard it."),
        "choose.option.attack": _("no opponent's convoy can take it now: discard it."),
        "choose.convoys.only": forms("choose the highlighted convoy.",
                                     "choose one of the {count} highlighted convoys."),
        "choose.places.only": forms("choose the highlighted place in your line.",
                                    "choose one of the {count} highlighted places in your line."),
        "convoy.refused": _("{card} cannot go on this convoy: choose a highlighted one."),
        "convoy.choose-card": _("Choose a card from your hand first: the convoys it can go "
                                "on are then highlighted."),
        "choose.escape": _("Escape cancels."),
        "choose.options": _("Options for {card}"),
        "choose.cancel": _("Cancel"),
        "choose.cancel.label": _("Cancel: put back {card}"),
        "choose.card": _("Choose a card from your hand: play it or discard it."),
        "choose.card.only": _("Choose a card from your hand and play it: the draw pile is "
                              "empty, so no card may be discarded."),
        # the players' panel
        "players": _("Players"),
        "panel.you": _("{player} (you)"),
        "panel.to-move": _(", to move"),
        "other-hand.label": forms("{player}'s hand: {count} card",
                                  "{player}'s hand: {count} cards"),
        "pile.draw": _("Draw pile"),
        "pile.discard": _("Discard pile"),
        "pile.discard.top": _("On top of the discard pile: {card}"),
        "scores.title": _("Scores"),
        "scores.side": _("Side"),
        "scores.total": _("Game"),
        "scores.cancelled": _("Round {round} (cancelled)"),
        "over": _("Game over"),
    })
