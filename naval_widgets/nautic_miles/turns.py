"""Turns, "one full turn", and the end of a round and of the game.

A card that must stand one full turn (a battle's warship, a mine; in the Japanese rules
a first aircraft and an alert) remembers who placed it; it resolves as that player's
turn starts, before he draws (nautic_miles/one-full-turn).
"""

from __future__ import annotations

from ..core import Event
from . import board
from .cards import ALERT
from .checks import convoy_name, legal_actions, player, side_name
from .scoring import as_points, round_points, round_score
from .state import (
    ATTACK,
    DEFENCE,
    EN,
    GOAL,
    JA,
    ROUND_LENGTH,
    ROUND_LIMIT,
    RoundScore,
    Side,
    State,
    deal_round,
)
from .words import say as _


def start(state: State) -> tuple[State, tuple[Event, ...]]:
    """The first turn of a state just dealt."""
    events: list[Event] = []
    return next_turn(state, events), tuple(events)


def after_play(state: State, events: list[Event]) -> State:
    """After a card: the round ends at 40 points (English), else the next turn."""
    if reached_limit(state):
        return end_round(state, events)
    return next_turn(state, events)


def reached_limit(state: State) -> bool:
    """nautic_miles/forty-points: a side's points in the round reach 40 (English only)."""
    # Asked after every card: a side with nothing in port scores nothing, so it is passed.
    return state.variant == EN and any(round_points(side) >= ROUND_LIMIT
                                       for side in state.sides if side.port)


def next_turn(state: State, events: list[Event]) -> State:
    """Play passes to the left. As each turn starts, what its player placed a full turn
    ago resolves, then he draws; a player who cannot play is skipped. The round ends
    when a whole round of turns passes with nobody able to play and nothing resolving
    (nautic_miles/round-end). The table handed in is below 40 points (``after_play``
    counted it; a new deal scores nothing)."""
    skipped = 0
    seat = state.to_move
    while True:
        seat = (seat + 1) % state.players
        table = state.sides
        state, resolved = resolve(state._replace(to_move=seat), seat, events)
        # Points change only with the table: an untouched one was counted already.
        if state.sides is not table and reached_limit(state):
            return end_round(state, events)
        state = board.draw(state, seat, events)
        if state.hands[seat] and (state.draw or legal_actions(state)):
            return state
        events.append(Event(_("{player} has no card to play and is skipped.",
                              player=player(seat))))
        skipped = 0 if resolved else skipped + 1
        if skipped >= state.players:
            return end_round(state, events)


def resolve(state: State, seat: int, events: list[Event]) -> tuple[State, bool]:
    """Whatever ``seat`` placed that has stood a full turn: a battle's warship wins
    (nautic_miles/battle-won), a mine explodes (nautic_miles/mine); Japanese: a lone
    aircraft captures (nautic_miles/air-attack), an alert arms (nautic_miles/battle)."""
    resolved = False
    japanese = state.variant == JA
    for line in range(len(state.sides)):
        slot = 0
        while slot < len(state.sides[line].line):
            convoy = state.sides[line].line[slot]
            battle = convoy.battle
            if battle is not None and battle.placer == seat and battle.leader == ATTACK:
                state = board.destroy(state, line, slot, seat, board.BATTLE, events)
            elif convoy.mine == seat:
                state = board.destroy(state, line, slot, seat, board.MINED, events)
            elif japanese and convoy.aircraft == seat:
                state = board.destroy(state, line, slot, seat, board.AIR, events)
            else:
                state, changed = _stand(state, line, slot, seat, events)
                resolved = resolved or changed
                slot += 1
                continue
            resolved = True
    return state, resolved


def _stand(state: State, line: int, slot: int, seat: int,
           events: list[Event]) -> tuple[State, bool]:
    """The defence's warship held a full turn (the battle's cards and the alert are
    discarded); a Japanese alert has stood its full round."""
    convoy = state.sides[line].line[slot]
    battle = convoy.battle
    if battle is not None and battle.placer == seat and battle.leader == DEFENCE:
        events.append(Event(_("{player}'s warship has held a full turn: {convoy} wins its "
                              "battle and sails on.", player=player(seat),
                              convoy=convoy_name(state, line, slot))))
        state = board.to_discard(state, battle.cards + (ALERT,))
        return board.with_convoy(state, line, slot, convoy._replace(
            battle=None, alert=None, armed=True)), True
    if not convoy.armed and convoy.alert == seat:
        events.append(Event(_("The alert on {convoy} has stood a full round: warships may "
                              "attack it.", convoy=convoy_name(state, line, slot))))
        return board.with_convoy(state, line, slot, convoy._replace(armed=True)), True
    return state, False


def end_round(state: State, events: list[Event]) -> State:
    """Score the round (nautic_miles/round-end, nautic_miles/cancelled-round); the game
    ends at 200 points (nautic_miles/game-end), else the next player deals."""
    points, cancelled = round_score(state)
    totals = tuple(total + gained for total, gained in zip(state.totals, points, strict=True))
    rounds = state.rounds + (RoundScore(state.round, points, cancelled),)
    if cancelled:
        events.append(Event(_("Round {number} is cancelled: no convoy arrived in port.",
                              number=state.round)))
    else:
        for side, gained in enumerate(points):
            events.append(Event(_("Round {number}: {side} scores {points} (total {total}).",
                                  number=state.round, side=side_name(state, side),
                                  points=as_points(gained), total=as_points(totals[side]))))
    state = state._replace(totals=totals, rounds=rounds)
    if max(totals) >= GOAL or state.length == ROUND_LENGTH:
        events.append(Event(result(state)))
        return state._replace(over=True)
    return new_round(state, events)


def new_round(state: State, events: list[Event]) -> State:
    """Every card is gathered and dealt again by the next dealer (nautic_miles/deal)."""
    dealer = (state.dealer + 1) % state.players
    number = state.round + 1
    hands, draw = deal_round(state.seed, state.variant, state.players, dealer, number)
    events.append(Event(_("Round {number}: {player} deals.", number=number,
                          player=player(dealer))))
    state = state._replace(hands=hands, draw=draw, discard=(),
                           sides=(Side(),) * len(state.sides), to_move=dealer, dealer=dealer,
                           round=number)
    return next_turn(state, events)


def winners(state: State) -> tuple[int, ...]:
    """The sides with the highest total (nautic_miles/game-end)."""
    top = max(state.totals)
    return tuple(side for side, total in enumerate(state.totals) if total == top)


def result(state: State) -> object:
    """The game's result in a sentence."""
    best = winners(state)
    points = as_points(state.totals[best[0]])
    if len(best) == len(state.sides):
        return _("Every side ends on {points} points: nobody wins.", points=points)
    if len(best) == 1 and state.teams:
        return _("{side} win the game with {points} points!", side=side_name(state, best[0]),
                 points=points)
    if len(best) == 1:
        return _("{side} wins the game with {points} points!", side=side_name(state, best[0]),
                 points=points)
    return _("{sides} share the win with {points} points each.", sides=_listed(state, best),
             points=points)


def _listed(state: State, sides: tuple[int, ...]) -> object:
    """Sides' names in a row: "Player 1, Player 2 and Player 4"."""
    names = [side_name(state, side) for side in sides]
    text = names[-1]
    for number, name in enumerate(reversed(names[:-1])):
        text = _("{first} and {second}", first=name, second=text) if number == 0 else \
            _("{first}, {second}", first=name, second=text)
    return text
