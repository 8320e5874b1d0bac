"""Turns, "one full turn", and the end of a round and of the game.

A card that must stand one full turn (a battle's warship, a mine; in the Japanese rules
a first aircraft and an alert) remembers who placed it; it resolves as that player's
turn starts, before he draws (nautic_miles/one-full-turn). Each step here takes a state
and returns the next one.
"""

from __future__ import annotations

from functools import cache

from ..core import Event
from . import board
from .cards import ALERT
from .checks import can_play, convoy_name, player, side_name
from .scoring import as_points, round_points, round_score
from .seating import seats_of
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
from .words import say_plural as n_


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
    if state.variant != EN:
        return False
    # Asked after every card: a side with nothing in port scores nothing, so it is passed.
    for side in state.sides:
        if side.port and round_points(side, state.variant) >= ROUND_LIMIT:
            return True
    return False


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
        state, resolved = resolve(state._replace(to_move=seat), seat, events)
        # Points change only with the table, and only what resolves changes it here.
        if resolved and reached_limit(state):
            return end_round(state, events)
        state = board.draw(state, seat, events)
        if state.hands[seat] and (state.draw or can_play(state)):
            return state
        events.append(_skipped(seat))
        skipped = 0 if resolved else skipped + 1
        if skipped >= state.players:
            return end_round(state, events)


@cache
def _skipped(seat: int) -> Event:
    """The event of ``seat`` being skipped: made once (the last turns of a Japanese round
    skip seat after seat)."""
    return Event(_("{player} has no card to play and is skipped.", player=player(seat)))


def resolve(state: State, seat: int, events: list[Event]) -> tuple[State, bool]:
    """Whatever ``seat`` placed that has stood a full turn resolves: the next state, and
    whether anything did. A battle's warship wins (nautic_miles/battle-won) or holds (the
    defence's: the battle's cards and the alert are discarded), a mine explodes
    (nautic_miles/mine); Japanese: a lone aircraft captures (nautic_miles/air-attack), an
    alert arms (nautic_miles/battle)."""
    waiting = state.waiting
    if waiting is not None and seat not in waiting:
        return state, False  # it has played beside no convoy since its last turn
    state = state._replace(
        waiting=(frozenset(range(state.players)) if waiting is None else waiting) - {seat})
    resolved = False
    japanese = state.variant == JA
    for line, side in enumerate(state.sides):
        if not side.line:
            continue
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
                if battle is not None and battle.placer == seat and battle.leader == DEFENCE:
                    state = _held(state, line, slot, seat, events)
                    resolved = True
                elif not convoy.armed and convoy.alert == seat:
                    state = _armed(state, line, slot, events)
                    resolved = True
                slot += 1
                continue
            resolved = True
    return state, resolved


def _held(state: State, line: int, slot: int, seat: int, events: list[Event]) -> State:
    """The defence's warship held a full turn: the battle's cards and the alert are
    discarded, the convoy sails on."""
    convoy = state.sides[line].line[slot]
    events.append(Event(_("{player}'s warship has held a full turn: {convoy} wins its "
                          "battle and sails on.", player=player(seat),
                          convoy=convoy_name(state, line, slot))))
    state = board.to_discard(state, convoy.battle.cards + (ALERT,))
    return board.with_convoy(state, line, slot,
                             convoy._replace(battle=None, alert=None, armed=True))


def _armed(state: State, line: int, slot: int, events: list[Event]) -> State:
    """A Japanese alert has stood its full round: warships may attack."""
    convoy = state.sides[line].line[slot]
    events.append(Event(_("The alert on {convoy} has stood a full round: warships may "
                          "attack it.", convoy=convoy_name(state, line, slot))))
    return board.with_convoy(state, line, slot, convoy._replace(armed=True))


def end_round(state: State, events: list[Event]) -> State:
    """Score the round (nautic_miles/round-end, nautic_miles/cancelled-round); the game
    ends at 200 points (nautic_miles/game-end), else the next player deals."""
    points, cancelled = round_score(state)
    totals = tuple(total + gained for total, gained in zip(state.totals, points, strict=True))
    if cancelled:
        events.append(Event(_("Round {number} is cancelled: no convoy arrived in port.",
                              number=state.round)))
    else:
        for side, gained in enumerate(points):
            # The verb agrees with the side: one player scores, a team of two score.
            events.append(Event(n_("Round {number}: {side} scores {points} (total {total}).",
                                   "Round {number}: {side} score {points} (total {total}).",
                                   len(seats_of(state, side)), number=state.round,
                                   side=side_name(state, side), points=as_points(gained),
                                   total=as_points(totals[side]))))
    scored = RoundScore(number=state.round, points=points, cancelled=cancelled)
    over = max(totals) >= GOAL or state.length == ROUND_LENGTH
    state = state._replace(rounds=state.rounds + (scored,), totals=totals, over=over)
    if not over:
        return new_round(state, events)
    events.append(Event(result(state)))
    return state


def new_round(state: State, events: list[Event]) -> State:
    """Every card is gathered and dealt again by the next dealer (nautic_miles/deal)."""
    dealer = (state.dealer + 1) % state.players
    number = state.round + 1
    hands, draw = deal_round(state.seed, state.variant, state.players, dealer, number)
    events.append(Event(_("Round {number}: {player} deals.", number=number,
                          player=player(dealer))))
    dealt = state._replace(hands=hands, draw=draw, discard=(),
                           sides=(Side(),) * len(state.sides), waiting=frozenset(),
                           to_move=dealer, dealer=dealer, round=number)
    return next_turn(dealt, events)


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
    side = side_name(state, best[0])
    if len(best) == 1 and state.length == ROUND_LENGTH:
        # A game of one round (nautic_miles/game-end): it is the round that is won.
        if state.teams:
            return _("{side} win the round with {points} points!", side=side, points=points)
        return _("{side} wins the round with {points} points!", side=side, points=points)
    if len(best) == 1 and state.teams:
        return _("{side} win the game with {points} points!", side=side, points=points)
    if len(best) == 1:
        return _("{side} wins the game with {points} points!", side=side, points=points)
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
