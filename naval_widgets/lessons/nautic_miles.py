"""The first Nautic Miles lesson, under either rulebook: ``NauticMilesLesson("en")`` for
``notebooks/nautic-miles/01-learn-to-play.ipynb`` (the English rules) and
``NauticMilesLesson("ja")`` (``nautic_miles_ja``) for ``01-learn-to-play.ja.ipynb`` (the
Japanese rules, ``variant="ja"``). Both have the same sections and questions; each
position is a replay of a seeded two-player game under its own variant's rules, and
every answer is computed by the engine under them.

>>> from naval_widgets.lessons import nautic_miles as lesson
>>> lesson.position("battle").to_move
0
"""

from __future__ import annotations

import html
from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

import ipywidgets as widgets

from ..core.i18n import Catalog, Text
from ..nautic_miles import Table
from ..nautic_miles.cards import STRENGTH, TONS
from ..nautic_miles.scoring import convoy_points
from .lesson import Lesson
from .nautic_miles_games import CASES, FRESH, GAMES
from .questions import AnyOf, Choice, Move, Number, Option, Question
from .referee import legal, right_moves, tried

_ = Catalog("lessons")

ME, THEM = 0, 1
NOTEBOOKS = {"en": "nautic-miles/01-learn-to-play.ipynb",
             "ja": "nautic-miles/01-learn-to-play.ja.ipynb"}

#: The notebook's section showing each position (the layout key refers to them).
SECTIONS = {"line": 1, "miles": 2, "storm": 3, "battle": 4, "aircraft": 5, "mine": 6,
            "radar": 7, "neutral": 8, "layout": 10, "equal": 10, "game": 11}
#: What a board holds back until the question it answers is answered right (by variant):
#: the miles' total (question 2), the battle's countdown (question 5), the layout board's
#: countdowns (the mine question) and the key's line of the tie (question 12, English).
HOLDS = {"en": {"miles": {"distance": 2}, "battle": {"countdown": 5},
                "layout": {"countdown": 13, "key 4": 12}},
         "ja": {"miles": {"distance": 2}, "battle": {"countdown": 5},
                "layout": {"countdown": 12}}}
#: Situations of the layout key a variant's rules never show, and why.
ABSENT: dict[str, dict[int, Text]] = {
    "en": {},
    "ja": {4: _("none in these rules: an equal warship answers like a stronger one")},
}


def replay(seed: int, moves: Sequence[str], variant: str = "en",
           bot: str | None = "admiral") -> Table:
    """A two-player table where both players played ``moves`` under ``variant``'s rules;
    from there ``bot`` plays Player 2 (``None``: nobody answers, as on a question's board)."""
    table = Table(seed=seed, variant=variant, players=2,
                  bots={} if bot is None else {THEM: bot}, length="round")
    for move in moves:
        table.play(move, respond=False)
    return table


def convoy(table: Table, line: int, slot: int) -> dict:
    """Convoy ``slot`` of line ``line`` (both counted from 1) as Player 1 sees it."""
    return table.view(ME)["sides"][line - 1]["convoys"][slot - 1]


def hand(table: Table) -> list[str]:
    """Player 1's hand."""
    return table.view(ME)["hand"]


def _notations(table: Table) -> list[str]:
    return [action.notation() for action in table.legal()]


# -- the card layout key ---------------------------------------------------------------
#: The rulebook's card layout key: the twelve situations of a round between two players.
LAYOUT_KEY = {
    1: _("Convoy to starboard detected by a radar"),
    2: _("Convoy under alert, able to sail"),
    3: _("Convoy slowed by a storm"),
    4: _("Tie during a naval battle"),
    5: _("Neutral convoy attacked by a mine"),
    6: _("Convoy threatened by an aircraft"),
    7: _("Naval battle in progress"),
    8: _("Points scored"),
    9: _("A convoy arrived safely in port"),
    10: _("Points scored, counting double"),
    11: _("Draw pile"),
    12: _("Discard pile: cards face up"),
}


def _convoy_situations(convoy: Mapping[str, Any], starboard: bool) -> list[int]:
    battle = convoy["battle"]
    return [number for number, present in (
        (1, starboard and convoy["detected"]),
        (2, convoy["alert"] is not None and battle is None),
        (3, convoy["storm"]),
        (4, battle is not None and battle["leader"] == "tie"),
        (5, convoy["neutral"] and convoy["mine"] is not None),
        (6, convoy["aircraft"] is not None),
        (7, battle is not None and battle["leader"] != "tie"),
    ) if present]


def situations(table: Table) -> dict[int, Text]:
    """Where each situation of the card layout key stands on ``table``, as Player 1 sees
    it: ``{number: place}``, e.g. ``{4: "convoy 2.1", 11: "the draw pile", ...}``."""
    view = table.view(ME)
    found: dict[int, Text] = {}
    for side in view["sides"]:
        line, convoys = side["line"], side["convoys"]
        for slot, each in enumerate(convoys, start=1):
            for number in _convoy_situations(each, starboard=slot == len(convoys) > 1):
                found.setdefault(number, _("convoy {line}.{slot}", line=line, slot=slot))
        piles = ((8, side["captures"], _("the captures of line {line}", line=line)),
                 (9, side["port"], _("the port of line {line}", line=line)),
                 (10, [card for card in side["port"] + side["captures"] if card["detected"]],
                  _("the detected convoy beside line {line}", line=line)))
        for number, cards, place in piles:
            if cards:
                found.setdefault(number, place)
    if view["draw"]:
        found.setdefault(11, _("the draw pile"))
    if view["discard"]:
        found.setdefault(12, _("the discard pile"))
    return found


class LayoutKey(widgets.HBox):
    """A board and, beside it, where each numbered situation of the layout key stands:
    on this board, or in the section that shows it. ``hidden`` gives, for a situation a
    question asks about (``"key 4"`` in the lesson's holds), the line shown until then."""

    def __init__(self, board: widgets.Widget, lines: list[str],
                 hidden: Mapping[int, str] | None = None) -> None:
        self.all_lines = lines
        self.hidden = dict(hidden or {})
        self.board = board
        self.legend = widgets.HTML(value=self._legend())
        super().__init__(children=[board, self.legend],
                         # grid_gap is the CSS grid-gap, the gap property's other name:
                         # it spaces a flex box's items too (Layout has no gap).
                         layout=widgets.Layout(flex_flow="row wrap", grid_gap="1em"))

    @property
    def lines(self) -> list[str]:
        """The key's lines as shown now."""
        return [self.hidden.get(number, line)
                for number, line in enumerate(self.all_lines, start=1)]

    def _legend(self) -> str:
        items = "".join(f"<li>{html.escape(line)}</li>" for line in self.lines)
        return f'<ol class="nw-layout-key">{items}</ol>'

    def release(self, *fields: str) -> None:
        """Show what a right answer released: the board's fields, the key's lines."""
        self.board.release(*fields)
        for field in fields:
            self.hidden.pop(_key_line(field) or 0, None)
        self.legend.value = self._legend()

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        bundle = super()._repr_mimebundle_(**kwargs) or {}
        data, metadata = bundle if isinstance(bundle, tuple) else (bundle, {})
        picture = self.board.picture_html() or ""
        return {**data, "text/plain": "\n".join(f"{number}. {line}" for number, line
                                                in enumerate(self.lines, start=1)),
                "text/html": f'<div style="display: flex; gap: 1em;"><div>{picture}</div>'
                             f"{self.legend.value}</div>"}, metadata


# -- the lesson ------------------------------------------------------------------------
class NauticMilesLesson(Lesson):
    """Lesson 01 under the rules of ``variant`` ("en" or "ja"): its positions replay
    ``GAMES[variant]``, and its questions ask the engine under those rules."""

    def __init__(self, variant: str) -> None:
        self.variant = variant
        positions = {**{name: partial(replay, seed, moves, variant)
                        for name, (seed, moves) in GAMES[variant].items()},
                     **{name: partial(replay, seed, moves, variant, None)
                        for name, (seed, moves) in FRESH[variant].items()},
                     **CASES}
        super().__init__("nautic_miles" if variant == "en" else f"nautic_miles_{variant}",
                         _("Nautic Miles: learn to play"), NOTEBOOKS[variant],
                         _questions(self), positions, language=variant,
                         holds=HOLDS[variant])

    def where(self, number: int) -> tuple[str, Text]:
        """The position (the layout one if it holds it) and place of situation ``number``."""
        for name in ("layout", *self.positions):
            place = situations(self.position(name)).get(number)
            if place is not None:
                return name, place
        raise ValueError(f"No position of the lesson shows situation {number}.")

    def layout_key(self, name: str = "layout") -> LayoutKey:
        """Position ``name``'s board for Player 1, with the layout key beside it."""
        lines = []
        for number, words in LAYOUT_KEY.items():
            absent = ABSENT[self.variant].get(number)
            if absent is not None:
                lines.append(str(_("{situation}: {place}", situation=words, place=absent)))
                continue
            shown, place = self.where(number)
            if shown == name:
                lines.append(str(_("{situation}: {place}", situation=words, place=place)))
            else:
                lines.append(str(_("{situation}: {place}, on the board of section {section}",
                                   situation=words, place=place, section=SECTIONS[shown])))
        hidden = {_key_line(field): str(_("{situation}: answer question {number} first",
                                            situation=LAYOUT_KEY[_key_line(field)],
                                            number=by))
                  for field, by in self.holds.get(name, {}).items()
                  if _key_line(field) and by not in self.answered}
        key = LayoutKey(self.board(name), lines, hidden)
        self.boards[name][-1] = key
        return key


def _key_line(field: str) -> int | None:
    """The layout key's line a held field names ("key 4"), if it names one."""
    kind, _space, number = field.partition(" ")
    return int(number) if kind == "key" and number.isdigit() else None


def _by_variant(lesson: NauticMilesLesson, **texts: Text) -> Callable[[], str]:
    """The words for the lesson's variant (``en=..., ja=...``)."""
    return texts[lesson.variant]


def _questions(lesson: NauticMilesLesson) -> list[Question]:
    position = lesson.position
    ja = lesson.variant == "ja"

    def convoy_places() -> int:
        table = position("new line")
        card = next(card for card in hand(table) if card in TONS)
        return sum(move.startswith(f"{card} at ") for move in _notations(table))

    def convoy_options(name: str, lines: tuple[int, ...]) -> Callable[[], list[Option]]:
        """The convoys of ``lines`` at position ``name``, as choices."""
        def options() -> list[Option]:
            sides = position(name).view(ME)["sides"]
            return [Option(f"{line}.{slot}", _("convoy {line}.{slot}", line=line, slot=slot))
                    for line in lines for slot in range(1, len(sides[line - 1]["convoys"]) + 1)]
        return options

    def targets(name: str, card: str, lines: tuple[int, ...]) -> AnyOf:
        """The convoys of ``lines`` that the referee lets ``card`` go on at ``name``."""
        table = position(name)
        return AnyOf(option.value for option in convoy_options(name, lines)()
                     if legal(table, f"{card} {option.value}"))

    def own(view: dict) -> list[dict]:
        return view["sides"][ME]["convoys"]

    def counted(field: str, value: Any = None) -> Callable[[dict], int]:
        """How many of Player 1's convoys have ``field`` set (or, with ``value``, a battle
        led by ``value``)."""
        if value is None:
            return lambda view: sum(each[field] is not None for each in own(view))
        return lambda view: sum((each[field] or {}).get("leader") == value for each in own(view))

    def lifts(name: str, count: Callable[[dict], int]) -> AnyOf:
        """The moves at ``name`` after which fewer of Player 1's convoys are threatened as
        ``count`` counts, and Player 2 has captured none."""
        def captures(view: dict) -> int:
            return len(view["sides"][THEM]["captures"])
        return right_moves(position(name), ME, lambda _action, before, after: (
            count(after) < count(before) and captures(after) == captures(before)))

    def farthest_in_storm(name: str) -> AnyOf:
        """The miles cards played on the convoy in a storm that take it farthest."""
        table = position(name)
        slot = next(slot for slot, each in enumerate(own(table.view(ME)), start=1)
                    if each["storm"])
        gone = {move: convoy(tried(table, move), 1, slot)["distance"]
                for move in _notations(table)
                if move[0] == "m" and move[1].isdigit() and move.endswith(f" 1.{slot}")}
        best = max(gone.values())
        return AnyOf(move for move, distance in gone.items() if distance == best)

    def arrivals(name: str) -> AnyOf:
        return right_moves(position(name), ME, lambda _action, before, after: (
            len(after["sides"][ME]["port"]) > len(before["sides"][ME]["port"])))

    def scored(name: str) -> int:
        """Points (whole) of the convoy at sea in scoring case ``name``."""
        at_sea = position(name).line[0]
        return convoy_points(at_sea.card, at_sea.distance, at_sea.radar, lesson.variant) // 2

    def layout_convoys() -> list[Option]:
        view = position("layout").view(ME)
        return [Option(f"{side['line']}.{slot}",
                       _("convoy {line}.{slot}", line=side["line"], slot=slot))
                for side in view["sides"] for slot in range(1, len(side["convoys"]) + 1)]

    def tied_convoy() -> str:
        table = position("layout")
        return next(f"{side['line']}.{slot}" for side in table.view(ME)["sides"]
                    for slot, each in enumerate(side["convoys"], start=1)
                    if 4 in _convoy_situations(each, starboard=False))

    equal_options = [Option("captured", _("Your convoy is captured.")),
                     Option("stopped", _("It is a tie: your convoy is stopped until an end "
                                         "of alert or another warship.")),
                     Option("sails", _("The battle ends: its cards are discarded and your "
                                       "convoy sails on."))]

    def after_equal_answer() -> str:
        """What the engine does once you answered with an equal warship and Player 2
        played no warship (a discard) before play came back to you."""
        table = position("equal")
        standing = convoy(table, 1, 1)["battle"]["standing"]
        card = next(card for card in hand(table) if STRENGTH.get(card) == standing)
        table = tried(table, f"{card} 1.1")
        table.play(next(move for move in _notations(table) if move.startswith("discard ")),
                   respond=False)
        convoys = table.view(ME)["sides"][0]["convoys"]
        if not convoys:
            return "captured"
        return "stopped" if convoys[0]["battle"] is not None else "sails"

    def neutral_mine_countdown() -> int:
        table = position("layout")
        return next(each["mine"]["countdown"] for side in table.view(ME)["sides"]
                    for each in side["convoys"] if 5 in _convoy_situations(each, False))

    tie_question = Question(
        _("On the layout key's board, which convoy is stopped by a tie in a naval battle?"),
        Choice(layout_convoys), tied_convoy,
        _("Look for warships of equal strength beside a convoy, with no countdown."),
        _("{answer}: equal warships stand beside it; it sails again after an end of alert, or "
          "fights on when a side plays any warship."))
    equal_question = Question(
        _("Player 2's cruiser attacks your convoy and you hold a cruiser too. You answer with it, "
          "and no warship is played on the battle for a full round. What happens?"),
        Choice(equal_options), after_equal_answer,
        _("In these rules an equal warship answers like a stronger one."),
        _("{answer} There is no tie in these rules: the battle goes on until a round passes with "
          "no warship played on it, then the cards of both sides are discarded and the convoy "
          "whose warship stands sails on."),
        wrong={"stopped": _("That is the English rulebook's tie; the Japanese summary has none.")})
    mine_question = Question(
        _("On the same board, the neutral convoy has a mine beside it. In how many turns does the "
          "mine explode if nobody sweeps it?"),
        Number(0, 4), neutral_mine_countdown,
        _("The neutral flag does not stop mines; read the countdown beside it."),
        _("{answer}: as Player 2's next turn starts. Only a minesweeper saves it: the flag "
          "protects from every attack but mines."))

    return [
        Question(
            _("In this game your line holds two convoys. At how many places may your new convoy "
              "card go?") if ja else
            _("In this game your line holds three convoys. At how many places may your new "
              "convoy card go?"),
            Number(0, 5), convoy_places,
            _("A new convoy goes at either end of the line or between two convoys."),
            _("{answer}: at either end of your line, or between two of your convoys. The convoys "
              "already sailing never move."),
            on="new line"),
        Question(
            _("How many miles has your convoy 1.1 sailed?"),
            Number(0, 4000), lambda: convoy(position("miles"), 1, 1)["distance"],
            _("Add up the miles cards beside it."),
            _("{answer}: the miles cards add up; at 4,000 or more the convoy is in port.")),
        Question(
            _("Your convoy 1.1 has sailed 2,200 miles. Bring it home this turn: play the miles "
              "card that makes it arrive."),
            Move(lambda: position("homeward")), lambda: arrivals("homeward"),
            _("A convoy arrives when its miles reach 4,000 or more: how many more does it need?"),
            _("{answer}: the convoy needs 1,800 more miles, and it arrives as soon as its miles "
              "reach 4,000 or more."),
            wrong={"m600 1.1": _("600 more miles take it to 2,800: not home yet.")},
            on="homeward"),
        Question(
            _("Your convoy 1.1 is in a storm. Advance it as far as one card can."),
            Move(lambda: position("in a storm")), lambda: farthest_in_storm("in a storm"),
            _("How far may a convoy in a storm advance with one card?"),
            _("{answer}: in a storm a convoy advances by no more than 600 miles a card; a longer "
              "miles card waits for a calm sea."),
            on="in a storm"),
        Question(
            _("If nobody answers the frigate, in how many turns does it win the battle?"),
            Number(0, 4), lambda: convoy(position("battle"), 1, 1)["battle"]["countdown"],
            _("It wins when play comes back round to the player who placed it."),
            _("{answer}: the frigate wins as Player 2's next turn starts, so you must answer on "
              "this turn. The board shows the countdown.")),
        Question(
            _("Player 2's cruiser (strength 4) attacks your convoy 1.1. Answer it with a warship "
              "of your hand."),
            Move(lambda: position("cruiser attack")),
            lambda: lifts("cruiser attack", counted("battle", "attack")),
            _("The answer must be of equal or greater strength: count the silhouettes."),
            _("{answer}: a warship of equal or greater strength answers the attack, and a weaker "
              "one may not. Answer on this turn: unanswered, the cruiser wins as Player 2's next "
              "turn starts."),
            on="cruiser attack"),
        Question(
            _("An aircraft stands beside one of your convoys. Stop the air attack with a card of "
              "your hand."),
            Move(lambda: position("air attack")), lambda: lifts("air attack", counted("aircraft")),
            _("Which card shoots an aircraft down?"),
            _("{answer}: both cards go to the discard pile. Unanswered, this single aircraft would "
              "capture your convoy as Player 2's next turn starts.") if ja else
            _("{answer}: both cards go to the discard pile, and the second aircraft can no longer "
              "come."),
            on="air attack"),
        Question(
            _("A mine lies beside your convoy. Save it with a card of your hand."),
            Move(lambda: position("mined")), lambda: lifts("mined", counted("mine")),
            _("A mine explodes after one full turn unless it is swept."),
            _("{answer}: the minesweeper defuses the mine; both go to the discard pile."),
            on="mined"),
        Question(
            _("Which of these convoys may your radar detect?"),
            Choice(convoy_options("radar targets", (1, 2))),
            lambda: targets("radar targets", "radar", (1, 2)),
            _("A radar reaches only a convoy at either end of another player's line."),
            _("{answer}: the convoys at the ends of Player 2's line; never one in the middle, and "
              "never your own."),
            on="radar targets"),
        Question(
            _("Which of your convoys may take your neutral flag?"),
            Choice(convoy_options("flag", (1,))), lambda: targets("flag", "neutral", (1,)),
            _("The flag goes only on a convoy not under attack."),
            _("{answer}: the flag goes only on a convoy not under attack; clear an alert first, "
              "with an end of alert."),
            on="flag"),
        Question(
            _("At the end of a round, you have a convoy in port. Your 10,000-ton convoy, detected "
              "by radar, has sailed 2,400 miles. How many points does it score?"),
            Number(0, 40), lambda: scored("scored convoy"),
            _("Read the 2,200-3,000 row of the table, then remember what a radar does."),
            _("{answer}: 6 points at that distance, doubled because it was detected."),
            on="scored convoy"),
        # The Japanese rules have no tie: after the layout key's mine, an equal answer on
        # a board of its own (nautic_miles/battle-equal).
        *([mine_question, equal_question] if ja else [tie_question, mine_question]),
    ]


LESSON = NauticMilesLesson("en")
QUESTIONS = list(LESSON.questions)
POSITIONS = LESSON.positions
position, question, board = LESSON.position, LESSON.question, LESSON.board
try_move, layout_key = LESSON.try_move, LESSON.layout_key
