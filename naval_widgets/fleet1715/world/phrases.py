"""Elements and the relations between them, in words read in the language of the moment.

A relation is one whole clause per kind (a ship's type, its cargo, where a cargo was
found, where a ship sank, how deep a wreck lies), agreeing with its subject
(``grammar.agreeing``); the elements fill its slots in the role the clause gives them
(``nouns``).

>>> str(relation(element("regla"), element("sloop"), True))
'the N. Sn. de la Regla was a Dutch Sloop'
>>> str(relation(element("porcelain"), element("22ft"), True))
'the Chinese porcelain was found in 22 ft of water'
>>> str(sentence(relation(element("san-miguel"), element("gold"), False)))
'The San Miguel did not carry gold coins.'
>>> str(relation(element("nao"), [element("gold"), element("jewelry")], False))
'the Nao did not carry gold coins or jewelry'
>>> str(relation([element("nao"), element("capitana")], element("silver"), False))
'the Nao and the Capitana did not carry silver'
>>> from naval_widgets.core.i18n import using
>>> with using("it"):
...     str(sentence(relation(element("jewelry"), element("sebastian"), True)))
'I gioielli sono stati trovati a Sebastian Inlet.'
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.i18n import Text
from .data import CARGO, DEPTH, NAME, SITE, TYPE, category_of, element, label
from .grammar import agreeing, joined, np_, numbered, sentence
from .nouns import CARRIED, NOT_CARRIED, THE, A

#: Which of two elements a sentence speaks about first.
_SUBJECT_RANK = {NAME: 0, TYPE: 1, CARGO: 2, SITE: 3, DEPTH: 4}

__all__ = ["element", "listing", "relation", "sentence", "subject"]

#: Each clause, by the other element's category and whether it holds.
_WAS = {True: numbered("{subject} was {types}", "{subject} were {types}"),
        False: numbered("{subject} was not {types}", "{subject} were not {types}")}
_CARRIED = {True: numbered("{subject} carried {cargo}", "{subject} carried {cargo}"),
            False: numbered("{subject} did not carry {cargo}", "{subject} did not carry {cargo}")}
_FOUND_AT = {
    True: (np_("masculine", "{subject} was found at {site}", "{subject} were found at {site}"),
           np_("feminine", "{subject} was found at {site}", "{subject} were found at {site}")),
    False: (np_("masculine", "{subject} was not found at {site}",
                "{subject} were not found at {site}"),
            np_("feminine", "{subject} was not found at {site}",
                "{subject} were not found at {site}"))}
_FOUND_IN = {
    True: (np_("masculine", "{subject} was found in {depth} of water",
               "{subject} were found in {depth} of water"),
           np_("feminine", "{subject} was found in {depth} of water",
               "{subject} were found in {depth} of water")),
    False: (np_("masculine", "{subject} was not found in {depth} of water",
                "{subject} were not found in {depth} of water"),
            np_("feminine", "{subject} was not found in {depth} of water",
                "{subject} were not found in {depth} of water"))}
_SANK = {
    True: (np_("masculine", "{subject} sank at {site}", "{subject} sank at {site}"),
           np_("feminine", "{subject} sank at {site}", "{subject} sank at {site}")),
    False: (np_("masculine", "{subject} did not sink at {site}",
                "{subject} did not sink at {site}"),
            np_("feminine", "{subject} did not sink at {site}",
                "{subject} did not sink at {site}"))}
_LIES = {True: numbered("{subject} lies in {depth} of water", "{subject} lie in {depth} of water"),
         False: numbered("{subject} does not lie in {depth} of water",
                         "{subject} do not lie in {depth} of water")}


def listing(items: Sequence[str], last: str = "and") -> str:
    """English words in a list, for the programmer's messages: "a", "a and b", "a, b and c"
    (a student's sentences use ``grammar.joined``)."""
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + f" {last} " + items[-1]


def subject(elements: Sequence[int]) -> Text:
    """Elements as the subject of a clause: "the Nao", "the Nao and the Capitana"."""
    return joined([THE[e] for e in elements])


def relation(x: int | Sequence[int], y: int | Sequence[int], yes: bool) -> Text:
    """"x goes with y" (or not) as a clause, subject first, without a full stop.

    One side may be a list of elements of one category: the clause then lists them
    ("the Nao and the Capitana", "gold coins or jewelry").
    """
    xs = [x] if isinstance(x, int) else list(x)
    ys = [y] if isinstance(y, int) else list(y)
    if _SUBJECT_RANK[category_of(ys[0])] < _SUBJECT_RANK[category_of(xs[0])]:
        xs, ys = ys, xs
    said = subject(xs)
    kind, other = category_of(xs[0]), category_of(ys[0])
    join = "and" if yes else "or"
    if other == TYPE:
        return agreeing(_WAS[yes], "subject", subject=said,
                        types=joined([A[e] for e in ys], join))
    if other == CARGO:
        forms = CARRIED if yes else NOT_CARRIED
        return agreeing(_CARRIED[yes], "subject", subject=said,
                        cargo=joined([forms[e] for e in ys], join))
    objects = joined([label(e) for e in ys], join)
    if kind == CARGO:
        if other == SITE:
            return agreeing(_FOUND_AT[yes], "subject", "subject", subject=said, site=objects)
        return agreeing(_FOUND_IN[yes], "subject", "subject", subject=said, depth=objects)
    if other == SITE:
        return agreeing(_SANK[yes], "subject", "subject", subject=said, site=objects)
    return agreeing(_LIES[yes], "subject", subject=said, depth=objects)
