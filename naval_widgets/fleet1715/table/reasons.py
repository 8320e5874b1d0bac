"""Why a table bot plays its move: one sentence from how it decided (``decisions``).

Every seat sees who asked for what, who handed a card to whom and who wrote on a slip,
and knows how each bot plays; so the public sentence says what the move is and the rule
the bot followed. Whatever rests on the bot's own cards (the card it handed over, how
many cards it knows, what it expects a request to tell it, the wreck it writes) is in the
secret sentence, read by the bot's seat at once and by everyone once the slips are
revealed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...core import Action, Reason
from ...core.i18n import Catalog, Text
from ...core.sentences import in_a_row
from ..world.data import CATEGORY_WORDS
from .actions import Ask, Give, Pass, Take, Write
from .decisions import GUESSED, NOTHING_NEW, WEIGHED, Decision, Weighing
from .knowledge import Knowledge, Wreck, known_cards
from .turns import subject_words, words_of

_ = Catalog("fleet1715")
n_ = _.plural


def explain(view: dict[str, Any], decision: Decision, legal: Sequence[Action],
            knowledge: Knowledge, patience: int | None) -> Reason:
    """The reason for ``decision``, made from ``view``, the ``legal`` actions and what the
    bot's ``knowledge`` holds; ``patience``: the round from which the bot guesses (None:
    never)."""
    action = decision.action
    kind = type(action)
    if kind is Take:
        return Reason(_("I take the mission card {mission}: before any clue one mission card is "
                        "as good as another, so I took one at random.",
                        mission=words_of(action.mission)), kind="takes-mission")
    if kind is Give:
        return handed_over(action, len(legal))
    if kind is Ask and decision.how == WEIGHED:
        return weighed(view, action, decision.weighing, knowledge)
    if kind is Ask:
        return Reason(_("I ask for a card of “{subject}”: I choose my requests at random.",
                        subject=subject_words(action.subject)), kind="random-request")
    if kind is Pass and decision.how == NOTHING_NEW:
        return Reason(_("I make no second request: no card I could get would tell me anything "
                        "new about my mission."), kind="nothing-to-learn")
    if kind is Pass:
        return Reason(_("I make no second request: I chose that at random."),
                      kind="random-pass")
    return slip_line(view, decision, patience)


def handed_over(action: Give, fitting: int) -> Reason:
    """A card handed over: which one, only the two seats that passed it know."""
    public = _("I hand over a card that fits the request: when several fit, I choose one at "
               "random.")
    secret = n_("I hand over card {number}: it is my only card that fits the request.",
                "I hand over card {number}: I chose it at random among my {count} cards that "
                "fit the request.", fitting, number=action.card)
    return Reason(public, secret, "hands-over")


def weighed(view: dict[str, Any], action: Ask, weighing: Weighing,
            knowledge: Knowledge) -> Reason:
    """The logician's request: the public sentence says it weighed them all; the secret one
    what it expects the answer to tell it, which rests on the cards it knows."""
    public = _("I ask for a card of “{subject}”: of the requests I weighed, none promised "
               "more towards my mission.", subject=subject_words(action.subject))
    removed, new = weighing.worths[action.subject]
    if removed > 0:
        kind, detail = "narrows-mission", narrowing(view, removed, weighing, knowledge)
    elif new > 0:
        kind, detail = "seeks-new-card", [_(
            "No card I could get narrows my mission by itself; over {deals} deals of the cards "
            "I have not seen, the answer to this request is the likeliest to be a card I have "
            "not seen: {chance} in 100.", deals=weighing.deals, chance=round(100 * new))]
    else:
        kind, detail = "asks-at-random", [_("No card I could get tells me anything new, and a "
                                            "turn begins with a request: I chose one at "
                                            "random.")]
    return Reason(public, in_a_row([public, *detail]), kind)


def narrowing(view: dict[str, Any], removed: float, weighing: Weighing,
              knowledge: Knowledge) -> list[Text]:
    """How much the answer is expected to tell (``removed`` of the doubt), and the card
    that would tell most: the line of the wreck it settles or narrows."""
    mission, known = view["missions"][view["seat"]], known_cards(view)
    doubt = knowledge.doubt(mission, known)
    gains = {number: chance * (doubt - knowledge.doubt(mission, with_card(known, number)))
             for number, chance in weighing.chances.items() if number not in known}
    best = max(sorted(gains), key=gains.__getitem__)
    before = knowledge.lines(mission, known)
    after = knowledge.lines(mission, with_card(known, best))
    narrowed = [line for line in range(len(before)) if len(after[line]) < len(before[line])]
    line = min(narrowed, key=lambda line: (len(after[line]) > 1, len(after[line])
                                           - len(before[line])))
    figures = _("Over {deals} deals of the cards I have not seen, its answer is expected to "
                "remove {removed} of the {doubt} bits of doubt my mission leaves.",
                deals=weighing.deals, removed=format(removed, ".2f"),
                doubt=format(doubt, ".2f"))
    if len(after[line]) == 1:
        card = _("Card {number}, if it comes, settles the {line} of my wreck.", number=best,
                 line=CATEGORY_WORDS[line])
    else:
        card = _("Card {number}, if it comes, narrows the {line} of my wreck from {before} "
                 "possible values to {after}.", number=best, line=CATEGORY_WORDS[line],
                 before=len(before[line]), after=len(after[line]))
    return [figures, card]


def with_card(known: tuple[int, ...], number: int) -> tuple[int, ...]:
    return tuple(sorted((*known, number)))


def slip_line(view: dict[str, Any], decision: Decision, patience: int | None) -> Reason:
    """A line written, or the slip handed in: settled by the cards the bot knows, or
    guessed. Before ``patience`` every seat knows the bot writes only a settled mission;
    from then on, which it is waits for the reveal."""
    writes = type(decision.action) is Write
    guessing = patience is not None and view["round"] >= patience
    if guessing and writes:
        public = _("I write a line of my slip: from round {round} on I write one whether my "
                   "cards settle my mission or not; which, I say when the game is over.",
                   round=patience)
    elif guessing:
        public = _("I hand in my slip: from round {round} on I hand one in whether my cards "
                   "settle my mission or not; which, I say when the game is over.",
                   round=patience)
    elif writes:
        public = _("I write a line of my slip: the cards I have seen settle my mission.")
    else:
        public = _("I hand in my slip: the cards I have seen settle my mission, and every line "
                   "is written.")
    said = {"slip": slip_words(decision.wreck)}
    if writes:
        said["value"] = words_of(decision.action.value)
    guessed = decision.how == GUESSED
    secret = slip_secret(writes, guessed, len(known_cards(view)), said)
    kind = ("writes-" if writes else "hands-in-") + ("guess" if guessed else "settled")
    return Reason(public, in_a_row([public, secret]), kind)


def slip_words(wreck: Wreck) -> Text:
    """A slip's five lines in words."""
    site, cargo, depth, ship_type, ship_name = (words_of(key) for key in wreck)
    return _("{site}, {cargo}, {depth}, {ship_type}, {ship_name}", site=site, cargo=cargo,
             depth=depth, ship_type=ship_type, ship_name=ship_name)


def slip_secret(writes: bool, guessed: bool, count: int, said: dict[str, Text]) -> Text:
    """The secret half of a slip's reason: the line or the slip, and whether the ``count``
    cards the bot has seen settle its mission."""
    if writes and guessed:
        return n_("I write {value} as a guess: the {count} card I have seen still leaves my "
                  "mission more than one wreck, and I write the first it allows: {slip}.",
                  "I write {value} as a guess: the {count} cards I have seen still leave my "
                  "mission more than one wreck, and I write the first they allow: {slip}.",
                  count, **said)
    if writes:
        return n_("I write {value}: the {count} card I have seen leaves my mission one wreck: "
                  "{slip}.",
                  "I write {value}: the {count} cards I have seen leave my mission one wreck: "
                  "{slip}.", count, **said)
    if guessed:
        return n_("I hand in {slip} as a guess: the {count} card I have seen still leaves my "
                  "mission more than one wreck.",
                  "I hand in {slip} as a guess: the {count} cards I have seen still leave my "
                  "mission more than one wreck.", count, **said)
    return n_("I hand in {slip}: the {count} card I have seen leaves my mission that wreck "
              "alone.",
              "I hand in {slip}: the {count} cards I have seen leave my mission that wreck "
              "alone.", count, **said)
