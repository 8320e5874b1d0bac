"""A turn: the legal list, playing no card, ending the turn, and the next turn.

battleship/turn, battleship/no-play, battleship/extra-plays, battleship/refill,
battleship/carrier, and the end of the game (battleship/winner).
"""

from __future__ import annotations

from ..core import Action
from ..core.i18n import Catalog
from ..core.words import brief
from .actions import Discard, EndTurn
from .cards import CARRIER, CARRIER_HAND_SIZE, HAND_ORDER, HAND_SIZE, PEGS, POWERS, hand_kinds
from .checks import Problem, hand_problem, is_card
from .log import BY_PT_BOAT, discard_event, end_turn_event, win_event
from .peg_removal import remove_peg
from .pegs import peg_plays
from .power_cards import POWER_PLAYS
from .pt_boat import pt_boat_removals
from .resolution import Resolution, TurnLeft, card_played
from .state import OVER, PLAY_PHASE, PT_PHASE, SHIP_BIT, Grid, State

_ = Catalog("battleship")

#: ``DISCARD_PLAYS[card]``: every discard there can be; and ending the turn.
DISCARD_PLAYS = {card: Discard(card=card) for card in HAND_ORDER}
END_TURN = EndTurn()


def hand_limit(grid: Grid) -> int:
    """The hand its owner's turn ends with (battleship/refill, battleship/carrier)."""
    return CARRIER_HAND_SIZE if grid.powers & SHIP_BIT[CARRIER] else HAND_SIZE


# -- the legal list ---------------------------------------------------------------------
def card_plays(state: State) -> list[Action]:
    """Every card play open to the player to move: the peg cards', then the power
    cards', in hand order; after "draw 3", only those of the cards drawn."""
    mine = state.side_to_move
    cards = hand_kinds(mine.hand)
    if state.restrict is not None:
        cards = tuple(card for card in cards if card in state.restrict)
    plays = peg_plays(state, tuple(card for card in cards if card in PEGS))
    for card in cards:
        if card in POWERS:
            plays += POWER_PLAYS[card](mine)
    return plays


def legal_actions(state: State) -> list[Action]:
    """Exactly the actions ``rules.step`` accepts now (a new list each time)."""
    if state.phase == PT_PHASE:
        return pt_boat_removals(state.side_to_move.grid)
    if state.phase == OVER:
        return []
    plays = card_plays(state)
    if state.extra:
        plays.append(END_TURN)
    elif not plays:  # battleship/no-play
        plays = [DISCARD_PLAYS[card] for card in hand_kinds(state.side_to_move.hand)] or [END_TURN]
    return plays


# -- playing no card ----------------------------------------------------------------------
def discard_problem(state: State, action: Discard) -> Problem | None:
    """A card is discarded only when none can be played (battleship/no-play)."""
    if not is_card(action.card):
        return ("battleship/action", _("{value} is not a Battleship card.",
                                       value=brief(action.card)))
    found = hand_problem(state, action.card)
    if found:
        return found
    if state.extra or card_plays(state):
        return ("battleship/no-play", _("You may discard a card only when none of your cards "
                                        "can be played."))
    return None


def discard_effect(resolution: Resolution, action: Discard) -> TurnLeft:
    resolution.take(resolution.me, action.card, discard=True)
    resolution.say(discard_event, resolution.me, action.card)
    return card_played(resolution.state)


def end_turn_problem(state: State, action: EndTurn) -> Problem | None:
    """A turn ends after its plays, or early once the plays left are extra; a hand with
    no card can offer no play, so "no play and no card" is "no card"."""
    if state.extra or not state.side_to_move.hand:
        return None
    return ("battleship/turn", _("You must play a card this turn before it ends."))


def end_turn_effect(resolution: Resolution, action: EndTurn) -> TurnLeft:
    resolution.say(end_turn_event, resolution.me)
    state = resolution.state
    return TurnLeft(plays_left=0, extra=state.extra, restrict=state.restrict, phase=state.phase)


# -- after an action ----------------------------------------------------------------------
def finish(resolution: Resolution, left: TurnLeft) -> State:
    """The state after the action: the game over (battleship/winner), more plays this turn
    (battleship/extra-plays), or the next turn."""
    phase = left.phase
    if resolution.winner is not None:
        resolution.say(win_event, resolution.winner)
        phase = OVER
    elif left.plays_left <= 0:
        return next_turn(resolution)
    state = resolution.state
    return State(variant=state.variant, seed=state.seed, sides=resolution.sides(),
                 to_move=state.to_move, phase=phase, plays_left=left.plays_left,
                 extra=left.extra, restrict=left.restrict, turn=state.turn,
                 winner=resolution.winner, shuffles=resolution.shuffles)


def next_turn(resolution: Resolution) -> State:
    """The player's hand is refilled (battleship/refill), and the opponent's turn starts,
    with the PT boat's power first (battleship/pt-boat): a choice when it has several
    peg cards to remove, done at once when it has one (there is nothing to choose)."""
    state, me = resolution.state, resolution.me
    missing = hand_limit(resolution.grids[me]) - len(resolution.hands[me])
    if missing > 0:
        resolution.draw(me, missing)
    following = 1 - me
    removals = pt_boat_removals(resolution.grids[following])
    if len(removals) == 1:
        only = removals[0]
        remove_peg(resolution, following, only.cell, only.peg, BY_PT_BOAT)
    # A turn starts with one play to make, no extra play and no restriction: State's defaults.
    return State(variant=state.variant, seed=state.seed, sides=resolution.sides(),
                 to_move=following, phase=PT_PHASE if len(removals) > 1 else PLAY_PHASE,
                 turn=state.turn + 1, shuffles=resolution.shuffles)
