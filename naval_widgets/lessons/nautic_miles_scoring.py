"""The second Nautic Miles lesson (``notebooks/nautic-miles/02-scoring.ipynb``): the scoring
tables, a round scored line by line, and how many points bots score over simulated rounds.
Every number comes from the engine's scoring (``nautic_miles.scoring``); the lesson plays
the English rulebook.

>>> from naval_widgets.lessons import nautic_miles_scoring as lesson
>>> lesson.position("end").outcome is not None
True
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import Any

from ..core.bots import make_bot, play_match
from ..core.i18n import Catalog
from ..core.words import brief
from ..nautic_miles import GAME, Table
from ..nautic_miles.cards import ARRIVAL, CONVOYS, NAMES, TRAWLER
from ..nautic_miles.checks import player
from ..nautic_miles.scoring import (
    BANDS,
    COLUMNS,
    CONVOY_POINTS,
    as_points,
    band,
    capture_points,
    convoy_points,
    round_points,
    slowness_bonus,
)
from ..nautic_miles.state import EN, ROUND_LENGTH, Arrived, Captured, Convoy, Side
from .charts import Bands, BarChart, Grid, Panel
from .lesson import Lesson, LessonError
from .questions import Choice, Number, Option, Question, TrueFalse

_ = Catalog("lessons")

ME = 0
ADMIRAL, RANDOM = "admiral", "random"
#: The simulated rounds: (players, rounds), each round seeded from SEED on.
SIMULATED = ((2, 100), (4, 100))
SEED = 1
#: The chart's bands: 0, then 10 points at a time up to 100.
SCORE_BANDS = Bands(width=10, top=100)


def finished_round(seed: int) -> Table:
    """A two-player round the admiral bot played on both sides, to its end."""
    table = Table(seed=seed, players=2, bots={0: ADMIRAL, 1: ADMIRAL}, length=ROUND_LENGTH)
    table.run_bots()
    return table


POSITIONS: dict[str, Callable[[], Any]] = {
    # A round ended at 40 points: both players have a convoy in port; Player 1 captured
    # two convoys and wins the round bonus.
    "end": lambda: finished_round(17),
    # The positions the questions that end the sections are asked on: the scoring cases of
    # sections 1, 2 and 4 (a convoy, a side's port and captures), and another round.
    "far convoy": lambda: Convoy("c20000", distance=2600),
    "detected convoy": lambda: Convoy("c2500", distance=1000, radar=True),
    "port and capture": lambda: Side(port=(Arrived("c5000", radar=False, slow=True),),
                                     captures=(Captured("c5000", radar=True),)),
    "two arrivals": lambda: Side(port=(Arrived("c5000", radar=False, slow=True),
                                       Arrived("c5000", radar=False, slow=False))),
    # Section 3: another round to its end; both players have a convoy in port.
    "other end": lambda: finished_round(39),
}


# -- the tables -----------------------------------------------------------------------
def band_label(row: int) -> str:
    """The distances of row ``row`` of the convoy table: "0", "200-1,000"... "4,000+"."""
    lowest = BANDS[row]
    if lowest == ARRIVAL:
        return f"{ARRIVAL:,}+"
    if row == 0:
        return "0"
    return f"{lowest:,}-{BANDS[row + 1] - 200:,}"


def tables() -> Grid:
    """The convoy table (points by tonnage and distance) with the capture row, read from
    the engine."""
    rows: list[list[Any]] = [[band_label(row), *(as_points(CONVOY_POINTS[card][row])
                                                 for card in COLUMNS)]
                             for row in range(len(BANDS))]
    rows.append([_("captured"), *(as_points(capture_points(card, False)) for card in COLUMNS)])
    return Grid([_("miles"), *(NAMES[card] for card in COLUMNS)], rows,
                _("Points of a convoy not detected (a detected one: double)"))


def points(card: str, distance: int, detected: bool = False) -> None:
    """Print what convoy ``card`` (e.g. ``"c20000"``) scores at ``distance`` miles, and
    the row of the table it is read from."""
    if card not in CONVOYS:
        raise LessonError(str(_("A convoy is one of {cards}; {card} is not one.",
                                cards=", ".join(CONVOYS), card=brief(card))))
    if not isinstance(distance, int) or isinstance(distance, bool) or distance < 0:
        raise LessonError(str(_("A distance is a whole number of miles from 0 up; {distance} "
                                "is not one.", distance=brief(distance))))
    if not isinstance(detected, bool):
        raise LessonError(str(_("Detected is True or False; {detected} is neither.",
                                detected=brief(detected))))
    row, miles = band_label(band(distance)), f"{distance:,}"
    print(_("{convoy} at {distance} miles (row {row}): {points} points.",
            convoy=NAMES[card], distance=miles, row=row,
            points=as_points(convoy_points(card, distance, False))))
    if detected:
        print(_("Detected by radar: doubled, {points} points.",
                points=as_points(convoy_points(card, distance, True))))


# -- a round scored line by line ----------------------------------------------------------
def _sides(name: str) -> tuple[Table, tuple[Side, ...]]:
    table = position(name)
    return table, table.state.sides


def _own_points(name: str) -> int:
    """Player 1's convoy and capture points at position ``name`` (half points)."""
    state = position(name).state
    return round_points(state.sides[ME], state.variant)


def bonus_points(name: str, side: int) -> int:
    """The bonuses ``side`` got at the end of the round at position ``name`` (half
    points): its round score less its convoy and capture points."""
    table, sides = _sides(name)
    return table.state.rounds[-1].points[side] - round_points(sides[side], table.state.variant)


def breakdown(name: str = "end") -> None:
    """Print how each player's round at position ``name`` scores: every convoy at sea, in
    port and captured, then the bonuses."""
    table, sides = _sides(name)
    state = table.state
    for number, side in enumerate(sides):
        print(_("{player}:", player=player(number)))
        for convoy in side.line:
            miles = f"{convoy.distance:,}"
            _line(_("at sea, {distance} miles", distance=miles), convoy.card, convoy.radar,
                  convoy_points(convoy.card, convoy.distance, convoy.radar, state.variant))
        for arrived in side.port:
            _line(_("in port"), arrived.card, arrived.radar,
                  convoy_points(arrived.card, ARRIVAL, arrived.radar, state.variant))
        for captured in side.captures:
            _line(_("captured"), captured.card, captured.radar,
                  capture_points(captured.card, captured.radar))
        own = round_points(side, state.variant)
        print("  " + str(_("Convoys and captures: {points}", points=as_points(own))))
        slow = slowness_bonus(side, state.variant)
        print("  " + str(_("Round bonus: {points}; slowness bonus: {slow}",
                           points=as_points(bonus_points(name, number) - slow),
                           slow=as_points(slow))))
        print("  " + str(_("Round score: {points}",
                           points=as_points(state.rounds[-1].points[number]))))


def _line(where: Any, card: str, detected: bool, half_points: int) -> None:
    radar = " " + str(_("(detected)")) if detected else ""
    print(f"  {NAMES[card]}, {where}{radar}: {as_points(half_points)}")


# -- scores over simulated rounds ---------------------------------------------------------
@cache
def round_scores(players: int, rounds: int, seed: int = SEED) -> dict[str, tuple[int, ...]]:
    """Whole points (rounded down) scored in ``rounds`` seeded one-round games by one
    admiral bot against ``players - 1`` random bots, by bot; the admiral changes seat each
    round, so it does not always start."""
    setup = GAME.setup(players=players, length=ROUND_LENGTH)
    scores: dict[str, list[int]] = {ADMIRAL: [], RANDOM: []}
    for number in range(rounds):
        admiral = number % players
        bots = [make_bot(GAME, ADMIRAL if seat == admiral else RANDOM)
                for seat in range(players)]
        outcome = play_match(GAME, bots, seed=seed + number, setup=setup).outcome
        for seat, scored in enumerate(outcome.scores):
            scores[ADMIRAL if seat == admiral else RANDOM].append(scored)
    return {name: tuple(values) for name, values in scores.items()}


def score_chart() -> BarChart:
    """How many rounds ended with each band of points, for the admiral and the random
    bots, with two and four players (a table where matplotlib is missing)."""
    panels = [Panel(_("{rounds} rounds, 2 players: the admiral against a random bot",
                      rounds=rounds) if players == 2 else
                    _("{rounds} rounds, {players} players: the admiral against {others} "
                      "random bots", rounds=rounds, players=players, others=players - 1),
                    {GAME.bot_label(name): values
                     for name, values in round_scores(players, rounds).items()})
              for players, rounds in SIMULATED]
    return BarChart(panels, SCORE_BANDS, _("points in a round"), _("how often"))


def _more_zero_rounds() -> str:
    players, rounds = SIMULATED[-1]
    scores = round_scores(players, rounds)
    share = {name: values.count(0) / len(values) for name, values in scores.items()}
    return max(share, key=share.get)


# -- the questions -------------------------------------------------------------------------
def _case_points(name: str) -> int:
    """Whole points of the convoy of case ``name``, at sea."""
    case = position(name)
    return convoy_points(case.card, case.distance, case.radar) // 2


def _slow_port(name: str) -> int:
    """The slowness bonus (whole points) of the side of case ``name``."""
    return slowness_bonus(position(name), EN) // 2


def _bonus_answer(name: str) -> str:
    slow = slowness_bonus(position(name).state.sides[ME], EN)
    round_bonus = bonus_points(name, ME) - slow
    return {(False, False): "none", (True, False): "round", (False, True): "slowness",
            (True, True): "both"}[(round_bonus > 0, slow > 0)]


def _richer(name: str) -> str:
    side = position(name)
    (arrived,), (captured,) = side.port, side.captures
    in_port = convoy_points(arrived.card, ARRIVAL, arrived.radar)
    taken = capture_points(captured.card, captured.radar)
    return "port" if in_port > taken else "capture" if taken > in_port else "same"


BONUSES = [Option("none", _("none")), Option("round", _("the round bonus, +10")),
           Option("slowness", _("the slowness bonus, +7")), Option("both", _("both"))]

QUESTIONS = [
    Question(
        _("A 20,000-ton convoy has sailed 2,600 miles; nobody detected it. How many points does it "
          "score?"),
        Number(0, 50), lambda: _case_points("far convoy"),
        _("Find the row of 2,600 miles, then the 20,000-ton column."),
        _("{answer}: the 2,200-3,000 row. A band's figure is the convoy's whole value at that "
          "distance."),
        on="far convoy"),
    Question(
        _("A 2,500-ton convoy, detected by radar, has sailed 1,000 miles. How many points does it "
          "score?"),
        Number(0, 50), lambda: _case_points("detected convoy"),
        _("1,000 miles is still in the 200-1,000 row; a radar doubles the value."),
        _("{answer}: half a point at that distance, doubled by the radar."),
        on="detected convoy"),
    Question(
        _("True or false: the trawler scores points when it is detected and then captured."),
        TrueFalse(), lambda: capture_points(TRAWLER, True) > 0,
        _("The trawler is a false convoy: how many tons does it carry?"),
        _("{answer}: the trawler scores nothing, sailing, in port, detected or captured; it is "
          "there to draw the others' attacks.")),
    Question(
        _("Which is worth more: your 5,000-ton convoy in port, or a 5,000-ton convoy you captured "
          "after a radar had detected it?"),
        Choice([Option("port", _("the convoy in port")),
                Option("capture", _("the captured convoy")),
                Option("same", _("both the same"))]),
        lambda: _richer("port and capture"),
        _("A capture is worth the convoy's arrival value; what does a radar do to it?"),
        _("{answer}: 5 points in port; a capture is worth 5 too, doubled to 10 because the convoy "
          "had been detected."),
        on="port and capture"),
    Question(
        _("The round on the board is over. How many points did Player 1's convoys and captures "
          "bring, before the bonuses?"),
        Number(0, 200), lambda: _own_points("end") // 2,
        _("Add up every convoy of line 1 by its distance, the convoys in port (the 4,000+ row) and "
          "the captured ones; a detected convoy counts double."),
        _("{answer}: every convoy of a player with a convoy in port scores, in port or at sea, and "
          "so do the captures.")),
    Question(
        _("Another round is over. Which bonus did Player 1 get at the end of it?"),
        Choice(BONUSES), lambda: _bonus_answer("other end"),
        _("The +10 goes to the round's top scorer; the +7 to a player whose arrived convoys never "
          "carried a card above 600 miles."),
        _("{answer}: Player 1 scored the most in the round, and no convoy of theirs that arrived "
          "had carried a miles card above 600."),
        on="other end"),
    Question(
        _("Two of your 5,000-ton convoys arrived: one carried a 1,000 miles card, the other only "
          "cards of 600 miles or less. How many slowness points do you get?"),
        Number(0, 20), lambda: _slow_port("two arrivals"),
        _("In the rulebook, the +7 needs every arrived convoy to be slow."),
        _("{answer}: one of your arrived convoys carried a card above 600 miles, so the rulebook "
          "gives no slowness bonus."),
        on="two arrivals"),
    Question(
        _("In the four-player rounds, which bot ended a round with 0 points more often?"),
        Choice([Option(ADMIRAL, _("the admiral")), Option(RANDOM, _("a random bot"))]),
        _more_zero_rounds,
        _("Only a player with a convoy in port scores: which bot brings convoys home?"),
        _("{answer}: a random bot rarely brings a convoy to port, so it scores nothing in most "
          "rounds, whatever it sailed.")),
]

LESSON = Lesson("nautic_miles_scoring", _("Nautic Miles: scoring"),
                "nautic-miles/02-scoring.ipynb", QUESTIONS, POSITIONS)

position, question = LESSON.position, LESSON.question
