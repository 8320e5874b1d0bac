"""Issue 26, the teacher's kit: a plan for each lesson (docs/teacher/plans/<lesson>.md)
with its objectives, prerequisites, timeline, pair or group work, misconceptions with the
question that reveals each, and an exit question; and a course order naming every plan.
A lesson written in another language has its plan in that language too
(<lesson>.<language>.md, "in every language they are written in"), with the same
headings, and the course order is in that language (README.<language>.md)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from naval_widgets.lessons import lessons

ROOT = Path(__file__).resolve().parents[2]
PLANS = ROOT / "docs" / "teacher" / "plans"
#: A plan's headings in each language, in their order: objectives, prerequisites, the
#: 45-minute timeline, pair or group work, misconceptions, exit question.
HEADINGS = {
    "en": ("Objectives", "Prerequisites", "Timeline", "(Pair|Group) work", "Misconceptions",
           "Exit question"),
    "fr": ("Objectifs", "Prérequis", "Déroulé", "Travail en (binôme|groupe)",
           "Conceptions erronées", "Question de sortie"),
    "it": ("Obiettivi", "Prerequisiti", "Scansione dei tempi", "Lavoro (a coppie|di gruppo)",
           "Misconcezioni", "Domanda finale"),
    "ja": ("ねらい", "前提", "45分の流れ", "(ペア|グループ)活動", "つまずきやすい考え方",
           "授業の終わりの問題"),
}
#: How a plan cites questions ("questions 6, 7 and 8", "問8～問10") and sections.
QUESTIONS = {
    "en": r"questions? \d+(?:(?:, | and |-)\d+)*",
    "fr": r"questions? \d+(?:(?:, | et | à |-)\d+)*",
    "it": r"domand[ae] \d+(?:(?:, | e |-)\d+)*",
    "ja": r"問\d+(?:(?:～|・|、)問?\d+)*",
}
SECTIONS = {
    "en": r"sections? \d+(?:(?:, | and | to |-)\d+)*",
    "fr": r"sections? \d+(?:(?:, | et | à |-)\d+)*",
    "it": r"sezion[ei] \d+(?:(?:, | e |-)\d+)*",
    "ja": r"\d+(?:～\d+)?節",
}
TRANSLATED = sorted((name, language) for name, lesson in lessons().items()
                    for language in lesson.notebooks if language != "en")


def numbers(pattern: str, text: str) -> list[int]:
    """Every number the citations matching ``pattern`` name in ``text``, ranges ("1-3",
    "問8～問10") counted whole."""
    found = []
    for cited in re.findall(pattern, text):
        cited = re.sub(r"(\d+)(?:-|～問?| à )(\d+)", lambda m: " ".join(
            str(n) for n in range(int(m[1]), int(m[2]) + 1)), cited)
        found += [int(n) for n in re.findall(r"\d+", cited)]
    return found


def parts(plan: str, language: str) -> dict[str, str]:
    """The plan's text under each of its required headings (missing ones absent)."""
    found = {}
    for heading in HEADINGS[language]:
        match = re.search(rf"^## {heading}.*?$(.*?)(?=^## |\Z)", plan, re.M | re.S)
        if match:
            found[heading] = match.group(1)
    return found


def sections_of(notebook: str) -> int:
    """How many numbered sections (``## 1.``, ``## 2.``...) the notebook has."""
    cells = json.loads((ROOT / "notebooks" / notebook).read_text(encoding="utf-8"))["cells"]
    text = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")
    return len(re.findall(r"^## \d+\.", text, re.M))


@pytest.mark.parametrize("name", sorted(lessons()))
def test_each_lesson_has_a_whole_plan(name):
    plan = (PLANS / f"{name}.md").read_text(encoding="utf-8")
    found = parts(plan, "en")
    for heading in ("Objectives", "Timeline", "Misconceptions", "Exit question"):
        assert heading in found, f"{name}: no '## {heading}'"
    assert "(Pair|Group) work" in found or "Timeline\nAs the" in plan
    assert re.search(QUESTIONS["en"], found["Misconceptions"]), f"{name}: no question cited"
    cited = numbers(QUESTIONS["en"], plan)
    assert all(1 <= n <= len(lessons()[name].questions) for n in cited), (name, cited)


@pytest.mark.parametrize(("name", "language"), TRANSLATED)
def test_each_translated_lesson_has_a_whole_plan_in_its_language(name, language):
    """The plan of the lesson as written in ``language``: every heading, a 45-minute
    timeline, the misconceptions each with a question, and only the questions and
    sections that lesson has (they may differ from the English lesson's)."""
    lesson = lessons()[name]
    path = PLANS / f"{name}.{language}.md"
    assert path.is_file(), f"{name}: no plan in {language} ({path.name})"
    plan = path.read_text(encoding="utf-8")
    assert f"notebooks/{lesson.notebooks[language]}" in plan
    found = parts(plan, language)
    assert list(found) == list(HEADINGS[language]), (name, language, list(found))
    assert all(found[heading].strip() for heading in found)
    timeline = found[HEADINGS[language][2]]
    assert re.search(r"^\| 0-5 \|", timeline, re.M) and re.search(r"^\| \d+-45 \|", timeline, re.M)
    misconceptions = found[HEADINGS[language][4]].split("\n- ")[1:]
    assert misconceptions
    for each in misconceptions:
        assert re.search(QUESTIONS[language], each), f"{name}.{language}: {each[:60]!r}"
    questions = numbers(QUESTIONS[language], plan)
    assert questions and all(1 <= n <= len(lesson.questions) for n in questions), questions
    # The timeline gives every question of the lesson its place.
    assert set(numbers(QUESTIONS[language], timeline)) == set(range(1, len(lesson.questions) + 1))
    sections = numbers(SECTIONS[language], plan)
    count = sections_of(lesson.notebooks[language])
    assert all(1 <= n <= count for n in sections), (sections, count)


def test_the_course_order_names_every_plan():
    order = (PLANS / "README.md").read_text(encoding="utf-8")
    for name in lessons():
        assert f"]({name}.md)" in order, name
    for name, language in TRANSLATED:
        assert f"]({name}.{language}.md)" in order, (name, language)


@pytest.mark.parametrize("language", sorted({language for _name, language in TRANSLATED}))
def test_the_course_order_in_each_language_names_its_plans_and_its_answer_key(language):
    """README.<language>.md links each lesson's plan in that language where there is one,
    the English plan otherwise, and the answer key in that language."""
    order = (PLANS / f"README.{language}.md").read_text(encoding="utf-8")
    table = "\n".join(line for line in order.splitlines() if line.startswith("|"))
    for name in lessons():
        translated = (PLANS / f"{name}.{language}.md").is_file()
        assert f"]({name}.{language}.md)" in table if translated else f"]({name}.md)" in table
    assert f"](../answer-key.{language}.md)" in order
    for target in re.findall(r"\]\(([^)#]+)", order):
        assert (PLANS / target).resolve().is_file(), target
