"""The class's table from a folder of progress files: who has done what, and which
questions the class got right at the first try (so which rule it has not understood).

    python -m naval_widgets.lessons report FOLDER [--format md|csv|html] [--language LANG]

Every heading and sentence comes from the ``lessons`` catalog, read in the language of
the moment (``write`` sets it); the numbers and the lessons' names are the same in all.
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from pathlib import Path

from ..core.i18n import Catalog, Text, get_language, using
from .progress import ProgressError, Record, read_file

_ = Catalog("lessons")
n_ = _.plural


@dataclass(frozen=True)
class Student:
    """One student's file: their name, file and records by lesson and question."""

    name: str
    file: str
    answers: dict[str, dict[int, Record]]

    def lessons_done(self, sizes: dict[str, int]) -> list[str]:
        """The lessons whose every question was answered right."""
        return [lesson for lesson, questions in self.answers.items()
                if lesson in sizes and sum(r.right for r in questions.values()) >= sizes[lesson]]

    def first_try_rate(self) -> float | None:
        records = [r for questions in self.answers.values() for r in questions.values()]
        return sum(r.first_try for r in records) / len(records) if records else None


@dataclass(frozen=True)
class QuestionRow:
    """One question across the class: how many answered it, and right at the first try."""

    lesson: str
    number: int
    answered: int
    first_try: int

    @property
    def rate(self) -> float:
        return self.first_try / self.answered


@dataclass(frozen=True)
class ClassReport:
    students: list[Student]
    questions: list[QuestionRow]
    sizes: dict[str, int]
    #: Each file skipped, and why.
    skipped: list[tuple[str, str]]


def read_folder(folder: Path, sizes: dict[str, int]) -> ClassReport:
    """Every ``*.progress.json`` of ``folder``; ``sizes``: each lesson's number of questions."""
    if not folder.is_dir():
        raise ProgressError(str(_("There is no folder {folder}.", folder=folder)))
    students, skipped = [], []
    for path in sorted(folder.glob("*.progress.json")):
        try:
            name, answers = read_file(path)
        except ProgressError as err:
            skipped.append((path.name, str(err)))
            continue
        students.append(Student(name or path.name.removesuffix(".progress.json"), path.name,
                                answers))
    counts: dict[tuple[str, int], list[bool]] = {}
    for student in students:
        for lesson, questions in student.answers.items():
            for number, record in questions.items():
                counts.setdefault((lesson, number), []).append(record.first_try)
    order = list(sizes)
    rows = [QuestionRow(lesson, number, len(firsts), sum(firsts))
            for (lesson, number), firsts in counts.items()]
    rows.sort(key=lambda row: (order.index(row.lesson) if row.lesson in order else len(order),
                               row.lesson, row.number))
    return ClassReport(students, rows, sizes, skipped)


def _percent(rate: float | None) -> str:
    return "—" if rate is None else f"{round(rate * 100)}%"


def student_rows(report: ClassReport) -> list[list[str]]:
    return [[s.name, str(len(s.lessons_done(report.sizes))),
             ", ".join(s.lessons_done(report.sizes)) or "—", _percent(s.first_try_rate())]
            for s in report.students]


def question_rows(report: ClassReport) -> list[list[str]]:
    return [[q.lesson, str(q.number), str(q.answered), str(q.first_try), _percent(q.rate)]
            for q in report.questions]


STUDENT_HEADINGS = [_("student"), _("lessons done"), _("which"), _("right at the first try")]
QUESTION_HEADINGS = [_("lesson"), _("question"), _("answered"), _("right at the first try"),
                     _("rate")]
#: The CSV's first column: which table a row belongs to.
KIND = _("kind")


def _words(headings: list[Text]) -> list[str]:
    return [str(heading) for heading in headings]


def _title(report: ClassReport) -> str:
    count = len(report.students)
    return str(n_("The class: {count} student", "The class: {count} students", count))


def to_markdown(report: ClassReport) -> str:
    def table(headings: list[str], rows: list[list[str]]) -> list[str]:
        return ["| " + " | ".join(headings) + " |", "|" + " --- |" * len(headings),
                *("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |"
                  for row in rows)]
    students, questions = _("Students"), _("Questions")
    lines = [f"# {_title(report)}", "", f"## {students}", "",
             *table(_words(STUDENT_HEADINGS), student_rows(report)), "",
             f"## {questions}", "",
             str(_("A low rate at the first try points to a rule to teach again.")), "",
             *table(_words(QUESTION_HEADINGS), question_rows(report))]
    return "\n".join(lines) + "\n"


def to_csv(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    kind, question, student = str(KIND), str(QUESTION_HEADINGS[1]), str(STUDENT_HEADINGS[0])
    writer.writerow([kind, *_words(QUESTION_HEADINGS)])
    for row in question_rows(report):
        writer.writerow([question, *row])
    writer.writerow([kind, *_words(STUDENT_HEADINGS)])
    for row in student_rows(report):
        writer.writerow([student, *row])
    return out.getvalue()


def _escaped(message: Text) -> str:
    return html.escape(str(message))


def _bar(q: QuestionRow) -> str:
    """One question's first-try rate as a bar, named by its lesson and number."""
    label = _("{lesson} Q{number}", lesson=q.lesson, number=q.number)
    figure = _("{rate} of {count}", rate=_percent(q.rate), count=q.answered)
    return (f'<div class="bar"><span class="label">{_escaped(label)}</span>'
            f'<span class="track" role="img" aria-label="{_escaped(figure)}">'
            f'<span class="fill" style="width:{round(q.rate * 100)}%"></span></span>'
            f'<span class="figure">{_percent(q.rate)} ({q.first_try}/{q.answered})</span></div>')


def to_html(report: ClassReport) -> str:
    """One page: the students' table, then each question's first-try rate as a bar."""
    def table(headings: list[Text], rows: list[list[str]]) -> str:
        head = "".join(f"<th>{html.escape(str(h))}</th>" for h in headings)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in rows)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    bars = "".join(_bar(question) for question in report.questions)
    style = ("body{font-family:system-ui,sans-serif;max-width:900px;margin:2em auto;color:#1f2328}"
             "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #b6bcc4;"
             "padding:3px 8px;text-align:left}.bar{display:flex;gap:8px;align-items:center;"
             "margin:2px 0}.label{width:14em}.track{width:300px;height:14px;background:#e6e9ed;"
             "display:inline-block}.fill{display:block;height:100%;background:#2e7d32}")
    title = html.escape(_title(report))
    students, chart = _("Students"), _("Right at the first try, question by question")
    return (f'<!DOCTYPE html><html lang="{get_language()}"><head><meta charset="utf-8">'
            f"<title>{title}</title><style>{style}</style></head><body><h1>{title}</h1>"
            f"<h2>{_escaped(students)}</h2>{table(STUDENT_HEADINGS, student_rows(report))}"
            f"<h2>{_escaped(chart)}</h2>{bars}"
            f"{table(QUESTION_HEADINGS, question_rows(report))}</body></html>\n")


FORMATS = {"md": to_markdown, "csv": to_csv, "html": to_html}


def write(report: ClassReport, form: str, language: str | None = None) -> str:
    """``report`` in the format ``form`` (a key of ``FORMATS``), its words in ``language``
    (``None``: the language of the moment)."""
    with using(language):
        return FORMATS[form](report)
