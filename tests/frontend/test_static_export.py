"""Previews that survive HTML export (issue "A replay as one file"): nbconvert's HTML
exporter, when the notebook stores the widgets' state (``jupyter nbconvert --to html
--execute`` does), renders an output holding a widget view as the view alone (a
``<script>`` the widget manager, fetched from a CDN, would draw), dropping its
``text/html``. A board's picture is therefore an output of its own after the board's
(``GameWidget.preview_outputs``). Opened offline, every board's picture shows."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import nbformat
import pytest
from nbconvert import HTMLExporter
from playwright.sync_api import expect

from naval_widgets.core.table import table_class

from .layout import games

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent.parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"
WIDGET_STATE = "application/vnd.jupyter.widget-state+json"


def boards():
    """A board of every game, as a notebook cell makes it, by game name."""
    return {name: table_class(game)(seed=3).widget(seat=0)
            for name, game in sorted(games().items())}


def open_offline(page, html: Path) -> list[str]:
    """The exported page, with every request to the network refused; the refused ones."""
    refused: list[str] = []

    def refuse(route):
        refused.append(route.request.url)
        route.abort()

    page.route(re.compile(r"^https?://"), refuse)
    page.goto(html.as_uri())
    return refused


def expect_every_picture(page, shown: dict) -> None:
    """Each board's picture shows, with the board's status line in it."""
    pictures = page.locator(".nw-preview")
    expect(pictures).to_have_count(len(shown))
    for index, board in enumerate(shown.values()):
        expect(pictures.nth(index)).to_be_visible()
        expect(pictures.nth(index)).to_contain_text(board.status)


def test_the_exporter_keeps_each_boards_picture_when_the_state_is_stored(page, tmp_path):
    """The exporter alone, on the outputs a notebook stores for each board and the
    widgets' state as ``--execute`` stores it: the views become scripts, the pictures
    stay, and show offline."""
    shown = boards()
    cells = []
    for board in shown.values():
        cell = nbformat.v4.new_code_cell("board")
        cell.outputs = [nbformat.v4.new_output("display_data", data=data)
                        for data in board.preview_outputs()]
        cells.append(cell)
    notebook = nbformat.v4.new_notebook(cells=cells)
    notebook.metadata["widgets"] = {WIDGET_STATE: {"version_major": 2, "version_minor": 0,
                                                   "state": {board.model_id: {"state": {}}
                                                             for board in shown.values()}}}
    html, _ = HTMLExporter().from_notebook_node(notebook)
    assert html.count(f'<script type="{WIDGET_VIEW}">') == len(shown), "the views are kept"
    path = tmp_path / "export.html"
    path.write_text(html, encoding="utf-8")
    open_offline(page, path)
    expect_every_picture(page, shown)


@pytest.mark.slow
def test_nbconvert_execute_to_html_shows_every_board_offline(page, tmp_path):
    """``jupyter nbconvert --to html --execute`` on a notebook showing a board of every
    game, as a person runs it: the file holds the widgets' state, and opened with no
    network, every board's picture shows."""
    shown = boards()
    source = ["from naval_widgets.core import games, table_class"]
    source += [f"table_class(games()[{name!r}])(seed=3).widget(seat=0)" for name in shown]
    notebook = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell(code)
                                               for code in source])
    notebook.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3",
                                       "language": "python"}
    path = tmp_path / "boards.ipynb"
    nbformat.write(notebook, path)
    subprocess.run([sys.executable, "-m", "jupyter", "nbconvert", "--to", "html", "--execute",
                    "--ExecutePreprocessor.kernel_name=python3", path.name],
                   cwd=tmp_path, check=True, capture_output=True, timeout=300,
                   env={**os.environ, "PYTHONPATH": str(ROOT)})
    html = (tmp_path / "boards.html").read_text(encoding="utf-8")
    assert f'<script type="{WIDGET_STATE}">' in html, "nbconvert stored the widgets' state"
    assert html.count(f'<script type="{WIDGET_VIEW}">') == len(shown)
    refused = open_offline(page, tmp_path / "boards.html")
    assert refused, "the export asks the network for its widget manager: refused here"
    expect_every_picture(page, shown)
