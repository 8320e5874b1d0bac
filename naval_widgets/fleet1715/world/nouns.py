"""The elements and categories as nouns in a sentence, in each language.

Each element has its words for each role a sentence gives it, as catalog entries in a
context named after the role: ``THE`` (a definite noun phrase: "the Nao", "the wreck at
St. Lucie", "gold coins"), ``A`` (a ship type after "was": "a Nao"), ``CARRIED`` and
``NOT_CARRIED`` (a cargo after "carried", "did not carry": French needs "de l'argent",
"d'argent") and ``THAN`` (after "lies deeper than": Italian needs "del Nao"). Its gender
and number in a language are the entry of its ``THE`` words in the context "gender and
number" (``grammar.GRAMMAR``), beside them in the catalog; so are each category's.

>>> from naval_widgets.core.i18n import using
>>> from naval_widgets.fleet1715.world.data import element
>>> with using("fr"):
...     [str(THE[element(key)]) for key in ("nao", "sloop", "gold", "sebastian")]
['la Nao', 'le Sloop hollandais', "les pièces d'or", "l'épave de Sebastian Inlet"]
"""

from __future__ import annotations

from ...core.i18n import Text
from .data import CATEGORY_WORDS, element
from .grammar import Form, Noun, noun, p_


def _noun(words: Text, grammar: Form, many: bool = False) -> Noun:
    """A noun: its ``words`` (a message, in a context or not) and its ``grammar`` entry
    (the same message id: the catalog's extraction needs both written out)."""
    assert words.msgid == grammar.msgid, (words.msgid, grammar.msgid)
    return noun(words.msgid, words.context if isinstance(words, Form) else None, many)


#: Each element as a definite noun phrase ("the Nao"), with its gender and number.
THE: tuple[Noun, ...] = (
    _noun(p_("the", "the wreck at Sebastian Inlet"),
          p_("gender and number", "the wreck at Sebastian Inlet")),
    _noun(p_("the", "the wreck at Pelican Island"),
          p_("gender and number", "the wreck at Pelican Island")),
    _noun(p_("the", "the wreck at St. Lucie"), p_("gender and number", "the wreck at St. Lucie")),
    _noun(p_("the", "the wreck at Ft. Pierce Inlet"),
          p_("gender and number", "the wreck at Ft. Pierce Inlet")),
    _noun(p_("the", "gold coins"), p_("gender and number", "gold coins"), many=True),
    _noun(p_("the", "the silver"), p_("gender and number", "the silver")),
    _noun(p_("the", "the jewelry"), p_("gender and number", "the jewelry")),
    _noun(p_("the", "the Chinese porcelain"), p_("gender and number", "the Chinese porcelain")),
    _noun(p_("the", "the wreck in 15 ft of water"),
          p_("gender and number", "the wreck in 15 ft of water")),
    _noun(p_("the", "the wreck in 16 ft of water"),
          p_("gender and number", "the wreck in 16 ft of water")),
    _noun(p_("the", "the wreck in 20 ft of water"),
          p_("gender and number", "the wreck in 20 ft of water")),
    _noun(p_("the", "the wreck in 22 ft of water"),
          p_("gender and number", "the wreck in 22 ft of water")),
    _noun(p_("the", "the Nao"), p_("gender and number", "the Nao")),
    _noun(p_("the", "the Almiranta"), p_("gender and number", "the Almiranta")),
    _noun(p_("the", "the Capitana"), p_("gender and number", "the Capitana")),
    _noun(p_("the", "the Dutch Sloop"), p_("gender and number", "the Dutch Sloop")),
    _noun(p_("the", "the San Miguel"), p_("gender and number", "the San Miguel")),
    _noun(p_("the", "the N. Sn. de la Regla"), p_("gender and number", "the N. Sn. de la Regla")),
    _noun(p_("the", "the N. Sn. del Carmen"), p_("gender and number", "the N. Sn. del Carmen")),
    _noun(p_("the", "the Concepción"), p_("gender and number", "the Concepción")),
)

#: Each category as a noun ("site", "ship type"), with its gender, in ``CATEGORIES`` order.
CATEGORY: tuple[Noun, ...] = (
    _noun(CATEGORY_WORDS[0], p_("gender and number", "site")),
    _noun(CATEGORY_WORDS[1], p_("gender and number", "cargo")),
    _noun(CATEGORY_WORDS[2], p_("gender and number", "depth")),
    _noun(CATEGORY_WORDS[3], p_("gender and number", "ship type")),
    _noun(CATEGORY_WORDS[4], p_("gender and number", "ship name")),
)

#: Each ship type after "was": "a Nao", "an Almiranta".
A: dict[int, Form] = {
    element("nao"): p_("a", "a Nao"),
    element("almiranta"): p_("a", "an Almiranta"),
    element("capitana"): p_("a", "a Capitana"),
    element("sloop"): p_("a", "a Dutch Sloop"),
}

#: Each cargo after "carried" ("silver": French "de l'argent").
CARRIED: dict[int, Form] = {
    element("gold"): p_("carried", "gold coins"),
    element("silver"): p_("carried", "silver"),
    element("jewelry"): p_("carried", "jewelry"),
    element("porcelain"): p_("carried", "Chinese porcelain"),
}

#: Each cargo after "did not carry" ("silver": French "d'argent").
NOT_CARRIED: dict[int, Form] = {
    element("gold"): p_("not carried", "gold coins"),
    element("silver"): p_("not carried", "silver"),
    element("jewelry"): p_("not carried", "jewelry"),
    element("porcelain"): p_("not carried", "Chinese porcelain"),
}

#: Each element a wreck may be named by after "lies deeper than" (Italian "del Nao").
THAN: dict[int, Form] = {
    element("sebastian"): p_("than", "the wreck at Sebastian Inlet"),
    element("pelican"): p_("than", "the wreck at Pelican Island"),
    element("st-lucie"): p_("than", "the wreck at St. Lucie"),
    element("ft-pierce"): p_("than", "the wreck at Ft. Pierce Inlet"),
    element("gold"): p_("than", "gold coins"),
    element("silver"): p_("than", "the silver"),
    element("jewelry"): p_("than", "the jewelry"),
    element("porcelain"): p_("than", "the Chinese porcelain"),
    element("nao"): p_("than", "the Nao"),
    element("almiranta"): p_("than", "the Almiranta"),
    element("capitana"): p_("than", "the Capitana"),
    element("sloop"): p_("than", "the Dutch Sloop"),
    element("san-miguel"): p_("than", "the San Miguel"),
    element("regla"): p_("than", "the N. Sn. de la Regla"),
    element("carmen"): p_("than", "the N. Sn. del Carmen"),
    element("concepcion"): p_("than", "the Concepción"),
}
