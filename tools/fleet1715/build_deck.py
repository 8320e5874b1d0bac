"""Build the 48-card clue deck and the 16 scenarios' card sets from a seed.

    python -m tools.fleet1715.build_deck --seed 2 [--out PATH]    (from the repository root)

1. *Cover*: cards are chosen greedily, each time the clue (from every clue
   the language can state, ``puzzles.all_clues``) that removes the most
   candidate solutions, summed over the scenarios it is true in (counted
   exactly on bitsets of all 331,776 solutions; weaker kinds favoured, since
   they make harder puzzles), until every scenario's cards leave exactly its
   own solution.
2. *Fill*: more cards, true in scenarios with few cards so far and of kinds
   still rare, until the deck holds 48.
3. *Sets*: each scenario gets a style (easy, medium, hard, fiendish: seeded)
   and starts from every card true in it; it drops one card at a time (the
   best of a seeded sample) while its set keeps one solution, the explainer
   still solves it with direct steps only (no supposition) and it is no
   harder than its style allows (``rating``): an easy set drops what keeps it
   easiest and stops at a size that grows with the rulebook's player count,
   the others drop what makes them hardest, down to 12 cards. Cards no set
   uses are added to a set they are true in.

The result is written as JSON (the package's ``world/deck.json`` by default).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from naval_widgets.fleet1715.tutor.explainer import Work
from naval_widgets.fleet1715.tutor.rating import rate_puzzle
from naval_widgets.fleet1715.world.clues import Clue
from naval_widgets.fleet1715.world.data import KEYS
from naval_widgets.fleet1715.world.deck import PATH
from naval_widgets.fleet1715.world.grid import EMPTY, Grid
from naval_widgets.fleet1715.world.puzzles import all_clues
from naval_widgets.fleet1715.world.solutions import LETTERS, PLAYERS, SOLUTIONS
from naval_widgets.fleet1715.world.solver import Unary, compile_clue, solve

FORMAT = "naval_widgets/fleet1715-deck"
CARDS = 48
SMALLEST, LARGEST = 12, 24

# -- all solutions as bitsets --------------------------------------------------------------
_SIZE = 24 ** 4
ALL = (1 << _SIZE) - 1


def _periodic(pattern: int, period: int, times: int) -> int:
    return pattern * (((1 << (period * times)) - 1) // ((1 << period) - 1))


#: IND[category][p]: the solutions whose permutation of ``category`` is p.
IND = {
    1: [((1 << 13824) - 1) << (13824 * p) for p in range(24)],
    2: [_periodic(((1 << 576) - 1) << (576 * p), 13824, 24) for p in range(24)],
    3: [_periodic(((1 << 24) - 1) << (24 * p), 576, 576) for p in range(24)],
    4: [_periodic(1 << p, 24, 13824) for p in range(24)],
}
_UNIONS: dict[tuple[int, int], int] = {}


def _union(category: int, mask: int) -> int:
    key = (category, mask)
    if key not in _UNIONS:
        found = 0
        for p in range(24):
            if mask >> p & 1:
                found |= IND[category][p]
        _UNIONS[key] = found
    return _UNIONS[key]


def bitset(clue: Clue) -> int:
    """The set of solutions where ``clue`` holds."""
    (con,) = compile_clue(clue)
    if isinstance(con, Unary):
        return _union(con.cats[0], con.mask)
    assign = [-1] * 5
    if len(con.cats) == 2:
        i, j = con.cats
        found = 0
        for p in range(24):
            assign[i] = p
            found |= IND[i][p] & _union(j, con.narrow(j, assign))
        return found
    i, j, k = con.cats
    found = 0
    for p in range(24):
        assign[i] = p
        for q in range(24):
            assign[j] = q
            mask = con.narrow(k, assign)
            if mask:
                found |= IND[i][p] & IND[j][q] & _union(k, mask)
        assign[j] = -1
    return found


# -- the build ----------------------------------------------------------------------------------
STYLES = ("easy",) * 4 + ("medium",) * 5 + ("hard",) * 5 + ("fiendish",) * 2
#: The hardest step a set of each style may need (rating.LEVELS).
LIMIT = {"easy": 8, "medium": 14, "hard": 32, "fiendish": 60}
#: How much the builder favours each kind of card: weaker kinds make harder puzzles.
KIND_WEIGHT = {"pairing": 0.5, "negation": 1.0, "area": 0.8, "next-to": 1.3, "depth": 1.0,
               "deeper": 1.3}
#: Cards tried for dropping at each round.
SAMPLE = 8


class Builder:
    def __init__(self, seed: int, log: Any = None) -> None:
        self.seed = seed
        self.rng = random.Random(f"fleet1715/deck/{seed}")
        self.log = log or (lambda *args: None)
        clues = all_clues()
        self.truth = {clue: "".join(x for x in LETTERS if clue.holds(SOLUTIONS[x]))
                      for clue in clues}
        self.pool = [clue for clue in clues if self.truth[clue]]
        self._bits: dict[Clue, int] = {}

    def bits(self, clue: Clue) -> int:
        if clue not in self._bits:
            self._bits[clue] = bitset(clue)
        return self._bits[clue]

    def cover(self) -> list[Clue]:
        left = {x: ALL for x in LETTERS}
        deck: list[Clue] = []
        noise = {clue: self.rng.random() * 0.3 for clue in self.pool}
        while any(left[x].bit_count() > 1 for x in LETTERS):
            kinds = Counter(clue.kind for clue in deck)
            best, score = None, 0.0
            for clue in self.pool:
                if clue in deck:
                    continue
                gain = 0.0
                bits = None
                for x in self.truth[clue]:
                    size = left[x].bit_count()
                    if size > 1:
                        bits = bits if bits is not None else self.bits(clue)
                        gain += math.log2(size / (left[x] & bits).bit_count())
                gain = gain * (1 + noise[clue]) * KIND_WEIGHT[clue.kind] / \
                    (1 + 0.15 * kinds[clue.kind])
                if gain > score:
                    best, score = clue, gain
            assert best is not None
            deck.append(best)
            for x in self.truth[best]:
                left[x] &= self.bits(best)
        self.log(f"cover: {len(deck)} cards")
        return deck

    def fill(self, deck: list[Clue]) -> list[Clue]:
        deck = list(deck)
        while len(deck) < CARDS:
            kinds = Counter(clue.kind for clue in deck)
            weak = {x: sum(x in self.truth[c] for c in deck) for x in LETTERS}
            best = max((clue for clue in self.pool if clue not in deck),
                       key=lambda c: (sum(1 / (1 + weak[x]) for x in self.truth[c])
                                      * KIND_WEIGHT[c.kind] / (1 + kinds[c.kind])
                                      + self.rng.random() * 0.05))
            deck.append(best)
        return deck

    def choose_sets(self, deck: list[Clue]) -> dict[str, list[Clue]] | None:
        styles = list(STYLES)
        self.rng.shuffle(styles)
        sets: dict[str, list[Clue]] = {}
        for x, style in zip(LETTERS, styles, strict=True):
            found = self.choose(x, [c for c in deck if x in self.truth[c]], style)
            if found is None:
                return None
            sets[x] = found
        used = {c for chosen in sets.values() for c in chosen}
        for clue in deck:
            if clue in used:
                continue
            room = [x for x in self.truth[clue] if len(sets[x]) < LARGEST]
            if not room:
                self.log(f"no room for {clue.text}")
                return None
            x = min(room, key=lambda x: len(sets[x]))
            sets[x].append(clue)
        return sets

    def choose(self, x: str, pool: list[Clue], style: str) -> list[Clue] | None:
        """Drop cards from ``pool`` while the set stays a puzzle of one solution that direct
        steps solve, no harder than its style allows: an easy set drops the card that keeps
        it easiest, the others the card that makes it hardest (among a seeded sample)."""
        truth = SOLUTIONS[x].grid()
        if not solves_directly(pool, truth):
            self.log(f"{x}: its whole pool needs a supposition")
            return None
        worst = rate_puzzle(pool, truth).hardest_score
        limit = max(LIMIT[style], worst)
        target = {3: 14, 4: 17, 5: 20}[PLAYERS[x]] + self.rng.randint(-2, 2)
        floor = max(target, SMALLEST) if style == "easy" else SMALLEST
        sign = 1 if style == "easy" else -1
        chosen = list(pool)
        while len(chosen) > floor:
            sample = self.rng.sample(chosen, min(SAMPLE, len(chosen)))
            best = None
            for clue in sample:
                rest = [c for c in chosen if c is not clue]
                if not (_unique(rest) and solves_directly(rest, truth)):
                    continue
                rating = rate_puzzle(rest, truth)
                if rating.hardest_score > limit:
                    continue
                key = (sign * rating.hardest_score, sign * rating.score)
                if best is None or key < best[0]:
                    best = (key, rest)
            if best is None:
                break
            chosen = best[1]
        if len(chosen) > LARGEST:
            self.log(f"{x}: {len(chosen)} cards are still needed")
            return None
        return chosen

    def build(self) -> dict[str, Any]:
        base = self.cover()
        for tries in range(20):
            deck = self.fill(base)
            sets = self.choose_sets(deck)
            if sets is not None:
                return deck_json(self.seed, deck, sets)
            self.log(f"retry {tries}")
        raise RuntimeError("no deck found for this seed; try another")


def _unique(clues: list[Clue]) -> bool:
    return len(solve(clues, limit=2)) == 1


def solves_directly(clues: list[Clue], truth: Grid) -> bool:
    """Whether direct steps alone (no supposition, no trial) fill the whole grid.

    Forcing chains and clues read with a grid rule are left out, as when the deck was
    built: the deck's sets stay those it chose."""
    work = Work(clues, EMPTY, truth, chains=False, mixed=False)
    while not work.done:
        found = work.best()
        if found is None or found.conflict:
            return False
        work.learn(found.new)
    return True


def deck_json(seed: int, deck: list[Clue], sets: dict[str, list[Clue]]) -> dict[str, Any]:
    order = {"pairing": 0, "negation": 1, "area": 2, "next-to": 3, "depth": 4, "deeper": 5}
    cards = sorted(deck, key=lambda c: (order[c.kind], c.text))
    out = []
    for number, clue in enumerate(cards, start=1):
        letters = "".join(x for x in LETTERS if clue in sets[x])
        out.append({"number": number, "text": clue.text, "scenarios": letters, **clue.to_json()})
    ratings = {}
    for x in LETTERS:
        clues = [c for c in cards if c in sets[x]]
        ratings[x] = {"cards": len(clues), **rate_puzzle(clues, SOLUTIONS[x].grid()).to_json()}
    return {"format": FORMAT, "version": 1, "seed": seed, "cards": out, "ratings": ratings,
            "keys": list(KEYS)}


def dumps(data: dict[str, Any]) -> str:
    """The deck as JSON, one card and one rating a line."""
    def rows(items: list[str]) -> str:
        return "[\n  " + ",\n  ".join(items) + "\n ]"

    cards = rows([json.dumps(card, ensure_ascii=False) for card in data["cards"]])
    ratings = "{\n  " + ",\n  ".join(f"{json.dumps(x)}: {json.dumps(r)}"
                                     for x, r in data["ratings"].items()) + "\n }"
    head = {k: v for k, v in data.items() if k not in ("cards", "ratings")}
    fields = [f" {json.dumps(k)}: {json.dumps(v)}" for k, v in head.items()]
    return "{\n" + ",\n".join(fields + [f' "cards": {cards}', f' "ratings": {ratings}']) + \
        "\n}\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.fleet1715.build_deck",
                                     description=__doc__.split("\n\n")[0])
    parser.add_argument("--seed", type=int, default=2)
    parser.add_argument("--out", type=Path, default=PATH)
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args(argv)
    log = (lambda *a: None) if args.quiet else (lambda *a: print(*a, file=sys.stderr))
    data = Builder(args.seed, log).build()
    args.out.write_text(dumps(data))
    for x, rating in data["ratings"].items():
        log(f"{x}: {rating['cards']:2d} cards, score {rating['score']:4d}, "
            f"{rating['level']:<9} hardest: {rating['hardest']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
