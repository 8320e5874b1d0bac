"""Nautilus as a registered ``Game``."""

from __future__ import annotations

from typing import Any

from ..core import Action, Board, ModularGame, Option, Outcome, Setup
from ..core.declaration import RuleSheet
from . import view
from .bots import GreedyBot
from .conformance import CONFORMANCE
from .entries import ENTRY_SCHEMA
from .ismcts import IsmctsBot
from .phrases import sentence
from .scoring import domains_won
from .state import BEFORE, HARPOONING, KEEP, MOVE, OVER, PLACE, SCOOTING, State, deal
from .turns import player
from .words import say as _


class Nautilus(ModularGame[State]):
    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, setup)

    def seat_count(self, state: State) -> int:
        return 2

    def seat_names(self, state: State) -> tuple[str, ...]:
        return view.seat_names()

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.to_move

    def outcome(self, state: State) -> Outcome | None:
        if state.phase != OVER:
            return None
        reason = _("{player} wins three domains.", player=player(state.winner))
        return Outcome.win(str(reason), 2, [state.winner], scores=list(domains_won(state.won)))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        return [30, 14, 6]

    def prompt(self, state: State) -> str:
        return str(_PROMPTS[state.phase])

    def describe(self, state: State, action: Action) -> str:
        return describe(action)

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """The action's own fields, with the notation and sentence."""
        return {**action.to_json(), "text": action.notation(), "label": describe(action)}


def describe(action: Action) -> str:
    """The sentence naming ``action``, in the language of the moment (the state does not
    change it)."""
    return str(sentence(action))


_PROMPTS = {
    KEEP: _("keep one of the two special cards drawn; the other goes to your opponent."),
    BEFORE: _("play your special card before placement starts, or pass."),
    SCOOTING: _("keep one of the two divers the Underwater scooter drew."),
    HARPOONING: _("give a diver: the one harpooned, or one of yours."),
    PLACE: _("place a diver in front of a domain card, on your side or your opponent's."),
    MOVE: _("move a card as the diver just placed makes you."),
    OVER: _("the game is over."),
}

GAME = Nautilus(
    name="nautilus",
    title="Nautilus",
    rules_version="1",
    variants=("standard",),
    package=__package__,
    min_players=2,
    max_players=2,
    default_players=2,
    bots={"greedy": GreedyBot, "ismcts": IsmctsBot},
    # The search bot thinks half a second a move: it plays when named (``--bots``).
    default_bots=("greedy", "random"),
    slow_bots=("ismcts",),
    # The greedy bot reviews: its scores are the same each time and take microseconds,
    # where the search gives other figures each run and thinks half a second a move.
    reviewer="greedy",
    options=(Option("show_score", True, (True, False),
                    _("Show the domains' running tallies and the 'won' markers (as on Board "
                      "Game Arena, where it can be hidden)."), words=_("Show the score")),),
    title_words=_("Nautilus"),
    variant_words={"standard": _("the Board Game Arena rules")},
    bot_words={"greedy": _("greedy"), "ismcts": _("search (ISMCTS)")},
    board=Board(words=f"{__package__}.page_words:board_words",
                picture=f"{__package__}.picture:picture"),
    conformance=CONFORMANCE,
    sheet=RuleSheet(build=f"{__package__}.sheet:sheet", languages=("en", "it"),
                    catalog="nautilus"),
    entry_schema=ENTRY_SCHEMA,
)
