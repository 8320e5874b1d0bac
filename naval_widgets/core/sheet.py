"""A rule sheet as one printable HTML page: its parts, the words' language, the print CSS.

A game's sheet module builds a ``Sheet`` from these parts (its ``RuleSheet`` declaration
names that function); ``render`` makes the page. Everything is inline (one ``<style>``
block, the boards' pictures with inline styles), so a sheet opens from a folder or a USB
stick and asks the network for nothing. The same sheet always gives the same bytes, so
the committed copies can be checked current.
"""

from __future__ import annotations

import gettext
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from html import escape

from .errors import SetupError
from .i18n import LANGUAGES as ALL_LANGUAGES
from .i18n import translations

#: The languages a sheet may be written in (a game's sheet says which of them it is in).
LANGUAGES = tuple(ALL_LANGUAGES)

Translate = Callable[[str], str]


def translator(language: str, languages: Sequence[str] = LANGUAGES,
               catalog: str = "") -> Translate:
    """The one place a sheet's words are translated: every sentence of a sheet goes
    through the function returned here (placeholders as ``{name}``, filled after
    translating): the ``gettext`` of the message domain ``catalog`` in ``language``
    (English is the text as written, and so is every language without a ``catalog``).
    ``SetupError`` names the ``languages`` available for anything else."""
    if not isinstance(language, str) or language not in languages:
        raise SetupError(f"A rule sheet is written in {', '.join(map(repr, languages))}; "
                         f"got {language!r}.")
    if not catalog:
        return gettext.NullTranslations().gettext
    return translations(catalog, language).gettext


@dataclass(frozen=True)
class Figure:
    """A picture of the board (``html``: a widget's ``picture_html()``), its caption,
    and the ``zoom`` it is printed at."""

    html: str
    caption: str
    zoom: float = 1.0


@dataclass(frozen=True)
class Section:
    """A titled part of the sheet; ``body`` is HTML built with the helpers below."""

    title: str
    body: str


@dataclass(frozen=True)
class Sheet:
    """One game's rule sheet: its ``title``, a ``lead`` sentence, the ``figure`` beside
    the ``beside`` sections (or across the page when there are none), the other
    sections in two columns, and the ``source`` line at the foot."""

    title: str
    lead: str
    figure: Figure
    beside: tuple[Section, ...]
    sections: tuple[Section, ...]
    source: str


# -- building blocks (each escapes its text) -------------------------------------------
def paragraph(text: str) -> str:
    return f"<p>{escape(text)}</p>"


def plain(text: str) -> str:
    """Text as HTML (a list item's words)."""
    return escape(text)


def term(name: str, text: str) -> str:
    """A bold name followed by what it does: "<b>Shield</b> Put it on ..."."""
    return f"<b>{escape(name)}</b> {escape(text)}"


def bullets(items: Sequence[str], ordered: bool = False) -> str:
    """A list of items that are already HTML (``plain`` or ``term``)."""
    tag = "ol" if ordered else "ul"
    return f"<{tag}>{''.join(f'<li>{item}</li>' for item in items)}</{tag}>"


def table(head: Sequence[str], rows: Sequence[Sequence[str]]) -> str:
    """A small table of plain text cells."""
    top = "".join(f"<th>{escape(cell)}</th>" for cell in head)
    body = "".join("<tr>" + "".join(f"<td>{escape(cell)}</td>" for cell in row) + "</tr>"
                   for row in rows)
    return f"<table><thead><tr>{top}</tr></thead><tbody>{body}</tbody></table>"


CSS = """\
@page { size: A4; margin: 11mm 12mm; }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { font: 9pt/1.3 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  color: #1f2328; background: #fff; margin: 0 auto; max-width: 186mm; }
@media screen { body { padding: 10mm 0; } }
h1 { font-size: 17pt; margin: 0; color: #1f4e79; }
.lead { font-size: 10.5pt; margin: 1mm 0 3mm; }
h2 { font-size: 11pt; margin: 0 0 1mm; color: #1f4e79; border-bottom: 1.5px solid #1f4e79;
  break-after: avoid; }
section { margin: 0 0 2.5mm; }
h2, li, tr { break-inside: avoid; }
section p { margin: 0.8mm 0; }
section ul, section ol { margin: 0.8mm 0; padding-left: 5mm; }
section li { margin: 0.6mm 0; }
.top { display: grid; grid-template-columns: auto 1fr; gap: 5mm; align-items: start;
  break-inside: avoid; }
figure { margin: 0; }
figcaption { font-size: 8.5pt; color: #57606a; max-width: 92mm; margin-top: 1mm; }
.columns { columns: 2; column-gap: 6mm; margin-top: 2mm; }
section table { border-collapse: collapse; width: 100%; font-size: 8.5pt; margin: 1mm 0; }
section th, section td { border: 1px solid #c8ccd1; padding: 0.6mm 1.2mm; text-align: left;
  vertical-align: top; }
section th { background: #eef2f6; }
footer { font-size: 8pt; color: #57606a; border-top: 1px solid #c8ccd1; margin-top: 2mm;
  padding-top: 1mm; break-inside: avoid; }
"""


def render(sheet: Sheet, language: str) -> str:
    """The whole page: a self-contained HTML document, print-ready on A4."""
    def sections(parts: Sequence[Section]) -> str:
        return "".join(f"<section><h2>{escape(part.title)}</h2>{part.body}</section>"
                       for part in parts)

    figure = (f'<figure><div style="zoom:{sheet.figure.zoom}">{sheet.figure.html}</div>'
              f"<figcaption>{escape(sheet.figure.caption)}</figcaption></figure>")
    top = (f'<div class="top">{figure}<div>{sections(sheet.beside)}</div></div>'
           if sheet.beside else figure)
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{escape(language)}">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{escape(sheet.title)}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n"
        f"<header><h1>{escape(sheet.title)}</h1>"
        f'<p class="lead">{escape(sheet.lead)}</p></header>\n'
        f"{top}\n"
        f'<div class="columns">{sections(sheet.sections)}</div>\n'
        f"<footer>{escape(sheet.source)}</footer>\n</body>\n</html>\n"
    )
