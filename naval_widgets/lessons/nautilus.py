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
from typing import Any

from ..core.i18n import Catalog
from ..nautilus import Move, Place, Table
from ..nautilus.cards import AS_DIVER, DOMAIN_NAMES, DOMAINS, FISHBONE, beats, diver_name
from ..nautilus.sheet import DOMAINS_WON
from .lesson import Lesson
from .questions import AnyOf, Choice, Number, Option, Question, TrueFalse
from .questions import Move as Played
from .referee import right_moves, tried

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
#: The fresh positions of the questions that end each section: other games, where no bot
#: answers the student's move.
FRESH: dict[str, tuple[int, Sequence[str]]] = {
    # Section 1: two rounds of greedy against greedy; Navigation is won for Player 1.
    "other domains": (48, [
        "keep kraken", "pass", "play scooter", "pick 4", "kraken 1.2", "1 1.1", "2 2.4",
        "14 2.3", "10 1.5", "12 2.5", "6 1.4", "move 1.1 2.1", "4 1.3", "8 1.1", "7 2.2",
        "keep eye", "play eye", "pass", "1 1.5", "13 2.2", "3 1.1", "4 2.3", "5 2.5", "6 1.3",
        "move 1.1 2.1", "11 2.4", "7 1.1", "move 1.5 1.2", "10 1.4", "8 1.5"]),
    # Section 2: your 11 at 1.3; you hold a 5.
    "either side": (34, ["keep scooter", "pass", "pass", "11 1.3", "13 2.1"]),
    # Section 3: Player 2's 14 at 2.2; you hold the 1 and no Kraken.
    "another fourteen": (57, ["keep eye", "pass", "pass", "12 1.5", "14 2.2"]),
    # Section 4: your 5 anchored at 1.1, your 2 facing Player 2's 12, your 6 just placed.
    "six and anchor": (38, ["keep anchor", "pass", "pass", "anchor 5 1.1", "12 2.2", "2 1.2",
                            "4 2.4", "1 1.3", "14 2.1", "6 1.5"]),
    # Section 5: you played the Harpoon in another game.
    "other harpoon": (107, ["keep harpoon", "play harpoon"]),
    # Section 6: your 11 at 1.4, Player 2's 13 at 2.2; you hold the Fishbone.
    "other fishbone": (72, ["keep fishbone", "pass", "pass", "11 1.4", "13 2.2"]),
}
#: The notebook's section showing each position.
SECTIONS = {"domains": 1, "place": 2, "fourteen": 3, "across": 4, "anchor": 4, "eye": 5,
            "scooter": 5, "harpoon": 5, "fishbone": 6, "game": 7}


def replay(seed: int, actions: Sequence[str], bot: str | None = "greedy") -> Table:
    """A table where both players played ``actions``; from there ``bot`` plays Player 2
    (``None``: nobody answers, as on a question's board)."""
    table = Table(seed=seed, bots={} if bot is None else {THEM: bot})
    for action in actions:
        table.play(action, respond=False)
    return table


def game() -> Table:
    """A new game against the search bot (ISMCTS)."""
    return Table(seed=2, bots={THEM: "ismcts"})


POSITIONS: dict[str, Callable[[], Table]] = {
    **{name: partial(replay, seed, actions) for name, (seed, actions) in GAMES.items()},
    **{name: partial(replay, seed, actions, None) for name, (seed, actions) in FRESH.items()},
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


def _domain_options() -> list[Option]:
    return [Option(domain, DOMAIN_NAMES[domain]) for domain in DOMAINS]


def _value_options(name: str, where: str) -> Callable[[], list[Option]]:
    return lambda: [Option(value_name(value), diver_name(value))
                    for value in values_at(name, where)]


def _kept_divers() -> int:
    table = position("scooter")
    kept = table.view(ME)["drawn"][0]
    return len(tried(table, f"pick {kept}").view(ME)["hand"])


def _moves(name: str, right: Callable[[Any, dict], bool]) -> AnyOf:
    """The student's legal moves at position ``name`` that ``right(action, view)`` accepts,
    the view being the student's before the move."""
    return right_moves(position(name), ME, lambda action, before, _after: right(action, before))


def _facing_own(name: str, value: int) -> AnyOf:
    """Where ``value`` goes on Player 2's side facing a diver of Player 1's."""
    return _moves(name, lambda action, view: isinstance(action, Place) and action.card == value
                  and action.side == THEM + 1 and view["sides"][ME][action.place - 1] is not None)


def _takes_the_fourteen(name: str) -> AnyOf:
    """Player 1's placements facing Player 2's 14 that beat it."""
    return _moves(name, lambda action, view: isinstance(action, Place) and action.side == 1
                  and view["sides"][THEM][action.place - 1] == 14 and beats(action.card, 14))


def _keeps_the_harpooned(name: str) -> AnyOf:
    return _moves(name, lambda action, view: action.notation() != f"give {view['taken']}")


QUESTIONS = [
    Question(
        _("Read the last round card by card. How many stars did you take in it, all domains "
          "together?"),
        Number(-5, 10), lambda: last_round_stars("domains", ME),
        _("Add the stars of the cards taken by Player 1: an ink blot counts -1."),
        _("{answer}: the stars of each card you took, an ink blot counting -1. The tallies now "
          "show each domain's total over both rounds.")),
    Question(
        _("In this other game, two rounds have been played. Which domain is already won for good: "
          "the other player can no longer catch up?"),
        Choice(_domain_options), lambda: won_for_good("other domains", ME),
        _("Look for a domain where the leader stays ahead even if the opponent takes every star "
          "still to come and the leader every ink blot."),
        _("{answer}: even if Player 2 took every star still to come there, and you every ink "
          "blot, you would stay ahead."),
        on="other domains"),
    Question(
        _("Your 11 stands at 1.3. Place your 5 on Player 2's side, facing the same domain card as "
          "your 11."),
        Played(lambda: position("either side")), lambda: _facing_own("either side", 5),
        _("Side 2 is Player 2's; 1.3 and 2.3 face the same domain card."),
        _("{answer}: you may place on either side. Facing your 11, the 5 spoils one of Player 2's "
          "places, and the card goes to your 11."),
        on="either side"),
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
        _("In this other game, Player 2's 14 stands at 2.2. Place a card of your hand where it "
          "takes that domain card."),
        Played(lambda: position("another fourteen")),
        lambda: _takes_the_fourteen("another fourteen"),
        _("The higher diver takes the card, with one exception. Which place faces the 14?"),
        _("{answer}: the 1 beats the 14. Placed at 1.2, facing it, it takes the card if no card "
          "moves."),
        on="another fourteen"),
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
        _("In this other game you just placed your 6 at 1.5, and your 5 carries the Anchor. Which "
          "of your divers may the 6 move?"),
        Choice(partial(own_cards, "six and anchor")), lambda: movable("six and anchor"),
        _("A 6 moves a diver straight across, to a free place; an anchored diver never moves."),
        _("{answer}: the place facing it is free. Your 5 is anchored, and the place facing your 2 "
          "holds Player 2's 12."),
        wrong={"1.1": _("Your 5 at 1.1 carries the Anchor: it cannot move."),
               "1.2": _("The place facing your 2, 2.2, already holds Player 2's 12.")},
        on="six and anchor"),
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
        _("In this other game you played the Harpoon, and it took one of Player 2's divers. Keep "
          "it: give Player 2 one of your own divers instead."),
        Played(lambda: position("other harpoon")), lambda: _keeps_the_harpooned("other harpoon"),
        _("After the Harpoon you give one diver: the one you harpooned, or one of yours."),
        _("{answer}: you keep the harpooned diver and give one of yours; giving it back would "
          "keep nothing."),
        wrong={"give 13": _("That is the diver you harpooned: give it back, and you do not "
                            "keep it.")},
        on="other harpoon"),
    Question(
        _("You hold the Fishbone. Place it where it hands you a domain card, if no card moves."),
        Played(lambda: position("other fishbone")),
        lambda: _facing_own("other fishbone", AS_DIVER[FISHBONE]),
        _("The Fishbone is a diver worth 0: every diver beats it. Which side should it go on?"),
        _("{answer}: placed on Player 2's side facing your 11, the Fishbone loses to it, so the "
          "domain card is yours."),
        on="other fishbone"),
]

#: What a board holds back until the question it answers is answered right: the tallies
#: (question 1 reads the last round instead) and the "won" marks (question 2, on a board
#: of its own).
HOLDS = {"domains": {"tallies": 1, "clinched": 2}, "other domains": {"clinched": 2}}

LESSON = Lesson("nautilus", _("Nautilus: learn to play"), NOTEBOOKS["en"], QUESTIONS,
                POSITIONS, translated={"it": NOTEBOOKS["it"]}, holds=HOLDS)

position, question, try_move, board = (LESSON.position, LESSON.question, LESSON.try_move,
                                       LESSON.board)
