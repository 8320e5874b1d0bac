"""A static picture of a Battleship position, for where no live board can run.

``picture(view, status, recent)`` draws one seat's view (``view.view``) as
self-contained HTML: inline styles only, no script, no id, nothing random, so
the same position always gives the same text (nbval compares it). It still
reads with the styles stripped: every mark is a word too. Its words are the page's
(``page_words``), in the language of the moment.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.page_words import PICTURE_SMALL, PictureWords, picture_box
from .cards import COLUMNS, cell_label
from .page_words import board_words

_BOX = picture_box(640)
_CELL = ("width:25%;height:54px;border:2px solid #8c959f;border-radius:4px;padding:2px 4px;"
         "vertical-align:top;text-align:center")
_FACES = {
    "down": "background:#d6e4f0;border-color:#6b8fb3",
    "miss": "background:#f0f2f4;border-style:dotted",
    "ship": "background:#ffffff;border-color:#57606a",
    "sunk": "background:#e4e6e9;color:#57606a",
}
_LAST = ";outline:3px solid #b35900;outline-offset:-5px"
_SMALL = PICTURE_SMALL


def picture(view: dict[str, Any], status: str, recent: list[dict[str, Any]]) -> str:
    """The board of ``view`` (one seat's view), its status line and the other seat's
    last turn (``recent.last_turn``), as one HTML fragment."""
    w = PictureWords(board_words())
    players = view.get("players", [])
    seat = view.get("seat")
    me = next((p for p in players if p["seat"] == seat), None)
    bottom = me or players[0]
    top = next(p for p in players if p is not bottom)
    last = {(move["grid"], move["cell"]) for move in recent if move.get("cell") is not None}
    title = w("title")
    if view.get("variant") != "standard":
        title += f" ({w('variant.' + str(view.get('variant')))})"
    parts = [
        f'<div style="{_BOX}">',
        f'<div style="font-weight:700;font-size:15px">{escape(title)} · '
        f'{w("picture.turn", turn=view.get("turn"))}</div>',
        f"<div>{escape(status)}</div>",
        _last_turn(w, recent, top["name"]),
        _grid(w, top, w("grid.opp" if me else "grid.of", player=top["name"]), last),
        f'<div style="{_SMALL}">'
        f'{w.n("other-hand.label", top["hand_size"], player=top["name"])}</div>',
        _grid(w, bottom, w("grid.own" if me else "grid.of", player=bottom["name"]), last),
        _hand(w, me) if me else "",
        f'<div style="{_SMALL};margin-top:6px">{w("picture.note")}</div>',
        "</div>",
    ]
    return "".join(parts)


def _last_turn(w: PictureWords, recent: list[dict[str, Any]], name: str) -> str:
    if not recent:
        return ""
    lines = "".join(f"<li>{escape(move['text'])}</li>" for move in recent)
    return (f'<div style="margin:6px 0;padding:4px 8px;border-left:4px solid #b35900;'
            f'background:#fff4e5"><strong>{w("last.title", player=name)}</strong>'
            f'<ul style="margin:2px 0;padding-left:18px">{lines}</ul></div>')


def _grid(w: PictureWords, player: dict[str, Any], title: str, last: set[tuple[int, int]]) -> str:
    cells = player.get("grid", [])
    rows = []
    for start in range(0, len(cells), COLUMNS):
        row = "".join(_cell(w, cells[i], i, (player["seat"], i) in last)
                      for i in range(start, start + COLUMNS))
        rows.append(f"<tr>{row}</tr>")
    return (f'<div style="font-weight:700;margin-top:8px">{title}</div>'
            f'<table style="border-collapse:separate;border-spacing:4px;width:100%;'
            f'max-width:480px;table-layout:fixed">{"".join(rows)}</table>')


def _cell(w: PictureWords, cell: dict[str, Any], index: int, last: bool) -> str:
    face, card = cell.get("face"), cell.get("card")
    if face == "down":
        kind, body = "down", "?"
    elif face == "sunk":
        kind, body = "sunk", f"<s>{w('card.' + card)}</s><br>{w('mark.sunk')}"
    elif card == "miss":
        kind, body = "miss", w("mark.miss")
    else:
        kind, body = "ship", _ship(w, cell)
    mark = (f'<br><span style="{_SMALL};color:#8a4500;font-weight:700">{w("mark.last")}'
            "</span>") if last else ""
    style = f"{_CELL};{_FACES[kind]}{_LAST if last else ''}"
    return (f'<td style="{style}"><div style="{_SMALL};text-align:left">'
            f"{cell_label(index)}</div>{body}{mark}</td>")


def _ship(w: PictureWords, cell: dict[str, Any]) -> str:
    text = f"<strong>{w('card.' + cell['card'])}</strong> {cell['damage']}/{cell['hits']}"
    shield = cell.get("shield")
    if shield is not None:
        text += "<br>" + w("mark.shield", left=shield["strength"] - shield["damage"],
                           strength=shield["strength"])
    if cell.get("pegs"):
        pegs = w("list.comma").join(w("card." + peg) for peg in cell["pegs"])
        text += f'<br><span style="{_SMALL}">{pegs}</span>'
    return text


def _hand(w: PictureWords, me: dict[str, Any]) -> str:
    hand = me.get("hand") or []
    chips = "".join(
        f'<span style="display:inline-block;margin:2px 4px 2px 0;padding:2px 6px;'
        f'border:1px solid #8c959f;border-radius:4px">{w("card." + card)}</span>'
        for card in hand)
    return (f'<div style="font-weight:700;margin-top:8px">{hand_title(w, me)}</div>'
            f"<div>{chips or w('hand.empty')}</div>")


def hand_title(w: PictureWords, me: dict[str, Any]) -> str:
    """"Your hand (7 cards, refill to 5)": the cards held, and the hand the refill at
    the end of the turn draws up to (battleship/refill, battleship/carrier)."""
    return w.n("hand.title.refill", len(me.get("hand") or []), limit=me["hand_limit"])
