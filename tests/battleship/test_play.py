"""Whole Battleship games: redacted logs, invariants, golden counts, bot strength."""

from __future__ import annotations

import json
import os
import random
import re
from pathlib import Path

import pytest

from naval_widgets.battleship import GAME, Table
from naval_widgets.battleship.cards import HITS, SHIELD_STRENGTH
from naval_widgets.battleship.rules import damage, is_ship, shield_damage
from naval_widgets.core import make_bot
from naval_widgets.core.measure import simulate

GOLDEN = Path(__file__).with_name("golden_counts.json")
GOLDEN_GAMES = [(seed, variant) for seed in (1, 2, 3) for variant in GAME.variants]
rule = pytest.mark.rule


def finished(seed, variant, bots=("greedy", "random")):
    table = Table(seed=seed, variant=variant, bots={0: bots[0], 1: bots[1]})
    table.run_bots()
    return table


@rule("battleship/refill")
def test_logs_name_drawn_cards_only_to_their_owner():
    draw = re.compile(r"^Player (\d) draws (\d+ cards?\.|: .+\.)$")
    checked = 0
    for seed in range(100):
        table = finished(seed, GAME.variants[seed % 2])
        for seat in (None, 0, 1):
            for line in table.log_for(seat):
                found = draw.match(line)
                if found:
                    owner = int(found.group(1)) - 1
                    assert found.group(2).startswith(":") == (owner == seat), line
                    checked += 1
    assert checked > 1000


@rule("battleship/sinking")
def test_no_ship_afloat_has_taken_enough_hits():
    for seed in range(200):
        table = finished(seed, GAME.variants[seed % 2], ("random", "random"))
        for state in table.history:
            for owner, side in enumerate(state.sides):
                attacker = state.sides[1 - owner].grid.powers
                for cell in side.cells:
                    if is_ship(cell):
                        assert damage(side.grid, cell, attacker) < HITS[cell.card]
                        if cell.shield is not None:
                            assert shield_damage(cell, attacker) < SHIELD_STRENGTH


NOTATION = re.compile(r"\b(white|red[124]|whites-or-two|repair-or-draw|discard-whites|play-two|"
                      r"draw-three|pt-boat)\b")


@rule("battleship/setup")
def test_every_sentence_names_cards_by_their_one_name():
    """Logs, move sentences and statuses say "Red peg ×2", as the hand does, never the
    notation a person types ("red2")."""
    texts = []
    for seed in range(30):
        table = Table(seed=seed, variant=GAME.variants[seed % 2])
        rng = random.Random(seed)
        while table.outcome is None:
            texts.append(GAME.status(table.state, table.to_move))
            texts += [table.describe(action) for action in table.legal()]
            table.play(rng.choice(table.legal()), respond=False)
        texts += table.log_for(0) + table.log_for(1)
    assert len(texts) > 5000
    assert sorted({text for text in texts if NOTATION.search(text)}) == []
    assert any("Red peg ×2" in text for text in texts)
    assert any("Discard whites / Play 2" in text for text in texts)


def golden_game(seed, variant):
    """The states of a greedy-against-random game whose bots draw from generators fixed
    here, so that the golden counts pin the rules alone, not how tables seed their bots."""
    bots = [make_bot(GAME, "greedy"), make_bot(GAME, "random")]
    rngs = [random.Random(f"{seed}/bot/{seat}") for seat in (0, 1)]
    states = [GAME.initial_state(seed, variant)]
    while GAME.outcome(states[-1]) is None:
        state = states[-1]
        seat = GAME.to_move(state)
        action = bots[seat].act(GAME.view(state, seat), GAME.legal_actions(state), rngs[seat])
        states.append(GAME.apply(state, action))
    return states


def golden_counts():
    return {f"{variant}/{seed}": [len(GAME.legal_actions(state))
                                  for state in golden_game(seed, variant)]
            for seed, variant in GOLDEN_GAMES}


def test_golden_legal_action_counts():
    """The number of legal actions along fixed seeded games (python-chess perft).

    A change here means a rule changed: if on purpose, regenerate with
    ``NAVAL_REGENERATE_GOLDEN=1`` and say why in the commit.
    """
    counts = golden_counts()
    if os.environ.get("NAVAL_REGENERATE_GOLDEN"):
        lines = ",\n".join(f"  {json.dumps(key)}: {json.dumps(row)}" for key, row in counts.items())
        GOLDEN.write_text("{\n" + lines + "\n}\n")
    assert counts == json.loads(GOLDEN.read_text())
    assert all(len(line) > 20 for line in counts.values())


@pytest.mark.parametrize("variant", GAME.variants)
def test_greedy_beats_random_in_four_games_of_five(variant):
    result = simulate(GAME, ["greedy", "random"], games=500, seed=1, setup=GAME.setup(variant),
                      progress=False)
    assert result["unfinished"] == 0
    assert result["win_rate"]["greedy"] >= 0.8, result
