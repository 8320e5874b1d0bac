"""What a board's page and kernel exchange, for the tests: the traits the page reads,
as the widget class lists them (no copy of the list), and the messages it sends.

Browser tests and benchmarks hand a real widget's traits to the page's stub model
with ``traits_of(widget)``; Python tests send ``message(...)`` as the page would.
"""

from __future__ import annotations

from typing import Any

from naval_widgets.core.widget import page_traits


def synced(widget: Any) -> list[str]:
    """The game's synced traits, sorted (anywidget's own ``_esm``, ``layout``... left out)."""
    return list(page_traits(widget))


def traits_of(widget: Any) -> dict[str, Any]:
    """Every synced trait's value: what the kernel sends the page."""
    return page_traits(widget)


def message(kind: str, ply: int, **payload: Any) -> dict[str, Any]:
    """A message as the page sends it: ``{type, payload, ply}``."""
    return {"type": kind, "payload": payload, "ply": ply}


def send(widget: Any, kind: str, ply: int | None = None, **payload: Any) -> Any:
    """Hand ``widget`` a page message made at ``ply`` (the widget's own by default)."""
    widget.handle_message(message(kind, widget.ply if ply is None else ply, **payload))
    return widget
