"""A class's progress files, shared by the report's tests (issue 26)."""

from __future__ import annotations

import json

import pytest


def write(folder, stem, student, answers):
    (folder / f"{stem}.progress.json").write_text(json.dumps({
        "format": "naval_widgets/progress", "version": 1, "student": student,
        "answers": {lesson: {str(n): {"attempts": a, "first_try": a == 1 and r, "right": r,
                                      "seconds": 10.0}
                             for n, (a, r) in questions.items()}
                    for lesson, questions in answers.items()}}))


@pytest.fixture
def three_students(tmp_path):
    everything = {n: (1, True) for n in range(1, 4)}
    write(tmp_path, "ada", "Ada", {"toy": everything, "other": {1: (1, True)}})
    write(tmp_path, "bob", "Bob", {"toy": {1: (1, True), 2: (3, True), 3: (2, False)}})
    write(tmp_path, "cy", "Cy", {"toy": {1: (2, True), 2: (1, True)}})
    (tmp_path / "broken.progress.json").write_text("[1, 2")
    (tmp_path / "foreign.progress.json").write_text('{"format": "something else"}')
    return tmp_path
