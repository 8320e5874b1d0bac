"""Printable rule sheets: one page or two of A4 per game, with pictures of the board.

``sheet(game, language="en")`` is the sheet as a self-contained HTML document (inline
CSS, the board's own static picture, no request to anywhere); ``write_sheets(folder)``
writes every game's sheet in every language (``docs/rules/<game>-sheet.html``, another
language as ``<game>-sheet.<language>.html``), as
``python -m naval_widgets.lessons sheets`` does. A sheet's words pass through
``page.translator(language)``, the one place the lessons' catalog plugs in; a game's
sheet exists in the languages its lesson is written in (``SHEET_LANGUAGES``).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ...core.errors import SetupError
from ...core.i18n import using
from ...core.words import brief
from . import battleship, fleet1715, nautic_miles, nautilus
from .page import LANGUAGES, Sheet, Translate, render, translator

#: Each game's sheet, by the game's name.
GAMES: dict[str, Callable[[Translate], Sheet]] = {
    "battleship": battleship.sheet,
    "fleet1715": fleet1715.sheet,
    "nautic_miles": nautic_miles.sheet,
    "nautilus": nautilus.sheet,
}
#: The languages of each game's sheet: those its learn-to-play lesson is written in.
SHEET_LANGUAGES: dict[str, tuple[str, ...]] = {
    "battleship": ("en", "fr"),
    "fleet1715": ("en",),
    "nautic_miles": ("en", "ja"),
    "nautilus": ("en", "it"),
}


def sheet(game: str, language: str = "en") -> str:
    """The rule sheet of ``game`` in ``language``, as one HTML document; ``SetupError``
    names the games and languages there are for anything else."""
    if not isinstance(game, str) or game not in GAMES:
        raise SetupError(f"There is a rule sheet for {', '.join(GAMES)}; got {brief(game)}.")
    translate = translator(language, SHEET_LANGUAGES[game])
    with using(language):  # the engine's own words (card names, the board) too
        return render(GAMES[game](translate), language)


def file_name(game: str, language: str = "en") -> str:
    """Where a sheet lives in ``docs/rules/``: English as ``<game>-sheet.html``."""
    suffix = "" if language == "en" else f".{language}"
    return f"{game}-sheet{suffix}.html"


def sheets() -> dict[str, str]:
    """Every sheet, by file name: each game in each language."""
    return {file_name(game, language): sheet(game, language)
            for game in GAMES for language in SHEET_LANGUAGES[game]}


def write_sheets(folder: Path) -> list[Path]:
    """Write every sheet into ``folder``; returns the files written."""
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for name, html in sheets().items():
        path = folder / name
        path.write_text(html, encoding="utf-8")
        written.append(path)
    return written


def stale_sheets(folder: Path) -> list[str]:
    """The sheets in ``folder`` that are missing or differ from a fresh build."""
    return [name for name, html in sheets().items()
            if not (folder / name).is_file()
            or (folder / name).read_text(encoding="utf-8") != html]


__all__ = ["GAMES", "LANGUAGES", "SHEET_LANGUAGES", "file_name", "sheet", "sheets", "stale_sheets",
           "write_sheets"]
