"""What may be played in Nautic Miles, and why not: one check a card.

Rule ids (``nautic_miles/...``) match ``docs/rules/nautic_miles.md``. Every check
returns a (rule, sentence) problem or ``None``; ``rules.step`` raises a problem as
``IllegalAction``, and ``legal_actions`` lists exactly the actions without one, by
asking the same checks of every card in the hand and every convoy on its side
(``WHOSE``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache

from ..core import Action
from ..core.i18n import Text
from ..core.words import brief
from . import cards
from .actions import Discard, PlaceConvoy, PlayCard, PlayPair
from .seating import seats_of, side_of
from .state import ATTACK, DEFENCE, JA, LINE_LIMIT, TIE, Convoy, State
from .words import say as _

Problem = tuple[str, Text]

#: The most convoys a line can hold (every convoy card of the deck) and so the most
#: places and slots an action can name.
MAX_LINE = 13
MAX_SIDES = 6


# -- names (each made once: every event names a player or a convoy) ----------------
@cache
def player(seat: int) -> Text:
    """A seat's name: "Player 1"."""
    return _("Player {number}", number=seat + 1)


def side_name(state: State, side: int) -> Text:
    """A side's name: the player's, or both partners' ("Players 1 and 3")."""
    return _side_name(seats_of(state, side))


def convoy_name(state: State, line: int, slot: int, start: bool = False) -> Text:
    """Convoy ``slot`` (from 0) of line ``line`` (from 0), as sentences name it; ``start``:
    the name opening a sentence, with its capital."""
    return named_convoy(slot, seats_of(state, line), start)


@cache
def _side_name(seats: tuple[int, ...]) -> Text:
    if len(seats) == 1:
        return player(seats[0])
    first, second = seats
    return _("Players {first} and {second}", first=first + 1, second=second + 1)


@cache
def named_convoy(slot: int, seats: tuple[int, ...], start: bool = False) -> Text:
    """Convoy ``slot`` (from 0) of the side of ``seats``, as ``convoy_name`` says it (read
    from a view, which gives each side's seats)."""
    if start:
        return _("Convoy {slot} of {side}", slot=slot + 1, side=_side_name(seats))
    return _("convoy {slot} of {side}", slot=slot + 1, side=_side_name(seats))


# -- the checks -------------------------------------------------------------------
def problem(state: State, action: object) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``. Any value is welcome: fields out of
    range are refused (nautic_miles/action)."""
    if state.over:
        return ("nautic_miles/game-end", _("The game is over: start a new game to play "
                                           "again."))
    kind = type(action)
    seat = state.to_move
    if kind is PlayCard:
        card = action.card
        if not cards.is_card(card) or card in cards.TONS:
            return ("nautic_miles/action", _("{value} is not a card played beside a convoy.",
                                             value=brief(card)))
        return (_hand_problem(state, seat, card)
                or _target_problem(state, action.line, action.slot)
                or side_problem(state, seat, card, action.line - 1)
                or CHECKS[card](state, seat, card, action.line - 1, action.slot - 1))
    if kind is PlaceConvoy:
        if not cards.is_card(action.card) or action.card not in cards.TONS:
            return ("nautic_miles/action", _("{value} is not a convoy card.",
                                             value=brief(action.card)))
        return _hand_problem(state, seat, action.card) or convoy_line_problem(
            state, seat, action.at)
    if kind is PlayPair:
        if state.hands[seat].count(cards.SUBMARINE) < 2:
            return ("nautic_miles/submarines", _("You need two submarines in your hand to "
                                                 "play them together."))
        return (_target_problem(state, action.line, action.slot)
                or warship_problem(state, seat, cards.PAIR_STRENGTH, action.line - 1,
                                   action.slot - 1))
    if kind is Discard:
        if not cards.is_card(action.card):
            return ("nautic_miles/action", _("{value} is not a Nautic Miles card.",
                                             value=brief(action.card)))
        return _hand_problem(state, seat, action.card) or discard_problem(state)
    return ("nautic_miles/action", _("{value} is not a Nautic Miles action.",
                                     value=brief(action)))


def _hand_problem(state: State, seat: int, card: str) -> Problem | None:
    if card not in state.hands[seat]:
        return ("nautic_miles/turn", _("You have no {card} card in your hand.",
                                       card=cards.NAMES[card]))
    return None


def _target_problem(state: State, line: int, slot: int) -> Problem | None:
    """Whether convoy ``slot`` of line ``line`` (both from 1) is on the table."""
    if not 1 <= line <= len(state.sides):
        return ("nautic_miles/action", _("There is no line {line}: the lines are 1 to {last}.",
                                         line=brief(line), last=len(state.sides)))
    convoys = len(state.sides[line - 1].line)
    if not 1 <= slot <= convoys:
        return ("nautic_miles/action", _("Line {line} has no convoy {slot}.", line=line,
                                         slot=brief(slot)))
    return None


def discard_problem(state: State) -> Problem | None:
    """nautic_miles/discard: any card may be discarded, but in the Japanese rules not once
    the draw pile is empty (only playable cards are played then)."""
    if state.variant == JA and not state.draw:
        return ("nautic_miles/discard", _("The draw pile is empty: in these rules you may "
                                          "only place cards now, not discard them."))
    return None


def convoy_line_problem(state: State, seat: int, at: int) -> Problem | None:
    """nautic_miles/convoy-line: a new convoy at either end of your line or between two;
    Japanese: at most three sailing."""
    line = state.sides[side_of(state, seat)].line
    if not 1 <= at <= len(line) + 1:
        return ("nautic_miles/convoy-line", _("A new convoy goes at either end of your line or "
                                              "between two convoys: choose a place from 1 to "
                                              "{last}.", last=len(line) + 1))
    limit = LINE_LIMIT[state.variant]
    if limit is not None and len(line) >= limit:
        return ("nautic_miles/convoy-line", _("At most {limit} convoys may sail at once in "
                                              "these rules.", limit=limit))
    return None


# -- whose convoys a card goes beside ---------------------------------------------
#: Your own side's convoys, another side's, or any side's.
OWN, OTHERS, ANY = "own", "others", "any"
#: Whose convoys each card goes beside, and the problem if it is put beside another's: the
#: first part of each card's rule, kept in one table so that ``legal_actions`` asks a
#: card's check only of the convoys on the right side.
WHOSE: dict[str, tuple[str, Problem | None]] = {
    **{card: (OWN, ("nautic_miles/miles", _("Miles cards go on your own side's convoys "
                                            "only."))) for card in cards.MILES},
    **{card: (ANY, None) for card in cards.STRENGTH},
    cards.AIRCRAFT: (OTHERS, ("nautic_miles/aircraft", _("Aircraft attack another side's convoy, "
                                                         "not your own."))),
    cards.HIT_AIRCRAFT: (OWN, ("nautic_miles/hit-aircraft", _("Hit aircraft defends your own "
                                                              "side's convoys."))),
    cards.ALERT: (OTHERS, ("nautic_miles/alert", _("An alert goes on another side's convoy."))),
    cards.END_OF_ALERT: (OWN, ("nautic_miles/end-of-alert", _("An end of alert clears an alert on "
                                                              "your own side's convoy."))),
    cards.MINE: (OTHERS, ("nautic_miles/mine", _("A mine goes beside another side's convoy."))),
    cards.MINESWEEPER: (OWN, ("nautic_miles/minesweeper", _("A minesweeper defuses a mine beside "
                                                            "your own side's convoy."))),
    cards.RADAR: (OTHERS, ("nautic_miles/radar-own", _("You cannot detect your own side's "
                                                       "convoys."))),
    cards.STORM: (ANY, None), cards.CALM_SEA: (ANY, None),
    cards.NEUTRAL: (OWN, ("nautic_miles/neutral", _("The neutral flag protects one of your own "
                                                    "side's convoys."))),
}


def side_problem(state: State, seat: int, card: str, line: int) -> Problem | None:
    """Whether line ``line`` (from 0) is on the side ``card`` goes on (``WHOSE``)."""
    whose, refusal = WHOSE[card]
    if whose == ANY or (side_of(state, seat) == line) == (whose == OWN):
        return None
    return refusal


# Each card's check once its side is right: ``check(state, seat, card, line, slot)``,
# line and slot from 0.
def _miles(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.battle is not None:
        return ("nautic_miles/progress", _("This convoy is in a naval battle: it cannot "
                                           "advance until the battle ends."))
    if convoy.storm and cards.MILES[card] > cards.STORM_MILES:
        return ("nautic_miles/storm-limit", _("This convoy is in a storm: it advances by no "
                                              "more than 600 miles a card."))
    return None


def _warship(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    return warship_problem(state, seat, cards.STRENGTH[card], line, slot)


def warship_problem(state: State, seat: int, strength: int, line: int,
                    slot: int) -> Problem | None:
    """A warship (or a pair) of ``strength``: an attack, a raise or an answer
    (nautic_miles/battle, nautic_miles/battle-answer, nautic_miles/battle-raise,
    nautic_miles/battle-tie)."""
    convoy = state.sides[line].line[slot]
    battle = convoy.battle
    if side_of(state, seat) == line:
        if battle is None:
            return ("nautic_miles/battle-answer", _("No warship attacks this convoy: your "
                                                    "warships answer a battle on your own "
                                                    "side's convoys."))
        if battle.leader == DEFENCE:
            return ("nautic_miles/battle-answer", _("Your side's warship stands in this "
                                                    "battle: wait for the attack to answer."))
        if battle.leader == ATTACK and strength < battle.standing:
            return ("nautic_miles/battle-answer", _("Answer with a warship of strength "
                                                    "{strength} or more.",
                                                    strength=battle.standing))
        return None
    found = _attackable(convoy)
    if found:
        return found
    if convoy.alert is None:
        return ("nautic_miles/battle", _("Warships attack only a convoy under alert."))
    if not convoy.armed:
        return ("nautic_miles/battle", _("In these rules the alert must stand one full round "
                                         "before warships may attack."))
    if battle is None or battle.leader == TIE:
        return None
    if battle.leader == ATTACK:
        return ("nautic_miles/battle-raise", _("The attack's warship stands in this battle: "
                                               "wait for the defence to answer."))
    if strength < battle.standing:
        return ("nautic_miles/battle-raise", _("Raise with a warship of strength {strength} or "
                                               "more.", strength=battle.standing))
    return None


def _attackable(convoy: Convoy) -> Problem | None:
    """A neutral flag and a storm each keep warships and aircraft away
    (nautic_miles/neutral, nautic_miles/storm)."""
    if convoy.neutral:
        return ("nautic_miles/neutral", _("A neutral flag protects this convoy from warships "
                                          "and aircraft."))
    if convoy.storm:
        return ("nautic_miles/storm", _("A convoy in a storm cannot be attacked, except by a "
                                        "mine."))
    return None


def _aircraft(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    found = _attackable(convoy)
    if found:
        return found
    if convoy.aircraft is not None and convoy.aircraft != seat:
        return ("nautic_miles/aircraft-same-player", _("Only {player}, who placed the first "
                                                       "aircraft, may place the second.",
                                                       player=player(convoy.aircraft)))
    return None


def _hit_aircraft(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.aircraft is None:
        return ("nautic_miles/hit-aircraft", _("There is no aircraft beside this convoy to "
                                               "hit."))
    return None


def _alert(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.alert is not None:
        return ("nautic_miles/alert", _("This convoy is under alert already."))
    if convoy.neutral:
        return ("nautic_miles/neutral", _("A neutral flag protects this convoy: no alert can "
                                          "be placed on it."))
    return None


def _end_of_alert(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.alert is None:
        return ("nautic_miles/end-of-alert", _("This convoy is not under alert."))
    if convoy.battle is not None and convoy.battle.leader != TIE:
        return ("nautic_miles/end-of-alert", _("A warship stands in this battle: answer it "
                                               "with a warship (an end of alert saves a "
                                               "convoy only from a tied battle)."))
    return None


def _mine(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    if state.sides[line].line[slot].mine is not None:
        return ("nautic_miles/mine", _("There is a mine beside this convoy already."))
    return None


def _minesweeper(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    if state.sides[line].line[slot].mine is None:
        return ("nautic_miles/minesweeper", _("There is no mine beside this convoy."))
    return None


def _radar(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    if slot not in (0, len(state.sides[line].line) - 1):
        return ("nautic_miles/radar-ends", _("A radar detects only the convoy at either end "
                                             "of a line, not one in the middle."))
    if state.sides[line].line[slot].radar:
        return ("nautic_miles/radar", _("This convoy is detected already."))
    return None


def _storm(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.storm:
        return ("nautic_miles/storm", _("This convoy is in a storm already."))
    if convoy.battle is not None:
        return ("nautic_miles/storm", _("A storm cannot be placed on a convoy in a naval "
                                        "battle."))
    return None


def _calm_sea(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    if not state.sides[line].line[slot].storm:
        return ("nautic_miles/calm-sea", _("A calm sea ends a storm: this convoy is not in "
                                           "one."))
    return None


def _neutral(state: State, seat: int, card: str, line: int, slot: int) -> Problem | None:
    convoy = state.sides[line].line[slot]
    if convoy.neutral:
        return ("nautic_miles/neutral", _("This convoy flies the neutral flag already."))
    if convoy.alert is not None or convoy.aircraft is not None:
        return ("nautic_miles/neutral", _("The neutral flag goes only on a convoy not under "
                                          "attack: clear its alert or hit its aircraft "
                                          "first."))
    return None


Check = Callable[[State, int, str, int, int], "Problem | None"]
#: The check of each card played beside a convoy, once its side is right (``WHOSE``).
CHECKS: dict[str, Check] = {
    **{card: _miles for card in cards.MILES},
    **{card: _warship for card in cards.STRENGTH},
    cards.AIRCRAFT: _aircraft, cards.HIT_AIRCRAFT: _hit_aircraft, cards.ALERT: _alert,
    cards.END_OF_ALERT: _end_of_alert, cards.MINE: _mine, cards.MINESWEEPER: _minesweeper,
    cards.RADAR: _radar, cards.STORM: _storm, cards.CALM_SEA: _calm_sea,
    cards.NEUTRAL: _neutral,
}


# -- legal actions ------------------------------------------------------------------
@cache
def _targets(lengths: tuple[int, ...], own: int) -> dict[str, tuple[tuple[int, int], ...]]:
    """Every (line, slot) of a table whose lines hold ``lengths`` convoys, from 0 and in
    line order, by whose they are to a seat of side ``own`` (``WHOSE``)."""
    slots = {line: tuple((line, slot) for slot in range(length))
             for line, length in enumerate(lengths)}
    return {OWN: slots[own],
            OTHERS: tuple(pair for line in slots if line != own for pair in slots[line]),
            ANY: tuple(pair for line in slots for pair in slots[line])}


#: Each action of the action space, made once: a card's play beside convoy ``slot`` of
#: line ``line`` (both from 0) is ``_PLAYS[card][line][slot]``, two submarines'
#: ``_PAIRS[line][slot]``.
_PLAYS = {card: tuple(tuple(PlayCard(card, line + 1, slot + 1) for slot in range(MAX_LINE))
                      for line in range(MAX_SIDES)) for card in cards.TARGETED}
_PAIRS = tuple(tuple(PlayPair(line + 1, slot + 1) for slot in range(MAX_LINE))
               for line in range(MAX_SIDES))
#: For each card played beside a convoy: whose convoys it goes beside, its check, its
#: plays.
_ASKED = {card: (WHOSE[card][0], CHECKS[card], _PLAYS[card]) for card in cards.TARGETED}
_CONVOYS = {card: tuple(PlaceConvoy(card, at) for at in range(1, MAX_LINE + 2))
            for card in cards.TONS}
_DISCARDS = {card: Discard(card) for card in cards.HAND_ORDER}
ACTION_SPACE: tuple[Action, ...] = (
    *(a for row in _CONVOYS.values() for a in row),
    *(play for lines in _PLAYS.values() for line in lines for play in line),
    *(pair for line in _PAIRS for pair in line),
    *_DISCARDS.values(),
)


def legal_actions(state: State) -> list[Action]:
    """Exactly the actions ``step`` accepts now (a new list each time)."""
    if state.over:
        return []
    kinds = dict.fromkeys(state.hands[state.to_move])
    plays = _plays(state, kinds)
    if discard_problem(state) is None:
        plays += map(_DISCARDS.__getitem__, kinds)
    return plays


def can_play(state: State) -> bool:
    """Whether the player to move has any legal action (``legal_actions`` is not empty):
    any card may be discarded, or else one must be played."""
    hand = state.hands[state.to_move]
    return bool(hand) and not state.over and (
        discard_problem(state) is None or bool(_plays(state, dict.fromkeys(hand))))


def _plays(state: State, kinds: Iterable[str]) -> list[Action]:
    """The legal actions but discards, in ``legal_actions``' order, for a hand of
    ``kinds`` (each card once, in hand order)."""
    seat = state.to_move
    own = side_of(state, seat)
    # A card's check is asked only of the convoys on its side (``WHOSE``).
    targets = _targets(tuple([len(side.line) for side in state.sides]), own)
    plays: list[Action] = []
    for card in kinds:
        asked = _ASKED.get(card)
        if asked is None:  # a convoy card
            if convoy_line_problem(state, seat, 1) is None:
                plays += _CONVOYS[card][:len(state.sides[own].line) + 1]
            continue
        whose, check, play = asked
        for line, slot in targets[whose]:
            if check(state, seat, card, line, slot) is None:
                plays.append(play[line][slot])
    if state.hands[seat].count(cards.SUBMARINE) >= 2:
        for line, slot in targets[ANY]:
            if warship_problem(state, seat, cards.PAIR_STRENGTH, line, slot) is None:
                plays.append(_PAIRS[line][slot])
    return plays
