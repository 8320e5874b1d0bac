"""Fleet 1715's solo game as a registered ``Game``."""

from __future__ import annotations

from ...core import Action, LegalEntry, ModularGame, Outcome
from ..world.deck import scenario
from ..world.grid import cell_title
from ..world.solutions import LETTERS
from . import actions as act
from . import rules, view
from .bots import SolverBot
from .state import SOLVED, State, deal


class Fleet1715(ModularGame[State]):
    #: The board (``Table.widget()``): the logic grid, loaded when first asked for.
    widget_base = "naval_widgets.fleet1715.ui.widget:Fleet1715Widget"

    def initial_state(self, seed: int, variant: str) -> State:
        return deal(seed, scenario(variant).letter)

    def to_move(self, state: State) -> int | None:
        return None if state.result is not None else 0

    def outcome(self, state: State) -> Outcome | None:
        if state.result is None:
            return None
        if state.result == SOLVED:
            return Outcome(0, f"Solved, with {len(state.pile)} clue card(s) still face down!",
                           (len(state.pile),))
        return Outcome(None, "The grid handed in is not the solution.", (0,))

    def expected_card_counts(self, variant: str) -> list[int]:
        return [len(scenario(variant).cards)]

    def prompt(self, state: State) -> str:
        if state.pile:
            return "draw a clue card, mark the grid, or hand in your solution."
        return "every clue is drawn: mark the grid and hand in your solution."

    def legal_entry(self, action: Action) -> LegalEntry:
        if type(action) is act.Mark:
            return LegalEntry(cell=action.cell, option=action.value)
        if type(action) is act.Draw:
            return LegalEntry(card="pile", option="draw")
        return LegalEntry(option="submit")

    def describe(self, state: State, action: Action) -> str:
        if type(action) is act.Mark:
            return f"Mark {cell_title(action.cell)} as {action.value}"
        if type(action) is act.Draw:
            return f"Draw a clue card ({len(state.pile)} face down)"
        return "Hand in your grid as the solution"


GAME = Fleet1715(
    name="fleet1715",
    title="Fleet 1715",
    rules_version="1",
    variants=tuple(LETTERS),
    rules=rules,
    views=view,
    actions=act,
    players=1,
    bots={"solver": SolverBot, "greedy": SolverBot},
)
