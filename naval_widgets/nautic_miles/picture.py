"""A static picture of a Nautic Miles position, for where no live board can run.

``picture(view, status)`` draws one seat's view (``view.view``) as self-contained HTML:
inline styles only, no script, nothing random, so the same position always gives the
same text. Every mark is a word too; the words are the page's (``page_words``), in the
language of the moment.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.page_words import PICTURE_SMALL, PictureWords, picture_box
from .page_words import board_words

_BOX = picture_box(760)
_CONVOY = ("display:inline-block;vertical-align:top;width:150px;margin:2px;padding:3px 5px;"
           "border:2px solid #57606a;border-radius:4px")
_DOWN = ";background:#d6e4f0;border-color:#6b8fb3"
_SMALL = PICTURE_SMALL


def picture(view: dict[str, Any], status: str) -> str:
    """The board of ``view`` (one seat's view) and its status line, as HTML."""
    w = PictureWords(board_words())
    names = view.get("names", [])
    parts = [f'<div style="{_BOX}">',
             f'<div style="font-weight:700;font-size:15px">{w("title")} · '
             f'{w("info.round", round=view.get("round", 1))}</div>',
             f"<div>{escape(status)}</div>"]
    parts += [_side(w, side, names) for side in view.get("sides", [])]
    hand = view.get("hand")
    if hand is not None:
        cards = w("list.comma").join(w(f"card.{card}") for card in hand)
        parts.append(f'<div style="margin-top:6px"><strong>{w.n("hand.title", len(hand))}'
                     f"</strong> {cards}</div>")
    parts.append(f'<div style="{_SMALL}">{w("pile.draw")}: {view.get("draw", 0)} · '
                 f'{w("pile.discard")}: {view.get("discard", 0)}</div>')
    parts.append("</div>")
    return "".join(parts)


def _side(w: PictureWords, side: dict[str, Any], names: list[str]) -> str:
    score = w.n("score.game", int(side["total"]), count=f"{side['total']:g}")
    convoys = "".join(_convoy(w, convoy, slot, names)
                      for slot, convoy in enumerate(side["convoys"], start=1))
    piles = "".join(_pile(w, w(title), side[key])
                    for key, title in (("port", "port.title"), ("captures", "captures.title")))
    return (f'<div style="margin:6px 0"><strong>{escape(side["name"])}</strong> · {score}'
            f'<div>{convoys or w("line.empty")}</div>{piles}</div>')


def _pile(w: PictureWords, title: str, convoys: list[dict[str, Any]]) -> str:
    """A side's port or capture pile: each convoy by name, marked if radar detected it."""
    if not convoys:
        return ""
    names = w("list.comma").join(
        w(f"card.{convoy['card']}") + (f" ({w('chip.detected')})" if convoy["detected"] else "")
        for convoy in convoys)
    return f"<div>{title} {names}</div>"


#: Each attack's words on the board: without its countdown, and with it (the live board's).
_CHIPS = {"alert": ("chip.alert", "chip.alert.waiting"),
          "aircraft": ("chip.aircraft", "chip.aircraft.countdown"),
          "mine": ("chip.mine.held", "chip.mine")}


def _turns(w: PictureWords, count: int) -> str:
    return w.n("countdown", count, count=count)


def _chip(w: PictureWords, kind: str, attack: dict[str, Any], names: list[str]) -> str:
    """An alert, aircraft or mine as the live board words it, its countdown included."""
    plain, timed = _CHIPS[kind]
    player = names[attack["by"]]
    if attack["countdown"] is None:
        return w(plain, player=player)
    return w(timed, player=player, turns=_turns(w, attack["countdown"]))


def _miles(w: PictureWords, convoy: dict[str, Any]) -> str:
    """The convoy's distance; its miles cards alone when a lesson holds the total back."""
    if convoy["distance"] is None and convoy["miles"]:
        return " + ".join(w(f"card.{card}") for card in convoy["miles"])
    distance = convoy["distance"] or 0
    return w.n("miles", distance, count=distance)


def _convoy(w: PictureWords, convoy: dict[str, Any], slot: int, names: list[str]) -> str:
    up = convoy["face"] == "up"
    name = w(f"card.{convoy['card']}") if up else w("convoy.down")
    miles = _miles(w, convoy)
    marks = []
    if convoy["detected"]:
        marks.append(w("chip.detected"))
    if convoy["storm"]:
        marks.append(w("chip.storm"))
    if convoy["neutral"]:
        marks.append(w("card.neutral"))
    marks += [_chip(w, kind, convoy[kind], names) for kind in ("alert", "aircraft", "mine")
              if convoy[kind]]
    battle = convoy["battle"]
    if battle:
        title = w("battle.title", cards=w("list.comma").join(
            w(f"card.{card}") for card in battle["cards"]))
        if battle["countdown"] is not None:
            title += w("list.semicolon") + w("battle.countdown", player=names[battle["by"]],
                                              turns=_turns(w, battle["countdown"]))
        marks.append(title)
    notes = "".join(f'<div style="{_SMALL}">{mark}</div>' for mark in marks)
    return (f'<div style="{_CONVOY}{"" if up else _DOWN}"><div style="{_SMALL}">#{slot}</div>'
            f"<strong>{name}</strong><div>{miles}</div>{notes}</div>")
