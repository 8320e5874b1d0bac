"""Fleet 1715's solo game as a registered ``Game``."""

from __future__ import annotations

from typing import Any

from ...core import Action, Board, ModularGame, Outcome, Setup
from ...core.declaration import Conformance, ViewSchedule
from ...core.i18n import Catalog
from ..declaration import SHARED
from ..world.deck import scenario
from ..world.grid import cell_text
from . import actions as act
from . import rules
from .bots import SolverBot
from .entries import ENTRY_SCHEMA
from .state import SOLVED, State, deal

#: Every sentence is read in the language of the moment (``core.i18n``).
_ = Catalog("fleet1715")
n_ = _.plural


class Fleet1715(ModularGame[State]):
    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, scenario(setup.variant).letter)

    def seat_count(self, state: State) -> int:
        return 1

    def seat_names(self, state: State) -> tuple[str, ...]:
        return (str(_("You")),)

    def to_move(self, state: State) -> int | None:
        return None if state.result is not None else 0

    def outcome(self, state: State) -> Outcome | None:
        if state.result is None:
            return None
        if state.result == SOLVED:
            said = n_("Solved, with {count} clue card still face down!",
                      "Solved, with {count} clue cards still face down!", len(state.pile))
            return Outcome.win(str(said), 1, (0,), scores=(len(state.pile),))
        return Outcome.loss(str(_("The grid handed in is not the solution.")), 1, scores=(0,))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        return [len(scenario(setup.variant).cards)]

    def prompt(self, state: State) -> str:
        if state.pile:
            return str(_("draw a clue card, mark the grid, or hand in your solution."))
        return str(_("every clue is drawn: mark the grid and hand in your solution."))

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        words = {"text": action.notation(), "label": self.describe(state, action)}
        if type(action) is act.Mark:
            return {"cell": action.cell, "option": action.value, **words}
        if type(action) is act.Draw:
            return {"card": "pile", "option": "draw", **words}
        return {"option": "submit", **words}

    def describe(self, state: State, action: Action) -> str:
        if type(action) is act.Mark:
            said = _("Mark {cell} as {mark}", cell=cell_text(action.cell),
                     mark=rules.MARK_WORDS[action.value])
        elif type(action) is act.Draw:
            said = _("Draw a clue card ({count} face down)", count=len(state.pile))
        else:
            said = _("Hand in your grid as the solution")
        return str(said)


GAME = Fleet1715(
    name="fleet1715",
    title="Fleet 1715",
    rules_version="1",
    **SHARED,
    package=__package__,
    min_players=1,
    max_players=1,
    default_players=1,
    aliases=("fleet1715_solo",),
    players_note="for 2 to 5 players, play fleet1715.Multiplayer, the game fleet1715_table",
    bots={"solver": SolverBot},
    default_bots=("solver",),
    reviewer="solver",
    title_words=_("Fleet 1715"),
    bot_words={"solver": _("solver")},
    board=Board(words="naval_widgets.fleet1715.ui.page_words:board_words",
                widget="naval_widgets.fleet1715.ui.widget:Fleet1715Widget",
                others=("naval_widgets.fleet1715.ui.widget:puzzle_board_of",)),
    entry_schema=ENTRY_SCHEMA,
    # A state offers some 300 entries, each labelled: the whole twin check (labels
    # included) on the first 20 games, the views and legal lists on every game.
    conformance=Conformance(views=ViewSchedule(full=20)),
)
