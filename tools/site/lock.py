"""pyodide-lock.json edits: the site's own wheels in place of the CDN's.

A lock maps each package (PEP 503 name) to its wheel's file name, checksum, import names
and dependencies; Pyodide fetches ``file_name`` next to the lock and checks ``sha256``.
"""

from __future__ import annotations

import hashlib
import re
import zipfile
from collections.abc import Iterable
from email.parser import Parser
from pathlib import Path
from typing import Any

Lock = dict[str, Any]


def normalize(name: str) -> str:
    """A distribution name as pyodide-lock.json keys it (PEP 503)."""
    return re.sub(r"[-_.]+", "-", name).lower()


def wheel_name(path: Path) -> str:
    """The distribution name of a wheel file, normalized."""
    return normalize(path.name.split("-")[0])


def _packages(lock: Lock) -> dict[str, dict[str, Any]]:
    return {normalize(name): entry for name, entry in lock["packages"].items()}


def closure(lock: Lock, roots: Iterable[str]) -> list[str]:
    """The packages ``roots`` load, dependencies included, by normalized name."""
    packages, seen, todo = _packages(lock), set(), [normalize(root) for root in roots]
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        if name not in packages:
            raise KeyError(f"{name!r} is not in pyodide-lock.json")
        seen.add(name)
        todo.extend(normalize(dep) for dep in packages[name]["depends"])
    return sorted(seen)


def kernel_wheels(lock: Lock, roots: Iterable[str]) -> list[str]:
    """``name==version`` of the lock's pure-Python packages that ``roots`` load (those
    in the lock; the others come from the site's own wheels)."""
    packages = _packages(lock)
    return [f"{name}=={packages[name]['version']}"
            for name in closure(lock, [root for root in roots if normalize(root) in packages])
            if packages[name]["file_name"].endswith("-none-any.whl")]


def _metadata(wheel: Path) -> tuple[str, str, list[str], list[str]]:
    """A wheel's name, version, unconditional requirements and top-level import names."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
        info = next(name.split("/")[0] for name in names
                    if name.endswith(".dist-info/METADATA"))
        meta = Parser().parsestr(archive.read(f"{info}/METADATA").decode())
        top = f"{info}/top_level.txt"
        if top in names:
            imports = archive.read(top).decode().split()
        else:
            # Top-level packages and modules, as source (x.py) or sourceless (x.pyc).
            imports = sorted({re.sub(r"\.pyc?$", "", name.split("/")[0]) for name in names
                              if not name.split("/")[0].endswith((".dist-info", ".data"))
                              and (name.count("/") or name.endswith((".py", ".pyc")))})
    requires = [re.match(r"[A-Za-z0-9._-]+", req).group(0)
                for req in meta.get_all("Requires-Dist") or []
                if ";" not in req or "extra" not in req.split(";", 1)[1]]
    return meta["Name"], meta["Version"], requires, imports


def add_wheels(lock: Lock, wheels: Iterable[Path]) -> None:
    """Point the lock at ``wheels``: a package already there gets the wheel's checksum (the
    version must match), a new one gets a whole entry. Raises ValueError on a mismatch or
    a requirement nothing provides."""
    wheels = list(wheels)
    packages = _packages(lock)
    keys = {normalize(name): name for name in lock["packages"]}
    ours = {wheel_name(wheel) for wheel in wheels}
    for wheel in wheels:
        name, version, requires, imports = _metadata(wheel)
        key = normalize(name)
        sha256 = hashlib.sha256(wheel.read_bytes()).hexdigest()
        if key in packages:
            entry = packages[key]
            if entry["version"] != version:
                raise ValueError(f"{wheel.name}: pyodide-lock.json has {name} "
                                 f"{entry['version']}, not {version}")
            entry.update(file_name=wheel.name, sha256=sha256)
            continue
        depends = []
        for requirement in map(normalize, requires):
            if requirement not in packages and requirement not in ours:
                raise ValueError(f"{wheel.name} requires {requirement}, which neither "
                                 "pyodide-lock.json nor the site's wheels provide")
            depends.append(requirement)
        keys[key] = key
        lock["packages"][key] = {
            "name": key, "version": version, "file_name": wheel.name, "install_dir": "site",
            "sha256": sha256, "package_type": "package", "imports": imports,
            "depends": sorted(depends), "unvendored_tests": False, "shared_library": False,
        }


def import_names(lock: Lock, roots: Iterable[str]) -> set[str]:
    """The top-level modules of the packages ``roots`` load, dependencies included."""
    packages = _packages(lock)
    return {name for package in closure(lock, roots) for name in packages[package]["imports"]}


def missing_files(lock: Lock, roots: Iterable[str], folder: Path) -> list[str]:
    """The wheels ``roots`` load that ``folder`` lacks (the browser would ask a CDN)."""
    packages = _packages(lock)
    return [packages[name]["file_name"] for name in closure(lock, roots)
            if not (folder / packages[name]["file_name"]).is_file()]
