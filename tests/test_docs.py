"""The README and docs/README.md: every lesson and every document listed, and linked to a
file that exists."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
#: A Markdown link's target: ``[text](target)``, the target without its ``#anchor``.
LINK = re.compile(r"\]\((?P<target>[^)\s#]+)(?:#[^)\s]*)?\)")


def links(page: Path) -> set[Path]:
    """The files a Markdown page links to (relative links only), resolved."""
    return {(page.parent / match["target"]).resolve()
            for match in LINK.finditer(page.read_text(encoding="utf-8"))
            if "://" not in match["target"]}


@pytest.mark.parametrize("page", ["README.md", "docs/README.md", "docs/classroom.md"])
def test_every_relative_link_opens_a_file_that_exists(page):
    for target in links(ROOT / page):
        assert target.exists(), f"{page} links to {target.relative_to(ROOT)}, which is missing"


def test_the_readme_links_every_notebook_in_every_language():
    notebooks = {path for path in (ROOT / "notebooks").rglob("*.ipynb")
                 if ".ipynb_checkpoints" not in path.parts}
    assert len(notebooks) >= 15
    missing = notebooks - links(ROOT / "README.md")
    assert not missing, sorted(str(path.relative_to(ROOT)) for path in missing)


def test_docs_readme_lists_every_document_and_the_readme_links_it():
    documents = {path for path in (ROOT / "docs").rglob("*")
                 if path.suffix in {".md", ".html", ".py", ".png"}
                 and path.name != "README.md"}
    missing = documents - links(ROOT / "docs" / "README.md")
    assert not missing, sorted(str(path.relative_to(ROOT)) for path in missing)
    assert (ROOT / "docs" / "README.md").resolve() in links(ROOT / "README.md")


def test_the_readme_names_the_four_languages():
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    for language in ("English", "French", "Italian", "Japanese"):
        assert language in text
