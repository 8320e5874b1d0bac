"""Issue 26, Japanese lessons: an uncommon kanji word gets its reading, in brackets, where
the lesson's text first uses it (headings and the contents' links aside)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

LESSON = Path(__file__).resolve().parents[2] / "notebooks/nautic-miles/01-learn-to-play.ja.ipynb"
READINGS = {"帰着": "きちゃく", "掃海": "そうかい", "探知": "たんち"}


def body_lines() -> list[str]:
    cells = json.loads(LESSON.read_text(encoding="utf-8"))["cells"]
    return [line for cell in cells if cell["cell_type"] == "markdown"
            for line in "".join(cell["source"]).split("\n")
            if not line.startswith("#") and "](#" not in line]


@pytest.mark.parametrize("word", READINGS)
def test_the_first_use_gives_the_reading(word):
    first = next(line for line in body_lines() if word in line)
    assert f"{word}（{READINGS[word]}）" in first
