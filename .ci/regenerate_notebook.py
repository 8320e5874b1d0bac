"""Run notebooks top to bottom in a fresh kernel and store their outputs, as nbval reads them.

    .venv/bin/python .ci/regenerate_notebook.py notebooks/battleship/01-learn-to-play.ipynb ...

Cell metadata is kept as it was; widget views are stored as their text form
only (no widget state), and a cell's stream outputs are joined, so a rerun
of an unchanged notebook changes nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

import nbformat
from nbclient import NotebookClient
from nbconvert.preprocessors import CoalesceStreamsPreprocessor

WIDGET_VIEW = "application/vnd.jupyter.widget-view+json"


def regenerate(path: Path) -> None:
    notebook = nbformat.read(path, as_version=4)
    metadata = [dict(cell.get("metadata", {})) for cell in notebook.cells]
    NotebookClient(notebook, timeout=600, kernel_name="python3",
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    for cell, kept in zip(notebook.cells, metadata, strict=True):
        cell["metadata"] = kept
        for output in cell.get("outputs", []):
            output.get("data", {}).pop(WIDGET_VIEW, None)
    notebook.metadata.pop("widgets", None)
    notebook, _ = CoalesceStreamsPreprocessor().preprocess(notebook, {})
    nbformat.write(notebook, path)


if __name__ == "__main__":
    for name in sys.argv[1:]:
        regenerate(Path(name))
        print(f"regenerated {name}")
