"""The site's files: the lessons, set to run on the Pyodide kernel, and the docs they link to.

The folders keep the repository's layout (``notebooks/``, ``docs/``), so every relative
link in a lesson (``../docs/rules/<game>.md``, ``<folder>/<lesson>.ipynb``) works.
"""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

# What a lesson links to; docs/ also holds scripts and benchmarks the site has no use for.
DOC_SUFFIXES = (".md", ".png", ".svg", ".html")


def for_pyodide(notebook: dict[str, Any], kernelspec: dict[str, str]) -> dict[str, Any]:
    """A copy of ``notebook`` that opens on ``kernelspec`` (no kernel chooser shown)."""
    metadata = {**notebook.get("metadata", {}), "kernelspec": dict(kernelspec)}
    return {**notebook, "metadata": metadata}


def lessons(root: Path) -> list[Path]:
    """Every notebook under ``notebooks/``, by path relative to ``root``."""
    return sorted(path.relative_to(root) for path in (root / "notebooks").rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in path.parts)


def write_content(root: Path, dest: Path, kernelspec: dict[str, str]) -> list[Path]:
    """Write the site's files into ``dest``; returns the lessons written."""
    shutil.rmtree(dest, ignore_errors=True)
    written = lessons(root)
    for relative in written:
        notebook = json.loads((root / relative).read_text(encoding="utf-8"))
        target = dest / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(json.dumps(for_pyodide(notebook, kernelspec), indent=1,
                                     ensure_ascii=False) + "\n", encoding="utf-8")
    for doc in sorted((root / "docs").rglob("*")):
        if doc.is_file() and doc.suffix in DOC_SUFFIXES:
            target = dest / doc.relative_to(root)
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(doc, target)
    return written
