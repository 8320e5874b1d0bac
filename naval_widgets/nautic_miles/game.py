"""Nautic Miles as a registered ``Game``."""

from __future__ import annotations

from typing import Any

from ..core import Action, Board, Conformance, ModularGame, Option, Outcome, Setup, SetupError
from ..core.declaration import RuleSheet
from ..core.i18n import Catalog
from . import actions as act
from . import seating, turns
from .bots import AdmiralBot
from .cards import DECK, NAMES, PAIR_NAME
from .checks import convoy_name, discard_problem, player
from .entries import ENTRY, ENTRY_SCHEMA
from .state import GAME_LENGTH, LENGTHS, VARIANTS, State, deal

_ = Catalog("nautic_miles")


class NauticMiles(ModularGame[State]):
    def check_setup(self, setup: Setup) -> None:
        if setup.option("teams") and setup.players not in (4, 6):
            raise SetupError(f"{self.title} is played in teams of two by 4 or 6 players; got "
                             f"teams=True with {setup.players} players.")

    def deal(self, seed: int, setup: Setup) -> State:
        return turns.start(deal(seed, setup))[0]

    def seat_count(self, state: State) -> int:
        return state.players

    def seat_names(self, state: State) -> tuple[str, ...]:
        return tuple(str(player(seat)) for seat in range(state.players))

    def teams(self, state: State) -> tuple[tuple[int, ...], ...]:
        """Each side's seats (``seating``): the core's ``partners`` reads them."""
        return seating.teams(state)

    def to_move(self, state: State) -> int | None:
        return None if state.over else state.to_move

    def outcome(self, state: State) -> Outcome | None:
        """The sides with the highest total win; the others follow by total
        (nautic_miles/game-end). Each seat's score is its side's total in whole points."""
        if not state.over:
            return None
        teams = self.teams(state)
        scores = [state.totals[seating.side_of(state, seat)] // 2
                  for seat in range(state.players)]
        grouped = teams if state.teams else None
        reason = str(turns.result(state))
        best = turns.winners(state)
        if len(best) == len(teams):
            return Outcome.draw(reason, state.players, scores, teams=grouped)
        winners = [seat for side in best for seat in teams[side]]
        return Outcome.win(reason, state.players, winners, scores=scores, teams=grouped)

    def expected_card_counts(self, setup: Setup) -> list[int]:
        return [len(DECK)]

    def prompt(self, state: State) -> str:
        """What the player to move may do: never a discard the rules refuse."""
        if discard_problem(state) is not None:
            return str(_("place a card (choose it, then its convoy or its place in your line): "
                         "the draw pile is empty, so no card may be discarded."))
        return str(_("place a card (choose it, then its convoy or its place in your line), or "
                     "discard one."))

    def describe(self, state: State, action: Action) -> str:
        kind = type(action)
        if kind is act.PlaceConvoy:
            said = _("Place {card} face down at place {at} of your line",
                     card=NAMES[action.card], at=action.at)
        elif kind is act.PlayCard:
            said = _("Play {card} on {convoy}", card=NAMES[action.card],
                     convoy=convoy_name(state, action.line - 1, action.slot - 1))
        elif kind is act.PlayPair:
            said = _("Play {card} on {convoy}", card=PAIR_NAME,
                     convoy=convoy_name(state, action.line - 1, action.slot - 1))
        else:
            said = _("Discard {card}", card=NAMES[action.card])
        return str(said)

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """The card and its target the page draws, with the notation and sentence."""
        return {**ENTRY[type(action)](action), "text": action.notation(),
                "label": self.describe(state, action)}


GAME = NauticMiles(
    name="nautic_miles",
    title="Nautic Miles",
    # Version 2: the Japanese rules' equal answer, storm, further aircraft and 0-mile row
    # (docs/rules/nautic_miles.md); the English game is unchanged.
    rules_version="2",
    variants=VARIANTS,
    package=__package__,
    min_players=2,
    max_players=6,
    default_players=4,
    bots={"admiral": AdmiralBot},
    default_bots=("admiral", "random"),
    reviewer="admiral",
    options=(Option("teams", False, (False, True),
                    _("Teams of two, partners sitting opposite (4 or 6 players only)."),
                    words=_("Teams")),
             Option("length", GAME_LENGTH, LENGTHS,
                    _("'game': rounds until a side has 200 points (the rulebook); 'round': "
                      "one round only, a short game for lessons."),
                    words=_("Length"),
                    choice_words={"game": _("a whole game (200 points)"),
                                  "round": _("one round")})),
    title_words=_("Nautic Miles"),
    variant_words={"en": _("the English rulebook"), "ja": _("the Japanese rules")},
    bot_words={"admiral": _("admiral")},
    board=Board(words=f"{__package__}.page_words:board_words",
                picture=f"{__package__}.picture:picture"),
    # Played at random to 200 points, a game lasts about a hundred rounds (most are
    # cancelled: random play rarely brings a convoy home), so the seeded conformance games
    # play one round; tests/nautic_miles plays whole games.
    conformance=Conformance(options={"length": "round"}),
    sheet=RuleSheet(build=f"{__package__}.sheet:sheet", languages=("en", "ja"),
                    catalog="nautic_miles"),
    entry_schema=ENTRY_SCHEMA,
)
