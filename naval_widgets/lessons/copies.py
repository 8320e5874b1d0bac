"""Working copies of the notebooks, kept out of git, so running a lesson changes nothing
that a teacher hands out.

``make_copies(source, target)`` copies each notebook of ``source`` that has no copy yet,
keeping the folder layout (so links between notebooks, and to ``../docs`` when
``target`` sits beside ``source``, keep working). A lesson named in ``fresh`` is copied
again; the student's old copy is kept beside it as ``<name>.ipynb.bak``.

Students see pages, not plumbing: in a copy every code cell's source is hidden
(``"jupyter": {"source_hidden": true}``, which JupyterLab shows as "…"): the cells run
and show their boards and questions. A teacher shows a cell's code by clicking the bar
left of it, or all at once with View → Expand All Code.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from .lesson import LessonError

ALL = "all"


def notebooks(source: Path) -> list[Path]:
    """The notebooks under ``source``, as paths relative to it (checkpoints left out)."""
    if not source.is_dir():
        raise LessonError(f"There is no notebooks folder at {source}.")
    return sorted(path.relative_to(source) for path in source.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in path.parts)


def find(name: str, names: list[Path]) -> list[Path]:
    """The notebooks ``name`` means: ``all``, a path (``battleship/01-learn-to-play``, with
    or without ``.ipynb`` or ``notebooks/``) or a file name (``01-learn-to-play``)."""
    if name == ALL:
        return list(names)
    wanted = name.strip().replace("\\", "/").removeprefix("notebooks/").removesuffix(".ipynb")
    exact = [path for path in names if path.with_suffix("").as_posix() == wanted]
    matches = exact or [path for path in names if path.stem == wanted]
    if len(matches) != 1:
        listing = ", ".join(path.with_suffix("").as_posix() for path in names)
        why = "names several lessons" if matches else "is no lesson"
        raise LessonError(f"{name!r} {why}: use one of {listing}, or {ALL}.")
    return matches


def make_copies(source: Path, target: Path, fresh: Iterable[str] = ()) -> list[str]:
    """Copy the notebooks that have no working copy yet, and those named in ``fresh``;
    one line per notebook copied, saying what was done."""
    names = notebooks(source)
    renew = {path for name in fresh for path in find(name, names)}
    done = []
    for path in names:
        copy = target / path
        if copy.exists() and path not in renew:
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        if copy.exists():
            backup = copy.with_name(copy.name + ".bak")
            copy.replace(backup)
            done.append(f"{path.as_posix()}: fresh copy (your old one is {backup.name})")
        else:
            done.append(f"{path.as_posix()}: copied")
        copy.write_text(students_copy((source / path).read_text(encoding="utf-8")),
                        encoding="utf-8")
    return done


def students_copy(notebook: str) -> str:
    """The notebook's text with the source of every code cell hidden; the rest as it was
    (the repository's notebooks' own layout: one-space indent, a final newline)."""
    data = json.loads(notebook)
    for cell in data.get("cells", []):
        if cell.get("cell_type") == "code":
            cell.setdefault("metadata", {}).setdefault("jupyter", {})["source_hidden"] = True
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"
