"""The table game's rules: what may be played, why not, and what each action does.

Rule ids (``fleet1715_table/...``) match ``docs/rules/fleet1715.md``. ``problem`` says
why an action is illegal; ``step`` raises it as ``IllegalAction`` and ``legal_actions``
lists exactly the actions without a problem.
"""

from __future__ import annotations

from itertools import product

from ...core import Action, Event, IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from ..world.data import CATEGORY_KEYS, KEYS, members
from ..world.deck import DECK, card
from ..world.multiplayer import MISSIONS, handed_over, mission
from .actions import SUBJECTS, Ask, Give, Pass, Slip, Take
from .state import ASK, GIVE, MISSION, OVER, REQUESTS, Request, State
from .state import Slip as SlipCard
from .turns import answerers, end_turn, player, subject_words

_ = Catalog("fleet1715")

Problem = tuple[str, Text]

#: The cards of the whole deck each request gets (fleet1715_table/ask).
MATCHES: dict[str, frozenset[int]] = {
    subject: frozenset(found.number for found in handed_over(DECK, subject))
    for subject in SUBJECTS}
#: Each category's element keys, in category order (site, cargo, depth, type, name).
VALUES = tuple(tuple(KEYS[e] for e in members(category)) for category in range(len(CATEGORY_KEYS)))

TAKES = {key: Take(key) for key in MISSIONS}
ASKS = tuple(Ask(subject) for subject in SUBJECTS)
GIVES = {found.number: Give(found.number) for found in DECK}
PASS = Pass()
SLIPS = tuple(Slip(*wreck) for wreck in product(*VALUES))
ACTION_SPACE: tuple[Action, ...] = (*TAKES.values(), *ASKS, *GIVES.values(), PASS, *SLIPS)


def own_field(key: str) -> int:
    """The slip's field (0 site ... 4 ship name) a mission card names itself."""
    return next(number for number, values in enumerate(VALUES) if key in values)


def slips_for(key: str) -> tuple[Slip, ...]:
    """Every slip a player with mission ``key`` may hand in: its own card's value fixed."""
    return _SLIPS_FOR[key]


_SLIPS_FOR = {key: tuple(slip for slip in SLIPS if slip.wreck[own_field(key)] == key)
              for key in MISSIONS}


def to_move(state: State) -> int | None:
    """The seat that acts: the giver while a request is answered, else the turn's owner."""
    if state.phase == OVER:
        return None
    return state.giver if state.phase == GIVE else state.turn


def legal_actions(state: State) -> list[Action]:
    if state.phase == MISSION:
        return [TAKES[key] for key in state.laid_out if key not in state.missions]
    if state.phase == ASK:
        found: list[Action] = list(ASKS)
        if state.failed:
            found.append(PASS)
        found.extend(slips_for(state.missions[state.turn]))
        return found
    if state.phase == GIVE:
        fits = MATCHES[state.asked]
        return [GIVES[number] for number in state.hands[state.giver] if number in fits]
    return []


# -- why not ----------------------------------------------------------------------------
def problem(state: State, action: object) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``. Any value is welcome."""
    if state.phase == OVER:
        return ("fleet1715_table/game-over", _("The game is over: the slips are revealed."))
    kind = type(action)
    check = _CHECKS.get(kind)
    if check is None:
        return ("fleet1715_table/action", _("{value} is not an action of the Fleet 1715 "
                                            "table game.", value=brief(action)))
    return check(state, action)


def _take_problem(state: State, action: Take) -> Problem | None:
    if state.phase != MISSION:
        return ("fleet1715_table/missions", _("Every player has a mission card already."))
    if action.mission not in state.laid_out:
        return ("fleet1715_table/missions", _("{value} is not a mission card laid out on "
                                              "the table; they are: {cards}.",
                                              value=brief(action.mission),
                                              cards=", ".join(state.laid_out)))
    if action.mission in state.missions:
        return ("fleet1715_table/missions", _("{player} has taken that mission card already.",
                                              player=player(state.missions.index(
                                                  action.mission))))
    return None


def _turn_problem(state: State, what: Text) -> Problem | None:
    """A request, a pass or a slip is the active player's, in phase 2 only."""
    if state.phase == MISSION:
        return ("fleet1715_table/missions", _("{player} first takes a mission card.",
                                              player=player(state.turn)))
    if state.phase == GIVE:
        return ("fleet1715_table/turn", _("{player} must first hand over a card for the "
                                          "request; {what}", player=player(state.giver),
                                          what=what))
    return None


def _ask_problem(state: State, action: Ask) -> Problem | None:
    if action.subject not in MATCHES:
        return ("fleet1715_table/ask", _("{value} is neither a category (site, cargo, depth, "
                                         "type, name) nor an element such as 'almiranta'.",
                                         value=brief(action.subject)))
    return _turn_problem(state, _("then it is the next player's turn to ask."))


def _pass_problem(state: State, action: Pass) -> Problem | None:
    found = _turn_problem(state, _("then it is the next player's turn."))
    if found is None and not state.failed:
        return ("fleet1715_table/second-request", _("A turn ends when a card is handed over; "
                                                    "{player} may pass only after a request "
                                                    "nobody could answer.",
                                                    player=player(state.turn)))
    return found


def _give_problem(state: State, action: Give) -> Problem | None:
    if state.phase != GIVE:
        return ("fleet1715_table/answer", _("Nobody has been asked for a card: there is "
                                            "nothing to hand over."))
    if action.card not in state.hands[state.giver]:
        return ("fleet1715_table/answer", _("{player} does not hold card {value}.",
                                            player=player(state.giver),
                                            value=brief(action.card)))
    if action.card not in MATCHES[state.asked]:
        return ("fleet1715_table/answer", _("Card {number} does not fit the request for "
                                            "{subject}.", number=action.card,
                                            subject=subject_words(state.asked)))
    return None


def _slip_problem(state: State, action: Slip) -> Problem | None:
    for value, values in zip(action.wreck, VALUES, strict=True):
        if value not in values:
            return ("fleet1715_table/slip", _("{value} cannot be written on the slip here: "
                                              "this line takes one of {values}.",
                                              value=brief(value), values=", ".join(values)))
    found = _turn_problem(state, _("then it is the next player's turn."))
    if found:
        return found
    own = state.missions[state.turn]
    if action.wreck[own_field(own)] != own:
        return ("fleet1715_table/slip", _("The slip names the wreck of {player}'s mission, "
                                          "{mission}: that line must say {mission}.",
                                          player=player(state.turn), mission=own))
    return None


_CHECKS = {Take: _take_problem, Ask: _ask_problem, Pass: _pass_problem, Give: _give_problem,
           Slip: _slip_problem}


# -- what each action does -------------------------------------------------------------------
def step(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for the seat to move; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    events: list[Event] = []
    return _EFFECTS[type(action)](state, action, events), tuple(events)


def apply(state: State, action: Action) -> State:
    """``step`` without making the log's sentences."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    return _EFFECTS[type(action)](state, action, None)


def _take(state: State, action: Take, events: list[Event] | None) -> State:
    """fleet1715_table/missions: from the start player clockwise, one mission card each."""
    seat = state.turn
    missions = state.missions[:seat] + (action.mission,) + state.missions[seat + 1:]
    if events is not None:
        events.append(Event(_("{player} takes the mission card {mission}.",
                              player=player(seat), mission=action.mission)))
    if seat + 1 < state.players:
        return state._replace(missions=missions, turn=seat + 1)
    return state._replace(missions=missions, turn=0, phase=ASK, round=1)


def _ask(state: State, action: Ask, events: list[Event] | None) -> State:
    """fleet1715_table/answer: the first seat clockwise from the left neighbour holding a
    card that fits must hand one over; fleet1715_table/second-request: if nobody has one,
    the active player may ask once more."""
    seat, subject = state.turn, action.subject
    fits = MATCHES[subject]
    giver = next((other for other in answerers(state, seat)
                  if any(number in fits for number in state.hands[other])), None)
    if giver is not None:
        if events is not None:
            events.append(Event(_("{player} asks for a card of “{subject}”; {giver} has "
                                  "one.", player=player(seat), subject=subject_words(subject),
                                  giver=player(giver))))
        return state._replace(phase=GIVE, asked=subject, giver=giver)
    record = state.record + (Request(seat, subject),)
    if events is not None:
        events.append(Event(_("{player} asks for a card of “{subject}”; nobody has one.",
                              player=player(seat), subject=subject_words(subject))))
    state = state._replace(record=record, failed=state.failed + 1)
    return end_turn(state, events) if state.failed >= REQUESTS else state


def _give(state: State, action: Give, events: list[Event] | None) -> State:
    """fleet1715_table/answer: the card goes from the giver's hand to the active player's;
    everyone sees that a card went, only the two see which."""
    giver, seat, number = state.giver, state.turn, action.card
    hands = list(state.hands)
    hands[giver] = tuple(c for c in hands[giver] if c != number)
    hands[seat] = tuple(sorted((*hands[seat], number)))
    if events is not None:
        said = _("{giver} hands card {number} to {player}: “{clue}”", giver=player(giver),
                 number=number, player=player(seat), clue=card(number).clue.words)
        events.append(Event(_("{giver} hands a card to {player}.", giver=player(giver),
                              player=player(seat)), ((giver, said), (seat, said))))
    record = state.record + (Request(seat, state.asked, giver, number),)
    return end_turn(state._replace(hands=tuple(hands), record=record), events)


def _pass(state: State, action: Pass, events: list[Event] | None) -> State:
    if events is not None:
        events.append(Event(_("{player} makes no second request.", player=player(state.turn))))
    return end_turn(state, events)


def _slip(state: State, action: Slip, events: list[Event] | None) -> State:
    """fleet1715_table/slip: the slip goes face down on top of the pile of slips, and its
    player becomes passive (fleet1715_table/passive)."""
    seat = state.turn
    if events is not None:
        events.append(Event(_("{player} hands in a solution slip and is now passive.",
                              player=player(seat)),
                            ((seat, _("You hand in your slip: {slip}.",
                                      slip=", ".join(action.wreck))),)))
    slips = state.slips + (SlipCard(seat, action.wreck),)
    return end_turn(state._replace(slips=slips), events)


_EFFECTS = {Take: _take, Ask: _ask, Give: _give, Pass: _pass, Slip: _slip}


# -- the reveal ---------------------------------------------------------------------------
def correct(state: State, slip: SlipCard) -> bool:
    """fleet1715_table/reveal: whether the slip names its mission's wreck exactly."""
    truth = mission(state.scenario, state.missions[slip.seat])
    return slip.wreck == tuple(truth[key] for key in CATEGORY_KEYS)
