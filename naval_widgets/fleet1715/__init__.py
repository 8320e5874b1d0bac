"""Fleet 1715: a deduction tutor, the rulebook's solo game and its game for two to five
players.

Which ship, of which type, with which cargo, sank where and how deep? The
project's own 48-card clue deck (``world/deck.json``) sets the 16 scenarios of the
rulebook; an exact solver, a step-wise explainer and graded hints teach how
to solve them. This module gathers the public names; each lives in one of

- ``world``: the elements, the logic grid, the clue language, the solutions, the
  deck and its scenarios, puzzles and the exact solver;
- ``tutor``: the step-wise explainer and what it is made of, hints and checks,
  the difficulty rating, tiny puzzles;
- ``solo``: the rulebook's solo game as a registered ``Game`` (``fleet1715``), played as
  ``Solo(seed, scenario)``;
- ``table``: the rulebook's game for two to five players, registered as ``fleet1715_table``
  and played as ``Multiplayer(seed, scenario, players, bots)``;
- ``ui``: the logic-grid widget and the notebooks' plain renderings.

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
>>> table = fleet1715.Solo(seed=3, scenario="b")
>>> table.play("draw")
>>> table.view()["pile"] == len(fleet1715.scenario("B").cards) - 1
True
>>> fleet1715.Multiplayer(seed=3, scenario="B", players=3)
<Fleet 1715 at the table: seed=3 scenario='B' players=3 missions='names' actions=0>

``Table`` (the solo game) and ``TableGame`` (the game for 2-5 players) are the same
classes under their former names, and ``variant=`` the same as ``scenario=``.
"""

from typing import Any

from ..core import table_class
from .solo.actions import Draw, Mark, Submit, parse
from .solo.game import GAME
from .table import GAME as TABLE_GAME
from .table import Table as Multiplayer
from .tutor.api import explain, rate, solve
from .tutor.hints import Hint, Mistake, check, hint
from .tutor.rating import Rating
from .tutor.steps import Fact, Rule, Step
from .tutor.techniques import MEANINGS, SCORES
from .tutor.tiny import TINY, TinyPuzzle, tiny_puzzle
from .world.clues import (
    Area,
    Clue,
    Deeper,
    DepthLimit,
    Negation,
    NextTo,
    Pairing,
    clue_from_json,
)
from .world.data import CATEGORIES, KEYS, LABELS, element
from .world.deck import DECK, Card, Scenario, card, scenario, scenarios
from .world.grid import CELLS, EMPTY, Grid, as_grid, cell, cell_label, cell_title
from .world.puzzles import Puzzle, all_clues, random_puzzle
from .world.solution import Solution
from .world.solutions import LETTERS, PLAYERS, SOLUTIONS

#: The solo game: ``Solo(seed=1, scenario="A")``.
Solo = table_class(GAME)
#: The names the two games' tables had first.
Table, TableGame = Solo, Multiplayer


def board(puzzle: Any = "A", seed: int = 0, language: str | None = None):
    """A puzzle board (widget): scenario ``puzzle`` (a letter, A-P) with all its clue cards
    face up, or a tiny puzzle (one of ``TINY``, or its name there: ``board("negation")``)
    with its clues face up and only its subgrids drawn. Hints, checks and the walkthrough
    are on the board; it says Solved as soon as the marks solve the puzzle. ``language``
    ("en", "fr", "it", "ja"; ``None``: the notebook's, ``naval_widgets.set_language``) is
    the board's.

    The widget's module (and with it ipywidgets) is loaded only when a board is asked for.
    """
    from .ui.widget import board as puzzle_board

    return puzzle_board(puzzle, seed, language)


__all__ = [
    "CATEGORIES", "CELLS", "DECK", "EMPTY", "GAME", "KEYS", "LABELS", "LETTERS", "MEANINGS",
    "PLAYERS", "SCORES", "SOLUTIONS", "Area", "Card", "Clue", "Deeper", "DepthLimit", "Draw",
    "Fact", "Grid", "Hint", "Mark", "Mistake", "Multiplayer", "Negation", "NextTo", "Pairing",
    "Puzzle", "Rating", "Rule", "Scenario", "Solo", "Solution", "Step", "Submit", "TABLE_GAME",
    "TINY", "Table", "TableGame", "TinyPuzzle",
    "all_clues", "as_grid", "board", "card", "cell", "cell_label", "cell_title", "check",
    "clue_from_json", "element", "explain", "hint", "parse", "random_puzzle", "rate",
    "scenario", "scenarios", "solve", "tiny_puzzle",
]
