"""The language machinery: catalogs, lazy texts, the language of the moment."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

import naval_widgets
from naval_widgets.core import SetupError
from naval_widgets.core.i18n import (
    LANGUAGES,
    Catalog,
    get_language,
    plural_form,
    set_language,
    translations,
    using,
)

ROOT = Path(__file__).resolve().parents[2]
_ = Catalog("battleship")


def test_a_text_is_read_in_the_language_of_the_moment():
    text = _("Player {number}", number=2)
    assert [text.render(language) for language in LANGUAGES] == [
        "Player 2", "Joueur 2", "Giocatore 2", "プレイヤー2"]
    with using("it"):
        assert str(text) == "Giocatore 2" and f"{text}!" == "Giocatore 2!"
        with using("ja"):
            assert str(text) == "プレイヤー2"
        assert get_language() == "it"
    assert str(text) == "Player 2"


def test_equal_texts_are_equal_values():
    assert _("Player {number}", number=1) == _("Player {number}", number=1)
    assert hash(_("Shield")) == hash(_("Shield"))
    assert _("Player {number}", number=1) != _("Player {number}", number=2)


def test_plurals_come_from_the_catalog():
    """French counts 0 as singular, Italian does not, Japanese has one form."""
    def cards(count):
        return _.plural("{count} {card} card", "{count} {card} cards", count, card=_("Shield"))
    assert [cards(n).render("en") for n in (0, 1, 2)] == [
        "0 Shield cards", "1 Shield card", "2 Shield cards"]
    assert [cards(n).render("fr") for n in (0, 1, 2)] == [
        "0 carte Bouclier", "1 carte Bouclier", "2 cartes Bouclier"]
    assert [cards(n).render("it") for n in (0, 1, 2)] == [
        "0 carte Scudo", "1 carta Scudo", "2 carte Scudo"]
    assert {cards(n).render("ja") for n in (1, 2)} == {"シールドカード1枚", "シールドカード2枚"}
    assert translations("battleship", "ja").plural(1) == translations("battleship", "ja").plural(5)
    with using("fr"):
        assert (plural_form(0), plural_form(1), plural_form(2)) == ("one", "one", "other")
    with using("it"):
        assert (plural_form(0), plural_form(1), plural_form(2)) == ("other", "one", "other")


def test_the_notebooks_language_is_the_default():
    try:
        naval_widgets.set_language("fr")
        assert naval_widgets.get_language() == "fr" and str(_("Shield")) == "Bouclier"
        with using("en"):
            assert str(_("Shield")) == "Shield"
    finally:
        set_language("en")


@pytest.mark.parametrize("typed", ["FR", "Fr", " fr "])
def test_a_language_is_named_in_any_case(typed):
    """Issue 24, names in any case: a language code as a person types it, in Python as on
    the play page."""
    from naval_widgets import battleship

    try:
        set_language(typed)
        assert get_language() == "fr"
    finally:
        set_language("en")
    table = battleship.Table(seed=1, language=typed)
    assert table.language == "fr" and table.widget(language=typed).speech == "fr"
    with using(typed):
        assert get_language() == "fr"


@pytest.mark.parametrize("bad", ["de", "fra", 3, "français", ["fr"]])
def test_an_unknown_language_is_refused_by_name(bad):
    from naval_widgets import battleship

    with pytest.raises(SetupError, match="choose one of: en, fr, it, ja"):
        set_language(bad)
    with pytest.raises(SetupError, match="no language"):
        battleship.Table(seed=1, language=bad)
    with pytest.raises(SetupError, match="no language"):
        battleship.Table(seed=1).widget(language=bad)
    assert get_language() == "en"


def test_the_catalogs_hold_every_message_and_match_their_compiled_files():
    """``pybabel extract`` finds no message missing from a .po file; no entry is fuzzy or
    empty; each committed .mo says what its .po says (tools/catalogs.py)."""
    done = subprocess.run([sys.executable, "-m", "tools.catalogs", "check"], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    for language in ("fr", "it", "ja"):
        for po in (ROOT / "naval_widgets" / "locale" / language / "LC_MESSAGES").glob("*.po"):
            head = po.read_text(encoding="utf-8")[:400]
            assert "review by a native speaker wanted" in head, po
