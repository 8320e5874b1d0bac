"""A student's answers, kept in their own progress file: nothing is sent anywhere.

Each question answered is recorded by lesson and question number: the attempts until
the first right answer, whether the first try was right, and the seconds from the
question's control being shown to that right answer. The file is JSON::

    {"format": "naval_widgets/progress", "version": 1, "student": "Ada",
     "answers": {"battleship": {"3": {"attempts": 2, "first_try": false,
                                       "right": true, "seconds": 41.5}}}}

Where it goes: the folder ``NAVAL_WIDGETS_PROGRESS`` names (tests, hubs); else
``progress/`` beside the working copies (the nearest folder above the notebook holding
``00-start-here.ipynb``); else ``progress/`` in the notebook's folder. In the offline
site that folder is in the browser's storage. The student: ``NAVAL_WIDGETS_STUDENT``,
else the name given on the start page (``student.json`` in the folder).
"""

from __future__ import annotations

import json
import os
import re
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from ..core.i18n import Catalog
from ..core.words import brief

_ = Catalog("lessons")

FORMAT = "naval_widgets/progress"
VERSION = 1
FOLDER_VARIABLE = "NAVAL_WIDGETS_PROGRESS"
STUDENT_VARIABLE = "NAVAL_WIDGETS_STUDENT"
#: The file a start page leaves beside the working copies: the first notebook.
START_PAGE = "00-start-here.ipynb"
#: The longest name a student may give.
NAME_LIMIT = 60
#: The largest progress file read (bytes): a class's files are small.
FILE_LIMIT = 1_000_000


class ProgressError(ValueError):
    """A progress file or a name that cannot be read or used."""


@dataclass(frozen=True)
class Record:
    """One question's answers: attempts until the first right one (all of them while it
    is not right), whether the first was right, and the seconds taken to the right one."""

    attempts: int
    first_try: bool
    right: bool
    seconds: float


def progress_folder(start: Path | None = None) -> Path:
    """Where progress files are kept (see the module's docstring)."""
    named = os.environ.get(FOLDER_VARIABLE)
    if named:
        return Path(named)
    here = (start or Path.cwd()).resolve()
    for folder in (here, *here.parents):
        if (folder / START_PAGE).is_file():
            return folder / "progress"
    return here / "progress"


def check_name(name: Any) -> str:
    """A student's name, stripped; ``ProgressError`` for anything else."""
    cleaned = " ".join(name.split()) if isinstance(name, str) else None
    if not cleaned or len(cleaned) > NAME_LIMIT or not any(ch.isalnum() for ch in cleaned):
        raise ProgressError(str(_("A name has 1 to {limit} characters, with at least one "
                                  "letter or digit; {name} is not one.", limit=NAME_LIMIT,
                                  name=brief(name))))
    return cleaned


def file_stem(name: str) -> str:
    """The progress file's name for ``name``: its letters and digits, joined by dashes."""
    return "-".join(re.findall(r"\w+", name.lower())) or "student"


class Progress:
    """The progress file of one student in ``folder`` (default ``progress_folder()``)."""

    def __init__(self, folder: Path | None = None, student: str | None = None) -> None:
        self.folder = Path(folder) if folder is not None else progress_folder()
        self._student = None if student is None else check_name(student)

    @property
    def student(self) -> str:
        """The student's name: given, ``NAVAL_WIDGETS_STUDENT``, the start page's, or ""."""
        if self._student is not None:
            return self._student
        named = os.environ.get(STUDENT_VARIABLE)
        if named:
            return check_name(named)
        try:
            return check_name(json.loads((self.folder / "student.json").read_text())["name"])
        except (OSError, ValueError, KeyError, TypeError):
            return ""

    def set_student(self, name: Any) -> str:
        """Keep ``name`` as this folder's student (the start page's box)."""
        name = check_name(name)
        self.folder.mkdir(parents=True, exist_ok=True)
        _write(self.folder / "student.json", {"name": name})
        self._student = name
        return name

    @property
    def path(self) -> Path:
        return self.folder / f"{file_stem(self.student)}.progress.json"

    def answers(self) -> dict[str, dict[int, Record]]:
        """Every record so far, by lesson and question (empty when there is no file)."""
        if not self.path.is_file():
            return {}
        return read_file(self.path)[1]

    def record(self, lesson: str, question: int, right: bool, seconds: float) -> Record:
        """Record one checked answer; the first right one closes the question's count."""
        try:
            answers = self.answers()
        except ProgressError:
            # Kept aside, not overwritten: the teacher may still read what it holds.
            self.path.replace(self.path.with_name(self.path.name + ".damaged"))
            answers = {}
        before = answers.setdefault(lesson, {}).get(question)
        if before is None:
            after = Record(1, right, right, round(seconds, 1))
        elif before.right:
            return before
        else:
            after = Record(before.attempts + 1, False, right, round(seconds, 1))
        answers[lesson][question] = after
        self.folder.mkdir(parents=True, exist_ok=True)
        _write(self.path, to_json(self.student, answers))
        return after

    def text(self) -> str:
        """The file's text as it is saved (what "Save my progress" downloads)."""
        return json.dumps(to_json(self.student, self.answers()), indent=1, ensure_ascii=False)


def to_json(student: str, answers: dict[str, dict[int, Record]]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "student": student,
            "answers": {lesson: {str(number): asdict(record)
                                 for number, record in sorted(questions.items())}
                        for lesson, questions in answers.items()}}


def read_file(path: Path) -> tuple[str, dict[str, dict[int, Record]]]:
    """The student and records of a progress file; ``ProgressError`` saying what is wrong
    with a damaged or foreign one."""
    try:
        if path.stat().st_size > FILE_LIMIT:
            raise ProgressError(str(_("it is far too large to be a progress file")))
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as err:
        raise ProgressError(str(_("it cannot be read ({reason})", reason=err.strerror))) from None
    except (ValueError, RecursionError):
        raise ProgressError(str(_("it is not a progress file (not JSON)"))) from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ProgressError(str(_("it is not a naval_widgets progress file")))
    if data.get("version") != VERSION:
        raise ProgressError(str(_("it is of version {found}, not {version}",
                                found=brief(data.get("version")), version=VERSION)))
    student, answers = data.get("student"), data.get("answers")
    if not isinstance(student, str) or not isinstance(answers, dict):
        raise ProgressError(str(_("its 'student' must be text and its 'answers' an object")))
    return student, {lesson: _questions(lesson, questions)
                     for lesson, questions in answers.items()}


def _questions(lesson: Any, questions: Any) -> dict[int, Record]:
    if not isinstance(lesson, str) or not isinstance(questions, dict):
        raise ProgressError(str(_("its lesson {lesson} holds no questions", lesson=brief(lesson))))
    records = {}
    for number, fields in questions.items():
        if not (isinstance(number, str) and number.isdigit() and len(number) < 4):
            raise ProgressError(str(_("lesson {lesson} has a question {number}",
                                      lesson=brief(lesson), number=brief(number))))
        try:
            record = Record(**fields)
        except TypeError:
            raise ProgressError(_damaged(number, lesson)) from None
        if not (type(record.attempts) is int and record.attempts >= 1
                and type(record.first_try) is bool and type(record.right) is bool
                and type(record.seconds) in (int, float) and record.seconds >= 0):
            raise ProgressError(_damaged(number, lesson))
        records[int(number)] = record
    return records


def _damaged(number: str, lesson: str) -> str:
    return str(_("question {number} of {lesson} is damaged", number=number,
                 lesson=brief(lesson)))


def _write(path: Path, data: dict[str, Any]) -> None:
    """Write ``data`` to ``path`` whole or not at all (a file cut half-way is never left)."""
    partial = path.with_name(path.name + ".partial")
    partial.write_text(json.dumps(data, indent=1, ensure_ascii=False), encoding="utf-8")
    partial.replace(path)
