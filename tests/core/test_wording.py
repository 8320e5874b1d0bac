"""What a student reads never writes a plural the lazy way: no "card(s)", no "1 cards"."""

from __future__ import annotations

import random
import re

import pytest

from naval_widgets import fleet1715
from naval_widgets.core import games, table_class

from ..fleet1715.walkthroughs import scenario_steps
from ..tiers import seeded

LAZY = re.compile(r"\(s\)|\b1 (cards|players|marks|steps|bots|games|pegs|hits)\b")


def lazy_plurals(texts):
    return sorted({text for text in texts if LAZY.search(text)})


@pytest.mark.parametrize("game", games().values(), ids=lambda game: game.name)
def test_no_lazy_plural_in_what_a_game_says(game):
    """Statuses, prompts, move sentences, logs and results over seeded random games (of
    a long legal list, about 30 moves spread along it are described)."""
    texts = []
    for seed in range(seeded(16)):
        table = table_class(game)(seed=seed, variant=game.variants[seed % len(game.variants)])
        rng = random.Random(seed)
        while table.outcome is None and len(table.actions) < 400:
            state = table.state
            seat = table.to_move
            texts.append(game.status(state, seat))
            legal = table.legal()
            texts += [table.describe(action) for action in legal[::len(legal) // 30 + 1]]
            table.play(rng.choice(table.legal()), respond=False)
        texts += table.log + [game.status(table.state, 0)]
    assert texts and lazy_plurals(texts) == []


def test_no_lazy_plural_in_what_the_tutor_says():
    """Every step of the walkthroughs, the hints and checks of a few grids."""
    texts = []
    for letter in "ABCDEFGHIJKLMNOP":
        clues = fleet1715.scenario(letter).clues
        texts += [step.text for step in scenario_steps(letter)]
        grid = list(fleet1715.SOLUTIONS[letter].grid())
        grid[0], grid[1] = (not grid[0]), None
        texts += [fleet1715.hint(clues, tuple(grid), level).text for level in (1, 2, 3)]
        texts += [mistake.text for mistake in fleet1715.check(clues, tuple(grid))]
    assert len(texts) > 1000 and lazy_plurals(texts) == []
