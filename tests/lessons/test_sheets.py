"""The printable rule sheets (``docs/rules/<game>-sheet.html``): current, self-contained,
drawn with the board's own picture, and one or two A4 pages when printed in Chromium."""

from __future__ import annotations

import re
from dataclasses import replace
from html import escape
from pathlib import Path
from types import ModuleType

import pytest

from naval_widgets.battleship import sheet as battleship
from naval_widgets.battleship.cards import HAND_ORDER, HITS, NAMES
from naval_widgets.core.declaration import RuleSheet
from naval_widgets.core.errors import SetupError
from naval_widgets.core.i18n import using
from naval_widgets.core.registry import register, unregister
from naval_widgets.core.sheet import (
    LANGUAGES,
    Figure,
    Section,
    Sheet,
    Translate,
    paragraph,
    translator,
)
from naval_widgets.fleet1715 import DECK, LABELS, SOLUTIONS
from naval_widgets.fleet1715 import sheet as fleet1715
from naval_widgets.lessons.__main__ import main
from naval_widgets.lessons.nautic_miles import position as lesson_position
from naval_widgets.lessons.nautilus import position as nautilus_lesson_position
from naval_widgets.lessons.sheets import (
    declared,
    file_name,
    owner,
    sheet,
    sheet_languages,
    sheets,
    stale_sheets,
)
from naval_widgets.nautic_miles import sheet as nautic_miles
from naval_widgets.nautic_miles.cards import COUNTS, PAIR_NAME, STRENGTH
from naval_widgets.nautic_miles.cards import DECK as NM_DECK
from naval_widgets.nautic_miles.cards import HAND_ORDER as NM_HAND_ORDER
from naval_widgets.nautic_miles.cards import NAMES as NM_NAMES
from naval_widgets.nautic_miles.scoring import (
    BANDS,
    CAPTURE_POINTS,
    COLUMNS,
    CONVOY_POINTS,
    TABLES,
    as_points,
)
from naval_widgets.nautic_miles.state import GOAL
from naval_widgets.nautilus import sheet as nautilus
from naval_widgets.nautilus.cards import DOMAIN_NAMES as NT_DOMAIN_NAMES
from naval_widgets.nautilus.cards import DOMAINS as NT_DOMAINS
from naval_widgets.nautilus.cards import SPECIAL_NAMES as NT_SPECIAL_NAMES
from naval_widgets.nautilus.cards import SPECIALS as NT_SPECIALS

from ..toy import GAME as SIGNAL_FLAGS

ROOT = Path(__file__).resolve().parents[2]
RULES = ROOT / "docs" / "rules"
#: Each sheet written, by the game it is written under, and its languages.
SHEET_LANGUAGES = sheet_languages()
GAMES = tuple(SHEET_LANGUAGES)


def test_the_committed_sheets_are_current():
    assert stale_sheets(RULES) == [], "regenerate them: python -m naval_widgets.lessons sheets"


def test_there_is_a_sheet_for_each_game_in_each_language_of_its_lesson():
    assert SHEET_LANGUAGES == {"battleship": ("en", "fr"), "fleet1715": ("en",),
                               "nautic_miles": ("en", "ja"), "nautilus": ("en", "it")}
    assert set(sheets()) == {file_name(game, language)
                             for game in ("battleship", "fleet1715", "nautic_miles", "nautilus")
                             for language in SHEET_LANGUAGES[game]}
    assert set(LANGUAGES) == {"en", "fr", "it", "ja"}
    assert file_name("battleship") == "battleship-sheet.html"
    assert file_name("battleship", "fr") == "battleship-sheet.fr.html"


@pytest.mark.parametrize("game", GAMES)
def test_a_sheet_is_self_contained_and_print_ready(game):
    html = sheet(game)
    assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
    assert "@page { size: A4;" in html
    for external in ("http://", "https://", "src=", "<link", "<script", "url(", "@import"):
        assert external not in html, external
    assert html == sheet(game), "the same sheet twice gives the same bytes"


def test_the_battleship_picture_is_the_boards_own():
    picture = battleship.position().widget(seat=0).picture_html()
    assert picture in sheet("battleship")


def test_the_battleship_position_shows_what_its_caption_says():
    view = battleship.position().view(0)
    opponent, me = view["players"][1]["grid"], view["players"][0]["grid"]
    assert {cell.get("card") for cell in opponent if cell["face"] == "sunk"} == {"pt-boat"}
    assert any(cell.get("card") == "carrier" for cell in opponent)
    shielded = [cell for cell in opponent if cell.get("shield")]
    assert [cell["card"] for cell in shielded] == ["submarine"] and shielded[0]["pegs"]
    assert any(cell.get("card") == "battleship" and cell["damage"] == 1 for cell in me)
    assert view["seat"] == 0 and battleship.position().to_move == 0


@pytest.mark.parametrize("language", SHEET_LANGUAGES["battleship"])
def test_the_battleship_sheet_names_every_card_and_ship(language):
    html = sheet("battleship", language)
    assert f'<html lang="{language}">' in html
    with using(language):
        for card in HAND_ORDER:
            assert str(NAMES[card]) in html
        for ship, hits in HITS.items():
            assert f"{str(NAMES[ship])} {hits}" in html
        assert battleship.position().widget(seat=0).picture_html() in html


def test_the_french_sheet_speaks_the_french_rulebooks_words():
    html = sheet("battleship", "fr")
    for words in ("Mise en place", "Cheville blanche", "Vaisseau de combat", "Bateau PT",
                  "Règles débutant"):
        assert words in html
    assert "Set-up" not in html and "Beginner rules" not in html


def test_a_sheet_exists_only_in_its_lessons_languages():
    with pytest.raises(SetupError, match="'en'"):
        sheet("fleet1715", "fr")


def test_the_fleet1715_picture_is_the_boards_own():
    picture = fleet1715.position().widget(seat=0).picture_html()
    assert picture in sheet("fleet1715")


def test_the_fleet1715_position_marks_only_what_is_true():
    table = fleet1715.position()
    # The view writes the grid as one character a cell: "." blank, "n" no, "y" yes.
    grid = [{".": None, "n": False, "y": True}[mark] for mark in table.view(0)["marks"]]
    solution = SOLUTIONS[fleet1715.SCENARIO].grid()
    marks = [cell for cell in range(len(grid)) if grid[cell] is not None]
    assert len(table.view(0)["drawn"]) == fleet1715.DRAWN
    assert marks and all(grid[cell] == solution[cell] for cell in marks)
    assert any(grid[cell] is True for cell in marks)


def test_the_fleet1715_sheet_names_every_element_and_clue_kind():
    html = sheet("fleet1715")
    for label in LABELS:
        assert label.replace("&", "&amp;") in html
    for kind in {card.clue.kind for card in DECK}:
        example = next(card.clue.text for card in DECK if card.clue.kind == kind)
        assert example.replace("'", "&#x27;") in html


@pytest.mark.parametrize("language", SHEET_LANGUAGES["nautic_miles"])
def test_the_nautic_miles_picture_is_the_boards_own_at_the_lessons_battle(language):
    html = sheet("nautic_miles", language)
    assert f'<html lang="{language}">' in html
    with using(language):
        assert nautic_miles.position().widget(seat=0).picture_html() in html
        assert lesson_position("battle").widget(seat=0).picture_html() in html


def test_the_nautic_miles_position_shows_what_its_caption_says():
    table = nautic_miles.position()
    view = table.view(0)
    convoy = view["sides"][0]["convoys"][0]
    assert convoy["alert"] and convoy["alert"]["by"] == 1
    assert convoy["battle"]["cards"] == ["frigate"] and convoy["battle"]["leader"] == "attack"
    assert convoy["battle"]["countdown"] == 1, "Player 2 wins as their next turn starts"
    assert table.to_move == 0
    html = sheet("nautic_miles")
    assert f"attacked it with a {NM_NAMES['frigate']} (strength {STRENGTH['frigate']})" in html


@pytest.mark.rule("nautic_miles/deck")
@pytest.mark.parametrize("language", SHEET_LANGUAGES["nautic_miles"])
def test_the_nautic_miles_sheet_names_every_card_and_strength(language):
    html = sheet("nautic_miles", language)
    with using(language):
        for card in NM_HAND_ORDER:
            assert f"{COUNTS[card]} × {str(NM_NAMES[card])}" in html or (
                f"{str(NM_NAMES[card])} {STRENGTH[card]}" in html), card
        assert str(PAIR_NAME) in html and f"{len(NM_DECK)}" in html


@pytest.mark.rule("nautic_miles/convoy-points")
@pytest.mark.rule("nautic_miles/capture-points")
def test_the_nautic_miles_points_table_is_the_engines():
    html = sheet("nautic_miles")
    table = html.split("<th>miles</th>")[1].split("</table>")[0]
    rows = re.findall(r"<tr>(.*?)</tr>", table)
    cells = [re.findall(r"<td>(.*?)</td>", row) for row in rows]
    assert len(cells) == len(BANDS) + 1
    for band, row in enumerate(cells[:-1]):
        assert row[1:] == [as_points(CONVOY_POINTS[card][band]) for card in COLUMNS]
    assert cells[-1][1:] == [as_points(CAPTURE_POINTS[card]) for card in COLUMNS]
    assert cells[0][0] == "0" and cells[-2][0] == "4,000+"
    assert "<td>2,200–3,000</td>" in html


@pytest.mark.rule("nautic_miles/game-end")
def test_the_nautic_miles_sheet_states_the_aim():
    html = sheet("nautic_miles")
    assert as_points(GOAL) == "200"
    assert "4,000 miles home" in html and "to total 200 points wins" in html


def test_the_japanese_nautic_miles_sheet_speaks_the_summarys_words():
    html = sheet("nautic_miles", "ja")
    for words in ("船団", "一巡", "母港", "山札", "警報", "海戦", "捕獲", "マイル"):
        assert words in html, words
    for english in ("Set-up", "The cards", "One full turn", "Teams", "End of a round"):
        assert english not in html, english


#: What the sheet's Japanese section says of each Japanese rule the engine plays
#: (docs/rules/nautic_miles.md), in English and in the Japanese sheet.
NM_JAPANESE = {
    "nautic_miles/battle-equal": ("equal strength answers like a stronger one: there is no tie",
                                  "引き分けはない"),
    "nautic_miles/storm-air-attack": ("a storm placed on the convoy avoids it",
                                      "船団に嵐を出せばこの攻撃を回避できる"),
    "nautic_miles/further-aircraft": ("a further aircraft of the same player captures the convoy "
                                      "at once", "さらに航空機を出せば防御失敗"),
    "nautic_miles/zero-miles": ("scores nothing (the table has no 0-mile row)",
                                "点数表に0マイルの行はない"),
}


@pytest.mark.parametrize("rule_id", sorted(NM_JAPANESE))
def test_the_nautic_miles_sheet_teaches_each_japanese_rule_as_played(rule_id, request):
    request.node.add_marker(pytest.mark.rule(rule_id))
    for language, words in zip(("en", "ja"), NM_JAPANESE[rule_id], strict=True):
        japanese = sheet("nautic_miles", language).split("<h2>")[-1]  # the last section
        assert escape(words) in japanese, (language, words)
        assert "01-learn-to-play.ja.ipynb" in japanese, "it names the Japanese lesson"
    zero_miles = {variant: [TABLES[variant][card][0] for card in COLUMNS] for variant in TABLES}
    assert zero_miles["ja"] == [0] * len(COLUMNS) != zero_miles["en"], "the engine's tables"


@pytest.mark.rule("nautilus/components")
@pytest.mark.parametrize("language", SHEET_LANGUAGES["nautilus"])
def test_the_nautilus_sheet_names_every_domain_and_special_card(language):
    html = sheet("nautilus", language)
    assert f'<html lang="{language}">' in html
    with using(language):
        for domain in NT_DOMAINS:
            assert str(NT_DOMAIN_NAMES[domain]) in html, domain
        for special in NT_SPECIALS:
            name = str(NT_SPECIAL_NAMES[special])
            assert escape(name[:1].upper() + name[1:]) in html, special
        picture = nautilus.position().widget(seat=0).picture_html() or ""
        assert picture in html


@pytest.mark.rule("nautilus/clinch")
def test_the_nautilus_position_shows_what_its_caption_says():
    view = nautilus.position().view(0)
    assert view["round"] == 3 and view["clinched"][NT_DOMAINS.index("science")] == 0
    assert "Science marked won for Player 1" in sheet("nautilus")


def test_the_nautilus_picture_is_the_lessons_first_position():
    picture = nautilus_lesson_position("domains").widget(seat=0).picture_html() or ""
    assert picture and picture in sheet("nautilus")


def test_the_italian_nautilus_sheet_speaks_the_seeds_words():
    html = sheet("nautilus", "it")
    for words in ("subacquei", "carte dominio", "macchia d'inchiostro", "Lisca di pesce",
                  "01-learn-to-play.it.ipynb"):
        assert escape(words) in html, words
    for english in ("Set-up", "Special cards", "Scoring", "divers"):
        assert english not in html, english


@pytest.mark.parametrize("bad", ["xx", "", None, 3, ["en"]])
def test_a_language_without_a_catalog_is_refused_by_name(bad):
    with pytest.raises(SetupError, match="'en'"):
        sheet("battleship", bad)
    with pytest.raises(SetupError, match="'en'"):
        translator(bad)


@pytest.mark.parametrize("bad", ["chess", "", None, 3])
def test_a_game_without_a_sheet_is_refused_by_name(bad):
    with pytest.raises(SetupError, match="battleship, fleet1715"):
        sheet(bad)


def test_both_fleet1715_games_declare_one_sheet_written_once():
    assert declared()["fleet1715_table"] == declared()["fleet1715"]
    assert owner("fleet1715_table") == owner("fleet1715") == "fleet1715"
    assert sheet("fleet1715_table") == sheet("fleet1715")
    assert not any(name.startswith("fleet1715_table") for name in sheets())


def tiny_sheet(_: Translate) -> Sheet:
    """The rule sheet of the test game below."""
    return Sheet(title=_("Signal flags: the rules"), lead=_("Ask for colours."),
                 figure=Figure("<div>flags</div>", _("A flag.")), beside=(),
                 sections=(Section(_("A turn"), paragraph(_("Ask the next seat."))),),
                 source=_("A test game."))


@pytest.fixture
def signal_flags():
    """Signal flags as a game package of its own, declaring the sheet above."""
    package = ModuleType("signal_flags")
    package.GAME = replace(SIGNAL_FLAGS, name="signal_flags",
                           sheet=RuleSheet(build=f"{__name__}:tiny_sheet"))
    register(package)
    yield package.GAME
    unregister(package.GAME.name)


def test_a_games_package_alone_declares_its_sheet(signal_flags):
    html = sheet("signal_flags")
    assert "<title>Signal flags: the rules</title>" in html and "<div>flags</div>" in html
    assert sheet_languages()["signal_flags"] == ("en",)
    assert file_name("signal_flags") in sheets()
    with pytest.raises(SetupError, match="'en'"):
        sheet("signal_flags", "fr")


def test_a_sheet_in_another_language_names_its_catalog():
    with pytest.raises(ValueError, match="catalog"):
        RuleSheet(build=f"{__name__}:tiny_sheet", languages=("en", "fr"))
    assert translator("fr", ("en", "fr"))("A turn") == "A turn", "no catalog: as written"
    assert translator("fr", ("en", "fr"), "battleship")("A turn") == "Un tour"


def test_the_command_writes_the_sheets_and_checks_them(tmp_path, capsys):
    assert main(["sheets", "--out", str(tmp_path), "--check"]) == 1
    assert "out of date" in capsys.readouterr().err
    assert main(["sheets", "--out", str(tmp_path)]) == 0
    written = capsys.readouterr().out.split()
    assert sorted(Path(path).name for path in written) == sorted(sheets())
    assert main(["sheets", "--out", str(tmp_path), "--check"]) == 0
    (tmp_path / file_name("battleship")).write_text("old", encoding="utf-8")
    assert main(["sheets", "--out", str(tmp_path), "--check"]) == 1


# -- in Chromium ------------------------------------------------------------------------
def pdf_pages(pdf: bytes) -> int:
    """The pages of a PDF: its page objects (``/Type /Page``, not ``/Pages``)."""
    return len(re.findall(rb"/Type\s*/Page(?![a-zA-Z])", pdf))


def test_pdf_pages_counts_page_objects_only():
    assert pdf_pages(b"<< /Type /Pages /Kids [] >> << /Type /Page >> <</Type/Page>>") == 2


@pytest.mark.browser
@pytest.mark.parametrize(("game", "language"), [
    (game, language) for game in GAMES for language in SHEET_LANGUAGES[game]])
def test_a_sheet_prints_on_one_or_two_a4_pages_and_asks_the_network_nothing(page, game,
                                                                            language):
    requests: list[str] = []
    page.on("request", lambda request: requests.append(request.url))
    path = RULES / file_name(game, language)
    page.goto(path.as_uri(), wait_until="load")
    assert page.title() == sheet(game, language).split("<title>")[1].split("</title>")[0]
    pictures = page.locator("figure > div > :first-child")  # the board's picture
    assert pictures.count() >= 1 and pictures.first.is_visible()
    pdf = page.pdf(format="A4")
    assert pdf.startswith(b"%PDF")
    assert 1 <= pdf_pages(pdf) <= 2
    assert requests and all(url.startswith("file://") for url in requests), requests


def test_the_answer_sheets_are_current_and_hold_every_answer():
    """Issue 26, the teacher's kit: one printable page per lesson and language, each
    question with its answer (``python -m naval_widgets.lessons answer-sheets``)."""
    from naval_widgets.core.i18n import using
    from naval_widgets.lessons import lessons
    from naval_widgets.lessons.answer_sheets import answer_sheet, stale_answer_sheets

    folder = RULES.parent / "teacher" / "answer-sheets"
    assert stale_answer_sheets(folder) == [], \
        "regenerate them: python -m naval_widgets.lessons answer-sheets"
    for lesson in lessons().values():
        for language in lesson.notebooks:
            page = answer_sheet(lesson, language)
            with using(language):
                for question in lesson.questions:
                    assert escape(question.answer_label()) in page
            assert page.count("<tr><td") == len(lesson.questions)
