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
from .questions import AnyOf, Choice, Number, Option, Question
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
#: The moments of the seeded game that questions 7 and 8 are asked at, which no section
#: shows: your turn in round 3, and Player 4's turn after you handed in your slip.
ASKED_AT = {"round 3": 21, "carmen request": 54}
#: Other games the questions that end the sections are asked on: (seed, scenario, players,
#: the actions played), no bot answering.
OTHERS: dict[str, tuple[int, str, int, tuple[str, ...]]] = {
    # Section 1: a table for five players, before the missions are taken.
    "five players": (2, "I", 5, ()),
    # Section 2: the missions taken; Player 1 to ask.
    "other deal": (3, "A", 4, ("take san-miguel", "take regla", "take carmen",
                               "take concepcion")),
    # Section 3: two requests of Player 1 nobody could answer.
    "two refusals": (3, "A", 4, ("take san-miguel", "take regla", "take carmen",
                                 "take concepcion", "ask sloop", "ask 15ft")),
    # Section 4: Player 4 asks for a ship name; you hold two cards that fit, one that does not.
    "name request": (6, "A", 4, ("take concepcion", "take regla", "take carmen",
                                 "take san-miguel", "ask concepcion", "give 6", "ask nao",
                                 "give 45", "ask carmen", "give 44", "ask name")),
    # Section 5: scenario B for three players, before the missions are taken.
    "three players": (3, "B", 3, ()),
    # Section 8: a game of guesser and logician bots, played to the reveal.
    "other reveal": (6, "A", 4, (
        "take concepcion", "take regla", "take carmen", "take san-miguel", "ask san-miguel",
        "give 12", "ask nao", "give 45", "ask site", "give 21", "ask san-miguel", "give 20",
        "ask 15ft", "ask depth", "give 45", "ask jewelry", "give 25", "ask gold", "give 20",
        "ask san-miguel", "give 12", "write ft-pierce", "write porcelain", "write 22ft",
        "write capitana", "hand-in", "ask 22ft", "give 21", "write pelican", "write jewelry",
        "write 16ft", "write almiranta", "hand-in", "ask almiranta", "give 22",
        "ask san-miguel", "give 20", "ask type", "give 45", "ask san-miguel", "give 12",
        "ask almiranta", "give 42", "ask 20ft", "give 27", "ask pelican", "give 46",
        "ask carmen", "give 44", "ask regla", "give 25", "ask capitana", "give 22",
        "write ft-pierce", "write porcelain", "write 22ft", "write nao", "hand-in",
        "write sebastian", "write silver", "write 20ft", "write capitana", "hand-in")),
}
#: The requests tried in the questions: one nobody can answer, and a second one.
NOBODY, SECOND = "20ft", "15ft"
#: The requests offered in "choose a good request" (question 7, round 3).
CHOICES = ("type", "depth", "silver", "concepcion", "almiranta", "regla")
#: Deals of the unseen cards a request's worth is averaged over (as the logician does).
DEALS = 200


def replay(plies: int, bots: dict[int, str] | None = BOTS) -> TableGame:
    """The seeded game after its first ``plies`` actions; logician bots play Players 2-4
    (``bots=None``: nobody answers, as on a question's board)."""
    return played(SEED, SCENARIO, PLAYERS, (*GAME, *GUESS)[:plies], bots)


def played(seed: int, scenario: str, players: int, actions: tuple[str, ...],
           bots: dict[int, str] | None = None) -> TableGame:
    """A game of ``players`` with ``actions`` played (``bots`` answering from there)."""
    table = TableGame(seed=seed, scenario=scenario, players=players, bots=bots or {})
    for action in actions:
        table.play(action, respond=False)
    return table


def other(name: str) -> TableGame:
    """The other game ``OTHERS[name]``, at its moment."""
    return played(*OTHERS[name])


def game() -> TableGame:
    """A new game for four: you against three logician bots."""
    return TableGame(seed=GAME_SEED, scenario=SCENARIO, players=PLAYERS, bots=BOTS)


def _hands(table: TableGame) -> display.Html:
    """Every hand of ``table``, face up for once: the cards of each player."""
    return display.table([str(_("player")), str(_("card")), str(_("text"))],
                         [[str(player(seat)), number, card(number).text]
                          for seat, hand in enumerate(table.state.hands) for number in hand])


def _table_seats(name: str) -> display.Html:
    """What every player holds at the start of other game ``name``: how many clue cards,
    and the draw pile (the mission cards are not shown)."""
    view = other(name).view(ME)
    rows = [[str(player(seat)), count] for seat, count in enumerate(view["hand_sizes"])]
    return display.table([str(_("player")), str(_("clue cards"))],
                         [*rows, [str(_("draw pile")), view["pile"]]])


def _log_tail(name: str, lines: int) -> display.Html:
    """The last ``lines`` lines of other game ``name``'s log, as Player 1 reads it."""
    return display.table([str(_("what happened"))],
                         [[line] for line in other(name).log_for(ME)[-lines:]])


def _own_hand(name: str) -> display.Html:
    """Player 1's cards at other game ``name``."""
    table = other(name)
    return display.table([str(_("card")), str(_("text"))],
                         [[number, card(number).text] for number in table.state.hands[ME]])


POSITIONS: dict[str, Callable[[], Any]] = {
    **{name: partial(replay, plies) for name, plies in PLIES.items()},
    "hands": lambda: _hands(replay(PLIES["ask"])),
    "game": game,
    # The positions the questions that end the sections are asked on, one a section.
    "five players": partial(_table_seats, "five players"),
    "other hands": lambda: _hands(other("other deal")),
    "two refusals": partial(_log_tail, "two refusals", 2),
    "your cards": partial(_own_hand, "name request"),
    "three players": partial(other, "three players"),
    **{name: partial(replay, plies, None) for name, plies in ASKED_AT.items()},
    "other reveal": partial(other, "other reveal"),
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
    return _numbered(giver(name, subject))


def giver_after_other(name: str, subject: str) -> str:
    """``giver_after`` at other game ``name``."""
    return _numbered(tried(other(name), f"ask {subject}").state.giver)


def _numbered(seat: int | None) -> str:
    return "nobody" if seat is None else str(seat + 1)


def after_failure(name: str) -> str:
    """What Player 1 may do after a request nobody could answer at position ``name``:
    "ask", "pass", "either" or "over" (fleet1715_table/second-request)."""
    return after_failure_of(position(name))


def after_failure_of(table: TableGame) -> str:
    """``after_failure`` at ``table``."""
    if table.to_move != ME:
        return "over"
    kinds = {action.notation().split()[0] for action in table.legal()}
    may_ask, may_pass = "ask" in kinds, "pass" in kinds
    return "either" if may_ask and may_pass else "ask" if may_ask else "pass"


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


def _hand_options(table: TableGame) -> list[Option]:
    return [Option(str(number), _("Card {number}: {text}", number=number,
                                  text=card(number).text))
            for number in table.state.hands[ME]]


def _faces_up_at(name: str, round_number: int) -> int:
    """How many cards lie face up when round ``round_number`` begins in other game
    ``name``, random bots playing every seat from its moment."""
    table = other(name)
    table = played(table.seed, table.variant, table.players,
                   tuple(action.notation() for action in table.actions),
                   dict.fromkeys(range(table.players), "random"))
    while table.outcome is None and table.view(ME)["round"] < round_number:
        table.step_bot()
    return len(table.view(ME)["face_up"])


def _request_options() -> list[Option]:
    return [Option(subject, subject_words(subject)) for subject in CHOICES]


QUESTIONS = [
    Question(
        _("Here is a table for five players. How many mission cards are laid out on it?"),
        Number(0, 8), lambda: len(other("five players").view(ME)["laid_out"]),
        _("With 2 to 4 players only one type of mission card is laid out. And with 5?"),
        _("{answer}: with 5 players both types are laid out, the four ship names and the four "
          "sites, since five players need more than four cards."),
        on="five players"),
    Question(
        _("Another game: Player 1 asks for a card of the San Miguel. Who must hand over a card?"),
        Choice(partial(_players, "nobody")), lambda: giver_after_other("other deal", "san-miguel"),
        _("Player 2, on your left, is asked first. If they have no card that fits, the next player "
          "clockwise who has one must hand it over."),
        _("{answer}: neither Player 2 nor Player 3 holds a card about the San Miguel, so the "
          "request goes on clockwise to the first player who holds one."),
        wrong={"2": _("Player 2 is asked first, but look at their cards: is there one about the "
                      "San Miguel?")},
        on="other hands"),
    Question(
        _("You asked for a card of 20 ft, and nobody had one. What may you do now?"),
        Choice(AFTER_FAILURE), partial(after_failure, "second"),
        _("After a request nobody could answer, the rules give you a choice."),
        _("{answer}: you may make a second request, or end your turn without one.")),
    Question(
        _("Another game: you asked for two cards, and nobody had either. What may you do now?"),
        Choice(AFTER_FAILURE), lambda: after_failure_of(other("two refusals")),
        _("How many requests may one turn make?"),
        _("{answer}: a turn makes two requests at most; after a second request nobody could "
          "answer, the turn passes to the next player."),
        on="two refusals"),
    Question(
        _("Another game: Player 4 asks for a card about a ship name, and you sit on their left. "
          "Which of your cards may you give?"),
        Choice(lambda: _hand_options(other("name request"))),
        lambda: AnyOf(action.notation().split()[1] for action in other("name request").legal()),
        _("A card fits when it speaks of a ship name: the San Miguel, the N. Sn. de la Regla, the "
          "N. Sn. del Carmen or the Concepción."),
        _("Either will do ({answer}): both name a ship, and the giver chooses which one to hand "
          "over, not the player who asked."),
        wrong={"22": _("The Almiranta and the Capitana are ship types, not ship names.")},
        on="your cards"),
    Question(
        _("This table for three players deals scenario B. How many cards lie face up when round "
          "5 begins?"),
        Number(0, 16), lambda: _faces_up_at("three players", 5),
        _("One card a round, while the draw pile lasts: how many cards did it hold at the start?"),
        _("{answer}: the draw pile held one card; once it is empty, the end of a round turns "
          "nothing face up."),
        on="three players"),
    Question(
        _("Round 3 of the same game: it is your turn, with the Concepción to find. Which request "
          "can tell you most about your mission?"),
        Choice(_request_options, buttons_up_to=6), partial(best_requests, "round 3"),
        _("Which card you have not seen could settle a line of your slip, and which request "
          "brings that card and no other?"),
        _("{answer}: of the cards you could get, the one it brings settles the most about your "
          "mission, and no other card fits it."),
        wrong={"concepcion": _("You have seen every card about the Concepción already: nobody "
                               "can hand you a new one.")},
        on="round 3"),
    Question(
        _("You have handed in your slip. Player 4 asks for a card of the N. Sn. del Carmen. Who "
          "must hand over a card?"),
        Choice(partial(_players, "nobody")), partial(giver_after, "carmen request", "carmen"),
        _("A passive player takes no more turns, but is still asked."),
        _("{answer}: you sit on Player 4's left and hold a card about the N. Sn. del Carmen: a "
          "passive player still hands over a fitting card when asked."),
        on="carmen request"),
    Question(
        _("Another game: every slip is revealed. Who wins?"),
        Choice(partial(_players, "nobody")), partial(winner, "other reveal"),
        _("Is every slip correct? The first correct slip handed in wins."),
        _("{answer}: the first two slips handed in are wrong, so the first correct one, the "
          "third handed in, wins."),
        on="other reveal"),
]


#: The reveal boards hold back their status line, which names the winner: the section's until
#: question 9 (asked on another game) is answered, the other game's too.
HOLDS = {"reveal": {"status": 9}, "other reveal": {"status": 9}}

LESSON = Lesson("fleet1715-table", _("Fleet 1715: the table game"),
                "fleet-1715/04-table-game.ipynb", QUESTIONS, POSITIONS, holds=HOLDS)

position, question, board = LESSON.position, LESSON.question, LESSON.board
