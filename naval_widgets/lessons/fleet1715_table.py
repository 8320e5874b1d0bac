"""The Fleet 1715 table-game lesson (``notebooks/fleet-1715/04-table-game.ipynb``): its
positions and questions, every answer computed by the engine.

Every position replays one seeded game of scenario A for four players (``GAME``) through
the engine (``Table.play``): from there logician bots play Players 2 to 4. The last
section's game is a new one against three logician bots (timed in the offline site:
``docs/site.md``).

"Choose a good request" (question 7) is checked as the logician bot weighs a request:
the doubt about the student's mission that the card it brings is expected to remove,
averaged over seeded deals of the cards the student has not seen. The right answers are
the requests rated best, not every request that might help: in the seeded position one
card alone can settle the missing line, and the best requests fit that card and no other
card the student could get, so they are sure to bring it; a request that might bring it
gets its own hint (the giver chooses which fitting card), as does one that cannot help.
Judged on what the student's view shows (the engine's ``deals`` and ``knowledge``), never
on the hidden hands.

>>> from naval_widgets.lessons import fleet1715_table as lesson
>>> lesson.position("second").view(0)["failed"]
1
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import cache, partial
from typing import Any

from ..core.i18n import Catalog
from ..core.words import brief
from ..fleet1715 import TableGame
from ..fleet1715.table.actions import SUBJECTS
from ..fleet1715.table.bots import LogicianBot
from ..fleet1715.table.deals import pile_only, sample_deal, unseen
from ..fleet1715.table.knowledge import Knowledge, known_cards
from ..fleet1715.table.rules import MATCHES
from ..fleet1715.table.turns import player, subject_words
from ..fleet1715.ui import display
from ..fleet1715.world.deck import card
from .lesson import Lesson, LessonError
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .referee import show_try, tried

_ = Catalog("lessons")

ME = 0
PLAYERS = 4
SCENARIO = "A"
#: Players 2 to 4 are bots in every position and in the game.
BOTS = {seat: "logician" for seat in range(1, PLAYERS)}
#: The seed of the lesson's seeded game, and of the game of the last section.
SEED, GAME_SEED = 1, 2
#: The seeded game, as the logician bots played it for all four seats: Player 1 (you)
#: takes the Concepción; up to the start of round 6.
GAME = ("take concepcion", "take regla", "take carmen", "take san-miguel",
        # round 1
        "ask 20ft", "ask gold", "give 20", "ask regla", "give 45", "ask carmen", "give 44",
        "ask san-miguel", "give 20",
        # round 2
        "ask concepcion", "give 6", "ask regla", "give 42", "ask 22ft", "give 21",
        "ask gold", "give 21",
        # round 3
        "ask almiranta", "give 42", "ask san-miguel", "give 20", "ask silver", "give 46",
        "ask silver", "give 12",
        # round 4
        "ask carmen", "give 44", "ask gold", "give 21", "ask porcelain", "give 39",
        "ask silver", "give 46",
        # round 5
        "ask porcelain", "give 39", "ask porcelain", "give 39", "ask almiranta", "give 22",
        "ask nao", "give 45")
#: From round 6: you write the lines your cards prove (site, cargo, depth), guess the ship
#: type (the Nao, wrongly) and hand in; the bots play on to the reveal.
GUESS = ("write pelican", "write jewelry", "write 15ft", "write nao", "hand-in",
         "ask silver", "give 12", "ask almiranta", "give 42", "ask carmen", "give 44",
         "ask silver", "give 46", "ask st-lucie", "give 14", "ask st-lucie", "give 48",
         "ask capitana", "give 22", "write st-lucie", "write gold", "write 16ft",
         "write sloop", "hand-in", "ask st-lucie", "give 14", "write sebastian",
         "write silver", "write 20ft", "write capitana", "hand-in", "write ft-pierce",
         "write porcelain", "write 22ft", "write nao", "hand-in")
#: How many actions of the seeded game each position has played.
PLIES = {"missions": 0, "ask": 4, "second": 5, "round 2": 13, "round 5": 37, "give": 42,
         "choose": 48, "passive": 52, "asked": 53, "reveal": len(GAME) + len(GUESS)}
#: The requests tried in the questions: one nobody can answer, and a second one.
NOBODY, SECOND = "20ft", "15ft"
#: The requests offered in "choose a good request" (section 6).
CHOICES = ("type", "depth", "pelican", "concepcion", "nao", "regla")
#: Deals of the unseen cards a request's worth is averaged over (as the logician does).
DEALS = 200


def replay(plies: int) -> TableGame:
    """The seeded game after its first ``plies`` actions; logician bots play Players 2-4."""
    table = TableGame(seed=SEED, scenario=SCENARIO, players=PLAYERS, bots=BOTS)
    for action in (*GAME, *GUESS)[:plies]:
        table.play(action, respond=False)
    return table


def game() -> TableGame:
    """A new game for four: you against three logician bots."""
    return TableGame(seed=GAME_SEED, scenario=SCENARIO, players=PLAYERS, bots=BOTS)


def _hands() -> display.Html:
    """Every hand at the start of round 1, face up for once: the cards of each player."""
    table = replay(PLIES["ask"])
    return display.table([str(_("player")), str(_("card")), str(_("text"))],
                         [[str(player(seat)), number, card(number).text]
                          for seat, hand in enumerate(table.state.hands) for number in hand])


POSITIONS: dict[str, Callable[[], Any]] = {
    **{name: partial(replay, plies) for name, plies in PLIES.items()},
    "hands": _hands,
    "game": game,
}


def try_request(name: str, subject: str) -> None:
    """Ask the referee what the request for ``subject`` (``"depth"``, ``"almiranta"``)
    does at position ``name``, on a copy: print what happens, or why it is refused."""
    table = position(name)
    if not isinstance(table, TableGame):
        raise LessonError(str(_("{name} is no game position: try a request at one of {names}.",
                                name=brief(name), names=", ".join(PLIES))))
    show_try(table, f"ask {subject}", ME)


# -- what the questions read in a position ----------------------------------------------------
def giver(name: str, subject: str) -> int | None:
    """Who must hand over a card once the player to move at position ``name`` asks for
    ``subject``: a seat (from 0), or None if nobody has one (fleet1715_table/answer)."""
    return tried(position(name), f"ask {subject}").state.giver


def giver_after(name: str, subject: str) -> str:
    """``giver`` as an answer names it: the player's number from 1, or "nobody"."""
    found = giver(name, subject)
    return "nobody" if found is None else str(found + 1)


def after_failure(name: str) -> str:
    """What Player 1 may do after a request nobody could answer: "ask", "pass", "either"
    or "over" (fleet1715_table/second-request)."""
    table = position(name)
    if table.to_move != ME:
        return "over"
    kinds = {action.notation().split()[0] for action in table.legal()}
    may_ask, may_pass = "ask" in kinds, "pass" in kinds
    return "either" if may_ask and may_pass else "ask" if may_ask else "pass"


def own_turn_after(name: str, subject: str) -> bool:
    """Whether it is still Player 1's turn after asking for ``subject`` at ``name``."""
    return tried(position(name), f"ask {subject}").to_move == ME


def handed_over(name: str) -> AnyOf:
    """The cards Player 1 may hand over at position ``name`` (the giver chooses)."""
    return AnyOf(action.notation().split()[1] for action in position(name).legal())


def face_up(name: str) -> int:
    """How many cards lie face up at position ``name`` (fleet1715_table/face-up)."""
    return len(position(name).view(ME)["face_up"])


@cache
def request_worths(name: str) -> dict[str, float]:
    """What each request is expected to tell Player 1 about their mission at position
    ``name``: the doubt (in bits) the card it brings is expected to remove, as the logician
    bot measures it, over ``DEALS`` seeded deals of the cards Player 1 has not seen."""
    view = position(name).view(ME)
    rng = random.Random(f"lessons/fleet1715_table/{name}")
    deals = [sample_deal(view, rng) for _ in range(DEALS)]
    bot = LogicianBot()
    return {subject: bot.worth(view, bot.answers(view, subject, deals))[0]
            for subject in SUBJECTS}


def best_requests(name: str) -> AnyOf:
    """The requests expected to tell Player 1 most about their mission at ``name``."""
    worths = request_worths(name)
    best = max(worths.values())
    return AnyOf(subject for subject, worth in worths.items() if worth == best)


def possible_answers(name: str, subject: str) -> dict[int, float]:
    """Each card a request for ``subject`` might bring Player 1 at position ``name`` (one
    that fits, that Player 1 does not hold and that is not face up, nor ruled out of the
    hands by a request of theirs nobody could answer), with the doubt about their mission
    it would remove (in bits; 0: it tells nothing new)."""
    view = position(name).view(ME)
    mission, known = view["missions"][ME], known_cards(view)
    knowledge = Knowledge()
    doubt = knowledge.doubt(mission, known)
    barred = pile_only(view)
    return {number: doubt - knowledge.doubt(mission, tuple(sorted({*known, number})))
            for number in unseen(view) if number in MATCHES[subject] and number not in barred}


def winner(name: str) -> str:
    """The winner's number from 1 at position ``name``, or "nobody"
    (fleet1715_table/reveal)."""
    winners = position(name).outcome.winners
    return str(winners[0] + 1) if winners else "nobody"


# -- the choices -------------------------------------------------------------------------------
def _players(*others: str) -> list[Option]:
    """The four players as choices (Player 1 is you), then ``others``."""
    seats = [Option(str(seat + 1), _("{player} (you)", player=player(seat)) if seat == ME
                    else player(seat)) for seat in range(PLAYERS)]
    return seats + [OTHER_OPTIONS[key] for key in others]


OTHER_OPTIONS = {"nobody": Option("nobody", _("Nobody"))}
AFTER_FAILURE = [Option("ask", _("Only ask once more")),
                 Option("pass", _("Only end the turn")),
                 Option("either", _("Ask once more, or end the turn")),
                 Option("over", _("Nothing: the turn is over"))]


def _hand_options(name: str) -> list[Option]:
    return [Option(str(number), _("Card {number}: {text}", number=number,
                                  text=card(number).text))
            for number in position(name).state.hands[ME]]


def _request_options() -> list[Option]:
    return [Option(subject, subject_words(subject)) for subject in CHOICES]


QUESTIONS = [
    Question(
        _("How many mission cards are laid out on this table for four players?"),
        Number(0, 8), lambda: len(position("missions").view(ME)["laid_out"]),
        _("The board lays out the mission cards in a row: count them. With 2 to 4 players, only "
          "one type of mission card is used."),
        _("{answer}: with 2 to 4 players only one type is laid out, here the four ship names; with "
          "5 players the four sites join them, since five players need more than four cards.")),
    Question(
        _("Player 1 asks for a card of gold coins. Who must hand over a card?"),
        Choice(partial(_players, "nobody")), partial(giver_after, "ask", "gold"),
        _("Player 2, on your left, is asked first. If they have no card that fits, the next player "
          "clockwise who has one must hand it over."),
        _("{answer}: Player 2 holds no card about gold coins, so the request goes on clockwise to "
          "the first player who holds one."),
        wrong={"2": _("Player 2 is asked first, but look at their cards: is there one about gold "
                      "coins?")}),
    Question(
        _("You asked for a card of 20 ft, and nobody had one. What may you do now?"),
        Choice(AFTER_FAILURE), partial(after_failure, "second"),
        _("After a request nobody could answer, the rules give you a choice."),
        _("{answer}: you may make a second request, or end your turn without one.")),
    Question(
        _("True or false: if nobody has a card of 15 ft either, you may ask a third time."),
        TrueFalse(), partial(own_turn_after, "second", SECOND),
        _("How many requests may one turn make?"),
        _("{answer}: a turn makes two requests at most; after a second request nobody could "
          "answer, the turn passes to the next player.")),
    Question(
        _("Player 3 asked for a card of the Almiranta; Player 4 had none, so you must hand one "
          "over. Which of your cards may you give?"),
        Choice(partial(_hand_options, "give")), partial(handed_over, "give"),
        _("A card fits when it speaks of the Almiranta."),
        _("Either will do ({answer}): both speak of the Almiranta, and the giver chooses which one "
          "to hand over, not the player who asked.")),
    Question(
        _("At the end of each round a card of the draw pile is turned face up. How many cards lie "
          "face up when round 5 begins?"),
        Number(0, 14), partial(face_up, "round 5"),
        _("One card a round, while the draw pile lasts: how many cards did it hold at the start?"),
        _("{answer}: the draw pile held two cards; once it is empty, the end of a round turns "
          "nothing face up.")),
    Question(
        _("It is your turn, with the Concepción to find. Which request can tell you most about "
          "your mission?"),
        Choice(_request_options, buttons_up_to=6), partial(best_requests, "choose"),
        _("Your slip lacks one line: the ship type (the Nao, the Almiranta or the Dutch Sloop). "
          "Which card you have not seen could settle it, and which request brings that card and no "
          "other?"),
        _("{answer}: the only card you have not seen that settles your ship type speaks of the Nao "
          "and the N. Sn. de la Regla, and no other card you could get fits those requests: "
          "whoever holds it must hand it to you."),
        wrong={"type": _("A ship-type card might come, but the giver chooses which: it could be "
                         "one that tells you nothing new."),
               "depth": _("Several depth cards you could get tell you nothing new, and the giver "
                          "chooses which one you get."),
               "pelican": _("You know already that your wreck lies at Pelican Island: the Pelican "
                            "Island cards you could still get tell you nothing new."),
               "concepcion": _("You have seen every card about the Concepción already: nobody can "
                               "hand you a new one.")}),
    Question(
        _("You have handed in your slip. Player 3 asks for a card of the Almiranta, and Player 4 "
          "has none. True or false: you must hand over your Almiranta card."),
        TrueFalse(), lambda: giver("passive", "almiranta") == ME,
        _("A passive player takes no more turns, but is still asked."),
        _("{answer}: a passive player still hands over a fitting card when asked.")),
    Question(
        _("Every slip is revealed. Your slip was handed in first, but you guessed the ship type. "
          "Who wins?"),
        Choice(partial(_players, "nobody")), partial(winner, "reveal"),
        _("Is every slip correct? The first correct slip handed in wins."),
        _("{answer}: your slip is wrong, so the first correct slip handed in, the one just after "
          "yours, wins."),
        wrong={"1": _("Your slip was first, but is it correct? A wrong slip never wins.")}),
]


#: The reveal's board holds back its status line, which names the winner question 9 asks.
HOLDS = {"reveal": {"status": 9}}

LESSON = Lesson("fleet1715-table", _("Fleet 1715: the table game"),
                "fleet-1715/04-table-game.ipynb", QUESTIONS, POSITIONS, holds=HOLDS)

position, question, board = LESSON.position, LESSON.question, LESSON.board
