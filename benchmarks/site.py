"""The offline JupyterLite site in Chromium (a measurement, not a test).

Builds ``_site/`` if it is not current (``tools/site/build.py``), serves it from its own
folder on localhost and measures, with Python running in the browser (Pyodide):

  size:     the site's folder, in MB;
  lessons:  for every lesson (``--lessons``: all the notebooks, or some by name), opening
            it -> its first board drawn (``benchmarks/site_open.py``: the page, the
            kernel's worker, the kernel ready, Run All to the first board, and Chromium's
            CPU seconds), once with a cold browser cache (a new browser context), then
            ``--warm`` times with the cache warm. ``--against DIR`` opens another built
            site (e.g. one built from main) in alternation with this one, open for open,
            so both see the same load;
  click:    on the start notebook's board: click a target -> the kernel (in Pyodide)
            plays the move -> the board shows the new ply (``MOVE_JS``); the bot's
            pause is not counted;
  hint:     a Fleet 1715 level-3 hint computed in Pyodide, for positions along scenario
            A's walkthrough (each also with one wrong mark), timed inside the kernel.

    python benchmarks/site.py [--lessons all] [--warm 1] [--against DIR] [--json]
    python benchmarks/site.py --lessons battleship/01 start-here.ipynb --moves 0
    python benchmarks/site.py --check    # exit 1 if a target is missed

Targets: every lesson's first board <= 10 s (cold and warm cache), click median <= 100 ms
and p95 <= 150 ms, hint p95 <= 150 ms.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.site_open import WORKER_HOOK_JS, lessons, open_lesson, rounded  # noqa: E402
from tests.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tools.site.build import START, build, size_of  # noqa: E402
from tools.site.serve import serve  # noqa: E402

TARGETS = {"board_s": 10.0, "click_median_ms": 100.0, "click_p95_ms": 150.0,
           "hint_p95_ms": 150.0}

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


def spread(values: list[float]) -> dict[str, float]:
    return {"median": round(statistics.median(values), 1),
            "p95": round(percentile(values, 0.95), 1), "min": round(min(values), 1),
            "max": round(max(values), 1), "n": len(values)}


def measure_lessons(browser, origins: dict[str, str], paths: list[str], warm: int,
                    note) -> dict:
    """{lesson: {site: {"cold": figures, "warm": [figures...]}}}: each lesson opened cold
    in a new context of each site, then ``warm`` more times, the sites in alternation."""
    results: dict = {}
    for path in paths:
        results[path] = {site: {"cold": None, "warm": []} for site in origins}
        contexts = {}
        try:
            for number in range(warm + 1):
                for site, origin in origins.items():
                    if site not in contexts:
                        contexts[site] = browser.new_context(
                            viewport={"width": 1280, "height": 900})
                        contexts[site].add_init_script(WORKER_HOOK_JS)
                    opened = open_lesson(contexts[site], origin, path)
                    opened.pop("page").close()
                    figures = rounded(opened)
                    if number == 0:
                        results[path][site]["cold"] = figures
                    else:
                        results[path][site]["warm"].append(figures)
                    note(f"  {path} [{site}] {'cold' if number == 0 else 'warm'}: {figures}")
        finally:
            for context in contexts.values():
                context.close()
    return results


def measure_clicks(browser, origin: str, moves: int, note) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = open_lesson(context, origin, START)["page"]
        shown = []
        while len(shown) < moves + 3:
            move = page.evaluate(MOVE_JS)
            if "shown" in move:
                shown.append(move["shown"])
                note(f"  click {len(shown):2d}: {move['shown']:6.1f} ms  {move['move']}")
        return spread(shown[3:])  # the first three warm up
    finally:
        context.close()


def measure_hints(browser, origin: str, positions: int) -> dict:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    try:
        page = open_lesson(context, origin, START)["page"]
        times = json.loads(page.evaluate(EXECUTE_JS, HINTS_PY.replace(
            "{positions}", str(max(1, positions // 2)))))
        return spread(times)
    finally:
        context.close()


def summarize(lesson_results: dict) -> dict:
    """Per lesson and site: the cold open and the median of the warm ones."""
    table = {}
    for path, sites in lesson_results.items():
        table[path] = {}
        for site, opens in sites.items():
            warm = opens["warm"]
            table[path][site] = {"cold": opens["cold"], "warm": {
                key: round(statistics.median(o[key] for o in warm), 1)
                for key in ("page_s", "worker_s", "kernel_s", "board_s", "cpu_s")
                if all(o.get(key) is not None for o in warm)} if warm else None,
                "board": opens["cold"]["board"]}
    return table


def targets(result: dict) -> dict[str, bool]:
    boards = [opened for sites in result["lessons"].values()
              for opened in [sites["site"]] if opened["board"]]
    met = {f"every lesson's first board <= {TARGETS['board_s']:.0f} s, cold cache": all(
        o["cold"]["board_s"] <= TARGETS["board_s"] for o in boards)}
    if any(o["warm"] for o in boards):
        met[f"every lesson's first board <= {TARGETS['board_s']:.0f} s, warm cache"] = all(
            o["warm"]["board_s"] <= TARGETS["board_s"] for o in boards if o["warm"])
    if "click_ms" in result:
        met["click median <= 100 ms"] = result["click_ms"]["median"] <= TARGETS[
            "click_median_ms"]
        met["click p95 <= 150 ms"] = result["click_ms"]["p95"] <= TARGETS["click_p95_ms"]
    if "hint_ms" in result:
        met["hint p95 <= 150 ms"] = result["hint_ms"]["p95"] <= TARGETS["hint_p95_ms"]
    return met


def measure(args, note) -> dict:
    from playwright.sync_api import sync_playwright

    with contextlib.redirect_stdout(sys.stderr):  # the build's words, apart from --json's
        site = build()
    sites = {"site": site}
    if args.against:
        sites["against"] = Path(args.against).resolve()
    paths = lessons(ROOT, args.lessons)
    result = {"size_mb": round(size_of(site) / 1e6, 1), "against": args.against,
              "load_start": round(os.getloadavg()[0], 1)}
    with contextlib.ExitStack() as stack, sync_playwright() as pw:
        origins = {name: stack.enter_context(serve(folder)) for name, folder in sites.items()}
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            result["lessons"] = summarize(
                measure_lessons(browser, origins, paths, args.warm, note))
            if args.moves:
                result["click_ms"] = measure_clicks(browser, origins["site"], args.moves, note)
            if args.positions:
                result["hint_ms"] = measure_hints(browser, origins["site"], args.positions)
        finally:
            browser.close()
    result["load_end"] = round(os.getloadavg()[0], 1)
    result["targets_met"] = targets(result)
    return result


def cell(opened: dict | None) -> str:
    if not opened:
        return "—"
    board = f"{opened['board_s']} s" if opened.get("board", True) else "(no board)"
    cpu = f", CPU {opened['cpu_s']} s" if opened.get("cpu_s") is not None else ""
    return (f"{board} (page {opened['page_s']}, worker {opened.get('worker_s')}, "
            f"kernel {opened['kernel_s']}{cpu})")


def show(result: dict) -> None:
    print(f"Offline site ({result['size_mb']} MB), Pyodide in Chromium, load "
          f"{result['load_start']} -> {result['load_end']}"
          + (f"; against {result['against']}" if result["against"] else "") + ":")
    for path, sites in result["lessons"].items():
        for site, opened in sites.items():
            loads = opened["cold"]["load"]
            print(f"  {path} [{site}, load {loads}]\n      cold {cell(opened['cold'])}"
                  f"\n      warm {cell(opened['warm'])}")
    for name in ("click_ms", "hint_ms"):
        if name in result:
            figures = result[name]
            print(f"  {name}: median {figures['median']}, p95 {figures['p95']}, "
                  f"min {figures['min']}, max {figures['max']} (n={figures['n']})")
    for target, met in result["targets_met"].items():
        print(f"  {target}: {'met' if met else 'MISSED'}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--lessons", nargs="+", default=["all"],
                        help="'all' (default) or parts of the notebooks' paths")
    parser.add_argument("--warm", type=int, default=1, help="warm-cache opens a lesson")
    parser.add_argument("--against", help="another built site, opened in alternation")
    parser.add_argument("--moves", type=int, default=20, help="clicks measured (0: none)")
    parser.add_argument("--positions", type=int, default=20, help="hint positions (0: none)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true", help="exit 1 if a target is missed")
    args = parser.parse_args(argv)

    def note(message: str) -> None:
        print(message, file=sys.stderr, flush=True)

    result = measure(args, note)
    if args.json:
        print(json.dumps(result))
    else:
        show(result)
    return 1 if args.check and not all(result["targets_met"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
