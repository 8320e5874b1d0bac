"""The site's build, without building: lock edits, the lessons' copies, the inputs' hash."""

from __future__ import annotations

import hashlib
import json
import re
import zipfile
from pathlib import Path

import pytest

from tools.site import build, bytecode, content, lock

pytestmark = pytest.mark.site

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)")


def make_wheel(folder: Path, name: str, version: str, requires: list[str] = ()) -> Path:
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    metadata = "".join([f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\n",
                        *(f"Requires-Dist: {req}\n" for req in requires)])
    with zipfile.ZipFile(path, "w") as archive:
        archive.writestr(f"{name}/__init__.py", "")
        archive.writestr(f"{info}/METADATA", metadata)
    return path


def a_lock() -> dict:
    def entry(name, version, depends=()):
        return {"name": name, "version": version, "file_name": f"{name}-{version}-py3-none-any.whl",
                "sha256": "cdn", "depends": list(depends), "imports": [name],
                "install_dir": "site", "package_type": "package"}
    return {"info": {}, "packages": {"traitlets": entry("traitlets", "5.14.3"),
                                     "prompt-toolkit": entry("prompt_toolkit", "3.0.52"),
                                     "ipython": entry("ipython", "9.12.0", ["prompt_toolkit"]),
                                     "numpy": {**entry("numpy", "2.0"),
                                               "file_name": "numpy-2.0-cp314-wasm32.whl"}}}


def test_a_new_wheel_gets_a_whole_entry_and_a_known_one_the_sites_checksum(tmp_path):
    the_lock = a_lock()
    ours = make_wheel(tmp_path, "naval_widgets", "0.1.0",
                      ["traitlets>=5.9", "Widgets_NB>=4", "pytest; extra == 'test'"])
    known = make_wheel(tmp_path, "traitlets", "5.14.3")
    lock.add_wheels(the_lock, [ours, known, make_wheel(tmp_path, "widgets_nb", "4.0")])
    entry = the_lock["packages"]["naval-widgets"]
    assert entry["depends"] == ["traitlets", "widgets-nb"]  # the extra's is left out
    assert entry["imports"] == ["naval_widgets"]
    assert entry["file_name"] == ours.name and len(entry["sha256"]) == 64
    assert the_lock["packages"]["traitlets"]["sha256"] != "cdn"


def test_a_wheel_of_another_version_or_an_unmet_requirement_is_refused(tmp_path):
    with pytest.raises(ValueError, match="5.14.3, not 5.0"):
        lock.add_wheels(a_lock(), [make_wheel(tmp_path, "traitlets", "5.0")])
    with pytest.raises(ValueError, match="requires psygnal"):
        lock.add_wheels(a_lock(), [make_wheel(tmp_path, "anywidget", "0.11.0", ["psygnal"])],
                        )


def test_the_kernels_pure_python_packages_are_pinned_from_the_lock_and_checked_on_disk(tmp_path):
    the_lock = a_lock()
    assert lock.kernel_wheels(the_lock, ["ipython", "comm"]) == [
        "ipython==9.12.0", "prompt-toolkit==3.0.52"]
    (tmp_path / "ipython-9.12.0-py3-none-any.whl").write_bytes(b"")
    assert lock.missing_files(the_lock, ["ipython"], tmp_path) == [
        "prompt_toolkit-3.0.52-py3-none-any.whl"]


def test_the_sites_lessons_open_on_pyodide_and_every_relative_link_resolves(tmp_path):
    written = content.write_content(ROOT, tmp_path, build.PYODIDE_KERNEL)
    assert {path.as_posix() for path in written} >= {
        build.START, "notebooks/battleship/01-learn-to-play.ipynb",
        "notebooks/fleet-1715/01-rules.ipynb"}
    broken = []
    for relative in written:
        notebook = json.loads((tmp_path / relative).read_text())
        assert notebook["metadata"]["kernelspec"]["display_name"] == "Python (Pyodide)"
        for cell in notebook["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for target in LINK.findall("".join(cell["source"])):
                if "://" not in target and not (tmp_path / relative).parent.joinpath(
                        target).resolve().is_file():
                    broken.append(f"{relative}: {target}")
    assert broken == []


def test_the_inputs_hash_changes_with_a_lesson(tmp_path):
    for name in ("notebooks/a.ipynb", "naval_widgets/x.py", "pyproject.toml"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("{}")
    before = build.input_key(tmp_path)
    assert build.input_key(tmp_path) == before
    (tmp_path / "notebooks/a.ipynb").write_text('{"cells": []}')
    assert build.input_key(tmp_path) != before


def unpack(wheel: Path, tree: Path) -> Path:
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(tree)
    return tree


def test_a_repacked_wheels_record_lists_every_file_with_its_hash_and_size(tmp_path):
    tree = unpack(make_wheel(tmp_path, "six", "1.17.0"), tmp_path / "tree")
    (tree / "six-1.17.0.dist-info/RECORD").write_text("six/__init__.py,sha256=old,0\n")
    (tree / "six/__init__.py").unlink()
    (tree / "six/__init__.pyc").write_bytes(b"bytecode")  # what the build puts in its place
    wheel = bytecode.repack(tree, tmp_path / "six-1.17.0-py3-none-any.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        rows = archive.read("six-1.17.0.dist-info/RECORD").decode().splitlines()
        assert rows == [bytecode.record_line(name, archive.read(name)) for name in names[:-1]] + [
            "six-1.17.0.dist-info/RECORD,,"]
    assert names == ["six/__init__.pyc", "six-1.17.0.dist-info/METADATA",
                     "six-1.17.0.dist-info/RECORD"]
    assert rows[0] == "six/__init__.pyc,sha256=jolhhxJ3JqraL25AfXCjkENVR2jdQ2f00Nz0V5IMBDI,8"
    # A sourceless wheel still names its import: the lock's entry is the same.
    the_lock = {"packages": {}}
    lock.add_wheels(the_lock, [wheel])
    assert the_lock["packages"]["six"]["imports"] == ["six"]


def test_the_standard_library_keeps_its_order_and_sources_each_followed_by_its_bytecode(
        tmp_path):
    library = tmp_path / "python_stdlib.zip"
    with zipfile.ZipFile(library, "w") as archive:
        archive.writestr("json/", b"")
        archive.writestr("json/__init__.py", "x = 1\n")
        archive.writestr("abc.py", "y = 2\n")
        archive.writestr("LICENSE.txt", "text")
    tree = unpack(library, tmp_path / "tree")
    (tree / "json/__init__.pyc").write_bytes(b"bytecode")
    bytecode.with_bytecode(library, tree)
    with zipfile.ZipFile(library) as archive:
        assert archive.namelist() == ["json/", "json/__init__.py", "json/__init__.pyc",
                                      "abc.py", "LICENSE.txt"]
        assert archive.read("json/__init__.py") == b"x = 1\n"


@pytest.mark.slow
def test_the_sites_wheels_hold_bytecode_and_sources_only_where_tracebacks_need_them(site_dir):
    folder = site_dir / "static" / "pyodide"
    packages = json.loads((folder / "pyodide-lock.json").read_text())["packages"]
    headers = set()
    for wheel in sorted(folder.glob("*.whl")):
        with zipfile.ZipFile(wheel) as archive:
            names = archive.namelist()
            record = next(name for name in names if name.endswith(".dist-info/RECORD"))
            assert archive.read(record).decode().splitlines() == [
                bytecode.record_line(name, archive.read(name)) for name in names
                if name != record] + [f"{record},,"], wheel.name
            headers |= {archive.read(name)[:8] for name in names if name.endswith(".pyc")}
        modules = {name for name in names if name.endswith(".py") and ".dist-info" not in name}
        if lock.wheel_name(wheel) in build.KEEP_SOURCES:
            assert modules, wheel.name
        else:
            assert not modules, wheel.name
        entry = packages[lock.wheel_name(wheel)]
        assert entry["sha256"] == hashlib.sha256(wheel.read_bytes()).hexdigest()
    with zipfile.ZipFile(folder / bytecode.STDLIB) as archive:
        names = set(archive.namelist())
        assert {"json/__init__.py", "json/__init__.pyc"} <= names
        headers.add(archive.read("json/__init__.pyc")[:8])
    # One Python's magic number, and the "unchecked hash" flag (bit 0 set, bit 1 clear).
    assert len({header[:4] for header in headers}) == 1
    assert {header[4:8] for header in headers} == {bytes([1, 0, 0, 0])}


def test_the_bytecode_cache_keeps_an_output_under_what_it_was_compiled_from(tmp_path):
    cache = bytecode.Cache(tmp_path / "cache", b"python 3.14.2")
    key = cache.key("six.whl", b"wheel", False)
    assert key == cache.key("six.whl", b"wheel", False)
    assert len({key, cache.key("six.whl", b"other", False), cache.key("six.whl", b"wheel", True),
                cache.key("seven.whl", b"wheel", False),
                bytecode.Cache(None, b"python 3.14.3").key("six.whl", b"wheel", False)}) == 5
    target = tmp_path / "six.whl"
    assert cache.get(key, target) is None and not target.exists()
    (tmp_path / "compiled").write_bytes(b"bytecode")
    cache.put(key, tmp_path / "compiled", {"failed": [["six/x.py", "bad"]]})
    assert cache.get(key, target) == {"failed": [["six/x.py", "bad"]]}
    assert target.read_bytes() == b"bytecode"
    other = cache.key("seven.whl", b"wheel", False)
    cache.put(other, tmp_path / "compiled", {"failed": []})
    cache.keep_only({other})
    assert cache.get(key, target) is None and cache.get(other, target) == {"failed": []}
    assert bytecode.Cache(None, b"").get(other, target) is None  # no folder, no cache
