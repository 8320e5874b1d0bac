"""The Nautilus lesson (``notebooks/nautilus/01-learn-to-play.ipynb``, and in Italian
``01-learn-to-play.it.ipynb``): its positions and questions, every answer computed by the
engine. One lesson serves both notebooks; the Italian one sets the language.

Each position replays seeded actions through the engine (``Table.play``); from there the
greedy bot plays Player 2, and the last section's game is against the search bot.

>>> from naval_widgets.lessons import nautilus as lesson
>>> lesson.position("across").view(0)["phase"]
'move'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

from ..core.i18n import Catalog
from ..nautilus import Move, Place, Table
from ..nautilus.cards import AS_DIVER, DOMAIN_NAMES, DOMAINS, FISHBONE, KRAKEN, beats, diver_name
from ..nautilus.sheet import DOMAINS_WON
from .lesson import Lesson
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .referee import legal, tried

_ = Catalog("lessons")

ME, THEM = 0, 1
NOTEBOOKS = {"en": "nautilus/01-learn-to-play.ipynb", "it": "nautilus/01-learn-to-play.it.ipynb"}

#: Each position: ``(seed, actions both players played)``, Player 1 to play next.
GAMES: dict[str, tuple[int, Sequence[str]]] = {
    # Section 1: two rounds played (greedy against greedy); Science is won for Player 1,
    # Player 2 took the Exploration ink blot (the rule sheet's picture).
    "domains": DOMAINS_WON,
    # Section 2: a 10 on your side, Player 2's 12 on theirs; you hold the Fishbone.
    "place": (1, ["keep fishbone", "pass", "pass", "10 1.2", "12 2.4"]),
    # Section 3: Player 2's 14 at 2.3; you hold the 1 and the Kraken.
    "fourteen": (11, ["keep kraken", "pass", "pass", "11 1.1", "14 2.3"]),
    # Section 4: your 9 just placed at 1.4; the place facing your 13 is taken.
    "across": (1, ["keep scooter", "pass", "pass", "10 1.1", "5 2.5", "13 1.2", "4 2.2",
                   "9 1.4"]),
    # Section 4: your 12 anchored at 1.1, your 8 just placed at 1.5.
    "anchor": (12, ["keep anchor", "pass", "pass", "anchor 12 1.1", "13 2.1", "4 1.2",
                    "14 2.2", "8 1.5"]),
    # Section 5: you played the Eye before placement.
    "eye": (5, ["keep eye", "play eye", "pass"]),
    # Section 5: you played the Underwater scooter; keep one of the two divers drawn.
    "scooter": (1, ["keep scooter", "play scooter"]),
    # Section 5: you played the Harpoon; give a diver.
    "harpoon": (3, ["keep harpoon", "play harpoon"]),
    # Section 6: the position of section 2, with the Fishbone in your hand.
    "fishbone": (1, ["keep fishbone", "pass", "pass", "10 1.2", "12 2.4"]),
}
#: The place the Fishbone goes in question 12: facing your 10 at 1.2.
FISHBONE_PLACE = "2.2"
#: The notebook's section showing each position.
SECTIONS = {"domains": 1, "place": 2, "fourteen": 3, "across": 4, "anchor": 4, "eye": 5,
            "scooter": 5, "harpoon": 5, "fishbone": 6, "game": 7}


def replay(seed: int, actions: Sequence[str]) -> Table:
    """A table where both players played ``actions``; from there the greedy bot plays
    Player 2."""
    table = Table(seed=seed, bots={THEM: "greedy"})
    for action in actions:
        table.play(action, respond=False)
    return table


def game() -> Table:
    """A new game against the search bot (ISMCTS)."""
    return Table(seed=2, bots={THEM: "ismcts"})


POSITIONS: dict[str, Callable[[], Table]] = {
    **{name: partial(replay, seed, actions) for name, (seed, actions) in GAMES.items()},
    "game": game,
}


# -- what the questions read on the board ---------------------------------------------------
def last_round_stars(name: str, seat: int) -> int:
    """The stars ``seat`` took in the last round at position ``name``, as the board lists
    them card by card (nautilus/capture)."""
    return sum(card["stars"] for card in position(name).view(ME)["last"]
               if card["taker"] == seat)


def beats_all(name: str) -> AnyOf:
    """Player 1's divers that beat every diver of Player 2's hand the Eye showed."""
    view = position(name).view(ME)
    return AnyOf(str(mine) for mine in view["hand"]
                 if all(beats(mine, theirs) for theirs in view["opponent_hand"]))


def _hand_options(name: str) -> Callable[[], list[Option]]:
    return lambda: [Option(str(value), diver_name(value))
                    for value in position(name).view(ME)["hand"]]


def won_for_good(name: str, seat: int) -> AnyOf:
    """The domains marked won for ``seat`` at position ``name`` (nautilus/clinch)."""
    marks = position(name).view(ME)["clinched"]
    return AnyOf(domain for domain, mark in zip(DOMAINS, marks, strict=True) if mark == seat)


def places_for(name: str, card: int) -> int:
    """At how many places Player 1 may place ``card`` at position ``name``."""
    return sum(isinstance(action, Place) and action.card == card
               for action in position(name).legal())


def values_at(name: str, where: str) -> list[int]:
    """The values Player 1 may place at ``where`` ("1.3"): divers, the Kraken, the Fishbone."""
    side, place = map(int, where.split("."))
    return [action.card for action in position(name).legal()
            if isinstance(action, Place) and (action.side, action.place) == (side, place)]


def value_name(value: int) -> str:
    """A value as an answer names it: "1", "kraken", "fishbone"."""
    return next((name for name, worth in AS_DIVER.items() if worth == value), str(value))


def facing(name: str, where: str) -> int:
    """The value of the card facing ``where`` across the submarine."""
    side, place = map(int, where.split("."))
    return position(name).view(ME)["sides"][2 - side][place - 1]


def movable(name: str) -> AnyOf:
    """The places whose card the diver just placed may move (nautilus/forced-move)."""
    return AnyOf(action.notation().split()[1] for action in position(name).legal())


def own_cards(name: str) -> list[Option]:
    """Player 1's cards on side 1 at position ``name``, but the diver that must move one."""
    view = position(name).view(ME)
    mover = tuple(view["mover"] or (None, None))
    return [Option(f"1.{place}", _("your {card} at 1.{place}", card=diver_name(value),
                                   place=place))
            for place, value in enumerate(view["sides"][ME], start=1)
            if value is not None and (ME, place - 1) != mover]


def taker(name: str, card: str, where: str) -> str:
    """Who takes the domain card at ``where`` once ``card`` stands there, if no card
    moves: "1" or "2" (nautilus/capture)."""
    table = tried(position(name), f"{card} {where}")
    side, place = map(int, where.split("."))
    mine, theirs = (table.view(ME)["sides"][seat][place - 1] for seat in (ME, THEM))
    return "1" if beats(mine, theirs) else "2"


PLAYER_OPTIONS = [Option("1", _("Player 1 (you)")), Option("2", _("Player 2"))]


def _domain_options() -> list[Option]:
    return [Option(domain, DOMAIN_NAMES[domain]) for domain in DOMAINS]


def _value_options(name: str, where: str) -> Callable[[], list[Option]]:
    return lambda: [Option(value_name(value), diver_name(value))
                    for value in values_at(name, where)]


def _kept_divers() -> int:
    table = position("scooter")
    kept = table.view(ME)["drawn"][0]
    return len(tried(table, f"pick {kept}").view(ME)["hand"])


def _harpooned() -> int:
    return position("harpoon").view(ME)["taken"]


QUESTIONS = [
    Question(
        _("Read the last round card by card. How many stars did you take in it, all domains "
          "together?"),
        Number(-5, 10), lambda: last_round_stars("domains", ME),
        _("Add the stars of the cards taken by Player 1: an ink blot counts -1."),
        _("{answer}: the stars of each card you took, an ink blot counting -1. The tallies now "
          "show each domain's total over both rounds.")),
    Question(
        _("Which domain is already won for good: the other player can no longer catch up?"),
        Choice(_domain_options), lambda: won_for_good("domains", ME),
        _("Look for a domain where the leader stays ahead even if the opponent takes every star "
          "still to come and the leader every ink blot."),
        _("{answer}: you have 4 stars there, Player 2 has -1, and the cards still to come hold "
          "only 2 stars: Player 2 can never catch up."),
        wrong={"navigation": _("Navigation is tied 2 to 2: either player can still win it.")}),
    Question(
        _("At how many places may you put your 13?"),
        Number(0, 10), lambda: places_for("place", 13),
        _("Count the free places on both sides of the submarine."),
        _("{answer}: any free place, on your side or on Player 2's side; two of the ten places are "
          "taken.")),
    Question(
        _("Player 2's 14 stands at 2.3. Which of your cards, placed at 1.3, takes that domain "
          "card?"),
        Choice(_value_options("fourteen", "1.3"), buttons_up_to=6),
        lambda: AnyOf(value_name(value) for value in values_at("fourteen", "1.3")
                      if beats(value, facing("fourteen", "1.3"))),
        _("The higher diver takes the card, with one exception."),
        _("{answer}: the 1 beats the 14, and the Kraken, worth 15, beats every diver."),
        wrong={"12": _("12 is lower than 14: look for the exception.")}),
    Question(
        _("True or false: the 1 beats the Kraken too."),
        TrueFalse(), lambda: beats(1, AS_DIVER[KRAKEN]),
        _("The exception names the 14 only."),
        _("{answer}: the Kraken is worth 15 and is not a 14: it beats the 1 as it beats every "
          "diver.")),
    Question(
        _("Your 9 must move another of your divers across the submarine. Which one may it move?"),
        Choice(partial(own_cards, "across")), lambda: movable("across"),
        _("A 6 or a 9 moves a diver straight across, to the place facing the same domain card: is "
          "that place free?"),
        _("{answer}: the place facing it on Player 2's side is free. The place facing your 13 is "
          "taken, so the 13 cannot go across."),
        wrong={"1.2": _("The place facing your 13, 2.2, already holds Player 2's 4.")}),
    Question(
        _("True or false: instead of moving a card, you may let Player 2 place now."),
        TrueFalse(),
        lambda: any(not isinstance(action, Move) for action in position("across").legal()),
        _("When a 6, 7, 8 or 9 can move a card, is the move a choice?"),
        _("{answer}: whenever the move is possible it is compulsory, and the referee refuses "
          "anything else until it is made.")),
    Question(
        _("Your 8 must move another of your divers along your side. Which one may it move?"),
        Choice(partial(own_cards, "anchor")), lambda: movable("anchor"),
        _("Which of your divers did you place with the Anchor?"),
        _("{answer}: your 12 carries the Anchor, and an anchored card can be moved neither across "
          "nor along."),
        wrong={"1.1": _("Your 12 at 1.1 is anchored: it cannot move.")}),
    Question(
        _("Thanks to the Eye, you see Player 2's hand. Which of your divers beats every diver "
          "they hold?"),
        Choice(_hand_options("eye")), lambda: beats_all("eye"),
        _("The board shows the divers of Player 2's hand that the Eye revealed: find their "
          "highest."),
        _("{answer}: it beats their highest diver, so it takes any card you place it in front "
          "of; now you also know where their divers can hurt you.")),
    Question(
        _("How many divers will you hold once you keep one of the two the Underwater scooter "
          "drew?"),
        Number(0, 10), _kept_divers,
        _("You keep one of the two, in addition to your five."),
        _("{answer}: you still place five divers this round, so the extra one is a choice: one "
          "diver stays in your hand.")),
    Question(
        _("True or false: you may give Player 2 back the very diver you harpooned."),
        TrueFalse(), lambda: legal(position("harpoon"), f"give {_harpooned()}"),
        _("After the Harpoon you give one diver: which ones may it be?"),
        _("{answer}: give it back, or keep it and give one of your own divers instead.")),
    Question(
        _("You place the Fishbone at 2.2, facing your 10. If no card moves, who takes that domain "
          "card?"),
        Choice(PLAYER_OPTIONS), lambda: taker("fishbone", FISHBONE, FISHBONE_PLACE),
        _("The Fishbone is a diver worth 0."),
        _("{answer}: every diver beats the Fishbone, so the card is yours; placed on Player 2's "
          "side it spoils one of their places.")),
]

#: What a board holds back until the question it answers is answered right: the tallies
#: (question 1 reads the last round instead) and the "won" marks (question 2).
HOLDS = {"domains": {"tallies": 1, "clinched": 2}}

LESSON = Lesson("nautilus", _("Nautilus: learn to play"), NOTEBOOKS["en"], QUESTIONS,
                POSITIONS, translated={"it": NOTEBOOKS["it"]}, holds=HOLDS)

position, question, try_move, board = (LESSON.position, LESSON.question, LESSON.try_move,
                                       LESSON.board)
