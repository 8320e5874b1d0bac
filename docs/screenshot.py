"""Take the README's screenshots: a board in real JupyterLab.

    python docs/screenshot.py [--game battleship|fleet1715] [--out FILE] [--theme light|dark]

Starts JupyterLab on localhost over a temporary folder (as the round-trip
benchmark does), opens a notebook with the game's board (Battleship: a seeded
game 24 actions in; Fleet 1715: scenario A's puzzle board), runs it in
Chromium and saves a picture of the board.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.browser import CHROMIUM, CHROMIUM_ARGS, jupyterlab  # noqa: E402

SOURCES = {
    "battleship": """from naval_widgets import battleship

table = battleship.Table(seed=12, bots={1: "greedy"})
while len(table.actions) < 24:
    table.play(table.legal()[-1])
table.widget(seat=0)""",
    "fleet1715": """from naval_widgets import fleet1715

fleet1715.board("A")""",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(SOURCES), default="battleship")
    parser.add_argument("--out", default=None, help="default docs/screenshot-<game>.png")
    parser.add_argument("--theme", choices=["light", "dark"], default="light")
    args = parser.parse_args(argv)
    args.out = args.out or str(ROOT / "docs" / f"screenshot-{args.game}.png")

    import nbformat
    from nbformat.v4 import new_code_cell, new_notebook
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        root, work = Path(tmp) / "root", Path(tmp) / "work"
        root.mkdir()
        work.mkdir()
        kernel = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}
        notebook = new_notebook(cells=[new_code_cell(SOURCES[args.game])],
                                metadata={"kernelspec": kernel})
        nbformat.write(notebook, root / "board.ipynb")
        with jupyterlab(root, work, "naval-widgets-screenshot") as lab, sync_playwright() as pw:
            browser = pw.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_page(viewport={"width": 1100, "height": 1700},
                                    color_scheme=args.theme)
            page.set_default_timeout(60_000)
            page.goto(f"{lab['base']}/lab/tree/board.ipynb?token={lab['token']}&reset")
            page.wait_for_function("""() => {
                const k = window.jupyterapp?.shell?.currentWidget?.sessionContext?.session?.kernel;
                return k && k.connectionStatus === 'connected' && k.status === 'idle';
            }""")
            if args.theme == "dark":
                page.evaluate("window.jupyterapp.commands.execute('apputils:change-theme',"
                              " {theme: 'JupyterLab Dark'})")
            page.evaluate("window.jupyterapp.commands.execute('notebook:run-all-cells')")
            board = page.locator(".nw-widget").first
            board.wait_for()
            page.wait_for_timeout(1500)
            board.screenshot(path=args.out)
            browser.close()
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
