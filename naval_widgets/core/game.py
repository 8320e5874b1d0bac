"""The contract every game's rules fulfil, and the values they share."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar

from .actions import Action, action_from_json
from .events import Event

State = TypeVar("State")


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended: the winning seat (None for a draw) and why."""

    winner: int | None
    reason: str
    scores: tuple[int, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"winner": self.winner, "reason": self.reason, "scores": list(self.scores)}


class Bot(Protocol):
    """A player program. It sees what its seat sees and nothing else."""

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        ...


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


@dataclass(frozen=True)
class LegalEntry:
    """How the page shows one legal action: which card, which target, which option."""

    card: str | None = None
    side: str | None = None
    cell: int | None = None
    option: str | None = None


@dataclass
class Game(Generic[State]):
    """A game's rules as plain functions over immutable states.

    Subclasses implement the abstract methods; everything generic (tables,
    widgets, the CLI, the conformance tests) works through this face only.
    """

    name: str
    title: str
    rules_version: str
    variants: tuple[str, ...]
    players: int
    bots: dict[str, Callable[[], Bot]] = field(default_factory=dict)

    # -- the rules -------------------------------------------------------
    def initial_state(self, seed: int, variant: str) -> State:
        raise NotImplementedError

    def legal_actions(self, state: State) -> list[Action]:
        raise NotImplementedError

    def step(self, state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
        """Apply ``action``: the next state and what happened, or ``IllegalAction``."""
        raise NotImplementedError

    def apply(self, state: State, action: Action) -> State:
        """The next state, or ``IllegalAction`` (``step`` without the events)."""
        return self.step(state, action)[0]

    def to_move(self, state: State) -> int | None:
        raise NotImplementedError

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    # -- hidden information ------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Exactly what ``seat`` may know (``None``: a spectator), as JSON-ready data."""
        raise NotImplementedError

    def resample(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A state ``seat`` cannot tell from ``state``: the secrets dealt anew."""
        raise NotImplementedError

    def secrets(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may not know, by name: no view may depend on it."""
        raise NotImplementedError

    # -- actions as data ---------------------------------------------------
    def action_space(self) -> tuple[Action, ...]:
        """Every action there can be in any state (legal ones are among them)."""
        raise NotImplementedError

    def action_from_json(self, data: Any) -> Action:
        raise NotImplementedError

    def parse(self, notation: str) -> Action:
        raise NotImplementedError

    def describe(self, state: State, action: Action) -> str:
        """A sentence naming the action, for labels and screen readers."""
        raise NotImplementedError

    def legal_entry(self, action: Action) -> LegalEntry:
        raise NotImplementedError

    def prompt(self, state: State) -> str:
        """What the seat to move is asked to do, e.g. "play a card." """
        raise NotImplementedError

    # -- conformance hooks -------------------------------------------------
    def card_counts(self, state: State) -> list[int]:
        """Cards each player owns across every zone (conserved through the game)."""
        raise NotImplementedError

    def expected_card_counts(self, variant: str) -> list[int]:
        raise NotImplementedError

    def state_key(self, state: State) -> Any:
        """A value equal for equal states (the state itself when it is a tuple)."""
        return state


@dataclass
class ModularGame(Game[State]):
    """A game whose package keeps its parts in modules with the standard names.

    ``rules``: ``legal_actions``, ``step``, ``ACTION_SPACE`` (``apply`` optional);
    ``views``: ``view``, ``resample``, ``secrets``, ``card_counts``; ``actions``:
    ``ACTION_TYPES``, ``RULE`` (the rule id of unreadable actions) and ``parse``.
    The game's own class adds only what is particular to it (set-up, turns,
    outcome, wording).
    """

    rules: ModuleType | None = None
    views: ModuleType | None = None
    actions: ModuleType | None = None

    def __post_init__(self) -> None:
        # The hot paths are the rules' own functions: one call fewer a move.
        self.legal_actions = self.rules.legal_actions
        self.step = self.rules.step
        if hasattr(self.rules, "apply"):  # optional: ``step`` without building the events
            self.apply = self.rules.apply

    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        return self.views.view(state, seat)

    def resample(self, state: State, seat: int | None, rng: random.Random) -> State:
        return self.views.resample(state, seat, rng)

    def secrets(self, state: State, seat: int | None) -> dict[str, Any]:
        return self.views.secrets(state, seat)

    def card_counts(self, state: State) -> list[int]:
        return self.views.card_counts(state)

    def action_space(self) -> tuple[Action, ...]:
        return self.rules.ACTION_SPACE

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.actions.ACTION_TYPES, self.actions.RULE)

    def parse(self, notation: str) -> Action:
        return self.actions.parse(notation)
