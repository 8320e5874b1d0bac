"""The size of a replay as one HTML file, and the time to write it, for every game.

    python benchmarks/replay_file.py [--seeds N] [--plies K] [--browser]

For each game of the registry and seeds 1..N: a game its default bots play to the end,
the replay file of the first seat's board (``core.standalone``: frames, then the page),
its size in kB, and, to compare, the frames' size as JSON written whole; then the same
game cut after its first K moves (the issue's typical game of about 100 moves). Each
row gives the median over the seeds (the largest file in brackets).

``--browser``: each game's whole game of seed 1 opened in Chromium from ``file://``:
the time from the start of the navigation to the board drawn, and the median and
slowest of 30 steps with → (the key pressed to the board showing the next move).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.core import games  # noqa: E402
from naval_widgets.core.standalone import (  # noqa: E402
    frames_of,
    standalone_html,
    write_standalone,
)
from naval_widgets.core.widget import bundle_name  # noqa: E402
from tests.played import bot_game, cut  # noqa: E402


def measure(table) -> dict[str, float]:
    """One replay file of ``table``'s game for seat 0: its moves, sizes and times."""
    game = table.game
    start = time.perf_counter()
    frames = frames_of(table, seat=0)
    framed = time.perf_counter()
    page = standalone_html(bundle_name(game), frames, game.title, "en")
    written = time.perf_counter()
    return {"plies": len(table.actions), "kB": len(page.encode()) / 1000,
            "whole kB": len(json.dumps(frames, ensure_ascii=False).encode()) / 1000,
            "frames s": framed - start, "page s": written - framed}


def row(name: str, label: str, runs: list[dict[str, float]]) -> str:
    median = {key: statistics.median(run[key] for run in runs) for key in runs[0]}
    largest = max(run["kB"] for run in runs)
    return (f"| {name} | {label} | {median['plies']:.0f} | {median['kB']:.0f} ({largest:.0f}) "
            f"| {median['whole kB']:,.0f} | {median['frames s']:.2f} | {median['page s']:.2f} |")


#: Resolves with the milliseconds from now to the board showing another ply.
NEXT_PLY_JS = """() => new Promise((resolve) => {
    const board = document.querySelector('.nw-widget');
    const start = performance.now();
    new MutationObserver((_changes, observer) => {
        observer.disconnect();
        resolve(performance.now() - start);
    }).observe(board, {attributes: true, attributeFilter: ['data-ply']});
    document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
})"""


def in_browser(folder: Path) -> None:
    """Open each game's file of seed 1 in Chromium: time to the board, time a step."""
    from playwright.sync_api import sync_playwright

    from tests.browser import CHROMIUM, CHROMIUM_ARGS

    print("\n| game | moves | file kB | board drawn ms | step ms, median | step ms, slowest |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for name, game in sorted(games().items()):
            table = bot_game(game, 1)
            path = write_standalone(folder / f"{name}.html", bundle_name(game),
                                    frames_of(table, seat=0), game.title, "en")
            page = browser.new_page()
            page.goto(path.as_uri())
            page.wait_for_selector(".nw-widget[data-ply]")
            drawn = page.evaluate("performance.now()")
            steps = [page.evaluate(NEXT_PLY_JS) for _ in range(30)]
            print(f"| {name} | {len(table.actions)} | {path.stat().st_size / 1000:.0f} "
                  f"| {drawn:.0f} | {statistics.median(steps):.1f} | {max(steps):.1f} |",
                  flush=True)
            page.close()
        browser.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seeds", type=int, default=3)
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--browser", action="store_true")
    args = parser.parse_args()
    if args.browser:
        with tempfile.TemporaryDirectory() as folder:
            in_browser(Path(folder))
        return
    print("| game | game measured | moves | file kB (largest) | frames whole kB "
          "| frames s | page s |")
    print("| --- | --- | ---: | ---: | ---: | ---: | ---: |")
    for name, game in sorted(games().items()):
        whole = [bot_game(game, seed) for seed in range(1, args.seeds + 1)]
        print(row(name, "whole game", [measure(table) for table in whole]), flush=True)
        print(row(name, f"first {args.plies} moves",
                  [measure(cut(table, args.plies)) for table in whole]), flush=True)


if __name__ == "__main__":
    main()
