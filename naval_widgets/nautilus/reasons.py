"""Why the Nautilus bots play their moves: one sentence from what they evaluated.

The board, the domain cards and the cards taken are seen by both players; the hands,
the special card kept, the diver picked and the diver given are not. So the public
sentence says what a placement or a move does on the board (``board_fact``: the place
the card lands at, its domain card, who takes it) and names only what both see; the
secret sentence adds what rests on the bot's cards: its next best move (the greedy
bot) or its search's figures (the search bot).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..core import Action, Reason
from ..core.i18n import Text
from ..core.reasons import next_best, with_more
from .actions import Anchored, Give, Keep, Move, Pick, Place, PlaySpecial
from .cards import SPECIAL_NAMES, beats, domain_card_name, domain_of
from .phrases import said_by_me, sentence, the_diver
from .scoring import clinched
from .words import say as _

#: How many of the 15 other values each diver value beats (0 the Fishbone, 15 the Kraken).
BEATEN = {value: sum(beats(value, other) for other in range(16) if other != value)
          for value in range(16)}

PLACING = (Place, Anchored, Move)


def landing(sides: Sequence[Sequence[int | None]], action: Action) -> tuple[int, list[list[Any]]]:
    """The place (0 to 4) where ``action``'s card lands, and both sides after it."""
    after = [list(sides[0]), list(sides[1])]
    if type(action) is Move:
        card = after[action.side - 1][action.place - 1]
        after[action.side - 1][action.place - 1] = None
        after[action.to_side - 1][action.to_place - 1] = card
        return action.to_place - 1, after
    after[action.side - 1][action.place - 1] = action.card
    return action.place - 1, after


def board_fact(view: dict[str, Any], action: Action) -> tuple[str, Text]:
    """What a placement or a move does at the place its card lands, as both players see
    it: its kind and sentence. Kinds: ``decided`` (the domain card there counts no more),
    ``wins-place`` / ``loses-place`` (both divers there: the bot's side takes what is
    good for it, or not), ``favours-me`` / ``favours-you`` (one diver there: by the
    share of values it beats, the place leans the bot's way, or not)."""
    seat = view["seat"]
    place, after = landing(view["sides"], action)
    card = view["domains"][place]["card"]
    mine, theirs = after[seat][place], after[1 - seat][place]
    stars = card_weight(view, place)
    said = {"move": said_by_me(action), "card": domain_card_name(card)}
    if stars == 0:
        return "decided", _("{move}: the domain of the {card} card is decided already, so "
                            "that card no longer counts.", **said)
    if mine is not None and theirs is not None:
        said.update(mine=the_diver(mine), theirs=the_diver(theirs))
        if beats(mine, theirs):
            return ("wins-place" if stars > 0 else "loses-place"), _(
                "{move}: {mine} on my side beats {theirs} on yours, so the {card} "
                "card comes to me.", **said)
        return ("loses-place" if stars > 0 else "wins-place"), _(
            "{move}: {theirs} on your side beats {mine} on mine, so the {card} card "
            "goes to you.", **said)
    alone = mine if mine is not None else theirs
    said.update(value=the_diver(alone), count=BEATEN[alone])
    strong = 2 * BEATEN[alone] > 15
    to_me = strong == (mine is not None)
    kind = "favours-me" if to_me == (stars > 0) else "favours-you"
    if mine is not None:
        text = _("{move}: nothing faces {value} on my side yet, and it beats {count} of "
                 "the 15 other values, so the {card} card should come to me.", **said) \
            if strong else _("{move}: nothing faces {value} on my side yet, and it beats "
                             "only {count} of the 15 other values, so the {card} card should "
                             "go to you.", **said)
    else:
        text = _("{move}: nothing faces {value} on your side yet, and it beats {count} "
                 "of the 15 other values, so the {card} card should go to you.", **said) \
            if strong else _("{move}: nothing faces {value} on your side yet, and it "
                             "beats only {count} of the 15 other values, so the {card} card "
                             "should come to me.", **said)
    return kind, text


def card_weight(view: dict[str, Any], place: int) -> int:
    """What the domain card at ``place`` still counts for: its stars, nothing once its
    domain is decided (``scoring.clinched``, from the cards each player took)."""
    card = view["domains"][place]
    won = (tuple(view["won"][0]), tuple(view["won"][1]))
    return 0 if clinched(won)[domain_of(card["card"])] is not None else card["stars"]


def greedy_reason(view: dict[str, Any], action: Action, scores: Sequence[float],
                  legal: Sequence[Action]) -> Reason:
    """The greedy bot's reason for ``action``, which scored best of ``legal``."""
    kind = type(action)
    if kind in PLACING:
        fact_kind, public = board_fact(view, action)
        return Reason(public, with_more(public, next_best(action, scores, legal, sentence)),
                      fact_kind)
    if kind is PlaySpecial:
        public = _("I play {card} before placement: a special card not played is "
                   "discarded at the end of the round.", card=SPECIAL_NAMES[action.special])
        return Reason(public, None, "plays-special")
    held = said_by_me(action)
    if kind is Keep:
        given = next(card for card in view["offer"] if card != action.special)
        return Reason(_("{move}: I keep the one I like better.", move=held),
                      _("I keep {kept} and give you {given}: I like {kept} better.",
                        kept=SPECIAL_NAMES[action.special], given=SPECIAL_NAMES[given]),
                      "keeps-liked")
    if kind is Pick:
        back = next(card for card in view["drawn"] if card != action.card)
        return Reason(_("{move}: I keep the stronger of the two.", move=held),
                      _("I keep {card}, which beats {count} of the 15 other values, and "
                        "put back {back}, which beats {fewer}.", card=the_diver(action.card),
                        count=BEATEN[action.card], back=the_diver(back), fewer=BEATEN[back]),
                      "stronger-drawn")
    if kind is Give:
        return Reason(_("{move}: the weakest I could give.", move=held),
                      _("I give you {card}: of the divers I could give, it beats the "
                        "fewest other values ({count} of 15).", card=the_diver(action.card),
                        count=BEATEN[action.card]), "weakest-given")
    return Reason(held_back(held),
                  _("I pass: I hold no special card to play before placement."), "passes")


def held_back(move: Text) -> Text:
    """The public sentence of a reason that rests on the bot's cards alone."""
    return _("{move}; why rests on my cards, and is told when the game is over.", move=move)


def search_reason(view: dict[str, Any], action: Action, made: int,
                  visits: dict[Any, int], wins: dict[Any, float]) -> Reason:
    """The search bot's reason for ``action``, the one tried most of ``made`` playouts
    (``visits`` and ``wins`` of each action at the root); ``made`` 0: its only move."""
    public = board_fact(view, action)[1] if type(action) in PLACING \
        else held_back(said_by_me(action))
    if not made:
        return Reason(public, _("{move}: it was my only move.", move=said_by_me(action)),
                      "only-move")
    tried = visits.get(action, 0)
    said = {"reason": public, "made": made, "tried": tried,
            "rate": round(100 * wins.get(action, 0.0) / tried) if tried else 0}
    other = max((key for key in visits if key != action), key=visits.__getitem__,
                default=None)
    if other is None:
        search = _("{reason} All my {made} simulated games tried it, and they rated my "
                   "chance to win at {rate}%.", **said)
    else:
        search = _("{reason} Of my {made} simulated games, {tried} tried it, and they rated "
                   "my chance to win at {rate}%; the next most tried, “{other}”, {count}.",
                   other=sentence(other), count=visits[other], **said)
    return Reason(public, search, "most-tried")
