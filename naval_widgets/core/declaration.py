"""What a game declares besides its rules, for the shared code that serves every game.

A game's ``Game`` object carries these values (``Game.board``, ``Game.sheet``,
``Game.conformance``); the play page, the rule sheets, the conformance suite and the
boards read them, so none of them names a game. Parts that need more than the engine
(the widget stack, the sheet's page) are named as ``"module:attribute"`` references and
imported by ``load`` only when they are used: the engines play without them.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from typing import Any

#: A part of a game named by where it lives: ``"package.module:attribute"``.
Reference = str


def load(reference: Reference) -> Any:
    """The attribute a ``"module:attribute"`` reference names, its module imported now."""
    module, colon, attribute = reference.partition(":")
    if not colon or not module or not attribute:
        raise ValueError(f"A reference reads 'package.module:attribute'; got {reference!r}.")
    return getattr(importlib.import_module(module), attribute)


@dataclass(frozen=True)
class Board:
    """How a game's board is drawn.

    ``bundle`` is its front end, ``static/<bundle>.js`` (built from ``js/``); ``words``
    a function giving the page's own words by key, added to the shell's; ``picture`` a
    function ``(view, status) -> HTML`` drawing a seat's view where no live board runs;
    ``widget`` a ``GameWidget`` subclass, only for a board that adds traits or messages
    of its own (the core's ``GameWidget`` otherwise); ``others`` functions ``(table) ->
    board`` opening the game's other boards on a table's settings (a puzzle board), so
    that shared checks reach them too.
    """

    bundle: str = ""
    words: Reference = ""
    picture: Reference = ""
    widget: Reference = ""
    others: tuple[Reference, ...] = ()


@dataclass(frozen=True)
class RuleSheet:
    """A game's printable rule sheet: ``build(translate) -> Sheet`` (see
    ``naval_widgets.core.sheet``), the ``languages`` it is written in (those of the
    game's learn-to-play lesson) and the ``catalog`` its words are read from, the message
    domain its ``_("...")`` are extracted into ("": English as written, in English only).
    Games that declare equal sheets share one: it is written once."""

    build: Reference
    languages: tuple[str, ...] = ("en",)
    catalog: str = ""

    def __post_init__(self) -> None:
        if not self.catalog and set(self.languages) - {"en"}:
            raise ValueError(f"A rule sheet in {', '.join(self.languages)} reads its words "
                             "from a catalog: name its message domain (catalog=...).")


@dataclass(frozen=True)
class ViewSchedule:
    """Which views the conformance suite compares with their twins' (the leak check)."""

    #: The first games: the spectator's views too, each view as JSON, and the whole twin
    #: check (``Conformance.twin_check``).
    full: int = 50
    #: The first games: every state; the others every ``step``-th state (each game from
    #: another offset).
    every_state: int = 80
    step: int = 8


@dataclass(frozen=True)
class Conformance:
    """How the conformance suite plays a game's seeded tables, and the game's own checks.

    ``games``: seeded games to play (an environment variable may ask for fewer);
    ``long``: they take minutes of CPU, so the suite starts them first; ``options``:
    settings added to the game's own for these games; ``mixed_bots``: the first games
    that seat the game's bots in turn (``None``: every game; the others seat ``random``);
    ``views``: the leak check's schedule; ``finished_check``: a function ``(table) ->
    problems`` (a list of sentences, empty when all is well) run on each finished table;
    ``twin_check``: a function ``(state, twin, seat, full) -> problems`` run where the
    suite compares a state with its twin (``seat``'s secrets dealt anew);
    ``twin_from_view``: a function ``(view, rng) -> state`` when ``resample`` is a state
    built from the seat's view, so the suite builds the twin from the view it made.
    """

    games: int = 400
    long: bool = False
    options: dict[str, Any] = field(default_factory=dict)
    mixed_bots: int | None = None
    views: ViewSchedule = ViewSchedule()
    finished_check: Reference = ""
    twin_check: Reference = ""
    twin_from_view: Reference = ""
