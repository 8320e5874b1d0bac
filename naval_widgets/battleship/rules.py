"""The Battleship card game's rules: legal actions and their effects.

Rule ids (``battleship/...``) match ``docs/rules/battleship.md``. Every check
returns a (rule, sentence) problem; ``step`` raises it as ``IllegalAction``
and ``legal_actions`` lists exactly the actions without a problem.

Random playouts and bots' look-ahead call ``legal_actions`` and ``step`` again
and again, so both avoid work that changes nothing: every action there can be
is made once, grids know where their ships and face-down cards are (``Grid``),
an action rebuilds only the cells, hands and piles it touches (the rest is
shared with the previous state), and the log's sentences are written once.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from typing import TypeVar

from ..core import Action, Event, IllegalAction
from .actions import (
    Discard,
    DiscardWhites,
    DrawThree,
    EndTurn,
    PlayPeg,
    PlayShield,
    PlayTwo,
    RemovePeg,
    Repair,
)
from .cards import (
    BATTLESHIP,
    CARRIER,
    CARRIER_HAND_SIZE,
    CELLS,
    DESTROYER,
    DESTRUCTION,
    HAND_ORDER,
    HAND_SIZE,
    HITS,
    MISS,
    NAMES,
    PEGS,
    PT_BOAT,
    REPAIR_OR_DRAW,
    SHIELD,
    SHIELD_STRENGTH,
    SHIPS,
    SUBMARINE,
    WHITE,
    WHITES_OR_TWO,
    cell_label,
    kinds,
    sort_hand,
    sorted_hand,
)
from .state import (
    DOWN,
    OVER,
    PLAY_PHASE,
    PT_PHASE,
    STANDARD,
    SUNK,
    UP,
    Cell,
    Grid,
    Side,
    State,
    as_grid,
)

Problem = tuple[str, str]
Stepped = tuple[State, tuple[Event, ...]]
Item = TypeVar("Item")

_PLAYERS = ("Player 1", "Player 2")
_LABELS = tuple(cell_label(i) for i in range(CELLS))
#: "Player 2's B3": cell ``i`` of ``seat``'s grid, as the log names it.
_WHERE = tuple(tuple(f"{name}'s {label}" for label in _LABELS) for name in _PLAYERS)


def player(seat: int) -> str:
    return f"Player {seat + 1}"


# -- ship powers (battleship/ship-powers) ---------------------------------------
def active_ships(cells: tuple[Cell, ...] | list[Cell], variant: str) -> frozenset[str]:
    """Ships whose power works: revealed and afloat, in the standard rules only."""
    if variant != STANDARD:
        return frozenset()
    return frozenset([cell.card for cell in cells if cell.face == UP and cell.card != MISS])


_SHIP_NUMBER = {ship: number for number, ship in enumerate(SHIPS)}
_SUBMARINE = _SHIP_NUMBER[SUBMARINE]


def has_power(cells: tuple[Cell, ...], ship: str, variant: str) -> bool:
    """``ship in active_ships(cells, variant)``: a single look-up on a ``Grid``."""
    if variant != STANDARD:
        return False
    fleet = cells.fleet if type(cells) is Grid else None
    if fleet is not None:
        return cells[fleet[_SHIP_NUMBER[ship]]].face == UP
    return any(cell.card == ship and cell.face == UP for cell in cells)


def power_active(state: State, seat: int, ship: str) -> bool:
    return has_power(state.sides[seat].cells, ship, state.variant)


def peg_value(active: frozenset[str], card: str, on_submarine: bool) -> int:
    """Hits one peg card counts where it lies, given its owner's active ships."""
    if card == WHITE:
        return 1 if on_submarine or DESTROYER in active else 0
    if on_submarine:
        return 0
    return PEGS[card] + (BATTLESHIP in active)


def _value_table(destroyer: bool, battleship: bool, on_submarine: bool) -> dict[str, int]:
    active = frozenset(ship for ship, on in ((DESTROYER, destroyer), (BATTLESHIP, battleship))
                       if on)
    return {card: peg_value(active, card, on_submarine) for card in PEGS}


#: ``peg_value`` of every peg card, by (attacker's destroyer, battleship) active.
_ON_SHIP = {(d, b): _value_table(d, b, False) for d in (False, True) for b in (False, True)}
_ON_SUBMARINE = _value_table(False, False, True)


def peg_values(active: frozenset[str], on_submarine: bool) -> dict[str, int]:
    """``peg_value`` for every peg card at once: a table to look pegs up in."""
    if on_submarine:
        return _ON_SUBMARINE
    return _ON_SHIP[DESTROYER in active, BATTLESHIP in active]


def damage(active: frozenset[str], cell: Cell) -> int:
    """Hits on the ship in ``cell``; ``active``: the attacker's active ships."""
    return sum(map(peg_values(active, cell.card == SUBMARINE).__getitem__, cell.pegs))


def shield_damage(active: frozenset[str], cell: Cell) -> int:
    return sum(map(peg_values(active, False).__getitem__, cell.shield or ()))


def hand_limit(state: State, seat: int) -> int:
    return CARRIER_HAND_SIZE if power_active(state, seat, CARRIER) else HAND_SIZE


def is_ship(cell: Cell) -> bool:
    return cell.face == UP and cell.card != MISS


# -- cells by bit mask ------------------------------------------------------------
def _by_mask(row: Sequence[Item]) -> tuple[tuple[tuple[Item, ...], ...], ...]:
    """Tables picking the items of a 12-long ``row`` whose bits are set in a mask.

    ``low[mask & 63] + high[mask >> 6]``: one table for cells 0-5, one for 6-11.
    """
    return tuple(tuple(tuple(row[half + i] for i in range(6) if bits >> i & 1)
                       for bits in range(64)) for half in (0, 6))


_CELLS_LOW, _CELLS_HIGH = _by_mask(range(CELLS))


def cells_in(mask: int) -> tuple[int, ...]:
    """The cells whose bit is set in ``mask`` (see ``Grid``), in order."""
    return _CELLS_LOW[mask & 63] + _CELLS_HIGH[mask >> 6]


# -- problems: one function per kind of check ------------------------------------
def peg_problem(state: State, card: str, index: int) -> Problem | None:
    """Why ``card`` may not be played on cell ``index`` of the opponent's grid."""
    me, opponent = state.to_move, 1 - state.to_move
    cell = state.sides[opponent].cells[index]
    if cell.face == DOWN:
        return None
    where = _WHERE[opponent][index]
    if cell.face == SUNK:
        return ("battleship/sinking", f"{where} held a sunk ship: it is out of play.")
    if cell.card == MISS:
        return ("battleship/white-peg", f"{where} is a revealed miss: there is nothing to hit.")
    destroyer = power_active(state, me, DESTROYER)
    if cell.shield is not None:
        if card != WHITE or destroyer:
            return None
        return ("battleship/shield", "A white peg cannot damage a shield unless your "
                                     "destroyer is afloat: use a red peg card.")
    if cell.card == SUBMARINE:
        if card == WHITE:
            return None
        return ("battleship/submarine", "Only white pegs can damage the submarine: "
                                        "a red peg card would be discarded.")
    if card == WHITE and not destroyer:
        return ("battleship/white-peg", "A white peg only reveals a face-down card; to hit a "
                                        "revealed ship play a red peg card (white pegs hit only "
                                        "while your destroyer is afloat).")
    return None


def own_ship_problem(state: State, index: int) -> Problem | None:
    cell = state.sides[state.to_move].cells[index]
    if not is_ship(cell):
        return ("battleship/shield", f"Your {cell_label(index)} is not a revealed ship afloat.")
    return None


def shield_problem(state: State, index: int) -> Problem | None:
    problem = own_ship_problem(state, index)
    if problem:
        return ("battleship/shield", "A Shield goes on one of your revealed ships afloat.")
    if state.sides[state.to_move].cells[index].shield is not None:
        return ("battleship/shield", "That ship already carries a shield.")
    return None


def peg_removal_problem(state: State, index: int, peg: str, rule: str) -> Problem | None:
    if own_ship_problem(state, index):
        return (rule, "Only a peg card under one of your revealed ships can be removed.")
    if peg not in state.sides[state.to_move].cells[index].pegs:
        return (rule, f"There is no {peg} peg card under your {cell_label(index)} "
                      "(pegs on a shield cannot be removed).")
    return None


def hand_problem(state: State, card: str) -> Problem | None:
    if card not in state.sides[state.to_move].hand:
        return ("battleship/turn", f"You have no {NAMES.get(card, repr(card))} in your hand.")
    if state.restrict is not None and card not in state.restrict:
        return ("battleship/draw-three", "After 'draw 3' the card you play must be one of the "
                                         "three you drew.")
    return None


def can_draw(side: Side) -> bool:
    return bool(side.draw or side.discard)


# -- legal actions ----------------------------------------------------------------
# Every action there can be, made once: legal_actions only picks among them.
_PEG = {card: [PlayPeg(card, i) for i in range(CELLS)] for card in PEGS}
_SHIELD = [PlayShield(i) for i in range(CELLS)]
_DISCARD_WHITES = [DiscardWhites(n) for n in range(DESTRUCTION.count(WHITE) + 1)]
_REPAIR = {peg: [Repair(i, peg) for i in range(CELLS)] for peg in PEGS}
_REMOVE = {peg: [RemovePeg(i, peg) for i in range(CELLS)] for peg in PEGS}
_DISCARD = {card: Discard(card) for card in HAND_ORDER}
_PLAY_TWO, _DRAW_THREE, _END = PlayTwo(), DrawThree(), EndTurn()
ACTION_SPACE: tuple[Action, ...] = (
    *(a for row in _PEG.values() for a in row), *_SHIELD, *_DISCARD_WHITES,
    *(a for row in _REPAIR.values() for a in row), *(a for row in _REMOVE.values() for a in row),
    *_DISCARD.values(), _PLAY_TWO, _DRAW_THREE, _END,
)
#: Each peg card's plays, by mask of target cells (see ``_by_mask``).
_PEG_BY_MASK = {card: _by_mask(row) for card, row in _PEG.items()}


def _peg_targets(state: State) -> tuple[int, int]:
    """Masks of the opponent's cells open to a white peg, and to a red peg card.

    Face-down cells take both; a revealed ship afloat takes red pegs, and
    white ones while the destroyer is afloat, but for a submarine without a
    shield, which only white pegs can hurt.
    """
    me = state.to_move
    grid = as_grid(state.sides[1 - me].cells)
    down, afloat = grid.down, grid.afloat
    if not afloat:
        return down, down
    submarine = _open_submarine(grid)
    white = down | submarine
    if has_power(state.sides[me].cells, DESTROYER, state.variant):
        white |= afloat
    return white, down | afloat & ~submarine


def _open_submarine(grid: Grid) -> int:
    """The bit of a revealed submarine afloat without a shield: only white pegs hurt it."""
    if grid.fleet is not None:
        at = grid.fleet[_SUBMARINE]
        return 1 << at if grid.afloat >> at & 1 and grid[at].shield is None else 0
    return sum(1 << i for i in cells_in(grid.afloat)
               if grid[i].card == SUBMARINE and grid[i].shield is None)


def _peg_removals(table: dict[str, list[Action]], cells: tuple[Cell, ...]) -> list[Action]:
    grid = as_grid(cells)
    return [table[peg][i] for i in cells_in(grid.afloat) if grid[i].pegs
            for peg in kinds(grid[i].pegs)]


def card_plays(state: State) -> list[Action]:
    """Every card play open to the player to move (restrictions included)."""
    side, restrict = state.sides[state.to_move], state.restrict
    plays: list[Action] = []
    targets = None
    for card in kinds(side.hand):
        if restrict is not None and card not in restrict:
            continue
        by_mask = _PEG_BY_MASK.get(card)
        if by_mask:
            if targets is None:
                targets = _peg_targets(state)
            mask = targets[card != WHITE]
            plays += by_mask[0][mask & 63]
            plays += by_mask[1][mask >> 6]
        elif card == SHIELD:
            grid = as_grid(side.cells)
            plays += [_SHIELD[i] for i in cells_in(grid.afloat) if grid[i].shield is None]
        elif card == WHITES_OR_TWO:
            plays += _DISCARD_WHITES[1:side.hand.count(WHITE) + 1]
            plays.append(_PLAY_TWO)
        elif card == REPAIR_OR_DRAW:
            plays += _peg_removals(_REPAIR, side.cells)
            if can_draw(side):
                plays.append(_DRAW_THREE)
    return plays


def legal_actions(state: State) -> list[Action]:
    if state.phase == OVER:
        return []
    side = state.sides[state.to_move]
    if state.phase == PT_PHASE:
        return _peg_removals(_REMOVE, side.cells)
    plays = card_plays(state)
    if state.extra:
        plays.append(_END)
    elif not plays:
        plays = [_DISCARD[card] for card in sort_hand(set(side.hand))] or [_END]
    return plays


def problem(state: State, action: Action) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``."""
    if state.phase == OVER:
        return ("battleship/winner", f"The game is over: {player(state.winner)} sank the "
                                     "whole fleet.")
    if state.phase == PT_PHASE:
        if type(action) is not RemovePeg:
            return ("battleship/pt-boat", "Your PT boat acts first: take one peg card off one "
                                          "of your ships before playing a card.")
        return peg_removal_problem(state, action.cell, action.peg, "battleship/pt-boat")
    kind = type(action)
    if kind is PlayPeg:  # the commonest action first
        return _play_peg_problem(state, action.card, action.cell)
    if kind is RemovePeg:
        return ("battleship/pt-boat", "The PT boat removes a peg only at the start of your "
                                      "turn, while it is revealed and afloat.")
    if kind is EndTurn:
        # A hand with no card can offer no play, so "no play and no card" is "no card".
        if state.extra or not state.sides[state.to_move].hand:
            return None
        return ("battleship/turn", "You must play a card this turn before it ends.")
    if kind is Discard:
        return hand_problem(state, action.card) or _discard_problem(state)
    if kind not in _CARD_OF:
        return ("battleship/action", f"{action!r} is not a Battleship action.")
    found = hand_problem(state, _CARD_OF[kind])
    if found:
        return found
    if kind is PlayShield:
        return shield_problem(state, action.cell) if _is_cell(action.cell) else (
            "battleship/action", "A Shield needs a cell from A1 to C4.")
    if kind is DiscardWhites:
        whites = state.sides[state.to_move].hand.count(WHITE)
        if not 1 <= action.count <= whites:
            return ("battleship/discard-whites", f"You can discard from 1 to {whites} white "
                                                 "peg card(s) from your hand.")
        return None
    if kind is Repair:
        if not _is_cell(action.cell):
            return ("battleship/action", "A repair needs a cell from A1 to C4.")
        return peg_removal_problem(state, action.cell, action.peg, "battleship/repair")
    if kind is DrawThree and not can_draw(state.sides[state.to_move]):
        return ("battleship/draw-three", "Your draw and discard piles are empty: there is "
                                         "nothing to draw.")
    return None


_CARD_OF = {PlayShield: SHIELD, DiscardWhites: WHITES_OR_TWO, PlayTwo: WHITES_OR_TWO,
            Repair: REPAIR_OR_DRAW, DrawThree: REPAIR_OR_DRAW}


def _play_peg_problem(state: State, card: str, index: int) -> Problem | None:
    if card not in PEGS or not 0 <= index < CELLS:
        return ("battleship/action", "A peg play needs a peg card and a cell from A1 to C4.")
    return hand_problem(state, card) or peg_problem(state, card, index)


def _discard_problem(state: State) -> Problem | None:
    if state.extra or card_plays(state):
        return ("battleship/no-play", "You may discard a card only when none of your cards "
                                      "can be played.")
    return None


def _is_cell(index: int) -> bool:
    return 0 <= index < CELLS


# -- effects -------------------------------------------------------------------------
class _Turn:
    """Both sides' zones while one action resolves.

    The zones are the state's own values, replaced (never changed in place)
    when the action touches them, so ``result`` builds a new ``Side`` only
    for a side that changed.
    """

    __slots__ = ("state", "me", "cells", "hands", "draws", "discards", "shuffles", "sank",
                 "events")

    def __init__(self, state: State) -> None:
        first, second = state.sides
        self.state = state
        self.me = state.to_move
        self.cells = [first.cells, second.cells]
        self.hands = [first.hand, second.hand]
        self.draws = [first.draw, second.draw]
        self.discards = [first.discard, second.discard]
        self.shuffles = state.shuffles
        self.sank = False
        self.events: list[Event] = []

    def result(self, to_move: int, phase: str, plays_left: int, extra: bool,
               restrict: tuple[str, ...] | None, turn: int, winner: int | None) -> Stepped:
        """The new state (hands in hand order) and the events of the action."""
        old = self.state
        sides = (self._side(0, old.sides[0]), self._side(1, old.sides[1]))
        state = State(old.variant, old.seed, sides, to_move, phase, plays_left, extra, restrict,
                      turn, winner, self.shuffles)
        return state, tuple(self.events)

    def _side(self, seat: int, old: Side) -> Side:
        cells, draw, discard = self.cells[seat], self.draws[seat], self.discards[seat]
        hand = sorted_hand(self.hands[seat])
        if cells is old.cells and hand == old.hand and draw is old.draw \
                and discard is old.discard:
            return old
        return Side(cells, hand, draw, discard)

    def say(self, text: str) -> None:
        self.events.append(Event(text))

    def set_cell(self, owner: int, index: int, cell: Cell) -> None:
        """Put ``cell`` (the same card, turned, hit or shielded) at ``index`` of a grid."""
        self.cells[owner] = as_grid(self.cells[owner]).with_cell(index, cell)

    def take(self, seat: int, card: str) -> None:
        """Take one ``card`` out of ``seat``'s hand."""
        hand = self.hands[seat]
        at = hand.index(card)
        self.hands[seat] = hand[:at] + hand[at + 1:]

    def discard(self, seat: int, cards: tuple[str, ...]) -> None:
        self.discards[seat] += cards

    def draw(self, seat: int, count: int) -> tuple[str, ...]:
        """Draw up to ``count``; an empty draw pile is remade from the shuffled discard pile."""
        pile = self.draws[seat]
        if len(pile) >= count:  # the usual case: the cards come off the top (the end)
            drawn = pile[len(pile) - count:][::-1]
            self.draws[seat] = pile[:len(pile) - count]
        else:
            drawn = self._draw_through_reshuffles(seat, count)
        self.hands[seat] += drawn
        if drawn:
            self.events.append(_draw_event(seat, drawn))
        return drawn

    def _draw_through_reshuffles(self, seat: int, count: int) -> tuple[str, ...]:
        drawn: list[str] = []
        draw, discard = list(self.draws[seat]), list(self.discards[seat])
        while len(drawn) < count:
            if not draw:
                if not discard:
                    break
                draw, discard = discard, []
                random.Random(f"battleship/{self.state.seed}/shuffle/{self.shuffles}").shuffle(draw)
                self.shuffles += 1
                self.say(f"{_PLAYERS[seat]} shuffles the discard pile into a new draw pile.")
            drawn.append(draw.pop())
        self.draws[seat], self.discards[seat] = tuple(draw), tuple(discard)
        return tuple(drawn)

    def afloat(self, seat: int, ship: str) -> bool:
        """Whether ``seat``'s ``ship`` power works right now (``has_power``)."""
        cells = self.cells[seat]
        if type(cells) is Grid and cells.fleet is not None and self.state.variant == STANDARD:
            return cells[cells.fleet[_SHIP_NUMBER[ship]]].face == UP
        return has_power(cells, ship, self.state.variant)

    def values(self, attacker: int, on_submarine: bool) -> dict[str, int]:
        """What each of ``attacker``'s peg cards counts (``peg_value``) right now."""
        if on_submarine:
            return _ON_SUBMARINE
        return _ON_SHIP[self.afloat(attacker, DESTROYER), self.afloat(attacker, BATTLESHIP)]


@lru_cache(maxsize=4096)  # few players, few sets of cards drawn at once
def _draw_event(seat: int, drawn: tuple[str, ...]) -> Event:
    """The log line of a draw: how many cards for all, which ones for their owner only."""
    name = _PLAYERS[seat]
    return Event(f"{name} draws {len(drawn)} card{'s' * (len(drawn) > 1)}.",
                 ((seat, f"{name} draws: {', '.join(sort_hand(drawn))}."),))


def step(state: State, action: Action) -> Stepped:
    """Apply ``action`` for the player to move; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    work = _Turn(state)
    return _finish(work, *_EFFECTS[type(action)](work, action))


#: What an effect leaves for ``_finish``: plays left, extra plays?, cards to play from, phase.
After = tuple[int, bool, tuple[str, ...] | None, str]


def _card_played(state: State, more: int = 0, restrict: tuple[str, ...] | None = None) -> After:
    """After a card: one play used, ``more`` given by a power (which makes them extra)."""
    return state.plays_left - 1 + more, True if more else state.extra, restrict, state.phase


def _pt_boat_effect(work: _Turn, action: RemovePeg) -> After:
    _remove_peg(work, action.cell, action.peg, "its PT boat")
    state = work.state
    return state.plays_left, state.extra, state.restrict, PLAY_PHASE


def _end_turn_effect(work: _Turn, action: EndTurn) -> After:
    work.say(f"{_PLAYERS[work.me]} ends the turn.")
    state = work.state
    return 0, state.extra, state.restrict, state.phase


def _peg_effect(work: _Turn, action: PlayPeg) -> After:
    work.take(work.me, action.card)
    _play_peg(work, action.card, action.cell)
    state = work.state
    return state.plays_left - 1, state.extra, None, state.phase


def _shield_effect(work: _Turn, action: PlayShield) -> After:
    me = work.me
    work.take(me, SHIELD)
    cell = work.cells[me][action.cell]
    work.set_cell(me, action.cell, cell._replace(shield=()))
    work.say(f"{_PLAYERS[me]} puts a Shield on {NAMES[cell.card]} at {_LABELS[action.cell]}.")
    return _card_played(work.state)


def _discard_effect(work: _Turn, action: Discard) -> After:
    me = work.me
    work.take(me, action.card)
    work.discard(me, (action.card,))
    work.say(f"{_PLAYERS[me]} cannot play and discards {NAMES[action.card]}.")
    return _card_played(work.state)


def _power(work: _Turn, card: str) -> None:
    """The power card goes from the hand to the discard pile."""
    work.take(work.me, card)
    work.discard(work.me, (card,))


def _discard_whites_effect(work: _Turn, action: DiscardWhites) -> After:
    me = work.me
    _power(work, WHITES_OR_TWO)
    for _ in range(action.count):
        work.take(me, WHITE)
    work.discard(me, (WHITE,) * action.count)
    work.say(f"{_PLAYERS[me]} plays Discard whites: {action.count} white peg card(s) "
             "go to the discard pile.")
    return _card_played(work.state)


def _play_two_effect(work: _Turn, action: PlayTwo) -> After:
    _power(work, WHITES_OR_TWO)
    work.say(f"{_PLAYERS[work.me]} plays Play 2 cards.")
    return _card_played(work.state, more=2)


def _repair_effect(work: _Turn, action: Repair) -> After:
    _power(work, REPAIR_OR_DRAW)
    _remove_peg(work, action.cell, action.peg, "a Repair")
    return _card_played(work.state, more=1)


def _draw_three_effect(work: _Turn, action: DrawThree) -> After:
    _power(work, REPAIR_OR_DRAW)
    work.say(f"{_PLAYERS[work.me]} plays Draw 3, then plays one of them.")
    restrict = tuple(sorted(set(work.draw(work.me, 3)), key=HAND_ORDER.index))
    return _card_played(work.state, more=1, restrict=restrict)


_EFFECTS: dict[type[Action], Callable[[_Turn, Action], After]] = {
    RemovePeg: _pt_boat_effect, EndTurn: _end_turn_effect, PlayPeg: _peg_effect,
    PlayShield: _shield_effect, Discard: _discard_effect, DiscardWhites: _discard_whites_effect,
    PlayTwo: _play_two_effect, Repair: _repair_effect, DrawThree: _draw_three_effect,
}


def _counts(work: _Turn, card: str, on_submarine: bool) -> bool:
    """Whether the mover's peg ``card`` hits a ship (``peg_value`` > 0)."""
    if on_submarine:
        return card == WHITE
    return card != WHITE or work.afloat(work.me, DESTROYER)


@cache  # 2 players x 4 peg cards x 12 cells x 6 cards x 4 outcomes at most
def _peg_event(me: int, card: str, index: int, target: str, outcome: str) -> Event:
    """What the log says of a peg card played on ``target`` (the card at ``index``)."""
    actor, name, where, found = _PLAYERS[me], NAMES[card], _WHERE[1 - me][index], NAMES[target]
    if outcome == "hit":
        return Event(f"{actor} plays {name} on {where}: {found}, hit!")
    if outcome == "found":
        return Event(f"{actor} plays {name} on {where}: {found}.")
    if outcome == "shield":
        return Event(f"{actor} plays {name} on the shield of {found} at {where}.")
    return Event(f"{actor} plays {name} on {found} at {where}.")


def _play_peg(work: _Turn, card: str, index: int) -> None:
    state, me = work.state, work.me
    opponent = 1 - me
    cell = work.cells[opponent][index]
    revealed = None
    if cell.face == DOWN:
        revealed = cell.card
        if revealed != MISS and _counts(work, card, revealed == SUBMARINE):
            cell, outcome = Cell(revealed, UP, (card,), cell.shield), "hit"
        else:
            cell, outcome = Cell(revealed, UP, cell.pegs, cell.shield), "found"
            work.discard(me, (card,))
    elif cell.shield is not None:
        cell, outcome = Cell(cell.card, cell.face, cell.pegs, cell.shield + (card,)), "shield"
    else:
        cell, outcome = Cell(cell.card, cell.face, cell.pegs + (card,), cell.shield), "ship"
    work.events.append(_peg_event(me, card, index, cell.card, outcome))
    work.set_cell(opponent, index, cell)
    if cell.pegs or cell.shield:
        _check(work, opponent, index)
    if revealed == BATTLESHIP and state.variant == STANDARD:
        # battleship/battleship: the opponent's red pegs in play just gained a peg each.
        for mine in range(CELLS):
            _check(work, me, mine)


def _remove_peg(work: _Turn, index: int, peg: str, how: str) -> None:
    me = work.me
    cell = work.cells[me][index]
    pegs = list(cell.pegs)
    pegs.remove(peg)
    work.set_cell(me, index, cell._replace(pegs=tuple(pegs)))
    work.discard(1 - me, (peg,))
    work.say(f"{_PLAYERS[me]} uses {how} to take {NAMES[peg]} off {NAMES[cell.card]} "
             f"at {_LABELS[index]}.")


def _check(work: _Turn, owner: int, index: int) -> None:
    """Break the shield and sink the ship in one cell if they took enough hits."""
    cell = work.cells[owner][index]
    if cell.face != UP or not (cell.pegs or cell.shield):
        return
    attacker = 1 - owner
    if cell.shield and sum(map(work.values(attacker, False).__getitem__, cell.shield)) \
            >= SHIELD_STRENGTH:
        work.discard(owner, (SHIELD,))
        work.discard(attacker, cell.shield)
        cell = cell._replace(shield=None)
        work.set_cell(owner, index, cell)
        work.say(f"The shield on {_PLAYERS[owner]}'s {NAMES[cell.card][4:]} breaks.")
    if cell.pegs and sum(map(work.values(attacker, cell.card == SUBMARINE).__getitem__,
                             cell.pegs)) >= HITS[cell.card]:
        _sink(work, owner, index)


def _pegs_on_ships(grid: Grid) -> bool:
    return any(grid[i].pegs for i in cells_in(grid.afloat))


def _winner(work: _Turn) -> int | None:
    for owner in (0, 1):
        if all(cell.face == SUNK for cell in work.cells[owner] if cell.card != MISS):
            return 1 - owner
    return None


def _sink(work: _Turn, owner: int, index: int) -> None:
    attacker = 1 - owner
    cell = work.cells[owner][index]
    work.discard(attacker, cell.pegs)
    if cell.shield is not None:
        work.discard(owner, (SHIELD,))
        work.discard(attacker, cell.shield)
    work.set_cell(owner, index, Cell(cell.card, SUNK))
    work.sank = True
    work.say(f"{_PLAYERS[attacker]} sinks {_PLAYERS[owner]}'s {NAMES[cell.card][4:]}!")
    if cell.card == DESTROYER and work.state.variant == STANDARD:
        _discard_destroyer_whites(work, owner)


def _discard_destroyer_whites(work: _Turn, owner: int) -> None:
    """battleship/destroyer: when it sinks, its owner's white pegs in play are discarded."""
    target = 1 - owner
    removed = 0
    cells = list(work.cells[target])
    for index, cell in enumerate(cells):
        if not is_ship(cell):
            continue
        keep = cell.pegs if cell.card == SUBMARINE else tuple(p for p in cell.pegs if p != WHITE)
        shield = None if cell.shield is None else tuple(p for p in cell.shield if p != WHITE)
        removed += len(cell.pegs) - len(keep) + len(cell.shield or ()) - len(shield or ())
        cells[index] = cell._replace(pegs=keep, shield=shield)
    work.cells[target] = Grid(cells)
    work.discard(owner, (WHITE,) * removed)
    if removed:
        work.say(f"{_PLAYERS[owner]}'s destroyer power ends: {removed} white peg card(s) in "
                 "play are discarded.")


def _finish(work: _Turn, plays_left: int, extra: bool, restrict: tuple[str, ...] | None,
            phase: str) -> Stepped:
    """The state after the action: game over, more plays this turn, or the next turn."""
    state = work.state
    winner = _winner(work) if work.sank else None
    if winner is not None:
        work.say(f"{_PLAYERS[winner]} sank the whole fleet and wins!")
        return work.result(state.to_move, OVER, plays_left, extra, restrict, state.turn, winner)
    if plays_left > 0:
        return work.result(state.to_move, phase, plays_left, extra, restrict, state.turn,
                           state.winner)
    me, nxt = state.to_move, 1 - state.to_move
    missing = (CARRIER_HAND_SIZE if work.afloat(me, CARRIER) else HAND_SIZE) \
        - len(work.hands[me])
    if missing > 0:
        work.draw(me, missing)
    pt_boat = work.afloat(nxt, PT_BOAT) and _pegs_on_ships(as_grid(work.cells[nxt]))
    return work.result(nxt, PT_PHASE if pt_boat else PLAY_PHASE, 1, False, None,
                       state.turn + 1, state.winner)
