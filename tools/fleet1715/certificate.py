"""Stored proofs that a walkthrough step is a cheapest explanation, and their checker.

A step the audit (``audit.py``) cannot settle in its time limit can be proven apart
and its proof stored here as a *certificate* (JSON, in ``certificates/``): the
scenario, the step's number in its walkthrough, technique, cost and fact, the grid
before it, the new facts the constraints there entail, and correction sets. A
correction set is a set ``C`` of constraints (numbered as in ``optimum``) with some of
the new facts (``keeps``): an assignment breaks no constraint of the universe outside
``C`` and denies every other new fact, so an explanation of such a fact must contain a
constraint of ``C``. If every choice of one new fact and of constraints meeting each
set not keeping that fact costs at least the step's cost, no new fact had a cheaper
explanation (the implicit-hitting-set argument of ``optimum``, with its two shortcuts
for the universe).

``check`` trusts nothing stored: it rebuilds the step from the scenario and the
walkthrough (a changed tutor fails it), recomputes the universe and the entailed facts,
proves each set a correction set (one SAT call, its assignment then evaluated
constraint by constraint) and computes, fact by fact, the cheapest hitting set of the
sets not keeping it (RC2, PySAT's MaxSAT solver). ``python -m tools.fleet1715.certificate
check [file ...]`` checks the given certificates, or every stored one.
"""

from __future__ import annotations

import hashlib
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from naval_widgets import fleet1715
from naval_widgets.fleet1715 import scenario
from naval_widgets.fleet1715.tutor.premises import RULE_CELLS
from naval_widgets.fleet1715.world.grid import CELLS, EMPTY, cell_from_label, cell_label

from .optimum import SOLVER, Theory

#: Where the certificates are stored.
FOLDER = Path(__file__).with_name("certificates")


class CertificateError(ValueError):
    """A certificate that does not prove what it claims, or no longer fits the walkthrough."""


def numbering() -> str:
    """A digest of the grid rules' numbering (``optimum``'s constraint ids): a certificate
    written under another numbering fails loudly."""
    return hashlib.sha256(json.dumps(RULE_CELLS).encode()).hexdigest()[:16]


def grid_text(grid: Sequence[bool | None]) -> dict[str, list[str]]:
    """The known facts of ``grid`` by cell label."""
    return {"yes": [cell_label(c) for c in range(CELLS) if grid[c] is True],
            "no": [cell_label(c) for c in range(CELLS) if grid[c] is False]}


def grid_of(text: dict[str, list[str]]) -> list[bool | None]:
    """The grid ``grid_text`` wrote."""
    grid: list[bool | None] = list(EMPTY)
    for key, value in (("yes", True), ("no", False)):
        for label in text[key]:
            grid[cell_from_label(label)] = value
    return grid


def fact_text(cell: int, value: bool) -> str:
    return f"{cell_label(cell)}={'yes' if value else 'no'}"


def fact_of(text: str) -> tuple[int, bool]:
    label, _eq, value = text.partition("=")
    return cell_from_label(label), value == "yes"


def walkthrough_step(letter: str, number: int) -> tuple[Any, list[bool | None], Any]:
    """The scenario's clues, the grid before its walkthrough's step ``number`` and that step."""
    s = scenario(letter)
    steps = fleet1715.explain(s.clues)
    if number >= len(steps):
        raise CertificateError(f"Scenario {letter}'s walkthrough has {len(steps)} steps; "
                               f"the certificate is about step {number}.")
    grid: list[bool | None] = list(EMPTY)
    for step in steps[:number]:
        for fact in step.new:
            grid[fact.cell] = fact.value
    return s.clues, grid, steps[number]


def write(path: Path, letter: str, number: int, sets: Sequence[tuple[Sequence[int],
          Sequence[int]]]) -> None:
    """Store a certificate for step ``number`` of scenario ``letter``'s walkthrough: ``sets``,
    each the constraint ids broken and the positions (in the entailed facts, by cell) of the
    new facts kept. One set a line."""
    clues, grid, step = walkthrough_step(letter, number)
    with Theory(grid, clues) as theory:
        facts = theory.entailed(theory.universe(step.cost))
    head = {
        "about": "No new fact had an explanation cheaper than the step's cost here "
                 "(tools/fleet1715/certificate.py checks it).",
        "scenario": letter, "step": number, "technique": step.technique, "cost": step.cost,
        "new": [fact_text(f.cell, f.value) for f in step.new],
        "numbering": numbering(), "grid": grid_text(grid),
        "facts": [fact_text(c, v) for c, v in facts],
        "sets_are": "[constraint ids broken (optimum's numbering), positions in facts kept]",
    }
    body = json.dumps(head, indent=1, ensure_ascii=False)[:-2]
    lines = ",\n".join(json.dumps([sorted(broken), sorted(kept)], separators=(",", ":"))
                       for broken, kept in sets)
    path.write_text(f'{body},\n "sets": [\n{lines}\n ]\n}}\n', encoding="utf-8")


#: What a certificate holds.
FIELDS = ("scenario", "step", "technique", "cost", "new", "numbering", "grid", "facts", "sets")


def load(path: Path) -> dict[str, Any]:
    """A stored certificate, or ``CertificateError`` if ``path`` holds none."""
    try:
        cert = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise CertificateError(f"{path} is not a readable certificate: {error}") from None
    missing = [key for key in FIELDS if not isinstance(cert, dict) or key not in cert]
    if missing:
        raise CertificateError(f"{path} is not a certificate: no {', '.join(missing)}.")
    return cert


def hitting_bounds(sets: Sequence[tuple[frozenset[int], frozenset[int]]], facts: int,
                   weight) -> list[int]:
    """For each new fact (position), the cost of the cheapest set of constraints meeting
    every set not keeping it (``weight``: a constraint's cost), by RC2 (stratified); the
    hitting set RC2 returns is checked."""
    from pysat.examples.rc2 import RC2Stratified
    from pysat.formula import WCNF

    bounds = []
    for j in range(facts):
        hard = [broken for broken, kept in sets if j not in kept]
        ids = sorted(set().union(*hard))
        var = {k: i + 1 for i, k in enumerate(ids)}
        formula = WCNF()
        for broken in hard:
            formula.append([var[k] for k in broken])
        for k in ids:
            formula.append([-var[k]], weight=weight(k))
        with RC2Stratified(formula, solver=SOLVER) as oracle:
            model = oracle.compute()
            cost = oracle.cost
        if model is None:
            raise CertificateError(f"fact {j}: an empty correction set (nothing explains it?)")
        chosen = {k for k in ids if model[var[k] - 1] > 0}
        if any(chosen.isdisjoint(broken) for broken in hard) or \
                sum(weight(k) for k in chosen) != cost:
            raise AssertionError("RC2 returned no cheapest hitting set")
        bounds.append(cost)
    return bounds


def verify(cert: dict[str, Any], clues: Sequence, grid: Sequence[bool | None]
           ) -> dict[str, Any]:
    """Check that ``cert`` proves no new fact at ``grid`` (with ``clues``) has an explanation
    cheaper than its ``cost``; its figures, or ``CertificateError`` saying what fails."""
    bound = cert["cost"]
    if cert["numbering"] != numbering():
        raise CertificateError("The grid rules are numbered differently from when the "
                               "certificate was written.")
    if grid_of(cert["grid"]) != list(grid):
        raise CertificateError("The grid before the step is not the certificate's.")
    with Theory(grid, clues) as theory:
        universe = theory.universe(bound)
        facts = theory.entailed(universe)
        if [fact_text(c, v) for c, v in facts] != cert["facts"]:
            raise CertificateError(f"The new facts entailed there are {facts}, not the "
                                   "certificate's.")
        inside = set(universe)
        sets = []
        for number, entry in enumerate(cert["sets"]):
            if not (isinstance(entry, list) and len(entry) == 2 and all(
                    isinstance(part, list) and all(type(i) is int for i in part)
                    for part in entry)):
                raise CertificateError(f"Set {number} is not two lists of numbers.")
            broken, kept = frozenset(entry[0]), frozenset(entry[1])
            if not broken <= inside or not kept <= set(range(len(facts))):
                raise CertificateError(f"Set {number} names constraints or facts outside "
                                       "the universe.")
            keep = [k for k in universe if k not in broken]
            denied = {facts[j][0]: not facts[j][1] for j in range(len(facts)) if j not in kept}
            val = theory.satisfy(keep, denied)
            if val is None or not all(theory.holds(k, val) for k in keep) or \
                    any(val[c] != v for c, v in denied.items()):
                raise CertificateError(f"Set {number} is not a correction set: every "
                                       "assignment denying its facts breaks another "
                                       "constraint.")
            sets.append((broken, kept))
        bounds = hitting_bounds(sets, len(facts), theory.weight)
    if min(bounds) < bound:
        j = bounds.index(min(bounds))
        raise CertificateError(f"The stored sets leave open an explanation of "
                               f"{fact_text(*facts[j])} costing {bounds[j]} (< {bound}): "
                               "they do not prove the step cheapest.")
    return {"sets": len(sets), "facts": len(facts), "universe": len(universe),
            "cheapest": min(bounds), "bounds": bounds}


def check(path: Path) -> dict[str, Any]:
    """Rebuild the certificate's step from its scenario's walkthrough and ``verify`` it there:
    the same technique, cost and new facts, each among the facts covered."""
    cert = load(path)
    clues, grid, step = walkthrough_step(cert["scenario"], cert["step"])
    new = [fact_text(f.cell, f.value) for f in step.new]
    if (step.technique, step.cost, new) != (cert["technique"], cert["cost"], cert["new"]):
        raise CertificateError(
            f"Scenario {cert['scenario']}'s step {cert['step']} is now {step.technique!r} "
            f"of cost {step.cost} ({', '.join(new)}), not the certificate's "
            f"{cert['technique']!r} of cost {cert['cost']}.")
    if not set(new) <= set(cert["facts"]) or step.supposition is not None:
        raise CertificateError("The step's facts are not among the certificate's.")
    return verify(cert, clues, grid)


def for_grid(grid: Sequence[bool | None], cost: int) -> dict[str, Any] | None:
    """A stored certificate about ``grid`` at ``cost``, if there is one."""
    text = grid_text(grid)
    for path in sorted(FOLDER.glob("*.json")):
        try:
            cert = load(path)
        except CertificateError:
            continue
        if cert["cost"] == cost and cert["grid"] == text and cert["numbering"] == numbering():
            return cert
    return None


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if not args or args[0] != "check":
        print("usage: python -m tools.fleet1715.certificate check [certificate.json ...]")
        return 2
    paths = [Path(a) for a in args[1:]] or sorted(FOLDER.glob("*.json"))
    failed = 0
    for path in paths:
        tick = time.perf_counter()
        try:
            found = check(path)
        except CertificateError as error:
            failed += 1
            print(f"{path.name}: FAILS: {error}")
            continue
        print(f"{path.name}: proven, {found['sets']} correction sets over {found['facts']} "
              f"new facts; cheapest hitting set {found['cheapest']} "
              f"({time.perf_counter() - tick:.1f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
