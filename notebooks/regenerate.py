"""Re-execute every notebook under notebooks/ and store its fresh outputs.

    python notebooks/regenerate.py                  # every notebook
    python notebooks/regenerate.py battleship/01-learn-to-play.ipynb
    python notebooks/regenerate.py --check          # exit 1 if a notebook would change

Each notebook runs top to bottom in a fresh kernel, with its own folder as the
working directory (as nbval and JupyterLab run it), through

    jupyter nbconvert --execute --to notebook --inplace
        --ExecutePreprocessor.store_widget_state=False

so the stored outputs are exactly what a fresh kernel prints. Widget state is
not stored (it would carry the whole ES module of every board). Afterwards:

- the widget-view part of each output (a random model id) is dropped; a
  board's static picture, the output after the board's own
  (``GameWidget.preview_outputs``, docs/export.md), is kept, so a notebook
  opened before it runs, on GitHub, on nbviewer or exported to HTML shows the
  position rather than "model not found" (the board's own output keeps only its
  empty text form);
- consecutive chunks of one stream are merged (the kernel splits prints at
  varying places), and per-cell timing metadata is not recorded;

so regenerating a notebook whose printed text did not change changes no byte.
nbval never compares widget-view outputs and merges streams itself, so this
loses nothing it checks. It does compare ``text/html`` exactly, so a picture holds
nothing that changes from run to run (no ids, no times, no random draw).

Never commit a notebook saved after clicking around in it: run this instead.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def notebooks(names: list[str]) -> list[Path]:
    if names:
        paths = [(HERE / name).resolve() if not Path(name).is_absolute() else Path(name)
                 for name in names]
        missing = [str(p) for p in paths if not p.is_file()]
        if missing:
            sys.exit(f"regenerate.py: no such notebook: {', '.join(missing)}")
        return paths
    return sorted(p for p in HERE.rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)


def execute(path: Path, timeout: int) -> None:
    cmd = [
        sys.executable, "-m", "jupyter", "nbconvert",
        "--execute", "--to", "notebook", "--inplace",
        "--ExecutePreprocessor.store_widget_state=False",
        "--ExecutePreprocessor.record_timing=False",
        f"--ExecutePreprocessor.timeout={timeout}",
        "--ExecutePreprocessor.kernel_name=python3",
        path.name,
    ]  # fmt: skip
    subprocess.run(cmd, cwd=path.parent, check=True)


def _text(text: str | list[str]) -> str:
    return text if isinstance(text, str) else "".join(text)


def tidy(path: Path) -> None:
    """Drop widget-view outputs' model ids and per-run metadata, merge stream chunks;
    every other part of an output (a board's ``text/html`` picture) is kept."""
    nb = json.loads(path.read_text(encoding="utf-8"))
    for cell in nb.get("cells", []):
        if cell.get("cell_type") != "code":
            continue
        cell.get("metadata", {}).pop("execution", None)
        outputs = []
        for output in cell.get("outputs", []):
            data = output.get("data")
            if isinstance(data, dict) and WIDGET_VIEW in data:
                del data[WIDGET_VIEW]
            if (output.get("output_type") == "stream" and outputs
                    and outputs[-1].get("output_type") == "stream"
                    and outputs[-1].get("name") == output.get("name")):
                # The kernel flushes a stream in chunks that vary from run to run.
                outputs[-1]["text"] = _text(outputs[-1]["text"]) + _text(output["text"])
            else:
                outputs.append(output)
        for output in outputs:
            if output.get("output_type") == "stream":
                output["text"] = _text(output["text"]).splitlines(keepends=True)
        cell["outputs"] = outputs
    nb.get("metadata", {}).pop("widgets", None)
    # Same layout as nbformat writes (one-space indent, sorted keys, final newline).
    path.write_text(json.dumps(nb, indent=1, sort_keys=True, ensure_ascii=False) + "\n",
                    encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("notebooks", nargs="*", help="paths relative to notebooks/ (default: all)")
    parser.add_argument("--timeout", type=int, default=300, help="seconds per cell")
    parser.add_argument("--check", action="store_true",
                        help="regenerate into a copy and fail if any notebook would change")
    args = parser.parse_args(argv)
    changed = []
    for path in notebooks(args.notebooks):
        before = path.read_bytes()
        start = time.perf_counter()
        print(f"executing {path.relative_to(HERE.parent)} ...", flush=True)
        try:
            execute(path, args.timeout)
            tidy(path)
        except BaseException:
            if args.check:
                path.write_bytes(before)
            raise
        print(f"  done in {time.perf_counter() - start:.1f} s", flush=True)
        if path.read_bytes() != before:
            changed.append(path)
            if args.check:
                path.write_bytes(before)
    if args.check and changed:
        names = ", ".join(str(p.relative_to(HERE.parent)) for p in changed)
        print(f"regenerate.py --check: outputs differ from a fresh run in: {names}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
