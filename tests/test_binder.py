"""The Binder environment (``binder/``) and the links that open it.

repo2docker itself needs Docker to build; these checks are what can be verified without
it: the pins are the ones the tests run against, postBuild installs this package, the
runtime is a Python the package supports, and every Binder link names one repository and
opens a file that exists. ``binder/links.py`` writes those links for the owner.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

if sys.version_info >= (3, 11):
    import tomllib
else:  # pytest itself depends on tomli before Python 3.11
    import tomli as tomllib

ROOT = Path(__file__).resolve().parent.parent
BINDER = ROOT / "binder"
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
_SPEC = importlib.util.spec_from_file_location("binder_links", BINDER / "links.py")
links = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(links)


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def requirements(lines: list[str]) -> dict[str, str]:
    """``{package: its version specifier}`` of requirement lines (comments left out)."""
    found = {}
    for line in lines:
        line = line.split("#")[0].strip()
        if line:
            match = re.match(r"([A-Za-z0-9._-]+)(?:\[[^\]]*\])?\s*(.*)", line)
            found[canonical(match[1])] = match[2].replace(" ", "")
    return found


BINDER_PINS = requirements((BINDER / "requirements.txt").read_text(encoding="utf-8").splitlines())
EXTRAS = PYPROJECT["project"]["optional-dependencies"]
TESTED = {**requirements(EXTRAS["lab"]), **requirements(EXTRAS["test"])}
RUNTIME = requirements(PYPROJECT["project"]["dependencies"])


def test_binder_installs_every_runtime_dependency():
    assert set(RUNTIME) <= set(BINDER_PINS)


@pytest.mark.parametrize("package", sorted(BINDER_PINS))
def test_binder_pins_the_versions_the_tests_run_against(package):
    spec = BINDER_PINS[package]
    if package in TESTED:
        assert spec == TESTED[package], f"{package}: binder {spec}, pyproject {TESTED[package]}"
    else:
        assert spec == RUNTIME[package], f"{package}: binder {spec}, pyproject {RUNTIME[package]}"


def test_binder_serves_lessons_and_the_play_page():
    assert {"jupyterlab", "notebook", "ipykernel", "voila"} <= set(BINDER_PINS)


def test_post_build_installs_this_package_from_the_repository_root():
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK)
    commands = [line for line in post_build.read_text(encoding="utf-8").splitlines()
                if line.strip() and not line.lstrip().startswith("#")]
    assert any(re.search(r"pip install .*(-e )?\.$", line) for line in commands)
    assert "set -euo pipefail" in commands


def test_runtime_is_a_python_the_package_supports():
    runtime = (BINDER / "runtime.txt").read_text(encoding="utf-8").strip()
    version = re.fullmatch(r"python-(3\.\d+)", runtime)[1]
    assert PYPROJECT["project"]["requires-python"] == ">=3.10"
    assert int(version.split(".")[1]) >= 10
    assert f"Programming Language :: Python :: {version}" in PYPROJECT["project"]["classifiers"]


# -- the links ----------------------------------------------------------------------------
def binder_links() -> list[re.Match]:
    found = []
    for name in links.FILES:
        found += list(re.finditer(links.ADDRESS.pattern + r"(?:\?urlpath=(?P<path>[^)\s`]+))?",
                                  (ROOT / name).read_text(encoding="utf-8")))
    return found


def test_every_binder_link_names_one_repository_and_opens_a_file_that_exists():
    found = binder_links()
    assert len(found) >= 2  # the two addresses classroom.md spells out, and the badges
    assert len({(m["owner"], m["name"]) for m in found}) == 1
    paths = {m["path"] for m in found}
    assert paths == set(links.PATHS.values())
    for path in paths:
        file = path.removeprefix("lab/tree/").removeprefix("voila/render/")
        assert (ROOT / file).is_file(), path


def heading_anchors(text: str) -> set[str]:
    """The anchors GitHub gives a Markdown file's headings."""
    return {"#" + re.sub(r"[^\w\- ]", "", title.strip().lower()).replace(" ", "-")
            for title in re.findall(r"^#+ (.+)$", text, flags=re.MULTILINE)}


@pytest.mark.parametrize("name", links.FILES)
def test_a_badge_that_would_open_nothing_says_so_and_links_to_how_to_set_it(name):
    """Until the owner is written, no badge links to a Binder address naming ``OWNER``
    (it fails on click): one grey badge says Binder is not set up yet and links to the
    file's own heading explaining it. Written, the badges open both links."""
    text = (ROOT / name).read_text(encoding="utf-8")
    blocks = list(links.BADGES.finditer(text))
    assert len(blocks) == 1
    assert not re.search(r"\]\(https://mybinder\.org/v2/gh/OWNER/", text)
    if "mybinder.org/v2/gh/OWNER/" in text or not links.ADDRESS.search(blocks[0]["badges"]):
        assert "not set up yet" in blocks[0]["badges"]
        assert f"]({blocks[0]['anchor']})" in blocks[0]["badges"]
    assert blocks[0]["anchor"] in heading_anchors(text)
    written = links.rewrite(text, "a-school/naval_widgets")
    block = links.BADGES.search(written)["badges"]
    assert "not set up yet" not in block
    for kind, url in links.links("a-school/naval_widgets").items():
        assert f"]({url})" in block, kind
    assert links.rewrite(written, "a-school/naval_widgets") == written
    back = links.BADGES.search(links.rewrite(written, "OWNER/naval_widgets"))["badges"]
    assert "not set up yet" in back and "mybinder.org/v2" not in back


def test_the_links_script_writes_the_owner_into_the_files_binder_links():
    text = (ROOT / "docs" / "classroom.md").read_text(encoding="utf-8")
    written = links.rewrite(text, "a-school/naval_widgets")
    assert written != text
    assert "mybinder.org/v2/gh/a-school/naval_widgets/HEAD?urlpath=lab/tree/" in written
    assert "mybinder.org/v2/gh/a-school/naval_widgets/HEAD?urlpath=voila/render/" in written
    assert links.rewrite(written, "a-school/naval_widgets") == written
    assert "mybinder.org/v2/gh/OWNER/" not in written


@pytest.mark.parametrize("spec", [
    "a-school/naval_widgets", "https://github.com/a-school/naval_widgets",
    "https://github.com/a-school/naval_widgets.git", "git@github.com:a-school/naval_widgets.git",
    "ssh://git@github.com/a-school/naval_widgets/",
])
def test_the_repository_is_read_from_a_name_or_a_github_url(spec):
    assert links.repository(spec) == "a-school/naval_widgets"


@pytest.mark.parametrize("spec", ["", "naval_widgets", "https://gitlab.com/a/b", "a/b/c"])
def test_anything_else_is_refused_with_what_to_give(spec):
    with pytest.raises(links.LinkError, match="OWNER/NAME"):
        links.repository(spec)


def git(folder: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=folder, check=True, capture_output=True)


def test_the_repository_comes_from_the_origin_remote(tmp_path, monkeypatch):
    monkeypatch.delenv("GITHUB_REPOSITORY", raising=False)
    git(tmp_path, "init", "-q")
    with pytest.raises(links.LinkError, match="no remote 'origin'"):
        links.find_repository(None, tmp_path)
    git(tmp_path, "remote", "add", "origin", "git@github.com:a-school/naval_widgets.git")
    assert links.find_repository(None, tmp_path) == "a-school/naval_widgets"
    monkeypatch.setenv("GITHUB_REPOSITORY", "ci-owner/naval_widgets")
    assert links.find_repository(None, tmp_path) == "ci-owner/naval_widgets"
    assert links.find_repository("me/fork", tmp_path) == "me/fork"


def test_the_script_prints_both_links(capsys):
    assert links.main(["a-school/naval_widgets"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == [f"{kind}: https://mybinder.org/v2/gh/a-school/naval_widgets/HEAD"
                   f"?urlpath={path}" for kind, path in links.PATHS.items()]
