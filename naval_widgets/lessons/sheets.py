"""Printable rule sheets: one page or two of A4 per game, with pictures of the board.

Each game declares its sheet (``Game.sheet``, a ``RuleSheet``: the function building it,
its languages, the catalog of its words); this module serves every declared sheet and
names no game. ``sheet(game, language="en")`` is the sheet as a self-contained HTML
document (inline CSS, the board's own static picture, no request to anywhere);
``write_sheets(folder)`` writes every sheet in every language
(``docs/rules/<game>-sheet.html``, another language as ``<game>-sheet.<language>.html``),
as ``python -m naval_widgets.lessons sheets`` does. Games that declare the same sheet
share one file, named after the first of them in the registry's order.
"""

from __future__ import annotations

from pathlib import Path

from ..core.declaration import RuleSheet, load
from ..core.errors import SetupError
from ..core.i18n import using
from ..core.registry import games
from ..core.sheet import LANGUAGES, render, translator
from ..core.words import brief


def declared() -> dict[str, RuleSheet]:
    """Every game that declares a rule sheet, by name, in the registry's order."""
    return {name: game.sheet for name, game in games().items() if game.sheet is not None}


def owner(game: str) -> str:
    """The game whose name the sheet of ``game`` is written under: the first game
    declaring the same sheet."""
    every = declared()
    return next(name for name, declaration in every.items() if declaration == every[game])


def sheet_languages() -> dict[str, tuple[str, ...]]:
    """Each sheet, by the game it is written under, and the languages it is written in."""
    every = declared()
    return {name: declaration.languages for name, declaration in every.items()
            if owner(name) == name}


def sheet(game: str, language: str = "en") -> str:
    """The rule sheet of ``game`` in ``language``, as one HTML document; ``SetupError``
    names the games and languages there are for anything else."""
    every = declared()
    if not isinstance(game, str) or game not in every:
        raise SetupError(f"There is a rule sheet for {', '.join(every)}; got {brief(game)}.")
    declaration = every[game]
    translate = translator(language, declaration.languages, declaration.catalog)
    with using(language):  # the engine's own words (card names, the board) too
        return render(load(declaration.build)(translate), language)


def file_name(game: str, language: str = "en") -> str:
    """Where a sheet lives in ``docs/rules/``: English as ``<game>-sheet.html``, ``game``
    being the game it is written under (see ``sheet_languages``)."""
    suffix = "" if language == "en" else f".{language}"
    return f"{game}-sheet{suffix}.html"


def sheets() -> dict[str, str]:
    """Every sheet, by file name: each sheet in each of its languages, once."""
    return {file_name(game, language): sheet(game, language)
            for game, languages in sheet_languages().items() for language in languages}


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


__all__ = ["LANGUAGES", "declared", "file_name", "owner", "sheet", "sheet_languages", "sheets",
           "stale_sheets", "write_sheets"]
