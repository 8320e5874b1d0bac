"""Nautic Miles' rule sheet (``docs/rules/nautic_miles-sheet.html``).

Its words follow ``docs/rules/nautic_miles.md`` (the English rulebook and the Japanese
summary of the seeds); card names, counts, strengths and every point come from the
engine's own tables, and the picture is the board's static picture at a battle
(``BATTLE``, which the first lesson shows too), reached by playing its moves.
"""

from __future__ import annotations

from ..core.sheet import Figure, Section, Sheet, Translate, bullets, paragraph, plain, table, term
from . import Table, cards
from .scoring import (
    BANDS,
    CAPTURE_POINTS,
    COLUMNS,
    CONVOY_POINTS,
    ROUND_BONUS,
    SLOWNESS_BONUS,
    as_points,
)
from .state import EN, GOAL, HAND_SIZE, JA, LINE_LIMIT, ROUND_LIMIT

#: The position the picture shows: ``(seed, moves both players played)`` in a two-player
#: round under the English rules (``variant="en"``, ``length="round"``); Player 2 put an
#: alert and a frigate on Player 1's convoy. The first lesson's "battle" is this position.
BATTLE: tuple[int, tuple[str, ...]] = (83, ("c2500 at 1", "c20000 at 1", "discard c2500",
                                            "alert 1.1", "discard m200", "frigate 1.1"))


#: The first lesson under the Japanese rules, which the sheet's Japanese section names.
JAPANESE_LESSON = "notebooks/nautic-miles/01-learn-to-play.ja.ipynb"


def position() -> Table:
    """The table the sheet's picture shows, the admiral bot playing Player 2 from there."""
    seed, moves = BATTLE
    table = Table(seed=seed, variant=EN, players=2, bots={1: "admiral"}, length="round")
    for move in moves:
        table.play(move, respond=False)
    return table


def _names(kinds) -> str:
    return ", ".join(str(cards.NAMES[card]) for card in kinds)


def _counted(kinds) -> str:
    return ", ".join(f"{cards.COUNTS[card]} × {cards.NAMES[card]}" for card in kinds)


def _miles(number: int) -> str:
    return f"{number:,}"


def _band_labels() -> list[str]:
    """Each row of the convoy table: its distances, "200-1,000" (miles go by 200)."""
    step = cards.MILES[cards.M200]
    labels = [_miles(BANDS[0])]
    labels += [f"{_miles(low)}–{_miles(high - step)}"
               for low, high in zip(BANDS[1:-1], BANDS[2:], strict=True)]
    return [*labels, f"{_miles(cards.ARRIVAL)}+"]


def _card_rows(_: Translate) -> list[list[str]]:
    """Each family of cards: its cards and how many, and what they do."""
    strengths = ", ".join(f"{cards.NAMES[ship]} {strength}"
                          for ship, strength in cards.STRENGTH.items())
    return [
        [_counted(cards.CONVOYS), _("Face down in your own line. Points by tonnage and distance; "
                                    "the {trawler} is a false convoy worth nothing.")
         .format(trawler=str(cards.NAMES[cards.TRAWLER]))],
        [_counted(cards.MILES), _("On your own convoys, face up; they add up. At {arrival} "
                                  "miles the convoy is in port.")
         .format(arrival=_miles(cards.ARRIVAL))],
        [strengths, _("Warships of a naval battle, by strength ({count} of each). {pair} "
                      "played together: strength {pair_strength}, the only two cards "
                      "played at once.").format(count=cards.COUNTS[next(iter(cards.STRENGTH))],
                                                pair=str(cards.PAIR_NAME),
                                                pair_strength=cards.PAIR_STRENGTH)],
        [_counted((cards.AIRCRAFT, cards.HIT_AIRCRAFT)),
         _("A first aircraft beside another player's convoy, no alert needed; a second one "
           "by the same player destroys it. {hit} shoots the first one down.")
         .format(hit=str(cards.NAMES[cards.HIT_AIRCRAFT]))],
        [_counted((cards.ALERT, cards.END_OF_ALERT)),
         _("Warships may attack a convoy only under an alert. The owner clears it with an "
           "{end}.").format(end=str(cards.NAMES[cards.END_OF_ALERT]))],
        [_counted((cards.MINE, cards.MINESWEEPER)),
         _("Beside another player's convoy, even in a storm or under the flag: it explodes "
           "after one full turn unless a {sweeper} defuses it.")
         .format(sweeper=str(cards.NAMES[cards.MINESWEEPER]))],
        [_counted((cards.RADAR,)),
         _("Turns face up another player's convoy at either end of a line: its points are "
           "doubled, captures included.")],
        [_counted((cards.STORM, cards.CALM_SEA)),
         _("On any convoy: at most {storm_miles} miles a card, and no attack but a mine. "
           "A {calm} ends it.").format(storm_miles=cards.STORM_MILES,
                                       calm=str(cards.NAMES[cards.CALM_SEA]))],
        [_counted((cards.NEUTRAL,)),
         _("On your own convoy not under attack: no alert, warship or aircraft until it "
           "reaches port.")],
    ]


def _points_rows(_: Translate) -> list[list[str]]:
    """The convoy table (a row a distance band) and the capture row, in points."""
    rows = [[label, *(as_points(CONVOY_POINTS[card][band]) for card in COLUMNS)]
            for band, label in enumerate(_band_labels())]
    return [*rows, [_("captured"), *(as_points(CAPTURE_POINTS[card]) for card in COLUMNS)]]


def sheet(_: Translate) -> Sheet:
    game = position()
    battle = game.view(0)["sides"][0]["convoys"][0]["battle"]
    attacker = battle["cards"][-1]
    figure = Figure(
        game.widget(seat=0).picture_html(),
        _("The board as Player 1 sees it: Player 2 put an alert beside your convoy, then "
          "attacked it with a {warship} (strength {strength}). Answer on this turn with a "
          "warship as strong or stronger, or Player 2 wins the battle as their next turn "
          "starts.").format(warship=str(cards.NAMES[attacker]), strength=cards.STRENGTH[attacker]),
        zoom=0.8)
    setup = Section(_("Set-up"), bullets([
        plain(_("Two to six players, alone or in teams of two. The deck: {cards} cards.")
              .format(cards=len(cards.DECK))),
        plain(_("Deal {hand} cards to each player; the rest is the draw pile.")
              .format(hand=HAND_SIZE[EN])),
    ]))
    turn = Section(_("A turn"), bullets([
        plain(_("Draw the top card of the draw pile.")),
        plain(_("Place one card, or discard one face up: you always end your turn with "
                "{hand} cards. A card that cannot be placed now is refused with its reason.")
              .format(hand=HAND_SIZE[EN])),
        plain(_("A new convoy goes at either end of your line or between two convoys; the "
                "others never move.")),
    ], ordered=True))
    aim = Section(_("The aim"), paragraph(
        _("Sail your convoys {arrival} miles home to port, attack the others' on the way. "
          "The first side to total {goal} points wins, over as many rounds as needed.")
        .format(arrival=_miles(cards.ARRIVAL), goal=as_points(GOAL))))
    cards_section = Section(_("The cards"), table([_("cards"), _("what they do")], _card_rows(_)))
    battle_section = Section(_("Naval battle and “one full turn”"), bullets([
        plain(_("With an alert beside a convoy, any player of another side may attack it "
                "with a warship, and others may join in.")),
        plain(_("The attacked side answers with a warship of equal or greater strength; "
                "the attack may raise the same way. Equal strength is a tie: the convoy "
                "stops until an end of alert saves it or a warship resumes the fight.")),
        plain(_("“One full turn”: until play comes back round to the player who placed "
                "the card. The side whose warship has held one full turn without an answer "
                "wins: the convoy sails on, or is destroyed.")),
        plain(_("A destroyed convoy is turned face up and goes to the capture pile of the "
                "side whose card destroyed it. A convoy in a battle does not advance.")),
    ]))
    round_end = Section(_("End of a round"), bullets([
        plain(_("A round ends when a side totals {limit} points, or when the draw pile is "
                "empty and no one can place a card.").format(limit=as_points(ROUND_LIMIT))),
        plain(_("Only a side with a convoy arrived in port scores: every convoy it sails "
                "or brought home, and every convoy it captured. No convoy in port at all: "
                "the round is cancelled and dealt again.")),
        term(_("Bonuses:"), _("+{round_bonus} to the round's top scorer; +{slow} to a side "
                              "whose arrived convoys never carried miles above {storm_miles}.")
             .format(round_bonus=as_points(ROUND_BONUS), slow=as_points(SLOWNESS_BONUS),
                     storm_miles=cards.STORM_MILES)),
    ]))
    points = Section(_("Points"), paragraph(
        _("A convoy's points by tonnage and miles sailed; a convoy detected by radar counts "
          "double.")) + table([_("miles"), *(str(cards.NAMES[card]) for card in COLUMNS)],
                              _points_rows(_)))
    teams = Section(_("Teams"), paragraph(
        _("With four or six players, teams of two, partners sitting opposite. A team has "
          "one line of convoys: both partners place convoys, miles and defences on it and "
          "see its cards; its points are the team's. A team's two aircraft come from the "
          "same player.")))
    japanese = Section(_("The Japanese variant"), bullets([
        plain(_("{hand} cards a hand; at most {line} convoys sailing.")
              .format(hand=HAND_SIZE[JA], line=LINE_LIMIT[JA])),
        plain(_("Warships attack once the alert has stood one full round. A warship of "
                "equal strength answers like a stronger one: there is no tie. A battle ends "
                "after a round in which no warship is played on it: its cards are "
                "discarded, and the side whose warship stands wins it.")),
        plain(_("One aircraft not shot down within one full turn captures the convoy; a "
                "storm placed on the convoy avoids it. After a {hit}, a further aircraft of "
                "the same player captures the convoy at once.")
              .format(hit=str(cards.NAMES[cards.HIT_AIRCRAFT]))),
        plain(_("The round ends when the cards run out (no {limit}-point end). A convoy "
                "that has not sailed scores nothing (the table has no 0-mile row); "
                "+{slow} for each slow convoy in port.")
              .format(limit=as_points(ROUND_LIMIT), slow=as_points(SLOWNESS_BONUS))),
        plain(_("Learn them by playing (in Japanese): {notebook}.")
              .format(notebook=JAPANESE_LESSON)),
    ]))
    return Sheet(
        title=_("Nautic Miles: the rules"),
        lead=_("Two to six players. Bring your convoys home, sink or capture the others', "
               "and score the most points."),
        figure=figure, beside=(aim, setup, turn),
        sections=(cards_section, battle_section, round_end, points, teams, japanese),
        source=_("The rules as the engine plays them, with every decision explained: "
                 "docs/rules/nautic_miles.md. Learn by playing: "
                 "notebooks/nautic-miles/01-learn-to-play.ipynb. Generated by "
                 "python -m naval_widgets.lessons sheets."))
