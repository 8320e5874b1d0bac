"""The step-wise explainer: from clues and a grid, the cheapest next step, again and again.

After Bogaerts, Gamba and Guns, "A framework for step-wise explaining how to
solve constraint satisfaction problems" (AIJ 2021) and their ZebraTutor. Each
step is the cheapest deduction any source can make (``deductions.py``);
sources are re-read only when a cell they name changes, so a step costs well
under a millisecond. The dearer kinds (forcing chains, ``chains.py``; the grid's case
splits, ``splits.py``; a clue read with one grid rule; two clues together) are searched
only when nothing cheaper than them is found. Proofs by contradiction
(``contradictions.py``) are used only when no direct step exists.

Where each technique is found, put in words:

- a grid rule's (only place left, one to one, transfer across grids, pair, nothing in
  common, no room together): ``grid_rule_words.py``;
- a forcing chain's and a case split's (either way, either-or chain):
  ``chain_and_split_words.py``;
- a clue's, alone, with a grid rule or with another clue: here (``Work.words``);
- a proof by contradiction's, nested or not, and trial and error: ``contradictions.py``.
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterator, Sequence

from ...core.i18n import Catalog, Text
from ..world.clues import Clue
from ..world.grammar import Sentence, joined, sentence
from ..world.grid import CELLS, LINES, LINES_OF, SUBGRIDS, TRIANGLES, TRIANGLES_OF, Grid
from . import deductions as dd
from .chain_and_split_words import either_or_words, either_way_words, forcing_chain_words
from .chains import forcing_chain
from .contradictions import contradiction, nested_contradiction, trial_and_error
from .deductions import Source
from .grid_rule_words import apart_words, grid_rule, line_words, pair_words, triangle_words
from .splits import Spreads, either_or, either_way
from .steps import Fact, Step, because, cost, facts_text
from .techniques import CLUE_AND_GRID, CLUE_TECHNIQUES, RANK, step_score

#: The dearest step a single grid rule makes (only place left: a line and three facts).
_SINGLE_RULE = cost(0, 1, 3)
#: The cheapest a clue read with a grid rule can be, and two clues read together.
_CLUE_AND_RULE, _TWO_CLUES = cost(1, 1, 0), cost(2, 0, 0)
#: The easiest of the grid's patterns of several rules (nothing in common).
_GRID_PATTERNS = min(step_score(name, 0) for name in ("nothing in common", "pair",
                                                      "no room together"))
_NO_BOUND = 10**6
#: The cheapest a case split can be (a line or triangle, and two more rules and a mark).
_SPLIT_FLOOR = cost(0, 3, 1)
#: The technique of each kind of source that always uses the same one.
_TECHNIQUES = {Source.TRIANGLE: "transfer across grids", Source.PAIR: "pair",
               Source.FORCING_CHAIN: "forcing chain", Source.EITHER_WAY: "either way",
               Source.EITHER_OR: "either-or chain", Source.CLUE_AND_RULE: CLUE_AND_GRID,
               Source.TWO_CLUES: "two clues together"}
#: How a step of each kind of grid-only source is put in words: (technique, sentence).
_GRID_WORDS: dict[Source, Callable[[dd.Candidate, tuple[Fact, ...], tuple[Fact, ...]],
                                   tuple[str, Sentence]]] = {
    Source.LINE: line_words, Source.TRIANGLE: triangle_words, Source.PAIR: pair_words,
    Source.APART: apart_words, Source.FORCING_CHAIN: forcing_chain_words,
    Source.EITHER_WAY: either_way_words, Source.EITHER_OR: either_or_words}
_ = Catalog("fleet1715")
_LINE_SOURCES = [(Source.LINE, li) for li in range(len(LINES))]
_TRIANGLE_SOURCES = [(Source.TRIANGLE, ti) for ti in range(len(TRIANGLES))]


class Work:
    """The explainer's working grid: what is known, since when, and every source's candidate."""

    def __init__(self, clues: Sequence[Clue], grid: Grid, truth: Grid,
                 easiest: bool = False, chains: bool | None = None,
                 mixed: bool | None = None, splits: bool | None = None) -> None:
        self.clues = tuple(clues)
        self.easiest = easiest
        #: Whether forcing chains (grid-only case analysis) are looked for: by default in
        #: the cheapest-step order, not in the rater's easiest-technique order.
        self.chains = not easiest if chains is None else chains
        #: Whether the grid-only case splits (``splits``) are looked for: by default with
        #: forcing chains.
        self.splits = self.chains if splits is None else splits
        #: Whether a clue is read together with a grid rule (``_clue_and_grid``): by
        #: default in the cheapest-step order too.
        self.mixed = not easiest if mixed is None else mixed
        #: For each clue (by position): its ways, and it read with each grid rule through
        #: its cells (``_mixes``; shared with forks).
        self.mixes: dict[int, tuple[tuple[tuple[int, int], ...], list[dd.Mix], list]] = {}
        #: The solution's grid: which way each cell goes (the explainer aims for it).
        self.truth = truth
        self.scopes = [clue.scope for clue in self.clues]
        self.models = [clue.models for clue in self.clues]
        self.g: list[bool | None] = list(grid)
        self.rec = [-1] * CELLS
        self.time = 0
        self.clues_of: list[list[int]] = [[] for _ in range(CELLS)]
        for i, scope in enumerate(self.scopes):
            for c in scope:
                self.clues_of[c].append(i)
        self.cands: dict[tuple, dd.Candidate] = {}
        #: Forcing chains' spreads that broke no rule, kept from one grid to the next
        #: (shared with forks: each is checked against the grid it is used on).
        self.spreads: dict = {}
        self.refresh(range(len(LINES)), range(len(TRIANGLES)), range(len(self.clues)))

    # -- keeping candidates up to date --------------------------------------------
    def refresh(self, lines, triangles, clues) -> None:
        """Re-read the given sources: keep each one's candidate, or drop it."""
        g, rec, cands = self.g, self.rec, self.cands
        found = [(_LINE_SOURCES[li], dd.line(li, g, rec)) for li in lines]
        found += [(_TRIANGLE_SOURCES[ti], dd.triangle(ti, g, rec)) for ti in triangles]
        found += [((Source.CLUE, i),
                   dd.reading((Source.CLUE, i), self.scopes[i], self.models[i], g, rec))
                  for i in clues]
        for source, candidate in found:
            if candidate is None:
                cands.pop(source, None)
            else:
                cands[source] = candidate

    def learn(self, facts: Sequence[tuple[int, bool]]) -> None:
        lines, triangles, clues = set(), set(), set()
        for c, value in facts:
            self.g[c] = value
            self.rec[c] = self.time
            lines.update(LINES_OF[c])
            triangles.update(TRIANGLES_OF[c])
            clues.update(self.clues_of[c])
        self.time += 1
        self.refresh(lines, triangles, clues)

    @property
    def done(self) -> bool:
        return None not in self.g

    # -- choosing the next step ------------------------------------------------------
    def best(self) -> dd.Candidate | None:
        """The cheapest direct deduction (or conflict).

        Dearer kinds are looked for only when what is found so far costs more than
        they can: the grid's patterns of several rules (pairs, elements kept apart)
        when no single grid rule applies; a clue read with a grid rule when nothing
        costs at most ``_CLUE_AND_RULE``; two clues together when nothing costs at
        most ``_TWO_CLUES``. Among equal costs, the easiest (``order``). With
        ``easiest``, the deduction of the easiest technique instead (a rater's order:
        reading a clue comes before the grid's harder patterns).
        """
        if self.easiest:
            return self._easiest()
        order = self.order
        found = None
        if self.cands:
            # The order starts with the cost: only the cheapest candidates are ranked.
            cheapest = min(cand.cost for cand in self.cands.values())
            found = min((cand for cand in self.cands.values() if cand.cost == cheapest),
                        key=order)
        if found is None or found.cost > _SINGLE_RULE:
            for pattern in self.patterns():
                if found is None or order(pattern) < order(found):
                    found = pattern
            if self.chains and (found is None or not found.conflict):
                chain = forcing_chain(self.g, self.truth, self.rec,
                                      found.cost if found is not None else _NO_BOUND,
                                      self.spreads)
                if chain is not None and (found is None or chain.cost < found.cost):
                    found = chain
            if self.splits and _dearer(found, _SPLIT_FLOOR):
                spreads = Spreads(self.g, self.spreads)
                for search in (either_or, either_way):
                    found = self._cheaper(found, search(
                        self.g, self.rec, found.cost if found is not None else _NO_BOUND,
                        spreads))
        if self.mixed and _dearer(found, _CLUE_AND_RULE):
            found = self._cheaper(found, self._clue_and_grid(
                found.cost if found is not None else _NO_BOUND))
        if _dearer(found, _TWO_CLUES):
            found = self._cheaper(found, self._two_clues())
        return found

    def order(self, found: dd.Candidate) -> tuple:
        """How a step ranks among others, least first: by cost; among equal costs, the
        easiest technique (``techniques.RANK``, the rater's order), then the fewest new
        cells, then the one using what was learned last, then its first cell and kind."""
        return (found.cost, RANK[self.technique(found)], -found.size, found.recency,
                found.anchor, found.source)

    def _cheaper(self, found: dd.Candidate | None,
                 other: dd.Candidate | None) -> dd.Candidate | None:
        """The one of two candidates (either possibly ``None``) that ranks first."""
        if found is None or (other is not None and self.order(other) < self.order(found)):
            return other
        return found

    def patterns(self) -> list[dd.Candidate]:
        """The grid's patterns of several rules: pairs, and elements kept apart."""
        g, rec = self.g, self.rec
        found = [dd.pairs(si, g, rec) for si in range(2 * len(SUBGRIDS))]
        found.append(dd.crossings(g, rec))
        return [pattern for pattern in found if pattern is not None]

    def _easiest(self) -> dd.Candidate | None:
        score = self.score
        found = min(self.cands.values(), key=lambda c: (score(c), c)) if self.cands else None
        if found is None or score(found) >= _GRID_PATTERNS:
            for pattern in self.patterns():
                if found is None or (score(pattern), pattern) < (score(found), found):
                    found = pattern
        return found if found is not None else self._two_clues()

    def technique(self, found: dd.Candidate) -> str:
        """The technique a candidate step uses (as its built step names it)."""
        kind = found.source[0]
        if kind == Source.LINE:
            yes = found.new[0][1] if found.new else not found.facts[0][1]
            return "only place left" if yes else "one to one"
        if kind == Source.APART:
            return "nothing in common" if len(found.source[2]) == 1 else "no room together"
        if kind == Source.CLUE:
            return CLUE_TECHNIQUES[self.clues[found.source[1]].kind]
        return _TECHNIQUES[kind]

    def score(self, found: dd.Candidate) -> int:
        """The rater's score of a candidate step (``techniques.SCORES``): a clue read with
        earlier facts scores more for each."""
        reads_clues = found.source[0] in (Source.CLUE, Source.CLUE_AND_RULE, Source.TWO_CLUES)
        return step_score(self.technique(found), len(found.facts) if reads_clues else 0)

    def _clue_and_grid(self, bound: int) -> dd.Candidate | None:
        """*Clue and grid together*: one clue read with one grid rule through its cells (and
        the fewest facts), the cheapest such deduction or conflict costing less than
        ``bound``; a rule is cited only where the clue alone does not do as well."""
        best = None
        g, rec = self.g, self.rec
        yes = sum(1 << c for c, v in enumerate(g) if v)
        no = sum(1 << c for c, v in enumerate(g) if v is False)
        for i in range(len(self.clues)):
            ways, mixes, quiet = self._mixes(i)
            fits = dd.allowed(ways, yes, no)
            for k, mix in enumerate(mixes):
                marks = (yes & mix.cells, no & mix.cells)
                if quiet[k] == marks:
                    continue
                if not dd.settles(fits, mix.ways, yes, no):
                    quiet[k] = marks
                    continue
                scope, models = dd.with_rule(self.scopes[i], self.models[i], mix.rule)
                found = dd.reading((Source.CLUE_AND_RULE, i), scope, models, g, rec, (mix.rule,))
                if found is not None and found.cost < bound and (best is None or found < best):
                    best = found
        return best

    def _mixes(self, i: int) -> tuple[tuple[tuple[int, int], ...], list[dd.Mix], list]:
        """Clue i's ways (as masks); the clue read with each grid rule through its cells
        that can add to it; and for each of those, the marks on its cells (masks yes and
        no) where it last settled nothing, if any (all kept in ``mixes``)."""
        if i not in self.mixes:
            scope, ways = self.scopes[i], dd.masks(self.scopes[i], self.models[i])
            found = [dd.mix(scope, ways, spec) for spec in self.rules_at(scope)]
            mixes = [mix for mix in found if mix is not None]
            self.mixes[i] = (ways, mixes, [None] * len(mixes))
        return self.mixes[i]

    def rules_at(self, cells: Sequence[int]) -> list[tuple[str, int]]:
        """The grid rules this work reads that hold one of ``cells``: lines, then triangles."""
        lines = sorted({li for c in cells for li in LINES_OF[c]})
        triangles = sorted({ti for c in cells for ti in TRIANGLES_OF[c]})
        return [("line", li) for li in lines] + [("triangle", ti) for ti in triangles]

    def _two_clues(self) -> dd.Candidate | None:
        best = None
        for i in range(len(self.clues)):
            for j in range(i + 1, len(self.clues)):
                if not set(self.scopes[i]) & set(self.scopes[j]):
                    continue
                scope, models = dd.joint([self.scopes[i], self.scopes[j]],
                                         [self.models[i], self.models[j]])
                found = dd.reading((Source.TWO_CLUES, i, j), scope, models, self.g, self.rec)
                if found is not None and (best is None or found < best):
                    best = found
        return best

    def next_step(self) -> Step:
        found = self._next()
        return found if isinstance(found, Step) else self.build(found)

    def _next(self) -> dd.Candidate | Step:
        """The next step: a direct deduction as its candidate (not yet in words), or a
        proof by contradiction (or trial) as a built step."""
        found = self.best()
        if found is not None and not found.conflict:
            return found
        return contradiction(self) or nested_contradiction(self) or trial_and_error(self)

    def moves(self) -> Iterator[dd.Candidate | Step]:
        """The steps to the solution (``_next``), each learned once the caller has it.

        A rater needs a direct step's technique and score only (``technique``,
        ``score``), so a direct step is put in words (``build``) only when asked."""
        while not self.done:
            found = self._next()
            yield found
            if isinstance(found, Step):
                self.learn([(f.cell, f.value) for f in found.new])
            else:
                self.learn(found.new)

    def run(self) -> list[Step]:
        return [found if isinstance(found, Step) else self.build(found)
                for found in self.moves()]

    # -- proofs by contradiction (``contradictions``) ---------------------------------------
    def fork(self, c: int, value: bool) -> Work:
        """A copy of this work that supposes cell c has ``value``; it looks for no case
        split of its own (a proof by contradiction is one already, and they cost most)."""
        other = copy.copy(self)  # a subclass's copy keeps its overrides
        other.splits = False
        other.g, other.rec, other.cands = list(self.g), list(self.rec), dict(self.cands)
        other.learn([(c, value)])
        return other

    def promising(self) -> list[int]:
        """Open cells, those in lines with only two open cells first."""
        scores = [0] * CELLS
        for _x, _other, cells in LINES:
            vals = [self.g[c] for c in cells]
            if True not in vals and vals.count(None) == 2:
                for c in cells:
                    scores[c] += 1
        return sorted((c for c in range(CELLS) if self.g[c] is None),
                      key=lambda c: (-scores[c], c))

    # -- steps in words ---------------------------------------------------------------------
    def build(self, found: dd.Candidate) -> Step:
        """The step a candidate makes, in words."""
        new = tuple(Fact(c, v) for c, v in found.new)
        facts = tuple(Fact(c, v) for c, v in found.facts)
        rules = tuple(grid_rule(r) for r in found.rules)
        technique, text = self.words(found, new, facts)
        return Step(new=new, clues=found.clues, rules=rules, facts=facts, technique=technique,
                    words=text, cost=found.cost)

    def words(self, found: dd.Candidate, new: tuple[Fact, ...],
              facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
        """A candidate's technique and sentence: a grid-only one's (``_GRID_WORDS``), or a
        clue's, read alone, with a grid rule or with another clue."""
        kind = found.source[0]
        if kind in _GRID_WORDS:
            return _GRID_WORDS[kind](found, new, facts)
        premises: Text = joined([_("clue {number} says “{clue}”", number=i + 1,
                                   clue=self.clues[i].quote) for i in found.clues])
        technique = self.technique(found)
        if kind == Source.CLUE_AND_RULE:
            premises = _("{clues}, read with the grid rule that {rules}", clues=premises,
                         rules=joined([grid_rule(spec).words for spec in found.rules]))
        if facts:
            premises = _("{clues}, and {facts}", clues=premises, facts=facts_text(facts))
        if not new:
            return technique, sentence(_("{premises}: impossible", premises=premises))
        return technique, because(premises, facts_text(new))


def _dearer(found: dd.Candidate | None, price: int) -> bool:
    """Whether a kind of deduction costing ``price`` or more can still beat ``found``:
    nothing found yet, or a deduction (not a conflict) costing more than ``price``."""
    return found is None or (not found.conflict and found.cost > price)

