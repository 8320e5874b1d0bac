"""The contract every game's rules fulfil, and the values they share.

A game says how many seats it takes (``min_players`` to ``max_players``), which
settings it has (``variants`` and its own ``options``), how seats are named
and grouped in teams, who acts (``to_move``, possibly a seat answering out of
turn), what each seat may see (``view``), and how the page draws each legal
action (``legal_entry``, the game's own JSON). Everything generic (tables,
widgets, the command line, the conformance tests) works through this face.
"""

from __future__ import annotations

import importlib
import random
import warnings
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Generic, Protocol, TypeVar

from .actions import Action, action_from_json
from .declaration import Board, Conformance, RuleSheet
from .entries import WORDS, shape
from .errors import SetupError
from .events import Event
from .i18n import Catalog, Text
from .words import brief, in_any_case, named

_ = Catalog("core")

State = TypeVar("State")

#: The legal entry every game gives at least (``Game.legal_entry``): the action's
#: notation and the sentence naming it. A game's own schema adds what its board reads.
ENTRY_SCHEMA = shape(WORDS)

#: The largest seed, either way: a seed is written in full in saves and bot keys.
SEED_LIMIT = 10**18


@dataclass(frozen=True)
class Option:
    """One of a game's own settings: its name, default and allowed values; ``players``,
    the seat counts it is used with (``None``: every count).

    ``words`` is its name and ``choice_words`` each of its values as a person reads them
    (catalog messages, e.g. in the play page's menus); a name or value without words is
    shown as written, a yes-or-no value as "yes" or "no". ``help`` says what it does (a
    catalog message too where a student reads it, e.g. a menu's tooltip).
    """

    name: str
    default: Any
    choices: tuple[Any, ...]
    help: str | Text = ""
    words: Text | None = None
    choice_words: dict[Any, Text] = field(default_factory=dict, compare=False, hash=False)
    players: tuple[int, ...] | None = None

    def used_with(self, players: int) -> bool:
        """Whether the option changes anything at a table of ``players`` seats."""
        return self.players is None or players in self.players


class UnusedOption(UserWarning):
    """An option given for a seat count it changes nothing at."""


@dataclass(frozen=True)
class Setup:
    """How a table is set: the variant, the number of seats and the game's options."""

    variant: str
    players: int
    options: tuple[tuple[str, Any], ...] = ()

    def option(self, name: str) -> Any:
        """The value of option ``name``."""
        return dict(self.options)[name]

    def to_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "options": dict(self.options)}


@dataclass(frozen=True)
class Outcome:
    """How a finished game ended, for every seat.

    ``ranks[seat]`` is each seat's place (1 is first; equal places tie),
    ``winners`` the seats that won (a team's seats together; empty when nobody
    did), ``scores`` each seat's score where the game keeps one, ``teams`` the
    sides as the game groups its seats.
    """

    reason: str
    winners: tuple[int, ...]
    ranks: tuple[int, ...]
    scores: tuple[int, ...] | None = None
    teams: tuple[tuple[int, ...], ...] | None = None

    @classmethod
    def win(cls, reason: str, players: int, winners: Sequence[int],
            scores: Sequence[int] | None = None,
            teams: Sequence[Sequence[int]] | None = None) -> Outcome:
        """``winners`` take first place. The other seats share second place, or, where
        the game keeps ``scores``, follow by score (a team's seats together)."""
        winners = tuple(sorted(winners))
        if scores is None:
            ranks = tuple(1 if seat in winners else 2 for seat in range(players))
        else:
            ranks = _places(scores, teams, first=winners)
        return cls(reason, winners, ranks, _tuple(scores), _teams(teams))

    @classmethod
    def by_scores(cls, reason: str, scores: Sequence[int],
                  teams: Sequence[Sequence[int]] | None = None) -> Outcome:
        """Places by score, highest first; the seats in first place win.

        With ``teams``, a team's score is the sum of its seats' scores, and its
        seats share its place among the teams."""
        ranks = _places(scores, teams)
        winners = tuple(seat for seat, rank in enumerate(ranks) if rank == 1)
        return cls(reason, winners, ranks, tuple(scores), _teams(teams))

    @classmethod
    def draw(cls, reason: str, players: int, scores: Sequence[int] | None = None,
             teams: Sequence[Sequence[int]] | None = None) -> Outcome:
        """Nobody wins: every seat shares first place."""
        return cls(reason, (), (1,) * players, _tuple(scores), _teams(teams))

    @classmethod
    def loss(cls, reason: str, players: int, scores: Sequence[int] | None = None) -> Outcome:
        """Nobody wins, as when a solo puzzle is handed in wrong."""
        return cls(reason, (), (2,) * players, _tuple(scores))

    @property
    def winner(self) -> int | None:
        """The single winning seat in a game of one or two seats; else ``None``."""
        if len(self.ranks) <= 2 and len(self.winners) == 1:
            return self.winners[0]
        return None

    @property
    def winning_team(self) -> tuple[int, ...] | None:
        """The team whose seats won, in a game played in teams."""
        for team in self.teams or ():
            if self.winners and set(self.winners) == set(team):
                return team
        return None

    def result(self, seat: int) -> dict[str, Any]:
        """One seat's result: its place, whether it won, its score and its team."""
        team = next((number for number, members in enumerate(self.teams or ())
                     if seat in members), None)
        return {"seat": seat, "rank": self.ranks[seat], "won": seat in self.winners,
                "score": None if self.scores is None else self.scores[seat], "team": team}

    def to_json(self) -> dict[str, Any]:
        return {"reason": self.reason, "winner": self.winner, "winners": list(self.winners),
                "ranks": list(self.ranks),
                "scores": None if self.scores is None else list(self.scores),
                "teams": None if self.teams is None else [list(t) for t in self.teams],
                "results": [self.result(seat) for seat in range(len(self.ranks))]}


def _places(scores: Sequence[int], teams: Sequence[Sequence[int]] | None,
            first: Sequence[int] = ()) -> tuple[int, ...]:
    """Each seat's place by its side's score, highest first; equal scores share a place.
    The sides of the seats in ``first`` (the winners by the game's own rule) come before
    every other side, whatever their scores."""
    sides = teams if teams is not None else [(seat,) for seat in range(len(scores))]
    ahead = {side_index for side_index, side in enumerate(sides)
             if any(seat in first for seat in side)}
    # A side's standing: whether it is ahead by the game's rule, then its total score.
    standing = [(index in ahead, sum(scores[seat] for seat in side))
                for index, side in enumerate(sides)]
    place_of = {seat: 1 + sum(other > standing[index] for other in standing)
                for index, side in enumerate(sides) for seat in side}
    return tuple(place_of[seat] for seat in range(len(scores)))


def _tuple(values: Sequence[int] | None) -> tuple[int, ...] | None:
    return None if values is None else tuple(values)


def _teams(teams: Sequence[Sequence[int]] | None) -> tuple[tuple[int, ...], ...] | None:
    return None if teams is None else tuple(tuple(team) for team in teams)


class Bot(Protocol):
    """A player program. It sees what its seat sees and nothing else."""

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        ...


class RandomBot:
    """Plays a uniformly random legal action."""

    name = "random"
    #: Its name as a person reads it, e.g. in the play page's bot menu.
    words = _("random")

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return legal[rng.randrange(len(legal))]


@dataclass
class Game(Generic[State]):
    """A game's rules as plain functions over immutable states.

    Subclasses implement the methods that raise ``NotImplementedError``; the
    others have defaults a game may override (seat names, teams, wording).
    """

    name: str
    title: str
    rules_version: str
    variants: tuple[str, ...]
    min_players: int
    max_players: int
    default_players: int
    bots: dict[str, Callable[[], Bot]] = field(default_factory=dict)
    #: The bots ``simulate`` seats when none are named: one per seat, the first repeated.
    default_bots: tuple[str, ...] = ("random",)
    #: Bots that think for a set time a move (a search of half a second), not a few
    #: milliseconds: checks that play thousands of moves seat the others.
    slow_bots: tuple[str, ...] = ()
    #: The bot that reviews a seat's moves (``core.review``): one of ``bots`` whose
    #: ``Explaining.values`` are fast and the same each time; "" when none reviews.
    reviewer: str = ""
    options: tuple[Option, ...] = ()
    #: What the game calls its variant, as a keyword of its tables and saves and a flag of
    #: the command line (Fleet 1715's "scenario"); ``variant`` is taken too.
    variant_keyword: str = "variant"
    #: That word as a person reads it (a catalog message: the play page's menu label);
    #: ``None``: the page's own word for a variant.
    variant_keyword_words: Text | None = None
    #: Other names a person may call the game by, in any case (``registry.get``): its
    #: title is one already; Fleet 1715's ``fleet1715_solo`` and ``fleet1715_multiplayer``
    #: name it as its Python classes do.
    aliases: tuple[str, ...] = ()
    #: Added to the refusal of a seat count the game does not take: where else to go
    #: (Fleet 1715's solo game names its game for 2 to 5 players).
    players_note: str = ""
    #: The title, each variant and each bot (``bots``) as a person reads them: catalog
    #: messages, read in the language of the moment (``shown_title``...). A name without
    #: one is shown as written (``title``, the variant, the bot's name).
    title_words: Text | None = None
    variant_words: dict[str, Text] = field(default_factory=dict)
    bot_words: dict[str, Text] = field(default_factory=dict)
    #: How its board is drawn: the front end, the page's words, the static picture.
    board: Board = Board()
    #: Its printable rule sheet, where it has one.
    sheet: RuleSheet | None = None
    #: The JSON Schema of one legal entry (``legal_entry``): what the page may read of it.
    entry_schema: dict[str, Any] = field(default_factory=lambda: ENTRY_SCHEMA)
    #: How the conformance suite plays its seeded tables, and its own checks.
    conformance: Conformance = Conformance()

    # -- names as a person reads them ---------------------------------------------
    def shown_title(self) -> str:
        """The title in the language of the moment (``title`` stays the English one, for
        the messages to a programmer)."""
        return str(self.title_words or self.title)

    def variant_label(self, variant: str) -> str:
        """``variant`` as a person reads it, in the language of the moment."""
        return str(self.variant_words.get(variant, variant))

    def bot_label(self, name: str) -> str:
        """The bot ``name`` as a person reads it, in the language of the moment (the
        random bot, which every game has, by its own ``words``)."""
        words = self.bot_words.get(name) or (RandomBot.words if name == RandomBot.name
                                             else name)
        return str(words)

    # -- setting a table -----------------------------------------------------
    def setup(self, variant: str | None = None, players: int | None = None,
              **options: Any) -> Setup:
        """Check a table's settings and return them as a ``Setup``; ``SetupError`` if bad."""
        variant = self.variants[0] if variant is None else self.find_variant(variant)
        players = self.default_players if players is None else players
        if type(players) is not int or not self.min_players <= players <= self.max_players:
            note = f" ({self.players_note})" if self.players_note else ""
            raise SetupError(f"{self.title} is played by {self.players_label}; "
                             f"got {brief(players)}{note}.")
        known = {option.name: option for option in self.options}
        unknown = sorted(set(options) - set(known))
        if unknown:
            allowed = ", ".join(known) if known else "none"
            raise SetupError(f"{self.title} has no option {brief(unknown[0])}; its options "
                             f"are: {allowed}.")
        values = []
        for option in self.options:
            value = in_any_case(options.get(option.name, option.default), option.choices,
                                missing=SetupError)
            if value is SetupError:
                raise SetupError(f"{self.title}'s option {option.name!r} is one of: "
                                 f"{', '.join(map(repr, option.choices))}; got "
                                 f"{brief(options[option.name])}.")
            if option.name in options and not option.used_with(players):
                # Said, not refused: a menu or a save may hold every option.
                warnings.warn(f"{self.title}'s option {option.name!r} is not used with "
                              f"{players} players: {option.help}", UnusedOption, stacklevel=3)
            values.append((option.name, value))
        setup = Setup(variant, players, tuple(values))
        self.check_setup(setup)
        return setup

    def find_variant(self, name: Any) -> str:
        """The variant ``name`` names, in any case; ``SetupError`` naming the variants."""
        found = named(name, self.variants)
        if found is None:
            raise SetupError(f"{self.title} has no {self.variant_keyword} {brief(name)}; "
                             f"choose one of: {', '.join(self.variants)}.")
        return found

    def used_options(self, setup: Setup) -> dict[str, Any]:
        """The options of ``setup`` that change something at its seat count."""
        return {option.name: setup.option(option.name) for option in self.options
                if option.used_with(setup.players)}

    def check_setup(self, setup: Setup) -> None:
        """Refuse settings that do not go together (``SetupError``); each is valid alone."""

    @property
    def players_label(self) -> str:
        """How many play it, in words: "2 players", "2 to 6 players"."""
        if self.min_players == self.max_players:
            return f"{self.min_players} player{'s' * (self.min_players != 1)}"
        return f"{self.min_players} to {self.max_players} players"

    def initial_state(self, seed: int, variant: str | None = None, players: int | None = None,
                      **options: Any) -> State:
        """The state after the deal of game ``seed`` with these settings."""
        return self.deal(check_seed(seed), self.setup(variant, players, **options))

    # -- the rules -------------------------------------------------------
    def deal(self, seed: int, setup: Setup) -> State:
        """The state after the deal (``setup`` is checked already)."""
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
        """The seat that acts now: the turn's owner, or a seat answering out of turn."""
        raise NotImplementedError

    def outcome(self, state: State) -> Outcome | None:
        raise NotImplementedError

    # -- seats ----------------------------------------------------------------
    def seat_count(self, state: State) -> int:
        """How many seats ``state`` has."""
        raise NotImplementedError

    def seat_names(self, state: State) -> tuple[str, ...]:
        """Each seat's name as the page and the log say it, in the language of the moment."""
        return tuple(str(_("Player {number}", number=seat + 1))
                     for seat in range(self.seat_count(state)))

    def teams(self, state: State) -> tuple[tuple[int, ...], ...]:
        """The seats grouped by side (each seat alone unless the game plays in teams)."""
        return tuple((seat,) for seat in range(self.seat_count(state)))

    def partners(self, state: State, seat: int) -> tuple[int, ...]:
        """The other seats of ``seat``'s team."""
        team = next(team for team in self.teams(state) if seat in team)
        return tuple(other for other in team if other != seat)

    # -- hidden information ------------------------------------------------
    def view(self, state: State, seat: int | None) -> dict[str, Any]:
        """Exactly what ``seat`` may know (``None``: a spectator), as JSON-ready data.

        A partner's view may hold what the team shares."""
        raise NotImplementedError

    def resample(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A state ``seat`` cannot tell from ``state``: the secrets dealt anew."""
        raise NotImplementedError

    def secrets(self, state: State, seat: int | None) -> dict[str, Any]:
        """What ``seat`` may not know, by name: no view may depend on it."""
        raise NotImplementedError

    # -- actions as data ---------------------------------------------------
    def action_space(self, setup: Setup | None = None) -> tuple[Action, ...]:
        """Every action there can be in any state (legal ones are among them)."""
        raise NotImplementedError

    def action_from_json(self, data: Any) -> Action:
        raise NotImplementedError

    def parse(self, notation: str) -> Action:
        raise NotImplementedError

    def describe(self, state: State, action: Action) -> str:
        """A sentence naming the action, for labels and screen readers."""
        raise NotImplementedError

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """How the page draws one legal action: the game's own JSON-ready entry."""
        return {"text": action.notation(), "label": self.describe(state, action)}

    # -- wording ---------------------------------------------------------------
    def prompt(self, state: State) -> str:
        """What the seat to move is asked to do, e.g. "play a card." """
        raise NotImplementedError

    def status(self, state: State, seat: int | None, *, busy: bool = False,
               hotseat: bool = False) -> str:
        """The status line of a board showing ``seat`` (``None``: nobody's hand shown)."""
        outcome = self.outcome(state)
        if outcome is not None:
            return str(outcome.reason)
        mover = self.to_move(state)
        names = self.seat_names(state)
        if busy:
            return str(_("{name} (bot) is playing…", name=names[mover]))
        if mover == seat:
            if hotseat:
                return str(_("{name}, your turn: {prompt}", name=names[seat],
                             prompt=self.prompt(state)))
            return str(_("Your turn: {prompt}", prompt=self.prompt(state)))
        return str(_("Waiting for {name}.", name=names[mover]))

    def curtain_text(self, state: State) -> str:
        """The hot-seat curtain's words before the next seat's cards are shown."""
        name = self.seat_names(state)[self.to_move(state)]
        return str(_("{name}: your turn. Click when the others look away.", name=name))

    # -- conformance hooks -------------------------------------------------
    def card_counts(self, state: State) -> list[int]:
        """Cards each owner holds across every zone (conserved through the game)."""
        raise NotImplementedError

    def expected_card_counts(self, setup: Setup) -> list[int]:
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
    ``package`` names that package (``__package__`` in its ``game`` module): the three
    modules are read from it by those names (``rules``, ``view``, ``actions``). The
    game's own class adds only what is particular to it (set-up, turns, outcome,
    wording).
    """

    package: str = ""
    rules: ModuleType | None = None
    views: ModuleType | None = None
    actions: ModuleType | None = None

    def __post_init__(self) -> None:
        if self.package:
            self.rules = importlib.import_module(f"{self.package}.rules")
            self.views = importlib.import_module(f"{self.package}.view")
            self.actions = importlib.import_module(f"{self.package}.actions")
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

    def action_space(self, setup: Setup | None = None) -> tuple[Action, ...]:
        return self.rules.ACTION_SPACE

    def action_from_json(self, data: Any) -> Action:
        return action_from_json(data, self.actions.ACTION_TYPES, self.actions.RULE)

    def parse(self, notation: str) -> Action:
        return self.actions.parse(notation)


def check_seed(seed: Any) -> int:
    """``seed`` if it is a game number, a whole number from 0 to ``SEED_LIMIT`` (the
    number a class shares: never below 0); else ``SetupError``."""
    if type(seed) is not int or not 0 <= seed <= SEED_LIMIT:
        raise SetupError(f"The seed must be a whole number from 0 to {SEED_LIMIT:,}; got "
                         f"{brief(seed)}.")
    return seed


def check_seat(game: Game, state: Any, seat: Any, spectator: bool = True) -> int | None:
    """``seat`` if it is a seat of ``state`` (or ``None``, a spectator); else ``SetupError``."""
    if seat is None and spectator:
        return None
    count = game.seat_count(state)
    if type(seat) is not int or not 0 <= seat < count:
        allowed = f"0 to {count - 1}" if count > 1 else "0"
        extra = " (or None for a spectator)" if spectator else ""
        raise SetupError(f"Seat {brief(seat)} does not exist: the seats are {allowed}{extra}.")
    return seat

