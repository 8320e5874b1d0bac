"""Every option of every choice question gets the verdict the rule gives it (issue "Lessons
that check learning", item 1: a right answer marked wrong).

Each choice question of each lesson has an entry below: the set of its options the rule
makes right, stated apart from the lesson's own answer function. Where the rule can be read
off the position the student sees (a seat's view), the entry computes it from that view;
otherwise it is written out, with the rule in a comment. Each option is then checked as a
student would click it: right exactly when the rule says so. A new choice question without
an entry fails ``test_every_choice_question_has_a_stated_rule``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from naval_widgets.lessons import Choice, lessons
from naval_widgets.lessons import nautic_miles as nautic
from naval_widgets.nautic_miles.cards import PAIR_STRENGTH, STRENGTH

LESSONS = lessons()


def _battle_answers(lesson: Any) -> set[str]:
    """nautic_miles/battle-answer: any warship of the attack's strength or more, whoever
    holds it; two submarines together count 6."""
    standing = nautic.convoy(lesson.position("battle"), 1, 1)["battle"]["standing"]
    strengths = {**STRENGTH, "submarines": PAIR_STRENGTH}
    return {card for card, strength in strengths.items() if strength >= standing}


def _held(position: str, card: str) -> Callable[[Any], set[str]]:
    """The one card that answers the attack (hit aircraft, minesweeper), if held."""
    return lambda lesson: {card} & set(nautic.hand(lesson.position(position)))


def _radar_ends(lesson: Any) -> set[str]:
    """nautic_miles/radar-ends: the convoys at either end of Player 2's line."""
    count = len(lesson.position("radar").view(nautic.ME)["sides"][1]["convoys"])
    return {"2.1", f"2.{count}"}


def _tied(lesson: Any) -> set[str]:
    """nautic_miles/battle-tie: the convoys whose battle stands tied, as the board shows."""
    view = lesson.position("layout").view(nautic.ME)
    return {f"{side['line']}.{slot}" for side in view["sides"]
            for slot, convoy in enumerate(side["convoys"], start=1)
            if convoy["battle"] and convoy["battle"]["leader"] == "tie"}


NAUTIC = {5: _battle_answers, 7: _held("aircraft", "hit-aircraft"),
          8: _held("mine", "minesweeper"), 9: _radar_ends}
#: ``{lesson: {question: right options, or a function of the lesson computing them}}``.
RULES: dict[str, dict[int, set[str] | Callable[[Any], set[str]]]] = {
    "battleship": {
        1: {"5/12"},  # five ships among the twelve face-down cards
        5: {"red4"},  # the carrier (5) has 2 hits: only a card of 3 pegs or more sinks it
    },
    "fleet1715-rules": {
        1: {"ft-pierce"},  # next to each other: the two sites of St. Lucie's area
        5: {"20ft+22ft"},  # deeper than 16 ft: 20 and 22 ft, not 16 ft itself
        7: {"face down"},  # the score counts the cards never drawn
        8: {"lost"},  # a wrong grid handed in loses
        9: {"39"},  # only card 39 speaks of depth
    },
    "fleet1715-deductions": {
        1: {"yes"},  # a line of four holds exactly one yes
        3: {"st-lucie+ft-pierce"},  # the northern area is Sebastian Inlet and Pelican Island
        4: {"pelican"},  # Sebastian Inlet's area partner
        5: {"no"},  # a pair only rules out the other lines
        6: {"opposite"},  # a contradiction proves the opposite
        7: {"15ft"},  # the only depth shallower than 16 ft
        8: {"4"},  # the one clue naming gold coins and the San Miguel together
        9: {"3"},  # hint 3 says the whole deduction
    },
    "fleet1715-scenarios": {
        1: {"H"}, 2: {"K"}, 3: {"pair"},  # read from the ratings the notebook prints
    },
    "fleet1715-table": {
        2: {"3"},  # the first player clockwise from the asker's left holding such a card
        3: {"either"},  # after an unanswered request: ask once more or end the turn
        5: {"22", "42"},  # both cards that name the Almiranta
        7: {"nao", "regla"},  # a request only the missing ship-type card answers
        9: {"3"},  # the first correct slip wins; a guessed depth is not correct
    },
    "nautic_miles": {**NAUTIC, 12: _tied},
    "nautic_miles_ja": {**NAUTIC, 13: {"sails"}},  # no tie: an equal warship answers
    "nautic_miles_scoring": {
        3: {"capture"},  # a capture is worth its arrival value, doubled once detected
        6: {"round"},  # top scorer, and an arrived convoy carried more than 600 miles
        8: {"random"},  # read from the simulated rounds the notebook prints
    },
    "nautilus": {
        2: {"science"},  # the only domain the leader keeps whatever comes
        4: {"1", "kraken"},  # the 1 beats the 14, the Kraken (15) beats every diver
        6: {"1.1"},  # a 6 or 9 moves a diver straight across to a free place
        8: {"1.2"},  # the 8 moves a diver not placed with the Anchor
        9: {"14"},  # the only diver above their highest, the 13
        12: {"1"},  # the Fishbone is worth 0 against your 10
    },
}
CASES = [(name, number) for name, lesson in LESSONS.items()
         for number, question in enumerate(lesson.questions, start=1)
         if isinstance(question.kind, Choice)]


def test_every_choice_question_has_a_stated_rule():
    """Item 1 of the issue: every choice question is checked below, and no entry is stale."""
    assert sorted(CASES) == sorted((name, number) for name, numbers in RULES.items()
                                   for number in numbers)


@pytest.mark.parametrize(("name", "number"), CASES, ids=[f"{n} {q}" for n, q in CASES])
def test_each_option_gets_the_rules_verdict(name, number):
    """Item 1 of the issue: an option is accepted exactly when the rule makes it right."""
    lesson = LESSONS[name]
    stated = RULES[name][number]
    right = stated(lesson) if callable(stated) else stated
    options = lesson.questions[number - 1].kind.all()
    assert right <= {option.value for option in options}, "the rule names no option"
    verdicts = {option.value: lesson.check(number, option.value).right for option in options}
    assert verdicts == {option.value: option.value in right for option in options}
