"""A replay step in JupyterLab, for every game (a measurement, not a test).

Starts JupyterLab on localhost over a temporary folder holding one notebook: a cell per
registered game, each a game its default bots play to the end, replayed from the first
seat. Opens it in Chromium, runs it, and steps each replay by clicking its "Next move"
button from the deal, then by "Previous move" from the last move (where the log is
longest). For each step it times, inside the page: the click -> the board shows the new
``ply`` (the DOM rebuilt and laid out). A replay shown gives the page its frames, so the
page draws the position from them before it sends {"type": "goto"} to the kernel (whose
answer changes nothing on the page); a replay without frames would wait for the kernel's
traits. The kernel's own part, a ``goto`` to each position of the same game in this
process (traits made, none sent), is timed too.

    python benchmarks/replay_step.py [--steps 20] [--seed 3] [--json]

Target: median step <= 50 ms, for every game (the exit status is 1 when one misses it).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.lab_roundtrip import summary  # noqa: E402
from tests.browser import UNTIL_JS, lab_notebook  # noqa: E402

TARGET_MS = 50.0
#: Steps taken on each board before the timed ones.
WARMUP = 2

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
  const until = (pred) => (""" + UNTIL_JS + """)(root, pred, 30000);
  const times = [];
  for (let i = 0; i < count; i++) {
    const target = root.querySelector(`[data-cmd="goto"][aria-label="${button}"]`);
    if (!target || target.getAttribute('aria-disabled') === 'true') break;
    const ply = root.dataset.ply;
    const t0 = performance.now();
    target.dispatchEvent(new MouseEvent('click', {bubbles: true, cancelable: true, detail: 1}));
    const shown = await until(() => root.dataset.ply !== ply);
    times.push(shown - t0);
  }
  const log = root.querySelectorAll('.nw-log-list li').length;
  return {times, ply: Number(root.dataset.ply), log};
}"""


def kernel_steps(name: str, seed: int) -> dict[str, float]:
    """``replay.goto(k)`` for every position k of the game ``BOARD_SOURCE`` plays, timed
    here (the kernel's work for a step; nothing is sent); and the frames the replay gives
    the page when shown (``frames_s``, their JSON's ``frames_kb``)."""
    namespace: dict = {}
    exec(BOARD_SOURCE.format(name=name, seed=seed).rpartition("\n")[0], namespace)
    shown = namespace["table"].replay(seat=0)
    started = time.perf_counter()
    shown.preview_outputs()  # shown in a notebook: the frames are made
    made = time.perf_counter() - started
    replay = namespace["table"].replay(seat=0)
    times = []
    for ply in range(replay.plies + 1):
        started = time.perf_counter()
        replay.goto(ply)
        times.append((time.perf_counter() - started) * 1000)
    return {**summary(times), "frames_s": round(made, 2),
            "frames_kb": round(len(json.dumps(shown.frames)) / 1000)}


def measure(steps: int, seed: int, progress: bool) -> dict:
    from naval_widgets.core import games

    names = sorted(games())
    sources = [BOARD_SOURCE.format(name=name, seed=seed) for name in names]
    results: dict[str, dict] = {}
    with lab_notebook(sources, ".nw-widget") as (page, ready_s):
        page.wait_for_function(f"document.querySelectorAll('.nw-widget').length === {len(names)}")
        for index, name in enumerate(names):
            page.evaluate(STEPS_JS, [index, "Next move", WARMUP])
            forward = page.evaluate(STEPS_JS, [index, "Next move", steps])
            end = page.evaluate(STEPS_JS, [index, "Last move", 1])
            back = page.evaluate(STEPS_JS, [index, "Previous move", steps])
            times = forward["times"] + back["times"]
            results[name] = {**summary(times), "min": round(min(times), 1), "plies": end["ply"],
                             "log_lines_at_end": end["log"],
                             "kernel_ms": kernel_steps(name, seed)}
            if progress:
                print(f"  {name}: median {results[name]['median']} ms, p95 "
                      f"{results[name]['p95']} ms ({len(times)} steps)", file=sys.stderr)
    met = all(result["median"] <= TARGET_MS for result in results.values())
    return {"seed": seed, "lab_ready_s": round(ready_s, 1), "games": results,
            "target_ms": TARGET_MS, "target_met": met}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="A replay step in JupyterLab, every game.")
    parser.add_argument("--steps", type=int, default=20, help="steps timed each way")
    parser.add_argument("--seed", type=int, default=3, help="the games' seed")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    result = measure(args.steps, args.seed, progress=not args.json)
    lines = [f"  {name:16} median {times['median']:6} ms, p95 {times['p95']:6} ms, min "
             f"{times['min']}, max {times['max']} ({times['n']} steps of a {times['plies']}"
             f"-move game, {times['log_lines_at_end']} log lines at its end); the kernel's "
             f"part: median {times['kernel_ms']['median']} ms, max {times['kernel_ms']['max']}; "
             f"frames {times['kernel_ms']['frames_kb']} kB made in "
             f"{times['kernel_ms']['frames_s']} s"
             for name, times in result["games"].items()]
    verdict = "met" if result["target_met"] else "MISSED"
    print(json.dumps(result) if args.json else "\n".join([
        f"A replay step in JupyterLab (click -> position shown), Lab ready in "
        f"{result['lab_ready_s']} s:", *lines,
        f"  target median <= {TARGET_MS:g} ms: {verdict}"]))
    return 0 if result["target_met"] else 1


if __name__ == "__main__":
    sys.exit(main())
