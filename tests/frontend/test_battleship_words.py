"""The JS unit tests read the Battleship page's words from fixtures (js/tests/words.*.json),
as the page reads them from the kernel: the fixtures must be the catalogs' words.

Regenerate them with ``python -m tests.frontend.test_battleship_words``.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from naval_widgets.battleship.page_words import board_words
from naval_widgets.core.i18n import using
from naval_widgets.core.page_words import shell_words

FIXTURES = Path(__file__).resolve().parents[2] / "js" / "tests"
LANGUAGES = ("en", "fr")


def words(language: str) -> str:
    """The page's words in ``language``, as the fixture file holds them."""
    with using(language):
        table = {**shell_words(), **board_words()}
    return json.dumps(table, ensure_ascii=False, indent=1, sort_keys=True) + "\n"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_js_fixtures_are_the_catalogs_words(language):
    fixture = FIXTURES / f"words.{language}.json"
    assert fixture.read_text(encoding="utf-8") == words(language), (
        "regenerate: python -m tests.frontend.test_battleship_words")


if __name__ == "__main__":
    for language in LANGUAGES:
        (FIXTURES / f"words.{language}.json").write_text(words(language), encoding="utf-8")
