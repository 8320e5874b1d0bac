"""A still picture of a Fleet 1715 board: self-contained HTML with inline styles only.

A notebook viewer that runs no widgets (GitHub, nbviewer, an HTML export) shows
this instead of the live board: the heading, the status line, the grid with the
marks as the seat sees them, and the clues face up. No ``<style>`` block, no
script, no ids: the same position always gives the same bytes.

>>> html = picture("Tiny puzzle", "Mark the grid.", None, ("site", "cargo"),
...                [(1, "The Nao carried silver.")], solved=False)
>>> html.count("<td"), "Nao carried silver" in html, "<style" in html
(16, True, False)
"""

from __future__ import annotations

from collections.abc import Sequence
from html import escape
from typing import Any

from ...core.i18n import Catalog
from ..world.data import short_label
from ..world.grid import as_grid
from .display import table_rows

_ = Catalog("fleet1715")
n_ = _.plural

#: Each mark's symbol, as the live board draws it.
SYMBOL = {None: "", False: "✗", True: "●"}
_FONT = "font-family:sans-serif;font-size:13px;color:#222"
_BOX = "border:1px solid #bbb;border-radius:6px;padding:8px;background:#fff;display:inline-block"
_CELL = "border:1px solid #bbb;width:18px;height:18px;padding:0;text-align:center;" \
        "font-weight:bold"
_MARK_STYLE = {None: "", False: "color:#a00;", True: "color:#063;background:#eef5ee;"}
_TH = "font-weight:normal;padding:0 4px;white-space:nowrap"
_BANNER = {True: "border:2px solid #063;background:#eef5ee",
           False: "border:2px solid #a00;background:#fbeeee"}


def _cell(c: int, grid: Any, first: bool, starts: bool) -> str:
    top = "border-top:2px solid #555;" if starts else ""
    left = "border-left:2px solid #555;" if first else ""
    return f'<td style="{_CELL};{top}{left}{_MARK_STYLE[grid[c]]}">{SYMBOL[grid[c]]}</td>'


def _grid_table(marks: Any, categories: Any) -> str:
    grid = as_grid(marks)
    rows = table_rows(
        categories, f'<th style="{_TH}"></th>',
        column_head=lambda e: f'<th style="{_TH};writing-mode:vertical-rl;'
                              f'transform:rotate(180deg);text-align:left;padding:4px 0">'
                              f"{escape(str(short_label(e)))}</th>",
        row_head=lambda x, _starts: f'<tr><th style="{_TH};text-align:right">'
                                    f"{escape(str(short_label(x)))}</th>",
        cell=lambda c, first, starts: _cell(c, grid, first, starts),
        gap='<td style="border:none"></td>')
    return f'<table style="border-collapse:collapse;font-size:11px;margin:6px 0">{rows}</table>'


def picture(title: str, status: str, marks: Any, categories: Any,
            clues: Sequence[tuple[int, str]], solved: bool, failed: bool = False) -> str:
    """The board as HTML: ``title``, the ``status`` line (a banner when ``solved`` or
    ``failed``), the grid of ``marks`` (only the subgrids of ``categories``, if given) and
    the ``clues`` face up as (number shown, text)."""
    said = _("Fleet 1715 board. {title}. {status}", title=title, status=status)
    out = [f'<div style="{_FONT};{_BOX}" role="img" aria-label="{escape(str(said))}">',
           f'<div style="font-weight:bold;font-size:14px">Fleet 1715 · {escape(title)}</div>']
    if solved or failed:
        out.append(f'<div style="{_BANNER[solved]};border-radius:6px;padding:4px 8px;'
                   f'margin:6px 0">{escape(status)}</div>')
    else:
        out.append(f'<div style="margin:4px 0">{escape(status)}</div>')
    out.append('<div style="display:flex;flex-wrap:wrap;gap:16px;align-items:flex-start">')
    out.append(_grid_table(marks, categories))
    if clues:
        items = "".join(f'<li style="margin:2px 0"><b>{n}.</b> {escape(text)}</li>'
                        for n, text in clues)
        heading = escape(str(n_("Clues ({count})", "Clues ({count})", len(clues))))
        out.append(f'<div style="max-width:32em"><div style="font-weight:bold">{heading}'
                   f'</div><ol style="list-style:none;padding:0;margin:4px 0">'
                   f"{items}</ol></div>")
    else:
        out.append(f"<div>{escape(str(_('No clue card drawn yet.')))}</div>")
    out.append("</div>")
    note = escape(str(_("A picture of the board: run the notebook to play on it.")))
    out.append(f'<div style="font-size:11px;color:#555">{note}</div></div>')
    return "".join(out)


__all__ = ["SYMBOL", "picture"]
