"""The Battleship card game's rules: legal actions and their effects.

Rule ids (``battleship/...``) match ``docs/rules/battleship.md``. Every check
returns a (rule, sentence) problem; ``step`` raises it as ``IllegalAction``
and ``legal_actions`` lists exactly the actions without a problem.

Random playouts and bots' look-ahead call ``legal_actions`` and ``step`` again
and again, so both avoid work that changes nothing: every action there can be
is made once, grids know where their ships and face-down cards are (``Grid``),
an action rebuilds only the cells, hands and piles it touches (the rest is
shared with the previous state), and the log's sentences are written once.
Two shortcuts on top: an action ``legal_actions`` has just listed for the very
same state is legal without a second check (``_listed``; any other action gets
the full ``problem``), and a peg play, the commonest action, builds its state
in one go (``_direct_peg``) unless it sets off a rarer effect. ``apply`` is
``step`` without the events.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache
from itertools import repeat
from operator import is_
from typing import NamedTuple, TypeVar

from ..core import Action, Event, IllegalAction
from ..core.chance import shuffled
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
    RED,
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
    FACTS,
    OVER,
    PLAY_PHASE,
    PT_PHASE,
    SHIP_BIT,
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
    if type(cells) is Grid:
        return bool(cells[FACTS][3] & SHIP_BIT[ship])
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
#: Ships' bits in ``Grid.ships``.
_CARRIER, _BATTLESHIP, _DESTROYER, _PT_BOAT = (SHIP_BIT[ship] for ship in
                                               (CARRIER, BATTLESHIP, DESTROYER, PT_BOAT))
#: ``peg_value`` on a ship but the submarine, by the attacker's ``Grid.ships``.
_ATTACKS = tuple(_ON_SHIP[bool(ships & _DESTROYER), bool(ships & _BATTLESHIP)]
                 for ships in range(1 << len(SHIPS)))


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
#: The cells whose bit is set in a mask (see ``Grid``), in order, by mask: a whole
#: table for cells, which are numbers (a garbage collection never looks at it).
CELLS_IN = tuple(_CELLS_LOW[mask & 63] + _CELLS_HIGH[mask >> 6] for mask in range(1 << CELLS))


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
#: The plays of a "Discard whites / Play 2" card, by white peg cards in the hand.
_WHITES_OR_TWO = tuple((*_DISCARD_WHITES[1:whites + 1], _PLAY_TWO)
                       for whites in range(len(_DISCARD_WHITES)))
ACTION_SPACE: tuple[Action, ...] = (
    *(a for row in _PEG.values() for a in row), *_SHIELD, *_DISCARD_WHITES,
    *(a for row in _REPAIR.values() for a in row), *(a for row in _REMOVE.values() for a in row),
    *_DISCARD.values(), _PLAY_TWO, _DRAW_THREE, _END,
)
#: Each peg card's plays, by mask of target cells (see ``_by_mask``).
_PEG_BY_MASK = {card: _by_mask(row) for card, row in _PEG.items()}
Masked = tuple[tuple[Action, ...], ...]


class _Plan(NamedTuple):
    """What a hand (and a "draw 3" restriction) can play, worked out once a hand."""

    whites: tuple[Masked, Masked] | None  # white peg plays by mask of cells 0-5, 6-11
    reds: tuple[tuple[Masked, Masked], ...]  # the same for each red peg card, in hand order
    powers: tuple[str, ...]  # the power cards that can be played, in hand order


@cache  # each set of cards that can be played has one plan
def _plan_of(cards: tuple[str, ...]) -> _Plan:
    return _Plan(_PEG_BY_MASK[WHITE] if WHITE in cards else None,
                 tuple(_PEG_BY_MASK[card] for card in cards if card in RED),
                 tuple(card for card in cards if card not in PEGS))


#: The plan of each hand (hands are kept sorted, so a few thousand at most).
_PLANS: dict[tuple[str, ...], _Plan] = {}


def _plan(hand: tuple[str, ...], restrict: tuple[str, ...] | None) -> _Plan:
    """The ``_Plan`` of ``hand`` (only the cards in ``restrict`` when it is given)."""
    if restrict is None:
        plan = _PLANS.get(hand)
        if plan is None:
            plan = _PLANS[hand] = _plan_of(kinds(hand))
        return plan
    return _plan_of(tuple(card for card in kinds(hand) if card in restrict))


#: The state ``legal_actions`` was asked about last, and the actions it listed.
#: ``step`` and ``apply`` find an action among them (the very object: the actions of
#: ``ACTION_SPACE``) legal without asking ``problem``. The state is held, so no
#: other state can take its identity; one entry, so the memory is bounded; one
#: tuple, read and replaced whole.
_listed: tuple[State | None, tuple[Action, ...]] = (None, ())


def _open_submarine(grid: Grid) -> int:
    """The bit of a revealed submarine afloat without a shield: only white pegs hurt it."""
    fleet, _, afloat, _ = grid[FACTS]
    if fleet is not None:
        at = fleet[_SUBMARINE]
        return 1 << at if afloat >> at & 1 and grid[at].shield is None else 0
    return sum(1 << i for i in CELLS_IN[afloat]
               if grid[i].card == SUBMARINE and grid[i].shield is None)


def _peg_removals(table: dict[str, list[Action]], grid: Grid,
                  plays: list[Action] | None = None) -> list[Action]:
    """The removals of one kind (``table``) of each peg card under a ship of ``grid``, added
    to ``plays`` if given."""
    if plays is None:
        plays = []
    for i in CELLS_IN[grid[FACTS][2]]:
        pegs = grid[i].pegs
        if pegs:
            for peg in kinds(pegs):
                plays.append(table[peg][i])
    return plays


def card_plays(state: State) -> list[Action]:
    """Every card play open to the player to move (restrictions included)."""
    sides, me = state.sides, state.to_move
    return _card_plays(state.variant, sides[me], sides[1 - me], state.restrict)


def _card_plays(variant: str, mine: Side, theirs: Side,
                restrict: tuple[str, ...] | None) -> list[Action]:
    cells, hand, draw, discard = mine
    grid = theirs.cells
    if type(cells) is not Grid or type(grid) is not Grid:  # a state built by hand
        cells, grid = as_grid(cells), as_grid(grid)
    plan = None if restrict is not None else _PLANS.get(hand)
    whites, reds, powers = plan or _plan(hand, restrict)
    plays: list[Action] = []
    if whites or reds:
        # The opponent's cells open to a white peg and to a red peg card. Face-down
        # cells take both; a revealed ship afloat takes red pegs, and white ones
        # while the destroyer is afloat, but for a submarine without a shield,
        # which only white pegs can hurt.
        _, white, afloat, _ = grid[FACTS]
        red = white
        if afloat:
            submarine = _open_submarine(grid)
            white |= submarine
            if variant == STANDARD and cells[FACTS][3] & _DESTROYER:
                white |= afloat
            red |= afloat & ~submarine
        if whites:
            plays += whites[0][white & 63]
            plays += whites[1][white >> 6]
        for low, high in reds:
            plays += low[red & 63]
            plays += high[red >> 6]
    for card in powers:
        if card == SHIELD:
            for i in CELLS_IN[cells[FACTS][2]]:
                if cells[i].shield is None:
                    plays.append(_SHIELD[i])
        elif card == WHITES_OR_TWO:
            plays += _WHITES_OR_TWO[hand.count(WHITE)]
        else:  # REPAIR_OR_DRAW
            _peg_removals(_REPAIR, cells, plays)
            if draw or discard:
                plays.append(_DRAW_THREE)
    return plays


def legal_actions(state: State) -> list[Action]:
    """Exactly the actions ``step`` accepts now (a new list each time)."""
    global _listed
    variant, _, sides, me, phase, _, extra, restrict, _, _, _ = state
    if phase == PLAY_PHASE:
        plays = _card_plays(variant, sides[me], sides[1 - me], restrict)
        if extra:
            plays.append(_END)
        elif not plays:
            plays = [_DISCARD[card] for card in sort_hand(set(sides[me].hand))] or [_END]
    elif phase == PT_PHASE:
        plays = _peg_removals(_REMOVE, as_grid(sides[me].cells))
    else:  # OVER
        return []
    _listed = (state, tuple(plays))
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
#: ``tuple.__new__(Side, fields)`` builds a NamedTuple without its Python-level ``__new__``.
_new = tuple.__new__
#: Cells are values, so the rules share them: a card turned face up with nothing on
#: it, and a ship turned up by a peg card that hit it, by card (and peg card).
_FACE_UP = {card: Cell(card, UP) for card in (*SHIPS, MISS)}
_FIRST_HIT = {(ship, peg): Cell(ship, UP, (peg,)) for ship in SHIPS for peg in PEGS}
_SUNK = {ship: Cell(ship, SUNK) for ship in SHIPS}


def _attack_table(grid: Grid, variant: str) -> dict[str, int]:
    """``peg_value`` of the peg cards of the owner of ``grid`` on a ship but the submarine."""
    return _ATTACKS[grid[FACTS][3] if variant == STANDARD else 0]


def _hand_limit(grid: Grid, variant: str) -> int:
    """``hand_limit`` of the owner of ``grid``."""
    return CARRIER_HAND_SIZE if variant == STANDARD and grid[FACTS][3] & _CARRIER else HAND_SIZE


def _pt_boat_acts(grid: Grid, variant: str) -> bool:
    """Whether the owner of ``grid`` starts the turn with the PT boat's power."""
    return variant == STANDARD and bool(grid[FACTS][3] & _PT_BOAT) and _pegs_on_ships(grid)


def _pegs_on_ships(grid: Grid) -> bool:
    """Whether a ship shown afloat has a peg card under it."""
    for i in CELLS_IN[grid[FACTS][2]]:
        if grid[i].pegs:
            return True
    return False


class _Turn:
    """Both sides while one action resolves.

    Each zone (grid, hand, draw pile, discard pile) of each seat is the state's
    own value, replaced (never changed in place) when the action touches it;
    ``result`` builds the new state from them, sharing the sides left alone.
    """

    __slots__ = ("state", "me", "grids", "hands", "draws", "discards", "shuffles", "sank",
                 "events", "log")

    def __init__(self, state: State, log: bool = True) -> None:
        self.state = state
        self.me = state.to_move
        (cells, hand, draw, discard), (cells2, hand2, draw2, discard2) = state.sides
        self.grids = [as_grid(cells), as_grid(cells2)]
        self.hands = [hand, hand2]
        self.draws = [draw, draw2]
        self.discards = [discard, discard2]
        self.shuffles = state.shuffles
        self.sank = False
        self.events: list[Event] = []
        self.log = log  # false: no events (``apply``)

    def result(self, to_move: int, phase: str, plays_left: int, extra: bool,
               restrict: tuple[str, ...] | None, turn: int, winner: int | None) -> Stepped:
        """The new state and the events of the action."""
        old = self.state
        first, second = old.sides
        state = _new(State, (old.variant, old.seed, (self._side(0, first), self._side(1, second)),
                             to_move, phase, plays_left, extra, restrict, turn, winner,
                             self.shuffles))
        return state, tuple(self.events)

    def _side(self, seat: int, old: Side) -> Side:
        cells, hand, draw, discard = \
            self.grids[seat], self.hands[seat], self.draws[seat], self.discards[seat]
        if cells is old[0] and hand is old[1] and draw is old[2] and discard is old[3]:
            return old
        return _new(Side, (cells, hand, draw, discard))

    def say(self, text: str, *parts: object) -> None:
        """Log ``text`` (its ``{}`` filled with ``parts``), only when there is a log."""
        if self.log:
            self.events.append(_new(Event, (text.format(*parts), ())))

    def tell(self, event: Event) -> None:
        """Log an event made beforehand (see ``say``)."""
        if self.log:
            self.events.append(event)

    def set_cell(self, owner: int, index: int, cell: Cell) -> None:
        """Put ``cell`` (the same card, turned, hit or shielded) at ``index`` of a grid."""
        self.grids[owner] = self.grids[owner].with_cell(index, cell)

    def take(self, seat: int, card: str, count: int = 1, discard: bool = False) -> None:
        """Take ``count`` ``card`` out of ``seat``'s hand (kept in hand order), to discard?"""
        hand = self.hands[seat]
        for _ in range(count):
            at = hand.index(card)
            hand = hand[:at] + hand[at + 1:]
        if discard:
            self.discards[seat] += (card,) * count
        self.hands[seat] = sorted_hand(hand)

    def discard(self, seat: int, cards: tuple[str, ...]) -> None:
        self.discards[seat] += cards

    def draw(self, seat: int, count: int) -> tuple[str, ...]:
        """Draw up to ``count``; an empty draw pile is remade from the shuffled discard pile."""
        pile = self.draws[seat]
        if len(pile) >= count:  # the usual case: the cards come off the top (the end)
            drawn = pile[len(pile) - count:][::-1]
            self.draws[seat] = pile[:len(pile) - count]
        else:
            drawn, self.draws[seat], self.discards[seat] = \
                self._draw_through_reshuffles(seat, count, pile, self.discards[seat])
        self.hands[seat] = sorted_hand(self.hands[seat] + drawn)
        if drawn:
            self.tell(_draw_event(seat, drawn))
        return drawn

    def _draw_through_reshuffles(self, seat: int, count: int, pile: tuple[str, ...],
                                 discard: tuple[str, ...]) -> tuple[tuple[str, ...], ...]:
        """The cards drawn, the draw pile and the discard pile after them."""
        drawn: list[str] = []
        draw, rest = list(pile), list(discard)
        while len(drawn) < count:
            if not draw:
                if not rest:
                    break
                key = f"battleship/{self.state.seed}/shuffle/{self.shuffles}"
                draw, rest = shuffled(rest, key), []
                self.shuffles += 1
                self.say("{} shuffles the discard pile into a new draw pile.", _PLAYERS[seat])
            drawn.append(draw.pop())
        return tuple(drawn), tuple(draw), tuple(rest)

    def attack_table(self, attacker: int, on_submarine: bool) -> dict[str, int]:
        """What each of ``attacker``'s peg cards counts (``peg_value``) right now."""
        if on_submarine:
            return _ON_SUBMARINE
        return _attack_table(self.grids[attacker], self.state.variant)


@lru_cache(maxsize=4096)  # few players, few sets of cards drawn at once
def _draw_event(seat: int, drawn: tuple[str, ...]) -> Event:
    """The log line of a draw: how many cards for all, which ones for their owner only."""
    name = _PLAYERS[seat]
    return Event(f"{name} draws {len(drawn)} card{'s' * (len(drawn) > 1)}.",
                 ((seat, f"{name} draws: {', '.join(sort_hand(drawn))}."),))


def step(state: State, action: Action) -> Stepped:
    """Apply ``action`` for the player to move; ``IllegalAction`` changes nothing."""
    return _play(state, action, True)


def apply(state: State, action: Action) -> State:
    """The next state (``step`` without the events), or ``IllegalAction``."""
    return _play(state, action, False)[0]


def _play(state: State, action: Action, log: bool) -> Stepped:
    """``step``; with ``log`` false no events are made (``apply``)."""
    listed, actions = _listed
    if listed is not state or not any(map(is_, actions, repeat(action))):
        found = problem(state, action)
        if found:
            raise IllegalAction(*found)
    kind = type(action)
    if kind is PlayPeg:
        direct = _direct_peg(state, action.card, action.cell, log)
        if direct is not None:
            return direct
    elif kind is RemovePeg and state.plays_left > 0:
        return _pt_boat(state, action.cell, action.peg, log)
    work = _Turn(state, log)
    return _finish(work, *_EFFECTS[kind](work, action))


def _direct_peg(state: State, card: str, index: int, log: bool) -> Stepped | None:
    """A legal peg play resolved in one go, the commonest action by far.

    It turns a card up or adds a peg, and breaks the shield or sinks the ship
    it lands on when that follows (``_check``), up to the end of the game or of
    the turn. ``None`` when the play does more: the battleship comes up in the
    standard rules and its power breaks a shield or sinks a ship of the mover's,
    or the draw pile runs short (a reshuffle); ``_Turn`` resolves those, and
    grids built by hand. Both give the same state and events (``log``: make
    the events).
    """
    variant, seed, sides, me, phase, plays_left, extra, _, turn, winner, shuffles = state
    mine, theirs = sides[me], sides[1 - me]
    cells, hand, draw, discard = mine
    grid, their_hand, their_draw, their_discard = theirs
    if type(grid) is not Grid or type(cells) is not Grid:
        return None
    standard = variant == STANDARD
    powers = cells[FACTS][3] if standard else 0  # the mover's ships with a power
    table = _ATTACKS[powers]  # the mover's peg values on a ship
    found, face, pegs, shield = grid[index]
    values = _ON_SUBMARINE if found == SUBMARINE else table
    if face == DOWN:
        if pegs or shield is not None:
            return None
        if found == MISS or not values[card]:
            cell, outcome = _FACE_UP[found], "found"
            discard += (card,)
        else:
            pegs = (card,)
            cell, outcome = _FIRST_HIT[found, card], "hit"
    elif shield is not None:
        shield += (card,)
        cell, outcome = _new(Cell, (found, UP, pegs, shield)), "shield"
    else:
        pegs += (card,)
        cell, outcome = _new(Cell, (found, UP, pegs, None)), "ship"
    events = [_peg_event(me, card, index, found, outcome)] if log else None
    breaks, sunk = _overwhelmed(cell, table) if outcome != "found" else (False, False)
    if breaks:
        their_discard += (SHIELD,)
        discard += shield
        shield = None
        cell = _new(Cell, (found, UP, pegs, None))
        if log:
            events.append(_break_event(1 - me, found))
    if sunk:
        discard += pegs
        if shield is not None:
            their_discard += (SHIELD,)
            discard += shield
        cell = _SUNK[found]
        if log:
            events.append(_sink_event(1 - me, found))
        if found == DESTROYER and standard:  # battleship/destroyer
            cells, removed = _without_whites(cells)
            their_discard += (WHITE,) * removed
            if log and removed:
                events.append(_whites_event(1 - me, removed))
    at = hand.index(card)
    hand = hand[:at] + hand[at + 1:]
    grid = grid.with_cell(index, cell)
    if face == DOWN and found == BATTLESHIP and standard:
        # battleship/battleship: the opponent's red pegs in play just gained a peg each,
        # and may break a shield or sink a ship of the mover's: ``_Turn`` resolves that.
        theirs_now = _ATTACKS[grid[FACTS][3]]
        if any(any(_overwhelmed(cells[i], theirs_now)) for i in CELLS_IN[cells[FACTS][2]]):
            return None
    if sunk and _fleet_sunk(grid):
        winner, phase, plays_left = me, OVER, plays_left - 1
        if log:
            events.append(_win_event(me))
    elif plays_left > 1:  # a power gave more plays: the turn goes on
        plays_left -= 1
    else:
        missing = (CARRIER_HAND_SIZE if powers & _CARRIER else HAND_SIZE) - len(hand)
        if missing > 0:
            if len(draw) < missing:
                return None
            drawn = draw[len(draw) - missing:][::-1]
            draw = draw[:len(draw) - missing]
            hand += drawn
            if log:
                events.append(_draw_event(me, drawn))
        pt_boat = standard and grid[FACTS][3] & _PT_BOAT and _pegs_on_ships(grid)
        me, phase, plays_left, extra, turn = \
            1 - me, PT_PHASE if pt_boat else PLAY_PHASE, 1, False, turn + 1
    mine = _new(Side, (cells, sorted_hand(hand), draw, discard))
    theirs = _new(Side, (grid, their_hand, their_draw, their_discard))
    mover = state.to_move
    state = _new(State, (variant, seed, (mine, theirs) if mover == 0 else (theirs, mine), me,
                         phase, plays_left, extra, None, turn, winner, shuffles))
    return state, tuple(events) if log else ()


def _fleet_sunk(grid: Grid) -> bool:
    """Whether every ship of ``grid`` has sunk: none shown afloat, none face down."""
    fleet, down, afloat, _ = grid[FACTS]
    if afloat:
        return False
    if fleet is not None:
        return not any(down >> i & 1 for i in fleet)
    return all(cell.face == SUNK for cell in grid if cell.card != MISS)


@cache
def _break_event(owner: int, ship: str) -> Event:
    return Event(f"The shield on {_PLAYERS[owner]}'s {NAMES[ship][4:]} breaks.")


@cache
def _sink_event(owner: int, ship: str) -> Event:
    return Event(f"{_PLAYERS[1 - owner]} sinks {_PLAYERS[owner]}'s {NAMES[ship][4:]}!")


@cache
def _win_event(winner: int) -> Event:
    return Event(f"{_PLAYERS[winner]} sank the whole fleet and wins!")


#: What an effect leaves for ``_finish``: plays left, extra plays?, cards to play from, phase.
After = tuple[int, bool, tuple[str, ...] | None, str]


def _card_played(state: State, more: int = 0, restrict: tuple[str, ...] | None = None) -> After:
    """After a card: one play used, ``more`` given by a power (which makes them extra)."""
    return state.plays_left - 1 + more, True if more else state.extra, restrict, state.phase


def _pt_boat_effect(work: _Turn, action: RemovePeg) -> After:
    _remove_peg(work, action.cell, action.peg, "its PT boat")
    state = work.state
    return state.plays_left, state.extra, state.restrict, PLAY_PHASE


def _pt_boat(state: State, index: int, peg: str, log: bool) -> Stepped:
    """``_pt_boat_effect`` in one go: the PT boat's peg removal leaves the turn to play."""
    variant, seed, sides, me, _, plays_left, extra, restrict, turn, winner, shuffles = state
    mine, theirs = sides[me], sides[1 - me]
    grid = as_grid(mine.cells)
    cell = grid[index]
    mine = _new(Side, (grid.with_cell(index, _without_peg(cell, peg)), mine.hand, mine.draw,
                       mine.discard))
    theirs = _new(Side, (as_grid(theirs.cells), theirs.hand, theirs.draw,
                         theirs.discard + (peg,)))
    state = _new(State, (variant, seed, (mine, theirs) if me == 0 else (theirs, mine), me,
                         PLAY_PHASE, plays_left, extra, restrict, turn, winner, shuffles))
    return state, (_removal_event(me, "its PT boat", peg, cell.card, index),) if log else ()


def _end_turn_effect(work: _Turn, action: EndTurn) -> After:
    work.say("{} ends the turn.", _PLAYERS[work.me])
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
    cell = work.grids[me][action.cell]
    work.set_cell(me, action.cell, _new(Cell, (cell.card, cell.face, cell.pegs, ())))
    work.say("{} puts a Shield on {} at {}.", _PLAYERS[me], NAMES[cell.card], _LABELS[action.cell])
    return _card_played(work.state)


def _discard_effect(work: _Turn, action: Discard) -> After:
    me = work.me
    work.take(me, action.card, discard=True)
    work.say("{} cannot play and discards {}.", _PLAYERS[me], NAMES[action.card])
    return _card_played(work.state)


def _power(work: _Turn, card: str) -> None:
    """The power card goes from the hand to the discard pile."""
    work.take(work.me, card, discard=True)


def _discard_whites_effect(work: _Turn, action: DiscardWhites) -> After:
    me = work.me
    _power(work, WHITES_OR_TWO)
    work.take(me, WHITE, action.count, discard=True)
    work.say("{} plays Discard whites: {} white peg card(s) go to the discard pile.",
             _PLAYERS[me], action.count)
    return _card_played(work.state)


def _play_two_effect(work: _Turn, action: PlayTwo) -> After:
    _power(work, WHITES_OR_TWO)
    work.say("{} plays Play 2 cards.", _PLAYERS[work.me])
    return _card_played(work.state, more=2)


def _repair_effect(work: _Turn, action: Repair) -> After:
    _power(work, REPAIR_OR_DRAW)
    _remove_peg(work, action.cell, action.peg, "a Repair")
    return _card_played(work.state, more=1)


def _draw_three_effect(work: _Turn, action: DrawThree) -> After:
    _power(work, REPAIR_OR_DRAW)
    work.say("{} plays Draw 3, then plays one of them.", _PLAYERS[work.me])
    restrict = tuple(sorted(set(work.draw(work.me, 3)), key=HAND_ORDER.index))
    return _card_played(work.state, more=1, restrict=restrict)


_EFFECTS: dict[type[Action], Callable[[_Turn, Action], After]] = {
    RemovePeg: _pt_boat_effect, EndTurn: _end_turn_effect, PlayPeg: _peg_effect,
    PlayShield: _shield_effect, Discard: _discard_effect, DiscardWhites: _discard_whites_effect,
    PlayTwo: _play_two_effect, Repair: _repair_effect, DrawThree: _draw_three_effect,
}


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
    cell = work.grids[opponent][index]
    revealed = None
    if cell.face == DOWN:
        revealed = cell.card
        if revealed != MISS and work.attack_table(me, revealed == SUBMARINE)[card]:
            cell, outcome = _new(Cell, (revealed, UP, (card,), cell.shield)), "hit"
        else:
            cell, outcome = _new(Cell, (revealed, UP, cell.pegs, cell.shield)), "found"
            work.discard(me, (card,))
    elif cell.shield is not None:
        cell = _new(Cell, (cell.card, cell.face, cell.pegs, cell.shield + (card,)))
        outcome = "shield"
    else:
        cell = _new(Cell, (cell.card, cell.face, cell.pegs + (card,), cell.shield))
        outcome = "ship"
    work.tell(_peg_event(me, card, index, cell.card, outcome))
    work.set_cell(opponent, index, cell)
    if cell.pegs or cell.shield:
        _check(work, opponent, index)
    if revealed == BATTLESHIP and state.variant == STANDARD:
        # battleship/battleship: the opponent's red pegs in play just gained a peg each.
        for mine in CELLS_IN[work.grids[me][FACTS][2]]:  # _check passes over the rest
            _check(work, me, mine)


def _remove_peg(work: _Turn, index: int, peg: str, how: str) -> None:
    me = work.me
    cell = work.grids[me][index]
    work.set_cell(me, index, _without_peg(cell, peg))
    work.discard(1 - me, (peg,))
    work.tell(_removal_event(me, how, peg, cell.card, index))


def _without_peg(cell: Cell, peg: str) -> Cell:
    """``cell`` with one ``peg`` card fewer under its ship."""
    pegs = cell.pegs
    at = pegs.index(peg)
    return _new(Cell, (cell.card, cell.face, pegs[:at] + pegs[at + 1:], cell.shield))


@cache
def _removal_event(me: int, how: str, peg: str, ship: str, index: int) -> Event:
    return Event(f"{_PLAYERS[me]} uses {how} to take {NAMES[peg]} off {NAMES[ship]} "
                 f"at {_LABELS[index]}.")


def _check(work: _Turn, owner: int, index: int) -> None:
    """Break the shield and sink the ship in one cell if they took enough hits."""
    cell = work.grids[owner][index]
    if cell.face != UP or not (cell.pegs or cell.shield):
        return
    attacker = 1 - owner
    breaks, sinks = _overwhelmed(cell, work.attack_table(attacker, False))
    if breaks:
        work.discard(owner, (SHIELD,))
        work.discard(attacker, cell.shield)
        cell = _new(Cell, (cell.card, cell.face, cell.pegs, None))
        work.set_cell(owner, index, cell)
        work.tell(_break_event(owner, cell.card))
    if sinks:
        _sink(work, owner, index)


def _overwhelmed(cell: Cell, table: dict[str, int]) -> tuple[bool, bool]:
    """Whether the shield on a ship breaks, and whether the ship sinks (``_check``).

    ``table``: the attacker's peg values on a ship (``_attack_table``). The two
    are independent: hits on a shield never carry over to the ship.
    """
    shield, pegs = cell.shield, cell.pegs
    values = _ON_SUBMARINE if cell.card == SUBMARINE else table
    return (bool(shield) and sum(map(table.__getitem__, shield)) >= SHIELD_STRENGTH,
            bool(pegs) and sum(map(values.__getitem__, pegs)) >= HITS[cell.card])


def _winner(work: _Turn) -> int | None:
    for owner in (0, 1):
        if _fleet_sunk(work.grids[owner]):
            return 1 - owner
    return None


def _sink(work: _Turn, owner: int, index: int) -> None:
    attacker = 1 - owner
    cell = work.grids[owner][index]
    work.discard(attacker, cell.pegs)
    if cell.shield is not None:
        work.discard(owner, (SHIELD,))
        work.discard(attacker, cell.shield)
    work.set_cell(owner, index, _new(Cell, (cell.card, SUNK, (), None)))
    work.sank = True
    work.tell(_sink_event(owner, cell.card))
    if cell.card == DESTROYER and work.state.variant == STANDARD:
        _discard_destroyer_whites(work, owner)


def _discard_destroyer_whites(work: _Turn, owner: int) -> None:
    """battleship/destroyer: when it sinks, its owner's white pegs in play are discarded."""
    target = 1 - owner
    work.grids[target], removed = _without_whites(work.grids[target])
    work.discard(owner, (WHITE,) * removed)
    if removed:
        work.tell(_whites_event(owner, removed))


def _without_whites(grid: Grid) -> tuple[Grid, int]:
    """``grid`` without the white pegs under and on its ships afloat (but the submarine's
    pegs, all white), and how many there were."""
    removed = 0
    cells = list(grid)
    for index, cell in enumerate(cells):
        if not is_ship(cell):
            continue
        keep = cell.pegs if cell.card == SUBMARINE else tuple(p for p in cell.pegs if p != WHITE)
        shield = None if cell.shield is None else tuple(p for p in cell.shield if p != WHITE)
        removed += len(cell.pegs) - len(keep) + len(cell.shield or ()) - len(shield or ())
        cells[index] = cell._replace(pegs=keep, shield=shield)
    return Grid(cells), removed


@cache
def _whites_event(owner: int, removed: int) -> Event:
    return Event(f"{_PLAYERS[owner]}'s destroyer power ends: {removed} white peg card(s) in "
                 "play are discarded.")


def _finish(work: _Turn, plays_left: int, extra: bool, restrict: tuple[str, ...] | None,
            phase: str) -> Stepped:
    """The state after the action: game over, more plays this turn, or the next turn."""
    state = work.state
    winner = _winner(work) if work.sank else None
    if winner is not None:
        work.tell(_win_event(winner))
        return work.result(state.to_move, OVER, plays_left, extra, restrict, state.turn, winner)
    if plays_left > 0:
        return work.result(state.to_move, phase, plays_left, extra, restrict, state.turn,
                           state.winner)
    me, nxt = state.to_move, 1 - state.to_move
    missing = _hand_limit(work.grids[me], state.variant) - len(work.hands[me])
    if missing > 0:
        work.draw(me, missing)
    pt_boat = _pt_boat_acts(work.grids[nxt], state.variant)
    return work.result(nxt, PT_PHASE if pt_boat else PLAY_PHASE, 1, False, None,
                       state.turn + 1, state.winner)
