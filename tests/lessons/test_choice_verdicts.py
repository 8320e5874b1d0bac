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

LESSONS = lessons()


def _radar_ends(lesson: Any) -> set[str]:
    """nautic_miles/radar-ends: the convoys at either end of Player 2's line, never one of
    Player 1's."""
    count = len(lesson.position("radar targets").view(nautic.ME)["sides"][1]["convoys"])
    return {"2.1", f"2.{count}"}


def _not_under_attack(lesson: Any) -> set[str]:
    """nautic_miles/neutral: Player 1's convoys with no alert (nor other attack)."""
    convoys = lesson.position("flag").view(nautic.ME)["sides"][0]["convoys"]
    return {f"1.{slot}" for slot, convoy in enumerate(convoys, start=1)
            if not (convoy["alert"] or convoy["battle"] or convoy["aircraft"])}


def _tied(lesson: Any) -> set[str]:
    """nautic_miles/battle-tie: the convoys whose battle stands tied, as the board shows."""
    view = lesson.position("layout").view(nautic.ME)
    return {f"{side['line']}.{slot}" for side in view["sides"]
            for slot, convoy in enumerate(side["convoys"], start=1)
            if convoy["battle"] and convoy["battle"]["leader"] == "tie"}


NAUTIC = {9: _radar_ends, 10: _not_under_attack}
#: ``{lesson: {question: right options, or a function of the lesson computing them}}``.
RULES: dict[str, dict[int, set[str] | Callable[[Any], set[str]]]] = {
    "battleship": {
        1: {"5/9"},  # five ships among the nine cards still face down
        3: {"white B3"},  # a white peg goes on a face-down card only
    },
    "fleet1715-rules": {
        1: {"ft-pierce"},  # next to each other: the two sites of St. Lucie's area
        5: {"15ft+16ft"},  # shallower than 20 ft: 15 and 16 ft, not 20 ft itself
        7: {"lost"},  # a wrong grid handed in loses
        9: {"39"},  # only card 39 speaks of depth
    },
    "fleet1715-deductions": {
        2: {"15ft"},  # the silver at Pelican Island, whose wreck the clues put at 15 ft
        4: {"sebastian+pelican"},  # the southern area leaves out the northern sites
        5: {"ft-pierce"},  # St. Lucie's area partner
        7: {"no"},  # a supposition that breaks a line is false: the cell is ×
        8: {"15ft"},  # the only depth shallower than 16 ft
        9: {"3"},  # hint 3 says the whole deduction
        10: {"4"},  # the one clue naming gold coins and the San Miguel together
    },
    "fleet1715-scenarios": {
        2: {"H"}, 3: {"K"}, 4: {"pair"},  # read from the ratings the notebook prints
    },
    "fleet1715-table": {
        2: {"4"},  # the first player clockwise from the asker's left holding such a card
        3: {"either"},  # after an unanswered request: ask once more or end the turn
        4: {"over"},  # after a second unanswered request the turn is over
        5: {"6", "20"},  # both cards that name a ship's name
        7: {"almiranta"},  # the one request that brings the card settling most
        8: {"1"},  # the asker's left, passive or not, holding a Carmen card
        9: {"4"},  # the first correct slip wins; the first two are wrong
    },
    "nautic_miles": {**NAUTIC, 12: _tied},
    "nautic_miles_ja": {**NAUTIC, 13: {"sails"}},  # no tie: an equal warship answers
    "nautic_miles_scoring": {
        4: {"capture"},  # a capture is worth its arrival value, doubled once detected
        6: {"both"},  # top scorer, and no arrived convoy carried more than 600 miles
        8: {"random"},  # read from the simulated rounds the notebook prints
    },
    "nautilus": {
        2: {"navigation"},  # the only domain the leader keeps whatever comes
        4: {"1", "kraken"},  # the 1 beats the 14, the Kraken (15) beats every diver
        6: {"1.1"},  # a 6 or 9 moves a diver straight across to a free place
        8: {"1.3"},  # the 6 moves neither the anchored 5 nor the 2 facing a taken place
        9: {"14"},  # the only diver above their highest, the 13
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
