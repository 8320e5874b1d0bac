"""Languages: every sentence a student reads comes from a gettext catalog.

Catalogs live in ``naval_widgets/locale/<language>/LC_MESSAGES/<domain>.mo``, one
domain a part of the package ("core", each game's...), compiled by Babel from the
``.po`` files beside them (``./dev.sh catalogs``). English is the source language:
its sentences are the catalogs' message ids.

Text is made lazily: ``_("{actor} ends the turn.", actor=...)`` is a ``Text``, a
value naming a message and its parameters, turned into words only when read
(``str``), in the language of the moment. That language is a context: a table or a
board sets it around what it asks of the rules (``using``), and the notebook's
default (``set_language``) holds everywhere else. The rules stay pure: a state
holds no words, and the same game reads in any language.

>>> from naval_widgets.core.i18n import Catalog, using
>>> _ = Catalog("core")
>>> with using("fr"):
...     str(_("Player {number}", number=1))
'Joueur 1'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from .catalog import (
    LANGUAGES,
    LOCALE,
    SOURCE,
    Catalog,
    Text,
    choose_default,
    chosen,
    get_language,
    plural_form,
    speaking,
    text,
    translations,
)
from .errors import SetupError
from .words import brief, named

__all__ = ["LANGUAGES", "LOCALE", "SOURCE", "Catalog", "Text", "check_language", "chosen",
           "get_language", "plural_form", "set_language", "text", "translations", "using"]


def check_language(language: Any) -> str:
    """The one of ``LANGUAGES`` that ``language`` names, in any case (``"FR"``, ``" fr "``:
    ``words.named``); else ``SetupError`` naming them."""
    found = named(language, LANGUAGES)
    if found is None:
        raise SetupError(f"There is no language {brief(language)}; choose one of: "
                         f"{', '.join(LANGUAGES)}.")
    return found


def set_language(language: str) -> None:
    """The notebook's language: what tables and boards given none speak.

    >>> import naval_widgets
    >>> naval_widgets.set_language("fr")  # doctest: +SKIP
    """
    choose_default(check_language(language))


@contextmanager
def using(language: str | None) -> Iterator[str]:
    """Speak ``language`` inside the block (``None``: keep the language of the moment)."""
    with speaking(check_language(language) if language is not None
                  else get_language()) as spoken:
        yield spoken
