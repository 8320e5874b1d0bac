"""Signal flags as a ``ModularGame``, declared like any game (kept for tests: the package's
registry does not find it; a test registers it)."""

from __future__ import annotations

from typing import Any

from naval_widgets.core import (
    Action,
    Board,
    Conformance,
    ModularGame,
    Option,
    Outcome,
    RuleSheet,
    Setup,
    SetupError,
)
from naval_widgets.core.entries import TEXT, any_shape, constant, one_of, shape
from naval_widgets.core.words import plural

from . import actions, rules
from .actions import Ask, Give
from .bots import LookoutBot
from .state import COLOURS, DECK, NUMBERS, SEAT_NAMES, TEAMS, VARIANTS, State, card_name, deal


class SignalFlags(ModularGame[State]):
    def check_setup(self, setup: Setup) -> None:
        if setup.option("teams") and setup.players != 4:
            raise SetupError(f"{self.title} is played in teams by 4 players only (North and "
                             f"South against East and West); got teams=True with "
                             f"{setup.players} players.")

    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, setup)

    def seat_count(self, state: State) -> int:
        return state.players

    def seat_names(self, state: State) -> tuple[str, ...]:
        return SEAT_NAMES[:state.players]

    def teams(self, state: State) -> tuple[tuple[int, ...], ...]:
        return TEAMS if state.teams else super().teams(state)

    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def outcome(self, state: State) -> Outcome | None:
        if not rules.is_over(state):
            return None
        scores, names = rules.scores(state), self.seat_names(state)
        why = "The draw pile is empty" if not state.pile else "Every seat has asked " \
            f"{plural(rules.ROUNDS, 'time')}"
        top, points = max(scores), rules.points(state)
        if min(scores) == top:
            return Outcome.draw(f"{why}: all end on {plural(top, 'point')}, a draw.",
                                state.players, points)
        best = [names[seat] for seat in range(state.players) if scores[seat] == top]
        verb = "wins" if len(best) == 1 else "win" if state.teams else "share first place"
        return Outcome.by_scores(f"{why}: {' and '.join(best)} {verb} with "
                                 f"{plural(top, 'point')}.", points, teams=self.teams(state))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        return [len(NUMBERS)] * len(COLOURS)

    # -- wording -------------------------------------------------------------
    def describe(self, state: State, action: Action) -> str:
        names = self.seat_names(state)
        kind = type(action)
        if kind is Ask and action.colour in COLOURS:
            return f"Ask {names[rules.answerer(state)]} for a {action.colour} flag"
        if kind is Give and action.card in rules.DECK:
            return f"Give {names[state.active]} your {card_name(action.card)}"
        if kind is actions.NoFlag:
            return f"Say you hold no {state.asked or 'such'} flag"
        return action.notation()

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """``{"ask": colour}``, ``{"give": card}`` or ``{"none": True}``, with a label."""
        kind = type(action)
        entry = ({"ask": action.colour} if kind is Ask else {"give": action.card}
                 if kind is Give else {"none": True})
        return {**entry, "label": self.describe(state, action)}

    def prompt(self, state: State) -> str:
        names = self.seat_names(state)
        if state.asked is None:
            return f"ask {names[rules.answerer(state)]} for a colour."
        return (f"{names[state.active]} asks you for a {state.asked} flag: give one, or say "
                "none if you hold none.")


GAME = SignalFlags(
    name="toy",
    title="Signal flags",
    rules_version="1",
    variants=VARIANTS,
    min_players=3,
    max_players=4,
    default_players=4,
    bots={"lookout": LookoutBot},
    default_bots=("lookout", "random"),
    options=(Option("teams", False, (False, True),
                    "North and South play against East and West (4 players only)."),),
    package=__package__,
    board=Board(widget=f"{__package__}.widget:ToyWidget"),
    sheet=RuleSheet(build=f"{__package__}.sheet:sheet"),
    conformance=Conformance(games=300),
    entry_schema=any_shape(shape({"ask": one_of(COLOURS), "label": TEXT}),
                           shape({"give": one_of(DECK), "label": TEXT}),
                           shape({"none": constant(True), "label": TEXT})),
)
