"""The steps of grid-only case analysis, in words: *forcing chain* (``chains``), and the
case splits *either way* and *either-or chain* (``splits``).

Each step's sentence walks the one-rule grid moves its own rules and facts make from
each supposition (``premises.propagate``). Each function takes a step's candidate, its
new facts and the earlier facts it uses, and returns its technique and its sentence,
read in the language of the moment when shown.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.i18n import Catalog, Text
from ..world.data import label
from ..world.grammar import Sentence, agreeing, joined, np_, sentence
from ..world.grid import CELLS, LINES, TRIANGLES
from ..world.nouns import CATEGORY, THE
from .deductions import Candidate
from .grid_rule_words import partner
from .premises import RULE_CELLS, propagate
from .steps import Fact, facts_text

_ = Catalog("fleet1715")

#: An either way step, agreeing with the gender of the line's category.
_EITHER_WAY = (
    np_("masculine", "{element} goes with {options} (no other {category} is left for it). "
                     "Either way {mark}: {ways}. So {mark}",
        "{element} goes with {options} (no other {category} is left for it). "
        "Either way {mark}: {ways}. So {mark}"),
    np_("feminine", "{element} goes with {options} (no other {category} is left for it). "
                    "Either way {mark}: {ways}. So {mark}",
        "{element} goes with {options} (no other {category} is left for it). "
        "Either way {mark}: {ways}. So {mark}"))


def forcing_chain_words(found: Candidate, new: tuple[Fact, ...],
                        facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """A cell supposed the other way, and the grid rules' moves until one breaks."""
    (right,) = new
    wrong = Fact(right.cell, not right.value)
    allowed = {index if kind == "line" else index + len(LINES) for kind, index in found.rules}
    marks: list[bool | None] = [None] * CELLS
    for fact in facts:
        marks[fact.cell] = fact.value
    _broken, val, why = propagate(marks, ((wrong.cell, wrong.value),), allowed)
    moves = [Fact(c, bool(v)) for c, v in enumerate(val)
             if why[c] >= 0 and v is not None]
    if moves:
        chain = _("if {wrong}, the grid rules would give {moves}, and then a line or a "
                  "triangle breaks. So {right}", wrong=wrong.words, moves=facts_text(moves),
                  right=right.words)
    else:
        chain = _("if {wrong}, a grid rule breaks at once. So {right}", wrong=wrong.words,
                  right=right.words)
    if facts:
        chain = _("since {facts}: {chain}", facts=facts_text(facts), chain=chain)
    return "forcing chain", sentence(chain)


def either_way_words(found: Candidate, new: tuple[Fact, ...],
                     facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """Each open cell of a line, supposed yes, leads to the same mark."""
    (mark,) = new
    x, other, cells = LINES[found.source[1]]
    known = {f.cell for f in facts}
    branches = [c for c in cells if c not in known]
    ways = joined([_branch_words(found, facts, Fact(c, True), mark) for c in branches],
                  "branches")
    return "either way", sentence(agreeing(
        _EITHER_WAY, "element", "category", element=THE[x],
        options=joined([label(partner(x, c)) for c in branches], "or"),
        category=CATEGORY[other], mark=mark.words, ways=ways))


def either_or_words(found: Candidate, new: tuple[Fact, ...],
                    facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    """Exactly one of two cells yes, joined by a triangle to a third: that one is no."""
    (mark,) = new
    _kind, ti, p, q = found.source
    one, two = Fact(p, True), Fact(q, True)
    ways = joined([_branch_words(found, facts, Fact(p, value), Fact(q, not value))
                   for value in (True, False)], "branches")
    return "either-or chain", sentence(_(
        "exactly one of these holds: {one}, or {two} ({ways}). So {mark}: "
        "otherwise {elements} would have exactly two of their three cells yes",
        one=one.words, two=two.words, ways=ways, mark=mark.words,
        elements=joined([THE[e] for e in TRIANGLES[ti][0]])))


def _grid_moves(found: Candidate, facts: tuple[Fact, ...],
                starts: Sequence[tuple[int, bool]], target: int | None = None
                ) -> tuple[list[Fact], list]:
    """What the step's own rules and facts give from the suppositions ``starts``: the
    moves that lead to cell ``target`` (or to the broken rule), and the values."""
    allowed = {index if kind == "line" else index + len(LINES) for kind, index in found.rules}
    marks: list[bool | None] = [None] * CELLS
    for fact in facts:
        marks[fact.cell] = fact.value
    broken, val, why = propagate(marks, starts, allowed)
    if broken >= 0:
        needed: list[int] = list(RULE_CELLS[broken])
    elif target is not None and val[target] is not None:
        needed = [target]
    else:
        needed = [c for c in range(CELLS) if why[c] >= 0]
    seen: set[int] = set()
    while needed:
        c = needed.pop()
        if c not in seen and why[c] >= 0:
            seen.add(c)
            needed += RULE_CELLS[why[c]]
    return [Fact(c, bool(val[c])) for c in sorted(seen)], val


def _branch_words(found: Candidate, facts: tuple[Fact, ...], start: Fact,
                  mark: Fact) -> Text:
    """How one branch of a split reaches ``mark``: directly, or by refuting its opposite."""
    moves, val = _grid_moves(found, facts, ((start.cell, start.value),), mark.cell)
    if val[mark.cell] == mark.value:
        on_the_way = [move for move in moves if move.cell != mark.cell]
        if not on_the_way:
            return _("if {start}, the grid rules give at once that {mark}", start=start.words,
                     mark=mark.words)
        return _("if {start}, the grid rules give {moves}, and so {mark}", start=start.words,
                 moves=facts_text(on_the_way), mark=mark.words)
    moves, _val = _grid_moves(found, facts, ((start.cell, start.value),
                                             (mark.cell, not mark.value)))
    opposite = Fact(mark.cell, not mark.value)
    if moves:
        return _("if {start} and {opposite}, the grid rules give {moves} and then break",
                 start=start.words, opposite=opposite.words, moves=facts_text(moves))
    return _("if {start} and {opposite}, the grid rules break at once", start=start.words,
             opposite=opposite.words)
