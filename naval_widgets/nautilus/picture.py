"""A static picture of a Nautilus position, for where no live board can run.

``picture(view, status)`` draws one seat's view (``view.view``: never the opponent's
hidden divers) as self-contained HTML: inline styles only, no script, nothing random, so
the same position always gives the same text. Every mark is a word too; the words are
the page's (``page_words``), in the language of the moment.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ..core.i18n import plural_form
from ..core.page_words import PICTURE_SMALL, PictureWords, picture_box
from .cards import DOMAINS
from .page_words import board_words

_BOX = picture_box(720)
_GRID = "border-collapse:separate;border-spacing:4px;width:100%;table-layout:fixed"
_PLACE = ("height:40px;border:1px solid #8c959f;border-radius:4px;padding:2px 4px;"
          "text-align:center;vertical-align:middle")
_DOMAIN = ("border:2px solid #1f2328;border-radius:4px;padding:2px 4px;text-align:center;"
           "background:#eef3f8")
_INK = ";border-style:dashed"
_HEAD = "text-align:left;font-weight:700;width:22%"
_SMALL = PICTURE_SMALL


def picture(view: dict[str, Any], status: str) -> str:
    """The board of ``view`` (one seat's view) and its status line, as HTML."""
    w = PictureWords(board_words())
    seat = view.get("seat")
    own = 0 if seat is None else seat
    parts = [f'<div style="{_BOX}">',
             f'<div style="font-weight:700;font-size:15px">{w("title")} · '
             f'{w("info.round", round=view.get("round", 1))}</div>',
             f"<div>{escape(status)}</div>",
             f'<table style="{_GRID}">{_side(w, view, 1 - own)}{_submarine(w, view)}'
             f"{_side(w, view, own)}</table>"]
    if seat is not None:
        parts += [_hand(w, view), _opponent(w, view, 1 - seat)]
    parts += [_tallies(w, view), _last(w, view), "</div>"]
    return "".join(parts)


def _name(view: dict[str, Any], seat: int) -> str:
    return escape(view["names"][seat])


def _diver(w: PictureWords, value: int) -> str:
    return escape(_diver_text(w.words, value))


def _side(w: PictureWords, view: dict[str, Any], side: int) -> str:
    title = (w("side.you", player=view["names"][side]) if side == view.get("seat")
             else _name(view, side))
    anchor, mover = view.get("anchor"), view.get("mover")
    cells = []
    for place, value in enumerate(view["sides"][side]):
        marks = [w("place.anchor")] if anchor == [side, place] else []
        if mover == [side, place]:
            marks.append(w("place.mover"))
        body = (f'<span style="{_SMALL}">{w("place.empty")}</span>' if value is None
                else f'<strong style="font-size:15px">{_diver(w, value)}</strong>')
        notes = "".join(f'<div style="{_SMALL}">{mark}</div>' for mark in marks)
        cells.append(f'<td style="{_PLACE}">{body}{notes}</td>')
    return f'<tr><th style="{_HEAD}">{title}</th>{"".join(cells)}</tr>'


def _submarine(w: PictureWords, view: dict[str, Any]) -> str:
    cells = "".join(
        f'<td style="{_DOMAIN}{_INK if card["stars"] < 0 else ""}">'
        f'<strong>{w("domain." + card["domain"])}</strong>'
        f'<div style="{_SMALL}">{escape(_stars_text(w.words, card["stars"]))}</div></td>'
        for card in view["domains"])
    return f'<tr><th style="{_HEAD}">{w("submarine")}</th>{cells}</tr>'


def _hand(w: PictureWords, view: dict[str, Any]) -> str:
    hand = view.get("hand") or []
    divers = w("list.comma").join(_diver(w, value) for value in hand)
    special = view.get("special")
    card = w(f"special.{special}") if special else w("special.none")
    return (f'<div style="margin-top:6px"><strong>{w.n("hand.title", len(hand))}</strong> '
            f'{divers or w("hand.empty")}</div>'
            f'<div><strong>{w("special.yours")}</strong> {card}</div>')


def _opponent(w: PictureWords, view: dict[str, Any], mark: int) -> str:
    """What the seat knows of the opponent's hand (its size, what the Eye or the Harpoon
    showed) and what the opponent saw of the seat's own."""
    player = view["names"][mark]
    lines = [w.n("opponent.hand", view["hand_sizes"][mark], player=player)]
    if view.get("opponent_hand"):
        cards = w.words["list.comma"].join(_diver_text(w.words, value)
                                           for value in view["opponent_hand"])
        lines.append(w("opponent.seen", player=player, cards=cards))
    if view.get("opponent_special"):
        lines.append(w("opponent.special", player=player,
                       card=w.words[f"special.{view['opponent_special']}"]))
    if view.get("known_to_opponent"):
        cards = w.words["list.comma"].join(_diver_text(w.words, value)
                                           for value in view["known_to_opponent"])
        lines.append(w("opponent.knows", player=player, cards=cards))
    return f'<div style="{_SMALL}">{"<br>".join(lines)}</div>'


def _tallies(w: PictureWords, view: dict[str, Any]) -> str:
    """The domains' running tallies and "won" marks, or the sentence saying they are
    hidden in this game (``show_score=False``) or held back by a lesson until answered."""
    tallies = view.get("tallies")
    if tallies is None:
        hidden = w("tallies.held" if view.get("show_score") else "tallies.hidden")
        return f'<div style="{_SMALL};margin-top:6px">{hidden}</div>'
    clinched = view.get("clinched") or [None] * len(DOMAINS)
    head = "".join(f"<th>{_name(view, seat)}</th>" for seat in (0, 1))
    rows = []
    for index, domain in enumerate(DOMAINS):
        taker = clinched[index]
        won = "" if taker is None else "✓ " + w("tallies.won", player=view["names"][taker])
        rows.append(f'<tr><th style="text-align:left">{w("domain." + domain)}</th>'
                    f"<td>{tallies[0][index]}</td><td>{tallies[1][index]}</td>"
                    f"<td><strong>{won}</strong></td></tr>")
    return (f'<table style="margin-top:6px;border-spacing:8px 0">'
            f'<caption style="text-align:left;font-weight:700">{w("tallies.title")}</caption>'
            f'<tr><td></td>{head}<td></td></tr>{"".join(rows)}</table>')


def _last(w: PictureWords, view: dict[str, Any]) -> str:
    """The round just scored, card by card."""
    words = w.words
    lines = "".join(
        "<li>" + w("last.line",
                   domain=f'{words["domain." + scored["domain"]]}{words["list.comma"]}'
                          f'{_stars_text(words, scored["stars"])}',
                   first=_diver_text(words, scored["divers"][0]),
                   second=_diver_text(words, scored["divers"][1]),
                   player=view["names"][scored["taker"]]) + "</li>"
        for scored in view.get("last") or [])
    if not lines:
        return ""
    return (f'<div style="margin-top:6px"><strong>{w("last.title")}</strong>'
            f'<ol style="margin:2px 0;padding-left:20px">{lines}</ol></div>')


def _diver_text(words: dict[str, Any], value: int) -> str:
    """A diver by its value: its number, or the Kraken (15) or the Fishbone (0)."""
    return words.get(f"diver.{value}", str(value))


def _stars_text(words: dict[str, Any], stars: int) -> str:
    """What a domain card is worth: "2 stars", or "ink blot"."""
    if stars < 0:
        return words["ink"]
    return words["stars"][plural_form(stars)].format_map({"count": stars})
