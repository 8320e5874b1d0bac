"""Messages: a catalog's sentences as values, read in the language of the moment.

``Text`` names a message and its parameters and becomes words only when read
(``str``); ``Catalog`` makes them for one domain of the package. Which language is
"of the moment" is kept here too; ``i18n`` checks and chooses it. This module depends on
nothing else of the package, so the errors can speak through it.
"""

from __future__ import annotations

import gettext
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

#: Each language a student may choose, by code, with its own name for itself.
LANGUAGES = {"en": "English", "fr": "Français", "it": "Italiano", "ja": "日本語"}
#: The language the messages are written in (the catalogs' ids).
SOURCE = "en"
LOCALE = Path(__file__).resolve().parent.parent / "locale"

_chosen: ContextVar[str | None] = ContextVar("naval_widgets_language", default=None)
_default = [SOURCE]


def choose_default(language: str) -> None:
    """Make ``language`` (checked already) the notebook's language."""
    _default[0] = language


def get_language() -> str:
    """The language of the moment: the one ``using`` set, else the notebook's."""
    return _chosen.get() or _default[0]


def chosen() -> str | None:
    """The language an enclosing ``using`` chose (``None`` outside any): a board's
    language speaks over its table's."""
    return _chosen.get()


@contextmanager
def speaking(language: str) -> Iterator[str]:
    """Speak ``language`` (checked already) inside the block."""
    token = _chosen.set(language)
    try:
        yield language
    finally:
        _chosen.reset(token)


@cache
def translations(domain: str, language: str) -> gettext.NullTranslations:
    """The compiled catalog of ``domain`` in ``language`` (the source language needs none).
    A missing catalog is an error of the package, never silently English."""
    if language == SOURCE:
        return gettext.NullTranslations()
    return gettext.translation(domain, LOCALE, [language])


class Text:
    """A message of a catalog with its parameters, read in the language of the moment.

    Equal texts (same message, same parameters) are equal values, so they may be
    cached and compared like the states that hold them.
    """

    __slots__ = ("domain", "msgid", "plural", "count", "params", "_hash")

    def __init__(self, domain: str, msgid: str, plural: str | None = None,
                 count: int | None = None, params: tuple[tuple[str, Any], ...] = ()) -> None:
        self.domain, self.msgid, self.plural, self.count = domain, msgid, plural, count
        self.params = params
        self._hash = hash((domain, msgid, plural, count, params))

    def render(self, language: str) -> str:
        """The text in ``language``."""
        return _render(self, language)

    def __str__(self) -> str:
        return _render(self, get_language())

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (
            (self.domain, self.msgid, self.plural, self.count, self.params)
            == (other.domain, other.msgid, other.plural, other.count, other.params))

    def __hash__(self) -> int:
        return self._hash

    def __repr__(self) -> str:
        return f"Text({str(self)!r})"


@lru_cache(maxsize=16384)
def _render(text: Text, language: str) -> str:
    catalog = translations(text.domain, language)
    if text.plural is None:
        template = catalog.gettext(text.msgid)
    else:
        template = catalog.ngettext(text.msgid, text.plural, text.count)
    if not text.params:
        return template
    values = {name: value.render(language) if isinstance(value, Text) else value
              for name, value in text.params}
    return template.format_map(values)


class Catalog:
    """The messages of one domain: ``_ = Catalog("core")``, then
    ``_("Shield")``, ``_("{name} wins!", name=...)`` and
    ``_.plural("{count} card", "{count} cards", count)``. ``pybabel extract`` finds the
    calls of ``_`` and ``n_`` (``n_ = _.plural``)."""

    def __init__(self, domain: str) -> None:
        self.domain = domain

    def __call__(self, msgid: str, **params: Any) -> Text:
        return Text(self.domain, msgid, params=tuple(params.items()))

    def plural(self, singular: str, plural: str, count: int, **params: Any) -> Text:
        """The form agreeing with ``count`` (given to the message as ``{count}``)."""
        return Text(self.domain, singular, plural, count,
                    tuple({"count": count, **params}.items()))

    def forms(self, singular: str, plural: str) -> dict[str, str]:
        """Both forms for the page, in the language of the moment: ``one`` (the form of
        1) and ``other`` (of 2); the page picks with the language's plural rules."""
        catalog = translations(self.domain, get_language())
        return {"one": catalog.ngettext(singular, plural, 1),
                "other": catalog.ngettext(singular, plural, 2)}


def plural_form(count: int) -> str:
    """"one" or "other": the form of the page's words (``Catalog.forms``) agreeing with
    ``count`` in the language of the moment, by its catalog's plural rule."""
    language = get_language()
    if language == SOURCE:
        return "one" if count == 1 else "other"
    index = getattr(translations("core", language), "plural", lambda n: int(n != 1))(count)
    return "one" if index == 0 else "other"


def text(value: Any) -> Any:
    """``value`` read now when it is a ``Text``; any other value as it is."""
    return str(value) if isinstance(value, Text) else value
