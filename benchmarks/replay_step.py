"""A replay step in JupyterLab, for every game (a measurement, not a test).

Starts JupyterLab on localhost over a temporary folder holding one notebook: a cell per
registered game, each a game its default bots play to the end, replayed from the first
seat. Opens it in Chromium, runs it, and steps each replay by clicking its "Next move"
button from the deal, then by "Previous move" from the last move (where the log is
longest). For each step it times, inside the page: the click -> {"type": "goto"} over the
websocket -> the kernel cuts the game at the new position and sends the traits -> the
board shows the new ``ply`` (the DOM rebuilt and laid out).

    python benchmarks/replay_step.py [--steps 20] [--warmup 2] [--seed 3] [--json]
    python benchmarks/replay_step.py --check     # exit 1 if a game's median misses the target

Target: median step <= 50 ms, for every game.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import CHROMIUM, CHROMIUM_ARGS, jupyterlab  # noqa: E402

TOKEN = "naval-widgets-bench"
NOTEBOOK = "replay_step.ipynb"
TARGET_MS = 50.0

BOARD_SOURCE = """from naval_widgets.core import games, table_class

game = games()[{name!r}]
Table = table_class(game)
players = Table(seed={seed}).players
table = Table(seed={seed}, bots={{seat: game.default_bots[0] for seat in range(players)}})
table.run_bots()
table.replay(seat=0)"""

# Steps on the replay board in cell ``index``: ``count`` clicks on the button named
# ``button``, each timed from the click to the new position shown and laid out.
STEPS_JS = """async ([index, button, count]) => {
  const cell = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .jp-Cell')[index];
  const root = cell.querySelector('.nw-widget');
  const click = (el) => el.dispatchEvent(
    new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
  const until = (pred, ms = 30000) => new Promise((resolve, reject) => {
    const done = () => { root.getBoundingClientRect(); return performance.now(); };
    if (pred()) return resolve(done());
    const timer = setTimeout(() => { obs.disconnect(); reject(new Error('no answer')); }, ms);
    const obs = new MutationObserver(() => {
      if (pred()) { obs.disconnect(); clearTimeout(timer); resolve(done()); }
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
  });
  const times = [];
  for (let i = 0; i < count; i++) {
    const target = root.querySelector(`[data-cmd="goto"][aria-label="${button}"]`);
    if (!target || target.getAttribute('aria-disabled') === 'true') break;
    const ply = root.dataset.ply;
    const t0 = performance.now();
    click(target);
    const shown = await until(() => root.dataset.ply !== ply);
    times.push(shown - t0);
  }
  const log = root.querySelectorAll('.nw-log-list li').length;
  return {times, ply: Number(root.dataset.ply), log};
}"""


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {"median": round(statistics.median(ordered), 1), "p90": round(p90, 1),
            "min": round(ordered[0], 1), "max": round(ordered[-1], 1), "steps": len(ordered)}


def measure(steps: int, warmup: int, seed: int, progress: bool) -> dict:
    from playwright.sync_api import sync_playwright

    from naval_widgets.core import games
    from tests.e2e.lab import open_notebook, run_all_cells, write_notebook

    if not os.path.isfile(CHROMIUM):
        raise SystemExit(f"Chromium not found at {CHROMIUM}: install Debian's chromium "
                         "or set $CHROMIUM.")
    names = sorted(games())
    work = Path(tempfile.mkdtemp(prefix="naval-replay-"))
    results: dict[str, dict] = {}
    try:
        root = work / "root"
        root.mkdir()
        write_notebook({"root": root}, NOTEBOOK,
                       [BOARD_SOURCE.format(name=name, seed=seed) for name in names])
        started = time.perf_counter()
        with jupyterlab(root, work, TOKEN) as server, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            try:
                page = browser.new_page(viewport={"width": 1280, "height": 900})
                open_notebook(page, server, NOTEBOOK)
                run_all_cells(page)
                page.wait_for_function(
                    f"document.querySelectorAll('.nw-widget').length === {len(names)}")
                ready_s = time.perf_counter() - started
                for index, name in enumerate(names):
                    page.evaluate(STEPS_JS, [index, "Next move", warmup])
                    forward = page.evaluate(STEPS_JS, [index, "Next move", steps])
                    end = page.evaluate(STEPS_JS, [index, "Last move", 1])
                    back = page.evaluate(STEPS_JS, [index, "Previous move", steps])
                    times = forward["times"] + back["times"]
                    results[name] = {**summary(times), "plies": end["ply"],
                                     "log_lines_at_end": end["log"]}
                    if progress:
                        print(f"  {name}: median {results[name]['median']} ms, p90 "
                              f"{results[name]['p90']} ms ({len(times)} steps)", file=sys.stderr)
            finally:
                browser.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    met = all(result["median"] <= TARGET_MS for result in results.values())
    return {"seed": seed, "lab_ready_s": round(ready_s, 1), "games": results,
            "target_ms": TARGET_MS, "target_met": met}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A replay step in JupyterLab, every game.")
    parser.add_argument("--steps", type=int, default=20,
                        help="steps timed each way (default 20)")
    parser.add_argument("--warmup", type=int, default=2, help="steps taken first, not counted")
    parser.add_argument("--seed", type=int, default=3, help="the games' seed")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 if a game's median step exceeds {TARGET_MS:g} ms")
    args = parser.parse_args(argv)
    result = measure(args.steps, args.warmup, args.seed, progress=not args.json)
    if args.json:
        print(json.dumps(result))
    else:
        print(f"A replay step in JupyterLab (click -> position shown), Lab ready in "
              f"{result['lab_ready_s']} s:")
        for name, times in result["games"].items():
            print(f"  {name:16} median {times['median']:6} ms, p90 {times['p90']:6} ms, "
                  f"min {times['min']}, max {times['max']} ({times['steps']} steps of a "
                  f"{times['plies']}-move game, {times['log_lines_at_end']} log lines at "
                  "its end)")
        print(f"  target median <= {TARGET_MS:g} ms: "
              f"{'met' if result['target_met'] else 'MISSED'}")
    return 1 if args.check and not result["target_met"] else 0


if __name__ == "__main__":
    sys.exit(main())
