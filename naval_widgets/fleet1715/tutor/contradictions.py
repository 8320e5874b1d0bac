"""Proofs by contradiction, for when no direct step is left: *contradiction*, *nested
contradiction*, and the last resort, *trial and error*.

A proof by contradiction ("suppose ... then ...") supposes a promising cell the wrong
way, in a copy of the explainer's work (``Work.fork``), and follows direct steps until
one finds the grid inconsistent; only the steps that contradiction needs are kept. A
nested one (a supposition refuted with the help of inner suppositions, each refuted by
direct steps) is looked for only when no single supposition leads to a contradiction
within ``_CHAIN`` direct steps; trial and error (one cell settled by trying every
arrangement left) only when no supposition leads to a contradiction at all.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ...core.i18n import Catalog
from ..world.grammar import joined, sentence
from ..world.grid import CELLS
from .deductions import Candidate
from .steps import Fact, Step, cost

if TYPE_CHECKING:
    from .explainer import Work

#: Suppositions that lead to a contradiction, tried before taking the cheapest one found;
#: suppositions tried at most; direct steps followed from a supposition at most.
_SUPPOSITIONS, _TRIES, _CHAIN = 4, 24, 40
#: When no quick supposition conflicts: suppositions followed with every direct step,
#: stuck ones given inner suppositions, cells tried for an inner supposition (both
#: values), and inner proofs by contradiction one outer refutation may use.
_WALKS, _NESTED, _INNER, _INNER_STEPS = 48, 2, 8, 3
_ = Catalog("fleet1715")
n_ = _.plural


def contradiction(work: Work) -> Step | None:
    """The cheapest of the first few suppositions whose direct consequences conflict.

    Suppositions are first followed with the deductions kept up to date
    (quick); only if none conflicts are the dearer grid patterns and pairs of
    clues tried too, on fewer suppositions.
    """
    return _refuted(work, _TRIES, lambda c: (not work.truth[c],))


def nested_contradiction(work: Work) -> Step | None:
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
    for c in work.promising()[:_WALKS]:
        fork = work.fork(c, not work.truth[c])
        fork.chains = False   # forcing chains cost most to look for, and help least
        chain: list = []
        end = _walk(fork, chain, _CHAIN)
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
            if _nest(fork, chain):
                done.append((c, chain))
    for c, fork, chain, end in walks:
        if done:
            break
        if end == "long" and _walk(fork, chain, CELLS) == "conflict":
            done.append((c, chain))
    if not done:
        return None
    pruned = [(c, _needed(chain)) for c, chain in done[:_SUPPOSITIONS]]
    tried = sorted((sum(item.cost for item in chain), c, chain) for c, chain in pruned)
    _total, c, chain = tried[0]
    replay = work.fork(c, not work.truth[c])
    replay.chains = False
    steps = []
    for item in chain:
        step = item if isinstance(item, Step) else replay.build(item)
        steps.append(step)
        replay.learn([(f.cell, f.value) for f in step.new])
    inner = any(step.supposition is not None for step in steps)
    return _contradiction_step(Fact(c, not work.truth[c]), steps,
                               "nested contradiction" if inner else "contradiction")


def trial_and_error(work: Work) -> Step:
    """The last resort: the most promising open cell, settled by trying every
    arrangement still open against all the clues."""
    c = work.promising()[0]
    right = Fact(c, bool(work.truth[c]))
    wrong = Fact(c, not right.value)
    facts = tuple(Fact(d, v) for d, v in enumerate(work.g) if v is not None)
    clues = tuple(range(len(work.clues)))
    text = _("suppose {wrong}: trying every arrangement still open, none fits all the "
             "clues. So {right}", wrong=wrong.words, right=right.words)
    return Step(new=(right,), clues=clues, rules=(), facts=facts, technique="trial and error",
                words=sentence(text), cost=cost(len(clues), 0, len(facts)))


def _refuted(work: Work, quick_tries: int, values: Callable[[int], tuple[bool, ...]]
             ) -> Step | None:
    """Of the first few suppositions (each promising cell c with each of ``values(c)``)
    whose direct consequences conflict, the cheapest (counting only the steps the
    conflict needs, ``_needed``), as a built step; ``quick_tries``
    cells are tried quickly first, then ``_SUPPOSITIONS`` fully."""
    tried: list[tuple[int, int, bool, list[Candidate]]] = []
    promising = work.promising()
    for quick, tries in ((True, quick_tries), (False, _SUPPOSITIONS)):
        for c in promising[:tries]:
            for value in values(c):
                chain = _refute(work.fork(c, value), quick=quick)
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
    replay = work.fork(c, value)
    steps = []
    for found in chain:
        steps.append(replay.build(found))
        replay.learn(found.new)
    return _contradiction_step(Fact(c, value), steps)


def _refute(work: Work, limit: int = _CHAIN, quick: bool = False) -> list[Candidate] | None:
    """Direct deductions from here until a conflict: the chain, or ``None``.

    ``quick``: only the deductions kept up to date (lines, triangles, clues).
    """
    chain = []
    for _ in range(limit):
        found = (min(work.cands.values(), key=work.order) if work.cands else None) \
            if quick else work.best()
        if found is None:
            return None
        chain.append(found)
        if found.conflict:
            return chain
        work.learn(found.new)
    return None


def _walk(work: Work, chain: list, limit: int) -> str:
    """Direct deductions from here, added to ``chain``, until a conflict
    (``"conflict"``), none is left (``"stuck"``) or ``chain`` is ``limit`` long."""
    while len(chain) < limit:
        found = work.best()
        if found is None:
            return "stuck"
        chain.append(found)
        if found.conflict:
            return "conflict"
        work.learn(found.new)
    return "long"


def _nest(work: Work, chain: list) -> bool:
    """From a stuck walk: inner proofs by contradiction, each followed by direct
    deductions, until a conflict (``True``) or no inner one is found."""
    for _ in range(_INNER_STEPS):
        step = _inner(work)
        if step is None:
            return False
        chain.append(step)
        work.learn([(f.cell, f.value) for f in step.new])
        end = _walk(work, chain, 2 * _CHAIN)
        if end != "stuck":
            return end == "conflict"
    return False


def _inner(work: Work) -> Step | None:
    """Inside a supposition: the cheapest of the first few further suppositions (either
    value of a cell) whose direct consequences conflict, as a built step."""
    return _refuted(work, _INNER, lambda c: (not work.truth[c], bool(work.truth[c])))


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


def _contradiction_step(wrong: Fact, chain: list[Step],
                        technique: str = "contradiction") -> Step:
    """The step that refutes ``wrong`` by the built steps of ``chain``, its last a
    conflict: their premises from outside the supposition, and the whole in words."""
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
    return Step(new=(right,), clues=clues, rules=rules, facts=tuple(facts), technique=technique,
                words=sentence(text), cost=sum(s.cost for s in chain), supposition=wrong,
                substeps=tuple(chain))
