"""The Battleship lesson speaks the notebook's language: its questions, their checks and
feedback, and the "what if" and "try" output."""

from __future__ import annotations

import pytest

import naval_widgets
from naval_widgets.core.i18n import using
from naval_widgets.lessons import battleship as lesson


@pytest.fixture
def french():
    naval_widgets.set_language("fr")
    yield
    naval_widgets.set_language("en")


@pytest.mark.rule("battleship/white-peg")
def test_a_question_follows_the_notebook_language(french):
    control = lesson.question(3)
    assert "Lequel de ces coups l&#x27;arbitre accepte-t-il" in control.children[0].value
    assert [button.description for button in control.children[2].children] == [
        "Cheville blanche en A2", "Cheville blanche en B1", "Cheville blanche en B3"]
    verdict = control.answer("white B3")
    assert verdict.right and verdict.text.startswith("Exact ! Cheville blanche en B3 : une "
                                                     "cheville blanche")
    wrong = lesson.LESSON.check(3, "white B1")
    assert not wrong.right and wrong.text.startswith(
        "Pas tout à fait : ce n'est pas Cheville blanche en B1.")


@pytest.mark.rule("battleship/sinking")
def test_a_move_answered_on_the_board_is_named_in_the_language(french):
    """Issue 26, "Apply, not read": a move's verdict names it in the notebook's language."""
    verdict = lesson.LESSON.check(5, "red1 B2")
    assert not verdict.right and "Cheville rouge ×1" in verdict.text
    assert "Reprendre le coup" in lesson.question(5).children[1].value


@pytest.mark.rule("battleship/setup")
def test_choices_and_refused_answers_are_in_the_language(french):
    assert [option.label for option in lesson.QUESTIONS[0].kind.all()] == [
        "1 sur 9", "5 sur 12", "5 sur 9", "4 sur 9"]
    with pytest.raises(ValueError, match="n'est pas l'un des choix"):
        lesson.LESSON.check(1, "half")
    assert lesson.question(2).preview().startswith("Question 2. Votre cheville blanche en A3")


@pytest.mark.rule("battleship/battleship")
def test_what_if_counts_hits_with_the_catalog_plural(french, capsys):
    lesson.what_if("battleship")
    lines = capsys.readouterr().out.split("\n")
    assert lines[0] == "Votre Cheville rouge ×2 sur son porte-avions en C3 :"
    assert lines[1].endswith(" 3 coups") and lines[2].endswith(" 2 coups")


@pytest.mark.rule("battleship/white-peg")
@pytest.mark.parametrize("language", ["fr", "it", "ja"])
def test_try_move_says_the_refusal_in_the_language(language, capsys):
    with using(language):
        lesson.try_move("searching", "white A3")
    out = capsys.readouterr().out
    assert out.split(":")[0] != "Refused" and "battleship/white-peg" in out


@pytest.mark.rule("battleship/white-peg")
def test_english_stays_the_default(capsys):
    lesson.try_move("searching", "white A3")
    assert capsys.readouterr().out.startswith("Refused: ")


@pytest.mark.rule("nautic_miles/battle")
def test_the_nautic_miles_lesson_speaks_japanese_in_the_boards_terms():
    from naval_widgets.lessons import nautic_miles

    with using("ja"):
        control = nautic_miles.question(6)
        assert control.children[0].value.count("巡洋艦（戦力4）") == 1
        labels = [option.label for option in nautic_miles.QUESTIONS[8].kind.all()]
        assert labels == ["船団 1.1", "船団 2.1", "船団 2.2", "船団 2.3", "船団 2.4"]
        verdict = nautic_miles.LESSON.check(3, "m2000 1.1")
        assert verdict.right and "2,000マイル" in verdict.text
    from naval_widgets.lessons import nautic_miles_ja

    assert nautic_miles_ja.LESSON.notebooks == {"ja": "nautic-miles/01-learn-to-play.ja.ipynb"}
    assert nautic_miles_ja.position("game").variant == "ja"


@pytest.mark.rule("nautic_miles/battle")
def test_the_nautic_miles_try_move_refuses_in_japanese(capsys):
    from naval_widgets.lessons import nautic_miles

    with using("ja"):
        nautic_miles.try_move("battle", "submarine 1.1")
    out = capsys.readouterr().out
    assert out.split(":")[0] != "Refused" and "nautic_miles/battle" in out


@pytest.mark.rule("nautic_miles/battle")
def test_the_japanese_nautic_miles_notebook_shows_no_english():
    """Its text is Japanese (code, links and menu names apart) and its stored outputs ask
    the questions in Japanese, never in English."""
    import json
    import re
    from pathlib import Path

    from naval_widgets.lessons import nautic_miles_ja

    root = Path(__file__).resolve().parents[2] / "notebooks"
    notebook = json.loads((root / nautic_miles_ja.LESSON.notebook).read_text("utf-8"))
    cells = notebook["cells"]
    for cell in cells[1:]:
        if cell["cell_type"] == "markdown":
            text = re.sub(r"`[^`]*`|\]\([^)]*\)|<kbd>[^<]*</kbd>", " ", "".join(cell["source"]))
            assert not re.search(r"[A-Za-z]+ [A-Za-z]+ [A-Za-z]+", text), text
    shown = json.dumps([cell.get("outputs", []) for cell in cells], ensure_ascii=False)
    for question in nautic_miles_ja.QUESTIONS:
        assert str(question.prompt) not in shown
        with using("ja"):
            assert str(question.prompt) in shown


@pytest.mark.rule("nautilus/place")
def test_the_nautilus_lesson_refuses_in_italian_in_the_boards_terms(capsys):
    from naval_widgets.lessons import nautilus

    with using("it"):
        nautilus.try_move("place", "13 2.4")
        labels = [option.label for option in nautilus.QUESTIONS[5].kind.all()]
        verdict = nautilus.LESSON.check(4, "kraken")
        harpooned = nautilus.LESSON.check(11, "give 13")
    out = capsys.readouterr().out
    assert out.startswith("Rifiutato: ") and "subacqueo" in out and "nautilus/place" in out
    assert labels == ["il tuo 10 in 1.1", "il tuo 13 in 1.2"]
    assert verdict.right and "Kraken" in verdict.text and "subacqueo" in verdict.text
    assert not harpooned.right and "arpionato" in harpooned.text


@pytest.mark.rule("nautilus/place")
def test_the_italian_nautilus_notebook_asks_every_question_in_italian():
    """Its stored outputs ask the questions in Italian, never in English, and it sets the
    language before anything is shown."""
    import json
    from pathlib import Path

    from naval_widgets.lessons import nautilus

    root = Path(__file__).resolve().parents[2] / "notebooks"
    notebook = json.loads((root / nautilus.LESSON.notebooks["it"]).read_text("utf-8"))
    cells = notebook["cells"]
    assert 'naval_widgets.set_language("it")' in "".join(cells[1]["source"])
    shown = json.dumps([cell.get("outputs", []) for cell in cells], ensure_ascii=False)
    for question in nautilus.QUESTIONS:
        assert json.dumps(str(question.prompt))[1:-1] not in shown
        with using("it"):
            assert json.dumps(str(question.prompt), ensure_ascii=False)[1:-1] in shown
