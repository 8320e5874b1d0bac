"""The Battleship card game's rules: legal actions and their effects.

Rule ids (``battleship/...``) match ``docs/rules/battleship.md``. Every check
returns a (rule, sentence) problem; ``step`` raises it as ``IllegalAction``
and ``legal_actions`` lists exactly the actions without a problem.
"""

from __future__ import annotations

import random

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
    SUBMARINE,
    WHITE,
    WHITES_OR_TWO,
    cell_label,
    sort_hand,
)
from .state import DOWN, OVER, PLAY_PHASE, PT_PHASE, STANDARD, SUNK, UP, Cell, Side, State

Problem = tuple[str, str]


def player(seat: int) -> str:
    return f"Player {seat + 1}"


# -- ship powers (battleship/ship-powers) ---------------------------------------
def active_ships(cells: tuple[Cell, ...] | list[Cell], variant: str) -> frozenset[str]:
    """Ships whose power works: revealed and afloat, in the standard rules only."""
    if variant != STANDARD:
        return frozenset()
    return frozenset(cell.card for cell in cells if cell.face == UP and cell.card != MISS)


def power_active(state: State, seat: int, ship: str) -> bool:
    return ship in active_ships(state.sides[seat].cells, state.variant)


def peg_value(active: frozenset[str], card: str, on_submarine: bool) -> int:
    """Hits one peg card counts where it lies, given its owner's active ships."""
    if card == WHITE:
        return 1 if on_submarine or DESTROYER in active else 0
    if on_submarine:
        return 0
    return PEGS[card] + (BATTLESHIP in active)


def damage(active: frozenset[str], cell: Cell) -> int:
    """Hits on the ship in ``cell``; ``active``: the attacker's active ships."""
    sub = cell.card == SUBMARINE
    return sum(peg_value(active, peg, sub) for peg in cell.pegs)


def shield_damage(active: frozenset[str], cell: Cell) -> int:
    return sum(peg_value(active, peg, False) for peg in cell.shield or ())


def hand_limit(state: State, seat: int) -> int:
    return CARRIER_HAND_SIZE if power_active(state, seat, CARRIER) else HAND_SIZE


def is_ship(cell: Cell) -> bool:
    return cell.face == UP and cell.card != MISS


# -- problems: one function per kind of check ------------------------------------
def peg_problem(state: State, card: str, index: int) -> Problem | None:
    """Why ``card`` may not be played on cell ``index`` of the opponent's grid."""
    me, opponent = state.to_move, 1 - state.to_move
    cell = state.sides[opponent].cells[index]
    if cell.face == DOWN:
        return None
    active = active_ships(state.sides[me].cells, state.variant)
    where = f"{player(opponent)}'s {cell_label(index)}"
    if cell.face == SUNK:
        return ("battleship/sinking", f"{where} held a sunk ship: it is out of play.")
    if cell.card == MISS:
        return ("battleship/white-peg", f"{where} is a revealed miss: there is nothing to hit.")
    if cell.shield is not None:
        if peg_value(active, card, False) > 0:
            return None
        return ("battleship/shield", "A white peg cannot damage a shield unless your "
                                     "destroyer is afloat: use a red peg card.")
    if cell.card == SUBMARINE:
        if card == WHITE:
            return None
        return ("battleship/submarine", "Only white pegs can damage the submarine: "
                                        "a red peg card would be discarded.")
    if card == WHITE and DESTROYER not in active:
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


def _peg_targets(state: State) -> tuple[list[int], list[int]]:
    """Cells of the opponent's grid open to a white peg, and to a red peg card."""
    me = state.to_move
    destroyer = DESTROYER in active_ships(state.sides[me].cells, state.variant)
    white, red = [], []
    for i, cell in enumerate(state.sides[1 - me].cells):
        if cell.face == DOWN:
            white.append(i)
            red.append(i)
        elif cell.face == UP and cell.card != MISS:
            if cell.shield is not None or cell.card != SUBMARINE:
                red.append(i)
            if destroyer or (cell.card == SUBMARINE and cell.shield is None):
                white.append(i)
    return white, red


def _peg_removals(table: dict[str, list[Action]], cells: tuple[Cell, ...]) -> list[Action]:
    return [table[peg][i] for i, cell in enumerate(cells) if cell.pegs and is_ship(cell)
            for peg in sorted(set(cell.pegs), key=HAND_ORDER.index)]


def card_plays(state: State) -> list[Action]:
    """Every card play open to the player to move (restrictions included)."""
    side = state.sides[state.to_move]
    cards = set(side.hand) if state.restrict is None else set(side.hand) & set(state.restrict)
    plays: list[Action] = []
    targets = None
    for card in HAND_ORDER:
        if card not in cards:
            continue
        if card in PEGS:
            targets = targets or _peg_targets(state)
            peg = _PEG[card]
            plays.extend(peg[i] for i in targets[card != WHITE])
        elif card == SHIELD:
            plays.extend(_SHIELD[i] for i, cell in enumerate(side.cells)
                         if cell.shield is None and is_ship(cell))
        elif card == WHITES_OR_TWO:
            plays.extend(_DISCARD_WHITES[1:side.hand.count(WHITE) + 1])
            plays.append(_PLAY_TWO)
        elif card == REPAIR_OR_DRAW:
            plays.extend(_peg_removals(_REPAIR, side.cells))
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
    if kind is RemovePeg:
        return ("battleship/pt-boat", "The PT boat removes a peg only at the start of your "
                                      "turn, while it is revealed and afloat.")
    if kind is EndTurn:
        if state.extra or not (card_plays(state) or state.sides[state.to_move].hand):
            return None
        return ("battleship/turn", "You must play a card this turn before it ends.")
    if kind is Discard:
        return hand_problem(state, action.card) or _discard_problem(state)
    if kind not in _CARD_OF:
        return ("battleship/action", f"{action!r} is not a Battleship action.")
    card = action.card if kind is PlayPeg else _CARD_OF[kind]
    if kind is PlayPeg and (card not in PEGS or not _is_cell(action.cell)):
        return ("battleship/action", "A peg play needs a peg card and a cell from A1 to C4.")
    found = hand_problem(state, card)
    if found:
        return found
    if kind is PlayPeg:
        return peg_problem(state, card, action.cell)
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


_CARD_OF = {PlayPeg: None, PlayShield: SHIELD, DiscardWhites: WHITES_OR_TWO,
            PlayTwo: WHITES_OR_TWO, Repair: REPAIR_OR_DRAW, DrawThree: REPAIR_OR_DRAW}


def _discard_problem(state: State) -> Problem | None:
    if state.extra or card_plays(state):
        return ("battleship/no-play", "You may discard a card only when none of your cards "
                                      "can be played.")
    return None


def _is_cell(index: int) -> bool:
    return 0 <= index < CELLS


# -- effects -------------------------------------------------------------------------
class _Turn:
    """A mutable working copy of one state while an action resolves."""

    def __init__(self, state: State) -> None:
        self.state = state
        self.cells = [list(side.cells) for side in state.sides]
        self.hands = [list(side.hand) for side in state.sides]
        self.draws = [list(side.draw) for side in state.sides]
        self.discards = [list(side.discard) for side in state.sides]
        self.shuffles = state.shuffles
        self.sank = False
        self.events: list[Event] = []

    def current(self, **changes: object) -> State:
        sides = tuple(Side(tuple(self.cells[s]), sort_hand(self.hands[s]), tuple(self.draws[s]),
                           tuple(self.discards[s])) for s in (0, 1))
        return self.state._replace(sides=sides, shuffles=self.shuffles, **changes)

    def say(self, text: str, private: tuple[tuple[int, str], ...] = ()) -> None:
        self.events.append(Event(text, private))

    def draw(self, seat: int, count: int) -> list[str]:
        """Draw up to ``count``; an empty draw pile is remade from the shuffled discard pile."""
        drawn: list[str] = []
        draw, discard = self.draws[seat], self.discards[seat]
        while len(drawn) < count:
            if not draw:
                if not discard:
                    break
                draw.extend(discard)
                discard.clear()
                random.Random(f"battleship/{self.state.seed}/shuffle/{self.shuffles}").shuffle(draw)
                self.shuffles += 1
                self.say(f"{player(seat)} shuffles the discard pile into a new draw pile.")
            drawn.append(draw.pop())
        self.hands[seat].extend(drawn)
        if drawn:
            self.say(f"{player(seat)} draws {len(drawn)} card{'s' * (len(drawn) > 1)}.",
                     ((seat, f"{player(seat)} draws: {', '.join(sort_hand(drawn))}."),))
        return drawn


def step(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action`` for the player to move; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    work = _Turn(state)
    me = state.to_move
    kind = type(action)
    if kind is RemovePeg:
        _remove_peg(work, action.cell, action.peg, "its PT boat")
        return _finish(work, phase=PLAY_PHASE)
    if kind is EndTurn:
        work.say(f"{player(me)} ends the turn.")
        return _finish(work, plays_left=0)
    plays, extra, restrict = state.plays_left - 1, state.extra, None
    hand, discard = work.hands[me], work.discards[me]
    if kind is PlayPeg:
        hand.remove(action.card)
        _play_peg(work, action.card, action.cell)
    elif kind is PlayShield:
        hand.remove(SHIELD)
        cell = work.cells[me][action.cell]
        work.cells[me][action.cell] = cell._replace(shield=())
        work.say(f"{player(me)} puts a Shield on {NAMES[cell.card]} at {cell_label(action.cell)}.")
    elif kind is Discard:
        hand.remove(action.card)
        discard.append(action.card)
        work.say(f"{player(me)} cannot play and discards {NAMES[action.card]}.")
    else:
        card = WHITES_OR_TWO if kind in (DiscardWhites, PlayTwo) else REPAIR_OR_DRAW
        hand.remove(card)
        discard.append(card)
        if kind is DiscardWhites:
            for _ in range(action.count):
                hand.remove(WHITE)
                discard.append(WHITE)
            work.say(f"{player(me)} plays Discard whites: {action.count} white peg card(s) "
                     "go to the discard pile.")
        elif kind is PlayTwo:
            plays, extra = plays + 2, True
            work.say(f"{player(me)} plays Play 2 cards.")
        elif kind is Repair:
            _remove_peg(work, action.cell, action.peg, "a Repair")
            plays, extra = plays + 1, True
        else:
            work.say(f"{player(me)} plays Draw 3, then plays one of them.")
            restrict = tuple(sorted(set(work.draw(me, 3)), key=HAND_ORDER.index))
            plays, extra = plays + 1, True
    return _finish(work, plays_left=plays, extra=extra, restrict=restrict)


def _play_peg(work: _Turn, card: str, index: int) -> None:
    state, me = work.state, work.state.to_move
    opponent = 1 - me
    cell = work.cells[opponent][index]
    where = f"{player(opponent)}'s {cell_label(index)}"
    revealed = None
    if cell.face == DOWN:
        cell = cell._replace(face=UP)
        revealed, found = cell.card, NAMES[cell.card]
        active = active_ships(work.cells[me], state.variant)
        if cell.card != MISS and peg_value(active, card, cell.card == SUBMARINE) > 0:
            cell = cell._replace(pegs=(card,))
            work.say(f"{player(me)} plays {NAMES[card]} on {where}: {found}, hit!")
        else:
            work.discards[me].append(card)
            work.say(f"{player(me)} plays {NAMES[card]} on {where}: {found}.")
    elif cell.shield is not None:
        cell = cell._replace(shield=cell.shield + (card,))
        work.say(f"{player(me)} plays {NAMES[card]} on the shield of {NAMES[cell.card]} at "
                 f"{where}.")
    else:
        cell = cell._replace(pegs=cell.pegs + (card,))
        work.say(f"{player(me)} plays {NAMES[card]} on {NAMES[cell.card]} at {where}.")
    work.cells[opponent][index] = cell
    _check(work, opponent, index)
    if revealed == BATTLESHIP and state.variant == STANDARD:
        # battleship/battleship: the opponent's red pegs in play just gained a peg each.
        for mine in range(CELLS):
            _check(work, me, mine)


def _remove_peg(work: _Turn, index: int, peg: str, how: str) -> None:
    me = work.state.to_move
    cell = work.cells[me][index]
    pegs = list(cell.pegs)
    pegs.remove(peg)
    work.cells[me][index] = cell._replace(pegs=tuple(pegs))
    work.discards[1 - me].append(peg)
    work.say(f"{player(me)} uses {how} to take {NAMES[peg]} off {NAMES[cell.card]} "
             f"at {cell_label(index)}.")


def _check(work: _Turn, owner: int, index: int) -> None:
    """Break the shield and sink the ship in one cell if they took enough hits."""
    cell = work.cells[owner][index]
    if cell.face != UP or not (cell.pegs or cell.shield):
        return
    active = active_ships(work.cells[1 - owner], work.state.variant)
    if cell.shield and shield_damage(active, cell) >= SHIELD_STRENGTH:
        work.discards[owner].append(SHIELD)
        work.discards[1 - owner].extend(cell.shield)
        cell = cell._replace(shield=None)
        work.cells[owner][index] = cell
        work.say(f"The shield on {player(owner)}'s {NAMES[cell.card][4:]} breaks.")
    if cell.pegs and damage(active, cell) >= HITS[cell.card]:
        _sink(work, owner, index)


def _winner(work: _Turn) -> int | None:
    for owner in (0, 1):
        if all(cell.face == SUNK for cell in work.cells[owner] if cell.card != MISS):
            return 1 - owner
    return None


def _sink(work: _Turn, owner: int, index: int) -> None:
    attacker = 1 - owner
    cell = work.cells[owner][index]
    work.discards[attacker].extend(cell.pegs)
    if cell.shield is not None:
        work.discards[owner].append(SHIELD)
        work.discards[attacker].extend(cell.shield)
    work.cells[owner][index] = Cell(cell.card, SUNK)
    work.sank = True
    work.say(f"{player(attacker)} sinks {player(owner)}'s {NAMES[cell.card][4:]}!")
    if cell.card == DESTROYER and work.state.variant == STANDARD:
        _discard_destroyer_whites(work, owner)


def _discard_destroyer_whites(work: _Turn, owner: int) -> None:
    """battleship/destroyer: when it sinks, its owner's white pegs in play are discarded."""
    target = 1 - owner
    removed = 0
    for index, cell in enumerate(work.cells[target]):
        if not is_ship(cell):
            continue
        keep = cell.pegs if cell.card == SUBMARINE else tuple(p for p in cell.pegs if p != WHITE)
        shield = None if cell.shield is None else tuple(p for p in cell.shield if p != WHITE)
        removed += len(cell.pegs) - len(keep) + len(cell.shield or ()) - len(shield or ())
        work.cells[target][index] = cell._replace(pegs=keep, shield=shield)
    work.discards[owner].extend([WHITE] * removed)
    if removed:
        work.say(f"{player(owner)}'s destroyer power ends: {removed} white peg card(s) in play "
                 "are discarded.")


def _finish(work: _Turn, **changes: object) -> tuple[State, tuple[Event, ...]]:
    winner = _winner(work) if work.sank else None
    if winner is not None:
        work.say(f"{player(winner)} sank the whole fleet and wins!")
        return work.current(phase=OVER, winner=winner, **changes), tuple(work.events)
    state = work.state
    if changes.get("plays_left", state.plays_left) > 0:
        return work.current(**changes), tuple(work.events)
    me, nxt, variant = state.to_move, 1 - state.to_move, state.variant
    mine = active_ships(work.cells[me], variant)
    missing = (CARRIER_HAND_SIZE if CARRIER in mine else HAND_SIZE) - len(work.hands[me])
    if missing > 0:
        work.draw(me, missing)
    pt_boat = PT_BOAT in active_ships(work.cells[nxt], variant) and any(
        cell.pegs and is_ship(cell) for cell in work.cells[nxt])
    changes.update(to_move=nxt, plays_left=1, extra=False, restrict=None,
                   turn=state.turn + 1, phase=PT_PHASE if pt_boat else PLAY_PHASE)
    return work.current(**changes), tuple(work.events)
