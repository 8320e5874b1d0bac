"""The page's share of a note on Fleet 1715's table board, in Chromium with a stub model
(a measurement, not a test).

A late-game board (a table for four with logician bots, Player 1 after eight requests,
forty cells marked) in the front-end test harness. Each click is timed inside the page
until the board shows the answer, the stub "kernel" answering at once with the ``notes``
trait a real board computed for that click:

  hint: a hint button -> the hint's sentence shows;
  mark: a cell of the grid -> its mark changes.

Kernel and network time are not in these numbers. ``--bundle`` measures another build of
the board (``git show REV:naval_widgets/static/fleet1715_table.js > old.js``).

    python benchmarks/frontend_notes.py [--iterations 100] [--bundle PATH] [--json]
"""

from __future__ import annotations

import argparse
import json
import pathlib
import statistics
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import CHROMIUM, CHROMIUM_ARGS  # noqa: E402
from tests.frontend.conftest import ORIGIN  # noqa: E402
from tests.traits import send, traits_of  # noqa: E402

BUNDLE = ROOT / "naval_widgets" / "static" / "fleet1715_table.js"
MARKED = 40  # cells marked before measuring

MEASURE_JS = """async ({shown, hinted, marked, cell, iterations}) => {
  const model = window.model;
  const root = document.querySelector('.nw-widget');
  const click = (el) =>
    el.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
  const settle = () => new Promise((r) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
  const until = (pred) => new Promise((resolve) => {
    const obs = new MutationObserver(() => {
      if (!pred()) return;
      root.offsetHeight;
      obs.disconnect();
      resolve(performance.now());
    });
    obs.observe(root, {attributes: true, childList: true, subtree: true, characterData: true});
  });
  let reply = null;
  const origSend = model.send;
  model.send = (content) => {
    origSend(content);
    const notes = reply;
    queueMicrotask(() => model.set({notes}));
  };
  const cellEl = () => root.querySelector(`.ft-notes [data-cell="${cell}"]`);
  const hint = [], mark = [];
  for (let i = 0; i < iterations; i++) {
    model.set({notes: structuredClone(shown)});
    await settle();
    reply = structuredClone(hinted);
    let done = until(() => !!root.querySelector('.ft-notes .f17-reply'));
    let t0 = performance.now();
    click(root.querySelector('.ft-notes [data-cmd="hint"][data-level="1"]'));
    hint.push((await done) - t0);
    model.set({notes: structuredClone(shown)});
    await settle();
    const before = cellEl().dataset.mark;
    reply = structuredClone(marked);
    done = until(() => cellEl().dataset.mark !== before);
    t0 = performance.now();
    click(cellEl());
    mark.push((await done) - t0);
  }
  model.send = origSend;
  return {hint, mark};
}"""


def late_board() -> tuple[dict, dict, dict, int]:
    """The board's traits late in a game, its notes after a hint, after a mark, and the
    cell marked."""
    from naval_widgets.fleet1715 import TableGame

    table = TableGame(seed=1, scenario="A", players=4,
                      bots={seat: "logician" for seat in (1, 2, 3)})
    table.play(table.legal()[0])
    board = table.widget(seat=0, pace=0)
    for _request in range(8):
        moves = [i for i, entry in enumerate(board.legal) if entry["type"] in ("ask", "give")]
        if not moves:
            break
        send(board, "act", index=moves[0])
    for cell in range(0, 2 * MARKED, 2):
        send(board, "mark", cell=cell, value="no")
    traits = traits_of(board)
    send(board, "hint", level=1)
    hinted = board.notes
    send(board, "close")
    cell = 2 * MARKED + 1
    send(board, "mark", cell=cell, value="no")
    return traits, hinted, board.notes, cell


def summary(values: list[float]) -> dict[str, float]:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return {"n": len(ordered), "median": round(statistics.median(ordered), 2),
            "p95": round(p95, 2), "min": round(ordered[0], 2), "max": round(ordered[-1], 2)}


def measure(bundle: pathlib.Path, iterations: int) -> dict:
    from playwright.sync_api import sync_playwright

    from tests.frontend.conftest import serve_static

    traits, hinted, marked, cell = late_board()
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        try:
            page = browser.new_page(viewport={"width": 1280, "height": 1000})
            errors: list[str] = []
            page.on("pageerror", lambda e: errors.append(str(e)))
            serve_static(page, {"board.js": bundle})
            page.goto(f"{ORIGIN}/harness.html?esm=./board.js")
            page.wait_for_function("window.__ready === true", timeout=10_000)
            page.evaluate("t => window.mount(t)", traits)
            args = {"shown": traits["notes"], "hinted": hinted, "marked": marked, "cell": cell}
            page.evaluate(MEASURE_JS, {**args, "iterations": 10})  # warm-up
            raw = page.evaluate(MEASURE_JS, {**args, "iterations": iterations})
        finally:
            browser.close()
    if errors:
        raise SystemExit(f"errors on the page: {errors}")
    return {"bundle": str(bundle), "iterations": iterations,
            "hint": summary(raw["hint"]), "mark": summary(raw["mark"])}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--bundle", type=pathlib.Path, default=BUNDLE,
                        help="the board's bundle (default: the built one)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = measure(args.bundle.resolve(), args.iterations)
    if args.json:
        print(json.dumps(result))
        return 0
    print(f"Fleet 1715 table board, a late game's notes, stub model ({args.bundle}):")
    for kind in ("hint", "mark"):
        s = result[kind]
        print(f"  {kind}: median {s['median']} ms, p95 {s['p95']}, min {s['min']}, "
              f"max {s['max']} (n={s['n']})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
