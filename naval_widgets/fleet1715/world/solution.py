"""A solution: which cargo, depth, type and name belong to the wreck at each site."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .data import ATTRIBUTES, CATEGORY_KEYS, DEPTH, KEYS, LABELS
from .grid import ENDS, Grid


@dataclass(frozen=True)
class Solution:
    """``sites[e]``: the site of element ``e`` (a site's own id for the four sites).

    >>> from naval_widgets.fleet1715 import SOLUTIONS
    >>> SOLUTIONS["A"].row(0)
    ('silver', '20ft', 'capitana', 'regla')
    """

    sites: tuple[int, ...]
    depth_rank: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        ranks = [0] * 4
        for k in range(4):
            ranks[self.sites[DEPTH * 4 + k]] = k
        object.__setattr__(self, "depth_rank", tuple(ranks))

    @classmethod
    def from_rows(cls, rows: tuple[tuple[int, ...], ...]) -> Solution:
        """From four rows (one a site, coast order) of (cargo, depth, type, name) ids."""
        sites = [0, 1, 2, 3] + [0] * 16
        for site, row in enumerate(rows):
            for e in row:
                sites[e] = site
        return cls(tuple(sites))

    def site_of(self, e: int) -> int:
        return self.sites[e]

    def at(self, site: int, category: int) -> int:
        """The element of ``category`` at ``site``."""
        return next(e for e in range(category * 4, category * 4 + 4) if self.sites[e] == site)

    def values(self) -> tuple[int, ...]:
        """The element of each attribute at each site, site by site (cargo, depth...)."""
        return tuple(self.at(site, category) for site in range(4) for category in ATTRIBUTES)

    def row(self, site: int) -> tuple[str, ...]:
        """The keys of the cargo, depth, type and name at ``site``."""
        return tuple(KEYS[self.at(site, category)] for category in ATTRIBUTES)

    def holds(self, c: int) -> bool:
        """Whether cell ``c`` is yes in this solution."""
        x, y = ENDS[c]
        return self.sites[x] == self.sites[y]

    def grid(self) -> Grid:
        """The complete grid of this solution."""
        return tuple(self.sites[x] == self.sites[y] for x, y in ENDS)

    def depth_at(self, site: int) -> int:
        """The depth rank (0 = 15 ft ... 3 = 22 ft) of the wreck at ``site``."""
        return self.depth_rank[site]

    def to_json(self) -> list[dict[str, Any]]:
        return [{"site": KEYS[site], **{CATEGORY_KEYS[c]: KEYS[self.at(site, c)]
                                        for c in ATTRIBUTES}} for site in range(4)]

    def __str__(self) -> str:
        lines = []
        for site in range(4):
            cells = [LABELS[self.at(site, c)] for c in ATTRIBUTES]
            lines.append(f"{LABELS[site]:<17} " + " | ".join(cells))
        return "\n".join(lines)

