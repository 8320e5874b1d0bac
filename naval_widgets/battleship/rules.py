"""The Battleship card game's rules: legal actions and their effects.

Rule ids (``battleship/...``) match ``docs/rules/battleship.md``. Every check
returns a (rule, sentence) problem; ``step`` raises it as ``IllegalAction``
and ``legal_actions`` lists exactly the actions without a problem.

Each rule lives in one module, read by its name:

- ``damage``: what a peg card counts where it lies, the damage on ships and shields;
- ``pegs``: where a peg card may go, and what it does there;
- ``sinking``: when a shield breaks and a ship sinks, and what that sets off;
- ``power_cards``: Shield, "Discard whites / Play 2", "Repair / Draw 3";
- ``peg_removal`` and ``pt_boat``: taking a peg card off one's own ship;
- ``turns``: the legal list, playing no card, ending a turn, refilling the hand;
- ``resolution``: both sides while an action resolves; ``log``: what the log says.

This module gives each kind of action its check and its effect.
"""

from __future__ import annotations

from collections.abc import Callable

from ..core import Action, Event, IllegalAction
from ..core.i18n import Catalog
from ..core.words import brief
from . import actions as act
from .checks import Problem
from .damage import (
    active_ships,
    damage,
    hits,
    is_ship,
    peg_value,
    peg_values,
    shield_damage,
    submarine_guards,
)
from .log import Listing, player, won
from .peg_removal import can_remove
from .pegs import PEG_PLAYS, peg_effect, peg_problem, peg_targets
from .power_cards import (
    DISCARD_WHITES_PLAYS,
    DRAW_THREE,
    PLAY_TWO,
    REPAIR_PLAYS,
    SHIELD_PLAYS,
    discard_whites_effect,
    discard_whites_problem,
    draw_three_effect,
    draw_three_problem,
    play_two_effect,
    play_two_problem,
    repair_effect,
    repair_problem,
    shield_effect,
    shield_problem,
    shield_targets,
)
from .pt_boat import PT_BOAT_PLAYS, first_problem, late_problem, pt_boat_effect, pt_boat_removals
from .resolution import Resolution, TurnLeft
from .state import CELLS_IN, OVER, PT_PHASE, State
from .turns import (
    DISCARD_PLAYS,
    END_TURN,
    discard_effect,
    discard_problem,
    end_turn_effect,
    end_turn_problem,
    finish,
    hand_limit,
    legal_actions,
)

__all__ = [
    "ACTION_SPACE", "CELLS_IN", "Listing", "Problem", "Stepped", "active_ships", "apply",
    "can_remove", "damage", "hand_limit", "hits", "is_ship", "legal_actions", "peg_targets",
    "peg_value", "peg_values", "player", "problem", "pt_boat_removals", "shield_damage",
    "shield_targets", "step", "submarine_guards", "won",
]

_ = Catalog("battleship")

#: The next state, and what the log says of the action.
Stepped = tuple[State, tuple[Event, ...]]

#: Every action there can be.
ACTION_SPACE: tuple[Action, ...] = (
    *(play for plays in PEG_PLAYS.values() for play in plays), *SHIELD_PLAYS,
    *DISCARD_WHITES_PLAYS, *(play for plays in REPAIR_PLAYS.values() for play in plays),
    *(play for plays in PT_BOAT_PLAYS.values() for play in plays), *DISCARD_PLAYS.values(),
    PLAY_TWO, DRAW_THREE, END_TURN,
)

#: Why each kind of action may not be played now, in the play phase.
CHECKS: dict[type[Action], Callable[[State, Action], Problem | None]] = {
    act.PlayPeg: peg_problem, act.PlayShield: shield_problem, act.Discard: discard_problem,
    act.DiscardWhites: discard_whites_problem, act.PlayTwo: play_two_problem,
    act.Repair: repair_problem, act.DrawThree: draw_three_problem,
    act.RemovePeg: late_problem, act.EndTurn: end_turn_problem,
}

#: What each kind of action does, once its check has passed.
EFFECTS: dict[type[Action], Callable[[Resolution, Action], TurnLeft]] = {
    act.PlayPeg: peg_effect, act.PlayShield: shield_effect, act.Discard: discard_effect,
    act.DiscardWhites: discard_whites_effect, act.PlayTwo: play_two_effect,
    act.Repair: repair_effect, act.DrawThree: draw_three_effect,
    act.RemovePeg: pt_boat_effect, act.EndTurn: end_turn_effect,
}


def problem(state: State, action: object) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``. Any value is welcome: fields of
    the wrong type or out of range are refused (battleship/action)."""
    if state.phase == OVER:
        return ("battleship/winner", _("The game is over: {player} sank the whole fleet.",
                                       player=player(state.winner)))
    if state.phase == PT_PHASE:
        return first_problem(state, action)
    check = CHECKS.get(type(action))
    if check is None:
        return ("battleship/action", _("{value} is not a Battleship action.",
                                       value=brief(action)))
    return check(state, action)


def resolve(state: State, action: Action) -> tuple[State, Resolution]:
    """The state after ``action`` of the player to move, and its resolution (which holds
    what the log says); ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    resolution = Resolution(state)
    left = EFFECTS[type(action)](resolution, action)
    return finish(resolution, left), resolution


def step(state: State, action: Action) -> Stepped:
    """Apply ``action`` for the player to move: the next state and what the log says of
    it; ``IllegalAction`` changes nothing."""
    after, resolution = resolve(state, action)
    return after, resolution.events()


def apply(state: State, action: Action) -> State:
    """The next state, or ``IllegalAction``: ``step`` without wording the log."""
    after, _resolution = resolve(state, action)
    return after
