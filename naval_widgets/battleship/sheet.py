"""The Battleship card game's rule sheet (``docs/rules/battleship-sheet.html``).

Its words follow ``docs/rules/battleship.md`` (the French rulebook of the seeds, standard
and beginner rules); the numbers and card names come from the engine's own tables, and
the picture is the board's static picture at a position reached by the moves below.
"""

from __future__ import annotations

from collections import Counter

from ..core.sheet import Figure, Section, Sheet, Translate, bullets, paragraph, plain, term
from . import Table
from .cards import (
    BATTLESHIP,
    BEGINNER_DESTRUCTION,
    CARRIER,
    CARRIER_HAND_SIZE,
    COLUMNS,
    COORDINATES,
    DESTROYER,
    DESTRUCTION,
    HAND_ORDER,
    HAND_SIZE,
    HITS,
    MISS,
    NAMES,
    PT_BOAT,
    REPAIR_OR_DRAW,
    ROWS,
    SHIELD,
    SHIELD_STRENGTH,
    SUBMARINE,
    WHITE,
    WHITES_OR_TWO,
    cell_label,
)

#: A standard game (seed 5) after 15 moves, Player 1 to play: a sunk PT boat, misses, a
#: revealed carrier, a shielded submarine with a white peg, Player 1's battleship hit.
MOVES = ("white C4", "shield own C4", "white B4", "white A2", "white C1", "white A4",
         "white B1", "draw-three", "white C4", "play-two", "red1 A4", "red1 A4", "white B4",
         "white C3", "red1 A3")


def position() -> Table:
    """The table the sheet's picture shows."""
    table = Table(seed=5, variant="standard")
    for move in MOVES:
        table.play(move, respond=False)
    return table


def sheet(_: Translate) -> Sheet:
    counts = Counter(DESTRUCTION)
    deck = ", ".join(f"{counts[card]} × {NAMES[card]}" for card in HAND_ORDER)
    ships = ", ".join(f"{NAMES[ship]} {hits}" for ship, hits in HITS.items())
    table = position()
    figure = Figure(
        table.widget(seat=0).picture_html(),
        _("The board as Player 1 sees it on turn {turn}: blue cards are face down. The "
          "opponent's PT boat is sunk, their carrier found, their submarine carries a "
          "shield and a white peg; Player 2 has just hit your battleship with a red peg.")
        .format(turn=table.view(0)["turn"]), zoom=0.7)
    setup = Section(_("Set-up"), bullets([
        plain(_("Each player takes a deck of one colour: {coordinates} coordinate cards "
                    "(the 5 ships and {misses} misses) and {destruction} destruction cards.")
                  .format(coordinates=len(COORDINATES), misses=COORDINATES.count(MISS),
                          destruction=len(DESTRUCTION))),
        plain(_("Shuffle the coordinate cards and lay them face down in a {rows}×{columns} "
                    "grid, cells {first} to {last}. No one looks at them, not even their "
                    "owner.").format(rows=ROWS, columns=COLUMNS, first=cell_label(0),
                                     last=cell_label(ROWS * COLUMNS - 1))),
        plain(_("Shuffle the destruction cards into a draw pile and deal yourself a hand "
                    "of {hand}.").format(hand=HAND_SIZE)),
        term(_("Hits to sink:"), ships + "."),
        term(_("Destruction deck:"), deck + "."),
    ]))
    turn = Section(_("A turn"), bullets([
        plain(_("Player 1 starts; turns alternate.")),
        plain(_("With your {pt_boat} revealed: first take one peg card off one of your "
                "revealed ships, if any carries one.").format(pt_boat=str(NAMES[PT_BOAT]))),
        plain(_("Play one card from your hand: you must play if you can. If no card "
                    "can be played, discard one instead.")),
        plain(_("Refill your hand to {hand} cards ({carrier_hand} with your {carrier} "
                    "revealed). An empty draw pile: shuffle your discard pile into a new "
                    "one.").format(hand=HAND_SIZE, carrier_hand=CARRIER_HAND_SIZE,
                                   carrier=str(NAMES[CARRIER]))),
    ], ordered=True))
    pegs = Section(_("Peg cards"), bullets([
        term(str(NAMES[WHITE]), _("Play it on a face-down card of the opponent's grid: it is "
                             "turned face up for the rest of the game. A miss does nothing; "
                             "a ship found can now be hit with red pegs.")),
        term(_("Red peg ×1, ×2, ×4"), _("Slide it under a revealed enemy ship: each red peg "
                                        "is one hit.")),
        term(_("Searching with red:"), _("a red peg card on a face-down card. A miss: the "
                                         "card is discarded. A ship: each red peg is a hit "
                                         "at once.")),
        term(_("Sinking:"), _("when its hits reach its number, the ship sinks: the pegs on "
                              "it are discarded and the ship leaves play.")),
    ]))
    powers = Section(_("Power cards"), paragraph(
        _("Play it face up and follow it at once. A card with two powers: choose one. A "
          "card that lets you play more may be declined with “End turn”.")) + bullets([
        term(str(NAMES[SHIELD]), _("Put it on one of your revealed ships. The opponent must first "
                              "destroy it with {strength} hits; pegs on a shield only "
                              "damage the shield.").format(strength=SHIELD_STRENGTH)),
        term(str(NAMES[WHITES_OR_TWO]), _("Discard one or more white peg cards from your hand, so "
                                     "the refill draws more; or play two other cards this "
                                     "turn.")),
        term(str(NAMES[REPAIR_OR_DRAW]), _("Take one peg card off one of your damaged ships (not "
                                      "a shield), then play another card; or draw three "
                                      "cards, play one of them and keep the other two.")),
    ]))
    ship_powers = Section(_("Ship powers"), paragraph(
        _("A ship's power works for its owner from the moment it is revealed until it "
          "sinks.")) + bullets([
        term(str(NAMES[SUBMARINE]), _("Only white pegs damage it, the one that reveals it "
                                 "included; red pegs played on it are discarded.")),
        term(str(NAMES[PT_BOAT]), _("At the start of your turn, take one peg card off one of your "
                               "revealed ships (not off a shield).")),
        term(str(NAMES[DESTROYER]), _("Your white pegs damage enemy ships and shields as red ones "
                                 "do. When it sinks, your white pegs in play are discarded "
                                 "(except on a submarine).")),
        term(str(NAMES[BATTLESHIP]), _("Each of your red peg cards in play counts one peg more: "
                                  "a ×2 counts 3.")),
        term(str(NAMES[CARRIER]), _("Refill your hand to {carrier_hand} cards instead of {hand}.")
             .format(carrier_hand=CARRIER_HAND_SIZE, hand=HAND_SIZE)),
    ]))
    end = Section(_("Winning"), paragraph(
        _("The first player to sink all five enemy ships wins.")))
    beginner = Section(_("Beginner rules"), paragraph(
        _("The same game without the power cards (a {cards}-card destruction deck), and "
          "the ship powers are ignored: no reading needed.")
        .format(cards=len(BEGINNER_DESTRUCTION))))
    return Sheet(
        title=_("Battleship card game: the rules"),
        lead=_("Two players. Find, hit and sink the opponent's five ships before they sink "
               "yours."),
        figure=figure, beside=(setup, turn, end),
        sections=(pegs, powers, ship_powers, beginner),
        source=_("The rules as the engine plays them, with every decision explained: "
                 "docs/rules/battleship.md. Learn by playing: "
                 "notebooks/battleship/01-learn-to-play.ipynb. Generated by "
                 "python -m naval_widgets.lessons sheets."))
