"""Fleet 1715's table game as a registered ``Game`` (``fleet1715_table``)."""

from __future__ import annotations

from typing import Any

from ...core import Action, Board, ModularGame, Option, Outcome, Setup
from ...core.i18n import Catalog
from ..declaration import SHARED
from ..world.deck import scenario
from . import actions as act
from . import rules
from .bots import GuesserBot, LogicianBot, RandomTableBot
from .conformance import CONFORMANCE
from .entries import ENTRY_SCHEMA
from .state import GIVE, MISSION, OVER, State, deal
from .turns import player, slip_words, subject_words, words_of

_ = Catalog("fleet1715")


class Fleet1715Table(ModularGame[State]):
    def deal(self, seed: int, setup: Setup) -> State:
        return deal(seed, scenario(setup.variant).letter, setup.players,
                    setup.option("missions"))

    def seat_count(self, state: State) -> int:
        return state.players

    def seat_names(self, state: State) -> tuple[str, ...]:
        return tuple(str(player(seat)) for seat in range(state.players))

    def to_move(self, state: State) -> int | None:
        return rules.to_move(state)

    def outcome(self, state: State) -> Outcome | None:
        """fleet1715_table/reveal: the correct slip handed in first wins; the other correct
        slips follow in the order handed in; wrong slips share the last place."""
        if state.phase != OVER:
            return None
        right = [slip.seat for slip in state.slips if rules.correct(state, slip)]
        ranks = [len(right) + 1] * state.players
        for place, seat in enumerate(right, start=1):
            ranks[seat] = place
        if right:
            reason = _("{player} wins: the first correct slip handed in.",
                       player=player(right[0]))
        else:
            reason = _("Nobody wins: every slip is wrong.")
        return Outcome(str(reason), tuple(right[:1]), tuple(ranks))

    def expected_card_counts(self, setup: Setup) -> list[int]:
        return [len(scenario(setup.variant).cards)]

    def prompt(self, state: State) -> str:
        if state.phase == MISSION:
            said = _("take a mission card.")
        elif state.phase == GIVE:
            said = _("hand over a card of “{subject}”.", subject=subject_words(state.asked))
        elif state.failed:
            said = _("nobody had one: ask once more, pass, or write and hand in your slip.")
        else:
            said = _("ask for a category or an element, or write and hand in your slip.")
        return str(said)

    def describe(self, state: State, action: Action) -> str:
        kind = type(action)
        if kind is act.Take:
            said = _("Take the mission card {mission}", mission=words_of(action.mission))
        elif kind is act.Ask:
            said = _("Ask for a card of “{subject}”", subject=subject_words(action.subject))
        elif kind is act.Give:
            said = _("Hand over card {number}", number=action.card)
        elif kind is act.Pass:
            said = _("End the turn without a second request")
        elif kind is act.Write:
            said = _("Write {value} on your slip", value=words_of(action.value))
        else:
            said = _("Hand in your slip: {slip}", slip=slip_words(state.drafts[state.turn]))
        return str(said)

    def legal_entry(self, state: State, action: Action) -> dict[str, Any]:
        """The action's own fields, with the notation and sentence (a written value with
        its line on the slip, so the board can list each line's choices)."""
        entry = {**action.to_json(), "text": action.notation(),
                 "label": self.describe(state, action)}
        if type(action) is act.Write:
            entry["line"] = rules.LINE_OF.get(action.value)
        return entry


GAME = Fleet1715Table(
    name="fleet1715_table",
    title="Fleet 1715 at the table",
    rules_version="1",
    **SHARED,
    package=__package__,
    min_players=2,
    max_players=5,
    default_players=4,
    aliases=("fleet1715_multiplayer",),
    players_note="for one player, play fleet1715.Solo, the game fleet1715",
    bots={"random": RandomTableBot, "logician": LogicianBot, "guesser": GuesserBot},
    reviewer="logician",
    bot_words={"logician": _("logician"), "guesser": _("guesser")},
    options=(Option("missions", "names", ("names", "sites"),
                    _("The type of mission card laid out with 2-4 players: ship names or "
                      "wreck sites (with 5 players both are laid out)."), players=(2, 3, 4),
                    words=_("Mission cards"),
                    choice_words={"names": _("ship names"), "sites": _("wreck sites")}),),
    title_words=_("Fleet 1715 at the table"),
    board=Board(words=f"{__package__}.page_words:board_words",
                picture=f"{__package__}.picture:picture",
                widget=f"{__package__}.widget:TableBoard"),
    conformance=CONFORMANCE,
    entry_schema=ENTRY_SCHEMA,
)
