"""A match for notebooks: seats, bots, history, undo, save and load."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import TYPE_CHECKING, Any, ClassVar

from .actions import Action
from .bots import bot_rng, check_bot_name, make_bot
from .comments import check_ply, commented, comments_from_save, comments_to_save
from .errors import IllegalAction, SaveError, SetupError, TableError
from .events import Event
from .game import Bot, Game, Outcome, check_seat, check_seed
from .i18n import Catalog, check_language, chosen, using
from .reasons import (
    REASON_INDENT,
    Choice,
    Reason,
    SentenceReader,
    choice_of,
    reason_from_json,
    reason_to_json,
)
from .review import MOST, Mistake, review
from .words import brief

if TYPE_CHECKING:
    from .replay import Replay
    from .widget import GameWidget

_ = Catalog("core")

SAVE_FORMAT = "naval_widgets/save"
#: The largest save ``from_json`` reads (characters or bytes).
SAVE_LIMIT = 5_000_000


class Table:
    """One game being played: ``legal``, ``play``, ``undo``, ``view``, ``to_json``...

    Each game package exposes a subclass with its ``game`` set, e.g.
    ``<game>.Table(seed=7, bots={1: "random"})``. ``players`` is the number
    of seats (the game's usual count by default) and ``options`` the game's own
    settings, e.g. ``teams=True``; each is checked, with a clear ``SetupError``.
    ``language`` ("en", "fr", "it", "ja"; ``None``: the notebook's, ``set_language``) is
    the language of every sentence the table gives: log, moves, refusals, result. It is
    a display setting: it changes nothing in the game, and a save does not keep it.
    A game that calls its variant otherwise (``game.variant_keyword``: Fleet 1715's
    ``scenario``) takes that keyword too, and the table reads it back by that name.

    The seats in ``bots`` are the bots': ``play`` refuses a person's move there, and the
    bots move after each move of a person, or when ``run_bots()`` asks (a bot that has
    the first move waits for it).
    """

    game: ClassVar[Game]

    def __init__(self, seed: int = 0, variant: str | None = None, players: int | None = None,
                 bots: Mapping[int, str] | None = None, language: str | None = None,
                 **options: Any) -> None:
        self.seed = check_seed(seed)
        self.language = None if language is None else check_language(language)
        variant = self._variant_given(variant, options)
        self.setup = self.game.setup(variant, players, **options)
        self._states = [self.game.deal(seed, self.setup)]
        self._actions: list[Action] = []
        self._events: list[tuple[Event, ...]] = [()]
        #: Each bot's reason by the number of the move it explains (1: the first move).
        self._reasons: dict[int, Reason] = {}
        self._comments: dict[int, str] = {}
        self.bot_names = self._check_bots(bots)
        self.bots: dict[int, Bot] = {s: make_bot(self.game, n) for s, n in self.bot_names.items()}
        self._bot_rngs = {s: bot_rng(self.game, seed, s) for s in self.bot_names}

    def _variant_given(self, variant: Any, options: dict[str, Any]) -> Any:
        """The variant, given as ``variant`` or by the game's own keyword (taken out of
        ``options``); ``SetupError`` if both are given and differ."""
        keyword = self.game.variant_keyword
        if keyword == "variant" or keyword not in options:
            return variant
        named = options.pop(keyword)
        if variant is not None and named is not None \
                and str(variant).casefold() != str(named).casefold():
            raise SetupError(f"The {keyword} is the table's variant: give one, not "
                             f"{brief(named)} and {brief(variant)}.")
        return named if variant is None else variant

    def _check_bots(self, bots: Any) -> dict[int, str]:
        """The bot named for each seat, every seat and name checked."""
        if bots is None:
            return {}
        if not isinstance(bots, Mapping):
            raise SetupError(f"'bots' names a bot for each seat it plays, e.g. {{1: 'random'}}; "
                             f"got {brief(bots)}.")
        return dict(sorted((check_seat(self.game, self.state, seat, spectator=False),
                            check_bot_name(self.game, name)) for seat, name in bots.items()))

    # -- reading -------------------------------------------------------------
    @property
    def variant(self) -> str:
        return self.setup.variant

    @property
    def players(self) -> int:
        return self.setup.players

    @property
    def options(self) -> dict[str, Any]:
        return dict(self.setup.options)

    @property
    def state(self) -> Any:
        return self._states[-1]

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._actions)

    @property
    def reasons(self) -> dict[int, Reason]:
        """The bots' reasons by the number of the move each explains (1: the first)."""
        return dict(self._reasons)

    @property
    def history(self) -> tuple[Any, ...]:
        """Every state from the deal to now (``history[-1]`` is ``state``)."""
        return tuple(self._states)

    def speaking(self) -> Any:
        """A context in which the rules speak the table's language (``core.i18n.using``),
        unless an enclosing one chose already (a board speaking its own)."""
        return using(chosen() or self.language)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (its reason in the table's language), or ``None``."""
        with self.speaking():
            outcome = self.game.outcome(self.state)
            return None if outcome is None else replace(outcome, reason=str(outcome.reason))

    @property
    def to_move(self) -> int | None:
        """The seat that acts now (a seat answering out of turn, too)."""
        return self.game.to_move(self.state)

    @property
    def seat_names(self) -> tuple[str, ...]:
        with self.speaking():
            return tuple(map(str, self.game.seat_names(self.state)))

    @property
    def log(self) -> list[str]:
        """The whole log as a spectator reads it (no hand is named)."""
        return self.log_for(None)

    def log_for(self, seat: int | None) -> list[str]:
        """The log as ``seat`` reads it: each move's sentences, then the bot's reason for
        it, if any, on a line of its own that starts with ``REASON_INDENT``."""
        seat = check_seat(self.game, self.state, seat)
        with self.speaking():
            # The seats' names and whether the game is over, read once for every reason.
            return self._log_upto(len(self._events), seat, self.game.seat_names(self.state),
                                  self._over())

    def _log_upto(self, count: int, seat: int | None, names: Any, over: bool) -> list[str]:
        """The lines of the first ``count`` positions (``_log_lines``)."""
        lines: list[str] = []
        for ply in range(count):
            lines.extend(self._log_lines(ply, seat, names, over))
        return lines

    def _log_lines(self, ply: int, seat: int | None, names: Any,
                   over: bool) -> tuple[str, ...]:
        """Position ``ply``'s lines of the log as ``seat`` reads them: the sentences of
        the move that made it, then the bot's reason, if any (``names``: the seats'
        names; ``over``: whether the game is over)."""
        lines = tuple(event.for_seat(seat) for event in self._events[ply])
        if ply in self._reasons:
            lines += (REASON_INDENT + self._named_reason(ply, seat, names, over),)
        return lines

    def _named_reason(self, ply: int, seat: int | None, names: Any, over: bool) -> str:
        """Move ``ply``'s reason as ``seat`` reads it, after the bot's seat (in ``names``,
        the seats' names) and name; ``over``: whether the game is over."""
        owner = self._mover(ply)
        return str(_("{name} ({bot}): {reason}", name=names[owner],
                     bot=self.game.bot_label(self.bot_names[owner]),
                     reason=self._readable(ply, seat, over)))

    def _mover(self, ply: int) -> int:
        """The seat that played move ``ply`` (1: the first move)."""
        return self.game.to_move(self._states[ply - 1])

    def _over(self) -> bool:
        """Whether the game is over (every reason may then be read whole)."""
        return self.game.outcome(self.state) is not None

    def _readable(self, ply: int, seat: int | None, over: bool) -> Any:
        """Move ``ply``'s reason as ``seat`` may read it (a ``Text``)."""
        return self._reasons[ply].for_reader(seat == self._mover(ply), over)

    def reason(self, ply: int, seat: int | None = None, named: bool = False) -> str | None:
        """Why the bot played move ``ply`` (1: the first move), in the table's language, as
        ``seat`` may read it: the fuller sentence for the bot's own seat or once the game
        is over, else the one every seat may read; ``None`` when that move has no reason
        (a person's, or a bot's that does not explain). ``named``: after the bot's seat and
        name, as the log has it ("Player 2 (greedy): I ...")."""
        seat = check_seat(self.game, self.state, seat)
        with self.speaking():
            if type(ply) is not int or not 1 <= ply <= len(self._actions):
                raise TableError(str(
                    _("Moves are numbered from 1 to {last}; there is no move {ply}.",
                      last=len(self._actions), ply=brief(ply)) if self._actions else
                    _("No move has been played yet, so there is no move {ply}.",
                      ply=brief(ply))))
            if ply not in self._reasons:
                return None
            if named:
                return self._named_reason(ply, seat, self.game.seat_names(self.state),
                                          self._over())
            return str(self._readable(ply, seat, self._over()))

    @property
    def comments(self) -> dict[int, str]:
        """The teacher's comments by ply (``comment``), a copy."""
        return dict(self._comments)

    def legal(self) -> list[Action]:
        return self.game.legal_actions(self.state)

    def view(self, seat: int | None = None) -> dict[str, Any]:
        """What ``seat`` may see (``None``: a spectator)."""
        with self.speaking():
            return self.game.view(self.state, check_seat(self.game, self.state, seat))

    def describe(self, action: Action | str) -> str:
        """A sentence naming a legal action; ``IllegalAction`` for one the rules refuse now
        (it may name a card or cell that is not there)."""
        with self.speaking():
            action = self._action(action)
            self.game.step(self.state, action)
            return str(self.game.describe(self.state, action))

    # -- playing -------------------------------------------------------------
    def play(self, action: Action | str, respond: bool = True) -> None:
        """Apply one action for the seat to move; then let the bots answer.

        ``action`` may be an action value or its notation (``"red2 B3"``).
        An illegal action raises ``IllegalAction`` and changes nothing; so does a move
        while a bot is to move (``TableError``: ``run_bots()`` lets it play).
        ``respond=False`` sets a position by hand: the action is played for whichever
        seat is to move, a bot's too, and no bot answers.
        """
        with self.speaking():
            if respond and self.bot_to_move():
                seat = self.to_move
                raise TableError(str(_(
                    "{name} is played by the bot “{bot}”: table.run_bots() lets it move.",
                    name=self.seat_names[seat],
                    bot=self.game.bot_label(self.bot_names[seat]))))
            self._push(self._action(action))
        if respond:
            self.run_bots()

    def _action(self, action: Any) -> Action:
        if isinstance(action, str):
            return self.game.parse(action)
        if not isinstance(action, Action):
            raise IllegalAction(f"{self.game.name}/action",
                                _("{value} is not an action of {game}.", value=brief(action),
                                  game=self.game.title))
        return action

    def _push(self, action: Action) -> None:
        state, events = self.game.step(self.state, action)
        self._states.append(state)
        self._actions.append(action)
        self._events.append(events)

    def bot_to_move(self) -> bool:
        seat = self.to_move
        return self.outcome is None and seat is not None and seat in self.bots

    def bot_choice(self) -> Choice | None:
        """The action the bot to move chooses and its reason (``None`` for a bot that does
        not explain), not played yet (``step_bot`` plays it); ``None`` when no bot is to
        move. Only reads the position: a board runs it in a worker thread while the
        kernel answers the page."""
        if not self.bot_to_move():
            return None
        seat = self.to_move
        return choice_of(self.bots[seat], self.view(seat), self.legal(), self._bot_rngs[seat])

    def step_bot(self, choice: Choice | Action | None = None) -> Action | None:
        """Let the bot to move play one action and keep its reason (``choice``: its
        ``bot_choice`` made earlier, or an action, checked by the rules like any move);
        ``None`` when no bot is to move."""
        if not self.bot_to_move():
            return None
        if choice is None:
            choice = self.bot_choice()
        if not isinstance(choice, Choice):
            choice = Choice(self._action(choice))
        self._push(choice.action)
        if choice.reason is not None:
            self._reasons[len(self._actions)] = choice.reason
        return choice.action

    def run_bots(self, limit: int = 10_000) -> int:
        """Let bots play until a person is to move or the game ends."""
        played = 0
        while played < limit and self.step_bot() is not None:
            played += 1
        return played

    def undo(self) -> Action:
        """Take back the last action of a person, and the bots' answers after it."""
        if not self._actions:
            with self.speaking():
                raise TableError(str(_("There is nothing to undo: no move has been played yet.")))
        while True:
            self._states.pop()
            self._events.pop()
            self._reasons.pop(len(self._actions), None)
            action = self._actions.pop()
            if not self._actions or not self.bot_to_move():
                self._comments = {ply: text for ply, text in self._comments.items()
                                  if ply <= len(self._actions)}
                return action

    # -- a teacher's comments --------------------------------------------------
    def comment(self, ply: int, text: str) -> None:
        """Attach ``text`` to move ``ply`` (1 to the number of moves; 0: the deal), shown
        when a replay reaches it and kept in the save; ``""`` removes it. A comment is
        plain text, shown as written: ``TableError`` for one that is not a text, longer
        than 2,000 characters or holding a control character but the line break."""
        with self.speaking():
            ply = check_ply(ply, len(self._actions))
            self._comments = commented(self._comments, ply, text)

    def uncomment(self, ply: int) -> None:
        """Remove the comment on move ``ply``, if there is one."""
        self.comment(ply, "")

    # -- reviewing and trying again --------------------------------------------------
    def review(self, seat: int, most: int = MOST) -> list[Mistake]:
        """The moves of ``seat`` where the game's reviewing bot valued the move played
        least against its own choice: at most ``most``, the largest falls first, each with
        the better move and the bot's reason (``core.review``)."""
        return review(self, seat, most)

    def cut(self, ply: int, person: int | None = None) -> Table:
        """A new live table at position ``ply`` of this game (0: the deal): the same seed,
        settings and bots, the first ``ply`` actions played again through the rules, with
        the bots' reasons and the comments of those moves. The same bots answer there, but
        at seat ``person``, a person's from there on (its bot's reasons go with it)."""
        person = check_seat(self.game, self.state, person)
        with self.speaking():
            if type(ply) is not int or not 0 <= ply <= len(self._actions):
                raise TableError(str(_("This game's positions go from 0 (the deal) to "
                                       "{plies}; got {ply}.", plies=len(self._actions),
                                       ply=brief(ply))))
        bots = {seat: name for seat, name in self.bot_names.items() if seat != person}
        table = self._fresh(self.seed, self.variant, bots)
        for action in self._actions[:ply]:
            table._push(action)
        table._reasons = {number: reason for number, reason in self._reasons.items()
                          if number <= ply and table._mover(number) in bots}
        table._comments = {number: text for number, text in self._comments.items()
                           if number <= ply}
        return table

    # -- saving ----------------------------------------------------------------
    def to_json(self) -> str:
        """The game as rules version + settings + seed + actions: it replays exactly; and
        the bots' reasons, by move number, and the teacher's comments, when there are any."""
        save: dict[str, Any] = {
            "format": SAVE_FORMAT,
            "game": self.game.name,
            "rules_version": self.game.rules_version,
            self.game.variant_keyword: self.variant,
            "players": self.players,
            "options": self.options,
            "seed": self.seed,
            "bots": {str(seat): name for seat, name in self.bot_names.items()},
            "actions": [action.to_json() for action in self._actions],
        }
        if self._reasons:
            save["reasons"] = {str(ply): reason_to_json(reason)
                               for ply, reason in self._reasons.items()}
        if self._comments:
            save["comments"] = comments_to_save(self._comments)
        return json.dumps(save)

    @classmethod
    def from_json(cls, text: str | bytes, language: str | None = None) -> Table:
        """Load a saved game, replaying and checking every action; ``SaveError`` if bad.
        ``language``: the loaded table's (a save keeps none)."""
        if not isinstance(text, (str, bytes, bytearray)):
            raise SaveError(f"A save is the text of to_json(); got {brief(text)}.")
        if len(text) > SAVE_LIMIT:
            raise SaveError("This save is far too long to be a saved game.")
        try:
            data = json.loads(text)
        except RecursionError:
            raise SaveError("This save is nested too deeply to be a saved game.") from None
        except ValueError as err:
            raise SaveError(f"This save is not valid JSON: {err}.") from None
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise SaveError("This is not a naval_widgets saved game.")
        game = cls._game_of(data.get("game"))
        if data.get("rules_version") != game.rules_version:
            raise SaveError(f"This save was made with {game.title} rules version "
                            f"{brief(data.get('rules_version'))}; this package plays version "
                            f"{game.rules_version!r}.")
        bots, actions = data.get("bots", {}), data.get("actions")
        options = data.get("options", {})
        if not isinstance(bots, dict) or not isinstance(actions, list) \
                or not isinstance(options, dict):
            raise SaveError("The save's 'bots' and 'options' must be objects and 'actions' "
                            "a list.")
        known = [option.name for option in game.options]
        unknown = sorted(set(options) - set(known))
        if unknown:
            raise SaveError(f"The save names an option {brief(unknown[0])} that {game.title} "
                            f"does not have; its options are: {', '.join(known) or 'none'}.")
        keyword = game.variant_keyword
        # Saves made before the game named its variant otherwise say "variant".
        variant = data.get(keyword, data.get("variant"))
        if "variant" in data and data["variant"] != variant:
            raise SaveError(f"The save names its {keyword} twice: {brief(variant)} and "
                            f"{brief(data['variant'])}.")
        try:
            seats = {_seat_number(seat): name for seat, name in bots.items()}
            players = data.get("players")
            # A save holds every option; those unused at its seat count go unsaid.
            given = {option.name: options[option.name] for option in game.options
                     if option.name in options
                     and (type(players) is not int or option.used_with(players))}
            # The class it was called on, when that is a table of the saved game.
            kind = cls if getattr(cls, "game", None) is game else table_class(game)
            table = kind(seed=data.get("seed"), variant=variant, players=players, bots=seats,
                         language=language, **given)
        except SetupError as err:
            raise SaveError(f"The save's settings are not valid: {err}") from None
        for number, raw in enumerate(actions, start=1):
            try:
                table._push(game.action_from_json(raw))
            except IllegalAction as err:
                raise SaveError(f"Move {number} of the save cannot be replayed: "
                                f"{err.message}") from None
        table._load_reasons(data.get("reasons", {}))
        if "comments" in data:
            with table.speaking():
                table._comments = comments_from_save(data["comments"], len(table._actions))
        return table

    def _load_reasons(self, reasons: Any) -> None:
        """Keep the saved reasons, each of a move a bot of the save played; else
        ``SaveError``."""
        if not isinstance(reasons, dict):
            raise SaveError("The save's 'reasons' must be an object.")
        reader = SentenceReader()
        for key, data in reasons.items():
            ply = int(key) if isinstance(key, str) and key.isdigit() and len(key) < 7 else 0
            if not 1 <= ply <= len(self._actions):
                raise SaveError(f"The save gives a reason for a move {brief(key)} it does "
                                f"not have.")
            if self._mover(ply) not in self.bots:
                raise SaveError(f"The save gives a reason for move {ply}, which no bot "
                                f"played.")
            self._reasons[ply] = reason_from_json(data, reader)

    @classmethod
    def _game_of(cls, name: Any) -> Game:
        from .registry import games

        found = games().get(name) if isinstance(name, str) else None
        if found is None:
            found = getattr(cls, "game", None)
            if found is None or name != found.name:
                raise SaveError(f"This save is for an unknown game {brief(name)}.")
        if getattr(cls, "game", found) is not found:
            raise SaveError(f"This save is for {found.title}, not {cls.game.title}.")
        return found

    # -- the board -------------------------------------------------------------
    def widget(self, seat: int | None = 0, hotseat: bool = False,
               pace: float = 0.7, language: str | None = None,
               hold: Iterable[str] = ()) -> GameWidget:
        """The anywidget board for ``seat`` (or people taking turns at one screen, ``hotseat``),
        in ``language`` (``None``: the table's); the view's fields named in ``hold`` are held
        back from the page until ``GameWidget.release``."""
        from .widget import widget_class

        return widget_class(self.game)(table=self, seat=seat, hotseat=hotseat, pace=pace,
                                       language=language, hold=hold)

    def replay(self, seat: int | None = None, language: str | None = None,
               review: bool = False) -> Replay:
        """The game so far on its board, with a timeline from the deal to the last move
        (``Replay``), as ``seat`` saw it (``None``: a spectator), with the comments;
        ``review``: with the seat's mistakes marked on it (``Replay.review``)."""
        from .replay import replay_class

        if type(review) is not bool:
            raise ValueError(f"'review' is True or False; got {brief(review)}.")
        replay = replay_class(self.game)(self, seat=seat, language=language)
        if review:
            replay.review()
        return replay

    def new_game(self, seed: int | None = None, variant: str | None = None) -> None:
        """Start again at the same table, with the next seed unless one is given (and
        this variant unless one is given)."""
        fresh = self._fresh(self.seed + 1 if seed is None else seed,
                            self.variant if variant is None else variant, self.bot_names)
        self.__dict__.update(fresh.__dict__)

    def _fresh(self, seed: int, variant: str, bots: dict[int, str]) -> Table:
        """A new table of game ``seed`` and ``variant`` with these ``bots``, and this one's
        seats, language and options, no move played."""
        return self._live_class()(seed=seed, variant=variant, players=self.players,
                                  bots=bots, language=self.language,
                                  **self.game.used_options(self.setup))

    def _live_class(self) -> type[Table]:
        """The class of this game's live tables (a replay's copy names its source's)."""
        return type(self)

    def __repr__(self) -> str:
        options = "".join(f" {name}={value!r}"
                          for name, value in self.game.used_options(self.setup).items())
        bots = f" bots={self.bot_names}" if self.bot_names else ""
        return (f"<{self.game.title}: seed={self.seed} "
                f"{self.game.variant_keyword}={self.variant!r} players={self.players}"
                f"{options}{bots} actions={len(self._actions)}>")


def _seat_number(text: Any) -> int:
    """A seat number written as JSON object keys are, e.g. ``"1"``."""
    if not isinstance(text, str) or not text.isdigit() or len(text) > 3:
        raise SetupError(f"A save names bots by seat number; got {brief(text)}.")
    return int(text)


_TABLES: dict[str, type[Table]] = {}


def table_class(game: Game) -> type[Table]:
    """The ``Table`` class bound to ``game`` (one per game, made once)."""
    if game.name not in _TABLES:
        name = "".join(part.title() for part in game.name.split("_")) + "Table"
        namespace: dict[str, Any] = {"game": game, "__module__": __name__}
        if game.variant_keyword != "variant":
            # The variant read back by the game's own word for it (``table.scenario``).
            namespace[game.variant_keyword] = property(
                lambda table: table.variant, doc=f"The table's {game.variant_keyword}.")
        _TABLES[game.name] = type(name, (Table,), namespace)
    return _TABLES[game.name]
