"""Fleet 1715's rule sheet (``docs/rules/fleet1715-sheet.html``), declared by both its
games: the solo game and the table game.

Its words follow ``docs/rules/fleet1715.md`` (the English rulebook of the seeds: the
world, the clue cards, the game for one player and for several); the elements and the
clue examples come from the engine's own tables and deck, and the picture is the board's
static picture of a solo game: a few cards drawn and the marks the tutor deduces from them.
"""

from __future__ import annotations

from ..core.sheet import Figure, Section, Sheet, Translate, bullets, paragraph, plain, table, term
from . import DECK, LABELS, LETTERS, Mark, Table, explain, scenario
from .world.clues import KINDS
from .world.data import AREAS, ATTRIBUTES, CATEGORIES, SITES, members

SCENARIO, SEED, DRAWN = "F", 2, 4


def position() -> Table:
    """Scenario F's solo game after four cards drawn, with every mark the tutor's
    walkthrough of the scenario deduces from those cards alone (no supposition)."""
    game = Table(seed=SEED, variant=SCENARIO)
    for _ in range(DRAWN):
        game.play("draw")
    drawn = {card["number"] for card in game.view(0)["drawn"]}
    cards = scenario(SCENARIO).cards
    usable = {place for place, card in enumerate(cards) if card.number in drawn}
    marked: set = set()
    for step in explain(scenario(SCENARIO).clues):
        if step.supposition is None and set(step.clues) <= usable and set(step.facts) <= marked:
            for fact in step.new:
                if fact not in marked:
                    marked.add(fact)
                    game.play(Mark(fact.cell, "yes" if fact.value else "no"))
    return game


def _kind_rows(t: Translate) -> list[list[str]]:
    """Each clue kind: its name, what it means, and a card of the deck as example."""
    names = {"pairing": t("pairing"), "negation": t("negation"), "area": t("area"),
             "next-to": t("next to"), "depth": t("depth limit"),
             "deeper": t("deeper than")}
    meanings = {
        "pairing": t("one wreck has both"),
        "negation": t("two different wrecks"),
        "area": t("at one of the area's two sites"),
        "next-to": t("the two sites of one area"),
        "depth": t("deeper (or shallower) than so many feet"),
        "deeper": t("one wreck deeper than another"),
    }
    examples = {}
    for card in DECK:
        examples.setdefault(card.clue.kind, card.clue.text)
    return [[names[kind], meanings[kind], examples[kind]] for kind in KINDS]


def sheet(t: Translate) -> Sheet:
    game = position()
    view = game.view(0)
    figure = Figure(
        game.widget(seat=0).picture_html(),
        t("A solo game of scenario {letter}: {drawn} clue cards drawn, and the grid marked "
          "with what they tell (✗ no, ● yes). Bold lines separate the subgrids.")
        .format(letter=SCENARIO, drawn=len(view["drawn"])), zoom=0.95)
    sizes = [len(scenario(letter).cards) for letter in LETTERS]
    north, south = ([LABELS[site] for site in AREAS[area]] for area in ("north", "south"))
    values = [term(CATEGORIES[category].capitalize() + ":",
                   ", ".join(LABELS[e] for e in members(category)) + ".")
              for category in ATTRIBUTES]
    world = Section(t("The wrecks"), paragraph(
        t("Four ships sank off the coast in 1715. Which ship, of which type, with which cargo, "
          "sank where and how deep? Each site holds one wreck, with one value of each "
          "attribute:")) + bullets([
        term(t("Sites:"), t("{sites}, in coast order. {north_sites} lie in the northern area, "
                            "{south_sites} in the southern area.")
             .format(sites=", ".join(LABELS[site] for site in SITES),
                     north_sites=t("{first} and {second}").format(first=north[0],
                                                                  second=north[1]),
                     south_sites=t("{first} and {second}").format(first=south[0],
                                                                  second=south[1]))),
        *values,
    ]))
    grid = Section(t("The grid: your notes"), paragraph(
        t("The logic grid has 160 cells: each site against the 16 values, and each pair of "
          "attributes. Mark a cell ✗ (no) or ● (yes). Two rules of the grid help every "
          "clue:")) + bullets([
        term(t("One to one."), t("Each value goes with exactly one of each other category: "
                                 "a ● rules out the rest of its row and column in that "
                                 "subgrid, and the last open cell of a line is a ●.")),
        term(t("Transfer."), t("If two of three values go together, so does the third: "
                               "a ● and a ✗ in one corner give a ✗ across the grids.")),
    ]))
    clues = Section(t("The clue cards"), paragraph(
        t("Six kinds. “Next to” means both wrecks lie in the same area.")) + table(
        [t("kind"), t("means"), t("example")], _kind_rows(t)))
    solo = Section(t("The game for one player"), bullets([
        plain(t("Choose a scenario, {first} to {last}, and take its clue cards: every card "
                "carrying that letter ({fewest} to {most} cards). Shuffle them face down.")
              .format(first=LETTERS[0], last=LETTERS[-1], fewest=min(sizes), most=max(sizes))),
        plain(t("Draw one card at a time and mark on the grid what it tells you, read with "
                "what you already know.")),
        plain(t("Hand in your grid when you believe you know every wreck: you win if all 16 "
                "values are right. Your score is the number of cards still face down: "
                "solve with fewer clues.")),
    ], ordered=True))
    multi = Section(t("The game for two to five players"), bullets([
        plain(t("Deal the scenario's cards evenly; the rest form a draw pile. Each player "
                "takes a mission card: a ship's name (find its cargo, type, site and depth) "
                "or a site (find its ship, type, cargo and depth).")),
        plain(t("On your turn, ask the player on your left for a card of a category or an "
                "element: “Have you a card for the Almiranta?” The first player in turn "
                "who has one hands it over; if no one has, you may ask once more.")),
        plain(t("After each round, a card of the draw pile is turned face up for all.")),
        plain(t("Think you are done? Write your solution down and lay it face down on the "
                "pile of solutions. When all are in, the pile is turned over: the first "
                "correct solution handed in lies on top and wins.")),
    ], ordered=True))
    tutor = Section(t("In Jupyter"), paragraph(
        t("fleet1715.board(\"A\") opens a scenario with every clue face up, with hints (three "
          "levels), a check of your marks and a step-by-step walkthrough. The lessons are in "
          "notebooks/fleet-1715/.")))
    return Sheet(
        title=t("Fleet 1715: the rules"),
        lead=t("A deduction game for one player or two to five: read the clue cards, mark "
               "the grid, and find which ship sank where."),
        figure=figure, beside=(),
        sections=(world, grid, clues, solo, multi, tutor),
        source=t("The rules as the engine plays them, with every decision explained: "
                 "docs/rules/fleet1715.md. Generated by python -m naval_widgets.lessons "
                 "sheets."))
