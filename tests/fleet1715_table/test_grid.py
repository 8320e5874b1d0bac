"""The seat's logic grid on the table board: the tutor's hints from the clue cards the
seat knows alone, marks kept per seat and hidden from the others, bad marks refused."""

from __future__ import annotations

import asyncio
import random
import threading
from concurrent.futures import ThreadPoolExecutor
from unittest import mock

import pytest

from naval_widgets.core import widget as core_widget
from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.knowledge import known_cards
from naval_widgets.fleet1715.table.notes import BLANK, hint_for, proven

from ..traits import send

GAME = TableGame.game
rule = pytest.mark.rule


def played(seed=4, scenario="B", players=3, moves=48):
    """``moves`` moves of random bots, for the states along the way."""
    table = TableGame(seed=seed, scenario=scenario, players=players,
                      bots={seat: "random" for seat in range(players)})
    for _ in range(moves):
        table.step_bot()
    return table


def hotseat(players=2):
    """A hot-seat board, the first seat's curtain lifted."""
    table = TableGame(seed=1, scenario="A", players=players)
    board = table.widget(hotseat=True, pace=0)
    send(board, "reveal")
    return table, board


@rule("fleet1715_table/knowledge")
def test_hints_and_proven_marks_come_from_the_seats_knowledge_alone():
    """States that differ only in the seat's secrets (the other hands, the draw pile, the
    cards passed between two others, dealt anew) give it the same hints and proven marks,
    which cite only cards it has seen."""
    rng = random.Random(7)
    table = played()
    named = dealt = 0
    for state in table.history[::16]:
        for seat in range(state.players):
            view = GAME.view(state, seat)
            hints = [hint_for(view, BLANK, level) for level in (1, 3)]
            assert set(hints[1]["cards"]) <= set(known_cards(view))
            named += bool(hints[1]["cells"])
            other = GAME.resample(state, seat, rng)
            dealt += other.hands != state.hands or other.pile != state.pile
            again = GAME.view(other, seat)
            assert [hint_for(again, BLANK, level) for level in (1, 3)] == hints
            assert proven(again) == proven(view)
    assert named and dealt, "some hint must name cells, and some secrets be dealt anew"


@rule("fleet1715_table/knowledge")
def test_the_boards_hint_reads_the_seats_view_not_the_true_state(monkeypatch):
    """The board's hint, asked at a state and at the same state with the secrets dealt
    anew, is the same sentence on the same cells."""
    table = played(seed=2, scenario="C")
    state = table.history[40]
    seat = GAME.to_move(state) or 0
    board = TableGame(seed=2, scenario="C", players=3).widget(seat=seat, pace=0)
    answers = []
    for shown in (state, GAME.resample(state, seat, random.Random(1))):
        monkeypatch.setattr(type(board.table), "state", property(lambda _table, s=shown: s))
        board.sync()
        send(board, "hint", level=3)
        assert board.error == ""
        answers.append(board.notes["hint"])
    assert answers[0] == answers[1] and answers[0]["text"]


@rule("fleet1715_table/knowledge")
def test_each_seat_keeps_its_own_marks_and_the_curtain_hides_them():
    table, board = hotseat()
    send(board, "mark", cell=5, value="yes")
    send(board, "hint", level=1)
    assert board.notes["marks"][5] == "y" and board.notes["hint"]["kind"] == "hint"
    send(board, "act", index=0)  # Player 1 takes a mission card: the curtain falls
    assert board.curtain and board.notes == {}
    send(board, "mark", cell=6, value="no")
    assert "curtain" in board.error and board.notes == {}
    send(board, "reveal")
    assert board.notes["marks"] == BLANK and board.notes["hint"] is None  # Player 2's own
    send(board, "mark", cell=7, value="no")
    send(board, "act", index=0)
    send(board, "reveal")
    mine = board.notes["marks"]
    assert mine[5] == "y" and mine[7] == "." and board.notes["hint"] is None
    # No game action: nothing in the record, the log or a view of either seat.
    assert len(table.actions) == 2 and "notes" not in table.view(1)
    send(board, "undo")
    send(board, "reveal")
    assert board.notes["marks"][7] == "n"  # Player 2 again, its mark kept through undo


@rule("fleet1715_table/knowledge")
def test_a_redisplayed_board_keeps_the_marks_and_a_new_game_clears_them():
    table, board = hotseat()
    send(board, "mark", cell=0, value="no")
    board.sync()  # what a reload or a second display of the board receives
    assert board.notes["marks"][0] == "n"
    send(board, "new_game")
    assert board.curtain and board.notes == {}, "a new game starts behind the curtain"
    send(board, "reveal")
    assert board.notes["marks"] == BLANK


@rule("fleet1715/notes")
@pytest.mark.parametrize("payload", [
    {"cell": 160, "value": "no"}, {"cell": -1, "value": "no"}, {"cell": "3", "value": "no"},
    {"cell": True, "value": "no"}, {"cell": 3.0, "value": "yes"}, {"value": "no"},
    {"cell": 3, "value": "maybe"}, {"cell": 3, "value": None}, {"cell": 3, "value": ["no"]},
])
def test_bad_marks_are_refused_and_change_nothing(payload):
    _table, board = hotseat()
    send(board, "mark", cell=4, value="yes")
    before = dict(board.notes)
    send(board, "mark", **payload)
    assert board.error and board.notes == before


@rule("fleet1715/hint")
@pytest.mark.parametrize("level", [0, 4, "1", None, True, 1.0])
def test_a_hint_of_no_level_is_refused(level):
    _table, board = hotseat()
    send(board, "hint", level=level)
    assert "1, 2 or 3" in board.error and board.notes["hint"] is None


@rule("fleet1715/notes")
def test_marking_what_the_cards_prove_keeps_the_other_marks():
    table, board = hotseat()
    known = proven(table.view(0))
    free = next(c for c, value in enumerate(known) if value is None)
    send(board, "mark", cell=free, value="yes")
    send(board, "fill")
    marks = board.notes["marks"]
    assert marks[free] == "y"
    assert all(marks[c] == ("y" if value else "n") for c, value in enumerate(known)
               if value is not None)
    assert any(value is not None for value in known)


@rule("fleet1715_table/knowledge")
def test_a_note_made_while_a_bot_moved_is_still_taken():
    table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=0)
    assert board.ply > 1
    send(board, "mark", cell=9, ply=0, value="no")
    assert board.error == "" and board.notes["marks"][9] == "n"
    send(board, "act", ply=0, index=0)
    assert "earlier position" in board.error


def grid_with(marks):
    """The notes' marks string with ``{cell: "n" | "y"}`` written on a blank grid."""
    return "".join(marks.get(c, mark) for c, mark in enumerate(BLANK))


@rule("fleet1715/hint")
def test_marks_that_clash_only_together_get_three_different_hints_naming_them():
    """Every ship name crossed out for one site: no one mark goes against the cards known,
    so the hints find the fewest marks that clash (here by the grid rules alone)."""
    from naval_widgets.fleet1715.world.data import KEYS
    from naval_widgets.fleet1715.world.grid import cell

    view = TableGame(seed=1, scenario="A", players=3).view(0)
    names = [cell(0, KEYS.index(key)) for key in KEYS[16:20]]
    marks = grid_with(dict.fromkeys(names, "n"))
    hints = [hint_for(view, marks, level) for level in (1, 2, 3)]
    assert len({h["text"] for h in hints}) == 3
    assert "grid rules" in hints[0]["text"] and hints[0]["cells"] == []
    assert sorted(hints[1]["cells"]) == sorted(names) == sorted(hints[2]["cells"])


@rule("fleet1715/notes")
def test_marking_what_the_cards_prove_marks_what_each_card_says_by_itself():
    """The button marks what each card known settles alone; what only cards read together
    settle is left to the student and the hints."""
    from naval_widgets.fleet1715.world.deck import card
    from naval_widgets.fleet1715.world.grid import EMPTY
    from naval_widgets.fleet1715.world.solver import consequences

    left = 0
    for table in (played(moves=m) for m in range(0, 48, 8)):
        view = table.view(0)
        clues = [card(n).clue for n in known_cards(view)]
        alone = [consequences([clue]) for clue in clues]
        marked = proven(view)
        assert all((value is None) == all(grid[c] is None for grid in alone)
                   for c, value in enumerate(marked))
        together = consequences(clues) or EMPTY
        left += sum(value is None and together[c] is not None for c, value in enumerate(marked))
    assert left > 0  # some cell settled only by cards read together was left unmarked


class Slow:
    """A bot that thinks until ``go`` is set (at most 5 s), then plays as ``bot`` would."""

    def __init__(self, bot):
        self.bot, self.go, self.thinking = bot, threading.Event(), threading.Event()

    def act(self, view, legal, rng):
        self.thinking.set()
        self.go.wait(5)
        return self.bot.act(view, legal, rng)


def run(scenario):
    """``asyncio.run(scenario())`` in a thread of its own: a browser test run before in
    this process may leave an event loop running in the main thread."""
    with ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, scenario()).result()


async def until(condition, seconds=5.0):
    """Wait, letting the event loop run, until ``condition()`` holds."""
    for _ in range(int(seconds / 0.005)):
        if condition():
            return
        await asyncio.sleep(0.005)
    raise AssertionError("timed out")


def test_without_threads_the_paced_bots_think_on_the_event_loop(monkeypatch):
    monkeypatch.setattr(core_widget, "THREADS", False)  # as in Pyodide

    async def scenario():
        table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
        board = table.widget(seat=0, pace=0.01)
        send(board, "act", index=0)
        assert board.busy
        await until(lambda: not board.busy)
        assert table.to_move == 0 and len(table.actions) == 3

    with mock.patch("asyncio.BaseEventLoop.run_in_executor", side_effect=RuntimeError(
            "no thread")):
        run(scenario)


@rule("fleet1715_table/knowledge")
def test_a_note_and_a_hint_are_answered_while_a_bot_thinks():
    async def scenario():
        table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
        slow = table.bots[1] = Slow(table.bots[1])
        board = table.widget(seat=0, pace=0.01)
        send(board, "act", index=0)  # Player 1's mission: Player 2, the slow bot, to move
        await until(slow.thinking.is_set)
        ply = board.ply
        send(board, "mark", cell=5, value="no")
        send(board, "hint", level=1)
        # Answered while the bot still thinks: the position has not moved.
        assert board.notes["marks"][5] == "n" and board.notes["hint"]
        assert board.busy and board.ply == ply and table.to_move == 1
        slow.go.set()
        await until(lambda: not board.busy)
        assert board.ply > ply and table.to_move == 0
        assert board.notes["marks"][5] == "n"

    run(scenario)


@rule("fleet1715_table/knowledge")
def test_a_new_game_while_a_bot_thinks_drops_that_bots_move():
    async def scenario():
        table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
        stale = table.bots[1] = Slow(table.bots[1])
        board = table.widget(seat=0, pace=0.01)
        send(board, "act", index=0)
        await until(stale.thinking.is_set)
        send(board, "new_game")
        fresh = table.bots[1] = Slow(table.bots[1])  # the new game's Player 2
        send(board, "act", index=0)
        await until(fresh.thinking.is_set)
        stale.go.set()  # the old game's choice arrives, in the new game's same phase
        await asyncio.sleep(0.1)
        assert len(table.actions) == 1 and table.to_move == 1 and board.busy
        fresh.go.set()
        await until(lambda: not board.busy)
        assert table.to_move == 0 and board.ply == len(table.actions)

    run(scenario)
