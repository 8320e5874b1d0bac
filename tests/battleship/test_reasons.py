"""The greedy bot's reasons are true (issue "bots that explain"): on seeded games, in both
rule sets, against itself and against random, the claim of each reason kind is checked
on the position where it was given, against the rules' own account of the move (the
grids before and after it), and its next best move against the bot's scores."""

from __future__ import annotations

import random

import pytest

from naval_widgets.battleship import GAME, Table
from naval_widgets.battleship.actions import Discard, DiscardWhites, EndTurn
from naval_widgets.battleship.bots import GreedyBot
from naval_widgets.battleship.damage import hits, peg_values, submarine_guards
from naval_widgets.battleship.phrases import sentence
from naval_widgets.battleship.reasons import explain
from naval_widgets.battleship.state import DOWN, MISS

from ..reason_claims import check_next_best, params
from ..tiers import seeded

#: Every kind the greedy bot gives on these games (the two discards of white pegs are
#: checked on views of their own below: the bot seldom plays them).
KINDS = {"reveals", "searches", "hits", "sinks", "no-damage", "hits-shield", "breaks-shield",
         "play-two", "draw-three", "shields", "repairs", "must-discard", "ends-turn"}


def seeded_tables(count: int) -> list:
    """``count`` finished games: greedy against greedy or random, either seat, each rule
    set."""
    tables = []
    for seed in range(count):
        other = ("greedy", "random")[seed // 2 % 2]
        bots = {0: "greedy", 1: other} if seed % 4 < 2 else {0: other, 1: "greedy"}
        table = Table(seed=seed, variant=GAME.variants[seed % 2], bots=bots)
        table.run_bots()
        tables.append(table)
    return tables


def cell(state, owner: int, number: int) -> dict:
    """A cell as everyone sees it (the spectator's view)."""
    return GAME.view(state, None)["players"][owner]["grid"][number]


def counted(state, seat: int, action) -> int:
    """The hits the rules count for the peg card ``action`` plays on a revealed ship."""
    grid = state.sides[1 - seat].grid
    guarded = submarine_guards(grid, grid.cells[action.cell])
    return hits((action.card,), peg_values(state.sides[seat].grid.powers, guarded))


def check_claim(table, ply: int) -> str:
    """The reason of move ``ply`` says what happened; its kind."""
    before, after = table.history[ply - 1], table.history[ply]
    action, reason = table.actions[ply - 1], table.reasons[ply]
    seat = GAME.to_move(before)
    view = GAME.view(before, seat)
    me, opponent = view["players"][seat], view["players"][1 - seat]
    legal = GAME.legal_actions(before)
    scores = [GreedyBot()._score(other, me, opponent) for other in legal]
    said, kind = params(reason.public), reason.kind
    if kind == "ends-turn":
        assert type(action) is EndTurn and reason.secret is not None
        assert all(score <= 0 for other, score in zip(legal, scores, strict=True)
                   if other != action), "no card was worth playing"
        return kind
    check_next_best(reason.secret, reason.public, action, legal, scores,
                    lambda other: sentence(other, lambda at: me["grid"][at]["card"]))
    if kind in ("reveals", "searches"):
        cells = before.sides[1 - seat].cells
        assert cells[action.cell].face == DOWN
        assert said["hidden"] == sum(c.face == DOWN for c in cells)
        assert said["ships"] == sum(c.face == DOWN and c.card != MISS for c in cells)
    elif kind in ("hits", "sinks", "no-damage"):
        was, now = cell(before, 1 - seat, action.cell), cell(after, 1 - seat, action.cell)
        assert was["shield"] is None and said.get("value", 0) == counted(before, seat, action)
        if kind == "sinks":
            assert said["value"] >= said["left"] == was["hits"] - was["damage"]
            assert now["face"] == "sunk"
        else:
            assert kind == "no-damage" or said["more"] == was["hits"] - was["damage"] \
                - said["value"] > 0
            if action.card in now["pegs"]:  # unless the PT boat took it off as its turn began
                assert now["damage"] - was["damage"] == said.get("value", 0)
    elif kind in ("hits-shield", "breaks-shield"):
        was, now = cell(before, 1 - seat, action.cell), cell(after, 1 - seat, action.cell)
        left = was["shield"]["strength"] - was["shield"]["damage"]
        assert said["value"] == hits((action.card,), peg_values(
            before.sides[seat].grid.powers, False))
        if kind == "breaks-shield":
            assert said["value"] >= said["left"] == left and now["shield"] is None
        else:
            assert now["shield"]["damage"] - was["shield"]["damage"] == said["value"]
            assert said["more"] == left - said["value"] > 0
    elif kind == "play-two":
        # the card is one play of the turn, and gives two more
        assert GAME.view(after, seat)["plays_left"] == view["plays_left"] - 1 + 2
    elif kind == "draw-three":
        assert GAME.view(after, seat)["restrict"], "the cards drawn are the next play's"
    elif kind == "repairs":
        was, now = cell(before, seat, action.cell), cell(after, seat, action.cell)
        assert was["damage"] - now["damage"] == said["hits"]
    elif kind == "shields":
        was, now = cell(before, seat, action.cell), cell(after, seat, action.cell)
        assert now["shield"] is not None and was["shield"] is None
        assert (said["damage"], said["hits"]) == (was["damage"], was["hits"])
    elif kind == "must-discard":
        assert all(type(other) is Discard for other in legal)
    else:
        pytest.fail(f"a reason of no known kind: {kind}")
    return kind


def checked_kinds(games: int) -> set[str]:
    """Check every reason of ``games`` seeded games; the kinds given."""
    kinds = set()
    for table in seeded_tables(games):
        greedy = {seat for seat, name in table.bot_names.items() if name == "greedy"}
        explained = {ply for ply in range(1, len(table.actions) + 1)
                     if GAME.to_move(table.history[ply - 1]) in greedy}
        assert set(table.reasons) == explained, "every move of the greedy bot, none other"
        kinds |= {check_claim(table, ply) for ply in table.reasons}
    return kinds


def test_the_greedy_bots_reasons_say_what_its_moves_did_in_a_few_games():
    """Issue: a reason is true (the quick sample of the test below)."""
    assert checked_kinds(8) >= {"reveals", "hits", "sinks", "play-two", "shields"}


@pytest.mark.slow
def test_each_kind_of_the_greedy_bots_reasons_is_given_and_true():
    """Issue: a reason is true; every kind is given and checked."""
    games = seeded(60)
    assert checked_kinds(games) == KINDS or games < 60


def test_while_the_game_runs_the_opponent_reads_no_card_of_the_bots_hand():
    """Issue: a reason is never a secret: the public sentence names the move and the
    grids; the hand's part (the next best move) only in the bot's own reading."""
    table = Table(seed=5, bots={1: "greedy"})
    while table.outcome is None and len(table.reasons) < 6:
        table.play(table.legal()[0])
    for ply, reason in table.reasons.items():
        assert table.reason(ply, 0) == str(reason.public) == table.reason(ply)
        assert table.reason(ply, 1) == str(reason.secret) != str(reason.public)
        hand = str(params(reason.secret)["more"])
        assert hand not in table.reason(ply, 0) and hand in table.reason(ply, 1)


def side(grid, powers=()):
    return {"grid": grid, "powers": list(powers), "hand": None}


@pytest.mark.parametrize("hidden", [0, 3])
def test_discarding_white_pegs_says_whether_they_can_still_do_anything(hidden):
    """The two kinds of ``DiscardWhites``: useless white pegs (no face-down card left, no
    destroyer afloat) or more cards to draw."""
    up = {"face": "up", "card": MISS}
    opponent = side([{"face": "down"}] * hidden + [up] * (12 - hidden))
    me = side([up] * 12)
    action = DiscardWhites(count=2)
    scores = [GreedyBot()._score(action, me, opponent), GreedyBot()._score(EndTurn(), me,
                                                                             opponent)]
    assert (scores[0] > scores[1]) == (hidden == 0), "useless whites go; else the turn ends"
    legal = [action, EndTurn()] if hidden == 0 else [action]  # else its only move
    scores = scores[:len(legal)]
    reason = explain(action, scores, legal, me, opponent)
    assert reason.kind == ("useless-whites" if hidden == 0 else "discards-whites")
    check_next_best(reason.secret, reason.public, action, legal, scores,
                    lambda other: sentence(other, lambda at: MISS))


def test_the_bot_plays_the_same_move_with_or_without_building_its_reason():
    """``act`` (matches, ``simulate``) skips the reason ``choose`` (a table) builds: the
    same action from the same random numbers, at every position of seeded games."""
    bot = GreedyBot()
    for table in seeded_tables(4):
        for number, state in enumerate(table.history[:-1]):
            view, legal = GAME.view(state, GAME.to_move(state)), GAME.legal_actions(state)
            assert bot.act(view, legal, random.Random(number)) \
                == bot.choose(view, legal, random.Random(number)).action
