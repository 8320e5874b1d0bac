"""The traits a board's page reads, as the widget class lists them (no copy of the list).

Browser tests and benchmarks hand a real widget's traits to the page's stub model
with ``traits_of(widget)``.
"""

from __future__ import annotations

from typing import Any

#: Synced traits every ipywidget has; the boards do not read them.
IPYWIDGET_TRAITS = ("layout", "tabbable", "tooltip")


def synced(widget: Any) -> list[str]:
    """The game's synced traits, sorted (anywidget's own ``_esm``, ``layout``... left out)."""
    return sorted(name for name in widget.trait_names(sync=True)
                  if not name.startswith("_") and name not in IPYWIDGET_TRAITS)


def traits_of(widget: Any) -> dict[str, Any]:
    """Every synced trait's value: what the kernel sends the page."""
    return {name: getattr(widget, name) for name in synced(widget)}
