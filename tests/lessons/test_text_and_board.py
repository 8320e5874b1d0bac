"""What a lesson's text says of its boards is what the boards show (issue "Lessons that
check learning", item 3: text and board disagree)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from naval_widgets.lessons import fleet1715_deductions, fleet1715_scenarios
from naval_widgets.lessons import nautic_miles_scoring as scoring

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def _markdown(notebook: str) -> str:
    cells = json.loads((NOTEBOOKS / notebook).read_text())["cells"]
    return "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown")


@pytest.mark.rule("nautic_miles/game-end")
def test_the_scoring_lessons_round_is_won_as_a_round_not_as_the_game():
    """Item 3: the lesson teaches a 200-point game; its one-round board says the round is
    won."""
    board = scoring.position("end").widget(seat=0)
    assert "wins the round with" in board.status and "game" not in board.status


def test_scenario_as_step_count_is_the_walkthroughs_own():
    """Item 3: the techniques table counts the walkthrough's steps (its last row), and the
    text states no other count."""
    table = str(fleet1715_deductions.position("A techniques")._repr_html_())
    assert f"<td>all</td><td>{len(fleet1715_deductions.scenario_steps())}</td>" in table
    assert "about 140" not in _markdown("fleet-1715/02-deductions-step-by-step.ipynb")


def test_the_board_to_try_is_the_easiest_scenario_of_question_3():
    """Item 3: the text calls the board's scenario question 3's easiest one, which it is."""
    board = fleet1715_scenarios.position("easiest board")
    (answer,) = fleet1715_scenarios.QUESTIONS[2].expected()
    assert board.table.variant == answer
    text = _markdown("fleet-1715/03-all-scenarios.ipynb")
    assert "The easiest scenario of question 3" in text
    assert "The scenario with the lowest score" not in text
