"""What one seat may see (the one gate for hidden information), and resampling.

Secrets: the other players' hands, the draw pile, and every face-down convoy of the
other sides (a seat sees its own side's convoys, its partner's included, and any
convoy a radar detected).
"""

from __future__ import annotations

import random
from typing import Any

from .board import beside
from .cards import TONS, sort_hand
from .checks import player, side_name
from .scoring import round_points
from .seating import seats_of, side_of
from .state import Convoy, State


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all that ``seat`` may know (``None``: a spectator)."""
    mine = None if seat is None else side_of(state, seat)
    return {
        "game": "nautic_miles",
        "variant": state.variant,
        "seat": seat,
        "players": state.players,
        "teams": state.teams,
        "names": [str(player(other)) for other in range(state.players)],
        "round": state.round,
        "dealer": state.dealer,
        "to_move": None if state.over else state.to_move,
        "over": state.over,
        "hand": None if seat is None else list(state.hands[seat]),
        "hand_sizes": [len(hand) for hand in state.hands],
        "draw": len(state.draw),
        "discard": len(state.discard),
        "discard_top": state.discard[-1] if state.discard else None,
        "sides": [_side_view(state, number, mine) for number in range(len(state.sides))],
        "rounds": [{"number": done.number, "cancelled": done.cancelled,
                    "points": [half / 2 for half in done.points]} for done in state.rounds],
    }


def _side_view(state: State, number: int, mine: int | None) -> dict[str, Any]:
    side = state.sides[number]
    return {
        "line": number + 1,
        "name": str(side_name(state, number)),
        "seats": list(seats_of(state, number)),
        "convoys": [_convoy_view(state, convoy, number == mine) for convoy in side.line],
        "port": [{"card": arrived.card, "detected": arrived.radar, "slow": arrived.slow}
                 for arrived in side.port],
        "captures": [{"card": captured.card, "detected": captured.radar}
                     for captured in side.captures],
        # Sailing convoys' values are secret: only a side's own seats see its round points.
        "round_points": round_points(side, state.variant) / 2 if number == mine else None,
        "total": state.totals[number] / 2,
    }


def countdown(state: State, placer: int) -> int:
    """Turns that will start before a card ``placer`` placed resolves, his own included
    (nautic_miles/one-full-turn)."""
    return (placer - state.to_move - 1) % state.players + 1


def _convoy_view(state: State, convoy: Convoy, own: bool) -> dict[str, Any]:
    shown = own or convoy.radar
    battle = convoy.battle
    return {
        "face": "up" if shown else "down",
        "card": convoy.card if shown else None,
        "detected": convoy.radar,
        "miles": list(convoy.miles),
        "distance": convoy.distance,
        "alert": None if convoy.alert is None else {
            "by": convoy.alert, "armed": convoy.armed,
            "countdown": None if convoy.armed else countdown(state, convoy.alert)},
        "storm": convoy.storm,
        "neutral": convoy.neutral,
        "battle": None if battle is None else {
            "cards": list(battle.cards), "standing": battle.standing,
            "leader": battle.leader, "by": battle.placer,
            "countdown": None if battle.placer is None else countdown(state, battle.placer)},
        "aircraft": None if convoy.aircraft is None else {
            "by": convoy.aircraft,
            "countdown": countdown(state, convoy.aircraft) if state.variant == "ja" else None},
        "mine": None if convoy.mine is None else {
            "by": convoy.mine, "countdown": countdown(state, convoy.mine)},
    }


def _hidden(state: State, seat: int | None) -> list[tuple[int, int]]:
    """The (line, slot) of every convoy face down to ``seat``."""
    mine = None if seat is None else side_of(state, seat)
    return [(line, slot) for line, side in enumerate(state.sides) if line != mine
            for slot, convoy in enumerate(side.line) if not convoy.radar]


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state ``seat`` cannot tell apart from ``state``: the cards it cannot see (other
    hands, the draw pile, face-down convoys) dealt anew, convoys among convoy cards."""
    hidden = _hidden(state, seat)
    others = [other for other in range(state.players) if other != seat]
    pool = [card for other in others for card in state.hands[other]] + list(state.draw)
    pool += [state.sides[line].line[slot].card for line, slot in hidden]
    rng.shuffle(pool)
    sides = [list(side.line) for side in state.sides]
    for line, slot in hidden:
        card = next(card for card in pool if card in TONS)
        pool.remove(card)
        sides[line][slot] = sides[line][slot]._replace(card=card)
    hands = list(state.hands)
    for other in others:
        size = len(hands[other])
        hands[other], pool = sort_hand(pool[:size]), pool[size:]
    return state._replace(
        hands=tuple(hands), draw=tuple(pool),
        sides=tuple(side._replace(line=tuple(line))
                    for side, line in zip(state.sides, sides, strict=True)))


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may not know: the other hands, the draw pile, face-down convoys."""
    return {
        "the other hands": tuple(hand for other, hand in enumerate(state.hands)
                                 if other != seat),
        "the draw pile": state.draw,
        "face-down convoys": tuple(state.sides[line].line[slot].card
                                   for line, slot in _hidden(state, seat)),
    }


def card_counts(state: State) -> list[int]:
    """Every card of the deck, wherever it is: draw pile, discard pile, hands, lines (the
    convoys and the cards beside them), ports and capture piles."""
    total = len(state.draw) + len(state.discard) + sum(map(len, state.hands))
    for side in state.sides:
        total += sum(1 + len(beside(convoy)) + convoy.radar for convoy in side.line)
        total += sum(1 + arrived.radar for arrived in side.port)
        total += sum(1 + captured.radar for captured in side.captures)
    return [total]
