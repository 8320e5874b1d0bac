"""The Battleship lesson (``notebooks/battleship/01-learn-to-play.ipynb``): its positions,
its "what if" comparisons and its questions, every answer computed by the engine.

>>> from naval_widgets.lessons import battleship as lesson
>>> lesson.position("sinking").to_move
0
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from ..battleship import Table
from ..battleship.cards import CELLS, MISS, NAMES, WHITE, cell_index
from ..core.i18n import Catalog, Text
from .lesson import Lesson
from .questions import AnyOf, Choice, Move, Number, Option, Question
from .referee import legal, right_moves, tried

_ = Catalog("lessons")
n_ = _.plural

ME, THEM = 0, 1


def replay(seed: int, moves: list[str], variant: str = "standard",
           bot: str | None = "greedy") -> Table:
    """A table where the moves were played by both players; from there ``bot`` plays
    Player 2 (``None``: nobody answers, as on a question's board)."""
    table = Table(seed=seed, variant=variant, bots={} if bot is None else {THEM: bot})
    for move in moves:
        table.play(move, respond=False)
    return table


def fresh(seed: int, moves: list[str], variant: str = "standard") -> Callable[[], Table]:
    """A position a question is asked on: another game than the sections show, where no
    bot answers the student's move."""
    return partial(replay, seed, moves, variant, None)


def hits(table: Table, owner: int, cell: str) -> int:
    """The hits on the ship at ``cell`` of ``owner``'s grid, as both players see them."""
    return table.view(None)["players"][owner]["grid"][cell_index(cell)].get("damage", 0)


def hits_after(name: str, move: str) -> int:
    """The hits on the opponent's ship that ``move`` (a peg card on a cell) targets, once
    played at position ``name``."""
    return hits(tried(position(name), move), THEM, move.split()[-1])


def hidden_ships(table: Table, owner: int) -> int:
    """How many ships of ``owner``'s grid are still face down (the referee knows)."""
    view = table.view(None)["players"][owner]["grid"]
    return sum(cell["face"] == "down" and table.state.sides[owner].cells[i].card != MISS
               for i, cell in enumerate(view))


# -- the positions ---------------------------------------------------------------------
OPENING = ["white A1", "white A1", "white A3", "white A3"]
RED_MOVES = ["red2 A3", "white B1", "red1 A2", "white B2"]
SINK_MOVES = ["red1 A4", "white B4", "red1 A4", "white C2"]
POWER_MOVES = ["white A4", "white A1", "white C3", "white A2"]

POSITIONS: dict[str, Callable[[], Table]] = {
    # Section 1: a new game, nothing played.
    "start": lambda: Table(seed=7, bots={THEM: "greedy"}),
    # Section 2, beginner rules: two white pegs each; Player 1 found the carrier on A3.
    "searching": lambda: replay(66, OPENING, "beginner"),
    # Section 3: a red 2 on the carrier, a red search that missed.
    "hitting": lambda: replay(66, OPENING + RED_MOVES, "beginner"),
    # Section 4: the PT boat found by a red search on A4, then sunk.
    "sinking": lambda: replay(66, OPENING + RED_MOVES + SINK_MOVES, "beginner"),
    # Section 5, standard rules: Player 2 shields the PT boat Player 1 found on A3.
    "shield": lambda: replay(44, ["white A3", "shield own A3"]),
    # Section 6: the submarine hit on A4, your battleship found on A1, the carrier on C3.
    "powers": lambda: replay(33, POWER_MOVES),
    # The same game, but Player 2's white pegs missed your battleship.
    "battleship hidden": lambda: replay(33, ["white A4", "white A2", "white C3", "white B1"]),
    # The same game, but Player 2 found your destroyer (on A3) instead of your battleship.
    "destroyer": lambda: replay(33, ["white A4", "white A3", "white C3", "white A2"]),
    # The same game, but you revealed their PT boat (A2): it works for Player 2.
    "pt-boat": lambda: replay(33, ["white A4", "white A1", "white A2"]),
    "pt-boat before": lambda: replay(33, ["white A4", "white A1"]),
    # Section 7, beginner rules: the carrier found on A4, your battleship found on A2.
    "beginner": lambda: replay(0, ["white A4", "white A2"], "beginner"),
    # A whole beginner game against the greedy bot.
    "beginner game": lambda: Table(seed=3, variant="beginner", bots={THEM: "greedy"}),
    # The fresh positions of the questions that end each section, one a section.
    # Section 1: your three white pegs found misses.
    "three misses": fresh(114, ["white A4", "white B4", "white A1", "white B1", "white B2",
                                "white C4"], "beginner"),
    # Section 2: you found their battleship on B1 and a miss on A2.
    "face up": fresh(108, ["white B1", "white B1", "white A2", "white A3"], "beginner"),
    # Section 3: their battleship lies face down on B1; you hold a Red peg ×2.
    "red search": fresh(100, ["white A1", "white A2", "white A4", "white B1"], "beginner"),
    # Section 4: their PT boat on B2, found with a white peg, has no hits.
    "sink it": fresh(200, ["white B2", "white A2"], "beginner"),
    # Section 5: their battleship on C3 has 1 hit and a shield; you hold a Red peg ×4.
    "shielded": fresh(320, ["white C3", "white B2", "red1 C3", "shield own C3"]),
    # Section 6: your destroyer and their submarine (on B4) are revealed.
    "submarine": fresh(402, ["white B4", "white C1", "white A1", "white A1"]),
    # Section 7, beginner rules: their submarine on B3 is revealed.
    "beginner submarine": fresh(705, ["white B3", "white A1", "white A2", "white A2"],
                                "beginner"),
}


# -- "what if" comparisons ---------------------------------------------------------------
def _hits(count: int) -> Text:
    return n_("{count} hit", "{count} hits", count)


def _compare(title: Text, cases: list[tuple[Text, str, str]]) -> list[str]:
    """``title``, then each case's words and the carrier's hits after its move."""
    width = max(len(str(case)) for case, _name, _move in cases)
    return [str(title)] + [f"  {case!s:<{width}} {_hits(hits_after(name, move))}"
                           for case, name, move in cases]


def _compare_battleship() -> list[str]:
    return _compare(_("Your Red peg ×2 on their carrier at C3:"), [
        (_("your battleship revealed (the board above):"), "powers", "red2 C3"),
        (_("your battleship still face down:"), "battleship hidden", "red2 C3")])


def _compare_beginner() -> list[str]:
    """Shown after question 9, which asks the beginner case."""
    return _compare(_("Your Red peg ×2 on their carrier at A4:"), [
        (_("beginner rules, your battleship revealed:"), "beginner", "red2 A4")])


def _compare_destroyer() -> list[str]:
    with_destroyer = position("destroyer")
    return [
        str(_("A white peg on their carrier at C3, already face up:")),
        str(_("  your destroyer revealed: {outcome}",
              outcome=_outcome(with_destroyer, "white C3", "C3"))),
        str(_("  your destroyer face down: {outcome}",
              outcome=_outcome(position("powers"), "white C3", "C3"))),
    ]


def _outcome(table: Table, move: str, cell: str) -> Text:
    if not legal(table, move):
        return _("the referee refuses it (a white peg only searches face-down cards)")
    before, after = hits(table, THEM, cell), hits(tried(table, move), THEM, cell)
    return _("allowed: the carrier goes from {before} to {after}",
             before=_hits(before), after=_hits(after))


def _compare_submarine() -> list[str]:
    table = position("powers")
    after = tried(table, "red2 A4")
    return [
        str(_("Their submarine on A4 has 1 hit (from the white peg that found it).")),
        str(_("  Red peg ×2 on it: {hits} afterwards; the log says:",
              hits=_hits(hits(after, THEM, "A4")))),
        *(f"    {line}" for line in after.log_for(ME)[len(table.log_for(ME)):]),
    ]


def _compare_pt_boat() -> list[str]:
    table = position("pt-boat")
    before = position("pt-boat before")
    return [
        *str(_("You revealed their PT boat: at the start of Player 2's turn it takes a peg card "
               "off\none of their ships. With a single peg card to take, the referee takes it "
               "at once;\nthe log says:")).split("\n"),
        *(f"    {line}" for line in table.log_for(ME)[len(before.log_for(ME)):]),
    ]


WHAT_IF = {"battleship": _compare_battleship, "beginner": _compare_beginner,
           "destroyer": _compare_destroyer,
           "submarine": _compare_submarine, "pt-boat": _compare_pt_boat}


def what_if(name: str) -> None:
    """Print one comparison: the same move in positions that differ in one thing."""
    if name not in WHAT_IF:
        raise ValueError(str(_("The comparisons are {names}; {name} is not one.",
                               names=", ".join(WHAT_IF), name=repr(name))))
    print("\n".join(WHAT_IF[name]()))


# -- the questions -------------------------------------------------------------------------
def _face_down(table: Table, owner: int) -> int:
    """How many cards of ``owner``'s grid are still face down."""
    return sum(cell["face"] == "down" for cell in table.view(None)["players"][owner]["grid"])


def _chance_options() -> list[Option]:
    table = position("three misses")
    down, ships = _face_down(table, THEM), hidden_ships(table, THEM)
    return [Option(f"{n}/{d}", _("{n} in {d}", n=n, d=d))
            for n, d in ((1, down), (ships, CELLS), (ships, down), (down - ships, down))]


def _next_search_chance() -> str:
    table = position("three misses")
    return f"{hidden_ships(table, THEM)}/{_face_down(table, THEM)}"


def _white_options() -> list[Option]:
    return [Option(f"{WHITE} {cell}", _("{card} on {cell}", card=NAMES[WHITE], cell=cell))
            for cell in ("A2", "B1", "B3")]


def _accepted_whites() -> AnyOf:
    table = position("face up")
    return AnyOf(option.value for option in _white_options() if legal(table, option.value))


def _on(name: str, cell: str, right: Callable[[dict, dict], bool]) -> AnyOf:
    """The student's legal moves on ``cell`` at position ``name`` for which ``right(card
    before, card after)`` holds of the opponent's card there, as the student sees it."""
    index = cell_index(cell)

    def card(view: dict) -> dict:
        return view["players"][THEM]["grid"][index]
    return right_moves(position(name), ME, lambda action, before, after: (
        action.notation().endswith(f" {cell}") and right(card(before), card(after))))


def _sunk(_before: dict, after: dict) -> bool:
    return after["face"] == "sunk"


def _damaged(before: dict, after: dict) -> bool:
    return after.get("damage", 0) > before.get("damage", 0)


QUESTIONS = [
    Question(
        _("In this game your three white pegs found misses. What is the chance that your next "
          "white peg finds a ship?"),
        Choice(_chance_options), _next_search_chance,
        _("How many of the opponent's cards are still face down, and how many ships do they "
          "hide?"),
        _("{answer}: every grid hides 5 ships among its 12 cards. Three misses are face up, so "
          "your peg lands on one of the 9 cards left, and 5 of them are ships."),
        wrong={"5/12": _("Three of their cards are face up already: count only the cards still "
                         "face down.")},
        on="three misses"),
    Question(
        _("Your white peg on A3 turned up the opponent's carrier. How many hits does the carrier "
          "have now?"),
        Number(0, 5, slider=True), lambda: hits(position("searching"), THEM, "A3"),
        _("Does a white peg damage a ship, or only turn it face up?"),
        _("{answer}: a white peg searches. It turns the card face up, and red pegs do the damage "
          "from then on.")),
    Question(
        _("In this game your white pegs found their battleship on B1 and a miss on A2. Which of "
          "these moves does the referee accept?"),
        Choice(_white_options), _accepted_whites,
        _("What is a white peg for? Which of these cards is still face down?"),
        _("{answer}: a white peg only goes on a face-down card. A card turned face up stays face "
          "up, ship or miss."),
        wrong={"white B1": _("The battleship is face up already: a white peg does not damage "
                             "it.")},
        on="face up"),
    Question(
        _("You search the face-down card B1 with your Red peg ×2, and it is a ship. How many hits "
          "does that ship have afterwards?"),
        Number(0, 5, slider=True), lambda: hits_after("red search", "red2 B1"),
        _("Does a red search that finds a ship count its pegs at once, or only from the next "
          "turn?"),
        _("{answer}: every peg of a red card is a hit, at once, even when a red search finds "
          "the ship."),
        on="red search"),
    Question(
        _("Their PT boat on B2 has no hits yet. Sink it now: play the right card on it."),
        Move(lambda: position("sink it")), lambda: _on("sink it", "B2", _sunk),
        _("A PT boat sinks at 2 hits. Count the pegs on each card."),
        _("The PT boat needs 2 hits, and a ship sinks as soon as its hits reach its number: "
          "{answer}."),
        on="sink it"),
    Question(
        _("Their battleship on C3 has 1 hit and carries a Shield. You play your Red peg ×4 on it. "
          "How many hits does the battleship have afterwards?"),
        Number(0, 5, slider=True), lambda: hits_after("shielded", "red4 C3"),
        _("Where do the pegs of a card played on a shield go?"),
        _("{answer}: a peg card played on a shield damages only the shield. The shield breaks, and "
          "the extra pegs do not reach the battleship."),
        on="shielded"),
    Question(
        _("Your battleship is revealed. You play your Red peg ×2 on their carrier at C3 (no hits "
          "yet). How many hits does the carrier have afterwards?"),
        Number(0, 5, slider=True), lambda: hits_after("powers", "red2 C3"),
        _("Whose battleship is revealed, and what does its power do?"),
        _("{answer}: your revealed battleship adds a peg to each of your red peg cards in play, so "
          "a Red peg ×2 counts 3.")),
    Question(
        _("Standard rules: your destroyer is revealed, and so is their submarine on B4. Play a "
          "card that damages the submarine."),
        Move(lambda: position("submarine")), lambda: _on("submarine", "B4", _damaged),
        _("Which pegs does the submarine's power let through? And what does your revealed "
          "destroyer let your white pegs do?"),
        _("{answer}: only white pegs damage the submarine, and your revealed destroyer lets a "
          "white peg go on a ship already face up."),
        wrong={f"{red} B4": _("A red peg card played on the submarine is discarded: it does no "
                              "damage.") for red in ("red1", "red2", "red4")},
        on="submarine"),
    Question(
        _("Beginner rules: their submarine on B3 is face up. Play a card that damages it."),
        Move(lambda: position("beginner submarine")),
        lambda: _on("beginner submarine", "B3", _damaged),
        _("Do ships have powers in the beginner rules?"),
        _("{answer}: the beginner rules play no ship power, so a red peg card hits the submarine "
          "like any other ship."),
        on="beginner submarine"),
]

LESSON = Lesson("battleship", _("Battleship card game: learn to play"),
                "battleship/01-learn-to-play.ipynb", QUESTIONS, POSITIONS,
                translated={"fr": "battleship/01-learn-to-play.fr.ipynb"})

position, question, try_move = LESSON.position, LESSON.question, LESSON.try_move
