"""What the site leaves out of, or changes in, the wheels it serves, so a kernel starts sooner.

Pyodide unpacks every preloaded wheel, file by file, before the kernel starts (about 0.3 ms
a file in the browser's Python), and the kernel imports what its packages import. Two
third-party packages cost more there than anything a lesson uses:

- jedi (the kernel's completion) ships 1,880 files, 1,300 of them type stubs the site can
  never use: Python 2's, Django's, and those of third-party packages the site does not have
  (a stub is only read for a module that imports, and the site installs nothing from PyPI).
  The stubs of the packages it has stay, so completions are the same for every module the
  site can import;
- ``import IPython`` imports ``IPython.terminal.embed`` for ``IPython.embed``, a terminal
  shell, and with it prompt_toolkit: over half of the kernel's imports. ``IPython.embed``
  becomes a module attribute imported when first asked for (PEP 562), so a kernel, which
  never asks, never imports the terminal; ``from IPython import embed`` still works.

Each edit names the text it replaces; a wheel where that text is not found exactly once
fails the build (the pins of ``browser-wheels.txt`` and ``pyodide-lock.json`` moved on).
"""

from __future__ import annotations

import re
import shutil
import sys
import zipfile
from collections.abc import Callable, Collection, Iterable
from pathlib import Path
from typing import NamedTuple

from .bytecode import repack
from .command import BuildError
from .lock import wheel_name


class Replace(NamedTuple):
    """``old`` replaced by ``new`` in the wheel's file ``path``; ``old`` must occur once."""

    path: str
    old: str
    new: str


# (an archive's file name, the site's import names) -> whether the site leaves it out
Drop = Callable[[str, Collection[str]], bool]


class Edited(NamedTuple):
    """What an edit did to a wheel: files left out, texts replaced."""

    dropped: int
    replaced: int


class Trim(NamedTuple):
    """The edits of one package's wheel (``package``: its normalized name)."""

    package: str
    drop: Drop | None = None
    replace: tuple[Replace, ...] = ()


JEDI_STUBS = re.compile(r"jedi/third_party/(?:django-stubs/|typeshed/(?:stdlib|third_party)/2/"
                        r"|typeshed/third_party/(?:2and3|3)/(?P<name>[^/]+?)(?:\.pyi)?(?:/|$))")


def unused_jedi_stub(name: str, importable: Collection[str]) -> bool:
    """Whether ``name`` is a stub jedi never reads in the site: Django's (Django cannot be
    installed there), Python 2's, or that of a module the site cannot import (neither in
    the standard library nor in its packages: ``importable``)."""
    match = JEDI_STUBS.match(name)
    return bool(match) and match["name"] not in importable and (
        match["name"] not in sys.stdlib_module_names)


LAZY_EMBED = '''

def __getattr__(name):
    # ``embed`` starts a terminal shell (prompt_toolkit): imported when asked for, so that
    # a kernel, which never asks, does not import the terminal.
    if name == "embed":
        from .terminal.embed import embed

        return embed
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

'''

TRIMS = (
    Trim("jedi", drop=unused_jedi_stub),
    Trim("ipython", replace=(
        Replace("IPython/__init__.py", "from .terminal.embed import embed\n", LAZY_EMBED),)),
)


def edit_tree(tree: Path, trim: Trim, importable: Collection[str]) -> Edited:
    """Apply ``trim`` to the unpacked wheel ``tree``. Raises BuildError when a replaced
    text is not found exactly once."""
    dropped = 0
    if trim.drop is not None:
        for path in sorted(tree.rglob("*")):
            if path.is_file() and trim.drop(path.relative_to(tree).as_posix(), importable):
                path.unlink()
                dropped += 1
    for edit in trim.replace:
        target = tree / edit.path
        text = target.read_text(encoding="utf-8") if target.is_file() else ""
        if text.count(edit.old) != 1:
            raise BuildError(f"{trim.package}: {edit.path} should hold {edit.old!r} once "
                             f"(found {text.count(edit.old)} times); the edit in "
                             "tools/site/trim.py needs updating for this version.")
        target.write_text(text.replace(edit.old, edit.new), encoding="utf-8")
    return Edited(dropped, len(trim.replace))


def trim_wheels(wheels: Iterable[Path], work: Path, importable: Collection[str],
                trims: Iterable[Trim] = TRIMS) -> tuple[list[Path], dict[str, Edited]]:
    """``wheels`` with the ``trims`` applied (an edited wheel is repacked under its own name
    into ``work``, the others are returned as they are) and what each edit did."""
    by_package = {trim.package: trim for trim in trims}
    shutil.rmtree(work, ignore_errors=True)
    out, report = [], {}
    for wheel in wheels:
        trim = by_package.get(wheel_name(wheel))
        if trim is None:
            out.append(wheel)
            continue
        tree = work / "trees" / wheel.name
        with zipfile.ZipFile(wheel) as archive:
            archive.extractall(tree)
        report[trim.package] = edit_tree(tree, trim, importable)
        out.append(repack(tree, work / wheel.name))
    missing = set(by_package) - {wheel_name(wheel) for wheel in out}
    if missing:
        raise BuildError(f"tools/site/trim.py edits {', '.join(sorted(missing))}, which the "
                         "site no longer serves: remove the edit.")
    return out, report
