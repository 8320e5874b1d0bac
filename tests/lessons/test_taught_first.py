"""Nothing a student reads is used before it is taught, and the notes meant for adults stay
in the teacher's documents (issue "Lessons that check learning", item 4)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from naval_widgets.lessons import lessons

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
#: Words for adults: a search method's name, a rating program, a game site, a misprint.
ADULT = ("ISMCTS", "HoDoKu", "Board Game Arena", "misprint", "printed 9", "誤植")


def _cells(notebook: str) -> list[tuple[str, str]]:
    """Each cell as (its source, the text of its outputs)."""
    found = []
    for cell in json.loads((NOTEBOOKS / notebook).read_text())["cells"]:
        outputs = " ".join("".join(output.get("text", "")) + "".join(
            output.get("data", {}).get("text/plain", "")) for output in cell.get("outputs", []))
        found.append(("".join(cell["source"]), outputs))
    return found


def _first(cells: list[tuple[str, str]], found) -> int:
    return next(index for index, cell in enumerate(cells) if found(*cell))


@pytest.mark.parametrize("notebook", ["nautilus/01-learn-to-play.ipynb",
                                      "nautilus/01-learn-to-play.it.ipynb"])
def test_nautilus_names_its_places_before_a_question_uses_them(notebook):
    """Item 4: "1.3" and "2.3" are explained in the text before the first question or try
    cell that names a place."""
    cells = _cells(notebook)
    explained = _first(cells, lambda source, _out: "**1.3**" in source and "**2.3**" in source)
    asked = _first(cells, lambda source, out: source.startswith("lesson.") and bool(
        re.search(r"\b[12]\.[1-5]\b", out)))
    assert explained < asked


@pytest.mark.parametrize("notebook", ["nautilus/01-learn-to-play.ipynb",
                                      "nautilus/01-learn-to-play.it.ipynb"])
def test_the_first_board_announces_the_1_and_the_fishbone_it_shows(notebook):
    """Item 4: the domains board lists "1 against 14" and the Fishbone before sections 3
    and 6; the text just above it says they come later."""
    cells = _cells(notebook)
    board = _first(cells, lambda source, _out: source == 'lesson.board("domains")')
    assert re.search(r"\b1\b.*\b14\b.*\(.*3\).*(Fishbone|Lisca).*\(.*6\)",
                     cells[board - 1][0], re.S)


def test_nautic_miles_says_what_a_side_and_starboard_are_before_using_them():
    """Item 4: "side" (a team's line) is defined in section 1, before section 4 uses it, and
    "starboard" before the layout key that names it."""
    cells = _cells("nautic-miles/01-learn-to-play.ipynb")
    side = _first(cells, lambda source, _out: "**side**" in source)
    another = _first(cells, lambda source, _out: "another side" in source and
                     source.startswith("## 4."))
    starboard = _first(cells, lambda source, _out: '"to starboard"' in source)
    key = _first(cells, lambda source, _out: source == "lesson.layout_key()")
    assert side < another and starboard < key


def test_the_beginner_sections_of_battleship_name_no_ship_power():
    """Item 4: sections 1 to 4 play the beginner rules; nothing they print names the
    destroyer's power (the referee's refusal there names none)."""
    cells = _cells("battleship/01-learn-to-play.ipynb")
    powers = _first(cells, lambda source, _out: source.startswith("## 5."))
    printed = " ".join(out for _source, out in cells[:powers])
    assert "destroyer" not in printed.lower()


@pytest.mark.parametrize("notebook", sorted({notebook for lesson in lessons().values()
                                             for notebook in lesson.notebooks.values()}))
def test_asides_for_adults_stay_in_the_teachers_notes(notebook):
    """Item 4: a notebook's text names no search method, rating program, game site or
    misprint; the teacher's plans and the rules notes do."""
    text = " ".join(source for source, _out in _cells(notebook))
    assert not [word for word in ADULT if word in text]
