"""The logic grid: 160 cells, each a pair of elements of two categories.

The classic staircase layout: the sites against the 16 attribute values (the
first 64 cells, four 4x4 subgrids), then the attribute-pair subgrids (ship
name against cargo, depth and type; type against cargo and depth; depth
against cargo). Cell ``g * 16 + r * 4 + c`` is row ``r`` of subgrid ``g``'s row
category against column ``c`` of its column category.

A grid is a tuple of 160 values: ``None`` (blank), ``False`` (no), ``True`` (yes).

The grid rules (the axioms every solution obeys, "grid rules" in steps):

- a *line*: one element against one other category: exactly one cell is yes;
- a *triangle*: three elements of three categories: if two of the three cells
  joining them are yes, so is the third (and never exactly two are yes).

>>> cell_label(cell(element("nao"), element("silver")))
'nao:silver'
>>> len(LINES), len(TRIANGLES)
(80, 640)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from itertools import combinations
from typing import Any

from ...core import IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from .data import KEYS, LABELS, element, index_of, label, members

_ = Catalog("fleet1715")

Grid = tuple[bool | None, ...]

#: (row category, column category) of each subgrid, in layout order.
SUBGRIDS = ((0, 1), (0, 2), (0, 3), (0, 4), (4, 1), (4, 2), (4, 3), (3, 1), (3, 2), (2, 1))
CELLS = 160
EMPTY: Grid = (None,) * CELLS

#: ``PAIR[x][y]``: the cell joining elements x and y (-1 within one category).
PAIR = [[-1] * 20 for _ in range(20)]
#: ``ENDS[c]``: the two elements of cell c (row element, column element).
ENDS: list[tuple[int, int]] = []
for _g, (_rows, _cols) in enumerate(SUBGRIDS):
    for _r in range(4):
        for _c in range(4):
            _x, _y = _rows * 4 + _r, _cols * 4 + _c
            PAIR[_x][_y] = PAIR[_y][_x] = len(ENDS)
            ENDS.append((_x, _y))

#: Each line: (element, other category, its four cells in that category's order).
LINES: tuple[tuple[int, int, tuple[int, ...]], ...] = tuple(
    (x, other, tuple(PAIR[x][y] for y in members(other)))
    for rows, cols in SUBGRIDS
    for x, other in [*((e, cols) for e in members(rows)), *((e, rows) for e in members(cols))]
)
#: Each triangle: (three elements, the three cells xy, yz, xz).
TRIANGLES: tuple[tuple[tuple[int, int, int], tuple[int, int, int]], ...] = tuple(
    ((x, y, z), (PAIR[x][y], PAIR[y][z], PAIR[x][z]))
    for a, b, c in combinations(range(5), 3)
    for x in members(a) for y in members(b) for z in members(c)
)
#: The lines and triangles through each cell.
LINES_OF: list[list[int]] = [[] for _ in range(CELLS)]
TRIANGLES_OF: list[list[int]] = [[] for _ in range(CELLS)]
for _i, (_x, _o, _cells) in enumerate(LINES):
    for _cell in _cells:
        LINES_OF[_cell].append(_i)
for _i, (_els, _cells) in enumerate(TRIANGLES):
    for _cell in _cells:
        TRIANGLES_OF[_cell].append(_i)


def cell(x: int, y: int) -> int:
    """The cell joining elements ``x`` and ``y`` (of two different categories)."""
    for e in (x, y):
        if type(e) is not int or not 0 <= e < len(LABELS):
            raise ValueError(f"An element is a number from 0 to {len(LABELS) - 1} (see "
                             f"fleet1715.element); got {brief(e)}.")
    found = PAIR[x][y]
    if found < 0:
        raise ValueError(f"No cell joins {LABELS[x]} and {LABELS[y]}: a cell joins two "
                         "elements of different categories.")
    return found


def check_cell(c: Any) -> int:
    """``c`` if it numbers a cell of the grid (0 to 159); else a ``ValueError`` saying so."""
    if type(c) is not int or not 0 <= c < CELLS:
        raise ValueError(f"The grid's cells are numbered 0 to {CELLS - 1}; got {brief(c)}.")
    return c


def cell_label(c: int) -> str:
    """A cell's short name, row element first: ``"sebastian:gold"``."""
    x, y = ENDS[check_cell(c)]
    return f"{KEYS[x]}:{KEYS[y]}"


def cell_from_label(label: str) -> int:
    """The inverse of ``cell_label``; either order of the two keys is accepted."""
    parts = label.split(":") if isinstance(label, str) else []
    if len(parts) != 2:
        raise ValueError(f"{brief(label)} is not a cell: write two element keys, e.g. "
                         "'sebastian:gold' or 'nao:15ft'.")
    return cell(element(parts[0]), element(parts[1]))


#: Each cell's words (``cell_text``), made once: a ``Text`` is a value, read when shown.
_CELL_TEXTS = tuple(_("{row} / {column}", row=label(x), column=label(y)) for x, y in ENDS)


def cell_text(c: int) -> Text:
    """A cell for people, read in the language of the moment: "Sebastian Inlet / gold
    coins"."""
    return _CELL_TEXTS[check_cell(c)]


def cell_title(c: int) -> str:
    """A cell for people, in the language of the moment: "Sebastian Inlet / gold coins"."""
    return str(cell_text(c))


def position(c: int) -> tuple[int, int, int]:
    """(subgrid, row, column) of a cell in the staircase layout."""
    x, y = ENDS[c]
    return c // 16, index_of(x), index_of(y)


_WORDS: dict[str, bool | None] = {"": None, "blank": None, "yes": True, "no": False}


def as_grid(marks: Any) -> Grid:
    """A grid from ``None`` (empty), a sequence of 160 marks, or a mapping cell -> mark.

    Marks are ``None``/``True``/``False`` or ``"blank"``/``"yes"``/``"no"``;
    cells in a mapping are indices or labels (``"nao:silver"``). Anything else
    raises ``IllegalAction`` under ``fleet1715/grid``.
    """
    if marks is None:
        return EMPTY
    if isinstance(marks, Mapping):
        grid: list[bool | None] = [None] * CELLS
        for key, mark in marks.items():
            c = _cell_key(key)
            grid[c] = _mark(mark, c)
        return tuple(grid)
    if isinstance(marks, (str, bytes)) or not isinstance(marks, Sequence):
        raise IllegalAction("fleet1715/grid", f"A grid must be a sequence of {CELLS} marks or "
                                              f"a mapping of cells to marks; got {brief(marks)}.")
    if len(marks) != CELLS:
        raise IllegalAction("fleet1715/grid", f"A grid has {CELLS} cells (10 subgrids of 4x4); "
                                              f"this one has {len(marks)}.")
    return tuple(_mark(mark, c) for c, mark in enumerate(marks))


def _cell_key(key: Any) -> int:
    if isinstance(key, int) and not isinstance(key, bool) and 0 <= key < CELLS:
        return key
    try:
        return cell_from_label(key)
    except ValueError as err:
        raise IllegalAction("fleet1715/grid", f"{brief(key)} is not a cell of the grid: {err}") \
            from None


def _mark(mark: Any, c: int) -> bool | None:
    """The mark written in cell ``c``, refused by the cell's name when it is none."""
    if mark is None or isinstance(mark, bool):
        return mark
    if isinstance(mark, str) and mark in _WORDS:
        return _WORDS[mark]
    raise IllegalAction("fleet1715/grid", f"The mark at {cell_title(c)} must be blank, no or "
                                          f"yes (None, False or True); got {brief(mark)}.")
