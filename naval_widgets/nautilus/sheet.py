"""Nautilus' rule sheet (``docs/rules/nautilus-sheet.html``, in Italian
``nautilus-sheet.it.html``).

Its words follow ``docs/rules/nautilus.md`` (the Italian description of the seeds and the
published game's facts); the counts and names come from the engine's own tables, and the
picture is the board's static picture after two rounds (``DOMAINS_WON``, the lesson's
first position too), reached by playing its actions.
"""

from __future__ import annotations

from ..core.sheet import Figure, Section, Sheet, Translate, bullets, paragraph, plain, term
from . import Table
from .cards import (
    ACROSS,
    ALONG,
    ANCHOR,
    AS_DIVER,
    DIVERS,
    DOMAIN_CARDS,
    DOMAIN_NAMES,
    DOMAINS,
    EYE,
    FISHBONE,
    HARPOON,
    KRAKEN,
    PLACES,
    SCOOTER,
    SPECIAL_NAMES,
    SPECIALS,
)
from .state import HAND, ROUNDS, TO_WIN

#: The position the picture shows: ``(seed, actions both players played)``, two rounds
#: of greedy against greedy; Science is won for Player 1, Player 2 took the Exploration
#: ink blot. The lesson's first position ("domains") is this one.
DOMAINS_WON: tuple[int, tuple[str, ...]] = (36, (
    "keep kraken", "pass", "pass", "kraken 1.3", "1 1.4", "14 2.4", "3 2.5", "11 1.2", "4 2.1",
    "6 2.2", "move 2.5 1.5", "8 1.1", "7 2.5", "move 2.1 2.3", "10 2.1", "keep scooter",
    "play scooter", "pick 12", "pass", "14 2.3", "1 1.3", "13 2.1", "fishbone 1.2", "12 2.5",
    "2 2.2", "4 1.5", "7 2.4", "5 1.1", "9 1.4"))


def position() -> Table:
    """The table the sheet's picture shows, the greedy bot playing Player 2 from there."""
    seed, actions = DOMAINS_WON
    table = Table(seed=seed, bots={1: "greedy"})
    for action in actions:
        table.play(action, respond=False)
    return table


def _name(special: str) -> str:
    """A special card's name as a heading: "The Eye"."""
    name = str(SPECIAL_NAMES[special])
    return name[:1].upper() + name[1:]


def sheet(_: Translate) -> Sheet:
    table = position()
    figure = Figure(
        table.widget(seat=0).picture_html() or "",
        _("The board as Player 1 sees it after two rounds: the tallies beside each domain, "
          "and Science marked won for Player 1, who can no longer be caught there."),
        zoom=0.6)
    domains = ", ".join(str(DOMAIN_NAMES[domain]) for domain in DOMAINS)
    setup = Section(_("Set-up"), bullets([
        plain(_("{cards} domain cards in five domains ({domains}); each domain has four "
                "1-star cards, one 2-star card and one ink blot worth -1.")
              .format(cards=len(DOMAIN_CARDS), domains=domains)),
        plain(_("{divers} divers numbered 1 to {divers}, and {specials} special cards.")
              .format(divers=len(DIVERS), specials=len(SPECIALS))),
    ]))
    aim = Section(_("The aim"), paragraph(
        _("Win {domains} of the five domains. A game lasts {rounds} rounds at most.")
        .format(domains=TO_WIN, rounds=ROUNDS)))
    round_section = Section(_("A round"), bullets([
        plain(_("Lay {places} domain cards along the submarine; each player draws {hand} "
                "divers. Player 1 is the first player in the odd rounds, Player 2 in the even "
                "ones.").format(places=PLACES, hand=HAND)),
        plain(_("The first player draws 2 special cards, keeps one and gives the other.")),
        plain(_("Before placement, the first player, then the other, plays the Eye, the "
                "Underwater scooter or the Harpoon, or passes.")),
        plain(_("In turn, each player places a card at a free place in front of a domain "
                "card, on their own side or the other player's side.")),
        plain(_("When both sides hold {places} cards, each domain card goes to the player on "
                "whose side the higher diver faces it.").format(places=PLACES)),
    ], ordered=True))
    divers = Section(_("Divers"), bullets([
        term(_("Higher wins:"), _("the higher diver takes the card, except that the 1 beats "
                                  "the 14.")),
        term(" ".join(map(str, ACROSS)), _("moves another card of its side straight across, "
                                           "to the free place facing the same domain card.")),
        term(" ".join(map(str, ALONG)), _("moves another card of its side to another free "
                                          "place of that side.")),
        term(_("Compulsory:"), _("whenever a 6, 7, 8 or 9 can move a card, the move must be "
                                 "made.")),
    ]))
    specials = Section(_("Special cards"), bullets([
        term(_name(EYE), _("before placement: look at the other player's hand.")),
        term(_name(SCOOTER), _("before placement: draw 2 divers nobody holds, keep "
                                        "one in addition to your five.")),
        term(_name(HARPOON), _("before placement: take a diver at random from the other "
                             "player's hand; give it back, or keep it and give one of yours.")),
        term(_name(KRAKEN), _("during placement: a diver worth {value}; it beats the 1 too.")
             .format(value=AS_DIVER[KRAKEN])),
        term(_name(FISHBONE), _("during placement: a diver worth {value}; every diver beats it.")
             .format(value=AS_DIVER[FISHBONE])),
        term(_name(ANCHOR), _("during placement, with a diver: that card can no longer be "
                            "moved.")),
        plain(_("Each special card is discarded at the end of its round, played or not; the "
                "six are shuffled again after round 3.")),
    ]))
    scoring = Section(_("Scoring"), bullets([
        plain(_("A domain's total: 2 for a 2-star card, 1 for a 1-star card, -1 for an ink "
                "blot; the higher total wins the domain.")),
        plain(_("A domain is marked won as soon as the other player can no longer catch up "
                "with the cards still to come.")),
        plain(_("The game ends as soon as a player has {domains} domains marked won.")
              .format(domains=TO_WIN)),
    ]))
    return Sheet(
        title=_("Nautilus: the rules"),
        lead=_("Two players. Place your divers around Captain Nemo's submarine and win three "
               "of his five domains."),
        figure=figure, beside=(aim, setup, round_section),
        sections=(divers, specials, scoring),
        source=_("The rules as the engine plays them, with every decision explained: "
                 "docs/rules/nautilus.md. Learn by playing: "
                 "notebooks/nautilus/01-learn-to-play.ipynb. Generated by "
                 "python -m naval_widgets.lessons sheets."))
