"""The table game's rules: what may be played, why not, and what each action does.

Rule ids (``fleet1715_table/...``) match ``docs/rules/fleet1715.md``. ``problem`` says
why an action is illegal; ``step`` raises it as ``IllegalAction`` and ``legal_actions``
lists exactly the actions without a problem.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ...core import Action, Event, IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from ..world.data import CATEGORY_KEYS, KEYS, members
from ..world.deck import DECK, card
from ..world.multiplayer import MISSIONS, handed_over, mission
from .actions import SUBJECTS, Ask, Give, HandIn, Pass, Take, Write
from .state import ASK, GIVE, MISSION, OVER, REQUESTS, Request, Slip, State
from .turns import answerers, end_turn, player, slip_words, subject_words, words_of

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
WRITES = {key: Write(key) for key in KEYS}
HAND_IN = HandIn()
ACTION_SPACE: tuple[Action, ...] = (*TAKES.values(), *ASKS, *GIVES.values(), PASS,
                                    *WRITES.values(), HAND_IN)
#: The slip's line (0 site ... 4 ship name) each value is written on.
LINE_OF = {key: line for line, values in enumerate(VALUES) for key in values}


def to_move(state: State) -> int | None:
    """The seat that acts: the giver while a request is answered, else the turn's owner."""
    if state.phase == OVER:
        return None
    return state.giver if state.phase == GIVE else state.turn


def legal_actions(state: State) -> list[Action]:
    """Every action the rules allow now: the requests (and the pass) first, then the lines
    the slip may take and the hand-in."""
    if state.phase == MISSION:
        return [TAKES[key] for key in state.laid_out if key not in state.missions]
    if state.phase == ASK:
        found: list[Action] = list(ASKS)
        if state.failed:
            found.append(PASS)
        draft = state.drafts[state.turn]
        own = LINE_OF[state.missions[state.turn]]
        found.extend(WRITES[key] for line, values in enumerate(VALUES) if line != own
                     for key in values if key != draft[line])
        if None not in draft:
            found.append(HAND_IN)
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


#: What follows a hand-over, as a refusal out of turn says it.
THEN_ASK = _("then it is the next player's turn to ask.")
THEN_NEXT = _("then it is the next player's turn.")


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
    return _turn_problem(state, THEN_ASK)


def _pass_problem(state: State, action: Pass) -> Problem | None:
    found = _turn_problem(state, THEN_NEXT)
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


def _write_problem(state: State, action: Write) -> Problem | None:
    if action.value not in LINE_OF:
        return ("fleet1715_table/slip", _("{value} cannot be written on a slip: a line takes a "
                                          "site, cargo, depth, ship type or ship name such as "
                                          "'porcelain'.", value=brief(action.value)))
    found = _turn_problem(state, THEN_NEXT)
    if found:
        return found
    own = state.missions[state.turn]
    if LINE_OF[action.value] == LINE_OF[own]:
        return ("fleet1715_table/slip", _("That line of the slip is the mission card's own: "
                                          "it says {mission}.", mission=words_of(own)))
    if state.drafts[state.turn][LINE_OF[action.value]] == action.value:
        return ("fleet1715_table/slip", _("The slip says {value} there already.",
                                          value=words_of(action.value)))
    return None


def _hand_in_problem(state: State, action: HandIn) -> Problem | None:
    found = _turn_problem(state, THEN_NEXT)
    if found is None and None in state.drafts[state.turn]:
        return ("fleet1715_table/slip", _("Every line of the slip must be written before it "
                                          "is handed in."))
    return found


_CHECKS = {Take: _take_problem, Ask: _ask_problem, Pass: _pass_problem, Give: _give_problem,
           Write: _write_problem, HandIn: _hand_in_problem}


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
    state = _written(state, seat, action.mission)  # the mission card's own line
    if events is not None:
        events.append(Event(_("{player} takes the mission card {mission}.",
                              player=player(seat), mission=words_of(action.mission))))
    if seat + 1 < state.players:
        return state._replace(missions=missions, turn=seat + 1)
    return state._replace(missions=missions, turn=0, phase=ASK, round=1)


def first_holder(hands: Sequence[Collection[int]], asker: int, subject: str) -> int | None:
    """fleet1715_table/answer: the first seat clockwise from the asker's left neighbour
    whose hand holds a card that fits ``subject``, or None if nobody has one."""
    fits = MATCHES[subject]
    return next((seat for seat in answerers(len(hands), asker)
                 if any(number in fits for number in hands[seat])), None)


def _ask(state: State, action: Ask, events: list[Event] | None) -> State:
    """fleet1715_table/answer: the first seat clockwise from the left neighbour holding a
    card that fits must hand one over; fleet1715_table/second-request: if nobody has one,
    the active player may ask once more."""
    seat, subject = state.turn, action.subject
    giver = first_holder(state.hands, seat, subject)
    if giver is not None:
        if events is not None:
            events.append(Event(_("{player} asks for a card of “{subject}”; {giver} has "
                                  "one.", player=player(seat), subject=subject_words(subject),
                                  giver=player(giver))))
        return state._replace(phase=GIVE, asked=subject, giver=giver)
    record = state.record + (Request(asker=seat, subject=subject),)
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
    record = state.record + (Request(asker=seat, subject=state.asked, giver=giver, card=number),)
    return end_turn(state._replace(hands=tuple(hands), record=record), events)


def _pass(state: State, action: Pass, events: list[Event] | None) -> State:
    if events is not None:
        events.append(Event(_("{player} makes no second request.", player=player(state.turn))))
    return end_turn(state, events)


def _written(state: State, seat: int, value: str) -> State:
    """``state`` with ``value`` on its line of ``seat``'s slip."""
    draft = list(state.drafts[seat])
    draft[LINE_OF[value]] = value
    return state._replace(drafts=state.drafts[:seat] + (tuple(draft),)
                          + state.drafts[seat + 1:])


def _write(state: State, action: Write, events: list[Event] | None) -> State:
    """fleet1715_table/slip: the player writes on his slip; nobody else sees it."""
    if events is not None:
        events.append(Event(_("{player} writes on the solution slip.",
                              player=player(state.turn)),
                            ((state.turn, _("You write {value} on your slip.",
                                            value=words_of(action.value))),)))
    return _written(state, state.turn, action.value)


def _hand_in(state: State, action: HandIn, events: list[Event] | None) -> State:
    """fleet1715_table/slip: the slip goes face down on top of the pile of slips, and its
    player becomes passive (fleet1715_table/passive)."""
    seat = state.turn
    wreck = state.drafts[seat]
    if events is not None:
        events.append(Event(_("{player} hands in a solution slip and is now passive.",
                              player=player(seat)),
                            ((seat, _("You hand in your slip: {slip}.",
                                      slip=slip_words(wreck))),)))
    return end_turn(state._replace(slips=state.slips + (Slip(seat=seat, wreck=wreck),)), events)


_EFFECTS = {Take: _take, Ask: _ask, Give: _give, Pass: _pass, Write: _write,
            HandIn: _hand_in}


# -- the reveal ---------------------------------------------------------------------------
def correct(state: State, slip: Slip) -> bool:
    """fleet1715_table/reveal: whether the slip names its mission's wreck exactly."""
    truth = mission(state.scenario, state.missions[slip.seat])
    return slip.wreck == tuple(truth[key] for key in CATEGORY_KEYS)
