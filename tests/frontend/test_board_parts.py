"""A part of a board drawn again alone (the shell's ``parts``), on Fleet 1715's table board
in Chromium with a stub model: a note or a hint changes the ``notes`` trait only, and the
page patches the grid's section, nothing else (issue 25: a hint's latency); a change of
the notes with other traits redraws the whole board."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets.fleet1715 import TableGame

from ..traits import send, traits_of
from .conftest import harnessed

pytestmark = pytest.mark.browser

#: How often the page has read each of the position's traits (the stub model counts).
READS_JS = "() => ['view', 'legal', 'log', 'status'].map((k) => window.model._gets[k] ?? 0)"


@pytest.fixture
def table_page(page):
    yield from harnessed(page, "fleet1715_table.js")


def late_board():
    """Player 1's board after a few requests, the logician bots answering at once."""
    table = TableGame(seed=1, scenario="A", players=4,
                      bots={seat: "logician" for seat in (1, 2, 3)})
    table.play(table.legal()[0])
    board = table.widget(seat=0, pace=0)
    for _request in range(4):
        send(board, "act", index=next(i for i, entry in enumerate(board.legal)
                                      if entry["type"] in ("ask", "give")))
    return board


def test_a_hint_redraws_the_grids_section_alone(table_page):
    """Issue 25 (a hint's latency): a hint's answer and a mark's redraw the grid's section
    only (the page reads none of the position's traits), and focus stays on the control
    pressed."""
    board = late_board()
    table_page.mount(traits_of(board))
    page = table_page.page
    hint = page.get_by_role("button", name="Hint 2: which cells")
    hint.focus()
    reads = page.evaluate(READS_JS)
    hint.click()
    assert table_page.sent()[-1]["type"] == "hint"
    board.handle_message(table_page.sent()[-1])
    table_page.set("notes", board.notes)
    expect(page.locator(".ft-notes .f17-reply")).to_contain_text(board.notes["hint"]["text"])
    expect(page.locator(".f17-cell[data-hint='true']")).to_have_count(
        len(board.notes["hint"]["cells"]))
    expect(hint).to_be_focused()
    cell = page.locator(".ft-notes [data-cell='7']")
    cell.click()
    board.handle_message(table_page.sent()[-1])
    table_page.set("notes", board.notes)
    expect(cell).to_have_attribute("data-mark", "no")
    expect(cell).to_be_focused()
    assert page.evaluate(READS_JS) == reads  # the board itself was not drawn again


def test_notes_changed_with_the_position_redraw_the_board(table_page):
    """Issue 25: notes that change in one update with the position (a move) do not hold
    back the rest of the board: it is drawn whole."""
    board = late_board()
    table_page.mount(traits_of(board))
    page = table_page.page
    lines = page.locator(".ft-record li")
    before = lines.count()
    send(board, "act", index=next(i for i, entry in enumerate(board.legal)
                                  if entry["type"] in ("ask", "give")))
    send(board, "mark", cell=3, value="yes")
    table_page.set_many(traits_of(board))  # one update: view, legal, log, ply and notes
    expect(page.locator(".nw-widget")).to_have_attribute("data-ply", str(board.ply))
    expect(lines).to_have_count(len(board.view["record"]))
    assert len(board.view["record"]) > before
    expect(page.locator(".ft-notes [data-cell='3']")).to_have_attribute("data-mark", "yes")
