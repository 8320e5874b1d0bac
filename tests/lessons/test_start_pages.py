"""Issue 26, "The start page in all four languages": every lesson listed with its length,
the length its own notebook gives, and the answer key of the page's language linked."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
PAGES = sorted(NOTEBOOKS.glob("00-start-here*.ipynb"))
ITEM = re.compile(r"^\d+\. (.*?)(?=^\d+\. |^\*\*|\Z)", re.M | re.S)
LINK = re.compile(r"\]\(([^)]+\.ipynb)\)")
LENGTH = re.compile(r"(\d+)\s*(?:minutes|minuti|分)")


def markdown(path: Path) -> str:
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


def lessons_listed(page: Path) -> list[tuple[str, str | None]]:
    """Each lesson of the page's list: its first link and the length the page gives."""
    text = markdown(page).split("\n## ", 2)[2]  # the section after "Your name"
    items = []
    for item in ITEM.findall(text):
        length = LENGTH.search(item)
        items.append((LINK.search(item).group(1), length.group(1) if length else None))
    return items


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_every_lesson_is_listed_with_its_own_length(page):
    listed = lessons_listed(page)
    lessons = {path.relative_to(NOTEBOOKS).as_posix().split(".")[0]
               for path in NOTEBOOKS.glob("*/*.ipynb")}
    assert {link.split(".")[0] for link, _ in listed} == lessons
    for link, length in listed:
        first = "".join(json.loads((NOTEBOOKS / link).read_text())["cells"][0]["source"])
        assert length == LENGTH.search(first).group(1), f"{page.name}: {link}"


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_the_teachers_answer_key_is_the_pages_language_where_there_is_one(page):
    language = page.suffixes[0].lstrip(".") if len(page.suffixes) > 1 else ""
    key = f"answer-key.{language}.md" if language else "answer-key.md"
    if (NOTEBOOKS.parent / "docs" / "teacher" / key).is_file():
        assert f"(../docs/teacher/{key})" in markdown(page)


@pytest.mark.parametrize("page", PAGES, ids=lambda page: page.name)
def test_the_teachers_plans_are_the_pages_language_where_there_are_some(page):
    """The page links the course order of its language and every plan written in it
    (docs/teacher/plans/<lesson>.<language>.md)."""
    language = page.suffixes[0].lstrip(".") if len(page.suffixes) > 1 else ""
    plans = NOTEBOOKS.parent / "docs" / "teacher" / "plans"
    order = f"README.{language}.md" if language else "README.md"
    assert (plans / order).is_file(), order
    text = markdown(page)
    assert f"(../docs/teacher/plans/{order})" in text
    for plan in sorted(plans.glob(f"*.{language}.md") if language else ()):
        if plan.name != order:
            assert f"(../docs/teacher/plans/{plan.name})" in text, plan.name
