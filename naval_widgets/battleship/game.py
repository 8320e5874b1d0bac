"""The Battleship card game as a registered ``Game``."""

from __future__ import annotations

from typing import Any

from ..core import Action, Board, ModularGame, Outcome, Setup
from ..core.declaration import RuleSheet
from ..core.i18n import Catalog
from . import rules
from .bots import GreedyBot
from .cards import (
    BEGINNER_DESTRUCTION,
    COORDINATES,
    DESTRUCTION,
)
from .entries import ENTRY, ENTRY_SCHEMA
from .phrases import sentence
from .state import BEGINNER, OVER, PT_PHASE, STANDARD, VARIANTS, State, deal

#: Every sentence is read in the language of the moment (``core.i18n``).
_ = Catalog("battleship")
n_ = _.plural

#: The game's title as a person reads it: the play page's menu and the board's heading.
TITLE = _("Battleship card game")


class Battleship(ModularGame[State]):
    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, setup.variant)

    def seat_count(self, state: State) -> int:
        return 2

    def seat_names(self, state: State) -> tuple[str, ...]:
        return (str(rules.player(0)), str(rules.player(1)))

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.to_move

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome.win(str(rules.won(state.winner)), 2, (state.winner,))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        deck = DESTRUCTION if setup.variant == STANDARD else BEGINNER_DESTRUCTION
        return [len(COORDINATES) + len(deck)] * 2

    def prompt(self, state: State) -> str:
        if state.phase == PT_PHASE:
            said = _("your PT boat takes one peg card off one of your ships: choose which.")
        elif state.restrict is not None:
            said = _("play one of the three cards you drew, or end your turn.")
        elif state.extra:
            said = n_("you may play {count} more card, or end your turn.",
                      "you may play {count} more cards, or end your turn.", state.plays_left)
        else:
            said = _("play a card: choose it in your hand, then its target.")
        return str(said)

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """The card, target and option the page draws; the notation and sentence only
        for actions it cannot name from card and cell alone (a smaller sync)."""
        entry = ENTRY[type(action)](action)
        if "option" in entry or "card" not in entry or "cell" not in entry:
            entry["text"] = action.notation()
            entry["label"] = self.describe(state, action)
        return entry

    def describe(self, state: State, action: Action) -> str:
        """A sentence naming ``action``, each card by its one name (``cards.NAMES``)."""
        mine = state.sides[state.to_move].cells
        return str(sentence(action, lambda cell: mine[cell].card))


GAME = Battleship(
    name="battleship",
    title="Battleship card game",
    rules_version="4",
    variants=VARIANTS,
    package=__package__,
    min_players=2,
    max_players=2,
    default_players=2,
    bots={"greedy": GreedyBot},
    default_bots=("greedy", "random"),
    reviewer="greedy",
    title_words=TITLE,
    variant_words={STANDARD: _("standard"), BEGINNER: _("beginner")},
    bot_words={"greedy": _("greedy")},
    board=Board(words=f"{__package__}.page_words:board_words",
                widget=f"{__package__}.widget:BattleshipBoard"),
    sheet=RuleSheet(build=f"{__package__}.sheet:sheet", languages=("en", "fr"),
                    catalog="battleship"),
    entry_schema=ENTRY_SCHEMA,
)
