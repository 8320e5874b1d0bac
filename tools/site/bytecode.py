"""The site's Python compiled to bytecode for the browser's Python, at build time.

PyPI's pure-Python wheels hold source files, and so does the standard library of the npm
``pyodide`` package (``python_stdlib.zip``): Pyodide would compile them at every kernel
start (seconds, for IPython and what it imports). The build compiles them once instead,
with Pyodide's own Python run under Node (``compile.mjs``: the bytecode carries the magic
number of the Python that loads it, whatever Python runs the build):

- a wheel ships sourceless (``module.pyc`` in place of ``module.py``), as Pyodide's own
  packages do, unless its package is named in ``keep_sources``: then its sources stay,
  with their bytecode in ``__pycache__/``, so tracebacks through it show its lines. It is
  repacked under the same file name, with a RECORD that lists its new files;
- the standard library keeps its sources, each with its ``module.pyc`` beside it (where
  ``zipimport`` looks first), so tracebacks through it show their lines too.

The bytecode is "unchecked hash-based": no timestamp in it (the same input gives the same
bytes), and it is used without reading the source again. A module that does not compile
stays source.
"""

from __future__ import annotations

import base64
import hashlib
import json
import shutil
import zipfile
from collections.abc import Collection, Iterable
from pathlib import Path

from .command import run
from .lock import wheel_name

COMPILE_JS = Path(__file__).resolve().parent / "compile.mjs"
STDLIB = "python_stdlib.zip"
# Fixed entry dates, so a wheel's bytes (hence the lock's checksum) depend on its files only.
ZIP_DATE = (1980, 1, 1, 0, 0, 0)


def record_line(name: str, data: bytes) -> str:
    """A RECORD row: the file, its urlsafe base64 sha256 (unpadded) and its size."""
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def is_module(relative: Path) -> bool:
    """Whether an archive's file is a module Python imports (not metadata, not .data/)."""
    return relative.suffix == ".py" and not relative.parts[0].endswith((".dist-info", ".data"))


def entry(name: str) -> zipfile.ZipInfo:
    info = zipfile.ZipInfo(name, date_time=ZIP_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    return info


def repack(tree: Path, wheel: Path) -> Path:
    """Zip the unpacked wheel ``tree`` into ``wheel``, its RECORD rewritten for its files."""
    files = [path.relative_to(tree).as_posix() for path in tree.rglob("*") if path.is_file()]
    # The metadata goes last, as wheel builders put it; RECORD lists itself with no hash.
    (record,) = [name for name in files if name.endswith(".dist-info/RECORD")]
    files.remove(record)
    files.sort(key=lambda name: (".dist-info/" in name, name))
    rows = [record_line(name, (tree / name).read_bytes()) for name in files]
    rows.append(f"{record},,")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in files:
            archive.writestr(entry(name), (tree / name).read_bytes())
        archive.writestr(entry(record), "\n".join(rows) + "\n")
    return wheel


def modules(tree: Path, shown: str, beside: bool) -> list[list]:
    """Compile jobs for every module of ``tree``: [path under the work folder, the file
    name tracebacks give (under ``shown``), whether the bytecode goes beside it]."""
    return [[source.relative_to(tree.parent).as_posix(),
             f"{shown}/{source.relative_to(tree).as_posix()}", beside]
            for source in sorted(tree.rglob("*.py")) if is_module(source.relative_to(tree))]


def with_bytecode(archive_path: Path, tree: Path) -> None:
    """Rewrite the zip ``archive_path`` from its unpacked ``tree``: its entries in their
    order (directories too), each module followed by its ``.pyc`` when it has one."""
    with zipfile.ZipFile(archive_path) as archive:
        names = archive.namelist()
    with zipfile.ZipFile(archive_path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name in names:
            if name.endswith("/"):
                archive.writestr(name, b"")
                continue
            archive.writestr(entry(name), (tree / name).read_bytes())
            if (tree / f"{name}c").is_file():
                archive.writestr(entry(f"{name}c"), (tree / f"{name}c").read_bytes())


def compile_site(pyodide: Path, python: str, wheels: Iterable[Path], work: Path,
                 keep_sources: Collection[str] = ()) -> tuple[list[Path], dict]:
    """Compile ``wheels`` and the standard library of the Pyodide in folder ``pyodide``
    (Python version ``python``, e.g. "3.14.2"); the library is rewritten in place.

    Returns the compiled wheels (same file names, in ``work``) and Pyodide's report: its
    Python version, cache tag and the modules that did not compile."""
    wheels = list(wheels)
    major, minor = python.split(".")[:2]
    shutil.rmtree(work, ignore_errors=True)
    trees, out = work / "trees", work / "wheels"
    jobs, sourceless = [], []
    for wheel in wheels:
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(trees / wheel.name)
        keep = wheel_name(wheel) in keep_sources
        found = modules(trees / wheel.name, f"/lib/python{major}.{minor}/site-packages",
                        beside=not keep)
        jobs += found
        sourceless += [] if keep else [source for source, _, _ in found]
    with zipfile.ZipFile(pyodide / STDLIB) as archive:
        archive.extractall(trees / STDLIB)
    jobs += modules(trees / STDLIB, f"/lib/python{major}{minor}.zip", beside=True)
    (trees / "jobs.json").write_text(json.dumps(jobs))
    report = json.loads(run(["node", str(COMPILE_JS), str(pyodide), str(trees)]))
    failed = {source for source, _ in report["failed"]}
    for source in sourceless:
        if source not in failed:
            (trees / source).unlink()
    with_bytecode(pyodide / STDLIB, trees / STDLIB)
    out.mkdir(parents=True)
    return [repack(trees / wheel.name, out / wheel.name) for wheel in wheels], report
