"""Tables and bar charts a lesson shows, drawn from one set of numbers.

``Grid`` is a small table (HTML in a notebook, aligned text elsewhere). ``BarChart``
counts values in bands and draws the counts with matplotlib; where matplotlib cannot be
imported (it is no dependency of the package, and the offline site's Pyodide kernel has
none) it shows the same counts as a table, with a sentence saying why.
"""

from __future__ import annotations

import base64
import html
import io
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from ..core.i18n import Catalog, Text

_ = Catalog("lessons")

NO_CHART = _("The chart needs the JupyterLab version of the lessons (with matplotlib); "
             "here are the same numbers as a table.")


class Grid:
    """A table: a header row and rows of cells, with an optional caption."""

    def __init__(self, header: Sequence[Any], rows: Sequence[Sequence[Any]],
                 caption: str | Text = "") -> None:
        self.header = [str(cell) for cell in header]
        self.rows = [[str(cell) for cell in row] for row in rows]
        self.caption = str(caption)

    def text(self) -> str:
        widths = [max(len(row[column]) for row in [self.header, *self.rows])
                  for column in range(len(self.header))]
        lines = ["  ".join(cell.rjust(width) for cell, width in zip(row, widths, strict=True))
                 for row in [self.header, *self.rows]]
        return "\n".join([self.caption, *lines] if self.caption else lines)

    def html(self) -> str:
        head = "".join(f"<th>{html.escape(cell)}</th>" for cell in self.header)
        body = "".join("<tr>" + "".join(f"<td>{html.escape(cell)}</td>" for cell in row)
                       + "</tr>" for row in self.rows)
        caption = f"<caption>{html.escape(self.caption)}</caption>" if self.caption else ""
        return f'<table class="nw-grid">{caption}<tr>{head}</tr>{body}</table>'

    def __repr__(self) -> str:
        return self.text()

    def _repr_html_(self) -> str:
        return self.html()


class Bands(NamedTuple):
    """Whole numbers counted in bands: 0 alone, then ``width`` at a time (1-10, 11-20...)."""

    width: int
    top: int  # the highest value counted; the last band reaches it

    def labels(self) -> list[str]:
        return ["0"] + [f"{low}-{low + self.width - 1}"
                        for low in range(1, self.top + 1, self.width)]

    def counts(self, values: Sequence[int]) -> list[int]:
        counts = [0] * len(self.labels())
        for value in values:
            counts[0 if value <= 0 else 1 + (min(value, self.top) - 1) // self.width] += 1
        return counts


class Panel(NamedTuple):
    """One chart: how many values of each series fall in each band."""

    title: str | Text
    series: Mapping[str, Sequence[int]]


class BarChart:
    """Panels of bars (one bar per series in each band) sharing their bands and axes.

    Shown in a notebook as a picture drawn by matplotlib, or, without matplotlib, as one
    table per panel; its text form is always the tables.
    """

    def __init__(self, panels: Sequence[Panel], bands: Bands, x_label: str | Text,
                 y_label: str | Text) -> None:
        self.panels = list(panels)
        self.bands = bands
        self.x_label = str(x_label)
        self.y_label = str(y_label)

    def grids(self) -> list[Grid]:
        """Each panel as a table: a row per band, a column per series."""
        labels = self.bands.labels()
        grids = []
        for panel in self.panels:
            counts = [self.bands.counts(values) for values in panel.series.values()]
            rows = [[label, *(column[row] for column in counts)]
                    for row, label in enumerate(labels)]
            grids.append(Grid([self.x_label, *panel.series], rows, panel.title))
        return grids

    def png(self) -> bytes | None:
        """The chart as a PNG picture, or None without matplotlib."""
        try:
            from matplotlib.figure import Figure
        except ImportError:
            return None
        labels = self.bands.labels()
        figure = Figure(figsize=(4.2 * len(self.panels), 3.2), layout="constrained")
        for axes, panel in zip(figure.subplots(1, len(self.panels), squeeze=False)[0],
                               self.panels, strict=True):
            step = 0.8 / len(panel.series)
            for number, (name, values) in enumerate(panel.series.items()):
                axes.bar([band + (number - (len(panel.series) - 1) / 2) * step
                          for band in range(len(labels))],
                         self.bands.counts(values), width=step, label=name)
            axes.set_xticks(range(len(labels)), labels, rotation=45, fontsize=8)
            axes.set_title(str(panel.title), fontsize=9)
            axes.set_xlabel(self.x_label)
            axes.set_ylabel(self.y_label)
            axes.legend(fontsize=8)
        picture = io.BytesIO()
        figure.savefig(picture, format="png", dpi=80, metadata={"Software": None})
        return picture.getvalue()

    def __repr__(self) -> str:
        return "\n\n".join(grid.text() for grid in self.grids())

    def _repr_mimebundle_(self, **kwargs: Any) -> dict[str, Any]:
        bundle: dict[str, Any] = {"text/plain": repr(self)}
        picture = self.png()
        if picture is not None:
            bundle["image/png"] = base64.b64encode(picture).decode("ascii")
        else:
            bundle["text/html"] = (f"<p><i>{html.escape(str(NO_CHART))}</i></p>"
                                   + "".join(grid.html() for grid in self.grids()))
        return bundle
