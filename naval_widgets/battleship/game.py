"""The Battleship card game as a registered ``Game``."""

from __future__ import annotations

from typing import Any

from ..core import Action, ModularGame, Outcome, Setup
from ..core.words import plural
from . import actions as act
from . import rules, view
from .bots import GreedyBot
from .cards import (
    BEGINNER_DESTRUCTION,
    COORDINATES,
    DESTRUCTION,
    NAMES,
    SHIELD,
    WHITE,
    cards_named,
    cell_label,
    ship_name,
)
from .state import OVER, PT_PHASE, STANDARD, VARIANTS, State, deal


class Battleship(ModularGame[State]):
    #: The board (``Table.widget()``), loaded when first asked for.
    widget_base = "naval_widgets.battleship.widget:BattleshipBoard"

    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, setup.variant)

    def seat_count(self, state: State) -> int:
        return 2

    def seat_names(self, state: State) -> tuple[str, ...]:
        return (rules.player(0), rules.player(1))

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.to_move

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        name = self.seat_names(state)[state.winner]
        return Outcome.win(f"{name} sank the whole fleet and wins!", 2, (state.winner,))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        deck = DESTRUCTION if setup.variant == STANDARD else BEGINNER_DESTRUCTION
        return [len(COORDINATES) + len(deck)] * 2

    def prompt(self, state: State) -> str:
        if state.phase == PT_PHASE:
            return "your PT boat takes one peg card off one of your ships: choose which."
        if state.restrict is not None:
            return "play one of the three cards you drew, or end your turn."
        if state.extra:
            return f"you may play {plural(state.plays_left, 'more card')}, or end your turn."
        return "play a card: choose it in your hand, then its target."

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """The card, target and option the page draws; the notation and sentence only
        for actions it cannot name from card and cell alone (a smaller sync)."""
        entry = _ENTRY[type(action)](action)
        if "option" in entry or "card" not in entry or "cell" not in entry:
            entry["text"] = action.notation()
            entry["label"] = self.describe(state, action)
        return entry

    def describe(self, state: State, action: Action) -> str:
        """A sentence naming ``action``, each card by its one name (``cards.NAMES``)."""
        kind = type(action)
        mine = state.sides[state.to_move].cells

        def yours(cell: int) -> str:
            return f"your {ship_name(mine[cell].card)} at {cell_label(cell)}"

        if kind is act.PlayPeg:
            return f"Play {NAMES[action.card]} on the opponent's {cell_label(action.cell)}"
        if kind is act.PlayShield:
            return f"Play {NAMES[SHIELD]} on {yours(action.cell)}"
        if kind is act.DiscardWhites:
            return f"Discard whites: discard {cards_named(action.count, WHITE)}"
        if kind is act.PlayTwo:
            return "Play 2: play two more cards this turn"
        if kind is act.Repair:
            return f"Repair: take {NAMES[action.peg]} off {yours(action.cell)}, then play a card"
        if kind is act.DrawThree:
            return "Draw 3: draw three cards, then play one of them"
        if kind is act.RemovePeg:
            return f"PT boat: take {NAMES[action.peg]} off {yours(action.cell)}"
        if kind is act.Discard:
            return f"No card can be played: discard {NAMES[action.card]}"
        return "End your turn"

#: Each action as the page reads it. A peg play names no side: the opponent's grid is
#: the page's default.
_ENTRY = {
    act.PlayPeg: lambda a: {"card": a.card, "cell": a.cell},
    act.PlayShield: lambda a: {"card": "shield", "side": "own", "cell": a.cell},
    act.DiscardWhites: lambda a: {"card": "whites-or-two", "option": f"discard-whites:{a.count}"},
    act.PlayTwo: lambda a: {"card": "whites-or-two", "option": "play-two"},
    act.Repair: lambda a: {"card": "repair-or-draw", "side": "own", "cell": a.cell,
                           "option": f"repair:{a.peg}"},
    act.DrawThree: lambda a: {"card": "repair-or-draw", "option": "draw-three"},
    act.RemovePeg: lambda a: {"side": "own", "cell": a.cell, "option": a.peg},
    act.Discard: lambda a: {"card": a.card, "option": "discard"},
    act.EndTurn: lambda a: {"option": "end"},
}

GAME = Battleship(
    name="battleship",
    title="Battleship card game",
    rules_version="4",
    variants=VARIANTS,
    rules=rules,
    views=view,
    actions=act,
    min_players=2,
    max_players=2,
    default_players=2,
    bots={"greedy": GreedyBot},
    default_bots=("greedy", "random"),
)
