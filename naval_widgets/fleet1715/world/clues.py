"""The clue language: six kinds of statement about the four wrecks.

Each clue is a small frozen value with

- ``holds(solution)``: whether it is true of a solution;
- ``text``: the sentence printed on its card, in the language of the moment (``words``:
  the same as a ``Text``, read when shown; ``clause``: without its capital and stop);
- ``elements`` and ``categories``: what it mentions (a player asks "have you a
  card for the Almiranta?", or "for a depth?");
- ``scope`` and ``models``: what it says about the cells of the logic grid it
  names, as the list of ways those cells can be filled in a solution where it
  holds (the explainer reads a clue this way);
- ``to_json()`` / ``clue_from_json()``.

>>> Pairing(element("nao"), element("silver")).text
'The Nao carried silver.'
>>> Deeper(element("sloop"), element("almiranta")).text
'The Dutch Sloop lies deeper than the Almiranta.'
>>> from naval_widgets.fleet1715.world.solutions import SOLUTIONS
>>> Area(element("sloop"), "south").holds(SOLUTIONS["A"])
True
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, ClassVar

from ...core import IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from .data import (
    AREAS,
    CATEGORIES,
    CATEGORY_KEYS,
    DEPTH,
    FEET,
    KEYS,
    LABELS,
    SITE,
    category_of,
    element,
    members,
    neighbour,
)
from .grammar import Sentence, agreeing, numbered, sentence
from .grid import PAIR
from .nouns import THAN, THE
from .phrases import relation
from .solution import Solution

_ = Catalog("fleet1715")

RULE = "fleet1715/clues"
Model = tuple[bool, ...]
#: The ways to ask for a category: its key, and the rulebook's words.
_ASKED = {**dict(zip(CATEGORY_KEYS, CATEGORIES, strict=True)), "site of wreck": "site",
          "type of ship": "ship type", "name of ship": "ship name"}


def askable(what: Any) -> str:
    """``what`` as a request for cards names it: a category's name, or an element's key or
    label; ``ValueError`` naming what may be asked for otherwise."""
    if isinstance(what, str):
        what = _ASKED.get(what, what)
        if what in CATEGORIES or what in KEYS or what in LABELS:
            return what
    raise ValueError(f"One asks for a category ({', '.join(CATEGORIES)}) or an element "
                     f"such as 'almiranta'; {brief(what)} is neither.")


def _check_element(e: Any, what: str) -> None:
    if not isinstance(e, int) or isinstance(e, bool) or not 0 <= e < 20:
        raise IllegalAction(RULE, f"{what} must be an element id from 0 to 19; got {brief(e)}.")


def _same_category(what: str, a: int, b: int) -> str:
    """Why a clue joining two elements of one category is refused, by their names."""
    return (f"{what} joins elements of two different categories; {LABELS[a]} and "
            f"{LABELS[b]} are both of the {CATEGORIES[category_of(a)]}s.")


def _one_hot(size: int, at: int) -> list[bool]:
    row = [False] * size
    row[at] = True
    return row


#: The sentences of the kinds that agree with their subject (the others: ``phrases``).
_IN_AREA = {"north": numbered("{subject} lies in the northern area",
                              "{subject} lie in the northern area"),
            "south": numbered("{subject} lies in the southern area",
                              "{subject} lie in the southern area")}
_LIMIT = {True: numbered("{subject} lies deeper than {feet} ft",
                         "{subject} lie deeper than {feet} ft"),
          False: numbered("{subject} lies shallower than {feet} ft",
                          "{subject} lie shallower than {feet} ft")}
_DEEPER = numbered("{subject} lies deeper than {other}", "{subject} lie deeper than {other}")


@dataclass(frozen=True)
class Clue:
    """Base of the six kinds; ``a`` is the element the clue speaks about."""

    kind: ClassVar[str] = ""
    a: int

    def __post_init__(self) -> None:
        _check_element(self.a, "A clue's element")

    # -- meaning -----------------------------------------------------------
    def holds(self, solution: Solution) -> bool:
        raise NotImplementedError

    @property
    def clause(self) -> Text:
        """What the clue says, as a clause (no capital, no full stop)."""
        raise NotImplementedError

    @cached_property
    def words(self) -> Sentence:
        """The card's sentence, read in the language of the moment when shown (made once:
        a sentence is a value, its words are chosen when it is read)."""
        return sentence(self.clause)

    @cached_property
    def quote(self) -> Sentence:
        """The card's sentence without its full stop, as another sentence quotes it."""
        return sentence(self.clause, stop=False)

    @property
    def text(self) -> str:
        """The card's sentence in the language of the moment."""
        return str(self.words)

    @property
    def elements(self) -> tuple[int, ...]:
        return (self.a,)

    #: Categories a clue speaks of beyond its elements' (sites for an area, depth ...).
    _also: ClassVar[frozenset[int]] = frozenset()

    @property
    def categories(self) -> tuple[str, ...]:
        """The categories a player may ask for and get this card."""
        found = {category_of(e) for e in self.elements}
        return tuple(CATEGORIES[c] for c in sorted(found | self._also))

    def mentions(self, what: str) -> bool:
        """Whether asking for ``what`` (an element key or label, or a category: its name,
        key or the rulebook's words, "site of wreck") gets this card; ``ValueError`` for
        anything that cannot be asked for."""
        what = askable(what)
        if what in CATEGORIES:
            return what in self.categories
        return any(what in (KEYS[e], LABELS[e]) for e in self.elements)

    # -- in the grid ------------------------------------------------------------
    @cached_property
    def scope(self) -> tuple[int, ...]:
        return self._read()[0]

    @cached_property
    def models(self) -> tuple[Model, ...]:
        return self._read()[1]

    def _read(self) -> tuple[tuple[int, ...], tuple[Model, ...]]:
        raise NotImplementedError

    # -- as data ------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "a": KEYS[self.a]}

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class _Two(Clue):
    """A clue about two elements ``a`` and ``b``."""

    b: int
    #: Why the clue refuses an element of the category it speaks of itself (``_also``).
    _refusal: ClassVar[str] = ""

    def __post_init__(self) -> None:
        _check_element(self.a, "A clue's first element")
        _check_element(self.b, "A clue's second element")
        if self.a == self.b:
            raise IllegalAction(RULE, f"A clue about two elements needs two different ones; "
                                      f"got {LABELS[self.a]} twice.")
        if self._also & {category_of(self.a), category_of(self.b)}:
            raise IllegalAction(RULE, self._refusal)

    @property
    def elements(self) -> tuple[int, ...]:
        return (self.a, self.b)

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "a": KEYS[self.a], "b": KEYS[self.b]}


@dataclass(frozen=True)
class _SameWreck(_Two):
    """``a`` and ``b``, of two categories, belong to the same wreck or, where ``together``
    is false, to different wrecks."""

    together: ClassVar[bool]
    #: How a refusal names the clue ("A pairing").
    called: ClassVar[str]

    def __post_init__(self) -> None:
        super().__post_init__()
        if category_of(self.a) == category_of(self.b):
            raise IllegalAction(RULE, _same_category(self.called, self.a, self.b))

    def holds(self, solution: Solution) -> bool:
        return (solution.sites[self.a] == solution.sites[self.b]) == self.together

    @property
    def clause(self) -> Text:
        return relation(self.a, self.b, self.together)

    def _read(self):
        return (PAIR[self.a][self.b],), ((self.together,),)


@dataclass(frozen=True)
class Pairing(_SameWreck):
    """``a`` and ``b`` belong to the same wreck: "The Nao carried silver"."""

    kind: ClassVar[str] = "pairing"
    together: ClassVar[bool] = True
    called: ClassVar[str] = "A pairing"


@dataclass(frozen=True)
class Negation(_SameWreck):
    """``a`` and ``b`` belong to different wrecks: "The San Miguel did not carry gold"."""

    kind: ClassVar[str] = "negation"
    together: ClassVar[bool] = False
    called: ClassVar[str] = "A negation"


@dataclass(frozen=True)
class Area(Clue):
    """``a`` lies in the northern or the southern area."""

    kind: ClassVar[str] = "area"
    area: str = "north"
    _also: ClassVar[frozenset[int]] = frozenset({SITE})

    def __post_init__(self) -> None:
        super().__post_init__()
        if category_of(self.a) == SITE:
            raise IllegalAction(RULE, "An area clue speaks about an attribute, not a site.")
        if not isinstance(self.area, str) or self.area not in AREAS:
            raise IllegalAction(RULE, f"The area is 'north' or 'south'; got {brief(self.area)}.")

    def holds(self, solution: Solution) -> bool:
        return solution.sites[self.a] in AREAS[self.area]

    @property
    def clause(self) -> Text:
        return agreeing(_IN_AREA[self.area], "subject", subject=THE[self.a])

    def _read(self):
        scope = tuple(PAIR[self.a][site] for site in range(4))
        return scope, tuple(tuple(_one_hot(4, site)) for site in AREAS[self.area])

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "area": self.area}


@dataclass(frozen=True)
class NextTo(_Two):
    """Two different wrecks in the same area: "The Capitana and the Nao lie next to each other"."""

    kind: ClassVar[str] = "next-to"
    _also: ClassVar[frozenset[int]] = frozenset({SITE})
    _refusal: ClassVar[str] = "'Next to' joins two attributes, not a site."

    def holds(self, solution: Solution) -> bool:
        return solution.sites[self.b] == neighbour(solution.sites[self.a])

    @property
    def clause(self) -> Text:
        return _("{first} and {second} lie next to each other", first=THE[self.a],
                 second=THE[self.b])

    def _read(self):
        a, b = self.a, self.b
        scope = [PAIR[a][s] for s in range(4)] + [PAIR[b][s] for s in range(4)]
        apart = category_of(a) != category_of(b)
        if apart:
            scope.append(PAIR[a][b])
        models = tuple(tuple(_one_hot(4, s) + _one_hot(4, neighbour(s)) + [False] * apart)
                       for s in range(4))
        return tuple(scope), models


@dataclass(frozen=True)
class DepthLimit(Clue):
    """``a`` lies deeper (or shallower) than so many feet.

    "The San Miguel lies deeper than 16 ft."
    """

    kind: ClassVar[str] = "depth"
    feet: int = 16
    deeper: bool = True
    _also: ClassVar[frozenset[int]] = frozenset({DEPTH})

    def __post_init__(self) -> None:
        super().__post_init__()
        if category_of(self.a) == DEPTH:
            raise IllegalAction(RULE, "A depth limit speaks about a wreck, not a depth.")
        if type(self.feet) is not int or self.feet not in FEET:
            raise IllegalAction(RULE, f"The limit must be one of {FEET} ft; "
                                      f"got {brief(self.feet)}.")
        if not isinstance(self.deeper, bool):
            raise IllegalAction(RULE, "'deeper' must be true or false.")

    @property
    def allowed(self) -> tuple[int, ...]:
        """The depth ranks the clue allows."""
        limit = FEET.index(self.feet)
        return tuple(k for k in range(4) if (k > limit if self.deeper else k < limit))

    @property
    def elements(self) -> tuple[int, ...]:
        return (self.a, DEPTH * 4 + FEET.index(self.feet))

    def holds(self, solution: Solution) -> bool:
        return solution.depth_at(solution.sites[self.a]) in self.allowed

    @property
    def clause(self) -> Text:
        return agreeing(_LIMIT[self.deeper], "subject", subject=THE[self.a], feet=self.feet)

    def _read(self):
        scope = tuple(PAIR[self.a][d] for d in members(DEPTH))
        return scope, tuple(tuple(_one_hot(4, k)) for k in self.allowed)

    def to_json(self) -> dict[str, Any]:
        return {**super().to_json(), "feet": self.feet, "deeper": self.deeper}


@dataclass(frozen=True)
class Deeper(_Two):
    """``a`` lies deeper than ``b``: "The Dutch Sloop lies deeper than the Almiranta"."""

    kind: ClassVar[str] = "deeper"
    _also: ClassVar[frozenset[int]] = frozenset({DEPTH})
    _refusal: ClassVar[str] = "'Deeper than' compares two wrecks, not two depths."

    def holds(self, solution: Solution) -> bool:
        return solution.depth_at(solution.sites[self.a]) > \
            solution.depth_at(solution.sites[self.b])

    @property
    def clause(self) -> Text:
        return agreeing(_DEEPER, "subject", subject=THE[self.a], other=THAN[self.b])

    def _read(self):
        a, b = self.a, self.b
        scope = [PAIR[a][d] for d in members(DEPTH)] + [PAIR[b][d] for d in members(DEPTH)]
        apart = category_of(a) != category_of(b)
        if apart:
            scope.append(PAIR[a][b])
        models = tuple(tuple(_one_hot(4, da) + _one_hot(4, db) + [False] * apart)
                       for da in range(4) for db in range(da))
        return tuple(scope), models


KINDS: dict[str, type[Clue]] = {cls.kind: cls for cls in (Pairing, Negation, Area, NextTo,
                                                          DepthLimit, Deeper)}


def clue_from_json(data: Any) -> Clue:
    """Rebuild a clue from ``to_json`` output; ``IllegalAction`` (fleet1715/clues) if malformed."""
    kind = data.get("kind") if isinstance(data, Mapping) else None
    if not isinstance(kind, str) or kind not in KINDS:
        raise IllegalAction(RULE, f"A clue must be an object whose 'kind' is one of "
                                  f"{', '.join(KINDS)}; got {brief(data)}.")
    cls = KINDS[kind]
    fields = {"a"} | ({"b"} if issubclass(cls, _Two) else set()) | {
        Area: {"area"}, DepthLimit: {"feet", "deeper"}}.get(cls, set())
    if set(data) - {"kind"} != fields:
        raise IllegalAction(RULE, f"A {brief(cls.kind)} clue has the fields {sorted(fields)}; "
                                  f"got {sorted(set(data) - {'kind'})}.")
    values = dict(data)
    del values["kind"]
    try:
        for key in ("a", "b"):
            if key in values:
                values[key] = element(values[key])
    except ValueError as err:
        raise IllegalAction(RULE, str(err)) from None
    return cls(**values)


def as_clues(clues: Any) -> tuple[Clue, ...]:
    """Check that ``clues`` is a collection of clues (``IllegalAction`` otherwise)."""
    if isinstance(clues, Clue):
        return (clues,)
    try:
        found = tuple(clues)
    except TypeError:
        raise IllegalAction(RULE, f"Expected a list of clues; got {brief(clues)}.") from None
    for clue in found:
        if not isinstance(clue, Clue):
            raise IllegalAction(RULE, f"{brief(clue)} is not a clue.")
    return found
