"""Sentences that agree: the catalog's words for clues and the tutor, chosen when read.

A clue or a tutor sentence is a ``Text`` (``core.i18n``), made of whole messages whose
slots hold other texts. Three kinds of text here work out their words only when read,
in the language of the moment:

- ``p_(context, msgid)``: a message in a context (gettext's ``msgctxt``): the same
  English words in another role ("the Nao" as a subject, or after "deeper than").
- ``agreeing(variants, slot)``: a message that agrees with the noun in one of its
  slots, in that language's grammar: its number picks the plural form, its gender the
  variant (``np_("feminine", ...)`` beside ``np_("masculine", ...)``).
- ``sentence(clause)``: a clause as a sentence, capitalised, with the language's stop.

A noun's gender and number in a language are catalog entries too: the message of the
context ``GRAMMAR`` whose id is the noun's English words says "masculine singular",
"feminine plural"... (English reads its number from the noun, and has no gender).
Lists of nouns are plural, feminine when every noun is.

>>> from naval_widgets.core.i18n import using
>>> from naval_widgets.fleet1715.world.nouns import THE
>>> sank = (np_("masculine", "{subject} sank at {site}", "{subject} sank at {site}"),
...         np_("feminine", "{subject} sank at {site}", "{subject} sank at {site}"))
>>> ships = joined([THE[12], THE[14]])
>>> with using("it"):
...     str(sentence(agreeing(sank, "subject", "subject", subject=ships, site="St. Lucie")))
'La Nao e la Capitana sono affondate a St. Lucie.'
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache, reduce
from typing import Any

from ...core.i18n import SOURCE, Catalog, Text, get_language, translations

DOMAIN = "fleet1715"
_ = Catalog(DOMAIN)

#: The context of a noun's grammar entry: its msgstr names its gender and number.
GRAMMAR = "gender and number"
#: The values a grammar entry may take.
GRAMMARS = ("masculine singular", "feminine singular", "masculine plural", "feminine plural")


class Said(Text):
    """A text whose words are worked out when read (``words(language)``)."""

    __slots__ = ("extra",)

    def __init__(self, msgid: str, params: tuple[tuple[str, Any], ...], extra: tuple) -> None:
        super().__init__(DOMAIN, msgid, params=params)
        self.extra = extra
        self._hash = hash((type(self).__name__, self._hash, extra))

    def words(self, language: str) -> str:
        raise NotImplementedError

    def render(self, language: str) -> str:
        return _said(self, language)

    def __str__(self) -> str:
        return _said(self, get_language())

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self.extra == other.extra and Text.__eq__(self, other)

    __hash__ = Text.__hash__


@lru_cache(maxsize=16384)
def _said(text: Said, language: str) -> str:
    return text.words(language)


def fill(template: str, params: tuple[tuple[str, Any], ...], language: str) -> str:
    """``template`` with its slots filled, texts among the values read in ``language``."""
    if not params:
        return template
    return template.format_map({name: value.render(language) if isinstance(value, Text)
                                else value for name, value in params})


class Form(Said):
    """A message in a context (``msgctxt``; ``None``: none): ``p_("the", "the Nao")``."""

    __slots__ = ()

    @property
    def context(self) -> str:
        return self.extra[0]

    def words(self, language: str) -> str:
        catalog = translations(DOMAIN, language)
        template = (catalog.gettext(self.msgid) if self.context is None
                    else catalog.pgettext(self.context, self.msgid))
        return fill(template, self.params, language)


def p_(context: str, msgid: str, **params: Any) -> Form:
    """The message ``msgid`` in ``context``."""
    return Form(msgid, tuple(params.items()), (context,))


class Noun(Form):
    """An element or a category as a noun phrase: its words in a context, and its gender
    and number in each language (its ``GRAMMAR`` entry; in English, ``many``)."""

    __slots__ = ()

    def grammar(self, language: str) -> tuple[bool, bool]:
        """(feminine, plural) in ``language``."""
        if language == SOURCE:
            return False, self.extra[1]
        said = translations(DOMAIN, language).pgettext(GRAMMAR, self.msgid)
        return said.startswith("feminine"), said.endswith("plural")


def noun(msgid: str, context: str = "the", many: bool = False) -> Noun:
    """The noun phrase ``msgid`` in ``context`` (``many``: plural in English)."""
    return Noun(msgid, (), (context, many))


def grammar_of(value: Any, language: str) -> tuple[bool, bool]:
    """(feminine, plural) of a slot's value: a noun, a list of nouns, or any other text
    (its ``GRAMMAR`` entry, singular in English)."""
    if isinstance(value, Listing):
        items = value.extra[1]
        if len(items) == 1:
            return grammar_of(items[0], language)
        return all(grammar_of(item, language)[0] for item in items), True
    if isinstance(value, Noun):
        return value.grammar(language)
    if isinstance(value, Text) and language != SOURCE:
        said = translations(value.domain, language).pgettext(GRAMMAR, value.msgid)
        return said.startswith("feminine"), said.endswith("plural")
    return False, False


@dataclass(frozen=True)
class Variant:
    """A message's words for one gender (its context), in two numbers."""

    context: str | None
    singular: str
    plural: str


def np_(context: str, singular: str, plural: str) -> Variant:
    """The words of a message for the gender ``context``, singular and plural."""
    return Variant(context, singular, plural)


def numbered(singular: str, plural: str) -> Variant:
    """The words of a message that agrees in number only."""
    return Variant(None, singular, plural)


class Agreeing(Said):
    """A message agreeing with the nouns of its slots: in number with one, in gender
    (a variant per gender) with one."""

    __slots__ = ()

    def words(self, language: str) -> str:
        variants, number, gender = self.extra
        values = dict(self.params)
        feminine = grammar_of(values[gender], language)[0] if gender else False
        many = grammar_of(values[number], language)[1] if number else False
        chosen = variants[1] if feminine and len(variants) > 1 else variants[0]
        catalog = translations(DOMAIN, language)
        count = 2 if many else 1
        if isinstance(chosen, Form):
            template = catalog.pgettext(chosen.context, chosen.msgid)
        elif chosen.context is None:
            template = catalog.ngettext(chosen.singular, chosen.plural, count)
        else:
            template = catalog.npgettext(chosen.context, chosen.singular, chosen.plural, count)
        return fill(template, self.params, language)


def agreeing(variants: Variant | Sequence[Variant | Form], number: str | None = None,
             gender: str | None = None, **params: Any) -> Agreeing:
    """A message (``variants``: one, or the masculine then the feminine; a ``Form`` for a
    message of one number) agreeing in number with the slot ``number`` and in gender with
    the slot ``gender``."""
    chosen = (variants,) if isinstance(variants, Variant) else tuple(variants)
    first = chosen[0]
    return Agreeing(first.msgid if isinstance(first, Form) else first.singular,
                    tuple(params.items()), (chosen, number, gender))


class Listing(Said):
    """Items in a list: "a", "a and b", "a, b and c" (the join a message of the catalog)."""

    __slots__ = ()

    def words(self, language: str) -> str:
        last_join, items = self.extra
        if len(items) == 1:
            return items[0].render(language) if isinstance(items[0], Text) else str(items[0])
        *first, last = items
        joined = reduce(lambda done, then: _("{first}, {then}", first=done, then=then), first)
        return last_join(joined, last).render(language)


def _and(items: Any, last: Any) -> Text:
    return _("{items} and {last}", items=items, last=last)


def _or(items: Any, last: Any) -> Text:
    return _("{items} or {last}", items=items, last=last)


def _clauses(items: Any, last: Any) -> Text:
    return p_("clauses", "{items} and {last}", items=items, last=last)


def _suppositions(items: Any, last: Any) -> Text:
    return p_("suppositions", "{items} and then that {last}", items=items, last=last)


def _quotes(items: Any, last: Any) -> Text:
    return p_("quoted clues", "{items} and {last}", items=items, last=last)


def _branches(items: Any, last: Any) -> Text:
    return p_("branches", "{items}; {last}", items=items, last=last)


#: Each way of joining a list's last item, by name.
JOINS = {"and": _and, "or": _or, "clauses": _clauses, "suppositions": _suppositions,
         "quotes": _quotes, "branches": _branches}


def joined(items: Sequence[Any], join: str = "and") -> Listing:
    """``items`` (texts or words) as a list, the last joined by ``JOINS[join]``; "quotes"
    and "branches" join every item that way ("a and b and c", "a; b; c")."""
    found = tuple(items)
    if not found:
        raise ValueError("A list needs at least one item.")
    if join in ("quotes", "branches"):
        found = (reduce(JOINS[join], found),)
    return Listing("", (), (JOINS[join], found))


class Sentence(Said):
    """A clause as a sentence: capitalised, with the language's full stop (none if it
    ends with one already, or if ``stop`` is false: a sentence quoted in another)."""

    __slots__ = ()

    @property
    def clause(self) -> Text:
        return self.extra[0]

    def words(self, language: str) -> str:
        said = self.clause.render(language)
        if self.extra[1] and not said.endswith((".", "。")):
            said = _("{sentence}.", sentence=said).render(language)
        return said[0].upper() + said[1:]


def sentence(clause: Text, stop: bool = True) -> Sentence:
    """``clause`` as a sentence (``stop``: with its full stop)."""
    return Sentence("", (), (clause, stop))
