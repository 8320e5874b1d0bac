"""The first Nautic Miles lesson (``notebooks/nautic-miles/01-learn-to-play.ipynb``, and
its Japanese notebook ``01-learn-to-play.ja.ipynb``): its positions and questions, every
answer computed by the engine. Both notebooks play the English rulebook (``variant="en"``):
several positions cannot be reached under the Japanese rules (five-card hands, warships
only after the alert's full round).

>>> from naval_widgets.lessons import nautic_miles as lesson
>>> lesson.position("battle").to_move
0
"""

from __future__ import annotations

from collections.abc import Callable

from ..core.i18n import Catalog
from ..nautic_miles import Table
from ..nautic_miles.cards import NAMES, STRENGTH, TONS
from ..nautic_miles.scoring import convoy_points
from .lesson import Lesson
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .referee import legal, show_try

_ = Catalog("lessons")

ME, THEM = 0, 1


def replay(seed: int, moves: list[str]) -> Table:
    """A two-player table where both players played ``moves``; from there the admiral bot
    plays Player 2."""
    table = Table(seed=seed, players=2, bots={THEM: "admiral"}, length="round")
    for move in moves:
        table.play(move, respond=False)
    return table


def convoy(table: Table, line: int, slot: int) -> dict:
    """Convoy ``slot`` of line ``line`` (both counted from 1) as Player 1 sees it."""
    return table.view(ME)["sides"][line - 1]["convoys"][slot - 1]


def hand(table: Table) -> list[str]:
    """Player 1's hand."""
    return table.view(ME)["hand"]


# -- the positions ---------------------------------------------------------------------
POSITIONS: dict[str, Callable[[], Table]] = {
    # Article 4: your two convoys in a line, a third convoy card in your hand.
    "line": lambda: replay(18, ["c5000 at 1", "c20000 at 1", "c10000 at 1", "discard m600"]),
    # Article 5: miles cards on both lines; you hold 600 and 1,000 miles.
    "miles": lambda: replay(4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "m400 2.1",
                                "m600 1.1", "discard c2500"]),
    # Article 5: Player 2 sent a storm onto your convoy; you hold long miles cards.
    "storm": lambda: replay(14, ["c2500 at 1", "c2500 at 1", "m200 1.1", "storm 1.1"]),
    # Article 6: an alert on your convoy, then Player 2's frigate attacks it.
    "battle": lambda: replay(83, ["c2500 at 1", "c20000 at 1", "discard c2500", "alert 1.1",
                                  "discard m200", "frigate 1.1"]),
    # Article 7: a first aircraft beside your convoy.
    "aircraft": lambda: replay(16, ["c5000 at 1", "c2500 at 1", "m1000 1.1", "aircraft 1.1"]),
    # Article 8: a mine beside your convoy.
    "mine": lambda: replay(155, ["c5000 at 1", "c2500 at 1", "m400 1.1", "mine 1.1"]),
    # Article 10: Player 2 sails three convoys; you hold a radar.
    "radar": lambda: replay(27, ["c5000 at 1", "c5000 at 1", "discard m200", "c5000 at 1",
                                 "discard m200", "c10000 at 1"]),
    # Article 10: an alert on your convoy; you hold the neutral flag.
    "neutral": lambda: replay(4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "alert 1.1"]),
    # A whole round against the admiral bot.
    "game": lambda: Table(seed=5, players=2, bots={THEM: "admiral"}, length="round"),
}


def position(name: str) -> Table:
    """The lesson's position ``name``, built afresh (see ``POSITIONS``)."""
    return LESSON.position(name)


def question(number: int):  # -> QuestionWidget
    """The control asking question ``number`` of this lesson."""
    return LESSON.question(number)


# -- the questions -------------------------------------------------------------------------
def _convoy_places() -> int:
    table = position("line")
    card = next(card for card in hand(table) if card in TONS)
    return sum(move.startswith(f"{card} at ") for move in _notations(table))


def _notations(table: Table) -> list[str]:
    return [action.notation() for action in table.legal()]


def _target_options() -> list[Option]:
    return [Option(f"{line}.{slot}", _("convoy {line}.{slot}", line=line, slot=slot))
            for line, slot in ((2, 1), (2, 2), (2, 3))]


def _radar_targets() -> AnyOf:
    table = position("radar")
    return AnyOf(target for target in ("2.1", "2.2", "2.3") if legal(table, f"radar {target}"))


def _warship_options() -> list[Option]:
    return [Option(card, NAMES[card]) for card in STRENGTH]


def _answers_to_battle() -> AnyOf:
    table = position("battle")
    return AnyOf(card for card in STRENGTH if legal(table, f"{card} 1.1"))


def _save_options(name: str) -> Callable[[], list[Option]]:
    def options() -> list[Option]:
        return [Option(card, NAMES[card]) for card in dict.fromkeys(hand(position(name)))]
    return options


def _saves(name: str) -> AnyOf:
    table = position(name)
    return AnyOf(card for card in dict.fromkeys(hand(table))
                 if card in ("hit-aircraft", "minesweeper", "end-of-alert")
                 and legal(table, f"{card} 1.1"))


QUESTIONS = [
    Question(
        _("Your line holds two convoys. At how many places may your new convoy card go?"),
        Number(0, 5),
        _convoy_places,
        hint=_("A new convoy goes at either end of the line or between two convoys."),
        explanation=_("{answer}: at the port end, between your two convoys, or at the far "
                      "end. The convoys already sailing never move.")),
    Question(
        _("How many miles has your convoy 1.1 sailed?"),
        Number(0, 4000),
        lambda: convoy(position("miles"), 1, 1)["distance"],
        hint=_("Add up the miles cards beside it."),
        explanation=_("{answer}: the miles cards add up; at 4,000 or more the convoy is in "
                      "port.")),
    Question(
        _("True or false: you may put a miles card on Player 2's convoy 2.1."),
        TrueFalse(),
        lambda: any(move.startswith("m") and move.endswith(" 2.1")
                    for move in _notations(position("miles"))),
        hint=_("Whose convoys do your miles cards move?"),
        explanation=_("{answer}: miles cards go only on your own convoys.")),
    Question(
        _("Your convoy is in a storm. True or false: you may play a 1,000 miles card on it."),
        TrueFalse(),
        lambda: legal(position("storm"), "m1000 1.1"),
        hint=_("How far may a convoy in a storm advance with one card?"),
        explanation=_("{answer}: in a storm a convoy advances by no more than 600 miles a "
                      "card, until a calm sea ends the storm.")),
    Question(
        _("Player 2's frigate (strength 2) attacks your convoy. Which warships could answer "
          "it?"),
        Choice(_warship_options),
        _answers_to_battle,
        hint=_("The answer must be of equal or greater strength: count the silhouettes."),
        explanation=_("{answer}: a warship of equal or greater strength; here you hold a "
                      "destroyer (3), your submarine (1) is too weak."),
        wrong={"submarine": _("A submarine has 1 silhouette: too weak against a frigate.")}),
    Question(
        _("If nobody answers the frigate, in how many turns does it win the battle?"),
        Number(0, 4),
        lambda: convoy(position("battle"), 1, 1)["battle"]["countdown"],
        hint=_("It wins when play comes back round to the player who placed it."),
        explanation=_("{answer}: the frigate wins as Player 2's next turn starts, so you must "
                      "answer on this turn. The board shows the countdown.")),
    Question(
        _("An aircraft stands beside your convoy. Which card of your hand stops the air "
          "attack?"),
        Choice(_save_options("aircraft")),
        lambda: _saves("aircraft"),
        hint=_("Which card shoots an aircraft down?"),
        explanation=_("{answer}: both cards go to the discard pile, and the second aircraft "
                      "can no longer come.")),
    Question(
        _("A mine lies beside your convoy. Which card of your hand saves it?"),
        Choice(_save_options("mine")),
        lambda: _saves("mine"),
        hint=_("A mine explodes after one full turn unless it is swept."),
        explanation=_("{answer}: the minesweeper defuses the mine; both go to the discard "
                      "pile.")),
    Question(
        _("Player 2 sails three convoys. Which of them may your radar detect?"),
        Choice(_target_options),
        _radar_targets,
        hint=_("A radar reaches only the convoy at either end of a line."),
        explanation=_("{answer}: the convoys at the ends of the line, never the one in the "
                      "middle.")),
    Question(
        _("True or false: you may hoist your neutral flag on your convoy under alert."),
        TrueFalse(),
        lambda: legal(position("neutral"), "neutral 1.1"),
        hint=_("The flag goes only on a convoy not under attack."),
        explanation=_("{answer}: first clear the alert (an end of alert), then hoist the "
                      "flag.")),
    Question(
        _("At the end of a round, you have a convoy in port. Your 10,000-ton convoy, "
          "detected by radar, has sailed 2,400 miles. How many points does it score?"),
        Number(0, 40),
        lambda: convoy_points("c10000", 2400, True) // 2,
        hint=_("Read the 2,200-3,000 row of the table, then remember what a radar does."),
        explanation=_("{answer}: 6 points at that distance, doubled because it was "
                      "detected.")),
]

LESSON = Lesson("nautic_miles", _("Nautic Miles: learn to play"),
                "nautic-miles/01-learn-to-play.ipynb", QUESTIONS, POSITIONS,
                translated={"ja": "nautic-miles/01-learn-to-play.ja.ipynb"})


def try_move(name: str, move: str) -> None:
    """Ask the referee about ``move`` (e.g. ``"m1000 1.1"``) at position ``name``, on a
    copy: print what would happen, or why the rules refuse it."""
    show_try(position(name), move, ME)
