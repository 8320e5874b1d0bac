"""``python -m naval_widgets.lessons answer-key | copy [--fresh LESSON]... | sheets [--check]
| answer-sheets [--check] | report FOLDER [--format md|csv|html] [--language LANG]``"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..core.i18n import LANGUAGES, Catalog, get_language, using
from ..core.words import named
from .answer_sheets import stale_answer_sheets, write_answer_sheets
from .catalog import answer_key
from .copies import ALL, make_copies
from .lesson import LessonError
from .progress import ProgressError
from .report import FORMATS, read_folder, write
from .sheets import stale_sheets, write_sheets

_ = Catalog("lessons")

#: The printed pages: command, what they are, their folder.
PRINTED = (("sheets", "rule sheets", "docs/rules"),
           ("answer-sheets", "answer sheets, one page a lesson", "docs/teacher/answer-sheets"))
PRINTERS = {"sheets": (write_sheets, stale_sheets),
            "answer-sheets": (write_answer_sheets, stale_answer_sheets)}


def _any_case(names: tuple[str, ...] | list[str]):
    """An argument's reader that takes one of ``names`` in any case (``FR``, ``HTML``); a
    text that names none is left for ``choices`` to refuse, naming them."""
    return lambda text: named(text, names) or text


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m naval_widgets.lessons",
        description="The lessons' answer key, working copies and rule sheets.")
    commands = parser.add_subparsers(dest="command", required=True)
    key = commands.add_parser("answer-key", help="print the teacher's answer key (Markdown)")
    key.add_argument("--language", default="en", choices=list(LANGUAGES),
                     type=_any_case(LANGUAGES),
                     help="the lessons written in this language, in it (default: en)")
    copy = commands.add_parser("copy", help="make working copies of the notebooks")
    copy.add_argument("--source", type=Path, default=Path("notebooks"),
                      help="the notebooks handed out (default: notebooks)")
    copy.add_argument("--target", type=Path, default=Path("my-lessons"),
                      help="where the working copies go (default: my-lessons)")
    copy.add_argument("--fresh", action="append", default=[], metavar="LESSON",
                      help=f"copy this lesson again, e.g. 01-learn-to-play, or {ALL}")
    for command, what, folder in PRINTED:
        printed = commands.add_parser(command, help=f"write the printable {what} (HTML)")
        printed.add_argument("--out", type=Path, default=Path(folder),
                             help=f"the folder they go to (default: {folder})")
        printed.add_argument("--check", action="store_true",
                             help="write nothing; fail if a sheet there is missing or out of "
                                  "date")
    report = commands.add_parser("report", help="the class's table from its progress files")
    report.add_argument("folder", type=Path, help="the folder holding the progress files")
    report.add_argument("--format", default="md", choices=list(FORMATS),
                        type=_any_case(list(FORMATS)),
                        help="Markdown, CSV or an HTML page with a chart (default: md)")
    report.add_argument("--language", default=get_language(), choices=list(LANGUAGES),
                        type=_any_case(LANGUAGES),
                        help="the language of its headings and sentences (default: the "
                             "package's, %(default)s)")
    args = parser.parse_args(argv)
    if args.command == "report":
        return _report(parser, args.folder, args.format, args.language)
    if args.command == "answer-key":
        sys.stdout.write(answer_key(args.language))
        return 0
    if args.command in PRINTERS:
        return _printed(args.command, args.out, args.check)
    try:
        done = make_copies(args.source, args.target, args.fresh)
    except LessonError as err:
        parser.exit(2, f"{parser.prog}: error: {err}\n")
    for line in done:
        print(f"{args.target.as_posix()}/{line}")
    return 0


def _report(parser: argparse.ArgumentParser, folder: Path, form: str, language: str) -> int:
    """Print the class's report of ``folder`` in ``language``; name each file skipped."""
    from .catalog import lessons

    sizes = {name: len(lesson.questions) for name, lesson in lessons().items()}
    with using(language):
        try:
            report = read_folder(folder, sizes)
        except ProgressError as err:
            parser.exit(2, f"{parser.prog}: error: {err}\n")
        for name, why in report.skipped:
            skipped = _("skipped {name}: {why}.", name=name, why=why)
            print(f"{parser.prog}: {skipped}", file=sys.stderr)
    sys.stdout.write(write(report, form, language))
    return 0


def _printed(command: str, folder: Path, check: bool) -> int:
    """Write the rule sheets or the answer sheets, or (``check``) name those out of date."""
    write, stale = PRINTERS[command]
    if check:
        out_of_date = stale(folder)
        for name in out_of_date:
            print(f"{(folder / name).as_posix()} is out of date: run "
                  f"python -m naval_widgets.lessons {command}", file=sys.stderr)
        return 1 if out_of_date else 0
    for path in write(folder):
        print(path.as_posix())
    return 0


if __name__ == "__main__":
    sys.exit(main())
