"""Each game's moves and marks made by clicking on its board in the page, as a student does
(for ``tests/e2e/answering.py``'s move and marked-board questions).

A mover plays an action the engine lists as legal: its card in the hand, then its target
on the board (a ``data-cell`` the board reads from the action's legal entry), or the
button of an action that has no target. The Fleet 1715 marker clicks grid cells until
each shows the mark the question reads.
"""

from __future__ import annotations

from typing import Any

from playwright.sync_api import Locator, expect

from naval_widgets.core.i18n import using
from naval_widgets.fleet1715.solo.actions import Mark
from naval_widgets.lessons.questions import AnswerError, Question
from naval_widgets.nautilus.game import describe

from ..e2e.lab import click_until


def card_then_target(board: Locator, card: str, cell: str) -> None:
    """Pick ``card`` (a ``data-card`` kind: in the hand, or a special card beside it),
    clicked until its targets show, then the target ``cell`` (a ``data-cell`` key)."""
    target = board.locator(f'[data-cell="{cell}"][data-target="true"]')
    click_until(board.locator(f'[data-cmd="card"][data-card="{card}"]').first, target)
    target.click()


class BattleshipMover:
    """A peg: its card in the hand, then its cell on the other grid."""

    def can(self, action: Any) -> bool:
        return type(action).__name__ == "PlayPeg"

    def play(self, board: Locator, action: Any) -> None:
        card_then_target(board, action.card, f"opp-{action.cell}")


class NauticMilesMover:
    """A convoy card at a place of the own line ("at-2"), a card beside a convoy ("L1-2":
    convoy 2 of line 1), or a card discarded (the chosen card's one option). A submarine
    is left out: with two in the hand it opens a menu (one, or the pair) on its convoy."""

    def can(self, action: Any) -> bool:
        return (type(action).__name__ in ("PlaceConvoy", "PlayCard", "Discard")
                and action.card != "submarine")

    def play(self, board: Locator, action: Any) -> None:
        kind = type(action).__name__
        if kind == "PlaceConvoy":
            card_then_target(board, action.card, f"at-{action.at}")
        elif kind == "PlayCard":
            card_then_target(board, action.card, f"L{action.line}-{action.slot}")
        else:
            option = board.locator(".nw-chosen .nw-option")
            click_until(board.locator(f'[data-cmd="card"][data-card="{action.card}"]').first,
                        option)
            expect(option).to_have_count(1)
            option.click()


class NautilusMover:
    """A diver (the special card played as one, e.g. the Fishbone, is its value: 0) at a
    place ("S2-3": side 2, place 3), or, after the Harpoon, the diver given: a button
    named by the action's sentence in ``language``."""

    def __init__(self, language: str) -> None:
        self.language = language

    def can(self, action: Any) -> bool:
        return type(action).__name__ in ("Place", "Give")

    def play(self, board: Locator, action: Any) -> None:
        if type(action).__name__ == "Give":
            with using(self.language):
                label = describe(action)
            board.get_by_role("button", name=label, exact=True).click()
        else:
            card_then_target(board, str(action.card), f"S{action.side}-{action.place}")


# The marks of a Fleet 1715 cell, in the order a click cycles them.
NEXT_MARK = {"blank": "no", "no": "yes", "yes": "blank"}


class FleetMarker:
    """Fleet 1715 grid marks: a click cycles a cell blank, ✗ (no), ● (yes). The answer's
    cells are marked ● or ×, whichever the question reads them from."""

    def mark(self, board: Locator, question: Question, value: Any) -> None:
        wanted = self.mark_read(question, value)
        for cell in sorted(value):
            target = board.locator(f'[data-cell="{cell}"]')
            while (now := target.get_attribute("data-mark")) != wanted:
                target.click()
                expect(target).to_have_attribute("data-mark", NEXT_MARK[now])

    @staticmethod
    def mark_read(question: Question, cells: frozenset[int]) -> str:
        """The mark ("yes" or "no") the question reads ``cells`` from: a board of the
        question, marked so in Python, must read back as ``cells``."""
        kind = question.kind
        for mark in ("yes", "no"):
            board = kind.make()
            for cell in cells:
                board.play(Mark(cell, mark))
            try:
                if kind.read(board) == cells:
                    return mark
            except AnswerError:
                continue
        raise ValueError(f"no mark of the grid reads as {sorted(cells)}")
