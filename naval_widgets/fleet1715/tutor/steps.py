"""The values an explanation is made of: facts, grid rules and steps.

A step's cost follows the published model (Bogaerts, Gamba and Guns, AIJ
2021): constraints weigh more than facts, clues far more than grid rules:
``100 x clues + 5 x grid rules + 1 x earlier facts``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ...core.i18n import Catalog, Text
from ..world.data import CATEGORIES, KEYS, category_of, label
from ..world.grammar import Sentence, agreeing, joined, p_, sentence
from ..world.grid import ENDS, cell_label, cell_title
from ..world.nouns import CATEGORY
from ..world.phrases import relation

_ = Catalog("fleet1715")

CLUE_COST, RULE_COST, FACT_COST = 100, 5, 1
#: A line's rule, agreeing with its category's gender.
_EXACTLY_ONE = (p_("masculine", "{element} goes with exactly one {category}"),
                p_("feminine", "{element} goes with exactly one {category}"))


@dataclass(frozen=True, order=True)
class Fact:
    """One cell of the grid, yes (``value`` True) or no."""

    cell: int
    value: bool

    @property
    def elements(self) -> tuple[int, int]:
        return ENDS[self.cell]

    @property
    def words(self) -> Text:
        """The fact as a clause ("the Nao carried silver"), read when shown."""
        x, y = ENDS[self.cell]
        return relation(x, y, self.value)

    @property
    def text(self) -> str:
        return str(self.words)

    def to_json(self) -> dict[str, Any]:
        return {"cell": self.cell, "label": cell_label(self.cell), "value": self.value}

    def __str__(self) -> str:
        return f"{cell_title(self.cell)}: {'yes' if self.value else 'no'}"


@dataclass(frozen=True, order=True)
class Rule:
    """A grid rule: a *line* (``elements`` = (x,), ``category``: the other
    category; exactly one yes) or a *triangle* (three elements; never exactly
    two of their three cells yes)."""

    kind: str
    elements: tuple[int, ...]
    category: int = -1

    @property
    def words(self) -> Text:
        """The rule as a clause, read when shown."""
        if self.kind == "line":
            (x,) = self.elements
            return agreeing(_EXACTLY_ONE, gender="category", element=label(x),
                            category=CATEGORY[self.category])
        x, y, z = (label(e) for e in self.elements)
        return _("if two of {first}, {second} and {third} go together, so does the third",
                 first=x, second=y, third=z)

    @property
    def text(self) -> str:
        return str(self.words)

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "elements": [KEYS[e] for e in self.elements]}
        if self.kind == "line":
            data["category"] = CATEGORIES[self.category]
        return data


@dataclass(frozen=True)
class Step:
    """One deduction: ``new`` facts from ``clues`` (positions in the clue list),
    grid ``rules`` and earlier ``facts``, with a named ``technique``.

    A proof by contradiction carries the ``supposition`` and the ``substeps``
    that lead from it to the contradiction.
    """

    new: tuple[Fact, ...]
    clues: tuple[int, ...]
    rules: tuple[Rule, ...]
    facts: tuple[Fact, ...]
    technique: str
    #: The step in words, read in the language of the moment when shown (``text``).
    words: Sentence
    cost: int
    supposition: Fact | None = None
    substeps: tuple[Step, ...] = ()

    @property
    def cells(self) -> tuple[int, ...]:
        return tuple(fact.cell for fact in self.new)

    @property
    def text(self) -> str:
        """The step in the language of the moment."""
        return str(self.words)

    def to_json(self) -> dict[str, Any]:
        data = {
            "new": [f.to_json() for f in self.new],
            "clues": list(self.clues),
            "rules": [r.to_json() for r in self.rules],
            "facts": [f.to_json() for f in self.facts],
            "technique": self.technique,
            "text": self.text,
            "cost": self.cost,
        }
        if self.supposition is not None:
            data["supposition"] = self.supposition.to_json()
            data["substeps"] = [s.to_json() for s in self.substeps]
        return data

    def __str__(self) -> str:
        return f"[{self.technique}, cost {self.cost}] {self.text}"


def cost(clues: int, rules: int, facts: int) -> int:
    return CLUE_COST * clues + RULE_COST * rules + FACT_COST * facts


def facts_text(facts: list[Fact] | tuple[Fact, ...]) -> Text:
    """Facts as clauses, facts about one element and one category grouped."""
    groups: dict[tuple[int, int, bool], list[int]] = {}
    for fact in sorted(facts):
        x, y = fact.elements
        key = (x, category_of(y), fact.value) if not fact.value else (x, y, True)
        groups.setdefault(key, []).append(y)
    parts = [relation(x, ys if len(ys) > 1 else ys[0], value)
             for (x, _c, value), ys in groups.items()]
    return joined(parts, "clauses")


def because(premises: Text | None, conclusion: Text) -> Sentence:
    """"premises, so conclusion." (only the conclusion without premises)."""
    if premises is None:
        return sentence(conclusion)
    return sentence(_("{premises}, so {conclusion}", premises=premises, conclusion=conclusion))
