"""What may be played in Nautilus, and why not: one check an action.

Rule ids (``nautilus/...``) match ``docs/rules/nautilus.md``. Every check returns a
(rule, sentence) problem or ``None``; ``rules.step`` raises a problem as
``IllegalAction``. ``legal_actions`` lists what the same rules allow, through the same
helpers (``playable``, ``free_places``, ``moves``), from actions made once.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action
from ..core.i18n import Text
from ..core.words import brief
from .actions import Anchored, Give, Keep, Move, Pass, Pick, Place, PlaySpecial
from .cards import (
    ACROSS,
    ALONG,
    ANCHOR,
    AS_DIVER,
    DIVERS,
    PLACES,
    PRE_ROUND,
    SIDES,
    SPECIAL_NAMES,
    SPECIAL_OF_VALUE,
    SPECIALS,
    diver_name,
)
from .state import BEFORE, HARPOONING, KEEP, MOVE, OVER, PLACE, SCOOTING, Board, State
from .turns import player
from .words import say as _

Problem = tuple[str, Text]
VALUES = range(0, 16)  # every value a diver can stand for (Fishbone 0 to Kraken 15)
WHERE = tuple((side, place) for side in range(SIDES) for place in range(PLACES))

PLACE_ACTIONS = {(card, side, place): Place(card, side + 1, place + 1)
                 for card in VALUES for side, place in WHERE}
ANCHORED_ACTIONS = {(card, side, place): Anchored(card, side + 1, place + 1)
                    for card in VALUES for side, place in WHERE}
#: Each value's placements (and placements with the Anchor), place by place in ``WHERE``.
PLACINGS = {card: tuple(PLACE_ACTIONS[card, side, place] for side, place in WHERE)
            for card in VALUES}
ANCHORINGS = {card: tuple(ANCHORED_ACTIONS[card, side, place] for side, place in WHERE)
              for card in VALUES}
MOVE_ACTIONS = {(a, b): Move(a[0] + 1, a[1] + 1, b[0] + 1, b[1] + 1)
                for a in WHERE for b in WHERE}
KEEP_ACTIONS = {card: Keep(card) for card in SPECIALS}
SPECIAL_ACTIONS = {card: PlaySpecial(card) for card in SPECIALS}
PICK_ACTIONS = {card: Pick(card) for card in DIVERS}
GIVE_ACTIONS = {card: Give(card) for card in DIVERS}
PASS = Pass()
ACTION_SPACE: tuple[Action, ...] = (
    *KEEP_ACTIONS.values(), *SPECIAL_ACTIONS.values(), PASS, *PICK_ACTIONS.values(),
    *GIVE_ACTIONS.values(), *PLACE_ACTIONS.values(), *ANCHORED_ACTIONS.values(),
    *MOVE_ACTIONS.values())


# -- what the rules allow -------------------------------------------------------------
def playable(state: State, seat: int) -> tuple[int, ...]:
    """The values ``seat`` may place: its divers, and the Kraken or the Fishbone it holds."""
    special = state.specials[seat]
    if special in AS_DIVER:
        return state.hands[seat] + (AS_DIVER[special],)
    return state.hands[seat]


def free_places(state: State) -> tuple[int, ...]:
    """nautilus/place: every place of either side with no diver yet, by its number in
    ``WHERE`` (side 1's five places, then side 2's)."""
    return tuple([number for number, value in enumerate(state.sides[0] + state.sides[1])
                  if value is None])


def moves(sides: Board, anchor: tuple[int, int] | None,
          mover: tuple[int, int]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """Every (from, to) move the diver at ``mover`` allows on ``sides``: nautilus/across
    for a 6 or a 9 (another card of its side, straight across to the facing free place),
    nautilus/along for a 7 or an 8 (another card of its side, to a free place of that
    side); never the ``anchor``ed card (nautilus/anchor)."""
    side, at = mover
    row = sides[side]
    value = row[at]
    if value in ACROSS:
        across = sides[1 - side]
        return [((side, place), (1 - side, place)) for place in range(PLACES)
                if place != at and row[place] is not None and across[place] is None
                and (side, place) != anchor]
    if value in ALONG:
        holes = [place for place in range(PLACES) if row[place] is None]
        return [((side, place), (side, hole)) for place in range(PLACES)
                if place != at and row[place] is not None and (side, place) != anchor
                for hole in holes]
    return []


def legal_actions(state: State) -> list[Action]:
    """Every action the rules allow now, in a fixed order."""
    phase, seat = state.phase, state.to_move
    if phase == PLACE:
        places = free_places(state)
        listed: list[Action] = []
        for card in playable(state, seat):
            placings = PLACINGS[card]
            listed += [placings[number] for number in places]
        if state.specials[seat] == ANCHOR:
            for card in state.hands[seat]:
                anchorings = ANCHORINGS[card]
                listed += [anchorings[number] for number in places]
        return listed
    if phase == MOVE:
        return [MOVE_ACTIONS[move] for move in moves(state.sides, state.anchor, state.mover)]
    if phase == KEEP:
        return [KEEP_ACTIONS[card] for card in sorted(set(state.offer))]
    if phase == BEFORE:
        special = state.specials[seat]
        return [PASS, SPECIAL_ACTIONS[special]] if special in PRE_ROUND else [PASS]
    if phase == SCOOTING:
        return [PICK_ACTIONS[card] for card in state.drawn]
    if phase == HARPOONING:
        return [GIVE_ACTIONS[card] for card in state.hands[seat]]
    return []


# -- why not ----------------------------------------------------------------------------
def problem(state: State, action: object) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``. Any value is welcome."""
    if state.phase == OVER:
        return ("nautilus/game-end", _("The game is over: start a new game to play again."))
    kind = type(action)
    check = CHECKS.get(kind)
    if check is None:
        return ("nautilus/action", _("{value} is not a Nautilus action.", value=brief(action)))
    found = FIELD_CHECKS[kind](action)
    if found is None and kind not in EXPECTED[state.phase]:
        found = _phase_problem(state, action)
    return found or check(state, action)


# -- an action's own fields, whatever the state ---------------------------------------
def _special_fields(action: Keep | PlaySpecial) -> Problem | None:
    if action.special not in SPECIALS:
        return ("nautilus/action", _("{value} is not a special card.",
                                     value=brief(action.special)))
    return None


def _diver_fields(action: Pick | Give) -> Problem | None:
    if action.card not in DIVERS:
        return ("nautilus/action", _("{value} is not a diver.", value=brief(action.card)))
    return None


def _place_fields(action: Place | Anchored) -> Problem | None:
    if action.card not in VALUES:
        return ("nautilus/action", _("{value} is not a diver.", value=brief(action.card)))
    return _where_problem(action.side, action.place)


def _move_fields(action: Move) -> Problem | None:
    return (_where_problem(action.side, action.place)
            or _where_problem(action.to_side, action.to_place))


def _where_problem(side: int, place: int) -> Problem | None:
    if not (1 <= side <= SIDES and 1 <= place <= PLACES):
        return ("nautilus/action", _("{side}.{place} is not a place: sides are 1 and 2, "
                                     "places 1 to 5.", side=brief(side), place=brief(place)))
    return None


#: The actions each phase expects.
EXPECTED = {KEEP: (Keep,), BEFORE: (PlaySpecial, Pass), SCOOTING: (Pick,), HARPOONING: (Give,),
            PLACE: (Place, Anchored), MOVE: (Move,)}


def _phase_problem(state: State, action: Action) -> Problem:
    """Why ``action`` is not one the phase expects (``EXPECTED``)."""
    kind, phase, who = type(action), state.phase, player(state.to_move)
    if phase == KEEP:
        return ("nautilus/keep", _("{player} first keeps one of the two special cards drawn "
                                   "and gives the other.", player=who))
    if phase == BEFORE:
        return ("nautilus/pre-round", _("Before placement starts, {player} plays the Eye, the "
                                        "Underwater scooter or the Harpoon, or passes.",
                                        player=who))
    if phase == SCOOTING:
        return ("nautilus/scooter", _("{player} first keeps one of the two divers the "
                                      "Underwater scooter drew.", player=who))
    if phase == HARPOONING:
        return ("nautilus/harpoon", _("{player} first gives a diver back: the one harpooned, "
                                      "or one of their own.", player=who))
    if phase == MOVE:
        mover = state.sides[state.mover[0]][state.mover[1]]
        return ("nautilus/forced-move", _("The {card} just placed must first move a card: "
                                          "the move is compulsory.", card=mover))
    if kind is PlaySpecial:
        return ("nautilus/pre-round", _("{card} is played before placement starts, not "
                                        "during it.", card=SPECIAL_NAMES[action.special]))
    if kind is Move:
        return ("nautilus/forced-move", _("No card has to move now: only a 6, 7, 8 or 9 just "
                                          "placed moves a card."))
    return ("nautilus/place", _("Now {player} places a diver.", player=who))


def _keep(state: State, action: Keep) -> Problem | None:
    if action.special not in state.offer:
        return ("nautilus/keep", _("The special cards drawn are {first} and {second}: keep "
                                   "one of them.", first=SPECIAL_NAMES[state.offer[0]],
                                   second=SPECIAL_NAMES[state.offer[1]]))
    return None


def _play_special(state: State, action: PlaySpecial) -> Problem | None:
    if state.specials[state.to_move] != action.special:
        return ("nautilus/pre-round", _("You do not hold {card}.",
                                        card=SPECIAL_NAMES[action.special]))
    if action.special not in PRE_ROUND:
        return ("nautilus/pre-round", _("{card} is played during placement, not before it.",
                                        card=SPECIAL_NAMES[action.special]))
    return None


def _pick(state: State, action: Pick) -> Problem | None:
    if action.card not in state.drawn:
        return ("nautilus/scooter", _("The Underwater scooter drew {first} and {second}: keep "
                                      "one of them.", first=state.drawn[0],
                                      second=state.drawn[1]))
    return None


def _give(state: State, action: Give) -> Problem | None:
    if action.card not in state.hands[state.to_move]:
        return ("nautilus/harpoon", _("You have no diver {card} to give.", card=action.card))
    return None


def _place(state: State, action: Place | Anchored) -> Problem | None:
    seat, card = state.to_move, action.card
    if card not in playable(state, seat):
        special = SPECIAL_OF_VALUE.get(card)
        if special is not None:
            return (f"nautilus/{special}", _("You do not hold {card}.",
                                             card=SPECIAL_NAMES[special]))
        return ("nautilus/place", _("You have no diver {card} in your hand.", card=card))
    if state.sides[action.side - 1][action.place - 1] is not None:
        return ("nautilus/place", _("Place {side}.{place} already holds a diver: choose a "
                                    "free place.", side=action.side, place=action.place))
    return None


def _anchored(state: State, action: Anchored) -> Problem | None:
    if state.specials[state.to_move] != ANCHOR:
        return ("nautilus/anchor", _("You do not hold {card}.", card=SPECIAL_NAMES[ANCHOR]))
    return _place(state, action)


def _move(state: State, action: Move) -> Problem | None:
    source = (action.side - 1, action.place - 1)
    target = (action.to_side - 1, action.to_place - 1)
    if (source, target) in moves(state.sides, state.anchor, state.mover):
        return None
    side, at = state.mover
    value = state.sides[side][at]
    if source == state.anchor:
        return ("nautilus/anchor", _("The diver at {side}.{place} is anchored: it cannot "
                                     "move.", side=action.side, place=action.place))
    rule = "nautilus/across" if value in ACROSS else "nautilus/along"
    if source[0] != side or source == state.mover or state.sides[source[0]][source[1]] is None:
        return (rule, _("The {card} moves another diver of its own side {side}.",
                        card=diver_name(value), side=side + 1))
    if value in ACROSS:
        return (rule, _("A 6 or a 9 moves a diver straight across the submarine, to the free "
                        "place facing the same domain card."))
    return (rule, _("A 7 or an 8 moves a diver along its own side, to a free place."))


FIELD_CHECKS: dict[type, Callable[[Action], Problem | None]] = {
    Keep: _special_fields, PlaySpecial: _special_fields, Pass: lambda action: None,
    Pick: _diver_fields, Give: _diver_fields, Place: _place_fields, Anchored: _place_fields,
    Move: _move_fields,
}
CHECKS: dict[type, Callable[[State, Action], Problem | None]] = {
    Keep: _keep, PlaySpecial: _play_special, Pass: lambda state, action: None, Pick: _pick,
    Give: _give, Place: _place, Anchored: _anchored, Move: _move,
}
