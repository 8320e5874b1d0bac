"""English for elements and the relations between them.

>>> relation(element("regla"), element("sloop"), True)
'the N. Sn. de la Regla was a Dutch Sloop'
>>> relation(element("porcelain"), element("22ft"), True)
'the Chinese porcelain was found in 22 ft of water'
>>> sentence(relation(element("san-miguel"), element("gold"), False))
'The San Miguel did not carry gold coins.'
>>> relation(element("nao"), [element("gold"), element("jewelry")], False)
'the Nao did not carry gold coins or jewelry'
>>> relation([element("nao"), element("capitana")], element("silver"), False)
'the Nao and the Capitana did not carry silver'
"""

from __future__ import annotations

from collections.abc import Sequence

from .data import CARGO, DEPTH, LABELS, NAME, SITE, TYPE, category_of, element, name, plural

#: Which of two elements a sentence speaks about first.
_SUBJECT_RANK = {NAME: 0, TYPE: 1, CARGO: 2, SITE: 3, DEPTH: 4}

__all__ = ["article", "element", "lies", "listing", "relation", "sentence"]


def article(e: int) -> str:
    """"a Nao", "an Almiranta"."""
    return f"{'an' if LABELS[e][0] in 'AEIOU' else 'a'} {LABELS[e]}"


def listing(items: Sequence[str], last: str = "and") -> str:
    """"a", "a and b", "a, b and c"."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def lies(e: int) -> str:
    return "lie" if plural(e) else "lies"


def relation(x: int | Sequence[int], y: int | Sequence[int], yes: bool) -> str:
    """"x goes with y" (or not) in words, subject first, without a full stop.

    One side may be a list of elements of one category: the sentence then
    lists them ("the Nao and the Capitana", "gold coins or jewelry").
    """
    xs = [x] if isinstance(x, int) else list(x)
    ys = [y] if isinstance(y, int) else list(y)
    if _SUBJECT_RANK[category_of(ys[0])] < _SUBJECT_RANK[category_of(xs[0])]:
        xs, ys = ys, xs
    many = len(xs) > 1 or plural(xs[0])
    subject = listing([name(e) for e in xs])
    kind, other = category_of(xs[0]), category_of(ys[0])
    join = "and" if yes else "or"
    if other == TYPE:
        return f"{subject} {_be(many, yes)} {listing([article(e) for e in ys], join)}"
    objects = listing([LABELS[e] for e in ys], join)
    if other == CARGO:
        return f"{subject} {'carried' if yes else 'did not carry'} {objects}"
    if kind == CARGO:
        where = f"at {objects}" if other == SITE else f"in {objects} of water"
        return f"{subject} {_be(many, yes)} found {where}"
    if other == SITE:
        return f"{subject} {'sank' if yes else 'did not sink'} at {objects}"
    if yes:
        return f"{subject} {'lie' if many else 'lies'} in {objects} of water"
    return f"{subject} {'do' if many else 'does'} not lie in {objects} of water"


def _be(many: bool, yes: bool) -> str:
    return ("were" if many else "was") + ("" if yes else " not")


def sentence(text: str) -> str:
    """Capitalised, with a full stop."""
    return text[0].upper() + text[1:] + ("" if text.endswith(".") else ".")
