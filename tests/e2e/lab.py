"""Helpers for driving JupyterLab from Playwright in the end-to-end tests.

Use with the ``lab_server`` fixture from ``tests/e2e/conftest.py``::

    from .lab import open_and_run_all

    @pytest.mark.e2e
    def test_board_renders(page, lab_server):
        cells = open_and_run_all(page, lab_server, "notebooks/00-start-here.ipynb")
        expect(page.locator(".naval-board").first).to_be_visible()

Paths are relative to the repository root (the server's root holds a copy of
``notebooks/``).
"""

from __future__ import annotations

import json
import re
import urllib.parse
import urllib.request
import uuid

import nbformat
from playwright.sync_api import Locator, Page, expect

TIMEOUT_MS = 60_000
RUN_ALL_TIMEOUT_MS = 180_000

# expect() keeps its own 5 s default; page.set_default_timeout does not apply to it.
expect.set_options(timeout=TIMEOUT_MS)

# True once the current notebook's kernel is connected and idle. The toolbar's "idle"
# shows before the kernel is connected; Run All in that gap silently skips cells.
KERNEL_READY_JS = """() => {
    const sc = window.jupyterapp?.shell?.currentWidget?.sessionContext;
    const k = sc?.session?.kernel;
    return !!(sc && sc.isReady && k && k.connectionStatus === 'connected' && k.status === 'idle');
}"""

# True once the notebook at ``path`` is the current tab.
CURRENT_PATH_IS_JS = "(path) => window.jupyterapp?.shell?.currentWidget?.context?.path === path"

# A Battleship board ([element, ply before]) has taken the move and the bot's answers:
# it is Player 1's turn again.
SETTLED_JS = """([el, ply]) => Number(el.dataset.ply) > ply
    && !el.classList.contains('nw-is-busy')
    && el.querySelector('.nw-status').textContent.startsWith('Your turn')"""

# Remembers the current notebook and notes when any of its code cells starts running.
# Returns the number of code cells.
_ARM_RUN_ALL_JS = """() => {
    const panel = window.jupyterapp.shell.currentWidget;
    const state = { panel, started: false };
    window.__navalRunAll = state;
    const code = panel.content.widgets.filter((c) => c.model.type === 'code');
    for (const cell of code) {
        cell.model.stateChanged.connect((_, change) => {
            if (change.name === 'executionState' && change.newValue === 'running') {
                state.started = true;
            }
        });
    }
    return code.length;
}"""

# True once Run All has started, every code cell has left the queue and the kernel is idle.
RUN_ALL_DONE_JS = """() => {
    const state = window.__navalRunAll;
    if (!state || !state.started) return false;
    const kernel = state.panel.sessionContext?.session?.kernel;
    if (!kernel || kernel.status !== 'idle') return false;
    return state.panel.content.widgets.every(
        (c) => c.model.type !== 'code' || c.model.executionState !== 'running');
}"""

# Error outputs (except in cells tagged raises-exception) and non-empty cells that did not run.
_RUN_ALL_PROBLEMS_JS = """() => {
    const errors = [], notRun = [];
    window.__navalRunAll.panel.content.widgets.forEach((cell, index) => {
        if (cell.model.type !== 'code') return;
        const json = cell.model.toJSON();
        const source = Array.isArray(json.source) ? json.source.join('') : json.source;
        const tags = (json.metadata && json.metadata.tags) || [];
        if (json.execution_count == null && source.trim()) notRun.push(index);
        if (tags.includes('raises-exception') || source.includes('NBVAL_RAISES_EXCEPTION')) return;
        for (const out of json.outputs || []) {
            if (out.output_type === 'error') {
                errors.push({ index, ename: out.ename, evalue: out.evalue });
            }
        }
    });
    return { errors, notRun };
}"""


# The widget model behind the board in cell ``index`` of the current notebook, kept
# as window.__navalModel (the page's own copy of the traits: get/set/save_changes).
# JupyterLab offers no public way from a cell to its widget manager: the output's
# renderer holds it (``_manager``), and the output's data names the model.
_FIND_MODEL_JS = """async (index) => {
    const mime = 'application/vnd.jupyter.widget-view+json';
    const cell = window.jupyterapp.shell.currentWidget.content.widgets[index];
    const output = cell.model.outputs.toJSON().find((o) => o.data && o.data[mime]);
    const stack = [...cell.outputArea.widgets];
    let renderer = null;
    while (stack.length && !renderer) {
        const widget = stack.pop();
        if (widget.mimeType === mime && widget._manager) renderer = widget;
        else stack.push(...(widget.widgets ?? []));
    }
    if (!output || !renderer) throw new Error('no widget in cell ' + index);
    const manager = await renderer._manager.promise;
    window.__navalModel = await manager.get_model(output.data[mime].model_id);
    return true;
}"""


def widget_model(page: Page, cell_index: int) -> None:
    """Keep the widget model of the board in cell ``cell_index`` as
    ``window.__navalModel`` for the test's own scripts."""
    page.evaluate(_FIND_MODEL_JS, cell_index)


def write_notebook(lab_server: dict, name: str, sources: list[str]) -> str:
    """Write a notebook of code cells into the server's root; returns its path there."""
    nb = nbformat.v4.new_notebook(metadata={"kernelspec": {
        "name": "python3", "display_name": "Python 3", "language": "python"}})
    nb.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    nbformat.write(nb, str(lab_server["root"] / name))
    return name


def run_cell(page: Page, cell: Locator) -> Locator:
    """Run one cell again from the keyboard; returns its output area."""
    cell.locator(".jp-InputArea-editor").click()
    page.keyboard.press("Shift+Enter")
    return cell.locator(".jp-OutputArea-output")


def notebook_url(lab_server: dict, relpath: str) -> str:
    """URL of ``relpath`` in a fresh, uniquely named workspace (no restored tabs)."""
    workspace = f"e2e-{uuid.uuid4().hex[:10]}"
    path = urllib.parse.quote(relpath.lstrip("/"))
    base, token = lab_server["base"], lab_server["token"]
    return f"{base}/lab/workspaces/{workspace}/tree/{path}?token={token}"


def _api(lab_server: dict, path: str, method: str = "GET"):
    request = urllib.request.Request(
        f"{lab_server['base']}{path}",
        method=method,
        headers={"Authorization": f"token {lab_server['token']}"},
    )
    with urllib.request.urlopen(request, timeout=30) as response:
        body = response.read()
    return json.loads(body) if body else None


def shutdown_sessions(lab_server: dict, relpath: str) -> None:
    """Stop kernels a previous test left running for ``relpath``, so each test starts clean."""
    for session in _api(lab_server, "/api/sessions") or []:
        if session.get("path") == relpath.lstrip("/"):
            _api(lab_server, f"/api/sessions/{session['id']}", method="DELETE")


def open_notebook(page: Page, lab_server: dict, relpath: str) -> Locator:
    """Open a notebook with a fresh kernel and wait until that kernel is connected and idle.

    Returns a locator over the notebook's cells (``cells.nth(i)``).
    """
    page.set_default_timeout(TIMEOUT_MS)
    shutdown_sessions(lab_server, relpath)
    page.goto(notebook_url(lab_server, relpath))
    cells = page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell")
    expect(cells.first).to_be_visible()
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS)
    return cells


def run_all_cells(page: Page, *, check_errors: bool = True) -> None:
    """Run All Cells from the Run menu and wait until every cell has finished.

    With ``check_errors``, fails listing any error output (cells tagged
    ``raises-exception`` excepted) and any non-empty cell that did not run.
    """
    if page.evaluate(_ARM_RUN_ALL_JS) == 0:
        return
    page.locator("#jp-MainMenu .lm-MenuBar-itemLabel", has_text=re.compile(r"^Run$")).click()
    page.locator(".lm-Menu-itemLabel", has_text=re.compile(r"^Run All Cells$")).click()
    page.wait_for_function(RUN_ALL_DONE_JS, timeout=RUN_ALL_TIMEOUT_MS)
    if not check_errors:
        return
    problems = page.evaluate(_RUN_ALL_PROBLEMS_JS)
    messages = [f"cell {e['index']}: {e['ename']}: {e['evalue']}" for e in problems["errors"]]
    if problems["notRun"]:
        messages.append(f"cells that did not run: {problems['notRun']}")
    assert not messages, "Run All Cells failed:\n" + "\n".join(messages)


def open_and_run_all(
    page: Page, lab_server: dict, relpath: str, *, check_errors: bool = True
) -> Locator:
    """Open ``relpath`` (e.g. ``notebooks/00-start-here.ipynb``), wait for a connected idle
    kernel, run all cells through the Run menu and wait for them to finish.

    Returns a locator over the notebook's cells.
    """
    cells = open_notebook(page, lab_server, relpath)
    run_all_cells(page, check_errors=check_errors)
    return cells


def follow_link_and_run_all(page: Page, cells: Locator, text: str, relpath: str) -> Locator:
    """Click the link ``text`` in ``cells``' Markdown, wait for ``relpath`` to open with a
    ready kernel, run all its cells; returns a locator over its cells."""
    cells.locator(".jp-RenderedMarkdown a", has_text=text).click()
    page.wait_for_function(CURRENT_PATH_IS_JS, arg=relpath, timeout=TIMEOUT_MS)
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS)
    run_all_cells(page)
    return page.locator(".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Notebook .jp-Cell")


def click_until(target: Locator, effect: Locator, text: str | None = None) -> None:
    """Click ``target`` until ``effect`` is visible (and contains ``text`` if given): a
    click that lands while JupyterLab is still laying out a long notebook can miss."""
    for _attempt in range(3):
        target.scroll_into_view_if_needed()
        target.click()
        try:
            if text is None:
                expect(effect).to_be_visible(timeout=5_000)
            else:
                expect(effect).to_contain_text(text, timeout=5_000)
            return
        except AssertionError:
            continue
    if text is None:
        expect(effect).to_be_visible()
    else:
        expect(effect).to_contain_text(text)

