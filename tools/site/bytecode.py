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


class Cache:
    """Compiled outputs kept between builds, in a folder of their own (``folder``), each
    under a hash of what it was compiled from: the compiler (``compile.mjs``, this module,
    Pyodide's standard library as shipped), the item's name and bytes and whether its
    sources stay. Only the items a build asks for are kept (:meth:`keep_only`)."""

    def __init__(self, folder: Path | None, compiler: bytes):
        self.folder = folder
        self.compiler = hashlib.sha256(
            COMPILE_JS.read_bytes() + Path(__file__).read_bytes() + compiler).digest()

    def key(self, name: str, data: bytes, keep: bool) -> str:
        digest = hashlib.sha256(self.compiler)
        digest.update(f"{name}\0{keep}\0".encode())
        digest.update(hashlib.sha256(data).digest())
        return digest.hexdigest()

    def get(self, key: str, target: Path) -> dict | None:
        """Copy the output kept under ``key`` to ``target``; returns its report, or None."""
        if self.folder is None:
            return None
        output, report = self.folder / f"{key}.out", self.folder / f"{key}.json"
        if not (output.is_file() and report.is_file()):
            return None
        shutil.copyfile(output, target)
        return json.loads(report.read_text())

    def put(self, key: str, output: Path, report: dict) -> None:
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        # Written under another name first, so a build stopped half-way leaves no entry.
        shutil.copyfile(output, self.folder / f"{key}.part")
        (self.folder / f"{key}.part").replace(self.folder / f"{key}.out")
        (self.folder / f"{key}.json").write_text(json.dumps(report))

    def keep_only(self, keys: Collection[str]) -> None:
        if self.folder is None or not self.folder.is_dir():
            return
        for path in self.folder.iterdir():
            if path.stem not in keys:
                path.unlink()


def compile_site(pyodide: Path, python: str, wheels: Iterable[Path], work: Path,
                 keep_sources: Collection[str] = (),
                 cache: Path | None = None) -> tuple[list[Path], dict]:
    """Compile ``wheels`` and the standard library of the Pyodide in folder ``pyodide``
    (Python version ``python``, e.g. "3.14.2"); the library is rewritten in place.

    With ``cache`` (a folder), a wheel or library compiled by an earlier build from the
    same bytes with the same compiler is taken from there, and only the rest is compiled.

    Returns the compiled wheels (same file names, in ``work``) and Pyodide's report: its
    Python version, cache tag and the modules that did not compile."""
    wheels = list(wheels)
    major, minor = python.split(".")[:2]
    shutil.rmtree(work, ignore_errors=True)
    trees, out = work / "trees", work / "wheels"
    out.mkdir(parents=True)
    library = pyodide / STDLIB
    kept = Cache(cache, python.encode() + hashlib.sha256(library.read_bytes()).digest())
    keys = {wheel: kept.key(wheel.name, wheel.read_bytes(), wheel_name(wheel) in keep_sources)
            for wheel in wheels}
    keys[library] = kept.key(STDLIB, library.read_bytes(), True)
    reports = {item: kept.get(key, out / item.name if item in wheels else library)
               for item, key in keys.items()}
    jobs, sourceless, owner = [], [], {}
    for wheel in wheels:
        if reports[wheel] is not None:
            continue
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(trees / wheel.name)
        keep = wheel_name(wheel) in keep_sources
        found = modules(trees / wheel.name, f"/lib/python{major}.{minor}/site-packages",
                        beside=not keep)
        jobs += found
        sourceless += [] if keep else [source for source, _, _ in found]
        owner.update((source, wheel) for source, _, _ in found)
    if reports[library] is None:
        with zipfile.ZipFile(library) as archive:
            archive.extractall(trees / STDLIB)
        found = modules(trees / STDLIB, f"/lib/python{major}{minor}.zip", beside=True)
        jobs += found
        owner.update((source, library) for source, _, _ in found)
    missing = [item for item, report in reports.items() if report is None]
    if missing:
        trees.mkdir(parents=True, exist_ok=True)
        (trees / "jobs.json").write_text(json.dumps(jobs))
        report = json.loads(run(["node", str(COMPILE_JS), str(pyodide), str(trees)]))
        failed = {source for source, _ in report["failed"]}
        for source in sourceless:
            if source not in failed:
                (trees / source).unlink()
        for item in missing:
            if item == library:
                with_bytecode(library, trees / STDLIB)
            else:
                repack(trees / item.name, out / item.name)
            reports[item] = {**report, "failed": [
                row for row in report["failed"] if owner[row[0]] == item]}
            kept.put(keys[item], library if item == library else out / item.name,
                     reports[item])
    kept.keep_only(set(keys.values()))
    first = next(iter(reports.values()))
    report = {"python": first["python"], "cache_tag": first["cache_tag"],
              "failed": [row for item in keys for row in reports[item]["failed"]]}
    return [out / wheel.name for wheel in wheels], report
