"""Every lesson of the package: each module of ``naval_widgets.lessons`` with a ``LESSON``."""

from __future__ import annotations

import importlib
import pkgutil

from ..core.i18n import SOURCE, Catalog, check_language, using
from .lesson import Lesson

_ = Catalog("lessons")


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


def answer_key(language: str = SOURCE) -> str:
    """The answer key of every lesson written in ``language``, as Markdown
    (``docs/teacher/answer-key.md``, another language as ``answer-key.<language>.md``)."""
    command = "`" + answer_key_command(language) + "`"
    with using(check_language(language)):
        parts = [str(_("# Answer key")), "",
                 str(_("Generated from the lessons' questions by {command}; every answer is "
                       "computed by the rules engine. Do not edit by hand.",
                       command=command)), ""]
    parts += [lesson.answer_key(language) for lesson in lessons().values()
              if language in lesson.notebooks]
    return "\n".join(parts).rstrip("\n") + "\n"


def answer_key_command(language: str = SOURCE) -> str:
    """The command that prints the answer key in ``language``."""
    command = "python -m naval_widgets.lessons answer-key"
    return command if language == SOURCE else f"{command} --language {language}"
