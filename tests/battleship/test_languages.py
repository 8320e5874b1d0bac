"""Battleship in four languages: everything a student reads comes from the catalogs, and
the language is a display setting that changes nothing in the game."""

from __future__ import annotations

import json
import random

import pytest

from naval_widgets.battleship import GAME, Table
from naval_widgets.core import IllegalAction
from naval_widgets.core.i18n import using

from ..languages import refusal_pairs

rule = pytest.mark.rule

LANGUAGES = ("fr", "it", "ja")


def _board(table, language):
    return table.widget(seat=None if language is None else 0, pace=0, language=language)


def _said(widget):
    """Every sentence the board shows now (its page words apart)."""
    return {"status": [widget.status], "log": list(widget.log),
            "legal": [entry["label"] for entry in widget.legal if "label" in entry],
            "recent": [move["text"] for move in widget.recent],
            "names": [player["name"] for player in widget.view["players"]]}


@rule("battleship/setup")
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_sentence_a_student_reads_is_translated(language):
    """Seeded games shown on an English board and on one in ``language``, side by side on
    the same table: every status, log line, move label, last-turn line, player name and
    refusal differs from the English one (a sentence the catalog left out would show in
    English), and the page's words are the catalog's."""
    pairs = []
    for seed in range(12):
        table = Table(seed=seed, variant=GAME.variants[seed % 2])
        english, other = table.widget(seat=0, pace=0), table.widget(seat=0, pace=0,
                                                                     language=language)
        rng = random.Random(seed)
        while table.outcome is None:
            for board in (english, other):
                board._shown_seat = table.to_move  # noqa: SLF001 - show the seat to move
                board.sync()
            for kind, lines in _said(english).items():
                pairs += [(kind, a, b) for a, b in zip(lines, _said(other)[kind], strict=True)]
            pairs += refusal_pairs(GAME, table.state, language, every=7)
            if table.state.turn % 5 == 0:
                for action in table.legal()[:3]:
                    with using(language):
                        translated = table.describe(action)
                    pairs.append(("describe", table.describe(action), translated))
            table.play(rng.choice(table.legal()), respond=False)
        english.sync()
        other.sync()
        pairs += [("result", english.status, other.status)]
    assert len(pairs) > 3000
    untranslated = sorted({(kind, a) for kind, a, b in pairs if a == b})
    assert untranslated == []
    kinds = {kind for kind, _a, _b in pairs}
    assert kinds >= {"status", "log", "legal", "recent", "names", "refusal", "result"}


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_pages_words_are_all_translated(language):
    """Each word of the page differs from the English one, unless the catalog says it the
    same way on purpose (its translation equals the English, as "{player} {cell}")."""
    table = Table(seed=1)
    english, other = table.widget(pace=0), table.widget(pace=0, language=language)
    same = {key for key, word in english.words.items() if other.words[key] == word}
    assert set(english.words) == set(other.words) and len(english.words) > 100
    allowed = {"side.named", "list.comma", "list.semicolon", "cell.ship", "cell.shield.pegs",
               "entry.action"}
    assert same <= allowed, same - allowed
    assert other.language == language and english.language == "en"


@rule("battleship/refill")
def test_switching_language_changes_nothing_in_the_game():
    """The same moves give the same states and the same save in every language; a board
    switched to French mid-game shows the same position, only in other words."""
    saves, states = set(), set()
    for language in ("en", *LANGUAGES):
        table = Table(seed=5, bots={1: "greedy"}, language=language)
        rng = random.Random(5)
        for _move in range(15):
            if table.outcome is None:
                table.play(rng.choice(table.legal()))
        saves.add(table.to_json())
        states.add(table.state)
    assert len(saves) == 1 and len(states) == 1
    assert "language" not in json.loads(saves.pop()), "a save keeps no display setting"
    table = Table(seed=5, bots={1: "greedy"})
    board = table.widget(pace=0)
    board.play(table.legal()[0])
    before, state, view = board.status, table.state, board.view
    board.set_language("fr")
    assert table.state is state and board.ply == len(table.actions)
    assert board.status != before and board.status.startswith("À vous")
    assert board.words["undo"] == "Reprendre le coup" and board.language == "fr"
    names = {"Player 1": "Joueur 1", "Player 2": "Joueur 2"}
    for player in view["players"]:
        player["name"] = names[player["name"]]
    assert board.view == view
    board.set_language(None)
    assert board.status == before


def test_a_board_speaks_its_own_language_over_its_tables():
    table = Table(seed=2, language="it")
    assert table.widget(pace=0).status.startswith("Tocca a te")
    assert table.widget(pace=0, language="ja").status.startswith("あなたの番")
    with pytest.raises(IllegalAction, match="regola battleship/action"):
        table.play("nonsense")
    loaded = Table.from_json(table.to_json(), language="fr")
    assert loaded.language == "fr" and loaded.seat_names == ("Joueur 1", "Joueur 2")


def test_an_illegal_message_from_the_page_is_refused_in_the_boards_language():
    table = Table(seed=2)
    board = table.widget(pace=0, language="fr")
    board.handle_message({"type": "act", "payload": {"index": 999}, "ply": 0})
    assert board.error.startswith("Il n'y a pas de coup numéro 999")
    board.handle_message({"type": "act", "payload": {"index": 0}, "ply": 5})
    assert board.error.startswith("Cette demande portait sur une position antérieure")


@pytest.mark.parametrize("language", ("en", *LANGUAGES))
def test_the_picture_speaks_the_boards_language(language):
    table = Table(seed=3, bots={1: "greedy"})
    board = table.widget(pace=0, language=language)
    board.play(table.legal()[2])
    picture = board.picture_html()
    title = {"en": "Battleship card game", "fr": "Bataille navale, le jeu de cartes",
             "it": "Battleship, il gioco di carte", "ja": "バトルシップ カードゲーム"}[language]
    assert title in picture and board.status.split(":")[0].split("：")[0] in picture
