"""Every game's board at its start, in its middle and at its end, for the layout checks:
positions played by the game's own bots, read from the registry (no game named here)."""

from __future__ import annotations

import pathlib
from typing import Any

from naval_widgets import core

from ..played import bot_game, cut
from ..traits import traits_of

#: The moments of a game a layout check looks at.
MOMENTS = ("start", "middle", "over")

#: What overflows the board or overlaps a sibling, measured in the page: every element
#: wider inside than its box (``scrollWidth > clientWidth``) or reaching past the board's
#: sides, every two boxes side by side in one parent that cover each other (but in a
#: ``data-stack`` parent, drawn on top of each other on purpose: a fan of card backs), and
#: every two buttons side by side with no gap between them.
PROBLEMS_JS = (pathlib.Path(__file__).parent / "layout_check.js").read_text()


def seated(game: Any, table: Any) -> int:
    """The seat the board is shown to: the first person's."""
    return 0


def positions(game: Any, seed: int = 3) -> dict[str, Any]:
    """The game's table at each of ``MOMENTS``: one game its default bots play to the end,
    replayed to its start and to its middle."""
    whole = bot_game(game, seed)
    plies_at = (0, len(whole.actions) // 2, len(whole.actions))
    return {moment: cut(whole, plies) for moment, plies in zip(MOMENTS, plies_at, strict=True)}


def board_traits(table: Any, seat: int = 0) -> dict[str, Any]:
    """What the kernel sends the page of ``table``'s board for ``seat``."""
    return traits_of(table.widget(seat=seat, pace=0))


def games() -> dict[str, Any]:
    """Every registered game by name."""
    return core.games()


def assert_replay_laid_out(page: Any, name: str, parts: tuple[str, ...]) -> None:
    """The layout check on a replay's board 1,000 px wide, and on its ``parts`` alone (the
    classes its lines name) at 420 px, where some boards are wider than the page."""
    for width in (1000, 420):
        page.set_viewport_size({"width": width, "height": 900})
        problems = page.evaluate(PROBLEMS_JS)
        if width < 1000:
            problems = [line for line in problems if any(part in line for part in parts)]
        assert problems == [], f"{name} at {width} px: " + "\n".join(problems)
