"""What the site's build leaves out of, or changes in, third-party wheels (tools/site/trim.py).

Issue item: the first board within 10 s of opening a lesson; the kernel unpacks and
imports less before it starts.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

from tools.site import build, bytecode, trim
from tools.site.command import BuildError

pytestmark = pytest.mark.site

STUBS = "jedi/third_party/typeshed"


def make_wheel(folder: Path, name: str, version: str, files: dict[str, str]) -> Path:
    """A wheel of ``files`` (archive name -> text) with a RECORD."""
    path = folder / f"{name}-{version}-py3-none-any.whl"
    info = f"{name}-{version}.dist-info"
    with zipfile.ZipFile(path, "w") as archive:
        for member, text in files.items():
            archive.writestr(member, text)
        archive.writestr(f"{info}/METADATA", f"Metadata-Version: 2.1\nName: {name}\n"
                                             f"Version: {version}\n")
        archive.writestr(f"{info}/RECORD", "")
    return path


def only(package: str) -> list[trim.Trim]:
    """The site's edit of ``package`` alone."""
    return [edit for edit in trim.TRIMS if edit.package == package]


def members(wheel: Path) -> dict[str, str]:
    with zipfile.ZipFile(wheel) as archive:
        return {name: archive.read(name).decode() for name in archive.namelist()}


@pytest.mark.parametrize(("member", "dropped"), [
    ("jedi/third_party/django-stubs/django-stubs/__init__.pyi", True),  # Django: not in a site
    (f"{STUBS}/stdlib/2/os/__init__.pyi", True),                    # Python 2 only
    (f"{STUBS}/third_party/2/enum.pyi", True),
    (f"{STUBS}/third_party/2and3/requests/__init__.pyi", True),     # a package the site lacks
    (f"{STUBS}/third_party/2and3/yaml/nodes.pyi", True),
    (f"{STUBS}/third_party/3/six/__init__.pyi", False),             # a package the site has
    (f"{STUBS}/third_party/2and3/decorator.pyi", False),
    (f"{STUBS}/third_party/3/dataclasses.pyi", False),              # the standard library's
    (f"{STUBS}/stdlib/3/os/__init__.pyi", False),                   # the stubs of Python 3
    (f"{STUBS}/stdlib/2and3/json.pyi", False),
    ("jedi/api/__init__.py", False),
    ("jedi/third_party/typeshed/LICENSE", False),
])
def test_jedi_keeps_the_stubs_of_every_module_the_site_can_import(member, dropped):
    """Issue item (packages loaded): jedi loses only stubs it could never read in the site."""
    assert trim.unused_jedi_stub(member, {"six", "decorator", "IPython"}) is dropped


def test_ipython_no_longer_imports_the_terminal_and_still_offers_embed(tmp_path):
    """Issue item (imports): ``import IPython`` without ``IPython.terminal.embed``; the name
    ``embed`` is still there, imported when asked for."""
    init = "from .core.application import Application\nfrom .terminal.embed import embed\n"
    wheel = make_wheel(tmp_path, "ipython", "9.12.0", {"IPython/__init__.py": init})
    (edited,), report = trim.trim_wheels([wheel], tmp_path / "work", set(), only("ipython"))
    assert edited.name == wheel.name and edited.parent == tmp_path / "work"
    assert report == {"ipython": trim.Edited(dropped=0, replaced=1)}
    text = members(edited)["IPython/__init__.py"]
    assert "from .core.application import Application\n" in text
    assert "\nfrom .terminal.embed import embed\n" not in text

    namespace = {"__name__": "IPython"}
    exec(text.replace("from .core.application import Application\n", ""), namespace)
    with pytest.raises(AttributeError, match="has no attribute 'shell'"):
        namespace["__getattr__"]("shell")


def test_an_edited_wheel_keeps_its_other_files_and_a_record_of_them(tmp_path):
    """The edited wheel is a valid wheel: its RECORD lists every file with its hash."""
    wheel = make_wheel(tmp_path, "jedi", "0.19.2", {
        "jedi/__init__.py": "x = 1\n",
        f"{STUBS}/third_party/2and3/requests/api.pyi": "",
        f"{STUBS}/third_party/3/six/__init__.pyi": ""})
    (edited,), report = trim.trim_wheels([wheel], tmp_path / "work", {"six"}, only("jedi"))
    assert report == {"jedi": trim.Edited(dropped=1, replaced=0)}
    files = members(edited)
    record = "jedi-0.19.2.dist-info/RECORD"
    assert sorted(files) == ["jedi-0.19.2.dist-info/METADATA", record, "jedi/__init__.py",
                             f"{STUBS}/third_party/3/six/__init__.pyi"]
    assert files[record].splitlines() == [
        bytecode.record_line(name, files[name].encode()) for name in files
        if name != record] + [f"{record},,"]


def test_a_wheel_an_edit_does_not_name_is_served_as_it_is(tmp_path):
    wheel = make_wheel(tmp_path, "six", "1.17.0", {"six.py": ""})
    jedi = make_wheel(tmp_path, "jedi", "0.19.2", {"jedi/__init__.py": ""})
    ipython = make_wheel(tmp_path, "ipython", "9.12.0", {
        "IPython/__init__.py": "from .terminal.embed import embed\n"})
    out, _ = trim.trim_wheels([wheel, jedi, ipython], tmp_path / "work", set())
    assert out[0] == wheel


def test_a_new_version_whose_text_moved_fails_the_build_with_the_edit_to_update(tmp_path):
    """An edit that no longer applies stops the build instead of shipping an unedited wheel."""
    ipython = make_wheel(tmp_path, "ipython", "10.0.0", {"IPython/__init__.py": "x = 1\n"})
    jedi = make_wheel(tmp_path, "jedi", "0.19.2", {"jedi/__init__.py": ""})
    with pytest.raises(BuildError, match=r"IPython/__init__.py should hold .* once \(found 0"):
        trim.trim_wheels([ipython, jedi], tmp_path / "work", set())
    with pytest.raises(BuildError, match="edits ipython, which the site no longer serves"):
        trim.trim_wheels([jedi], tmp_path / "work", set())


KERNEL_START_PY = """
import json, sys
import piplite.piplite, pyodide_kernel  # what the kernel's worker imports to start
started = sorted(sys.modules)
from IPython import embed
import jedi
def complete(code):
    return sorted({c.name for c in jedi.Interpreter(code, [{}]).complete()})
json.dumps({"started": started, "embed": embed.__module__,
            "json": complete("import json; json.lo"),
            "six": complete("import six; six.moves.urllib.pa")})
"""


@pytest.mark.slow
def test_the_sites_kernel_starts_without_the_terminal_and_jedi_still_completes(site_dir):
    """Issue item (imports): in the built site's Pyodide, the kernel's start imports no
    prompt_toolkit; ``IPython.embed`` and jedi's completions (standard library, a package
    with kept stubs) still work."""
    node = shutil.which("node")
    assert node, "the site's build needs node"
    done = subprocess.run(
        [node, str(Path(__file__).with_name("pyodide_run.mjs")),
         str(site_dir / "static" / "pyodide"), json.dumps(build.PRELOAD), KERNEL_START_PY],
        capture_output=True, text=True, timeout=300, check=True)
    result = json.loads(done.stdout)
    assert "IPython" in result["started"] and "pyodide_kernel" in result["started"]
    assert not [name for name in result["started"] if name.startswith("prompt_toolkit")]
    assert result["embed"] == "IPython.terminal.embed"
    assert result["json"] == ["load", "loads"]
    assert "parse" in result["six"]
