"""The class's table from a folder of progress files: who has done what, and which
questions the class got right at the first try (so which rule it has not understood).

    python -m naval_widgets.lessons report FOLDER [--format md|csv|html]
"""

from __future__ import annotations

import csv
import html
import io
from dataclasses import dataclass
from pathlib import Path

from .progress import ProgressError, Record, read_file


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
        raise ProgressError(f"There is no folder {folder}.")
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


STUDENT_HEADINGS = ["student", "lessons done", "which", "right at the first try"]
QUESTION_HEADINGS = ["lesson", "question", "answered", "right at the first try", "rate"]


def to_markdown(report: ClassReport) -> str:
    def table(headings: list[str], rows: list[list[str]]) -> list[str]:
        return ["| " + " | ".join(headings) + " |", "|" + " --- |" * len(headings),
                *("| " + " | ".join(cell.replace("|", "\\|") for cell in row) + " |"
                  for row in rows)]
    lines = [f"# The class: {len(report.students)} students", "", "## Students", "",
             *table(STUDENT_HEADINGS, student_rows(report)), "", "## Questions", "",
             "A low rate at the first try points to a rule to teach again.", "",
             *table(QUESTION_HEADINGS, question_rows(report))]
    return "\n".join(lines) + "\n"


def to_csv(report: ClassReport) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["kind", *QUESTION_HEADINGS])
    for row in question_rows(report):
        writer.writerow(["question", *row])
    writer.writerow(["kind", *STUDENT_HEADINGS])
    for row in student_rows(report):
        writer.writerow(["student", *row])
    return out.getvalue()


def to_html(report: ClassReport) -> str:
    """One page: the students' table, then each question's first-try rate as a bar."""
    def table(headings: list[str], rows: list[list[str]]) -> str:
        head = "".join(f"<th>{html.escape(h)}</th>" for h in headings)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>"
                       for row in rows)
        return f"<table><thead><tr>{head}</tr></thead><tbody>{body}</tbody></table>"
    bars = "".join(
        f'<div class="bar"><span class="label">{html.escape(q.lesson)} Q{q.number}</span>'
        f'<span class="track" role="img" aria-label="{_percent(q.rate)} of {q.answered}">'
        f'<span class="fill" style="width:{round(q.rate * 100)}%"></span></span>'
        f'<span class="figure">{_percent(q.rate)} ({q.first_try}/{q.answered})</span></div>'
        for q in report.questions)
    style = ("body{font-family:system-ui,sans-serif;max-width:900px;margin:2em auto;color:#1f2328}"
             "table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #b6bcc4;"
             "padding:3px 8px;text-align:left}.bar{display:flex;gap:8px;align-items:center;"
             "margin:2px 0}.label{width:14em}.track{width:300px;height:14px;background:#e6e9ed;"
             "display:inline-block}.fill{display:block;height:100%;background:#2e7d32}")
    return (f'<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>The class'
            f"</title><style>{style}</style></head><body><h1>The class: "
            f"{len(report.students)} students</h1><h2>Students</h2>"
            f"{table(STUDENT_HEADINGS, student_rows(report))}"
            f"<h2>Right at the first try, question by question</h2>{bars}"
            f"{table(QUESTION_HEADINGS, question_rows(report))}</body></html>\n")


FORMATS = {"md": to_markdown, "csv": to_csv, "html": to_html}
