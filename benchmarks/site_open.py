"""Opening a lesson of the offline site in Chromium, to its first board (benchmarks/site.py).

One open: a page on ``lab/index.html?path=<lesson>``; the seconds until its cells show,
until the kernel's worker starts (the Pyodide kernel runs in a web worker), until the kernel
is ready, and, after Run All, until the first board (``.nw-widget``) is drawn; also the CPU
seconds Chromium spent meanwhile (all its processes and threads: the page, the kernel's
worker, compiling, drawing), which the other work on a shared machine inflates less than
the wall-clock seconds. A lesson without a board reports the time Run All took instead.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

from tests.e2e.lab import KERNEL_READY_JS

TIMEOUT_MS = 240_000
# How often the page is asked whether the kernel is ready, or the board drawn: often enough
# for the figures' one decimal, seldom enough not to take the page's time (every frame would).
POLL_MS = 50

# Before the page's own scripts: note when the page starts a web worker (the kernel's).
WORKER_HOOK_JS = """(() => {
  const Original = window.Worker;
  window.__navalWorkers = [];
  window.Worker = function (url, options) {
    window.__navalWorkers.push(performance.now());
    return new Original(url, options);
  };
  window.Worker.prototype = Original.prototype;
})();"""
WORKER_STARTED_JS = "() => (window.__navalWorkers || [])[0] ?? null"
CELLS = ".jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell"
# The first board drawn, or Run All done: every code cell run (or one failed) and the
# kernel idle. Returns "board", "done" or false.
BOARD_OR_DONE_JS = """() => {
  const panel = window.jupyterapp.shell.currentWidget;
  const board = panel.node.querySelector('.nw-widget');
  if (board && board.getClientRects().length > 0) return 'board';
  const kernel = panel.sessionContext.session?.kernel;
  const cells = panel.content.widgets.filter((cell) => cell.model.type === 'code');
  const failed = cells.some((cell) => cell.model.outputs.toJSON().some(
    (output) => output.output_type === 'error'));
  const ran = cells.every((cell) => cell.model.executionCount !== null);
  const running = Array.from(panel.node.querySelectorAll('.jp-InputPrompt'))
    .some((prompt) => prompt.textContent.includes('*'));
  return kernel?.status === 'idle' && (ran || failed) && !running ? 'done' : false;
}"""
# Run All, not waited for: the command's promise settles only once every cell has run, long
# after a long lesson's first board is drawn (the student reads from the top meanwhile).
RUN_ALL_JS = "() => { window.jupyterapp.commands.execute('notebook:run-all-cells'); }"


def chromium_cpu() -> dict[int, float] | None:
    """CPU seconds (user + system) of each Chromium process this process started, by
    process id; None where psutil is missing."""
    try:
        import psutil
    except ImportError:
        return None
    seconds = {}
    for process in psutil.Process().children(recursive=True):
        try:
            if "chrom" in process.name():
                times = process.cpu_times()
                seconds[process.pid] = times.user + times.system
        except psutil.Error:
            pass
    return seconds


def cpu_since(before: dict[int, float] | None) -> float | None:
    """CPU seconds Chromium's live processes spent since ``before`` (a process started
    since counts whole; one that ended since, a closed page's, is left out)."""
    now = chromium_cpu()
    if before is None or now is None:
        return None
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in now.items())


def open_lesson(context, origin: str, path: str) -> dict:
    """Open ``path`` in a new page of ``context`` and run it to its first board; returns the
    figures (seconds from the start of the open) and the page, left open."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    load = os.getloadavg()[0]
    cpu = chromium_cpu()
    started = time.perf_counter()
    page.goto(f"{origin}/lab/index.html?path={path}")
    page.wait_for_selector(CELLS)
    shown = time.perf_counter()
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS, polling=POLL_MS)
    ready = time.perf_counter()
    page.evaluate(RUN_ALL_JS)
    outcome = page.wait_for_function(BOARD_OR_DONE_JS, timeout=TIMEOUT_MS,
                                     polling=POLL_MS).json_value()
    drawn = time.perf_counter()
    worker = page.evaluate(WORKER_STARTED_JS)
    spent = cpu_since(cpu)
    return {"page": page, "load": round(load, 1), "page_s": shown - started,
            "worker_s": None if worker is None else worker / 1000,
            "kernel_s": ready - started, "board": outcome == "board",
            "board_s": drawn - started,
            "cpu_s": spent}


def rounded(figures: dict) -> dict:
    return {key: round(value, 1) if isinstance(value, float) else value
            for key, value in figures.items() if key != "page"}


def lessons(root: Path, names: list[str]) -> list[str]:
    """The site's notebooks named (``all``: every one), by path under ``root``."""
    from tools.site.content import lessons as every

    paths = [path.as_posix() for path in every(root)]
    if names == ["all"]:
        return paths
    chosen = []
    for name in names:
        found = [path for path in paths if name in path]
        if not found:
            raise SystemExit(f"no lesson matches {name!r}; the lessons are: {', '.join(paths)}")
        chosen += [path for path in found if path not in chosen]
    return chosen
