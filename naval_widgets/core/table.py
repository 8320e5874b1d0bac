"""A match for notebooks: seats, bots, history, undo, save and load."""

from __future__ import annotations

import json
import random
from typing import Any, ClassVar

from .actions import Action
from .bots import make_bot
from .errors import IllegalAction, SaveError
from .events import Event
from .game import Bot, Game, Outcome

SAVE_FORMAT = "naval_widgets/save"


class Table:
    """One game being played: ``legal``, ``play``, ``undo``, ``view``, ``to_json``...

    Each game package exposes a subclass with its ``game`` set, e.g.
    ``battleship.Table(seed=7, bots={1: "greedy"})``.
    """

    game: ClassVar[Game]

    def __init__(self, seed: int = 0, variant: str | None = None,
                 bots: dict[int, str] | None = None) -> None:
        variant = variant or self.game.variants[0]
        if variant not in self.game.variants:
            raise ValueError(f"{self.game.title} has no variant {variant!r}; "
                             f"choose one of: {', '.join(self.game.variants)}.")
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ValueError(f"The seed must be a whole number; got {seed!r}.")
        self.seed = seed
        self.variant = variant
        self.bot_names = {int(seat): name for seat, name in (bots or {}).items()}
        for seat in self.bot_names:
            if not 0 <= seat < self.game.players:
                raise ValueError(f"Seat {seat} does not exist: seats are 0 to "
                                 f"{self.game.players - 1}.")
        self.bots: dict[int, Bot] = {s: make_bot(self.game, n) for s, n in self.bot_names.items()}
        self._bot_rngs = {s: random.Random(f"{seed}/bot/{s}") for s in self.bot_names}
        self._states = [self.game.initial_state(seed, variant)]
        self._actions: list[Action] = []
        self._events: list[tuple[Event, ...]] = [()]

    # -- reading -------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def history(self) -> tuple[Any, ...]:
        """Every state from the deal to now (``history[-1]`` is ``state``)."""
        return tuple(self._states)

    @property
    def outcome(self) -> Outcome | None:
        return self.game.outcome(self.state)

    @property
    def to_move(self) -> int | None:
        return self.game.to_move(self.state)

    @property
    def log(self) -> list[str]:
        """The whole log as a spectator reads it (no hand is named)."""
        return self.log_for(None)

    def log_for(self, seat: int | None) -> list[str]:
        return [event.for_seat(seat) for events in self._events for event in events]

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        return self.game.view(self.state, seat)

    def describe(self, action: Action) -> str:
        return self.game.describe(self.state, action)

    # -- playing -------------------------------------------------------------
    def play(self, action: Action | str, respond: bool = True) -> None:
        """Apply one action for the seat to move; then let the bots answer.

        ``action`` may be an action value or its notation (``"red2 B3"``).
        An illegal action raises ``IllegalAction`` and changes nothing.
        """
        if isinstance(action, str):
            action = self.game.parse(action)
        elif not isinstance(action, Action):
            raise IllegalAction(f"{self.game.name}/action",
                                f"{action!r} is not an action of {self.game.title}.")
        self._push(action)
        if respond:
            self.run_bots()

    def _push(self, action: Action) -> None:
        state, events = self.game.step(self.state, action)
        self._states.append(state)
        self._actions.append(action)
        self._events.append(events)

    def bot_to_move(self) -> bool:
        seat = self.to_move
        return self.outcome is None and seat is not None and seat in self.bots

    def step_bot(self) -> Action | None:
        """Let the bot to move play one action; ``None`` when no bot is to move."""
        if not self.bot_to_move():
            return None
        seat = self.to_move
        legal = self.legal()
        action = self.bots[seat].act(self.view(seat), legal, self._bot_rngs[seat])
        self._push(action)
        return action

    def run_bots(self, limit: int = 10_000) -> int:
        """Let bots play until a person is to move or the game ends."""
        played = 0
        while played < limit and self.step_bot() is not None:
            played += 1
        return played

    def undo(self) -> Action:
        """Take back the last action of a person, and the bots' answers after it."""
        if not self._actions:
            raise IndexError("There is nothing to undo: no action has been played yet.")
        while True:
            self._states.pop()
            self._events.pop()
            action = self._actions.pop()
            if not self._actions or not self.bot_to_move():
                return action

    # -- saving ----------------------------------------------------------------
    def to_json(self) -> str:
        """The game as rules version + variant + seed + actions: it replays exactly."""
        return json.dumps({
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            "variant": self.variant,
            "seed": self.seed,
            "bots": {str(seat): name for seat, name in self.bot_names.items()},
            "actions": [action.to_json() for action in self._actions],
        })

    @classmethod
    def from_json(cls, text: str | bytes) -> Table:
        """Load a saved game, replaying and checking every action; ``SaveError`` if bad."""
        try:
            data = json.loads(text)
        except (TypeError, ValueError) as err:
            raise SaveError(f"This save is not valid JSON: {err}.") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("This is not a naval_widgets saved game.")
        game = cls._game_of(data.get("game"))
        if data.get("rules_version") != game.rules_version:
            raise SaveError(f"This save was made with {game.title} rules version "
                            f"{data.get('rules_version')!r}; this package plays version "
                            f"{game.rules_version!r}.")
        bots = data.get("bots", {})
        actions = data.get("actions")
        if not isinstance(bots, dict) or not isinstance(actions, list):
            raise SaveError("The save's 'bots' must be an object and 'actions' a list.")
        try:
            table = table_class(game)(seed=data.get("seed"), variant=data.get("variant"),
                                      bots={int(seat): name for seat, name in bots.items()})
        except (TypeError, ValueError) as err:
            raise SaveError(f"The save's settings are not valid: {err}") from None
        for number, raw in enumerate(actions, start=1):
            try:
                table._push(game.action_from_json(raw))
            except IllegalAction as err:
                raise SaveError(f"Action {number} of the save cannot be replayed: "
                                f"{err.message}") from None
        return table

    @classmethod
    def _game_of(cls, name: Any) -> Game:
        from .registry import games

        found = games().get(name) if isinstance(name, str) else None
        if found is None:
            raise SaveError(f"This save is for an unknown game {name!r}.")
        if getattr(cls, "game", found) is not found:
            raise SaveError(f"This save is for {found.title}, not {cls.game.title}.")
        return found

    # -- the board -------------------------------------------------------------
    def widget(self, seat: int | None = 0, hotseat: bool = False, pace: float = 0.7):
        """The anywidget board for ``seat`` (or two people at one screen with ``hotseat``)."""
        from .widget import widget_class

        return widget_class(self.game)(table=self, seat=seat, hotseat=hotseat, pace=pace)

    def new_game(self, seed: int | None = None) -> None:
        """Start again at the same table, with the next seed unless one is given."""
        fresh = type(self)(seed=self.seed + 1 if seed is None else seed, variant=self.variant,
                           bots=self.bot_names)
        self.__dict__.update(fresh.__dict__)

    def __repr__(self) -> str:
        return (f"<{self.game.title} table seed={self.seed} variant={self.variant!r} "
                f"actions={len(self._actions)}>")


_TABLES: dict[str, type[Table]] = {}


def table_class(game: Game) -> type[Table]:
    """The ``Table`` class bound to ``game`` (one per game, made once)."""
    if game.name not in _TABLES:
        name = "".join(part.title() for part in game.name.split("_")) + "Table"
        _TABLES[game.name] = type(name, (Table,), {"game": game, "__module__": __name__})
    return _TABLES[game.name]
