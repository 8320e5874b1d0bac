"""Review my game: the moves of one seat where the reviewing bot's evaluation fell most.

A game declares the bot that reviews its games (``Game.reviewer``): an ``Explaining`` bot
whose ``values`` give each legal action a value for the mover (higher better, in the
bot's own units) and whose choice is one of the best (``Explaining.weigh``).
``review(table, seat)`` goes through the moves ``seat`` played, never another seat's: at
each it weighs the seat's own view of the position before the move, so the review of a
seat reads only what that seat saw. Its random numbers are those of a bot at that seat
(``bot_rng``), so a review is the same each time, and a game the reviewer played for the
seat has no mistake. A move valued below the reviewer's choice there, by its ``fall``, is
a mistake; the largest falls come first, then the earliest moves.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .actions import Action
from .bots import bot_rng, make_bot
from .errors import TableError
from .game import Game, check_seat
from .i18n import Catalog
from .reasons import EQUAL, Reason, Weighed
from .words import brief

if TYPE_CHECKING:
    from .table import Table

_ = Catalog("core")

#: How many mistakes a review lists unless asked for another number.
MOST = 3


@dataclass(frozen=True)
class Finding:
    """A mistake as the reviewer found it, before it is put in words: move ``ply`` (1: the
    first move), the action ``played``, the ``better`` one the reviewer chose there, its
    ``reason`` for it, and the ``fall`` in value from the one to the other."""

    ply: int
    played: Action
    better: Action
    reason: Reason | None
    fall: float


@dataclass(frozen=True)
class Mistake:
    """One mistake of a review: move ``ply`` (1: the first move), the action ``played`` and
    the ``better`` one, each in the sentence that names it on the page, the reviewer's
    ``reason`` for the better move as the seat reviewed may read it, and the ``fall`` in
    the reviewer's values. ``str(mistake)`` says it all in one line (``sentence``)."""

    ply: int
    played: str
    better: str
    reason: str
    fall: float
    sentence: str

    def __str__(self) -> str:
        return self.sentence


def review(table: Table, seat: Any, most: Any = MOST) -> list[Mistake]:
    """The mistakes of ``seat`` in ``table``'s game so far (finished or not), at most
    ``most``, the largest falls first, in the table's language; ``TableError`` (or
    ``SetupError`` for a seat the game has not) for a spectator, a ``most`` that is not a
    whole number from 1, or a game no bot reviews."""
    with table.speaking():
        seat, most = checked(table.game, table.state, seat, most)
        found = findings(table.game, table.seed, table.history, table.actions, seat)
        return worded(table.game, table.history, found[:most])


def checked(game: Game, state: Any, seat: Any, most: Any) -> tuple[int, int]:
    """The seat reviewed and the number of mistakes asked for, each checked."""
    if seat is None:
        raise TableError(str(_("A spectator plays no move, so there is none to review: name "
                               "a seat.")))
    seat = check_seat(game, state, seat, spectator=False)
    if type(most) is not int or most < 1:
        raise TableError(str(_("A review lists one mistake or more; got {most}.",
                               most=brief(most))))
    if not game.reviewer:
        raise TableError(str(_("No bot reviews games of {game}.", game=game.shown_title())))
    return seat, most


@dataclass(frozen=True)
class Weighing:
    """The reviewer's evaluation of one move of the seat reviewed: move ``ply`` (1: the
    first), the ``legal`` actions then, the one ``played`` and what the reviewer made of
    them (``weighed``: a value each, and its choice)."""

    ply: int
    legal: list[Action]
    played: Action
    weighed: Weighed

    def value(self, action: Action) -> float:
        """The reviewer's value of ``action``, one of ``legal``."""
        return self.weighed.values[self.legal.index(action)]


def weighings(game: Game, seed: int, history: Sequence[Any], actions: Sequence[Action],
              seat: int) -> Iterator[Weighing]:
    """The reviewer's evaluation of each move ``seat`` played in the game of these states
    (``history[k]``: after ``k`` actions) and ``actions``, in order, each from the seat's
    view alone."""
    reviewer = make_bot(game, game.reviewer)
    rng = bot_rng(game, seed, seat)
    for ply, action in enumerate(actions, start=1):
        before = history[ply - 1]
        if game.to_move(before) == seat:
            legal = game.legal_actions(before)
            yield Weighing(ply, legal, action, reviewer.weigh(game.view(before, seat), legal,
                                                              rng))


def findings(game: Game, seed: int, history: Sequence[Any], actions: Sequence[Action],
             seat: int) -> list[Finding]:
    """Every mistake of ``seat`` in the game of these states and ``actions``
    (``weighings``), the largest falls first, then the earliest."""
    found = []
    for weighing in weighings(game, seed, history, actions, seat):
        better = weighing.weighed.choice.action
        fall = weighing.value(better) - weighing.value(weighing.played)
        if fall > EQUAL and better != weighing.played:
            found.append(Finding(weighing.ply, weighing.played, better,
                                 weighing.weighed.choice.reason, fall))
    return sorted(found, key=lambda finding: (-finding.fall, finding.ply))


def worded(game: Game, history: Sequence[Any], found: Sequence[Finding]) -> list[Mistake]:
    """``found`` in words, in the language of the moment."""
    bot = game.bot_label(game.reviewer)
    return [mistake(game, history[finding.ply - 1], finding, bot) for finding in found]


def mistake(game: Game, before: Any, finding: Finding, bot: str) -> Mistake:
    """``finding`` in words, from the state ``before`` its move; ``bot``: the reviewer's
    name as a person reads it."""
    played = game.describe(before, finding.played)
    better = game.describe(before, finding.better)
    # The reviewer weighed the seat's own view: its fuller sentence is the seat's to read.
    reason = "" if finding.reason is None else str(finding.reason.for_reader(True, False))
    said = {"ply": finding.ply, "played": played, "better": better}
    sentence = (_("Move {ply}: you played “{played}”; “{better}” was better. In your seat, "
                  "the bot “{bot}” says: “{reason}”", bot=bot, reason=reason, **said)
                if reason else
                _("Move {ply}: you played “{played}”; “{better}” was better.", **said))
    return Mistake(finding.ply, played, better, reason, finding.fall, str(sentence))
