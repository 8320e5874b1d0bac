"""Fleet 1715: a deduction tutor and the rulebook's solo game.

Which ship, of which type, with which cargo, sank where and how deep? The
project's own 48-card clue deck (``deck.json``) sets the 16 scenarios of the
rulebook; an exact solver, a step-wise explainer and graded hints teach how
to solve them.

>>> from naval_widgets import fleet1715
>>> len(fleet1715.scenario("A").clues) >= 12
True
>>> fleet1715.solve(fleet1715.scenario("A").clues) == [fleet1715.SOLUTIONS["A"]]
True
>>> steps = fleet1715.explain(fleet1715.scenario("A").clues)
>>> steps[0].technique in fleet1715.SCORES
True
>>> fleet1715.hint(fleet1715.scenario("A").clues, None, 1).text.startswith("Look at")
True
>>> tiny = fleet1715.TINY["negation"]  # a tiny puzzle: 3 clues on sites and ship names
>>> tiny.names, "negation" in {step.technique for step in tiny.explain()}
(('site', 'ship name'), True)
>>> table = fleet1715.Table(seed=3, variant="B")
>>> table.play("draw")
>>> table.view()["pile"] == len(fleet1715.scenario("B").cards) - 1
True
"""

from ..core import register, table_class
from .actions import Draw, Mark, Submit, parse
from .api import Hint, Mistake, check, explain, hint, rate, solve
from .clues import Area, Clue, Deeper, DepthLimit, Negation, NextTo, Pairing, clue_from_json
from .data import CATEGORIES, KEYS, LABELS, element
from .deck import DECK, Card, Scenario, card, scenario, scenarios
from .game import GAME
from .grid import CELLS, EMPTY, Grid, as_grid, cell, cell_label, cell_title
from .puzzles import Puzzle, all_clues, random_puzzle
from .rating import Rating
from .solution import Solution
from .solutions import LETTERS, PLAYERS, SOLUTIONS
from .steps import Fact, Rule, Step
from .techniques import MEANINGS, SCORES
from .tiny import TINY, TinyPuzzle, tiny_puzzle

register(GAME)


Table = table_class(GAME)


def board(letter: str = "A", seed: int = 0):
    """A puzzle board (widget) for scenario ``letter``: all its clue cards face up."""
    from .widget import board as _board

    return _board(letter, seed)


__all__ = [
    "CATEGORIES", "CELLS", "DECK", "EMPTY", "GAME", "KEYS", "LABELS", "LETTERS", "MEANINGS",
    "PLAYERS", "SCORES", "SOLUTIONS", "Area", "Card", "Clue", "Deeper", "DepthLimit", "Draw",
    "Fact", "Grid", "Hint", "Mark", "Mistake", "Negation", "NextTo", "Pairing", "Puzzle",
    "Rating", "Rule", "Scenario", "Solution", "Step", "Submit", "TINY", "Table", "TinyPuzzle",
    "all_clues", "as_grid", "board", "card", "cell", "cell_label", "cell_title", "check",
    "clue_from_json", "element", "explain", "hint", "parse", "random_puzzle", "rate",
    "scenario", "scenarios", "solve", "tiny_puzzle",
]
