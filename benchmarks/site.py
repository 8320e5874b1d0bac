"""The offline JupyterLite site in Chromium (a measurement, not a test).

Builds ``_site/`` if it is not current (``tools/site/build.py``), serves it from its own
folder on localhost and measures, with Python running in the browser (Pyodide):

  size:     the site's folder, in MB;
  board:    opening a lesson (``notebooks/battleship/01-learn-to-play.ipynb``) -> its
            first board drawn: the page loads, the Pyodide kernel starts (with the
            package preloaded), Run All runs the cells up to the board. Once with a cold
            browser cache, then ``--warm`` times with the cache warm (same browser);
  click:    on the start notebook's board: click a target -> the kernel (in Pyodide)
            plays the move -> the board shows the new ply (``MOVE_JS``); the bot's
            pause is not counted;
  hint:     a Fleet 1715 level-3 hint computed in Pyodide, for positions along scenario
            A's walkthrough (each also with one wrong mark), timed inside the kernel.

    python benchmarks/site.py [--warm 3] [--moves 20] [--json]
    python benchmarks/site.py --check    # exit 1 if a target is missed

Targets: board <= 10 s (warm cache), click median <= 150 ms, hint p95 <= 150 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.e2e.lab import KERNEL_READY_JS  # noqa: E402
from tools.site.build import START, build, size_of  # noqa: E402
from tools.site.serve import serve  # noqa: E402

LESSON = "notebooks/battleship/01-learn-to-play.ipynb"
TARGETS = {"board_warm_s": 10.0, "click_median_ms": 150.0, "hint_p95_ms": 150.0}
TIMEOUT_MS = 180_000

# One move, timed in the page. Returns {shown, settled} in ms, or {skipped} when it
# only started a new game.
MOVE_JS = """async () => {
  const boards = document.querySelectorAll('.jp-NotebookPanel:not(.lm-mod-hidden) .nw-battleship');
  const root = boards[boards.length - 1];
  const usable = (el) => !!el && el.getAttribute('aria-disabled') !== 'true' && !el.disabled;
  const first = (sel) => Array.from(root.querySelectorAll(sel)).find(usable) || null;
  const click = (el) => el.dispatchEvent(
    new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
  const playable = () => !root.classList.contains('nw-is-busy') && !!(
    first('.nw-hand [data-card]') || first('[data-cell][data-target="true"]')
    || first('[data-cmd="act"]') || root.querySelector('.nw-banner'));
  const until = (pred, ms = 30000) => new Promise((resolve, reject) => {
    const done = () => { root.getBoundingClientRect(); return performance.now(); };
    if (pred()) return resolve(done());
    const timer = setTimeout(() => {
      obs.disconnect();
      reject(new Error('no answer from the kernel'));
    }, ms);
    const obs = new MutationObserver(() => {
      if (pred()) { obs.disconnect(); clearTimeout(timer); resolve(done()); }
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
  });

  const banner = root.querySelector('.nw-banner [data-cmd="new-game"]');
  if (banner) {
    click(banner);
    await until(() => root.dataset.ply === '0' && playable());
    return {skipped: 'new game'};
  }
  // Choose a card that has a target (clicking a card only rebuilds the page; no kernel).
  let target = null;
  const count = root.querySelectorAll('.nw-hand [data-card]').length;
  for (let i = 0; i < count && !target; i++) {
    const card = root.querySelectorAll('.nw-hand [data-card]')[i];
    if (!usable(card)) continue;
    click(card);
    target = first('[data-cell][data-target="true"]') || first('.nw-option');
    if (!target) { const cancel = first('[data-cmd="cancel-card"]'); if (cancel) click(cancel); }
  }
  // No card in play (the PT boat's start-of-turn choice, "end turn"): cardless targets.
  if (!target) target = first('[data-cell][data-target="true"]') || first('[data-cmd="act"]');
  if (target && target.dataset.choices) { click(target); target = first('.nw-menu-item'); }
  if (!target) throw new Error('no legal move on the board');

  const ply = root.dataset.ply;
  const label = target.getAttribute('aria-label') || target.textContent;
  const t0 = performance.now();
  click(target);
  const shown = await until(() => root.dataset.ply !== ply);
  const settled = await until(playable);
  return {shown: shown - t0, settled: settled - t0, move: label};
}"""


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p90 = ordered[min(len(ordered) - 1, round(0.9 * (len(ordered) - 1)))]
    return {"median": round(statistics.median(ordered), 1), "p90": round(p90, 1),
            "min": round(ordered[0], 1), "max": round(ordered[-1], 1)}


# Runs ``code`` in the current notebook's kernel; returns what it printed.
EXECUTE_JS = """async (code) => {
    const kernel = window.jupyterapp.shell.currentWidget.sessionContext.session.kernel;
    let out = '';
    const future = kernel.requestExecute({code});
    future.onIOPub = (msg) => {
        if (msg.header.msg_type === 'stream') out += msg.content.text;
        if (msg.header.msg_type === 'error') out += 'ERROR ' + msg.content.evalue;
    };
    await future.done;
    return out;
}"""

HINTS_PY = """
import json, time
from naval_widgets import fleet1715

scenario = fleet1715.scenario("A")
clues, truth = scenario.clues, scenario.solution.grid()
steps = fleet1715.explain(clues)
every = max(1, len(steps) // {positions})
grid, times = list(fleet1715.EMPTY), []
fleet1715.hint(clues, tuple(grid), 3)  # the first call also imports and fills caches
for number, step in enumerate(steps):
    if number % every == 0:
        wrong = list(grid)
        blank = wrong.index(None)
        wrong[blank] = not truth[blank]
        for position in (tuple(grid), tuple(wrong)):
            tick = time.perf_counter()
            fleet1715.hint(clues, position, 3)
            times.append((time.perf_counter() - tick) * 1000)
    for fact in step.new:
        grid[fact.cell] = fact.value
print(json.dumps(times))
"""


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(share * (len(ordered) - 1))))]


def open_to_board(context, origin: str, path: str) -> dict[str, float]:
    """A new page on ``path``: seconds to the page, the kernel and the first board."""
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    started = time.perf_counter()
    page.goto(f"{origin}/lab/index.html?path={path}")
    page.wait_for_selector(".jp-NotebookPanel .jp-Cell")
    shown = time.perf_counter()
    page.wait_for_function(KERNEL_READY_JS, timeout=TIMEOUT_MS)
    ready = time.perf_counter()
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    page.wait_for_selector(".jp-NotebookPanel .nw-widget", state="visible")
    drawn = time.perf_counter()
    return {"page": page, "page_s": shown - started, "kernel_s": ready - started,
            "board_s": drawn - started}


def measure(warm: int, moves: int, positions: int, progress: bool) -> dict:
    from playwright.sync_api import sync_playwright

    def note(message: str) -> None:
        if progress:
            print(message, file=sys.stderr, flush=True)

    site = build()
    result = {"size_mb": round(size_of(site) / 1e6, 1)}
    with serve(site) as origin, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            context = browser.new_context(viewport={"width": 1280, "height": 900})
            opens = []
            for number in range(warm + 1):
                opened = open_to_board(context, origin, LESSON)
                opened.pop("page").close()
                opens.append({key: round(value, 1) for key, value in opened.items()})
                note(f"  open {'cold' if number == 0 else 'warm'}: {opens[-1]}")
            result["cold"] = opens[0]
            result["warm"] = {key: round(statistics.median(o[key] for o in opens[1:]), 1)
                              for key in opens[0]}

            opened = open_to_board(context, origin, START)
            page = opened["page"]
            shown = []
            while len(shown) < moves + 3:
                move = page.evaluate(MOVE_JS)
                if "shown" in move:
                    shown.append(move["shown"])
                    note(f"  click {len(shown):2d}: {move['shown']:6.1f} ms  {move['move']}")
            result["click_ms"] = summary(shown[3:])  # the first three warm up

            times = json.loads(page.evaluate(EXECUTE_JS, HINTS_PY.replace(
                "{positions}", str(positions // 2))))
            result["hint_ms"] = {"positions": len(times),
                                 "median": round(statistics.median(times), 1),
                                 "p95": round(percentile(times, 0.95), 1),
                                 "max": round(max(times), 1)}
        finally:
            browser.close()
    result["targets_met"] = {
        "board warm <= 10 s": result["warm"]["board_s"] <= TARGETS["board_warm_s"],
        "click median <= 150 ms": result["click_ms"]["median"] <= TARGETS["click_median_ms"],
        "hint p95 <= 150 ms": result["hint_ms"]["p95"] <= TARGETS["hint_p95_ms"],
    }
    return result


def show(result: dict) -> None:
    cold, warm, click, hint = result["cold"], result["warm"], result["click_ms"], result["hint_ms"]
    print(f"Offline site ({result['size_mb']} MB), Pyodide in Chromium:")
    for name, opened in (("cold cache", cold), ("warm cache", warm)):
        print(f"  open the Battleship lesson, {name}: page {opened['page_s']} s, kernel ready "
              f"{opened['kernel_s']} s, first board drawn {opened['board_s']} s")
    print(f"  click -> board updated: median {click['median']} ms, p90 {click['p90']} ms, "
          f"min {click['min']}, max {click['max']}")
    print(f"  level-3 hint, {hint['positions']} positions: median {hint['median']} ms, "
          f"p95 {hint['p95']} ms, max {hint['max']} ms")
    for target, met in result["targets_met"].items():
        print(f"  {target}: {'met' if met else 'MISSED'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--warm", type=int, default=3, help="warm-cache opens (default 3)")
    parser.add_argument("--moves", type=int, default=20, help="clicks measured (default 20)")
    parser.add_argument("--positions", type=int, default=20, help="hint positions (about)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = parser.parse_args(argv)
    result = measure(args.warm, args.moves, args.positions, progress=not args.json)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 1 if args.check and not all(result["targets_met"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
