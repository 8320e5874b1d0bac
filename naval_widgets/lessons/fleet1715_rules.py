"""The Fleet 1715 rules lesson (``notebooks/fleet-1715/01-rules.ipynb``): what it shows and
its questions, every answer computed by the engine.

>>> from naval_widgets.lessons import fleet1715_rules as lesson
>>> print(lesson.position("coast"))
area      sites, north to south
northern  Sebastian Inlet, Pelican Island
southern  St. Lucie, Ft. Pierce Inlet
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .. import fleet1715
from ..core.errors import IllegalAction
from ..fleet1715.tutor.techniques import CLUE_TECHNIQUES
from ..fleet1715.ui import display
from ..fleet1715.world import multiplayer
from ..fleet1715.world.data import (
    AREAS,
    ATTRIBUTES,
    CATEGORIES,
    KEYS,
    LABELS,
    SITE,
    element,
    members,
)
from ..fleet1715.world.deck import card
from .fleet1715_common import marks_board, site_options
from .lesson import Lesson
from .questions import Choice, Number, Option, Question, TrueFalse

#: The solo game's table in section 5: scenario A, its cards shuffled by this seed.
SOLO_SEED = 3
#: The cards Player 2 holds in the question on asking (scenario A's cards 12, 22, 39).
HAND = (12, 22, 39)
#: How many cards the solo game of question 8 has drawn.
SOLO_C = 5
#: Question 1's tiny puzzle: the Nao sank at St. Lucie, next to the Capitana.
NAO_PUZZLE = fleet1715.tiny_puzzle(
    [fleet1715.Pairing(element("nao"), element("st-lucie")),
     fleet1715.NextTo(element("capitana"), element("nao")),
     fleet1715.Negation(element("sloop"), element("pelican"))], ("site", "type"))
#: Question 3's tiny puzzle: three sites' depths in scenario B.
DEPTH_PUZZLE = fleet1715.tiny_puzzle(
    [fleet1715.Pairing(element(site), fleet1715.SOLUTIONS["B"].at(element(site), 2))
     for site in ("sebastian", "st-lucie", "ft-pierce")], ("site", "depth"))
#: What may happen to a grid handed in half done.
HAND_IN_OPTIONS = (("refused", "The referee refuses it: the grid is not finished."),
                   ("lost", "The game ends, and you lose."),
                   ("won", "The game ends, and you win with a lower score."))


def scenario_a() -> fleet1715.Scenario:
    return fleet1715.scenario("A")


# -- what the notebook shows ----------------------------------------------------------------
def _coast() -> display.Html:
    return display.table(["area", "sites, north to south"],
                         [[f"{area}ern", ", ".join(LABELS[site] for site in sites)]
                          for area, sites in AREAS.items()])


def _attributes() -> display.Html:
    return display.table(["attribute", "its four values"],
                         [[CATEGORIES[c], ", ".join(LABELS[e] for e in members(c))]
                          for c in ATTRIBUTES])


def _clue_kinds() -> display.Html:
    """One card of each kind from the deck, with the letters of its scenarios."""
    first: dict[str, fleet1715.Card] = {}
    for each in fleet1715.DECK:
        first.setdefault(each.clue.kind, each)
    return display.table(["kind", "card", "text", "scenarios"],
                         [[CLUE_TECHNIQUES[kind], each.number, each.text, each.scenarios]
                          for kind, each in first.items()])


def _scenarios() -> display.Html:
    return display.table(["scenario", "clue cards", "players"],
                         [[s.letter, len(s.cards), s.players] for s in fleet1715.scenarios()])


def _scenario_a_cards() -> display.Html:
    return display.table(["card", "text", "scenarios"],
                         [[c.number, c.text, c.scenarios] for c in scenario_a().cards])


def _deal() -> display.Html:
    hands, pile = multiplayer.deal("A", 4, seed=1)
    rows = [[f"Player {seat}", ", ".join(map(str, hand))]
            for seat, hand in enumerate(hands, start=1)]
    return display.table(["who", "clue cards"], [*rows, ["draw pile", ", ".join(map(str, pile))]])


def _mission() -> display.Html:
    found = multiplayer.mission("A", "san-miguel")
    return display.table(["mission: the San Miguel", "answer"],
                         [[CATEGORIES[k], LABELS[element(found[key])]]
                          for k, key in enumerate(("site", "cargo", "depth", "type", "name"))])


def _cards(numbers: Sequence[int]) -> display.Html:
    return display.table(["card", "text", "scenarios"],
                         [[n, card(n).text, card(n).scenarios] for n in numbers])


def _drawn(drawn: int) -> fleet1715.Table:
    """A solo game of scenario C with ``drawn`` of its cards drawn."""
    table = fleet1715.Table(seed=SOLO_SEED, variant="C")
    for _ in range(drawn):
        table.play("draw")
    return table


def _handed_over(asked: str) -> Callable[[], display.Html]:
    def show() -> display.Html:
        return display.table(["card", "text"],
                             [[c.number, c.text]
                              for c in multiplayer.handed_over(scenario_a().cards, asked)])
    return show


POSITIONS: dict[str, Callable[[], Any]] = {
    # Section 1: the sites in their areas, and a tiny board on sites and ship types.
    "coast": _coast,
    "coast board": lambda: fleet1715.board("next to"),
    # Section 2: the attributes, a solution, the logic grid.
    "attributes": _attributes,
    "solution": lambda: display.solution_table(scenario_a().solution),
    "grid": lambda: display.show(scenario_a().solution.grid()),
    # Section 3: one card of each kind.
    "clue kinds": _clue_kinds,
    # Section 4: the scenarios, scenario A's cards, and its puzzle board.
    "scenarios": _scenarios,
    "scenario A": _scenario_a_cards,
    "scenario A board": lambda: fleet1715.board("A"),
    # Section 5: the solo game (a Table: the notebook shows its board).
    "solo": lambda: fleet1715.Table(seed=SOLO_SEED, variant="A"),
    # Section 6: the game for several players.
    "deal": _deal,
    "mission": _mission,
    "almiranta": _handed_over("almiranta"),
    # The positions the questions that end the sections are asked on, one a section: a
    # tiny puzzle on sites and types, one on sites and depths of another scenario than A,
    # two clue cards, a solo game of scenario C, and a hand of three cards.
    "nao puzzle": lambda: fleet1715.board(NAO_PUZZLE),
    "depth puzzle": lambda: fleet1715.board(DEPTH_PUZZLE),
    "depth card": lambda: _cards([DEPTH_CARD]),
    "card 20": lambda: _cards([20]),
    "solo C": lambda: _drawn(SOLO_C),
    "hand": lambda: _cards(HAND),
}


# -- the answers, from the engine ---------------------------------------------------------
def _site_of(puzzle: fleet1715.TinyPuzzle, key: str) -> str:
    """Where the wreck of element ``key`` lies in ``puzzle``'s solution."""
    return KEYS[puzzle.solution.sites[element(key)]]


def _shared_value() -> bool:
    """Do two wrecks of any scenario share a value of an attribute?"""
    return any(len({solution.at(site, c) for site in members(SITE)}) < 4
               for solution in fleet1715.SOLUTIONS.values() for c in ATTRIBUTES)


def _yes_cells(puzzle: fleet1715.TinyPuzzle) -> frozenset[int]:
    truth = puzzle.grid()
    return frozenset(c for c in puzzle.cells if truth[c])


#: The "next to" clue of question 4 (not one of scenario A's cards).
NEXT_TO = fleet1715.NextTo(element("capitana"), element("nao"))
#: The depth-limit card of question 5 (section 3's example is "deeper than").
DEPTH_CARD = 30


def _depth_options() -> list[Option]:
    choices = ((0, 1), (2, 3), (1, 2, 3), (3,))
    return [Option("+".join(KEYS[members(2)[k]] for k in ranks),
                   " or ".join(LABELS[members(2)[k]] for k in ranks)) for ranks in choices]


def _depths_allowed() -> str:
    return "+".join(KEYS[members(2)[k]] for k in card(DEPTH_CARD).clue.allowed)


def _score_if_handed_in(table: fleet1715.Table) -> int:
    """The score of ``table``'s solo game if the right grid is handed in now."""
    copy = type(table).from_json(table.to_json())
    for site in members(SITE):
        for e in fleet1715.scenario(copy.variant).solution.row(site):
            copy.play(f"mark {KEYS[site]}:{e} yes")
    copy.play("submit")
    return copy.outcome.scores[0]


def _half_done_hand_in() -> str:
    table = fleet1715.Table(seed=SOLO_SEED, variant="A")
    for e in scenario_a().solution.row(0)[:3]:
        table.play(f"mark sebastian:{e} yes")
    try:
        table.play("submit")
    except IllegalAction:
        return "refused"
    return "won" if 0 in table.outcome.winners else "lost"


def _hand_options() -> list[Option]:
    return [Option(str(n), f"Card {n}: {card(n).text}") for n in HAND]


def _handed_for_depth() -> str:
    given = multiplayer.handed_over([card(n) for n in HAND], "depth")
    if len(given) != 1:
        raise ValueError(f"Question 9 needs one card about depth among {HAND}.")
    return str(given[0].number)


QUESTIONS = [
    Question(
        "On this tiny puzzle, the Nao sank at St. Lucie, and the Capitana and the Nao lie next "
        "to each other. Where did the Capitana sink?",
        Choice(site_options), lambda: _site_of(NAO_PUZZLE, "capitana"),
        "Two wrecks next to each other lie at the two sites of one area. Which area is St. Lucie "
        "in?",
        "{answer}: St. Lucie is in the southern area, and two wrecks next to each other take both "
        "sites of one area.",
        wrong={"st-lucie": "One site holds one wreck: the Nao is already there."},
        on="nao puzzle"),
    Question(
        "True or false: two wrecks may carry the same cargo.",
        TrueFalse(), _shared_value,
        "Look at the solution table: how many times does each cargo appear?",
        "{answer}: each of the four values of an attribute belongs to exactly one wreck, so no two "
        "wrecks share a cargo, a depth, a type or a name."),
    Question(
        "This tiny puzzle is another scenario than A: its clues give three sites' depths. Mark "
        "the depth of each site, then press Check.",
        marks_board(lambda: position("depth puzzle"), True,
                    "Mark a ● for each site's depth (click a cell twice), then press Check."),
        lambda: _yes_cells(DEPTH_PUZZLE),
        "Each site has exactly one depth, and each depth one site: one ● in every row and every "
        "column of the block. The clues name three of them.",
        "Every line of four cells holds exactly one ●: the fourth depth goes to the only site "
        "left.",
        on="depth puzzle"),
    Question(
        "Is the clue “The Capitana and the Nao lie next to each other” true in scenario A? Look at "
        "the solution table.",
        TrueFalse(), lambda: NEXT_TO.holds(scenario_a().solution),
        "Find the sites of the Capitana and the Nao: are they in the same area?",
        "{answer}: the Capitana sank at Sebastian Inlet (north) and the Nao at Ft. Pierce Inlet "
        "(south), so they are not next to each other."),
    Question(
        f"Card {DEPTH_CARD} says “{card(DEPTH_CARD).text}” In which depths can the Chinese "
        "porcelain lie?",
        Choice(_depth_options), _depths_allowed,
        "“Shallower than 20 ft” leaves out 20 ft itself, and everything deeper.",
        "{answer}: a depth limit leaves only the depths on its side of the limit.",
        on="depth card"),
    Question(
        "Card 20 (“Gold coins and the San Miguel lie next to each other.”) carries the letters "
        f"{card(20).scenarios}. True or false: it is one of scenario C's cards.",
        TrueFalse(), lambda: card(20) in fleet1715.scenario("C").cards,
        "A scenario uses exactly the cards that carry its letter.",
        "{answer}: scenario C takes every card with a C, and only those.",
        on="card 20"),
    Question(
        "In the solo game you hand in a grid that names only 3 of its 16 answers. What happens?",
        Choice(HAND_IN_OPTIONS), _half_done_hand_in,
        "The rulebook lets you hand in whenever you believe you are done. When does handing in "
        "win?",
        "{answer} Handing in is allowed at any time, and wins only when all 16 answers are the "
        "scenario's solution."),
    Question(
        f"In this solo game of scenario C you have drawn {SOLO_C} of its "
        f"{len(fleet1715.scenario('C').cards)} cards. If you hand in the right grid now, what is "
        "your score?",
        Number(0, 20), lambda: _score_if_handed_in(position("solo C")),
        "Is it better to need few cards or many? The score counts the cards you never needed.",
        "{answer}: the cards still face down. The fewer cards you needed, the higher your score.",
        on="solo C"),
    Question(
        "Player 2 holds these three cards, and Player 1 asks “Have you a card about depth?”. Which "
        "card must Player 2 hand over?",
        Choice(_hand_options), _handed_for_depth,
        "A card that compares two wrecks' depths is about depth too.",
        "{answer}: it speaks of depth (one wreck deeper than another), so it answers a request for "
        "depth.",
        on="hand"),
]

LESSON = Lesson("fleet1715-rules", "Fleet 1715: the rules", "fleet-1715/01-rules.ipynb",
                QUESTIONS, POSITIONS)

position, question = LESSON.position, LESSON.question
