"""Fleet 1715 in four languages: what a student reads comes from the catalogs, and the
language is a display setting that changes nothing in the game."""

from __future__ import annotations

import json
import random
from functools import cache

import pytest

from naval_widgets import fleet1715
from naval_widgets.core import IllegalAction
from naval_widgets.core.i18n import translations, using
from naval_widgets.fleet1715 import GAME, TINY, Table
from naval_widgets.fleet1715.tutor.steps import Rule
from naval_widgets.fleet1715.ui.puzzles import board_puzzle
from naval_widgets.fleet1715.world.clues import Area, Deeper, DepthLimit, Negation, NextTo, Pairing
from naval_widgets.fleet1715.world.data import CATEGORIES, SITE, element
from naval_widgets.fleet1715.world.grammar import GRAMMAR, GRAMMARS, sentence
from naval_widgets.fleet1715.world.nouns import CATEGORY, THE
from naval_widgets.fleet1715.world.phrases import relation

from ..languages import refusal_pairs, said_in, untranslated
from .walkthroughs import scenario_steps

rule = pytest.mark.rule

LANGUAGES = ("fr", "it", "ja")


def _said(widget):
    """Every sentence of the game the board shows now (its page words apart)."""
    return {"status": [widget.status], "log": list(widget.log),
            "legal": [entry["label"] for entry in widget.legal if "label" in entry],
            "names": [player["name"] for player in widget.view.get("players", [])]}


def _moves(table, rng):
    """A few draws and marks, then the grid handed in (right or wrong)."""
    legal = table.legal()
    if rng.random() < 0.05:
        return fleet1715.Submit()
    marks = [action for action in legal if type(action) is fleet1715.Mark]
    draws = [action for action in legal if type(action) is fleet1715.Draw]
    return draws[0] if draws and rng.random() < 0.4 else rng.choice(marks)


@rule("fleet1715/solo-setup")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_of_the_solo_game_is_translated(language):
    """Seeded solo games shown on an English board and on one in ``language``, side by
    side on the same table: every status, log line, move label and refusal differs from
    the English one (a sentence the catalog left out would show in English)."""
    pairs = []
    for seed in range(6):
        table = Table(seed=seed, variant=GAME.variants[seed])
        english, other = table.widget(pace=0), table.widget(pace=0, language=language)
        rng = random.Random(seed)
        while table.outcome is None:
            for board in (english, other):
                board.sync()
            for kind, lines in _said(english).items():
                pairs += [(kind, a, b) for a, b in zip(lines, _said(other)[kind], strict=True)]
            pairs += refusal_pairs(GAME, table.state, language, every=5)
            table.play(_moves(table, rng), respond=False)
        english.sync()
        other.sync()
        pairs += [("result", english.status, other.status)]
        pairs += [("log", a, b) for a, b in zip(english.log, other.log, strict=True)]
        pairs += refusal_pairs(GAME, table.state, language, every=5)
    assert len(pairs) > 1000
    untranslated = sorted({(kind, a) for kind, a, b in pairs if a == b})
    assert untranslated == []
    kinds = {kind for kind, _a, _b in pairs}
    assert kinds >= {"status", "log", "legal", "refusal", "result"}


@rule("fleet1715/notes")
def test_switching_language_changes_nothing_in_the_game():
    """The same moves give the same states and the same save in every language."""
    saves, states = set(), set()
    for language in ("en", *LANGUAGES):
        table = Table(seed=5, variant="C", language=language)
        rng = random.Random(5)
        for _move in range(30):
            if table.outcome is None:
                table.play(_moves(table, rng))
        saves.add(table.to_json())
        states.add(table.state)
    assert len(saves) == 1 and len(states) == 1
    assert "language" not in json.loads(saves.pop()), "a save keeps no display setting"


@rule("fleet1715/notes")
def test_a_table_a_board_and_the_notebook_choose_the_language():
    """``Table(language=)`` speaks in its log and refusals; ``board(language=)`` is the
    puzzle board's language; a board's language speaks over its table's."""
    table = Table(seed=1, variant="A", language="fr")
    mark = fleet1715.Mark(fleet1715.cell(fleet1715.element("sebastian"),
                                         fleet1715.element("gold")), "no")
    table.play(mark)
    assert table.log_for(0)[-1] == "Case Sebastian Inlet / pièces d'or marquée « non »."
    with pytest.raises(IllegalAction, match="déjà marquée « non »"):
        table.play(mark)
    assert table.widget(pace=0, language="ja").status != table.widget(pace=0).status
    board = fleet1715.board("A", language="it")
    assert board.language == "it" and board.table.language == "it"
    assert "griglia" in board.status or "Risolto" in board.status or board.status


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_words_are_all_translated(language):
    """Each word of the page differs from the English one, unless the catalog says it the
    same way on purpose (place and ship names, the slots' punctuation)."""
    table = Table(seed=1)
    english, other = table.widget(pace=0), table.widget(pace=0, language=language)
    same = {key for key, word in english.words.items() if other.words[key] == word}
    assert set(english.words) == set(other.words) and len(english.words) > 80
    names = {f"label.{e}" for e in range(20) if fleet1715.CATEGORIES[e // 4] in
             ("site", "ship name")} | {"label.12", "label.13", "label.14"}
    allowed = names | {"cell.join", "cell.title", "cell", "cell.noted", "category.0",
                       "mark.no", "tutor", "scenarios", "scenarios.lead", "scenario",
                       "hint.reply", "walk.step", "clues.tiny", "clue", "walk.pause",
                       "walk.prev", "walk.next", "check.reply"}
    assert same <= allowed, same - allowed
    assert other.language == language and english.language == "en"


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_puzzle_boards_words_and_the_walkthrough_steps_names(language):
    """A puzzle board's title and status, and each walkthrough step's status, technique
    name and sentence, differ from the English ones."""
    pairs = []
    for what in ("A", "negation"):
        english, other = fleet1715.board(what), fleet1715.board(what, language=language)
        pairs += [("title", english.view["title"], other.view["title"]),
                  ("status", english.status, other.status)]
        for k in range(len(english.steps())):
            for board in (english, other):
                board.handle_message({"type": "walk", "payload": {"step": k},
                                      "ply": board.ply})
            assert english.error == other.error == ""
            pairs += [("walk", english.status, other.status),
                      ("technique", english.tutor["technique"], other.tutor["technique"]),
                      ("step", english.tutor["text"], other.tutor["text"])]
    assert len(pairs) > 40
    assert sorted({(kind, a) for kind, a, b in pairs if a == b}) == []


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_checks_and_the_hints_about_a_wrong_mark_are_translated(language):
    """The check's verdict, its sentence for the wrong mark and the level 1, 2 and 3 hints
    about it, on a scenario's board, differ from the English ones."""
    said = []
    solution = fleet1715.SOLUTIONS["A"].grid()
    wrong = next(c for c in range(fleet1715.CELLS) if solution[c])
    for lang in ("en", language):
        board = fleet1715.board("A", language=lang)
        replies = []
        for message in ({"type": "check", "payload": {}},
                        {"type": "mark", "payload": {"cell": wrong, "value": "no"}},
                        {"type": "check", "payload": {}},
                        {"type": "hint", "payload": {"level": 1}},
                        {"type": "hint", "payload": {"level": 2}},
                        {"type": "hint", "payload": {"level": 3}}):
            board.handle_message({**message, "ply": board.ply})
            assert board.error == ""
            if message["type"] != "mark":
                replies.append(board.tutor["text"])
            replies += [mistake["text"] for mistake in board.tutor.get("mistakes", [])]
        said.append(replies)
    english, other = said
    assert english[:2] == ["The grid is empty: nothing to check yet.",
                           "1 of your 1 mark is wrong."]
    assert all(a != b for a, b in zip(english, other, strict=True)), other


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_hints_about_the_grid_rules_are_translated(language):
    """A level 1 or 2 hint towards a step of the grid rules alone (no clue quoted) names
    the place, the technique and its meaning in the language of the moment."""
    clues = fleet1715.scenario("A").clues
    grid = [None] * fleet1715.CELLS
    said = []
    for step in scenario_steps("A"):
        for level in (1, 2):
            found = fleet1715.hint(clues, tuple(grid), level)
            if not found.clues and found.step is None and found.mistake is None:
                with using(language):
                    other = fleet1715.hint(clues, tuple(grid), level)
                said.append((found.text, other.text))
        for fact in step.new:
            grid[fact.cell] = fact.value
    assert len(said) > 10
    assert all(english.startswith("Look at the grid") for english, _other in said)
    assert [pair for pair in said if pair[0] == pair[1] or "Look at" in pair[1]] == []


#: Every puzzle a board shows: the 16 scenarios and the tiny puzzles.
PUZZLES = (*"ABCDEFGHIJKLMNOP", *TINY)


@cache
def _steps(what):
    """A puzzle's walkthrough (its steps hold no words: they are read when shown)."""
    return board_puzzle(what).explain()


def _walkthrough_sentences(what):
    """Every sentence a puzzle's walkthrough shows: each step, the steps inside its
    suppositions, the grid rules it cites, and the puzzle's clues."""
    def steps(found):
        for step in found:
            yield step.words
            yield from (rule.words for rule in step.rules)
            yield from steps(step.substeps)
    return [*steps(_steps(what)), *(clue.words for clue in board_puzzle(what).clues)]


def _grids(what):
    """A few grids of a puzzle: blank, after a third and two thirds of its walkthrough,
    and one with a wrong mark."""
    found = []
    steps = _steps(what)
    for upto in (0, len(steps) // 3, 2 * len(steps) // 3):
        grid = [None] * fleet1715.CELLS
        for step in steps[:upto]:
            for fact in step.new:
                grid[fact.cell] = fact.value
        found.append(tuple(grid))
    truth = steps[-1].new[0]
    wrong = list(found[1])
    cell = next(c for c in board_puzzle(what).cells if wrong[c] is None)
    right = {f.cell: f.value for step in steps for f in step.new}
    wrong[cell] = not right[cell]
    assert truth.cell in right
    return (*found, tuple(wrong))


def _tutor_sentences(what):
    """What a puzzle's tutor says on a few grids: the hints of each level, the check's
    verdict and its sentence for each wrong mark; and the puzzle's title and success."""
    puzzle = board_puzzle(what)
    said = [puzzle.title, puzzle.success]
    for grid in _grids(what):
        said += [puzzle.hint(grid, level).text for level in (1, 2, 3)]
        verdict, mistakes = puzzle.check(grid)
        said += [verdict, *(mistake.text for mistake in mistakes)]
    return said


@cache
def _english_tutor(what):
    return tuple(said_in("en", _tutor_sentences, what))


@rule("fleet1715/clues")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_clue_card_reads_in_each_language(language):
    """The 48 clue cards' sentences, each in a whole message of its kind with its elements'
    words, differ from the English ones, with every slot filled."""
    cards = [fleet1715.card(n).clue.words for n in range(1, 49)]
    english, other = said_in("en", cards), said_in(language, cards)
    assert len(set(english)) == 48
    assert untranslated(english, other) == []


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_walkthrough_reads_in_each_language(language):
    """Every step of the 16 scenarios' and the tiny puzzles' walkthroughs (the steps inside
    a supposition too), each grid rule they cite and each clue differ from the English
    sentence, hold no English word and no unfilled slot."""
    found = []
    for what in PUZZLES:
        sentences = _walkthrough_sentences(what)
        found += untranslated(said_in("en", sentences), said_in(language, sentences))
    assert found == []


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_tutor_speaks_each_language_on_every_puzzle(language):
    """On every scenario and tiny puzzle, the hints of each level (quoting clues, giving
    the deduction), the check and its sentence for a wrong mark, the title and the
    success read in another language: each puzzle in one of them, taken in turn (the
    hints are worked out again in each language, and their messages are the same)."""
    found, count = [], 0
    for what in PUZZLES[LANGUAGES.index(language)::len(LANGUAGES)]:
        english = list(_english_tutor(what))
        other = said_in(language, _tutor_sentences, what)
        count += len(english)
        found += untranslated(english, other)
    assert count > 9 * 15
    assert found == []


@rule("fleet1715/grid")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_tiny_puzzles_refusals_read_in_each_language(language):
    """``TinyPuzzle.explain`` refuses a mark outside its subgrids, or a wrong mark, in the
    language of the moment."""
    puzzle = TINY["negation"]
    outside = {fleet1715.cell(element("nao"), element("silver")): True}
    wrong = {fleet1715.cell(element("sebastian"), element("regla")): False}
    said = {}
    for lang in ("en", language):
        with using(lang):
            said[lang] = []
            for grid in (outside, wrong):
                with pytest.raises(IllegalAction) as err:
                    puzzle.explain(grid)
                said[lang].append(err.value.message)
    assert said["en"][0].startswith("The mark at Nao / silver lies outside")
    assert untranslated(said["en"], said[language]) == []


#: Handpicked sentences where French and Italian agree with the subject's gender and
#: number: (what is said, French, Italian).
AGREEMENT = (
    (Pairing(element("jewelry"), element("sebastian")),
     "Les bijoux ont été trouvés à Sebastian Inlet.",
     "I gioielli sono stati trovati a Sebastian Inlet."),
    (Pairing(element("porcelain"), element("15ft")),
     "La porcelaine de Chine a été trouvée par 15 pieds de fond.",
     "La porcellana cinese è stata trovata a 15 piedi di profondità."),
    (Negation(element("gold"), element("st-lucie")),
     "Les pièces d'or n'ont pas été trouvées à St. Lucie.",
     "Le monete d'oro non sono state trovate a St. Lucie."),
    (Negation(element("silver"), element("20ft")),
     "L'argent n'a pas été trouvé par 20 pieds de fond.",
     "L'argento non è stato trovato a 20 piedi di profondità."),
    (Pairing(element("capitana"), element("pelican")),
     "La Capitana a coulé à Pelican Island.",
     "La Capitana è affondata a Pelican Island."),
    (Pairing(element("sloop"), element("pelican")),
     "Le Sloop hollandais a coulé à Pelican Island.",
     "Lo Sloop olandese è affondato a Pelican Island."),
    (Pairing(element("regla"), element("sloop")),
     "La N. Sn. de la Regla était un Sloop hollandais.",
     "La N. Sn. de la Regla era uno Sloop olandese."),
    (Negation(element("san-miguel"), element("almiranta")),
     "Le San Miguel n'était pas une Almiranta.",
     "Il San Miguel non era un'Almiranta."),
    (Negation(element("carmen"), element("silver")),
     "La N. Sn. del Carmen ne transportait pas d'argent.",
     "La N. Sn. del Carmen non trasportava argento."),
    (Area(element("gold"), "north"),
     "Les pièces d'or reposent dans la zone nord.",
     "Le monete d'oro giacciono nella zona nord."),
    (DepthLimit(element("jewelry"), 16, False),
     "Les bijoux reposent à moins de 16 pieds de fond.",
     "I gioielli giacciono a meno di 16 piedi di profondità."),
    (Deeper(element("nao"), element("almiranta")),
     "La Nao repose plus profondément que l'Almiranta.",
     "La Nao giace più in profondità dell'Almiranta."),
    (NextTo(element("capitana"), element("15ft")),
     "La Capitana et l'épave par 15 pieds de fond reposent côte à côte.",
     "La Capitana e il relitto a 15 piedi di profondità giacciono fianco a fianco."),
)


@rule("fleet1715/clues")
@pytest.mark.parametrize(("clue", "french", "italian"), AGREEMENT)
def test_french_and_italian_clues_agree_with_their_subject(clue, french, italian):
    """A clue's sentence agrees with its subject: a participle with its gender and number
    ("trouvées", "stati trovati"), a verb with its number ("reposent"), an article with
    its noun ("un'Almiranta", "dell'Almiranta")."""
    assert said_in("fr", [clue.words]) == [french]
    assert said_in("it", [clue.words]) == [italian]


@rule("fleet1715/elements")
def test_lists_and_categories_agree_too():
    """A list of ships is plural, feminine only when every ship is; a grid rule's line
    agrees with its category's gender ("une seule profondeur", "un seul site")."""
    ships = [element("nao"), element("capitana")]
    mixed = [element("nao"), element("sloop")]
    clauses = [sentence(relation(ships, element("sebastian"), False)),
               sentence(relation(mixed, element("sebastian"), False)),
               Rule("line", (element("nao"),), CATEGORIES.index("depth")).words,
               Rule("line", (element("16ft"),), SITE).words]
    assert said_in("it", clauses) == [
        "La Nao e la Capitana non sono affondate a Sebastian Inlet.",
        "La Nao e lo Sloop olandese non sono affondati a Sebastian Inlet.",
        "Nao va con una sola profondità",
        "16 piedi va con un solo sito"]
    assert said_in("fr", clauses) == [
        "La Nao et la Capitana n'ont pas coulé à Sebastian Inlet.",
        "La Nao et le Sloop hollandais n'ont pas coulé à Sebastian Inlet.",
        "Nao va avec une seule profondeur",
        "16 pieds va avec un seul site"]


@rule("fleet1715/elements")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_noun_has_its_gender_and_number(language):
    """Each element's and category's entry in the context "gender and number" names one
    of ``GRAMMARS`` (the catalog check makes sure it exists; this one that it says a
    gender and a number)."""
    catalog = translations("fleet1715", language)
    said = {noun.msgid: catalog.pgettext(GRAMMAR, noun.msgid) for noun in (*THE, *CATEGORY)}
    assert len(said) == 25
    assert {msgid: value for msgid, value in said.items() if value not in GRAMMARS} == {}


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_scenarios_rating_and_a_steps_caption_read_in_each_language(language):
    """The level, hardest step and score of a scenario, and a walkthrough step's caption
    (its number, technique and sentence), are said in ``language``."""
    from naval_widgets.fleet1715.ui.display import show_step

    rating = fleet1715.scenario("A").rating
    steps = _steps("A")
    english = said_in("en", lambda: [rating.why, show_step(steps, 1).caption])
    other = said_in(language, lambda: [rating.why, show_step(steps, 1).caption])
    assert english[0].startswith("Medium: its hardest step is deeper than, with 1 earlier")
    assert untranslated(english, other) == []
