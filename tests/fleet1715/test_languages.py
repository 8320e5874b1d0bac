"""Fleet 1715 in four languages: what a student reads comes from the catalogs, and the
language is a display setting that changes nothing in the game."""

from __future__ import annotations

import json
import random

import pytest

from naval_widgets import fleet1715
from naval_widgets.core import IllegalAction
from naval_widgets.core.i18n import using
from naval_widgets.fleet1715 import GAME, Table

from ..languages import refusal_pairs

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
    allowed = names | {"list.comma", "cell.title", "cell", "cell.noted", "category.0",
                       "mark.no", "tutor", "scenarios", "scenarios.lead", "scenario",
                       "hint.reply", "walk.step", "clues.tiny", "clue", "walk.pause",
                       "walk.prev", "walk.next", "check.reply"}
    assert same <= allowed, same - allowed
    assert other.language == language and english.language == "en"


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_puzzle_boards_words_and_the_walkthrough_steps_names(language):
    """A puzzle board's title and status, and each walkthrough step's status and technique
    name, differ from the English ones (the steps' sentences are still English)."""
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
                      ("technique", english.tutor["technique"], other.tutor["technique"])]
    assert len(pairs) > 40
    assert sorted({(kind, a) for kind, a, b in pairs if a == b}) == []


@rule("fleet1715/hint")
@pytest.mark.parametrize("language", LANGUAGES)
def test_the_checks_and_the_hints_about_a_wrong_mark_are_translated(language):
    """The check's verdict and the level 1 and 2 hints about a wrong mark, on a scenario's
    board, differ from the English ones (the level 3 sentence quotes a clue, still English)."""
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
                        {"type": "hint", "payload": {"level": 2}}):
            board.handle_message({**message, "ply": board.ply})
            assert board.error == ""
            if message["type"] != "mark":
                replies.append(board.tutor["text"])
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
    for step in fleet1715.explain(clues):
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
