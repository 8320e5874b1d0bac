"""Plain renderings of Fleet 1715 for notebooks: the logic grid, steps, tables, a bar chart.

Everything here returns strings, or small objects that show as HTML in Jupyter
(``_repr_html_``) and as text anywhere else (``repr``); nothing depends on
IPython, and the same input always gives the same bytes (notebooks compare
their outputs).

>>> from naval_widgets.fleet1715 import SOLUTIONS, cell, element
>>> print(grid_text(SOLUTIONS["A"].grid()).splitlines()[1])
Sebastian Inlet   n y n n | n n y n | n n y n | n y n n
>>> view = show(None, new=[cell(element("nao"), element("silver"))])
>>> "<table" in view._repr_html_()
True
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from ...core.i18n import Catalog
from ...core.words import brief
from ..solo.state import CHAR_OF
from ..tutor.rating import LEVELS
from ..tutor.steps import Step
from ..tutor.techniques import NAMES
from ..tutor.tiny import as_categories
from ..world.data import ATTRIBUTES, LABELS, SHORT, SITE, members
from ..world.grid import CELLS, EMPTY, PAIR, Grid, as_grid
from ..world.solution import Solution

_ = Catalog("fleet1715")

#: The staircase: column categories left to right, row categories top to bottom;
#: the row category r meets the column categories before it in ``COLUMNS``.
COLUMNS = (1, 2, 3, 4)  # cargo, depth, ship type, ship name
ROWS = (0, 4, 3, 2)  # site, ship name, ship type, depth
_MEETS = {0: (1, 2, 3, 4), 4: (1, 2, 3), 3: (1, 2), 2: (1,)}
_HEAD = {1: "cargo", 2: "depth", 3: "type", 4: "name"}
_SYMBOL = {None: "", False: "×", True: "●"}

_STYLE = (
    "<style>"
    ".f17g{border-collapse:collapse;font:12px/1.1 sans-serif;margin:4px 0}"
    ".f17g td,.f17g th{border:1px solid #bbb;width:18px;height:18px;padding:0;"
    "text-align:center;background:#fff;color:#222}"  # a light card in any theme
    ".f17g th{border:none;background:none;color:inherit;font-weight:normal;"
    "white-space:nowrap;padding:0 4px}"
    ".f17g th.c{writing-mode:vertical-rl;transform:rotate(180deg);height:auto;"
    "text-align:left;padding:4px 0}"
    ".f17g td.g{border-left:2px solid #555}.f17g tr.g td{border-top:2px solid #555}"
    ".f17g td.y{color:#063;font-weight:bold}.f17g td.n{color:#666}"
    ".f17g td.new{background:#ffe27a;color:#000}.f17g td.use{background:#cfe3ff}"
    ".f17g td.x{border:none;background:none}"
    ".f17s{font:13px sans-serif;margin:2px 0 6px 0}"
    "</style>"
)


def _cell_class(c: int, grid: Grid, new: set[int], used: set[int], first_col: bool) -> str:
    classes = []
    if grid[c] is True:
        classes.append("y")
    elif grid[c] is False:
        classes.append("n")
    if c in new:
        classes.append("new")
    elif c in used:
        classes.append("use")
    if first_col:
        classes.append("g")
    return " ".join(classes)


def layout(categories: Any = None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The column and row categories drawn: all of them, or only those of the subgrids
    joining two of ``categories`` (ids or names, as ``tiny.as_categories`` reads them),
    still a staircase.

    >>> layout(("site", "cargo", "depth"))
    ((1, 2), (0, 2))
    """
    if categories is None:
        return COLUMNS, ROWS
    chosen = set(as_categories(categories))
    rows = tuple(r for r in ROWS if r in chosen and chosen & set(_MEETS[r]))
    columns = tuple(c for c in COLUMNS if any(c in _MEETS[r] for r in rows) and c in chosen)
    return columns, rows


def column_heads(categories: Any = None) -> list[tuple[int, int]]:
    """The grid's columns left to right: (category, element), as ``layout`` draws them."""
    columns, _rows = layout(categories)
    return [(category, e) for category in columns for e in members(category)]


def staircase(categories: Any = None) -> list[tuple[int, bool, list[tuple[int, int | None]]]]:
    """The grid's rows top to bottom, as ``layout`` draws them: the row's element, whether
    it starts a block (below the first), and for each column its index in its category
    and the cell there (``None`` where no subgrid joins the two categories)."""
    columns, rows_drawn = layout(categories)
    found = []
    for rows in rows_drawn:
        for r, x in enumerate(members(rows)):
            entries = [(k, PAIR[x][y] if category in _MEETS[rows] else None)
                       for category in columns for k, y in enumerate(members(category))]
            found.append((x, r == 0 and rows != rows_drawn[0], entries))
    return found


def table_rows(categories: Any, corner: str, column_head: Callable[[int], str],
               row_head: Callable[[int, bool], str], cell: Callable[[int, bool, bool], str],
               gap: str) -> str:
    """The grid's table rows as HTML, as ``layout`` draws them: the ``corner`` and each
    ``column_head(element)``; then for each row ``row_head(element, starts_a_block)``
    (which opens the ``<tr>``), ``cell(c, first_of_its_block, row_starts_a_block)`` for
    each cell, and ``gap`` where no subgrid joins the two categories."""
    out = [f"<tr>{corner}", *(column_head(e) for _category, e in column_heads(categories)),
           "</tr>"]
    for x, starts, entries in staircase(categories):
        out.append(row_head(x, starts))
        out.extend(gap if c is None else cell(c, k == 0, starts) for k, c in entries)
        out.append("</tr>")
    return "".join(out)


def grid_html(grid: Any = None, new: Iterable[int] = (), used: Iterable[int] = (),
              caption: str = "", categories: Any = None) -> str:
    """The logic grid as an HTML table: ● yes, × no; ``new`` cells yellow, ``used`` blue.

    ``categories``: draw only the subgrids joining two of them (a tiny puzzle's).
    """
    grid = as_grid(grid)
    new, used = set(new), set(used)
    columns, rows_drawn = layout(categories)
    few = (columns, rows_drawn) != (COLUMNS, ROWS)
    out = [_STYLE]
    if caption and few:
        # A few subgrids make a narrow table: the caption goes above it, wider.
        out.append(f'<div class="f17s" style="max-width:44em">{escape(caption)}</div>')
    out.append('<table class="f17g">')
    if caption and not few:
        out.append(f'<caption class="f17s" style="caption-side:top;text-align:left">'
                   f"{escape(caption)}</caption>")
    out.append(table_rows(
        categories, "<th></th>",
        column_head=lambda e: f'<th class="c">{escape(SHORT[e])}</th>',
        row_head=lambda x, starts: ('<tr class="g">' if starts else "<tr>")
        + f'<th style="text-align:right">{escape(SHORT[x])}</th>',
        cell=lambda c, first, _starts: f'<td class="{_cell_class(c, grid, new, used, first)}">'
                                       f"{_SYMBOL[grid[c]]}</td>",
        gap='<td class="x"></td>'))
    out.append("</table>")
    return "".join(out)


def grid_text(grid: Any = None, new: Iterable[int] = (), categories: Any = None) -> str:
    """The logic grid as text: ``y`` yes, ``n`` no, ``.`` blank; ``new`` cells in capitals.

    ``categories``: only the subgrids joining two of them (a tiny puzzle's).
    """
    grid = as_grid(grid)
    new = set(new)
    columns, rows_drawn = layout(categories)
    width = max(len(SHORT[e]) for rows in rows_drawn for e in members(rows))
    lines = [" " * (width + 2) + " | ".join(f"{_HEAD[category]:<7}" for category in
                                           columns).rstrip()]
    for rows in rows_drawn:
        lines.append("")
        for x in members(rows):
            blocks = []
            for category in (c for c in columns if c in _MEETS[rows]):
                marks = []
                for y in members(category):
                    c = PAIR[x][y]
                    mark = CHAR_OF[grid[c]]
                    marks.append(mark.upper() if c in new else mark)
                blocks.append(" ".join(marks))
            lines.append(f"{SHORT[x]:<{width}}  " + " | ".join(blocks))
    return "\n".join(lines[:1] + lines[2:])


@dataclass(frozen=True)
class GridView:
    """A grid to show: HTML in Jupyter, text elsewhere."""

    grid: Grid
    new: tuple[int, ...] = ()
    used: tuple[int, ...] = ()
    caption: str = ""
    categories: tuple[int, ...] | None = None

    def _repr_html_(self) -> str:
        return grid_html(self.grid, self.new, self.used, self.caption, self.categories)

    def __repr__(self) -> str:
        head = f"{self.caption}\n" if self.caption else ""
        return head + grid_text(self.grid, self.new, self.categories)


def show(grid: Any = None, new: Iterable[int] = (), used: Iterable[int] = (),
         caption: str = "", categories: Any = None) -> GridView:
    """A grid with the ``new`` cells (yellow) and the ``used`` cells (blue) highlighted;
    with ``categories``, only the subgrids joining two of them (a tiny puzzle's)."""
    chosen = as_categories(categories) if categories is not None else None
    return GridView(as_grid(grid), tuple(sorted(set(new))), tuple(sorted(set(used))), caption,
                    chosen)


def after(steps: Sequence[Step], grid: Any = None) -> Grid:
    """The grid once every fact of ``steps`` is marked (starting from ``grid``)."""
    marks = list(as_grid(grid))
    for step in steps:
        for fact in step.new:
            marks[fact.cell] = fact.value
    return tuple(marks)


def show_step(steps: Sequence[Step], number: int, grid: Any = None,
              categories: Any = None) -> GridView:
    """The grid after step ``number`` (counted from 1) of ``steps``: its new facts yellow,
    the earlier facts it uses blue, the step's sentence as the caption; with
    ``categories``, only the subgrids joining two of them (a tiny puzzle's)."""
    if not 1 <= number <= len(steps):
        raise ValueError(f"There are {len(steps)} steps: choose a number from 1 to "
                         f"{len(steps)}; got {brief(number)}.")
    step = steps[number - 1]
    marks = after(steps[:number], grid)
    caption = str(_("Step {number} ({technique}): {sentence}", number=number,
                    technique=NAMES.get(step.technique, step.technique), sentence=step.words))
    return show(marks, step.cells, [f.cell for f in step.facts], caption, categories)


@dataclass(frozen=True)
class Html:
    """Some HTML to show, with a text form for ``repr``."""

    html: str
    text: str

    def _repr_html_(self) -> str:
        return self.html

    def __repr__(self) -> str:
        return self.text


def table(header: Sequence[str], rows: Sequence[Sequence[Any]]) -> Html:
    """A plain table: HTML in Jupyter, aligned columns as text."""
    cells = [[str(v) for v in row] for row in rows]
    widths = [max(len(h), *(len(r[i]) for r in cells)) for i, h in enumerate(header)]
    text = ["  ".join(h.ljust(w) for h, w in zip(header, widths, strict=True)).rstrip()]
    text += ["  ".join(v.ljust(w) for v, w in zip(r, widths, strict=True)).rstrip()
             for r in cells]
    html = ["<table><thead><tr>", *(f"<th>{escape(h)}</th>" for h in header), "</tr></thead>",
            "<tbody>"]
    for row in cells:
        html.append("<tr>" + "".join(f"<td>{escape(v)}</td>" for v in row) + "</tr>")
    html.append("</tbody></table>")
    return Html("".join(html), "\n".join(text))


def solution_table(solution: Solution) -> Html:
    """A solution as the rulebook prints it: one row a site."""
    rows = [[LABELS[site], *(LABELS[solution.at(site, c)] for c in ATTRIBUTES)]
            for site in members(SITE)]
    return table(["site", "cargo", "depth", "ship type", "ship name"], rows)


#: An ordered colour scale, lightest (easiest) to darkest (hardest): steps of viridis,
#: which stays ordered for colour-blind readers and in grey.
SCALE = ("#fde725", "#5ec962", "#21918c", "#3b528b", "#440154")


def group_order(groups: Sequence[str], order: Sequence[str] = ()) -> list[str]:
    """The groups present, in ``order`` if given, else in the levels' order (easy to
    hard, ``rating.LEVELS``) when every group is a level, else as they first appear."""
    present = list(dict.fromkeys(groups))
    scale = list(order) or [label for _bound, label in LEVELS]
    if all(group in scale for group in present):
        return [group for group in scale if group in present]
    return present


def group_colours(kinds: Sequence[str], order: Sequence[str] = ()) -> dict[str, str]:
    """A colour for each group, ordered on ``SCALE``: a level keeps its place on the whole
    scale of levels (easy is always the lightest), other groups spread over it."""
    scale = list(order) or [label for _bound, label in LEVELS]
    if all(kind in scale for kind in kinds):
        places = [scale.index(kind) for kind in kinds]
        span = max(len(scale) - 1, 1)
    else:
        places, span = list(range(len(kinds))), max(len(kinds) - 1, 1)
    steps = len(SCALE) - 1
    return {kind: SCALE[round(place * steps / span)] for kind, place in zip(kinds, places,
                                                                            strict=True)}


def bar_chart(labels: Sequence[str], values: Sequence[float], groups: Sequence[str] = (),
              title: str = "", unit: str = "", order: Sequence[str] = ()) -> Html:
    """A vertical bar chart as an inline SVG; ``groups`` colours the bars on an ordered
    scale (``order``, by default the levels easy to hard) and names each under its bar;
    the legend lists the groups in that order."""
    kinds = group_order(groups, order)
    colours = group_colours(kinds, order)
    n = len(values)
    top = max(values) if values else 1
    step = 10 ** max(0, len(str(int(top))) - 1)
    top = -(-top // step) * step or 1
    left, bottom, bar, gap, height = 44, 42 if kinds else 30, 30, 8, 200
    width = max(left + n * (bar + gap) + 10, left + 90 * len(kinds))
    legend = 18 if kinds else 0
    total_h = height + bottom + 24 + legend
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{total_h}" '
           f'viewBox="0 0 {width} {total_h}" font-family="sans-serif" font-size="11">']
    if title:
        out.append(f'<text x="{left}" y="14" font-size="13">{escape(title)}</text>')
    y0 = 24 + height
    for k in range(5):
        v = top * k / 4
        y = y0 - height * k / 4
        out.append(f'<line x1="{left}" x2="{width - 6}" y1="{y:.1f}" y2="{y:.1f}" '
                   f'stroke="#ddd"/>')
        out.append(f'<text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end">{v:g}</text>')
    for i, (label, value) in enumerate(zip(labels, values, strict=True)):
        x = left + gap / 2 + i * (bar + gap)
        h = height * value / top
        colour = colours[groups[i]] if kinds else SCALE[2]
        named = f" ({groups[i]})" if kinds else ""
        out.append(f'<rect x="{x:.1f}" y="{y0 - h:.1f}" width="{bar}" height="{h:.1f}" '
                   f'fill="{colour}" stroke="#333" stroke-width="0.5"><title>{escape(label)}: '
                   f"{value:g}{escape(unit)}{escape(named)}</title></rect>")
        out.append(f'<text x="{x + bar / 2:.1f}" y="{y0 - h - 3:.1f}" text-anchor="middle" '
                   f'font-size="9">{value:g}</text>')
        out.append(f'<text x="{x + bar / 2:.1f}" y="{y0 + 14}" text-anchor="middle">'
                   f"{escape(label)}</text>")
        if kinds:
            out.append(f'<text x="{x + bar / 2:.1f}" y="{y0 + 26}" text-anchor="middle" '
                       f'font-size="8">{escape(groups[i])}</text>')
    out.append(f'<line x1="{left}" x2="{width - 6}" y1="{y0}" y2="{y0}" stroke="#333"/>')
    for k, kind in enumerate(kinds):
        x = left + k * 90
        y = y0 + bottom + 4
        out.append(f'<rect x="{x}" y="{y - 9}" width="10" height="10" '
                   f'fill="{colours[kind]}" stroke="#333" stroke-width="0.5"/>')
        out.append(f'<text x="{x + 14}" y="{y}">{escape(kind)}</text>')
    out.append("</svg>")
    scale = 40 / top
    text = [title] if title else []
    text += [f"{label:>3} {'#' * round(value * scale):<40} {value:g}"
             + (f" ({groups[i]})" if kinds else "")
             for i, (label, value) in enumerate(zip(labels, values, strict=True))]
    if kinds:
        text.append("in order: " + ", ".join(kinds))
    return Html("".join(out), "\n".join(text))


__all__ = ["CELLS", "EMPTY", "SCALE", "GridView", "Html", "after", "bar_chart", "grid_html",
           "grid_text", "show", "show_step", "solution_table", "table"]
