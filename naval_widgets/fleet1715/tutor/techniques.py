"""The techniques an explanation step can use, and how hard each is (HoDoKu style).

A rater scores each step by its technique; reading a clue together with
earlier marks is harder than reading it alone: each fact combined adds
``COMBINE``.
"""

from __future__ import annotations

from ...core.i18n import Catalog, Text

_ = Catalog("fleet1715")

#: The technique that reads each kind of clue.
CLUE_TECHNIQUES = {"pairing": "pairing", "negation": "negation", "area": "area",
                   "next-to": "next to", "depth": "depth limit", "deeper": "deeper than"}
#: The technique that reads one clue together with one grid rule.
CLUE_AND_GRID = "clue and grid together"

#: The score of one step of each technique: grid basics cheap, combinations dear,
#: guessing dearest. Listed easiest first; techniques of equal score in the order a
#: teacher brings them in (``RANK``).
SCORES = {
    "one to one": 1,
    "transfer across grids": 1,
    "only place left": 2,
    "negation": 4,
    "pairing": 4,
    "area": 6,
    "depth limit": 6,
    "next to": 8,
    "deeper than": 8,
    "nothing in common": 24,
    "pair": 28,
    "no room together": 32,
    "forcing chain": 40,
    "either way": 42,
    "either-or chain": 44,
    CLUE_AND_GRID: 45,
    "two clues together": 50,
    "contradiction": 150,
    "nested contradiction": 250,
    "trial and error": 400,
}
COMBINE = 3
#: Each technique's place in ``SCORES``, easiest first: the tutor's order among steps of
#: equal cost (a negation before a pairing, a pairing before an area ...).
RANK = {technique: place for place, technique in enumerate(SCORES)}

#: What each technique does, for people, in the language of the moment when read.
MEANING_TEXTS: dict[str, Text] = {
    "one to one": _("a yes rules out every other cell of its line"),
    "transfer across grids": _("two cells joining three elements decide the third"),
    "only place left": _("a line with three noes has its yes in the fourth cell"),
    "pairing": _("a clue says two elements belong to one wreck"),
    "negation": _("a clue says two elements belong to different wrecks"),
    "area": _("a clue puts an element in the northern or the southern area"),
    "depth limit": _("a clue says a wreck lies deeper or shallower than so many feet"),
    "next to": _("a clue puts two wrecks at the two sites of one area"),
    "deeper than": _("a clue says one wreck lies deeper than another"),
    "nothing in common": _("two elements with no element of a third category in common are apart"),
    "pair": _("two lines of a subgrid sharing the same two open cells take both"),
    "no room together": _("two elements would need two others that do not go together"),
    "forcing chain": _("supposing a cell the other way, the grid rules alone break down "
                       "within a few moves"),
    "either way": _("each open cell of a line, supposed yes, leads by the grid rules to the "
                    "same mark"),
    "either-or chain": _("exactly one of two cells is yes (the grid rules, from either value "
                         "of the first), so the third cell of their triangle is no"),
    CLUE_AND_GRID: _("a clue read together with one line or triangle of the grid"),
    "two clues together": _("two clues read as one"),
    "contradiction": _("supposing the opposite leads to an impossibility"),
    "nested contradiction": _("supposing the opposite leads to an impossibility, with a "
                              "further supposition refuted on the way"),
    "trial and error": _("supposing the opposite, no arrangement left fits all the clues"),
}
#: The same in English, the source language (the lessons' tables).
MEANINGS = {technique: text.render("en") for technique, text in MEANING_TEXTS.items()}

#: Each technique's name as a student reads it, in the language of the moment.
NAMES: dict[str, Text] = {
    "one to one": _("one to one"),
    "transfer across grids": _("transfer across grids"),
    "only place left": _("only place left"),
    "negation": _("negation"),
    "pairing": _("pairing"),
    "area": _("area"),
    "depth limit": _("depth limit"),
    "next to": _("next to"),
    "deeper than": _("deeper than"),
    "nothing in common": _("nothing in common"),
    "pair": _("pair"),
    "no room together": _("no room together"),
    "forcing chain": _("forcing chain"),
    "either way": _("either way"),
    "either-or chain": _("either-or chain"),
    CLUE_AND_GRID: _("clue and grid together"),
    "two clues together": _("two clues together"),
    "contradiction": _("contradiction"),
    "nested contradiction": _("nested contradiction"),
    "trial and error": _("trial and error"),
}


def step_score(technique: str, clue_facts: int) -> int:
    """A step's score: its technique's, plus ``COMBINE`` per earlier fact a clue step combines."""
    return SCORES[technique] + COMBINE * clue_facts
