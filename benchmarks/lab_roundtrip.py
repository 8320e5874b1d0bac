"""Click -> board changed, for every board and every kind of action, in JupyterLab in
Chromium (a measurement, not a test).

Starts JupyterLab on localhost (as the end-to-end tests' ``lab_server`` fixture does) over
a temporary folder holding one notebook with a board of every game, the bots at the
boards' default pace (0.7 s a move, so a person can follow them), opens it in Chromium,
runs it, then plays each board by clicking (``benchmarks/lab_latency.js``). Each click is
timed inside the page with ``performance.now()`` until the board shows its answer (DOM
changed and laid out): a move until the board's ``ply`` changes, a card chosen until it
is pressed and its targets lit, a menu until it opens, a grid mark until the cell shows
it, a hint or a check until its sentence shows, undo and new game until the position
changes. "(bots)": clicked while the bots play on, at a random moment of their turns. A
board's last round starts a new game. A click the kernel answers is also split in four
(``benchmarks/lab_messages.js``): to the kernel, in the kernel, back to the page, and the
page's own work.

    python benchmarks/lab_roundtrip.py [--rounds 20] [--seed 1] [--pace 0.7] [--json]
                                       [--markdown] [--boards battleship,nautilus,...]

Targets: median <= 100 ms and 95th percentile <= 150 ms for every kind of click. The run
takes about 3-4 minutes on 2 cores (twice that under heavy load).
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import CHROMIUM, CHROMIUM_ARGS, jupyterlab  # noqa: E402

TOKEN = "naval-widgets-bench"
NOTEBOOK = "boards.ipynb"
MEDIAN_MS, P95_MS = 100.0, 150.0
HERE = Path(__file__).resolve().parent
ROUND_JS = (HERE / "lab_latency.js").read_text()
LISTEN_JS = (HERE / "lab_messages.js").read_text()
STAGES = ("to the kernel", "in the kernel", "back", "the page")

#: Each board's cell: a table with bots at ``pace`` (the tutor's puzzle board has none).
#: Nautilus' seed offers Player 1 the Anchor, whose places open a menu.
BOARDS = {
    "battleship": """from naval_widgets import battleship
battleship.Table(seed={seed}, bots={{1: "greedy"}}).widget(seat=0, pace={pace})""",
    "nautilus": """from naval_widgets import nautilus
nautilus.Table(seed=0, bots={{1: "greedy"}}).widget(seat=0, pace={pace})""",
    "nautic_miles": """from naval_widgets import nautic_miles
table = nautic_miles.Table(seed={seed}, players=4,
                           bots={{1: "admiral", 2: "admiral", 3: "admiral"}})
table.widget(seat=0, pace={pace})""",
    "fleet1715": """from naval_widgets import fleet1715
fleet1715.board("A")""",
    "fleet1715_table": """from naval_widgets.fleet1715 import TableGame
table = TableGame(seed={seed}, scenario="A", players=4,
                  bots={{1: "logician", 2: "logician", 3: "logician"}})
table.play(table.legal()[0])  # Player 1's mission
table.widget(seat=0, pace={pace})""",
}


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"n": len(ordered), "median": round(statistics.median(ordered), 1),
            "p95": round(p95, 1), "max": round(ordered[-1], 1)}


def stage_medians(stages: list[dict[str, float]]) -> dict[str, float]:
    """Each stage's median over the clicks the kernel answered (none: {})."""
    if not stages:
        return {}
    return {stage: round(statistics.median(s[stage] for s in stages), 1) for stage in STAGES}


def verdict(s: dict[str, float]) -> str:
    """Whether the targets are met: "met", or which of them is missed."""
    missed = [name for name, value, target in (("median", s["median"], MEDIAN_MS),
                                                ("p95", s["p95"], P95_MS)) if value > target]
    return "met" if not missed else "missed (" + ", ".join(missed) + ")"


@contextlib.contextmanager
def in_jupyterlab(page, sources: list[str]) -> Iterator[None]:
    """The notebook of ``sources`` open in JupyterLab in ``page``, its cells run."""
    from tests.e2e.lab import open_notebook, run_all_cells, write_notebook

    work = Path(tempfile.mkdtemp(prefix="naval-latency-"))
    try:
        root = work / "root"
        root.mkdir()
        write_notebook({"root": root}, NOTEBOOK, sources)
        with jupyterlab(root, work, TOKEN) as server:
            open_notebook(page, server, NOTEBOOK)
            run_all_cells(page)
            yield
    finally:
        shutil.rmtree(work, ignore_errors=True)


# Saves a notebook into the site's own storage (the browser's), then opens it.
SAVE_AND_OPEN_JS = """async ({path, content}) => {
  const app = window.jupyterapp;
  await app.started;
  await app.serviceManager.contents.save(path, {type: 'notebook', format: 'json', content});
  await app.commands.execute('docmanager:open', {path, factory: 'Notebook'});
}"""


@contextlib.contextmanager
def in_site(page, sources: list[str]) -> Iterator[None]:
    """The notebook of ``sources`` open in the offline site in ``page``, on the Pyodide
    kernel, its cells run."""
    import nbformat

    from tests.e2e.lab import CURRENT_PATH_IS_JS, KERNEL_READY_JS, TIMEOUT_MS, run_all_cells
    from tools.site.build import PYODIDE_KERNEL, build
    from tools.site.serve import serve

    notebook = nbformat.v4.new_notebook(metadata={"kernelspec": PYODIDE_KERNEL})
    notebook.cells = [nbformat.v4.new_code_cell(source) for source in sources]
    with serve(build()) as origin:
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{origin}/lab/index.html")
        page.wait_for_function("() => !!window.jupyterapp")
        page.evaluate(SAVE_AND_OPEN_JS, {"path": NOTEBOOK, "content": notebook})
        page.wait_for_function(CURRENT_PATH_IS_JS, arg=NOTEBOOK)
        page.wait_for_function(KERNEL_READY_JS)
        run_all_cells(page)
        yield


def measure(boards: list[str], rounds: int, seed: int, pace: float, progress: bool,
            site: bool = False) -> dict:
    from playwright.sync_api import sync_playwright

    if not os.path.isfile(CHROMIUM):
        raise SystemExit(f"Chromium not found at {CHROMIUM}: install Debian's chromium "
                         "or set $CHROMIUM.")
    times: dict[str, dict[str, list[float]]] = {board: {} for board in boards}
    split: dict[str, dict[str, list[dict[str, float]]]] = {board: {} for board in boards}
    sources = [BOARDS[board].format(seed=seed, pace=pace) for board in boards]
    opened = in_site if site else in_jupyterlab
    started = time.perf_counter()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            with opened(page, sources):
                for board in boards:
                    page.wait_for_selector(f".nw-widget.nw-{board}")
                page.evaluate(LISTEN_JS)
                ready_s = time.perf_counter() - started
                for board in boards:
                    for number in range(rounds + 1):
                        result = page.evaluate(ROUND_JS, {"game": board, "round": number,
                                                          "newGame": number == rounds})
                        for kind, values in result["ms"].items():
                            times[board].setdefault(kind, []).extend(values)
                        for kind, stages in result["stages"].items():
                            split[board].setdefault(kind, []).extend(stages)
                        if progress:
                            print(f"  {board} {number:2d}  " + "  ".join(
                                f"{kind} {', '.join(f'{ms:.0f}' for ms in values)}"
                                for kind, values in result["ms"].items()), file=sys.stderr)
        finally:
            browser.close()
    table = {board: {kind: {**summary(values), "target": verdict(summary(values)),
                            "stages": stage_medians(split[board].get(kind, []))}
                     for kind, values in kinds.items()} for board, kinds in times.items()}
    return {"rounds": rounds, "seed": seed, "pace": pace, "site": site,
            "lab_ready_s": round(ready_s, 1),
            "total_s": round(time.perf_counter() - started, 1), "ms": table,
            "load": os.getloadavg()[0]}


def markdown(result: dict) -> str:
    """The table for docs/benchmarks.md: a row a board and kind of click."""
    rows = ["| board | click → board changed | n | median ms | p95 ms | targets | median ms: "
            "to the kernel / in it / back / the page |",
            "| --- | --- | ---: | ---: | ---: | --- | --- |"]
    for board, kinds in result["ms"].items():
        for kind, s in kinds.items():
            stages = " / ".join(f"{s['stages'][stage]:.0f}" for stage in STAGES
                                ) if s["stages"] else "page only"
            rows.append(f"| {board} | {kind} | {s['n']} | {s['median']:.0f} | {s['p95']:.0f} | "
                        f"{s['target']} | {stages} |")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20, help="rounds a board (default 20)")
    parser.add_argument("--seed", type=int, default=1, help="the games' seed")
    parser.add_argument("--pace", type=float, default=0.7, help="the bots' pace in seconds")
    parser.add_argument("--boards", default=",".join(BOARDS),
                        help="the boards measured, by game (default: every one)")
    parser.add_argument("--site", action="store_true",
                        help="in the offline site (Pyodide in the browser), not JupyterLab")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--markdown", action="store_true", help="print the table in Markdown")
    args = parser.parse_args(argv)
    boards = [board for board in args.boards.split(",") if board]
    unknown = sorted(set(boards) - set(BOARDS))
    if unknown:
        raise SystemExit(f"no board {', '.join(unknown)}: choose among {', '.join(BOARDS)}")
    result = measure(boards, args.rounds, args.seed, args.pace, progress=not args.json,
                     site=args.site)
    if args.json:
        print(json.dumps(result))
    elif args.markdown:
        print(markdown(result))
    else:
        where = "the offline site" if args.site else "JupyterLab"
        print(f"Click -> board changed in {where}, {args.rounds} rounds a board, bots at "
              f"pace {args.pace} s, Lab ready in {result['lab_ready_s']} s, "
              f"{result['total_s']} s in all:")
        for board, kinds in result["ms"].items():
            for kind, s in kinds.items():
                stages = "  ".join(f"{stage} {ms:.0f}" for stage, ms in s["stages"].items())
                print(f"  {board:16s} {kind:24s} n={s['n']:3d} median {s['median']:7.1f} ms"
                      f"  p95 {s['p95']:7.1f}  max {s['max']:7.1f}  {s['target']}  {stages}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
