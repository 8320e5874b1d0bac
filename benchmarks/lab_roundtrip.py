"""Click -> kernel -> re-render round trip of the Battleship board in JupyterLab
(a measurement, not a test).

Starts JupyterLab on localhost (as the end-to-end tests' ``lab_server`` fixture
does) over a temporary folder holding one notebook with a board against the
greedy bot at ``pace=0`` (the bot answers at once, so what is measured is the
page, the comm and the kernel, not a pause for people), opens it in Chromium,
runs it, then plays moves by clicking. For each move it times, inside the page:

  shown:   click a highlighted cell (or option) -> {"type": "act"} over the
           websocket -> the kernel checks and plays the move -> trait changes
           back -> the board shows the new ``ply`` (DOM rebuilt and laid out);
  settled: the same click -> the bot's answer shown too, Player 1 to move again.

The first few moves are a warm-up and are not counted; a finished game is
followed by a new one.

    python benchmarks/lab_roundtrip.py [--moves 30] [--warmup 3] [--seed 1] [--json]
    python benchmarks/lab_roundtrip.py --check     # exit 1 if the median misses the target

Target: median "shown" <= 100 ms.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import UNTIL_JS, lab_notebook  # noqa: E402

TARGET_MS = 100.0

BOARD_SOURCE = """from naval_widgets import battleship

table = battleship.Table(seed={seed}, bots={{1: "greedy"}})
table.widget(seat=0, pace=0)"""

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
  const until = (pred) => (""" + UNTIL_JS + """)(root, pred, 30000);

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


def measure(moves: int, warmup: int, seed: int, progress: bool) -> dict:
    ready = ".nw-battleship .nw-hand [data-card]"
    with lab_notebook([BOARD_SOURCE.format(seed=seed)], ready) as (page, ready_s):
        shown, settled, games = [], [], 0
        while len(shown) < moves:
            result = page.evaluate(MOVE_JS)
            if "skipped" in result:
                games += 1
                continue
            if warmup > 0:
                warmup -= 1
                continue
            shown.append(result["shown"])
            settled.append(result["settled"])
            if progress:
                print(f"  {len(shown):3d}  {result['shown']:7.1f} ms  "
                      f"{result['settled']:7.1f} ms  {result['move']}", file=sys.stderr)
    median = statistics.median(shown)
    return {"moves": moves, "seed": seed, "new_games": games,
            "lab_ready_s": round(ready_s, 1), "shown_ms": summary(shown),
            "settled_ms": summary(settled), "target_ms": TARGET_MS,
            "target_met": median <= TARGET_MS}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description="Click -> kernel -> re-render round trip of the Battleship board in "
                    "JupyterLab.")
    parser.add_argument("--moves", type=int, default=30, help="moves measured (default 30)")
    parser.add_argument("--warmup", type=int, default=3, help="moves played first, not counted")
    parser.add_argument("--seed", type=int, default=1, help="the game's seed")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--check", action="store_true",
                        help=f"exit 1 if the median round trip exceeds {TARGET_MS:g} ms")
    args = parser.parse_args(argv)
    result = measure(args.moves, args.warmup, args.seed, progress=not args.json)
    if args.json:
        print(json.dumps(result))
    else:
        shown, settled = result["shown_ms"], result["settled_ms"]
        print(f"JupyterLab round trip, {result['moves']} moves (bot at pace=0), "
              f"Lab ready in {result['lab_ready_s']} s:")
        print(f"  click -> move shown:        median {shown['median']} ms, p90 {shown['p90']} "
              f"ms, min {shown['min']}, max {shown['max']}")
        print(f"  click -> bot's reply shown: median {settled['median']} ms, p90 "
              f"{settled['p90']} ms, min {settled['min']}, max {settled['max']}")
        print(f"  target median <= {TARGET_MS:g} ms: "
              f"{'met' if result['target_met'] else 'MISSED'}")
    return 1 if args.check and not result["target_met"] else 0


if __name__ == "__main__":
    sys.exit(main())
