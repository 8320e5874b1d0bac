"""Every lesson of the package: each module of ``naval_widgets.lessons`` with a ``LESSON``."""

from __future__ import annotations

import importlib
import pkgutil

from .lesson import Lesson

ANSWER_KEY_TITLE = "# Answer key"


def lessons() -> dict[str, Lesson]:
    """The lessons by name, in notebook order."""
    found = []
    for module in pkgutil.iter_modules(_package_path()):
        if module.name.startswith("_"):
            continue
        lesson = getattr(importlib.import_module(f"{__package__}.{module.name}"), "LESSON", None)
        if isinstance(lesson, Lesson):
            found.append(lesson)
    return {lesson.name: lesson for lesson in sorted(found, key=lambda lesson: lesson.notebook)}


def _package_path() -> list[str]:
    return list(importlib.import_module(__package__).__path__)


def answer_key() -> str:
    """The answer key of every lesson, as Markdown (``docs/teacher/answer-key.md``)."""
    parts = [ANSWER_KEY_TITLE, "",
             "Generated from the lessons' questions by "
             "`python -m naval_widgets.lessons answer-key`; every answer is computed by the "
             "rules engine. Do not edit by hand.", ""]
    parts += [lesson.answer_key() for lesson in lessons().values()]
    return "\n".join(parts).rstrip("\n") + "\n"
