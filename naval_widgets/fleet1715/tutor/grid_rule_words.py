"""The steps the grid rules make, in words: *only place left* and *one to one* (a
line), *transfer across grids* (a triangle), *pair* (two lines of a subgrid), *nothing
in common* and *no room together* (elements that cannot share a wreck).

Each function takes a direct step's candidate, its new facts and the earlier facts it
uses, and returns its technique and its sentence, read in the language of the moment
when shown.
"""

from __future__ import annotations

from ...core.i18n import Catalog
from ..world.data import label
from ..world.grammar import Sentence, agreeing, joined, np_, numbered, p_, sentence
from ..world.grid import ENDS, LINES, PAIR, TRIANGLES
from ..world.nouns import CATEGORY, THE
from ..world.phrases import relation
from .deductions import Candidate
from .steps import Fact, Rule, because, facts_text

_ = Catalog("fleet1715")

#: A line's sentences, agreeing with the gender of its category.
_ONLY_ONE = (np_("masculine", "{facts}: but {element} goes with only one {category}",
                 "{facts}: but {element} goes with only one {category}"),
             np_("feminine", "{facts}: but {element} goes with only one {category}",
                 "{facts}: but {element} goes with only one {category}"))
_NONE_LEFT = (p_("masculine", "{facts}: no {category} is left for {element}"),
              p_("feminine", "{facts}: no {category} is left for {element}"))
_ONLY_LEFT = (p_("masculine", "{fact}, the only {category} left"),
              p_("feminine", "{fact}, the only {category} left"))
_CAN_ONLY = numbered("{element} can only go with {options}, and {fact}",
                     "{element} can only go with {options}, and {fact}")


def grid_rule(spec: tuple[str, int]) -> Rule:
    """The grid rule a candidate cites as ``("line", id)`` or ``("triangle", id)``."""
    kind, index = spec
    if kind == "line":
        x, other, _cells = LINES[index]
        return Rule("line", (x,), other)
    return Rule("triangle", TRIANGLES[index][0])


def partner(x: int, c: int) -> int:
    """The other element of cell ``c``, one of whose elements is ``x``."""
    a, b = ENDS[c]
    return b if a == x else a


def line_words(found: Candidate, new: tuple[Fact, ...],
               facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """A line: one yes rules out the rest (*one to one*); the only cell left is yes, or
    none is left (*only place left*)."""
    x, other, _cells = LINES[found.source[1]]
    what = CATEGORY[other]
    if not new:
        partners = [partner(x, f.cell) for f in facts]
        if facts[0].value:
            return "one to one", sentence(agreeing(
                _ONLY_ONE, "element", "category", facts=relation(x, partners, True),
                element=THE[x], category=what))
        return "only place left", sentence(agreeing(
            _NONE_LEFT, gender="category", facts=relation(x, partners, False), element=THE[x],
            category=what))
    if new[0].value:
        gone = [partner(x, f.cell) for f in facts]
        return "only place left", because(relation(x, gone, False), agreeing(
            _ONLY_LEFT, gender="category", fact=relation(x, partner(x, new[0].cell), True),
            category=what))
    yes = partner(x, facts[0].cell)
    return "one to one", because(relation(x, yes, True),
                                 relation(x, [partner(x, f.cell) for f in new], False))


def triangle_words(found: Candidate, new: tuple[Fact, ...],
                   facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """A triangle: two of its cells yes make the third yes (*transfer across grids*)."""
    if not new:
        return "transfer across grids", sentence(_(
            "{facts}, yet {fact}: impossible",
            facts=joined([f.words for f in facts if f.value], "clauses"),
            fact=next(f.words for f in facts if not f.value)))
    return "transfer across grids", because(joined([f.words for f in facts], "clauses"),
                                            new[0].words)


def pair_words(found: Candidate, new: tuple[Fact, ...],
               facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """Two elements that can only go with the same two others, one each (*pair*)."""
    lines = [LINES[index][0] for kind, index in found.rules[:2]]
    spots = [LINES[index][0] for kind, index in found.rules[2:]]
    premise = _("{elements} can only go with {options}, one each",
                elements=joined([THE[x] for x in lines]),
                options=joined([label(y) for y in spots]))
    return "pair", because(premise, facts_text(new))


def apart_words(found: Candidate, new: tuple[Fact, ...],
                facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """Two elements that cannot share a wreck: in one category nothing is left to both
    (*nothing in common*), or in two categories what each needs does not go together
    (*no room together*)."""
    c, kinds, one = found.source[1:]
    x, y = ENDS[c]
    two = y if one == x else x
    known = {cell for cell, _v in found.facts}
    opts = {k: [z for z in range(k * 4, k * 4 + 4) if PAIR[one][z] not in known] for k in kinds}
    if len(kinds) == 1:
        (k,) = kinds
        premise = agreeing(_CAN_ONLY, "element", element=THE[one],
                           options=joined([label(z) for z in opts[k]], "or"),
                           fact=relation(two, opts[k], False))
        return "nothing in common", because(premise, new[0].words)
    need = [[z for z in opts[j] if PAIR[two][z] not in known] for j in kinds]
    premise = _("if {fact}, the wreck would need {first} and {second}, which do not go "
                "together", fact=relation(x, y, True),
                first=joined([label(z) for z in need[0]], "or"),
                second=joined([label(z) for z in need[1]], "or"))
    return "no room together", because(premise, new[0].words)
