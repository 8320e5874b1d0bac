"""A static picture of a table game position, for where no live board can run.

``picture(view, status)`` draws one seat's view (``view.view``: never another hand, the
draw pile, or a card passed between two others) as self-contained HTML: inline styles
only, no script, nothing random, so the same position always gives the same text. The
words are the board's (``page_words``), in the language of the moment.
"""

from __future__ import annotations

from html import escape
from typing import Any

from ...core.page_words import PICTURE_SMALL, PictureWords, picture_box
from ..world.data import CATEGORY_KEYS
from .page_words import board_words

#: How many lines of the public record the picture shows (the last ones).
RECORD_LINES = 6

_BOX = picture_box(760)
_SMALL = PICTURE_SMALL
_HEAD = "font-weight:700;margin-top:8px"
_SEATS = "border-collapse:collapse;margin-top:4px;font-size:inherit"
_SEAT = "padding:2px 10px 2px 0;vertical-align:top"
_MOVING = ";background:#fff4d6"
_PASSIVE = ";color:#57606a"
_LIST = "margin:2px 0;padding-left:20px"
_MARK = {True: "color:#1a7f37;font-weight:700", False: "color:#cf222e;font-weight:700"}


def picture(view: dict[str, Any], status: str) -> str:
    """The board of ``view`` (one seat's view) and its status line, as HTML: the seats
    round the table, the seat's mission, hand and the cards handed to it, the face-up
    cards, its slip as written, the record's last lines, and the slips (revealed at the
    end, with the solution); the request it must answer, if any."""
    w = PictureWords(board_words())
    round_ = view.get("round") or 0  # 0 while the mission cards are taken
    heading = w("title") + (f' · {w("info.round", round=round_)}' if round_ else "")
    parts = [f'<div style="{_BOX}">',
             f'<div style="font-weight:700;font-size:15px">{heading}</div>',
             f"<div>{escape(status)}</div>", _seats(w, view)]
    seat = view.get("seat")
    if seat is not None:
        mission = view["missions"][seat]
        parts.append(f'<div style="{_HEAD}">'
                     + (w("mission", mission=_element(w, mission)) if mission
                        else w("mission.none")) + "</div>")
        if view.get("giver") == seat:  # a request waits for this seat's card
            parts.append(f'<div style="{_HEAD}">'
                         + w("give.title", player=_seat(w, view["turn"]),
                             subject=_subject(w, view["asked"])) + "</div>")
        parts.append(_cards(w, w("hand"), view.get("hand")))
        parts.append(_cards(w, w("received"), view.get("received"),
                            lambda card: w("received.from", player=_seat(w, card["from"]))))
    parts += [_cards(w, w("face-up"), view.get("face_up")), _draft(w, view), _record(w, view),
              _slips(w, view), f'<div style="{_SMALL};margin-top:8px">{w("picture.note")}</div>',
              "</div>"]
    return "".join(parts)


# Plain text (``PictureWords`` escapes what it fills in; other text is escaped where used).
def _seat(w: PictureWords, seat: int) -> str:
    """A seat's name: "Player 2"."""
    return w.words["seat.name"].format(number=seat + 1)


def _element(w: PictureWords, key: str | None) -> str:
    """An element by its key (a mission card, a line of a slip), as the board names it."""
    return "…" if key is None else w.words.get(f"element.{key}", key)


def _subject(w: PictureWords, key: str) -> str:
    """What a request names: a category's name or an element's."""
    return w.words.get(f"category.{key}") or _element(w, key)


def _seats(w: PictureWords, view: dict[str, Any]) -> str:
    """Each seat round the table: its name, cards held, active or passive, its mission."""
    rows = []
    for seat in range(view["players"]):
        name = (w("seat.you", player=_seat(w, seat)) if seat == view.get("seat")
                else escape(_seat(w, seat)))
        passive = view["passive"][seat]
        mission = view["missions"][seat]
        moving = view.get("to_move") == seat
        style = _SEAT + (_MOVING if moving else "") + (_PASSIVE if passive else "")
        cells = [f"<strong>{name}</strong>", w.n("seat.cards", view["hand_sizes"][seat]),
                 w("seat.passive") if passive else w("seat.active"),
                 w("seat.mission", mission=_element(w, mission))
                 if mission else w("seat.no-mission"),
                 f'▶ {w("seat.to-move")}' if moving else ""]
        rows.append("<tr>" + "".join(f'<td style="{style}">{cell}</td>' for cell in cells)
                    + "</tr>")
    return (f'<div style="{_HEAD}">{w("seats")}</div>'
            f'<table style="{_SEATS}">{"".join(rows)}</table>'
            f'<div style="{_SMALL}">{w.n("pile", view.get("pile", 0))}</div>')


def _cards(w: PictureWords, title: str, cards: list[dict[str, Any]] | None,
           note: Any = None) -> str:
    """A titled list of clue cards, by number and text (``note``: a word after each)."""
    items = "".join(
        f'<li><strong>{card["number"]}.</strong> {escape(card["text"])}'
        + (f' <span style="{_SMALL}">({note(card)})</span>' if note else "") + "</li>"
        for card in cards or [])
    body = f'<ul style="{_LIST}">{items}</ul>' if items else f'<div>{w("none")}</div>'
    return f'<div style="{_HEAD}">{title}</div>{body}'


def _draft(w: PictureWords, view: dict[str, Any]) -> str:
    """The seat's solution slip as written so far, line by line (while requests go on and
    until it is handed in)."""
    draft = view.get("draft")
    if (draft is None or view.get("phase") in ("mission", "over")
            or view["passive"][view["seat"]]):
        return ""
    lines = "".join(
        f'<li>{w("slip.line", category=w.words[f"category.{category}"])} '
        + (f'<span style="{_SMALL}">{w("slip.empty")}</span>' if value is None
           else f"<strong>{escape(_element(w, value))}</strong>") + "</li>"
        for category, value in zip(CATEGORY_KEYS, draft, strict=True))
    return f'<div style="{_HEAD}">{w("slip")}</div><ol style="{_LIST}">{lines}</ol>'


def _record(w: PictureWords, view: dict[str, Any]) -> str:
    """The last lines of the public record: who asked for what and who handed a card over
    (the card's text only when the seat asked or gave it)."""
    record = view.get("record") or []
    if not record:
        return f'<div style="{_HEAD}">{w("record")}</div><div>{w("none")}</div>'
    texts = {card["number"]: card["text"]
             for card in (view.get("received") or []) + (view.get("given") or [])}
    first = max(0, len(record) - RECORD_LINES)
    lines = []
    for entry in record[first:]:
        said = {"asker": _seat(w, entry["asker"]),
                "subject": _subject(w, entry["subject"])}
        if entry["giver"] is None:
            lines.append(w("record.nobody", **said))
            continue
        said["giver"] = _seat(w, entry["giver"])
        if entry["card"] is None:
            lines.append(w("record.given", **said))
        else:
            lines.append(w("record.card", **said, number=entry["card"],
                           text=texts.get(entry["card"], "")))
    items = "".join(f"<li>{line}</li>" for line in lines)
    return (f'<div style="{_HEAD}">{w("record")}</div>'
            f'<ol start="{first + 1}" style="{_LIST};padding-left:32px">{items}</ol>')


def _slips(w: PictureWords, view: dict[str, Any]) -> str:
    """The slips handed in, in order (face down until the reveal), and at the end each
    slip's mark and the solution, wreck by wreck."""
    slips = view.get("slips") or []
    over = view.get("phase") == "over"
    if not slips and not over:
        return ""
    comma = w.words["list.comma"]
    items = []
    for place, slip in enumerate(slips, start=1):
        text = (comma.join(_element(w, key) for key in slip["wreck"]) if slip["wreck"]
                else w.words["reveal.hidden"])
        line = w("reveal.slip", place=place, player=_seat(w, slip["seat"]), slip=text)
        if slip["correct"] is not None:
            mark = w("reveal.right") if slip["correct"] else w("reveal.wrong")
            line += f' — <span style="{_MARK[slip["correct"]]}">{mark}</span>'
        items.append(f"<li>{line}</li>")
    out = (f'<div style="{_HEAD}">{w("reveal")}</div>'
           f'<ul style="{_LIST};list-style:none;padding-left:0">{"".join(items)}</ul>')
    if over and view.get("solution"):
        wrecks = "".join(
            "<li>" + escape(comma.join(_element(w, wreck[key]) for key in CATEGORY_KEYS))
            + "</li>" for wreck in view["solution"])
        out += f'<div style="{_HEAD}">{w("solution")}</div><ul style="{_LIST}">{wrecks}</ul>'
    return out
