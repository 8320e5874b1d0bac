"""The teacher's answer key, generated from the lessons' questions, is current."""

from __future__ import annotations

from pathlib import Path

import pytest

from naval_widgets.lessons import answer_key, lessons
from naval_widgets.lessons.__main__ import main

ROOT = Path(__file__).resolve().parents[2]
KEY = ROOT / "docs" / "teacher" / "answer-key.md"
#: The answer key of the lessons written in each other language.
KEYS = {"fr": ROOT / "docs" / "teacher" / "answer-key.fr.md",
        "it": ROOT / "docs" / "teacher" / "answer-key.it.md",
        "ja": ROOT / "docs" / "teacher" / "answer-key.ja.md"}


def test_the_committed_answer_key_is_current():
    assert KEY.read_text(encoding="utf-8") == answer_key(), (
        "regenerate it: python -m naval_widgets.lessons answer-key > docs/teacher/answer-key.md")


def test_the_answer_key_gives_every_question_of_every_lesson_its_answer():
    key = answer_key()
    for lesson in lessons().values():
        if "en" not in lesson.notebooks:
            continue
        assert f"Notebook: `notebooks/{lesson.notebook}`" in key
        assert (ROOT / "notebooks" / lesson.notebook).is_file()
        for number, question in enumerate(lesson.questions, start=1):
            assert f"### Question {number} " in key
            assert f"**Answer: {question.answer_label()}**" in key


def test_a_lesson_written_in_one_language_is_in_that_languages_key_only():
    japanese = lessons()["nautic_miles_ja"]
    assert set(japanese.notebooks) == {"ja"}
    assert f"`notebooks/{japanese.notebook}`" in answer_key("ja")
    assert f"`notebooks/{japanese.notebook}`" not in answer_key()


def test_the_command_prints_the_key(capsys):
    assert main(["answer-key"]) == 0
    assert capsys.readouterr().out == answer_key()


@pytest.mark.parametrize("language", sorted(KEYS))
def test_each_languages_answer_key_is_current(language):
    assert KEYS[language].read_text(encoding="utf-8") == answer_key(language), (
        f"regenerate it: python -m naval_widgets.lessons answer-key --language {language} "
        f"> docs/teacher/answer-key.{language}.md")


def test_the_french_key_has_the_french_lessons_answers_in_french(capsys):
    assert main(["answer-key", "--language", "fr"]) == 0
    key = capsys.readouterr().out
    assert key.startswith("# Corrigé")
    assert "Notebook : `notebooks/battleship/01-learn-to-play.fr.ipynb`" in key
    assert "- **Réponse : 5 sur 9**" in key and "- **Réponse : 1**" in key
    assert "Fleet 1715" not in key, "Fleet 1715's lessons are written in English only"


def test_the_italian_key_has_the_nautilus_lessons_answers_in_italian(capsys):
    assert main(["answer-key", "--language", "it"]) == 0
    key = capsys.readouterr().out
    assert key.startswith("# Soluzioni")
    assert "`notebooks/nautilus/01-learn-to-play.it.ipynb`" in key
    assert "- **Risposta: Navigazione**" in key and "Giocatore 2" in key
    assert "Battleship" not in key and "Nautic Miles" not in key


def test_no_explanation_puts_a_colon_after_a_full_stop():
    """Issue 26, words: an answer that is a sentence reads "... each other: two wrecks",
    not "... each other.: two wrecks"."""
    from naval_widgets.lessons import lessons

    for lesson in lessons().values():
        for number, question in enumerate(lesson.questions, start=1):
            assert ".:" not in question.explain(), f"{lesson.name} question {number}"


def test_the_answer_keys_choices_are_told_apart():
    """Issue 26, words: a label holding a comma is still one choice in the answer key."""
    from naval_widgets.core.i18n import using
    from naval_widgets.lessons import Choice, lessons
    from naval_widgets.lessons.lesson import CHOICE_SEPARATOR

    for lesson in lessons().values():
        for language in lesson.notebooks:
            with using(language):
                for question in lesson.questions:
                    if isinstance(question.kind, Choice):
                        for option in question.kind.all():
                            assert CHOICE_SEPARATOR.strip() not in option.label, option.label
