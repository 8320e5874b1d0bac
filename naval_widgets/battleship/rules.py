"""The Battleship card game's rules: legal actions and their effects.

Rule ids (``battleship/...``) match ``docs/rules/battleship.md``. Every check
returns a (rule, sentence) problem; ``step`` raises it as ``IllegalAction``
and ``legal_actions`` lists exactly the actions without a problem.

Each rule lives in one function, read by its name: what a peg is worth
(``peg_value``), where each card may go (``peg_targets``, ``shield_targets``,
``can_remove``), why an action is refused (``problem``), and what each action
does (one effect a kind of action, then ``_take_hits``, ``_sink``,
``_discard_destroyer_whites``, ``_finish``, ``_next_turn``). Random playouts
and bots' look-ahead call ``legal_actions`` and ``step`` again and again, so
the data spares them work: grids keep bit masks of their face-down cells, their
ships afloat and the ships whose power works (``state.Grid``), every action
there can be is made once, a hand's plays are worked out once a hand, and the
log's sentences are made once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import cache, lru_cache, partial
from typing import TypeVar

from ..core import Action, Event, IllegalAction
from ..core.chance import shuffled
from ..core.i18n import Catalog, Text, get_language
from ..core.memo import Memo
from ..core.words import brief
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
    HAND_WITH,
    HAND_WITHOUT,
    HITS,
    KINDS,
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
    THE_SHIP,
    THEIR_SHIP,
    WHITE,
    WHITES_OR_TWO,
    cards_named,
    cell_label,
    sort_hand,
)
from .state import (
    DOWN,
    OVER,
    PLAY_PHASE,
    PT_PHASE,
    SHIP_BIT,
    SUNK,
    UP,
    Cell,
    Grid,
    Side,
    State,
)

Problem = tuple[str, Text]
Stepped = tuple[State, tuple[Event, ...]]
Item = TypeVar("Item")

#: Every sentence is a catalog's ``Text``, read in the language of the moment.
_ = Catalog("battleship")
n_ = _.plural

_PLAYERS = (_("Player {number}", number=1), _("Player {number}", number=2))
_LABELS = tuple(cell_label(i) for i in range(CELLS))
#: "Player 2's B3": cell ``i`` of ``seat``'s grid, as the log names it.
_WHERE = tuple(tuple(_("{player}'s {cell}", player=name, cell=label) for label in _LABELS)
               for name in _PLAYERS)


def player(seat: int) -> Text:
    """A seat's name: "Player 1"."""
    return _PLAYERS[seat]


# -- ship powers and what a peg is worth --------------------------------------------
def active_ships(grid: Grid) -> frozenset[str]:
    """The ships of ``grid`` whose power works (``Grid.powers``), by name."""
    return frozenset(ship for ship in SHIPS if grid.powers & SHIP_BIT[ship])


def peg_value(card: str, on_submarine: bool, destroyer: bool, battleship: bool) -> int:
    """Hits one peg card counts where it lies, given which of its owner's powers work.

    A white peg hits the submarine (battleship/submarine) and, while its owner's
    destroyer is afloat, any ship (battleship/destroyer); a red peg hits by its
    pegs (battleship/red-peg), one more with its owner's battleship
    (battleship/battleship), and never the submarine.
    """
    if card == WHITE:
        return 1 if on_submarine or destroyer else 0
    if on_submarine:
        return 0
    return PEGS[card] + (1 if battleship else 0)


#: ``peg_value`` of every peg card, on a ship [0] or the submarine [1], by the
#: attacker's ``Grid.powers`` (a table of 32 rows each, worked out once).
_PEG_VALUES = tuple(
    tuple({card: peg_value(card, on_submarine, bool(working & SHIP_BIT[DESTROYER]),
                           bool(working & SHIP_BIT[BATTLESHIP])) for card in PEGS}
          for working in range(1 << len(SHIPS)))
    for on_submarine in (False, True))


def peg_values(attacker_powers: int, on_submarine: bool) -> dict[str, int]:
    """``peg_value`` of each peg card, for an attacker with ``attacker_powers``."""
    return _PEG_VALUES[on_submarine][attacker_powers]


def hits(pegs: Sequence[str], values: dict[str, int]) -> int:
    """The hits ``pegs`` count, each worth ``values[peg]`` (``peg_values``)."""
    return sum(map(values.__getitem__, pegs))


def submarine_guards(grid: Grid, cell: Cell) -> bool:
    """Whether the submarine's power guards ``cell`` of ``grid``: the cell holds the
    submarine, in rules where it has a power (battleship/submarine; the beginner rules
    play no power, battleship/beginner)."""
    return cell.card == SUBMARINE and bool(grid.powered & _SUBMARINE_BIT)


def damage(grid: Grid, cell: Cell, attacker_powers: int) -> int:
    """Hits on the ship in ``cell`` of ``grid`` (battleship/sinking)."""
    return hits(cell.pegs, peg_values(attacker_powers, submarine_guards(grid, cell)))


def shield_damage(cell: Cell, attacker_powers: int) -> int:
    """Hits on the shield of ``cell`` (battleship/shield): it guards the submarine too."""
    return hits(cell.shield or (), peg_values(attacker_powers, False))


def hand_limit(grid: Grid) -> int:
    """The hand its owner's turn ends with (battleship/refill, battleship/carrier)."""
    return CARRIER_HAND_SIZE if grid.powers & SHIP_BIT[CARRIER] else HAND_SIZE


def is_ship(cell: Cell) -> bool:
    """Whether ``cell`` shows a ship afloat."""
    return cell.face == UP and cell.card != MISS


# -- cells by bit mask ------------------------------------------------------------
def _by_mask(row: Sequence[Item]) -> tuple[tuple[tuple[Item, ...], ...], ...]:
    """Tables picking the items of a 12-long ``row`` whose bits are set in a mask.

    ``low[mask & 63] + high[mask >> 6]``: one table for cells 0-5, one for 6-11.
    """
    return tuple(tuple(tuple(row[half + i] for i in range(6) if bits >> i & 1)
                       for bits in range(64)) for half in (0, 6))


_CELLS_LOW, _CELLS_HIGH = _by_mask(range(CELLS))
#: The cells whose bit is set in a mask (see ``Grid``), in order, by mask.
CELLS_IN = tuple(_CELLS_LOW[mask & 63] + _CELLS_HIGH[mask >> 6] for mask in range(1 << CELLS))


# -- where each card may go ---------------------------------------------------------
def peg_targets(mine: Grid, theirs: Grid) -> tuple[int, int]:
    """The cells of ``theirs``, the opponent's grid, a white peg card, and a red one, of
    the owner of ``mine`` may be played on.

    Face-down cards take both (battleship/white-peg, battleship/red-search); a
    revealed ship afloat takes red pegs (battleship/red-peg: on the submarine
    they are discarded, battleship/submarine), and white pegs while the player's
    destroyer is afloat (battleship/destroyer), or on a submarine without a
    shield (battleship/submarine). Revealed misses and sunk ships take none
    (battleship/sinking).
    """
    global _last_targets
    last_mine, last_theirs, targets = _last_targets
    if last_theirs is theirs and last_mine is mine:
        return targets
    down, afloat = theirs.down, theirs.afloat
    if not afloat:
        targets = down, down
    elif mine.powers & _DESTROYER_BIT:
        targets = down | afloat, down | afloat
    else:
        at = theirs.fleet[_SUBMARINE_AT]
        guarded = afloat >> at & 1 and theirs.cells[at].shield is None \
            and submarine_guards(theirs, theirs.cells[at])
        targets = down | (1 << at if guarded else 0), down | afloat
    _last_targets = mine, theirs, targets
    return targets


_SUBMARINE_AT = SHIPS.index(SUBMARINE)
_SUBMARINE_BIT = SHIP_BIT[SUBMARINE]
_DESTROYER_BIT = SHIP_BIT[DESTROYER]
#: ``peg_targets``' last grids and answer: grids are values, so the same two grids give
#: the same targets, and a step asks twice (its legal list, then the check of its action).
_last_targets: tuple[Grid | None, Grid | None, tuple[int, int]] = (None, None, (0, 0))


def shield_targets(mine: Grid) -> list[int]:
    """The player's cells a Shield may go on: revealed ships afloat without one
    (battleship/shield)."""
    cells, targets = mine.cells, []
    for i in CELLS_IN[mine.afloat]:
        if cells[i].shield is None:
            targets.append(i)
    return targets


def can_remove(grid: Grid, index: int, peg: str) -> bool:
    """Whether ``peg`` can be taken off the ship at ``index`` (not off its shield):
    battleship/repair, battleship/pt-boat."""
    return bool(grid.afloat >> index & 1) and peg in grid.cells[index].pegs


# -- problems -----------------------------------------------------------------------
def problem(state: State, action: object) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``. Any value is welcome: fields of
    the wrong type or out of range are refused (battleship/action)."""
    phase = state.phase
    if phase == OVER:
        return ("battleship/winner", _("The game is over: {player} sank the whole fleet.",
                                       player=player(state.winner)))
    kind = type(action)
    if phase == PT_PHASE:
        if kind is not RemovePeg:
            return ("battleship/pt-boat", _("Your PT boat acts first: take one peg card off "
                                            "one of your ships before playing a card."))
        return _removal_problem(state, action.cell, action.peg, "battleship/pt-boat")
    if kind is PlayPeg:  # the commonest action first
        return _peg_problem(state, action.card, action.cell)
    if kind is RemovePeg:
        return ("battleship/pt-boat", _("The PT boat removes a peg only at the start of your "
                                        "turn, while it is revealed and afloat."))
    if kind is EndTurn:
        # A hand with no card can offer no play, so "no play and no card" is "no card".
        if state.extra or not state.sides[state.to_move].hand:
            return None
        return ("battleship/turn", _("You must play a card this turn before it ends."))
    if kind is Discard:
        if not _is_card(action.card):
            return ("battleship/action", _("{value} is not a Battleship card.",
                                           value=brief(action.card)))
        return _hand_problem(state, action.card) or _discard_problem(state)
    if kind not in _CARD_OF:
        return ("battleship/action", _("{value} is not a Battleship action.",
                                       value=brief(action)))
    found = _hand_problem(state, _CARD_OF[kind])
    if found:
        return found
    if kind is PlayShield:
        if not _is_cell(action.cell):
            return ("battleship/action", _("A Shield needs a cell from A1 to C4."))
        return _shield_problem(state, action.cell)
    if kind is DiscardWhites:
        return _discard_whites_problem(state, action.count)
    if kind is Repair:
        return _removal_problem(state, action.cell, action.peg, "battleship/repair")
    if kind is DrawThree and not _can_draw(state.sides[state.to_move]):
        return ("battleship/draw-three", _("Your draw and discard piles are empty: there is "
                                           "nothing to draw."))
    return None


_CARD_OF = {PlayShield: SHIELD, DiscardWhites: WHITES_OR_TWO, PlayTwo: WHITES_OR_TWO,
            Repair: REPAIR_OR_DRAW, DrawThree: REPAIR_OR_DRAW}


def _is_cell(value: object) -> bool:
    """A cell number, 0 (A1) to 11 (C4); a bool is not one."""
    return type(value) is int and 0 <= value < CELLS


def _is_card(value: object) -> bool:
    return type(value) is str and value in HAND_ORDER


def _is_peg(value: object) -> bool:
    return type(value) is str and value in PEGS


def _hand_problem(state: State, card: str, mine: Side | None = None) -> Problem | None:
    """Whether ``card`` can be played from the hand (battleship/turn, battleship/draw-three)
    of the player to move (``mine``, their side, when the caller has it at hand)."""
    if mine is None:
        mine = state.sides[state.to_move]
    if card not in mine.hand:
        return ("battleship/turn", _("You have no {card} card in your hand.", card=NAMES[card]))
    restrict = state.restrict
    if restrict is not None and card not in restrict:
        return ("battleship/draw-three", _("After 'draw 3' the card you play must be one of "
                                           "the three you drew."))
    return None


def _peg_problem(state: State, card: object, index: object) -> Problem | None:
    if not _is_peg(card) or not _is_cell(index):
        return ("battleship/action", _("A peg play needs a peg card and a cell from A1 to C4."))
    me, sides = state.to_move, state.sides
    mine = sides[me]
    found = _hand_problem(state, card, mine)
    if found:
        return found
    opponent = 1 - me
    theirs = sides[opponent].grid
    white, red = peg_targets(mine.grid, theirs)
    if (white if card == WHITE else red) >> index & 1:
        return None
    return _peg_refusal(theirs.cells[index], _WHERE[opponent][index])


def _peg_refusal(cell: Cell, where: Text) -> Problem:
    """Why a peg card may not go on ``cell``, revealed, which ``peg_targets`` leaves out."""
    if cell.face == SUNK:
        return ("battleship/sinking", _("{where} held a sunk ship: it is out of play.",
                                        where=where))
    if cell.card == MISS:
        return ("battleship/white-peg", _("{where} is a revealed miss: there is nothing to "
                                          "hit.", where=where))
    if cell.shield is not None:  # only a white peg without the destroyer is left out
        return ("battleship/shield", _("A white peg cannot damage a shield unless your "
                                       "destroyer is afloat: use a red peg card."))
    return ("battleship/white-peg", _("A white peg only reveals a face-down card; to hit a "
                                      "revealed ship play a red peg card (white pegs hit only "
                                      "while your destroyer is afloat)."))


def _shield_problem(state: State, index: int) -> Problem | None:
    mine = state.sides[state.to_move].grid
    if index in shield_targets(mine):
        return None
    if mine.afloat >> index & 1:
        return ("battleship/shield", _("That ship already carries a shield."))
    return ("battleship/shield", _("A Shield goes on one of your revealed ships afloat."))


def _discard_whites_problem(state: State, count: object) -> Problem | None:
    if type(count) is not int:
        return ("battleship/action", _("Discard whites needs a number of white peg cards."))
    whites = state.sides[state.to_move].hand.count(WHITE)
    if not 1 <= count <= whites:
        return ("battleship/discard-whites", _("You can discard from 1 to {cards} from your "
                                               "hand.", cards=cards_named(whites, WHITE)))
    return None


def _removal_problem(state: State, index: object, peg: object, rule: str) -> Problem | None:
    if not _is_cell(index) or not _is_peg(peg):
        return ("battleship/action", _("Taking a peg off needs a cell from A1 to C4 and a peg "
                                       "card ({white}, {red1}, {red2}, {red4}).",
                                       **{peg: NAMES[peg] for peg in PEGS}))
    mine = state.sides[state.to_move].grid
    if can_remove(mine, index, peg):
        return None
    if not mine.afloat >> index & 1:
        return (rule, _("Only a peg card under one of your revealed ships can be removed."))
    return (rule, _("There is no {card} card under your {cell} (pegs on a shield cannot be "
                    "removed).", card=NAMES[peg], cell=_LABELS[index]))


def _discard_problem(state: State) -> Problem | None:
    if state.extra or _card_plays(state):
        return ("battleship/no-play", _("You may discard a card only when none of your cards "
                                        "can be played."))
    return None


def _can_draw(side: Side) -> bool:
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


class _Plan:
    """What a hand (and a "draw 3" restriction) can play, worked out once a hand. A class
    with slots, not a named tuple: its fields are read at every legal list, and a slot
    is read at a third of the cost."""

    __slots__ = ("whites", "reds", "shield", "whites_or_two", "repair_or_draw")

    def __init__(self, whites: tuple[Masked, Masked] | None,
                 reds: tuple[tuple[Masked, Masked], ...], shield: bool,
                 whites_or_two: tuple[Action, ...], repair_or_draw: bool) -> None:
        self.whites = whites  # white peg plays by mask of cells 0-5, 6-11
        self.reds = reds  # the same for each red peg card, in hand order
        self.shield = shield  # a Shield can be played
        self.whites_or_two = whites_or_two  # the plays of a "Discard whites / Play 2" card
        self.repair_or_draw = repair_or_draw  # a "Repair / Draw 3" card can be played


@cache  # hands are kept in hand order, so a few thousand at most
def _plan(hand: tuple[str, ...], restrict: tuple[str, ...] | None) -> _Plan:
    """The ``_Plan`` of ``hand`` (only the cards in ``restrict`` when it is given)."""
    cards = KINDS[hand] if restrict is None else tuple(c for c in KINDS[hand] if c in restrict)
    return _Plan(_PEG_BY_MASK[WHITE] if WHITE in cards else None,
                 tuple(_PEG_BY_MASK[card] for card in cards if card in RED),
                 SHIELD in cards,
                 _WHITES_OR_TWO[hand.count(WHITE)] if WHITES_OR_TWO in cards else (),
                 REPAIR_OR_DRAW in cards)


#: ``_plan`` of each hand without a restriction, the commonest question.
_PLANS: Memo[tuple[str, ...], _Plan] = Memo(partial(_plan, restrict=None))


def _removals(table: dict[str, list[Action]], grid: Grid, plays: list[Action]) -> None:
    """Add to ``plays`` the removal (from ``table``) of each peg card under a ship of
    ``grid``: exactly the removals ``can_remove`` allows, by cell, then in hand order."""
    cells = grid.cells
    for i in CELLS_IN[grid.afloat]:
        pegs = cells[i].pegs
        if pegs:
            for peg in KINDS[pegs]:
                plays.append(table[peg][i])


def pt_boat_removals(grid: Grid) -> Sequence[Action]:
    """The removals the PT boat's power offers the owner of ``grid`` as their turn starts
    (battleship/pt-boat): one for each kind of peg card under each of their ships, while
    the PT boat is afloat; none without it."""
    if not grid.powers & _PT_BOAT_BIT:
        return ()  # most turns: asked at the start of every one
    removals: list[Action] = []
    _removals(_REMOVE, grid, removals)
    return removals


_PT_BOAT_BIT = SHIP_BIT[PT_BOAT]


def _card_plays(state: State) -> list[Action]:
    """Every card play open to the player to move (restrictions included)."""
    me, sides = state.to_move, state.sides
    mine, restrict = sides[me], state.restrict
    plan = _PLANS[mine.hand] if restrict is None else _plan(mine.hand, restrict)
    plays: list[Action] = []
    whites, reds = plan.whites, plan.reds
    if whites or reds:
        white, red = peg_targets(mine.grid, sides[1 - me].grid)
        if whites:
            low, high = whites
            plays += low[white & 63]
            plays += high[white >> 6]
        for low, high in reds:
            plays += low[red & 63]
            plays += high[red >> 6]
    # The power cards, in hand order.
    if plan.shield:
        for i in shield_targets(mine.grid):
            plays.append(_SHIELD[i])
    plays += plan.whites_or_two
    if plan.repair_or_draw:
        _removals(_REPAIR, mine.grid, plays)
        if _can_draw(mine):
            plays.append(_DRAW_THREE)
    return plays


def legal_actions(state: State) -> list[Action]:
    """Exactly the actions ``step`` accepts now (a new list each time)."""
    phase = state.phase
    if phase == PLAY_PHASE:
        plays = _card_plays(state)
        if state.extra:
            plays.append(_END)
        elif not plays:  # battleship/no-play
            plays = [_DISCARD[card] for card in KINDS[state.sides[state.to_move].hand]] or [_END]
        return plays
    if phase == PT_PHASE:
        return list(pt_boat_removals(state.sides[state.to_move].grid))
    return []  # OVER


# -- effects -------------------------------------------------------------------------
#: ``State``, ``Side`` and ``Cell`` made by keyword, their ``__new__`` called as a
#: function: a step makes a state, two sides and often a cell, and the class call costs
#: about twice as much (it passes the keywords through a dictionary, and calls ``__new__``
#: from C).
_new_state, _new_side, _new_cell = State.__new__, Side.__new__, Cell.__new__


class _Turn:
    """Both sides while one action resolves, and what the log says of it.

    Each zone (grid, hand, draw pile, discard pile) of each seat starts as the
    state's own value and is replaced, never changed in place, when the action
    touches it; ``sides`` gives them back as the next state's sides.
    """

    __slots__ = ("state", "me", "grids", "hands", "draws", "discards", "shuffles", "winner",
                 "events")

    def __init__(self, state: State) -> None:
        first, second = state.sides
        self.state = state
        self.me = state.to_move
        self.grids = [first.grid, second.grid]
        self.hands = [first.hand, second.hand]
        self.draws = [first.draw, second.draw]
        self.discards = [first.discard, second.discard]
        self.shuffles = state.shuffles
        self.winner: int | None = None
        self.events: list[Event] = []

    def sides(self) -> tuple[Side, Side]:
        """Both sides as the action leaves them."""
        grids, hands, draws, discards = self.grids, self.hands, self.draws, self.discards
        return (_new_side(Side, grid=grids[0], hand=hands[0], draw=draws[0],
                          discard=discards[0]),
                _new_side(Side, grid=grids[1], hand=hands[1], draw=draws[1],
                          discard=discards[1]))

    def set_cell(self, owner: int, index: int, cell: Cell) -> None:
        """Put ``cell`` (the same card, turned, hit or shielded) at ``index`` of a grid."""
        self.grids[owner] = self.grids[owner].with_cell(index, cell)

    def peg_values(self, attacker: int, on_submarine: bool) -> dict[str, int]:
        """What each of ``attacker``'s peg cards counts right now (``peg_value``)."""
        return _PEG_VALUES[on_submarine][self.grids[attacker].powers]

    def take(self, seat: int, card: str, discard: bool = False) -> None:
        """Take ``card`` out of ``seat``'s hand, onto the discard pile if asked."""
        self.hands[seat] = HAND_WITHOUT[card][self.hands[seat]]
        if discard:
            self.discards[seat] += (card,)

    def discard(self, seat: int, cards: tuple[str, ...]) -> None:
        self.discards[seat] += cards

    def draw(self, seat: int, count: int) -> tuple[str, ...]:
        """Draw ``count`` cards off the top of the pile (its end) into the hand. A pile
        too short gets the shuffled discard pile put under it (battleship/empty-draw)."""
        pile, discard = self.draws[seat], self.discards[seat]
        if len(pile) < count and discard:
            key = f"battleship/{self.state.seed}/shuffle/{self.shuffles}"
            pile, self.discards[seat] = tuple(shuffled(discard, key)) + pile, ()
            self.shuffles += 1
            self.events.append(_shuffle_event(seat))
        left = len(pile) - count if len(pile) > count else 0
        drawn, self.draws[seat] = pile[left:][::-1], pile[:left]
        hand = self.hands[seat]
        for card in drawn:
            hand = HAND_WITH[card][hand]
        self.hands[seat] = hand
        if drawn:
            self.events.append(_draw_event(seat, drawn))
        return drawn


#: Cells are values, so every grid can share these: a card just turned face up, with
#: the peg card that hit it, and a sunk ship.
_REVEALED = {card: Cell(card, UP) for card in (*SHIPS, MISS)}
_HIT_ON_REVEAL = {(ship, peg): Cell(ship, UP, (peg,)) for ship in SHIPS for peg in PEGS}
_SUNK = {ship: Cell(ship, SUNK) for ship in SHIPS}

#: What an effect leaves for ``_finish``: plays left, extra plays?, cards to play from, phase.
After = tuple[int, bool, tuple[str, ...] | None, str]


def _card_played(state: State, more: int = 0, restrict: tuple[str, ...] | None = None) -> After:
    """After a card: one play used, ``more`` given by a power (which makes them extra)."""
    return state.plays_left - 1 + more, True if more else state.extra, restrict, state.phase


def _shield_effect(turn: _Turn, action: PlayShield) -> After:
    me = turn.me
    turn.take(me, SHIELD)
    cell = turn.grids[me].cells[action.cell]
    turn.set_cell(me, action.cell, Cell(cell.card, cell.face, cell.pegs, ()))
    turn.events.append(_shield_event(me, cell.card, action.cell))
    return _card_played(turn.state)


def _discard_effect(turn: _Turn, action: Discard) -> After:
    me = turn.me
    turn.take(me, action.card, discard=True)
    turn.events.append(_discard_event(me, action.card))
    return _card_played(turn.state)


def _discard_whites_effect(turn: _Turn, action: DiscardWhites) -> After:
    me = turn.me
    turn.take(me, WHITES_OR_TWO, discard=True)
    for _white in range(action.count):
        turn.take(me, WHITE, discard=True)
    turn.events.append(_discard_whites_event(me, action.count))
    return _card_played(turn.state)


def _play_two_effect(turn: _Turn, action: PlayTwo) -> After:
    turn.take(turn.me, WHITES_OR_TWO, discard=True)
    turn.events.append(_play_two_event(turn.me))
    return _card_played(turn.state, more=2)


def _repair_effect(turn: _Turn, action: Repair) -> After:
    turn.take(turn.me, REPAIR_OR_DRAW, discard=True)
    _remove_peg(turn, turn.me, action.cell, action.peg, _BY_REPAIR)
    return _card_played(turn.state, more=1)


def _draw_three_effect(turn: _Turn, action: DrawThree) -> After:
    turn.take(turn.me, REPAIR_OR_DRAW, discard=True)
    turn.events.append(_draw_three_event(turn.me))
    return _card_played(turn.state, more=1, restrict=KINDS[turn.draw(turn.me, 3)])


def _pt_boat_effect(turn: _Turn, action: RemovePeg) -> After:
    _remove_peg(turn, turn.me, action.cell, action.peg, _BY_PT_BOAT)
    state = turn.state
    return state.plays_left, state.extra, state.restrict, PLAY_PHASE


def _end_turn_effect(turn: _Turn, action: EndTurn) -> After:
    turn.events.append(_end_turn_event(turn.me))
    state = turn.state
    return 0, state.extra, state.restrict, state.phase


def _peg_effect(turn: _Turn, action: PlayPeg) -> After:
    """A peg card lands on the opponent's cell (battleship/white-peg, battleship/red-search,
    battleship/red-peg, battleship/shield); what it sets off follows."""
    me, card, index = turn.me, action.card, action.cell
    opponent = 1 - me
    turn.take(me, card)
    cell = turn.grids[opponent].cells[index]
    target, revealed = cell.card, cell.face == DOWN
    if revealed:  # a face-down card carries nothing yet
        guarded = submarine_guards(turn.grids[opponent], cell)
        if target != MISS and turn.peg_values(me, guarded)[card]:
            cell, outcome = _HIT_ON_REVEAL[target, card], "hit"
        else:
            cell, outcome = _REVEALED[target], "found"
            turn.discard(me, (card,))
    elif cell.shield is not None:
        cell, outcome = _new_cell(Cell, card=target, face=UP, pegs=cell.pegs,
                                  shield=cell.shield + (card,)), "shield"
    elif submarine_guards(turn.grids[opponent], cell) and not turn.peg_values(me, True)[card]:
        outcome = "discarded"  # battleship/submarine: a red peg on it is discarded
        turn.discard(me, (card,))
    else:
        cell, outcome = _new_cell(Cell, card=target, face=UP, pegs=cell.pegs + (card,),
                                  shield=None), "ship"
    turn.events.append(_PEG_EVENTS[me, card, index, target, outcome])
    turn.set_cell(opponent, index, cell)
    if outcome not in ("found", "discarded"):  # else the cell is left as it was
        _take_hits(turn, opponent, index)
    if revealed and target == BATTLESHIP and turn.grids[opponent].powered & SHIP_BIT[target]:
        _battleship_revealed(turn, opponent)
    return _card_played(turn.state)


_EFFECTS: dict[type[Action], Callable[[_Turn, Action], After]] = {
    PlayPeg: _peg_effect, PlayShield: _shield_effect, Discard: _discard_effect,
    DiscardWhites: _discard_whites_effect, PlayTwo: _play_two_effect, Repair: _repair_effect,
    DrawThree: _draw_three_effect, RemovePeg: _pt_boat_effect, EndTurn: _end_turn_effect,
}


def _battleship_revealed(turn: _Turn, owner: int) -> None:
    """battleship/battleship: ``owner``'s battleship, just revealed, gives each of their red
    pegs in play a peg more, so the opponent's ships they lie under may break their shield
    or sink."""
    target = 1 - owner
    for index in CELLS_IN[turn.grids[target].afloat]:
        _take_hits(turn, target, index)


def _take_hits(turn: _Turn, owner: int, index: int) -> None:
    """The shield on a ship breaks, and the ship sinks, once its pegs reach their number
    (battleship/shield, battleship/sinking). Hits on a shield never carry over to the ship."""
    cell = turn.grids[owner].cells[index]
    if cell.face != UP or not (cell.pegs or cell.shield):
        return
    attacker = 1 - owner
    if cell.shield and hits(cell.shield, turn.peg_values(attacker, False)) >= SHIELD_STRENGTH:
        turn.discard(owner, (SHIELD,))
        turn.discard(attacker, cell.shield)
        cell = Cell(cell.card, cell.face, cell.pegs, None)
        turn.set_cell(owner, index, cell)
        turn.events.append(_break_event(owner, cell.card))
    guarded = submarine_guards(turn.grids[owner], cell)
    if cell.pegs and hits(cell.pegs, turn.peg_values(attacker, guarded)) >= HITS[cell.card]:
        _sink(turn, owner, index)


def _sink(turn: _Turn, owner: int, index: int) -> None:
    """The ship at ``index`` sinks: the pegs on it (and its shield) go to their owners'
    discard piles (battleship/sinking); sinking the last ship wins (battleship/winner)."""
    attacker = 1 - owner
    cell = turn.grids[owner].cells[index]
    turn.discard(attacker, cell.pegs)
    if cell.shield is not None:
        turn.discard(owner, (SHIELD,))
        turn.discard(attacker, cell.shield)
    turn.set_cell(owner, index, _SUNK[cell.card])
    turn.events.append(_sink_event(owner, cell.card))
    if cell.card == DESTROYER and turn.grids[owner].powered & SHIP_BIT[DESTROYER]:
        _discard_destroyer_whites(turn, owner)
    if _fleet_sunk(turn.grids[owner]):
        turn.winner = attacker


def _fleet_sunk(grid: Grid) -> bool:
    """Whether every ship of ``grid`` has sunk: none shown afloat, none face down."""
    return not grid.afloat and not any(grid.down >> i & 1 for i in grid.fleet)


def _discard_destroyer_whites(turn: _Turn, owner: int) -> None:
    """battleship/destroyer: when it sinks, its owner's white pegs under and on the
    opponent's ships afloat are discarded, but those on the submarine."""
    target = 1 - owner
    grid = turn.grids[target]
    cells, removed = list(grid.cells), 0
    for i in CELLS_IN[grid.afloat]:
        cell = cells[i]
        pegs = cell.pegs if submarine_guards(grid, cell) else _without(cell.pegs, WHITE)
        shield = None if cell.shield is None else _without(cell.shield, WHITE)
        removed += len(cell.pegs) - len(pegs) + len(cell.shield or ()) - len(shield or ())
        cells[i] = Cell(cell.card, cell.face, pegs, shield)
    if removed:
        turn.grids[target] = grid._replace(cells=tuple(cells))  # no card turns: masks stay
        turn.discard(owner, (WHITE,) * removed)
        turn.events.append(_whites_event(owner, removed))


def _without(pegs: tuple[str, ...], peg: str) -> tuple[str, ...]:
    return tuple(p for p in pegs if p != peg)


#: How a peg card comes off a ship: the Repair power or the PT boat's.
_BY_REPAIR, _BY_PT_BOAT = "repair", "pt-boat"


def _remove_peg(turn: _Turn, me: int, index: int, peg: str, how: str) -> None:
    """A ship of ``me`` sheds ``peg``, which goes back to its owner's discard pile
    (battleship/repair, battleship/pt-boat)."""
    cell = turn.grids[me].cells[index]
    at = cell.pegs.index(peg)
    turn.set_cell(me, index, Cell(cell.card, cell.face, cell.pegs[:at] + cell.pegs[at + 1:],
                                  cell.shield))
    turn.discard(1 - me, (peg,))
    turn.events.append(_removal_event(me, how, peg, cell.card, index))


def _finish(turn: _Turn, plays_left: int, extra: bool, restrict: tuple[str, ...] | None,
            phase: str) -> Stepped:
    """The state after the action: the game over (battleship/winner), more plays this turn
    (battleship/extra-plays), or the next turn."""
    if turn.winner is not None:
        turn.events.append(_win_event(turn.winner))
        phase = OVER
    elif plays_left <= 0:
        return _next_turn(turn)
    state = turn.state
    after = _new_state(State, variant=state.variant, seed=state.seed, sides=turn.sides(),
                       to_move=turn.me, phase=phase, plays_left=plays_left, extra=extra,
                       restrict=restrict, turn=state.turn, winner=turn.winner,
                       shuffles=turn.shuffles)
    return after, tuple(turn.events)


def _next_turn(turn: _Turn) -> Stepped:
    """The player's hand is refilled (battleship/refill), and the opponent's turn starts,
    with the PT boat's power first (battleship/pt-boat): a choice when it has several
    peg cards to remove, done at once when it has one (there is nothing to choose)."""
    state, me = turn.state, turn.me
    missing = hand_limit(turn.grids[me]) - len(turn.hands[me])
    if missing > 0:
        turn.draw(me, missing)
    following = 1 - me
    removals = pt_boat_removals(turn.grids[following])
    if len(removals) == 1:
        only = removals[0]
        _remove_peg(turn, following, only.cell, only.peg, _BY_PT_BOAT)
    phase = PT_PHASE if len(removals) > 1 else PLAY_PHASE
    # A turn starts with one play to make, no extra play and no restriction: State's defaults.
    after = _new_state(State, variant=state.variant, seed=state.seed, sides=turn.sides(),
                       to_move=following, phase=phase, turn=state.turn + 1,
                       shuffles=turn.shuffles)
    return after, tuple(turn.events)


def step(state: State, action: Action) -> Stepped:
    """Apply ``action`` for the player to move: the next state and what the log says of
    it; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    turn = _Turn(state)
    return _finish(turn, *_EFFECTS[type(action)](turn, action))


def apply(state: State, action: Action) -> State:
    """The next state, or ``IllegalAction``."""
    return step(state, action)[0]


# -- the log ---------------------------------------------------------------------------
def _peg_event(me: int, card: str, index: int, target: str, outcome: str) -> Event:
    """What the log says of a peg card played on ``target`` (the card at ``index``)."""
    said = {"player": _PLAYERS[me], "card": NAMES[card], "where": _WHERE[1 - me][index],
            "found": _("a miss") if target == MISS else THE_SHIP[target]}
    if outcome == "hit":
        return Event(_("{player} plays {card} on {where}: {found}, hit!", **said))
    if outcome == "found":
        return Event(_("{player} plays {card} on {where}: {found}.", **said))
    if outcome == "shield":
        return Event(_("{player} plays {card} on the shield of {found} at {where}.", **said))
    if outcome == "discarded":
        return Event(_("{player} plays {card} on {found} at {where}: only {white} cards can "
                       "damage it, so the card is discarded.", white=NAMES[WHITE], **said))
    return Event(_("{player} plays {card} on {found} at {where}.", **said))


#: ``_peg_event`` by its arguments: 2 players x 4 peg cards x 12 cells x 6 cards x 5
#: outcomes at most.
_PEG_EVENTS: Memo[tuple[int, str, int, str, str], Event] = Memo(lambda said: _peg_event(*said))


@cache
def _shield_event(me: int, ship: str, index: int) -> Event:
    return Event(_("{player} plays {card} on {ship} at {cell}.", player=_PLAYERS[me],
                   card=NAMES[SHIELD], ship=THEIR_SHIP[ship], cell=_LABELS[index]))


@cache
def _discard_event(me: int, card: str) -> Event:
    return Event(_("{player} cannot play and discards a card: {card}.", player=_PLAYERS[me],
                   card=NAMES[card]))


@cache
def _discard_whites_event(me: int, count: int) -> Event:
    return Event(_("{player} plays {card} to discard {cards}.", player=_PLAYERS[me],
                   card=NAMES[WHITES_OR_TWO], cards=cards_named(count, WHITE)))


@cache
def _play_two_event(me: int) -> Event:
    return Event(_("{player} plays {card} to play 2 more cards.", player=_PLAYERS[me],
                   card=NAMES[WHITES_OR_TWO]))


@cache
def _draw_three_event(me: int) -> Event:
    return Event(_("{player} plays {card} to draw 3 cards, then plays one of them.",
                   player=_PLAYERS[me], card=NAMES[REPAIR_OR_DRAW]))


@cache
def _end_turn_event(me: int) -> Event:
    return Event(_("{player} ends the turn.", player=_PLAYERS[me]))


@cache
def _shuffle_event(seat: int) -> Event:
    return Event(_("{player} shuffles the discard pile into a new draw pile.",
                   player=_PLAYERS[seat]))


@cache
def _break_event(owner: int, ship: str) -> Event:
    return Event(_("The shield on {ship} of {owner} breaks.", owner=_PLAYERS[owner],
                   ship=THE_SHIP[ship]))


@cache
def _sink_event(owner: int, ship: str) -> Event:
    return Event(_("{player} sinks {ship} of {owner}!", player=_PLAYERS[1 - owner],
                   owner=_PLAYERS[owner], ship=THE_SHIP[ship]))


@cache
def _win_event(winner: int) -> Event:
    return Event(won(winner))


def won(winner: int) -> Text:
    """The game's result: "Player 1 sank the whole fleet and wins!" (battleship/winner)."""
    return _("{player} sank the whole fleet and wins!", player=_PLAYERS[winner])


@cache
def _whites_event(owner: int, removed: int) -> Event:
    return Event(n_("The destroyer power of {player} ends: {count} {white} card in play is "
                    "discarded.",
                    "The destroyer power of {player} ends: {count} {white} cards in play are "
                    "discarded.", removed, player=_PLAYERS[owner], white=NAMES[WHITE]))


@cache
def _removal_event(me: int, how: str, peg: str, ship: str, index: int) -> Event:
    said = {"player": _PLAYERS[me], "peg": NAMES[peg], "ship": THEIR_SHIP[ship],
            "cell": _LABELS[index]}
    if how == _BY_REPAIR:
        return Event(_("{player} plays {card} to take {peg} off {ship} at {cell}.",
                       card=NAMES[REPAIR_OR_DRAW], **said))
    return Event(_("{player} uses their PT boat to take {peg} off {ship} at {cell}.", **said))


@lru_cache(maxsize=4096)  # few players, few sets of cards drawn at once
def _draw_event(seat: int, drawn: tuple[str, ...]) -> Event:
    """The log line of a draw: how many cards for all, which ones for their owner only."""
    name = _PLAYERS[seat]
    cards = tuple(NAMES[card] for card in sort_hand(drawn))
    return Event(n_("{player} draws {count} card.", "{player} draws {count} cards.", len(drawn),
                    player=name),
                 ((seat, _("{player} draws: {cards}.", player=name, cards=Listing(cards))),))


class Listing(Text):
    """Names in a row, each read in the language of the moment: "White peg, Shield"."""

    __slots__ = ()

    def __init__(self, items: tuple[Text, ...]) -> None:
        super().__init__("battleship", "", params=tuple(enumerate(items)))

    def render(self, language: str) -> str:
        comma = _(", ").render(language)
        return comma.join(item.render(language) for _n, item in self.params)

    def __str__(self) -> str:
        return self.render(get_language())
