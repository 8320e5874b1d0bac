"""What the Fleet 1715 lessons share: folded walkthroughs, and answers read off a board.

A walkthrough stays folded until the student opens it (after trying the puzzle):
``walkthrough(steps)`` shows one step at a time on the grid, moved with a slider;
``listing(steps)`` lists every step as text. Shown without a kernel (GitHub,
nbviewer, HTML export), each reads as a ``<details>`` element holding the list of
steps, closed, and as one line of text.

>>> from naval_widgets import fleet1715
>>> steps = fleet1715.TINY["negation"].explain()
>>> folded = walkthrough(steps, fleet1715.TINY["negation"].categories)
>>> folded.selected_index is None, repr(folded)
(True, 'Walkthrough: 10 steps (folded: open it once you have tried the puzzle).')
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

import ipywidgets as widgets

from ..core.words import brief, plural
from ..fleet1715.tutor.steps import Step
from ..fleet1715.tutor.tiny import TinyPuzzle, tiny_puzzle
from ..fleet1715.ui import display
from ..fleet1715.world.clues import clue_from_json
from ..fleet1715.world.data import KEYS, LABELS, SITE, area_of, element, members
from ..fleet1715.world.grid import cell_title
from .questions import AnswerError, Board, Option


def step_lines(steps: Sequence[Step]) -> list[str]:
    """Each step as one numbered line: its technique and its sentence."""
    return [f"{n:>3}. [{step.technique}] {step.text}" for n, step in enumerate(steps, start=1)]


class Folded(widgets.Accordion):
    """Widgets folded under one title each (all closed at first).

    Without a kernel it reads as ``summary`` (text) or a closed ``<details>`` element
    holding ``static`` (HTML).
    """

    def __init__(self, panes: Sequence[tuple[str, widgets.Widget]], summary: str,
                 static: str) -> None:
        super().__init__(children=[pane for _title, pane in panes],
                         titles=tuple(title for title, _pane in panes), selected_index=None)
        self.summary = summary
        self.static = static

    def __repr__(self) -> str:
        return self.summary

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        bundle["text/plain"] = self.summary
        bundle["text/html"] = (f"<details><summary>{html.escape(self.summary)}</summary>"
                               f"{self.static}</details>")
        return bundle


def _listing_html(steps: Sequence[Step]) -> str:
    return ('<pre style="white-space:pre-wrap;max-height:28em;overflow:auto">'
            f"{html.escape(chr(10).join(step_lines(steps)))}</pre>")


def step_player(steps: Sequence[Step], categories: Any = None) -> widgets.VBox:
    """The grid after one step (its new cells yellow, the facts it uses blue), with a
    slider and Previous / Next buttons to move through the steps."""
    slider = widgets.IntSlider(value=1, min=1, max=len(steps), description="Step",
                               continuous_update=False,
                               layout=widgets.Layout(width="min(100%, 36em)"))
    shown = widgets.HTML()

    def show(_change: Any = None) -> None:
        shown.value = display.show_step(steps, slider.value,
                                        categories=categories)._repr_html_()

    def move(by: int) -> None:
        slider.value = min(max(slider.value + by, slider.min), slider.max)

    previous = widgets.Button(description="Previous", layout=widgets.Layout(width="auto"))
    following = widgets.Button(description="Next", layout=widgets.Layout(width="auto"))
    previous.on_click(lambda _button: move(-1))
    following.on_click(lambda _button: move(1))
    slider.observe(show, names="value")
    show()
    return widgets.VBox([widgets.HBox([previous, slider, following]), shown])


def walkthrough(steps: Sequence[Step], categories: Any = None, listed: bool = False) -> Folded:
    """The steps one at a time on the grid, folded; with ``listed``, a second fold lists
    them all as text."""
    summary = (f"Walkthrough: {plural(len(steps), 'step')} (folded: open it once you have "
               "tried the puzzle).")
    panes = [(f"Walkthrough: {plural(len(steps), 'step')}, one at a time",
              step_player(steps, categories))]
    if listed:
        panes.append((f"All {plural(len(steps), 'step')} as a list",
                      widgets.HTML(_listing_html(steps))))
    return Folded(panes, summary, _listing_html(steps))


def marked(board: Any, value: bool) -> frozenset[int]:
    """The cells of a Fleet 1715 board marked ``value`` (True: ●, False: ×);
    ``AnswerError`` when there is none, or when ``board`` is no such board."""
    from ..fleet1715.ui.widget import Fleet1715Widget  # loads ipywidgets: only when asked

    if not isinstance(board, Fleet1715Widget):
        raise AnswerError(f"The answer is marked on the question's Fleet 1715 board, not "
                          f"given as {brief(board)}.")
    cells = frozenset(c for c, mark in enumerate(board.grid()) if mark is value)
    if not cells:
        symbol = "●" if value else "×"
        raise AnswerError(f"Nothing is marked {symbol} on the board yet: click a cell to "
                          f"mark it, then press Check.")
    return cells


def marks_board(make: Callable[[], Any], value: bool, instructions: str) -> Board:
    """An answer marked on the Fleet 1715 board ``make()`` builds: the cells the student
    marks ``value`` (True: ●, False: ×), named in words."""
    return Board(make, lambda board: marked(board, value), cells_text, instructions=instructions)


def relabelled(puzzle: TinyPuzzle, swaps: dict[str, str]) -> TinyPuzzle:
    """``puzzle`` with its elements renamed by ``swaps`` (keys to keys; a key named only as
    a new name takes the old one's place): the same techniques, on another position (among
    steps of equal cost the tutor may pick another first). A swap of sites that changes
    areas turns every area clue to the other area."""
    names = {**{new: old for old, new in swaps.items()}, **swaps}
    flip = area_of(element(names.get("sebastian", "sebastian"))) != area_of(element("sebastian"))
    areas = {"north": "south", "south": "north"} if flip else {}

    def renamed(clue: Any) -> Any:
        data = clue.to_json()
        data.update({key: names.get(data[key], data[key]) for key in ("a", "b") if key in data})
        if "area" in data:
            data["area"] = areas.get(data["area"], data["area"])
        return clue_from_json(data)
    return tiny_puzzle([renamed(clue) for clue in puzzle.clues], puzzle.categories)


def site_options() -> list[Option]:
    """The four sites as choices, north to south (their keys the values)."""
    return [Option(KEYS[site], LABELS[site]) for site in members(SITE)]


def cells_text(cells: Any) -> str:
    """Cells in words, in grid order: "Sebastian Inlet / silver, ..."."""
    return "; ".join(cell_title(c) for c in sorted(cells)) or "no cell"


__all__ = ["Folded", "cells_text", "marked", "marks_board", "relabelled", "site_options",
           "step_lines", "step_player", "walkthrough"]
