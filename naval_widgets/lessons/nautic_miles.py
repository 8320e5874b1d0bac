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
from ..nautic_miles.cards import NAMES, PAIR_NAME, PAIR_STRENGTH, STRENGTH, TONS
from ..nautic_miles.checks import warship_problem
from ..nautic_miles.scoring import convoy_points
from ..nautic_miles.sheet import BATTLE
from .lesson import Lesson
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .referee import legal, tried

_ = Catalog("lessons")

ME, THEM = 0, 1
NOTEBOOKS = {"en": "nautic-miles/01-learn-to-play.ipynb",
             "ja": "nautic-miles/01-learn-to-play.ja.ipynb"}

# -- the positions: (seed, moves) of two-player games under each variant --------------
#: Each position: ``(seed, moves both players played)``; from there the admiral bot plays
#: Player 2. The Japanese ones were searched for under ``variant="ja"`` (five-card hands,
#: three convoys at most, warships only after the alert's full round).
GAMES: dict[str, dict[str, tuple[int, Sequence[str]]]] = {
    "en": {
        # Article 4: your two convoys in a line, a third convoy card in your hand.
        "line": (18, ["c5000 at 1", "c20000 at 1", "c10000 at 1", "discard m600"]),
        # Article 5: miles cards on both lines; you hold 600 and 1,000 miles.
        "miles": (4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "m400 2.1", "m600 1.1",
                      "discard c2500"]),
        # Article 5: Player 2 sent a storm onto your convoy; you hold long miles cards.
        "storm": (14, ["c2500 at 1", "c2500 at 1", "m200 1.1", "storm 1.1"]),
        # Article 6: an alert on your convoy, then Player 2's frigate attacks it (the
        # rule sheet's picture).
        "battle": BATTLE,
        # Article 7: a first aircraft beside your convoy.
        "aircraft": (16, ["c5000 at 1", "c2500 at 1", "m1000 1.1", "aircraft 1.1"]),
        # Article 8: a mine beside your convoy.
        "mine": (155, ["c5000 at 1", "c2500 at 1", "m400 1.1", "mine 1.1"]),
        # Article 10: Player 2 sails three convoys; you hold a radar.
        "radar": (27, ["c5000 at 1", "c5000 at 1", "discard m200", "c5000 at 1",
                       "discard m200", "c10000 at 1"]),
        # Article 10: an alert on your convoy; you hold the neutral flag.
        "neutral": (4, ["c2500 at 1", "c5000 at 1", "m400 1.1", "alert 1.1"]),
        # The card layout key: all its situations but the battle in progress (see "battle").
        "layout": (8, [
            "c10000 at 1", "alert 1.1", "discard minesweeper", "c20000 at 1",
            "aircraft 2.1", "m1000 2.1", "m2000 1.1", "c10000 at 2", "m1000 1.1",
            "m400 2.1", "radar 2.2", "m200 2.1", "c2500 at 2", "m200 2.1", "m600 1.1",
            "discard end-of-alert", "alert 2.2", "m600 2.1", "m1000 1.1", "alert 1.1",
            "submarine 2.2", "discard frigate", "storm 2.1", "discard end-of-alert",
            "discard hit-aircraft", "m600 2.1", "radar 2.1", "discard end-of-alert",
            "discard m400", "discard destroyer", "alert 2.1", "cruiser 1.1", "cruiser 1.1",
            "discard alert", "discard carrier", "trawler at 1", "discard carrier",
            "discard submarine", "discard mine", "discard hit-aircraft",
            "discard destroyer", "discard radar", "alert 2.1", "discard m1000",
            "discard m400", "discard hit-aircraft", "discard carrier", "discard calm-sea",
            "discard calm-sea", "m1000 2.1", "discard end-of-alert", "c5000 at 2",
            "aircraft 2.2", "m200 2.3", "discard frigate", "discard carrier", "c5000 at 2",
            "radar 1.2", "neutral 1.2", "discard hit-aircraft", "alert 2.2",
            "discard calm-sea", "m200 1.2", "c5000 at 2", "c2500 at 1", "mine 1.3"]),
        # A whole round against the admiral bot.
        "game": (5, []),
    },
    "ja": {
        # Your three convoys in a line (three at most), a convoy card in your hand.
        "line": (18, ["c20000 at 1", "discard alert", "c5000 at 1", "discard calm-sea",
                      "discard alert", "c20000 at 1", "c10000 at 1", "discard carrier",
                      "m2000 1.3", "discard end-of-alert", "discard calm-sea", "m600 2.1"]),
        "miles": (1, ["discard radar", "c5000 at 1", "c10000 at 1", "m600 2.1", "m200 1.1",
                      "trawler at 2"]),
        "storm": (2, ["discard radar", "c5000 at 1", "discard hit-aircraft", "discard mine",
                      "discard end-of-alert", "c10000 at 1", "discard aircraft", "m600 2.1",
                      "discard m600", "discard mine", "discard submarine", "discard alert",
                      "discard destroyer", "discard neutral", "discard minesweeper",
                      "discard carrier", "discard m200", "discard destroyer",
                      "discard calm-sea", "m1000 2.1", "discard alert", "discard alert",
                      "discard destroyer", "m400 2.2", "discard m200", "c5000 at 1",
                      "c20000 at 1", "m600 2.1", "storm 1.1", "m400 2.1"]),
        # Player 2's alert stood a full round before its frigate attacked.
        "battle": (1, ["discard submarine", "discard c5000", "c10000 at 1", "alert 1.1",
                       "discard m600", "trawler at 1", "discard frigate",
                       "discard hit-aircraft", "radar 2.1", "m400 2.1", "c5000 at 2",
                       "m400 2.1", "discard cruiser", "discard end-of-alert", "m200 1.1",
                       "discard aircraft", "aircraft 2.1", "discard m400", "discard submarine",
                       "discard m2000", "c10000 at 3", "discard alert", "discard alert",
                       "alert 1.3", "m400 1.3", "frigate 1.1"]),
        "aircraft": (10, ["discard minesweeper", "discard m200", "discard m600",
                          "discard end-of-alert", "discard minesweeper", "discard m1000",
                          "discard submarine", "discard m600", "c10000 at 1", "discard m600",
                          "m400 1.1", "discard mine", "discard alert", "discard cruiser",
                          "discard storm", "discard destroyer", "m200 1.1", "discard carrier",
                          "discard c5000", "aircraft 1.1"]),
        "mine": (155, ["c5000 at 1", "c2500 at 1", "m400 1.1", "mine 1.1"]),
        "radar": (27, ["c5000 at 1", "c5000 at 1", "discard m200", "c5000 at 1",
                       "discard m200", "c10000 at 1"]),
        "neutral": (1, ["discard radar", "discard hit-aircraft", "c10000 at 1", "alert 1.1",
                        "discard calm-sea", "trawler at 1", "m600 1.1", "discard m400",
                        "discard submarine", "discard alert", "discard destroyer",
                        "discard end-of-alert", "alert 2.1", "discard m1000",
                        "discard cruiser", "discard m600", "m400 1.1", "m400 2.1",
                        "discard aircraft", "c5000 at 1", "c10000 at 2", "m400 2.2",
                        "m200 1.1", "discard end-of-alert", "c5000 at 2", "discard alert",
                        "submarines 2.2", "m400 2.1"]),
        # All the key's situations but those a pending card of Player 2 shows (the
        # aircraft and the battle resolve within a full turn; see "aircraft", "battle").
        "layout": (6, [
            "discard calm-sea", "discard alert", "discard m400", "c2500 at 1", "alert 2.1",
            "m1000 2.1", "discard carrier", "m600 2.1", "c10000 at 1", "m400 2.1",
            "m2000 1.1", "m1000 2.1", "m1000 1.1", "c2500 at 2", "m600 1.1", "m400 2.1",
            "storm 2.1", "m200 2.1", "aircraft 2.2", "radar 1.1", "m400 1.1",
            "discard minesweeper", "discard frigate", "c5000 at 2", "discard destroyer",
            "discard carrier", "discard calm-sea", "c5000 at 3", "c10000 at 1", "radar 1.1",
            "m200 1.1", "m600 2.3", "c5000 at 1", "discard minesweeper", "discard submarine",
            "m400 2.2", "discard end-of-alert", "discard c20000", "c10000 at 2", "m200 2.1",
            "neutral 1.3", "alert 1.1", "discard calm-sea", "m400 2.3", "m600 1.2",
            "cruiser 1.1", "cruiser 1.1", "discard m1000", "discard submarine", "m2000 2.3",
            "discard m200", "discard hit-aircraft", "discard frigate", "discard destroyer",
            "discard m400", "discard c2500", "discard alert", "discard submarine",
            "discard submarine", "aircraft 1.1", "hit-aircraft 1.1", "storm 2.3",
            "discard frigate", "m200 2.3", "m1000 1.3", "discard destroyer",
            "discard c20000", "mine 1.3"]),
        # Player 2's cruiser attacks your convoy; you hold a cruiser too (there is no tie
        # in these rules: nautic_miles/battle-equal).
        "equal": (30, ["c5000 at 1", "alert 1.1", "m600 1.1", "cruiser 1.1"]),
        "game": (5, []),
    },
}
#: The notebook's section showing each position (the layout key refers to them).
SECTIONS = {"line": 1, "miles": 2, "storm": 3, "battle": 4, "aircraft": 5, "mine": 6,
            "radar": 7, "neutral": 8, "layout": 10, "equal": 10, "game": 11}
#: What a board holds back until the question it answers is answered right (by variant):
#: the miles' total (question 2), the battle's countdown (question 6), the layout board's
#: countdowns (the mine question) and the key's line of the tie (question 12, English).
HOLDS = {"en": {"miles": {"distance": 2}, "battle": {"countdown": 6},
                "layout": {"countdown": 13, "key 4": 12}},
         "ja": {"miles": {"distance": 2}, "battle": {"countdown": 6},
                "layout": {"countdown": 12}}}
#: Situations of the layout key a variant's rules never show, and why.
ABSENT: dict[str, dict[int, Text]] = {
    "en": {},
    "ja": {4: _("none in these rules: an equal warship answers like a stronger one")},
}


#: The warships an answer to a battle may be (two submarines together too), by strength.
WARSHIP_STRENGTHS = {**STRENGTH, "submarines": PAIR_STRENGTH}
WARSHIP_OPTIONS = [*(Option(card, NAMES[card]) for card in STRENGTH),
                   Option("submarines", PAIR_NAME)]


def replay(seed: int, moves: Sequence[str], variant: str = "en") -> Table:
    """A two-player table where both players played ``moves`` under ``variant``'s rules;
    from there the admiral bot plays Player 2."""
    table = Table(seed=seed, variant=variant, players=2, bots={THEM: "admiral"},
                  length="round")
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
        positions = {name: partial(replay, seed, moves, variant)
                     for name, (seed, moves) in GAMES[variant].items()}
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
        self.boards[name] = key
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
        table = position("line")
        card = next(card for card in hand(table) if card in TONS)
        return sum(move.startswith(f"{card} at ") for move in _notations(table))

    def target_options() -> list[Option]:
        return [Option(f"{line}.{slot}", _("convoy {line}.{slot}", line=line, slot=slot))
                for line, slot in ((2, 1), (2, 2), (2, 3))]

    def radar_targets() -> AnyOf:
        table = position("radar")
        return AnyOf(target for target in ("2.1", "2.2", "2.3")
                     if legal(table, f"radar {target}"))

    def answers_to_battle() -> AnyOf:
        """Every warship (or pair) the rules let answer the battle, held or not."""
        state = position("battle").state
        return AnyOf(card for card, strength in WARSHIP_STRENGTHS.items()
                     if warship_problem(state, ME, strength, 0, 0) is None)

    def save_options(name: str) -> Callable[[], list[Option]]:
        return lambda: [Option(card, NAMES[card]) for card in dict.fromkeys(hand(position(name)))]

    def saves(name: str) -> AnyOf:
        table = position(name)
        return AnyOf(card for card in dict.fromkeys(hand(table))
                     if card in ("hit-aircraft", "minesweeper", "end-of-alert")
                     and legal(table, f"{card} 1.1"))

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
            _("Your line holds three convoys. At how many places may your new convoy card "
              "go?") if ja else
            _("Your line holds two convoys. At how many places may your new convoy card go?"),
            Number(0, 5), convoy_places,
            _("At most three convoys sail at once.") if ja else
            _("A new convoy goes at either end of the line or between two convoys."),
            _("{answer}: at most three convoys sail at once; play this one once a convoy has "
              "arrived or been lost.") if ja else
            _("{answer}: at the port end, between your two convoys, or at the far end. The convoys "
              "already sailing never move.")),
        Question(
            _("How many miles has your convoy 1.1 sailed?"),
            Number(0, 4000), lambda: convoy(position("miles"), 1, 1)["distance"],
            _("Add up the miles cards beside it."),
            _("{answer}: the miles cards add up; at 4,000 or more the convoy is in port.")),
        Question(
            _("True or false: you may put a miles card on Player 2's convoy 2.1."),
            TrueFalse(),
            lambda: any(move.startswith("m") and move.endswith(" 2.1")
                        for move in _notations(position("miles"))),
            _("Whose convoys do your miles cards move?"),
            _("{answer}: miles cards go only on your own convoys.")),
        Question(
            _("Your convoy is in a storm. True or false: you may play a 1,000 miles card on it."),
            TrueFalse(), lambda: legal(position("storm"), "m1000 1.1"),
            _("How far may a convoy in a storm advance with one card?"),
            _("{answer}: in a storm a convoy advances by no more than 600 miles a card, until a "
              "calm sea ends the storm.")),
        Question(
            _("Player 2's frigate (strength 2) attacks your convoy. Which of these warships "
              "could answer it, if you held it?"),
            Choice(WARSHIP_OPTIONS, buttons_up_to=6), answers_to_battle,
            _("The answer must be of equal or greater strength: count the silhouettes."),
            _("{answer}: any warship of equal or greater strength may answer, and two "
              "submarines played together count 6; a single submarine (1) is too weak. Of your "
              "hand, the destroyer (3) answers it."),
            wrong={"submarine": _("A submarine has 1 silhouette: too weak against a frigate.")}),
        Question(
            _("If nobody answers the frigate, in how many turns does it win the battle?"),
            Number(0, 4), lambda: convoy(position("battle"), 1, 1)["battle"]["countdown"],
            _("It wins when play comes back round to the player who placed it."),
            _("{answer}: the frigate wins as Player 2's next turn starts, so you must answer on "
              "this turn. The board shows the countdown.")),
        Question(
            _("An aircraft stands beside your convoy. Which card of your hand stops the air "
              "attack?"),
            Choice(save_options("aircraft")), lambda: saves("aircraft"),
            _("Which card shoots an aircraft down?"),
            _("{answer}: both cards go to the discard pile. Unanswered, this single aircraft would "
              "capture your convoy as Player 2's next turn starts.") if ja else
            _("{answer}: both cards go to the discard pile, and the second aircraft can no longer "
              "come.")),
        Question(
            _("A mine lies beside your convoy. Which card of your hand saves it?"),
            Choice(save_options("mine")), lambda: saves("mine"),
            _("A mine explodes after one full turn unless it is swept."),
            _("{answer}: the minesweeper defuses the mine; both go to the discard pile.")),
        Question(
            _("Player 2 sails three convoys. Which of them may your radar detect?"),
            Choice(target_options), radar_targets,
            _("A radar reaches only the convoy at either end of a line."),
            _("{answer}: the convoys at the ends of the line, never the one in the middle.")),
        Question(
            _("True or false: you may hoist your neutral flag on your convoy under alert."),
            TrueFalse(), lambda: legal(position("neutral"), "neutral 1.1"),
            _("The flag goes only on a convoy not under attack."),
            _("{answer}: first clear the alert (an end of alert), then hoist the flag.")),
        Question(
            _("At the end of a round, you have a convoy in port. Your 10,000-ton convoy, detected "
              "by radar, has sailed 2,400 miles. How many points does it score?"),
            Number(0, 40), lambda: convoy_points("c10000", 2400, True) // 2,
            _("Read the 2,200-3,000 row of the table, then remember what a radar does."),
            _("{answer}: 6 points at that distance, doubled because it was detected.")),
        # The Japanese rules have no tie: after the layout key's mine, an equal answer on
        # a board of its own (nautic_miles/battle-equal).
        *([mine_question, equal_question] if ja else [tie_question, mine_question]),
    ]


LESSON = NauticMilesLesson("en")
QUESTIONS = list(LESSON.questions)
POSITIONS = LESSON.positions
position, question, board = LESSON.position, LESSON.question, LESSON.board
try_move, layout_key = LESSON.try_move, LESSON.layout_key
