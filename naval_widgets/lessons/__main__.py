"""``python -m naval_widgets.lessons answer-key | copy [--fresh LESSON]...``"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .catalog import answer_key
from .copies import ALL, make_copies
from .lesson import LessonError


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m naval_widgets.lessons",
                                     description="The lessons' answer key and working copies.")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("answer-key", help="print the teacher's answer key (Markdown)")
    copy = commands.add_parser("copy", help="make working copies of the notebooks")
    copy.add_argument("--source", type=Path, default=Path("notebooks"),
                      help="the notebooks handed out (default: notebooks)")
    copy.add_argument("--target", type=Path, default=Path("my-lessons"),
                      help="where the working copies go (default: my-lessons)")
    copy.add_argument("--fresh", action="append", default=[], metavar="LESSON",
                      help=f"copy this lesson again, e.g. 01-learn-to-play, or {ALL}")
    args = parser.parse_args(argv)
    if args.command == "answer-key":
        sys.stdout.write(answer_key())
        return 0
    try:
        done = make_copies(args.source, args.target, args.fresh)
    except LessonError as err:
        parser.exit(2, f"{parser.prog}: error: {err}\n")
    for line in done:
        print(f"{args.target.as_posix()}/{line}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
