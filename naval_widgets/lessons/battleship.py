"""The Battleship lesson (``notebooks/battleship/01-learn-to-play.ipynb``): its positions,
its "what if" comparisons and its questions, every answer computed by the engine.

>>> from naval_widgets.lessons import battleship as lesson
>>> lesson.position("sinking").to_move
0
"""

from __future__ import annotations

from collections.abc import Callable

from ..battleship import Table
from ..battleship.cards import CELLS, HITS, MISS, NAMES, cell_index
from ..core.i18n import Catalog, Text
from .lesson import Lesson
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .referee import legal, tried

_ = Catalog("lessons")
n_ = _.plural

ME, THEM = 0, 1


def replay(seed: int, moves: list[str], variant: str = "standard") -> Table:
    """A table where the moves were played by both players; from there the greedy bot
    plays Player 2."""
    table = Table(seed=seed, variant=variant, bots={THEM: "greedy"})
    for move in moves:
        table.play(move, respond=False)
    return table


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
def _chance_options() -> list[Option]:
    ships, misses = len(HITS), CELLS - len(HITS)
    return [Option(f"{n}/{d}", _("{n} in {d}", n=n, d=d))
            for n, d in ((1, CELLS), (ships, CELLS), (misses, CELLS), (ships, misses))]


def _first_search_chance() -> str:
    grid = position("start").state.sides[THEM].cells
    return f"{sum(cell.card != MISS for cell in grid)}/{len(grid)}"


def _hand_options(name: str) -> Callable[[], list[Option]]:
    def options() -> list[Option]:
        hand = position(name).view(ME)["players"][ME]["hand"]
        return [Option(card, NAMES[card]) for card in dict.fromkeys(hand)]
    return options


def _cards_that_sink() -> AnyOf:
    table = position("sinking")
    hand = set(table.view(ME)["players"][ME]["hand"])
    return AnyOf(card for card in hand if legal(table, f"{card} A3")
                 and tried(table, f"{card} A3").view(None)["players"][THEM]["grid"][
                     cell_index("A3")]["face"] == "sunk")


QUESTIONS = [
    Question(
        _("Before anyone has played, what is the chance that your first white peg finds a ship?"),
        Choice(_chance_options), _first_search_chance,
        _("How many of the opponent's 12 face-down cards are ships?"),
        _("{answer}: every grid hides the same 5 ships among its 12 cards, and your peg is as "
          "likely to land on any of the 12."),
        wrong={"5/7": _("Count every card your peg could land on, misses included.")}),
    Question(
        _("Your white peg on A3 turned up the opponent's carrier. How many hits does the carrier "
          "have now?"),
        Number(0, 5, slider=True), lambda: hits(position("searching"), THEM, "A3"),
        _("Does a white peg damage a ship, or only turn it face up?"),
        _("{answer}: a white peg searches. It turns the card face up, and red pegs do the damage "
          "from then on.")),
    Question(
        _("True or false: you may now play a second white peg on the carrier at A3."),
        TrueFalse(), lambda: legal(position("searching"), "white A3"),
        _("What is a white peg for? The carrier is already face up."),
        _("{answer}: a white peg only goes on a face-down card. The referee refuses one on a "
          "face-up card and names the rule.")),
    Question(
        _("The opponent's grid has 9 cards still face down. How many of them hide a ship?"),
        Number(0, 9), lambda: hidden_ships(position("hitting"), THEM),
        _("Every grid holds 5 ships. How many of the opponent's are face up already?"),
        _("{answer}: 5 ships in every grid, minus the carrier you found on A3. A red search has "
          "that many chances in 9 to hit.")),
    Question(
        _("The carrier on A3 has 2 hits out of 5. Which card of your hand sinks it right now?"),
        Choice(_hand_options("sinking")), _cards_that_sink,
        _("How many more hits does the carrier need? Count the pegs on each card."),
        _("{answer}: the carrier needs 3 more hits, and a ship sinks as soon as its hits reach its "
          "number, so a card with more pegs than needed sinks it too."),
        wrong={"white": _("In the beginner rules a white peg never damages a face-up ship.")}),
    Question(
        _("You play your Red peg ×4 on the shielded PT boat at A3 (2 hits sink it). How many hits "
          "does the PT boat itself take?"),
        Number(0, 4, slider=True), lambda: hits_after("shield", "red4 A3"),
        _("Where do the pegs of a card played on a shield go?"),
        _("{answer}: a peg card played on a shield damages only the shield. The shield breaks, and "
          "the extra pegs do not reach the ship.")),
    Question(
        _("Your battleship is revealed. You play your Red peg ×2 on their carrier at C3 (no hits "
          "yet). How many hits does the carrier have afterwards?"),
        Number(0, 5, slider=True), lambda: hits_after("powers", "red2 C3"),
        _("Whose battleship is revealed, and what does its power do?"),
        _("{answer}: your revealed battleship adds a peg to each of your red peg cards in play, so "
          "a Red peg ×2 counts 3.")),
    Question(
        _("True or false: in the standard rules, a red peg card played on the revealed submarine "
          "(no shield) hits it."),
        TrueFalse(),
        lambda: hits_after("powers", "red2 A4")
        > hits(position("powers"), THEM, "A4"),
        _("Which pegs does the submarine's power let through?"),
        _("{answer}: only white pegs damage the submarine. A red peg card may still be played on "
          "it: it does no damage and is discarded, a way to get rid of a red card.")),
    Question(
        _("Beginner rules: your battleship is revealed, and you play your Red peg ×2 on their "
          "carrier at A4 (no hits yet). How many hits does the carrier have afterwards?"),
        Number(0, 5, slider=True), lambda: hits_after("beginner", "red2 A4"),
        _("Do ships have powers in the beginner rules?"),
        _("{answer}: the beginner rules play no ship power, so a red card counts just the pegs "
          "printed on it.")),
]

LESSON = Lesson("battleship", _("Battleship card game: learn to play"),
                "battleship/01-learn-to-play.ipynb", QUESTIONS, POSITIONS,
                translated={"fr": "battleship/01-learn-to-play.fr.ipynb"})

position, question, try_move = LESSON.position, LESSON.question, LESSON.try_move
