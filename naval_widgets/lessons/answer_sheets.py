"""One printable page per lesson for the teacher: each question and its answer.

``write_answer_sheets(folder)`` writes ``<lesson>.html`` (another language as
``<lesson>.<language>.html``) for every lesson in every language it is written in, as
``python -m naval_widgets.lessons answer-sheets`` does; the answer key
(``docs/teacher/answer-key.md``) keeps the hints and the reasons in full.
"""

from __future__ import annotations

import html
from pathlib import Path

from ..core.i18n import SOURCE, Catalog, using
from .catalog import lessons
from .lesson import Lesson

_ = Catalog("lessons")

STYLE = (
    "@page{size:A4;margin:12mm}body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;"
    "font-size:10pt;line-height:1.3;color:#1f2328;margin:0 auto;max-width:190mm}"
    "h1{font-size:14pt;margin:0 0 4px}p.note{margin:0 0 8px;color:#57606a}"
    "table{border-collapse:collapse;width:100%}td,th{border:1px solid #b6bcc4;padding:3px 5px;"
    "vertical-align:top;text-align:left}th{background:#eef1f4}td.n{width:2em;text-align:right}"
    "td.a{width:30%;font-weight:600}")


def answer_sheet(lesson: Lesson, language: str = SOURCE) -> str:
    """The lesson's answer sheet in ``language`` (one of the lesson's), as one HTML page."""
    with using(language):
        rows = "".join(
            f'<tr><td class="n">{number}</td><td>{html.escape(str(question.prompt))}</td>'
            f'<td class="a">{html.escape(question.answer_label())}</td></tr>'
            for number, question in enumerate(lesson.questions, start=1))
        title = str(_("Answer sheet: {lesson}", lesson=str(lesson.title)))
        path = "notebooks/" + lesson.notebooks[language]
        note = str(_("Notebook: {path}. The hints and the reasons are in the answer key.",
                     path=path))
        heads = "".join(f"<th>{html.escape(str(word))}</th>"
                        for word in ("#", _("Question"), _("Answer")))
    return (f'<!DOCTYPE html><html lang="{language}"><head><meta charset="utf-8">'
            f"<title>{html.escape(title)}</title><style>{STYLE}</style></head><body>"
            f"<h1>{html.escape(title)}</h1><p class=\"note\">{html.escape(note)}</p>"
            f"<table><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>"
            "</body></html>\n")


def answer_sheets() -> dict[str, str]:
    """Every lesson's sheet in each of its languages, by file name."""
    return {(f"{name}.html" if language == SOURCE else f"{name}.{language}.html"):
            answer_sheet(lesson, language)
            for name, lesson in lessons().items() for language in lesson.notebooks}


def write_answer_sheets(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, page in answer_sheets().items():
        (folder / name).write_text(page, encoding="utf-8")
        written.append(folder / name)
    return written


def stale_answer_sheets(folder: Path) -> list[str]:
    """The sheets in ``folder`` missing or differing from a fresh build."""
    return [name for name, page in answer_sheets().items()
            if not (folder / name).is_file() or (folder / name).read_text(encoding="utf-8") != page]
