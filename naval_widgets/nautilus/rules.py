"""The Nautilus rules: legal actions and what each action does.

Rule ids (``nautilus/...``) match ``docs/rules/nautilus.md``. What may be played, and
why not, is ``checks.py``; the deal is ``state.py``; the course of a round (turns, the
end of the round) is ``turns.py``; who takes what is ``scoring.py``.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action, Event, IllegalAction
from ..core.chance import shuffled
from .actions import Anchored, Give, Keep, Move, Pass, Pick, Place, PlaySpecial
from .cards import EYE, HARPOON, SCOOTER, SPECIAL_NAMES, SPECIAL_OF_VALUE, diver_name
from .checks import ACTION_SPACE, legal_actions, moves, problem
from .state import BEFORE, HARPOONING, MOVE, SCOOTING, Log, State, other
from .turns import after_placement, after_pre_round, player
from .words import say as _

__all__ = ["ACTION_SPACE", "apply", "legal_actions", "step"]

Effect = Callable[[State, int, Action, Log], State]


def step(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for the seat to move: the next state and what the log says of it;
    ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    events: list[Event] = []
    return _EFFECTS[type(action)](state, state.to_move, action, events), tuple(events)


def apply(state: State, action: Action) -> State:
    """The next state, or ``IllegalAction``: ``step`` without making the log's sentences
    (``events`` is ``None`` for every effect)."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    return _EFFECTS[type(action)](state, state.to_move, action, None)


def _pair(values: tuple, seat: int, value) -> tuple:
    """``values`` with seat ``seat``'s entry replaced."""
    return (value, values[1]) if seat == 0 else (values[0], value)


def _without(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    """``cards`` without ``card`` (each card is in a pile once at most)."""
    if card not in cards:
        return cards
    at = cards.index(card)
    return cards[:at] + cards[at + 1:]


def _with(cards: tuple[int, ...], card: int) -> tuple[int, ...]:
    return tuple(sorted((*_without(cards, card), card)))


# -- before placement -------------------------------------------------------------------
def _keep(state: State, seat: int, action: Keep, events: Log) -> State:
    """nautilus/keep: the first player keeps one and gives the other, which it knows."""
    kept = action.special
    given = state.offer[1] if state.offer[0] == kept else state.offer[0]
    if events is not None:
        events.append(Event(
            _("{player} keeps a special card and gives the other to {other}.",
              player=player(seat), other=player(other(seat))),
            # Both seats know the card given; the log names every seat alike, "Player 1"
            # (one voice for the reader, as in every other line of the log).
            ((seat, _("{player} keeps {kept} and gives {given} to {other}.",
                      player=player(seat), kept=SPECIAL_NAMES[kept],
                      given=SPECIAL_NAMES[given], other=player(other(seat)))),
             (other(seat), _("{player} gives {given} to {other}.", player=player(seat),
                             given=SPECIAL_NAMES[given], other=player(other(seat)))))))
    specials = _pair(_pair((None, None), seat, kept), other(seat), given)
    return state._replace(specials=specials, offer=(),
                          seen_special=_pair(state.seen_special, seat, True), phase=BEFORE)


def _pass(state: State, seat: int, action: Pass, events: Log) -> State:
    if events is not None:
        events.append(Event(_("{player} plays no special card before placement.",
                              player=player(seat))))
    return after_pre_round(state)


def _play_special(state: State, seat: int, action: PlaySpecial, events: Log) -> State:
    if events is not None:
        events.append(Event(_("{player} plays {card}.", player=player(seat),
                              card=SPECIAL_NAMES[action.special])))
    state = state._replace(specials=_pair(state.specials, seat, None),
                           played=state.played + ((seat, action.special),))
    return _PRE_ROUND[action.special](state, seat, events)


def _eye(state: State, seat: int, events: Log) -> State:
    """nautilus/eye: the whole hand of the other, divers and special card, to this seat."""
    mark = other(seat)
    if events is not None:
        events.append(Event(_("{player} looks at {other}'s hand.", player=player(seat),
                              other=player(mark)),
                            ((seat, _("{other}'s hand: {cards}.", other=player(mark),
                                      cards=", ".join(map(str, state.hands[mark])))),)))
    return after_pre_round(state._replace(seen=_pair(state.seen, seat, state.hands[mark]),
                                          seen_special=_pair(state.seen_special, seat, True)))


def _scooter(state: State, seat: int, events: Log) -> State:
    """nautilus/scooter: two divers drawn at random from those nobody holds."""
    order = shuffled(state.diver_pile, f"nautilus/{state.seed}/scooter/{state.round}")
    drawn = tuple(sorted(order[:2]))
    if events is not None:
        events.append(Event(_("{player} draws two divers.", player=player(seat)),
                            ((seat, _("{player} draws the {first} and the {second}.",
                                      player=player(seat), first=drawn[0],
                                      second=drawn[1])),)))
    return state._replace(phase=SCOOTING, drawn=drawn,
                          diver_pile=tuple(c for c in state.diver_pile if c not in drawn))


def _pick(state: State, seat: int, action: Pick, events: Log) -> State:
    """nautilus/scooter: the diver kept joins the hand; the other goes back, and the
    seat alone knows where it lies."""
    back = state.drawn[0] if state.drawn[1] == action.card else state.drawn[1]
    if events is not None:
        events.append(Event(_("{player} keeps one of the two divers.", player=player(seat)),
                            ((seat, _("{player} keeps the {card}.", player=player(seat),
                                      card=action.card)),)))
    state = state._replace(hands=_pair(state.hands, seat, _with(state.hands[seat], action.card)),
                           diver_pile=_with(state.diver_pile, back), drawn=(),
                           pile_seen=_pair(state.pile_seen, seat, (back,)))
    return after_pre_round(state)


def _harpoon(state: State, seat: int, events: Log) -> State:
    """nautilus/harpoon: a diver taken at random from the other's hand; both know it."""
    mark = other(seat)
    hand = state.hands[mark]
    taken = shuffled(hand, f"nautilus/{state.seed}/harpoon/{state.round}")[0]
    said = _("{player} harpoons the {card} from {other}'s hand.", player=player(seat),
             card=taken, other=player(mark))
    if events is not None:
        events.append(Event(_("{player} harpoons a diver from {other}'s hand.",
                              player=player(seat), other=player(mark)),
                            ((seat, said), (mark, said))))
    hands = _pair(_pair(state.hands, mark, _without(hand, taken)), seat,
                  _with(state.hands[seat], taken))
    seen = _pair(_pair(state.seen, seat, _without(state.seen[seat], taken)), mark,
                 _with(state.seen[mark], taken))
    return state._replace(phase=HARPOONING, hands=hands, taken=taken, seen=seen)


def _give(state: State, seat: int, action: Give, events: Log) -> State:
    """nautilus/harpoon: the harpooned diver given back, or kept and another given; the
    other sees what it gets, and the harpooner knows it."""
    mark, card = other(seat), action.card
    if card == state.taken:
        said = _("{player} gives the {card} back to {other}.", player=player(seat),
                 card=card, other=player(mark))
    else:
        said = _("{player} gives the {card} to {other}.", player=player(seat), card=card,
                 other=player(mark))
    if events is not None:
        events.append(Event(_("{player} gives a diver to {other}.", player=player(seat),
                              other=player(mark)), ((seat, said), (mark, said))))
    hands = _pair(_pair(state.hands, seat, _without(state.hands[seat], card)), mark,
                  _with(state.hands[mark], card))
    seen = _pair(_pair(state.seen, seat, _with(state.seen[seat], card)), mark,
                 _without(state.seen[mark], card))
    return after_pre_round(state._replace(hands=hands, seen=seen, taken=None))


_PRE_ROUND = {EYE: _eye, SCOOTER: _scooter, HARPOON: _harpoon}


# -- placement ----------------------------------------------------------------------------
def _place(state: State, seat: int, action: Place | Anchored, events: Log) -> State:
    """nautilus/place: the card leaves the hand (or the Kraken or the Fishbone is played,
    nautilus/kraken, nautilus/fishbone) for a free place; a 6, 7, 8 or 9 then moves a
    card if it can (nautilus/forced-move)."""
    card, side, at = action.card, action.side - 1, action.place - 1
    anchored = type(action) is Anchored
    if events is not None:
        where = {"player": player(seat), "card": diver_name(card), "side": action.side,
                 "place": action.place}
        events.append(Event(
            _("{player} places {card} at {side}.{place} with the Anchor on it.", **where)
            if anchored else _("{player} places {card} at {side}.{place}.", **where)))
    row, where, anchor = state.sides[side], (side, at), state.anchor
    sides = _pair(state.sides, side, row[:at] + (card,) + row[at + 1:])
    changes = {"sides": sides}
    as_diver = card in SPECIAL_OF_VALUE
    if as_diver or anchored:
        changes["specials"] = _pair(state.specials, seat, None)
    if not as_diver:
        mark = other(seat)
        changes["hands"] = _pair(state.hands, seat, _without(state.hands[seat], card))
        seen = state.seen[mark]
        if card in seen:
            changes["seen"] = _pair(state.seen, mark, _without(seen, card))
    if anchored:
        anchor = changes["anchor"] = where
    if moves(sides, anchor, where):
        return state._replace(**changes, phase=MOVE, mover=where)
    return after_placement(state, changes, events)


def _move(state: State, seat: int, action: Move, events: Log) -> State:
    """nautilus/across, nautilus/along: the card goes to its new place."""
    source, target = (action.side - 1, action.place - 1), (action.to_side - 1, action.to_place - 1)
    card = state.sides[source[0]][source[1]]
    if events is not None:
        events.append(Event(_("{player} moves {card} from {side}.{place} to {to_side}.{to_place}.",
                              player=player(seat), card=diver_name(card), side=action.side,
                              place=action.place, to_side=action.to_side,
                              to_place=action.to_place)))
    rows = [list(state.sides[0]), list(state.sides[1])]
    rows[source[0]][source[1]] = None
    rows[target[0]][target[1]] = card
    return after_placement(state, {"sides": (tuple(rows[0]), tuple(rows[1]))}, events)


_EFFECTS: dict[type[Action], Effect] = {
    Keep: _keep, Pass: _pass, PlaySpecial: _play_special, Pick: _pick, Give: _give,
    Place: _place, Anchored: _place, Move: _move,
}
