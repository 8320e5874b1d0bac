"""Why the admiral plays its move: one sentence from what it scored (``sight.Sight``).

The public sentence is made of what every seat sees: the move, the convoy's line, what the
card does there, and, for a card played against another side, how the convoy compared
with the others within that card's reach (the admiral scores those from what is face up
alone). What the admiral alone sees goes into the secret sentence: what its side's
face-down convoy is, that it keeps its last warship home, and how the move compared with
the next best of its hand (``core.reasons.next_best``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..core import Action, Reason
from ..core.i18n import Catalog, Text
from ..core.reasons import next_best
from ..core.sentences import in_a_row
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair
from .cards import (
    AIRCRAFT,
    ALERT,
    ARRIVAL,
    CALM_SEA,
    END_OF_ALERT,
    HIT_AIRCRAFT,
    MILES,
    MINE,
    MINESWEEPER,
    NAMES,
    NEUTRAL,
    PAIR_NAME,
    PAIR_STRENGTH,
    RADAR,
    STORM,
    STRENGTH,
)
from .checks import named_convoy, player
from .scoring import as_points
from .sight import UNSEEN_VALUE, aim, value, warship_aim

if TYPE_CHECKING:
    from .sight import Sight

_ = Catalog("nautic_miles")
n_ = _.plural

#: Two submarines played together, as a card of the reasons.
PAIR = "submarines"


def explain(number: int, scores: Sequence[float], legal: Sequence[Action],
            sight: Sight) -> Reason:
    """The reason for ``legal[number]``, which scored best (``scores``, one an action) in
    the admiral's ``sight``."""
    kind, public = claim(number, legal, sight)
    secret = [*public, *hidden(legal[number], legal, sight),
              next_best(legal[number], scores, legal, lambda action: move_words(action, sight))]
    return Reason(in_a_row(public), in_a_row(secret), kind)


def card_of(action: PlayCard | PlayPair) -> str:
    return PAIR if type(action) is PlayPair else action.card


def card_name(card: str) -> Text:
    return PAIR_NAME if card == PAIR else NAMES[card]


def strength(card: str) -> int:
    return PAIR_STRENGTH if card == PAIR else STRENGTH[card]


def is_warship(card: str) -> bool:
    return card == PAIR or card in STRENGTH


def convoy_of(action: PlayCard | PlayPair, sight: Sight) -> dict[str, Any]:
    return sight.sides[action.line - 1]["convoys"][action.slot - 1]


def convoy_words(action: PlayCard | PlayPair, sight: Sight) -> Text:
    """The convoy ``action`` goes beside: "my convoy 2" (in a team "our convoy 2") in the
    admiral's line, else as the log names it."""
    side = sight.sides[action.line - 1]
    if action.line != sight.mine:
        return named_convoy(action.slot - 1, tuple(side["seats"]))
    if len(side["seats"]) > 1:
        return _("our convoy {slot}", slot=action.slot)
    return _("my convoy {slot}", slot=action.slot)


# -- the public sentence --------------------------------------------------------------
def claim(number: int, legal: Sequence[Action], sight: Sight) -> tuple[str, list[Text]]:
    """The reason's kind and its public sentences."""
    action = legal[number]
    if type(action) is PlaceConvoy:
        kind, said = placed(action, sight)
        return kind, [said]
    if type(action) is Discard:
        return "discards", [_("I discard {card}: no play of mine scored higher, and I need "
                              "none of my cards less.", card=NAMES[action.card])]
    card = card_of(action)
    said = {"card": card_name(card), "convoy": convoy_words(action, sight)}
    if action.line == sight.mine:
        kind, text = defended(card, convoy_of(action, sight), said, sight)
        return kind, [text]
    kind, text = attacked(card, convoy_of(action, sight), said, sight)
    if kind == "plays-card":  # scored alike wherever it goes: no target was chosen
        return kind, [text]
    return kind, [text, reach(number, legal, sight)]


def placed(action: PlaceConvoy, sight: Sight) -> tuple[str, Text]:
    """A convoy placed face down: which it is, the public sentence never says."""
    if sight.sailing == 0:
        return "first-convoy", _("I place a convoy face down at place {at} of my line: my side "
                                 "has none at sea, and only a convoy at sea can reach port.",
                                 at=action.at)
    if 1 < action.at <= sight.sailing:
        return "hides-convoy", _("I place a convoy face down at place {at} of my line, between "
                                 "two others: no radar can detect it there.", at=action.at)
    return "adds-convoy", n_("I place a convoy face down at place {at} of my line: my side has "
                             "{count} convoy at sea, and one more may reach port too.",
                             "I place a convoy face down at place {at} of my line: my side has "
                             "{count} convoys at sea, and one more may reach port too.",
                             sight.sailing, at=action.at)


def defended(card: str, convoy: dict[str, Any], said: dict[str, Text],
             sight: Sight) -> tuple[str, Text]:
    """A card on the admiral's own side's convoy."""
    if card in MILES:
        return sailed(card, convoy, said, sight)
    if is_warship(card):
        return answered(card, convoy, said, sight)
    if card == MINESWEEPER:
        return "sweeps-mine", _("I sweep the mine beside {convoy}: it would destroy the convoy "
                                "when {player}'s turn comes.",
                                player=player(convoy["mine"]["by"]), **said)
    if card == HIT_AIRCRAFT:
        by = player(convoy["aircraft"]["by"])
        if sight.japanese:
            return "hits-aircraft", _("I hit the aircraft beside {convoy}: it would capture the "
                                      "convoy when {player}'s turn comes.", player=by, **said)
        return "hits-aircraft", _("I hit the aircraft beside {convoy}: a second aircraft of "
                                  "{player} would destroy the convoy.", player=by, **said)
    if card == END_OF_ALERT:
        if convoy["battle"] is not None:
            return "ends-tied-battle", _("I end the alert on {convoy}: its tied battle ends with "
                                         "it, and the convoy sails again.", **said)
        return "ends-alert", _("I end the alert on {convoy}: without it, no warship may attack "
                               "the convoy.", **said)
    if card == NEUTRAL:
        return "neutral-flag", _("I fly the neutral flag on {convoy}: no alert, warship or "
                                 "aircraft can reach it until it is in port.", **said)
    if card == STORM:
        if sight.japanese and convoy["aircraft"] is not None:
            return "storm-escapes-aircraft", _("I send a storm on {convoy}: in these rules it "
                                               "makes the aircraft beside it miss its attack.",
                                               **said)
        return "storm-shelters", _("I send a storm on {convoy}: while it lasts, no warship or "
                                   "aircraft can attack it, though it sails no more than 600 "
                                   "miles a card.", **said)
    if card == CALM_SEA:
        return "calms-sea", _("I end the storm on {convoy}: it may sail more than 600 miles a "
                              "card again.", **said)
    return "plays-card", _("I play {card} on {convoy}: no other move I could make scored "
                           "higher.", **said)


def sailed(card: str, convoy: dict[str, Any], said: dict[str, Text],
           sight: Sight) -> tuple[str, Text]:
    """Miles on the admiral's own side's convoy."""
    distance = convoy["distance"] + MILES[card]
    if distance >= ARRIVAL:
        if not sight.home:
            return "first-home", _("I bring {convoy} into port with {card}: it is my side's "
                                   "first convoy there, and until one is, my side scores "
                                   "nothing.", **said)
        return "brings-home", _("I bring {convoy} into port with {card}: there no attack can "
                                "reach it.", **said)
    if not sight.home:
        return "sails-for-port", _("I sail {convoy} on with {card} to {distance} of the 4000 "
                                   "miles: my side has no convoy in port yet, and until it has "
                                   "one, it scores nothing.", distance=distance, **said)
    return "sails-on", _("I sail {convoy} on with {card} to {distance} of the 4000 miles, "
                         "{left} short of port.", distance=distance, left=ARRIVAL - distance,
                         **said)


def answered(card: str, convoy: dict[str, Any], said: dict[str, Text],
             sight: Sight) -> tuple[str, Text]:
    """A warship (or two submarines) in the battle beside the admiral's own convoy."""
    battle = convoy["battle"]
    figures = {"strength": strength(card), "standing": battle["standing"], **said}
    if battle["leader"] == "tie":
        return "resumes-battle", _("I start the tied battle beside {convoy} afresh with {card}: "
                                   "if it holds a full turn, the convoy sails on.", **said)
    if not sight.japanese and strength(card) == battle["standing"]:
        return "ties-battle", _("I answer the attack on {convoy} with {card}, as strong as the "
                                "attacking warship ({strength}): the battle is tied, and the "
                                "convoy is stopped but not lost.", **figures)
    return "answers-attack", _("I answer the attack on {convoy} with {card} (strength "
                               "{strength} against {standing}): if it holds a full turn, the "
                               "convoy sails on.", **figures)


def attacked(card: str, convoy: dict[str, Any], said: dict[str, Text],
             sight: Sight) -> tuple[str, Text]:
    """A card against another side's convoy."""
    if is_warship(card):
        battle = convoy["battle"]
        figures = {"strength": strength(card), **said}
        if battle is None or battle["leader"] == "tie":
            return "attacks", _("I attack {convoy}, which is under alert, with {card} (strength "
                                "{strength}): if no warship answers it within a full turn, the "
                                "convoy is captured.", **figures)
        figures["standing"] = battle["standing"]
        if not sight.japanese and strength(card) == battle["standing"]:
            return "ties-battle", _("I answer the defence of {convoy} with {card}, as strong as "
                                    "its warship ({strength}): the battle is tied, and the "
                                    "convoy is stopped.", **figures)
        return "raises", _("I raise the battle beside {convoy} with {card} (strength {strength} "
                           "against {standing}): if it holds a full turn, the convoy is "
                           "captured.", **figures)
    if card == AIRCRAFT:
        if convoy["aircraft"] is not None:
            return "second-aircraft", _("I send a second aircraft against {convoy}: with my "
                                        "first beside it, the convoy is destroyed.", **said)
        if sight.japanese:
            return "lone-aircraft", _("I send an aircraft against {convoy}: unless its side "
                                      "hits it before my next turn, the convoy is captured.",
                                      **said)
        return "first-aircraft", _("I send an aircraft against {convoy}: unless its side hits "
                                   "it, my second aircraft will destroy the convoy.", **said)
    if card == MINE:
        return "lays-mine", _("I lay a mine beside {convoy}: unless it is swept before my next "
                              "turn, it destroys the convoy.", **said)
    if card == ALERT:
        if sight.japanese:
            return "puts-alert", _("I put {convoy} under alert: after a full round, warships may "
                                   "attack it.", **said)
        return "puts-alert", _("I put {convoy} under alert: warships may attack it from now "
                               "on.", **said)
    if card == RADAR:
        return "detects", _("I detect {convoy} with a radar: everyone sees what it is, and "
                            "captured it counts double.", **said)
    if card == STORM:
        return "slows", _("I send a storm on {convoy}: it sails no more than 600 miles a card "
                          "until a calm sea.", **said)
    return "plays-card", _("I play {card} on {convoy}: no other move I could make scored "
                           "higher.", **said)


def rivals(number: int, legal: Sequence[Action], sight: Sight) -> list[int]:
    """The other plays of ``legal[number]``'s card against another side's convoy: the
    convoys within its reach, which the admiral scored from what is face up."""
    action = legal[number]
    return [other for other, play in enumerate(legal) if other != number
            and type(play) is type(action) and card_of(play) == card_of(action)
            and play.line != sight.mine]


def target_score(card: str, convoy: dict[str, Any]) -> float:
    """What the admiral scored ``convoy`` as a target of ``card``, its hand left out
    (``sight.aim``): the same for every seat that sees the table."""
    return warship_aim(strength(card), convoy) if is_warship(card) else aim(card, convoy)


def reach(number: int, legal: Sequence[Action], sight: Sight) -> Text:
    """Why that convoy of those within the card's reach: how the admiral scored it as a
    target against the others."""
    others = rivals(number, legal, sight)
    if not others:
        return _("No other convoy was within its reach.")
    card = card_of(legal[number])
    worth = worth_of(card, convoy_of(legal[number], sight))
    count = len(others) + 1
    mine = target_score(card, convoy_of(legal[number], sight))
    if mine > max(target_score(card, convoy_of(legal[other], sight)) for other in others):
        return _("Of the {count} convoys within its reach, it is the best target: {worth}.",
                 count=count, worth=worth)
    return _("Of the {count} convoys within its reach, none is a better target: {worth}.",
             count=count, worth=worth)


def worth_of(card: str, convoy: dict[str, Any]) -> Text:
    """What the admiral scored the target by: how far it sailed (a storm), else what
    capturing it is worth as far as the admiral can see (``sight.value``)."""
    if card == STORM:
        return _("it has sailed {distance} miles", distance=convoy["distance"])
    if convoy["card"] is None:
        return _("face down, it is worth {points} points captured on average",
                 points=format(UNSEEN_VALUE / 2, ".1f"))
    return _("it is a detected {card}, worth {points} points captured",
             card=NAMES[convoy["card"]], points=as_points(round(value(convoy))))


# -- what the admiral alone knows ----------------------------------------------------
def hidden(action: Action, legal: Sequence[Action], sight: Sight) -> list[Text]:
    """What the secret sentence adds before the hand: the face-down convoy the move is
    about, and the warship kept home."""
    said = []
    if type(action) is PlaceConvoy:
        said.append(_("The convoy I placed is: {card}.", card=NAMES[action.card]))
    elif type(action) in (PlayCard, PlayPair) and action.line == sight.mine:
        convoy = convoy_of(action, sight)
        if not convoy["detected"]:
            said.append(_("Face down to the other sides, that convoy is: {card}.",
                          card=NAMES[convoy["card"]]))
    kept = kept_warship(action, legal, sight)
    if kept is not None:
        said.append(_("I keep {card}, my only warship, to answer an attack while no convoy of "
                      "mine is in port.", card=NAMES[kept]))
    return said


def kept_warship(action: Action, legal: Sequence[Action], sight: Sight) -> str | None:
    """The admiral's one warship when it could attack with it but keeps it home (no convoy
    of its side in port: ``Sight._warship``); else ``None``."""
    if sight.home or sight.ships != 1:
        return None
    if type(action) is PlayCard and is_warship(action.card):
        return None
    could = any(type(play) is PlayCard and play.card in STRENGTH and play.line != sight.mine
                for play in legal)
    return next(card for card in sight.hand if card in STRENGTH) if could else None


def move_words(action: Action, sight: Sight) -> Text:
    """A move of the admiral's hand in words ("playing Radar on convoy 1 of Player 2")."""
    if type(action) is PlaceConvoy:
        return _("placing {card} at place {at} of my line", card=NAMES[action.card],
                 at=action.at)
    if type(action) is Discard:
        return _("discarding {card}", card=NAMES[action.card])
    return _("playing {card} on {convoy}", card=card_name(card_of(action)),
             convoy=convoy_words(action, sight))
