"""The step-wise explainer: from clues and a grid, the cheapest next step, again and again.

After Bogaerts, Gamba and Guns, "A framework for step-wise explaining how to
solve constraint satisfaction problems" (AIJ 2021) and their ZebraTutor. Each
step is the cheapest deduction any source can make (``deductions.py``);
sources are re-read only when a cell they name changes, so a step costs well
under a millisecond. The dearer kinds (the grid's case splits, ``splits.py``; a clue
read with one grid rule; two clues together) are searched only when nothing cheaper
than them is found. A proof by
contradiction ("suppose ... then ...") is used only when no direct step
exists; a nested one (a supposition refuted with the help of inner
suppositions, each refuted by direct steps) only when no single supposition
leads to a contradiction within ``_CHAIN`` direct steps; trial and error (one
cell settled by trying every arrangement left) only when no supposition leads
to a contradiction at all.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence

from ...core.i18n import Catalog, Text
from ..world.clues import Clue
from ..world.data import label
from ..world.grammar import Sentence, agreeing, joined, np_, numbered, p_, sentence
from ..world.grid import (
    CELLS,
    ENDS,
    LINES,
    LINES_OF,
    PAIR,
    SUBGRIDS,
    TRIANGLES,
    TRIANGLES_OF,
    Grid,
)
from ..world.nouns import CATEGORY, THE
from ..world.phrases import relation
from . import deductions as dd
from .chains import forcing_chain
from .deductions import Source
from .premises import RULE_CELLS, propagate
from .splits import Spreads, either_or, either_way
from .steps import Fact, Rule, Step, because, cost, facts_text
from .techniques import CLUE_AND_GRID, CLUE_TECHNIQUES, RANK, step_score

#: The dearest step a single grid rule makes (only place left: a line and three facts).
_SINGLE_RULE = cost(0, 1, 3)
#: The cheapest a clue read with a grid rule can be, and two clues read together.
_CLUE_AND_RULE, _TWO_CLUES = cost(1, 1, 0), cost(2, 0, 0)
#: The easiest of the grid's patterns of several rules (nothing in common).
_GRID_PATTERNS = min(step_score(name, 0) for name in ("nothing in common", "pair",
                                                      "no room together"))
#: Suppositions that lead to a contradiction, tried before taking the cheapest one found;
#: suppositions tried at most; direct steps followed from a supposition at most.
_SUPPOSITIONS, _TRIES, _CHAIN = 4, 24, 40
#: When no quick supposition conflicts: suppositions followed with every direct step,
#: stuck ones given inner suppositions, cells tried for an inner supposition (both
#: values), and inner proofs by contradiction one outer refutation may use.
_WALKS, _NESTED, _INNER, _INNER_STEPS = 48, 2, 8, 3
_NO_BOUND = 10**6
#: The cheapest a case split can be (a line or triangle, and two more rules and a mark).
_SPLIT_FLOOR = cost(0, 3, 1)
#: The technique of each kind of source that always uses the same one.
_TECHNIQUES = {Source.TRIANGLE: "transfer across grids", Source.PAIR: "pair",
               Source.FORCING_CHAIN: "forcing chain", Source.EITHER_WAY: "either way",
               Source.EITHER_OR: "either-or chain", Source.CLUE_AND_RULE: CLUE_AND_GRID,
               Source.TWO_CLUES: "two clues together"}
_ = Catalog("fleet1715")
n_ = _.plural
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
        return self._suppose() or self._nested() or self._trial()

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

    # -- proofs by contradiction ----------------------------------------------------------
    def fork(self, c: int, value: bool) -> Work:
        """A copy of this work that supposes cell c has ``value``; it looks for no case
        split of its own (a proof by contradiction is one already, and they cost most)."""
        other = object.__new__(type(self))  # a subclass's copy keeps its overrides
        other.__dict__.update(self.__dict__)
        other.splits = False
        other.g, other.rec, other.cands = list(self.g), list(self.rec), dict(self.cands)
        other.learn([(c, value)])
        return other

    def _suppose(self) -> Step | None:
        """The cheapest of the first few suppositions whose direct consequences conflict.

        Suppositions are first followed with the deductions kept up to date
        (quick); only if none conflicts are the dearer grid patterns and pairs of
        clues tried too, on fewer suppositions.
        """
        return self._refuted(_TRIES, lambda c: (not self.truth[c],))

    def _refuted(self, quick_tries: int, values: Callable[[int], tuple[bool, ...]]
                 ) -> Step | None:
        """Of the first few suppositions (each promising cell c with each of ``values(c)``)
        whose direct consequences conflict, the cheapest (counting only the steps the
        conflict needs, ``_needed``), as a built step; ``quick_tries``
        cells are tried quickly first, then ``_SUPPOSITIONS`` fully."""
        tried: list[tuple[int, int, bool, list[dd.Candidate]]] = []
        promising = self.promising()
        for quick, tries in ((True, quick_tries), (False, _SUPPOSITIONS)):
            for c in promising[:tries]:
                for value in values(c):
                    chain = self.fork(c, value).refute(quick=quick)
                    if chain is not None:
                        chain = _needed(chain)
                        tried.append((sum(found.cost for found in chain), c, value, chain))
                if len(tried) >= _SUPPOSITIONS:
                    break
            if tried:
                break
        if not tried:
            return None
        _total, c, value, chain = min(tried, key=lambda t: t[:3])
        replay = self.fork(c, value)
        steps = []
        for found in chain:
            steps.append(replay.build(found))
            replay.learn(found.new)
        return self._contradiction(Fact(c, value), steps)

    def _nested(self) -> Step | None:
        """When no quick supposition conflicts: a supposition refuted by direct steps
        (every deduction but forcing chains, more cells tried), else one whose refutation needs
        suppositions of its own, each refuted by direct steps (nested), else one refuted
        by a long chain of direct steps; or ``None``.

        In each round, of the first few suppositions found, the cheapest. The outer
        supposition (the cell the other way) is followed with every direct deduction,
        at most ``_CHAIN`` of them (except in the last round); where none is left, an
        inner supposition whose direct consequences conflict settles one more cell, at
        most ``_INNER_STEPS`` times, for the first ``_NESTED`` suppositions stuck so.
        """
        walks, done = [], []
        for c in self.promising()[:_WALKS]:
            fork = self.fork(c, not self.truth[c])
            fork.chains = False   # forcing chains cost most to look for, and help least
            chain: list = []
            end = fork._walk(chain, _CHAIN)
            walks.append((c, fork, chain, end))
            if end == "conflict":
                done.append((c, chain))
                if len(done) >= _SUPPOSITIONS:
                    break
        if not done:
            # The stuck walks that got furthest first.
            stuck = sorted((fork.g.count(None), i) for i, (_c, fork, _chain, end)
                           in enumerate(walks) if end == "stuck")
            for _open, i in stuck[:_NESTED]:
                c, fork, chain, _end = walks[i]
                if fork._nest(chain):
                    done.append((c, chain))
        for c, fork, chain, end in walks:
            if done:
                break
            if end == "long" and fork._walk(chain, CELLS) == "conflict":
                done.append((c, chain))
        if not done:
            return None
        pruned = [(c, _needed(chain)) for c, chain in done[:_SUPPOSITIONS]]
        tried = sorted((sum(item.cost for item in chain), c, chain) for c, chain in pruned)
        _total, c, chain = tried[0]
        replay = self.fork(c, not self.truth[c])
        replay.chains = False
        steps = []
        for item in chain:
            step = item if isinstance(item, Step) else replay.build(item)
            steps.append(step)
            replay.learn([(f.cell, f.value) for f in step.new])
        inner = any(step.supposition is not None for step in steps)
        return self._contradiction(Fact(c, not self.truth[c]), steps,
                                   "nested contradiction" if inner else "contradiction")

    def _walk(self, chain: list, limit: int) -> str:
        """Direct deductions from here, added to ``chain``, until a conflict
        (``"conflict"``), none is left (``"stuck"``) or ``chain`` is ``limit`` long."""
        while len(chain) < limit:
            found = self.best()
            if found is None:
                return "stuck"
            chain.append(found)
            if found.conflict:
                return "conflict"
            self.learn(found.new)
        return "long"

    def _nest(self, chain: list) -> bool:
        """From a stuck walk: inner proofs by contradiction, each followed by direct
        deductions, until a conflict (``True``) or no inner one is found."""
        for _ in range(_INNER_STEPS):
            step = self._inner()
            if step is None:
                return False
            chain.append(step)
            self.learn([(f.cell, f.value) for f in step.new])
            end = self._walk(chain, 2 * _CHAIN)
            if end != "stuck":
                return end == "conflict"
        return False

    def _inner(self) -> Step | None:
        """Inside a supposition: the cheapest of the first few further suppositions (either
        value of a cell) whose direct consequences conflict, as a built step."""
        return self._refuted(_INNER, lambda c: (not self.truth[c], bool(self.truth[c])))

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

    def refute(self, limit: int = _CHAIN, quick: bool = False) -> list[dd.Candidate] | None:
        """Direct deductions from here until a conflict: the chain, or ``None``.

        ``quick``: only the deductions kept up to date (lines, triangles, clues).
        """
        chain = []
        for _ in range(limit):
            found = (min(self.cands.values(), key=self.order) if self.cands else None) \
                if quick else self.best()
            if found is None:
                return None
            chain.append(found)
            if found.conflict:
                return chain
            self.learn(found.new)
        return None

    def _contradiction(self, wrong: Fact, chain: list[Step],
                       technique: str = "contradiction") -> Step:
        right = Fact(wrong.cell, not wrong.value)
        inside = {wrong.cell} | {f.cell for s in chain for f in s.new}
        facts = sorted({f for s in chain for f in s.facts if f.cell not in inside})
        clues = tuple(sorted({i for s in chain for i in s.clues}))
        rules = tuple(sorted({r for s in chain for r in s.rules}))
        inner = [s.supposition for s in chain if s.supposition is not None]
        said = {"wrong": wrong.words, "last": chain[-1].words.clause, "right": right.words}
        count = len(chain) - 1
        if not inner:
            text = n_("suppose {wrong}. Then {count} step leads to a contradiction: {last}. "
                      "So {right}",
                      "suppose {wrong}. Then {count} steps lead to a contradiction: {last}. "
                      "So {right}", count, **said)
        elif len(inner) == 1:
            text = n_("suppose {wrong}. Then {count} step, supposing as well that {inner} and "
                      "refuting it by a contradiction of its own, leads to a contradiction: "
                      "{last}. So {right}",
                      "suppose {wrong}. Then {count} steps, supposing as well that {inner} and "
                      "refuting it by a contradiction of its own, lead to a contradiction: "
                      "{last}. So {right}", count, inner=inner[0].words, **said)
        else:
            text = n_("suppose {wrong}. Then {count} step, supposing as well that {inner} and "
                      "refuting each by a contradiction of its own, leads to a contradiction: "
                      "{last}. So {right}",
                      "suppose {wrong}. Then {count} steps, supposing as well that {inner} and "
                      "refuting each by a contradiction of its own, lead to a contradiction: "
                      "{last}. So {right}", count,
                      inner=joined([f.words for f in inner], "suppositions"), **said)
        return Step((right,), clues, rules, tuple(facts), technique, sentence(text),
                    sum(s.cost for s in chain), supposition=wrong, substeps=tuple(chain))

    def _trial(self) -> Step:
        """The last resort: the most promising open cell, settled by trying every
        arrangement still open against all the clues."""
        c = self.promising()[0]
        right = Fact(c, bool(self.truth[c]))
        wrong = Fact(c, not right.value)
        facts = tuple(Fact(d, v) for d, v in enumerate(self.g) if v is not None)
        clues = tuple(range(len(self.clues)))
        text = _("suppose {wrong}: trying every arrangement still open, none fits all the "
                 "clues. So {right}", wrong=wrong.words, right=right.words)
        return Step((right,), clues, (), facts, "trial and error", sentence(text),
                    cost(len(clues), 0, len(facts)))

    # -- steps in words ---------------------------------------------------------------------
    def build(self, found: dd.Candidate) -> Step:
        new = tuple(Fact(c, v) for c, v in found.new)
        facts = tuple(Fact(c, v) for c, v in found.facts)
        rules = tuple(_rule(r) for r in found.rules)
        technique, text = self._words(found, new, facts)
        return Step(new, found.clues, rules, facts, technique, text, found.cost)

    def _words(self, found: dd.Candidate, new: tuple[Fact, ...],
               facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
        kind = found.source[0]
        if kind == Source.LINE:
            return _line_words(found.source[1], new, facts)
        if kind == Source.TRIANGLE:
            if not new:
                return "transfer across grids", sentence(_(
                    "{facts}, yet {fact}: impossible",
                    facts=joined([f.words for f in facts if f.value], "clauses"),
                    fact=next(f.words for f in facts if not f.value)))
            return "transfer across grids", because(joined([f.words for f in facts], "clauses"),
                                                    new[0].words)
        if kind == Source.PAIR:
            return "pair", _pair_words(found, new)
        if kind == Source.APART:
            return _apart_words(found, new)
        if kind == Source.FORCING_CHAIN:
            return "forcing chain", _chain_words(found, new, facts)
        if kind == Source.EITHER_WAY:
            return "either way", _either_way_words(found, new, facts)
        if kind == Source.EITHER_OR:
            return "either-or chain", _either_or_words(found, new, facts)
        premises: Text = joined([_("clue {number} says “{clue}”", number=i + 1,
                                   clue=self.clues[i].quote) for i in found.clues])
        technique = self.technique(found)
        if kind == Source.CLUE_AND_RULE:
            premises = _("{clues}, read with the grid rule that {rules}", clues=premises,
                         rules=joined([_rule(spec).words for spec in found.rules]))
        if facts:
            premises = _("{clues}, and {facts}", clues=premises, facts=facts_text(facts))
        if not new:
            return technique, sentence(_("{premises}: impossible", premises=premises))
        return technique, because(premises, facts_text(new))


def _needed(chain: list) -> list:
    """The steps of a refutation (candidates, or built inner steps) its final conflict
    needs: walking back from the conflict, each step that sets a cell a needed step
    cites; the others settled cells nothing further uses, and are dropped."""
    need: set[int] = set()
    kept = []
    for k in range(len(chain) - 1, -1, -1):
        item = chain[k]
        if k == len(chain) - 1 or need & _cells(item.new):
            kept.append(item)
            need |= _cells(item.facts)
    return kept[::-1]


def _cells(facts) -> set[int]:
    """The cells of facts, as ``Fact`` values or (cell, value) pairs."""
    return {f.cell if isinstance(f, Fact) else f[0] for f in facts}


def _dearer(found: dd.Candidate | None, price: int) -> bool:
    """Whether a kind of deduction costing ``price`` or more can still beat ``found``:
    nothing found yet, or a deduction (not a conflict) costing more than ``price``."""
    return found is None or (not found.conflict and found.cost > price)


def _rule(spec: tuple) -> Rule:
    kind, index = spec
    if kind == "line":
        x, other, _cells = LINES[index]
        return Rule("line", (x,), other)
    return Rule("triangle", TRIANGLES[index][0])


def _partner(x: int, c: int) -> int:
    a, b = ENDS[c]
    return b if a == x else a


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


def _line_words(li: int, new: tuple[Fact, ...], facts: tuple[Fact, ...]) -> tuple[str, Sentence]:
    x, other, _cells = LINES[li]
    what = CATEGORY[other]
    if not new:
        partners = [_partner(x, f.cell) for f in facts]
        if facts[0].value:
            return "one to one", sentence(agreeing(
                _ONLY_ONE, "element", "category", facts=relation(x, partners, True),
                element=THE[x], category=what))
        return "only place left", sentence(agreeing(
            _NONE_LEFT, gender="category", facts=relation(x, partners, False), element=THE[x],
            category=what))
    if new[0].value:
        gone = [_partner(x, f.cell) for f in facts]
        return "only place left", because(relation(x, gone, False), agreeing(
            _ONLY_LEFT, gender="category", fact=relation(x, _partner(x, new[0].cell), True),
            category=what))
    yes = _partner(x, facts[0].cell)
    return "one to one", because(relation(x, yes, True),
                                 relation(x, [_partner(x, f.cell) for f in new], False))


def _pair_words(found: dd.Candidate, new: tuple[Fact, ...]) -> Sentence:
    lines = [LINES[index][0] for kind, index in found.rules[:2]]
    spots = [LINES[index][0] for kind, index in found.rules[2:]]
    premise = _("{elements} can only go with {options}, one each",
                elements=joined([THE[x] for x in lines]),
                options=joined([label(y) for y in spots]))
    return because(premise, facts_text(new))


def _apart_words(found: dd.Candidate, new: tuple[Fact, ...]) -> tuple[str, Sentence]:
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


def _chain_words(found: dd.Candidate, new: tuple[Fact, ...], facts: tuple[Fact, ...]) -> Sentence:
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
    return sentence(chain)


def _grid_moves(found: dd.Candidate, facts: tuple[Fact, ...],
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


def _branch_words(found: dd.Candidate, facts: tuple[Fact, ...], start: Fact,
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


def _either_way_words(found: dd.Candidate, new: tuple[Fact, ...],
                      facts: tuple[Fact, ...]) -> Sentence:
    (mark,) = new
    x, other, cells = LINES[found.source[1]]
    known = {f.cell for f in facts}
    branches = [c for c in cells if c not in known]
    ways = joined([_branch_words(found, facts, Fact(c, True), mark) for c in branches],
                  "branches")
    return sentence(agreeing(_EITHER_WAY, "element", "category", element=THE[x],
                             options=joined([label(_partner(x, c)) for c in branches], "or"),
                             category=CATEGORY[other], mark=mark.words, ways=ways))


def _either_or_words(found: dd.Candidate, new: tuple[Fact, ...],
                     facts: tuple[Fact, ...]) -> Sentence:
    (mark,) = new
    _kind, ti, p, q = found.source
    one, two = Fact(p, True), Fact(q, True)
    ways = joined([_branch_words(found, facts, Fact(p, value), Fact(q, not value))
                   for value in (True, False)], "branches")
    return sentence(_("exactly one of these holds: {one}, or {two} ({ways}). So {mark}: "
                      "otherwise {elements} would have exactly two of their three cells yes",
                      one=one.words, two=two.words, ways=ways, mark=mark.words,
                      elements=joined([THE[e] for e in TRIANGLES[ti][0]])))
