"""Issue 26, the teacher's kit: a plan for each lesson (docs/teacher/plans/<lesson>.md)
with its objectives, prerequisites, timeline, pair or group work, misconceptions with the
question that reveals each, and an exit question; and a course order naming every plan."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naval_widgets.lessons import lessons

PLANS = Path(__file__).resolve().parents[2] / "docs" / "teacher" / "plans"
SECTIONS = ("## Objectives", "## Timeline", "## Misconceptions", "## Exit question")


@pytest.mark.parametrize("name", sorted(lessons()))
def test_each_lesson_has_a_whole_plan(name):
    plan = (PLANS / f"{name}.md").read_text(encoding="utf-8")
    for section in SECTIONS:
        assert section in plan, f"{name}: no {section!r}"
    assert re.search(r"^## (Pair|Group) work", plan, re.M) or "Timeline\nAs the" in plan
    cited = [int(n) for n in re.findall(r"questions? (\d+)", plan)]
    misconceptions = plan.split("## Misconceptions")[1].split("## Exit question")[0]
    assert re.search(r"questions? \d+", misconceptions), f"{name}: no question cited"
    assert all(1 <= n <= len(lessons()[name].questions) for n in cited), (name, cited)


def test_the_course_order_names_every_plan():
    order = (PLANS / "README.md").read_text(encoding="utf-8")
    for name in lessons():
        assert f"]({name}.md)" in order, name
