"""The board's synced traits hold only what its seat may know (docs/rules/battleship.md,
"Hidden information"): every trait the page receives, not the view alone.

The views are checked by the conformance suite, which deals a state's secrets anew
(``view.resample``). The board's ``log`` and ``recent`` are built from the whole game,
though, and dealing the past anew makes the other seat's moves illegal. So each game
here gets a twin: the same deal, except for what is still secret to the seat at the
game's end (the cards still face down, the other's hand against its draw pile, the
cards no one has drawn), and the same moves replayed. At every move both boards must
send the same traits; and the other seat's private log lines (the cards it drew) must
appear in no trait.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, fields
from typing import Any

import pytest

from naval_widgets.battleship import GAME, Table
from naval_widgets.battleship.cards import NAMES, sort_hand
from naval_widgets.battleship.game import Battleship
from naval_widgets.battleship.state import DOWN, Grid, Side, State

from ..traits import traits_of

rule = pytest.mark.rule
GAMES = 30


@dataclass
class DealtBattleship(Battleship):
    """Battleship dealing a given state: a twin game's deal."""

    dealt: State | None = None

    def deal(self, seed: int, setup: Any) -> State:
        return self.dealt


TWIN = DealtBattleship(**{f.name: getattr(GAME, f.name) for f in fields(GAME)})
TwinTable = type("TwinTable", (Table,), {"game": TWIN})


def played(seed: int) -> Table:
    """A finished game between two bots."""
    table = Table(seed=seed, variant=GAME.variants[seed % 2], bots={0: "greedy", 1: "random"})
    table.run_bots()
    return table


def never_reshuffled(history: tuple[State, ...], owner: int) -> bool:
    draws = [len(state.sides[owner].draw) for state in history]
    return all(after <= before for before, after in zip(draws, draws[1:], strict=False))


def twin_deal(history: tuple[State, ...], seat: int, rng: random.Random,
              swap_hand: bool) -> State:
    """The first deal of ``history`` with what ``seat`` still cannot know at its end dealt
    anew: the cards still face down, the cards never drawn, and (``swap_hand``) a card the
    other seat may still hold traded for one it never drew."""
    first, last = history[0], history[-1]
    sides = []
    for owner, (dealt, now) in enumerate(zip(first.sides, last.sides, strict=True)):
        cards = [cell.card for cell in dealt.cells]
        down = [i for i, cell in enumerate(now.cells) if cell.face == DOWN]
        hidden = [cards[i] for i in down]
        rng.shuffle(hidden)
        for i, card in zip(down, hidden, strict=True):
            cards[i] = card
        hand, draw = list(dealt.hand), list(dealt.draw)
        if never_reshuffled(history, owner):
            untouched = len(now.draw)  # the bottom of the pile, never drawn
            if swap_hand and owner != seat and untouched:
                trade(hand, draw, untouched, now.hand, rng)
            bottom = draw[:untouched]
            rng.shuffle(bottom)
            draw[:untouched] = bottom
        sides.append(Side(Grid.face_down(cards, first.variant), sort_hand(hand), tuple(draw), ()))
    return first._replace(sides=tuple(sides))


def trade(hand: list[str], draw: list[str], untouched: int, held: tuple[str, ...],
          rng: random.Random) -> None:
    """Trade a card of the deal that may still be in the hand at the end (dealt in it, or
    drawn) for one of the ``untouched`` cards at the bottom of the draw pile."""
    places = [(hand, i) for i, card in enumerate(hand) if card in held]
    places += [(draw, i) for i in range(untouched, len(draw)) if draw[i] in held]
    if places:
        (cards, i), j = rng.choice(places), rng.randrange(untouched)
        cards[i], draw[j] = draw[j], cards[i]


def public(state: State, seat: int) -> tuple[Any, ...]:
    """Everything in ``state`` that is not secret to ``seat``: the test's own reading of
    the rules' hidden information, independent of ``view``."""
    sides = tuple((side.discard, len(side.hand), len(side.draw),
                   tuple(cell if cell.face != DOWN else None for cell in side.cells),
                   side.hand if owner == seat else None)
                  for owner, side in enumerate(state.sides))
    restrict = state.restrict if state.to_move == seat else state.restrict is None
    return (state._replace(sides=(), restrict=restrict), sides)


def replayed(actions: tuple[Any, ...], table: Table, twin: Table, seat: int):
    """The boards for ``seat`` of ``table`` and its twin after each of ``actions``; stops
    at the first move the twin refuses or that shows the seat more than ``table`` does."""
    boards = table.widget(seat=seat, pace=0), twin.widget(seat=seat, pace=0)
    yield boards
    for action in actions:
        table.play(action, respond=False)
        try:
            twin.play(action, respond=False)
        except ValueError:
            return
        if public(twin.state, seat) != public(table.state, seat):
            return
        for board in boards:
            board.sync()
        yield boards


def strings(value: Any):
    """Every string inside a trait's value."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


@rule("battleship/setup")
@rule("battleship/refill")
@rule("battleship/draw-three")
def test_synced_traits_are_the_same_whatever_the_seats_secrets_are():
    """(a) Over 30 games, after every move, the board of one seat sends the same traits
    as the board of a twin game that differs only in that seat's secrets. Half the twins
    differ in the secrets at the game's end, half at a move halfway (where ships still
    lie face down)."""
    rng = random.Random(12)
    compared, varied, short = 0, {}, 0
    for seed in range(GAMES):
        seat, game = seed % 2, played(seed)
        moves = len(game.actions)
        cut = moves if seed % 4 < 2 else rng.randint(moves // 4, moves // 2)
        for swap_hand in (True, True, True, False):  # trading may take a card it played
            TWIN.dealt = twin_deal(game.history[:cut + 1], seat, rng, swap_hand)
            table = Table(seed=seed, variant=game.variant)
            twin = TwinTable(seed=seed, variant=game.variant)
            for board, other in replayed(game.actions[:cut], table, twin, seat):
                assert traits_of(other) == traits_of(board), f"seed {seed}, ply {board.ply}"
                compared += 1
                before, after = (GAME.secrets(t.state, seat) for t in (table, twin))
                for name in before:
                    varied[name] = varied.get(name, 0) + (before[name] != after[name])
            if len(twin.actions) == cut:
                break
            short += 1
        assert len(twin.actions) == cut, f"seed {seed}: no twin replayed the moves"
    assert compared > 20 * GAMES and short < GAMES, (compared, short)
    assert all(count > compared // 10 for count in varied.values()), (compared, varied)


@rule("battleship/refill")
@rule("battleship/draw-three")
def test_no_trait_holds_the_other_seats_private_log_lines():
    """(b) The lines only the other seat reads (the cards it drew) are in no synced trait,
    and ``recent`` names none of the cards the other seat holds unseen."""
    checked = 0
    for seed in range(GAMES):
        seat, game = seed % 2, played(seed)
        lines = zip(game.log_for(1 - seat), game.log_for(None), strict=True)
        private = {mine for mine, shown in lines if mine != shown}
        assert private, f"seed {seed}: the other seat drew nothing"
        table = Table(seed=seed, variant=game.variant)
        board = table.widget(seat=seat, pace=0)
        for action in game.actions:
            table.play(action, respond=False)
            board.sync()
            texts = [text for value in traits_of(board).values() for text in strings(value)]
            assert not [line for line in private if any(line in text for text in texts)]
            public = set(table.log_for(None))
            recent = list(strings(board.recent))
            moved = " ".join(move["text"] for move in board.recent)
            unseen = {str(NAMES[card]) for card in table.state.sides[1 - seat].hand
                      if str(NAMES[card]) not in moved}
            assert all(move["text"] in public for move in board.recent)
            assert not [name for name in unseen if any(name in text for text in recent)]
            checked += bool(board.recent)
    assert checked > 10 * GAMES
