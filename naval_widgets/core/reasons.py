"""Bots that explain: a move's reason, what each seat may read of it, and its save form.

A bot that explains implements ``choose(view, legal, rng) -> Choice``: the action and
a ``Reason`` built from its own view and what it evaluated, never from the state. The
``public`` sentence names nothing a seat other than the bot's may not know; what rests
on the bot's hidden cards goes into ``secret``, read by the bot's own seat at once and
by everyone when the game is over.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from string import Formatter
from typing import Any

from .actions import Action
from .catalog import LANGUAGES, LOCALE, SOURCE, Catalog, Text, translations
from .errors import SaveError
from .words import brief

_ = Catalog("core")

#: Scores this close are equal (a bot's own tolerance for ties).
EQUAL = 1e-9
#: How a reason's line in a log starts (a page tells it from the moves' lines by it).
REASON_INDENT = "  "
#: How deeply a saved sentence may nest sentences in its parameters.
DEPTH = 4
#: The longest saved message id or parameter text.
LONGEST = 2_000


@dataclass(frozen=True)
class Reason:
    """Why a bot chose its move."""

    #: A sentence every seat may read as soon as the move is played.
    public: Text
    #: The fuller sentence naming what only the bot's seat knows (its hand...): read by
    #: its own seat, and by everyone once the game is over.
    secret: Text | None = None
    #: A stable id of the claim ("wins-domain", "settles-ship-type"...), for tests.
    kind: str = ""

    def for_reader(self, mine: bool, over: bool) -> Text:
        """The sentence a seat reads: the secret one for the bot's own seat (``mine``)
        or once the game is ``over``, else the public one."""
        if self.secret is not None and (mine or over):
            return self.secret
        return self.public


@dataclass(frozen=True)
class Choice:
    """A bot's action and, for a bot that explains, its reason."""

    action: Action
    reason: Reason | None = None


@dataclass(frozen=True)
class Weighed:
    """A reviewing bot's evaluation of one position: the value of each legal action
    (``values``, in the bot's own units, higher better for the mover) and the ``choice``
    it makes from them, one of the best."""

    values: tuple[float, ...]
    choice: Choice


class Explaining:
    """Mixin for a bot that explains: implement ``choose``; ``act`` is derived from it.

    A bot whose reason costs time beside its choice may override ``act`` to choose the
    same action without building the reason: matches and ``simulate`` call ``act``, a
    table calls ``choose``. A bot that reviews games (``Game.reviewer``) implements
    ``values`` too: the scores ``choose`` picks from."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> Choice:
        raise NotImplementedError

    def act(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return self.choose(view, legal, rng).action

    def values(self, view: dict[str, Any], legal: Sequence[Action],
               rng: random.Random) -> list[float]:
        """How good each action of ``legal`` is for the mover, higher better: the scores
        ``choose`` takes one of the best of."""
        raise NotImplementedError

    def weigh(self, view: dict[str, Any], legal: Sequence[Action],
              rng: random.Random) -> Weighed:
        """``values`` and ``choose`` from the same random numbers (``values`` draws from
        a copy of ``rng``), which ``rng`` then has drawn as ``choose`` alone does. A bot
        whose values cost time overrides it to evaluate once."""
        copy = random.Random()
        copy.setstate(rng.getstate())
        return Weighed(tuple(self.values(view, legal, copy)), self.choose(view, legal, rng))


def choice_of(bot: Any, view: dict[str, Any], legal: Sequence[Action],
              rng: random.Random) -> Choice:
    """What ``bot`` chooses: its ``choose`` if it explains, else its ``act`` without a
    reason."""
    choose = getattr(bot, "choose", None)
    if choose is None:
        return Choice(bot.act(view, legal, rng))
    choice = choose(view, legal, rng)
    if not isinstance(choice, Choice):
        raise TypeError(f"{type(bot).__name__}.choose must return a Choice.")
    return choice


def next_best(action: Action, scores: Sequence[float], legal: Sequence[Action],
              phrase: Callable[[Action], Text]) -> Text:
    """What a bot's hidden cards add to its reason, by the ``scores`` it gave each action
    of ``legal``: its next best move (``phrase`` names it), as good as ``action`` or less
    good, or that it had no other."""
    others = [(score, number) for number, score in enumerate(scores) if legal[number] != action]
    if not others:
        return _("It was my only legal move.")
    score, number = max(others)
    if score >= max(scores) - EQUAL:
        return _("“{other}” was as good; I chose between them at random.",
                 other=phrase(legal[number]))
    return _("My next best move was “{other}”.", other=phrase(legal[number]))


def with_more(public: Text, more: Text) -> Text:
    """The fuller sentence: the public one, then what rests on the bot's cards."""
    return _("{reason} {more}", reason=public, more=more)


# -- saving ---------------------------------------------------------------------
def reason_to_json(reason: Reason) -> dict[str, Any]:
    """``reason`` as JSON data (``reason_from_json`` reads it back)."""
    return {"public": text_to_json(reason.public),
            "secret": None if reason.secret is None else text_to_json(reason.secret),
            "kind": reason.kind}


def text_to_json(text: Text) -> dict[str, Any]:
    """A sentence by its domain, message id, plural, count and parameters (which may be
    sentences too)."""
    data: dict[str, Any] = {"domain": text.domain, "msgid": text.msgid}
    if text.plural is not None:
        data["plural"], data["count"] = text.plural, text.count
    data["params"] = {name: text_to_json(value) if isinstance(value, Text) else value
                      for name, value in text.params}
    return data


def reason_from_json(data: Any, reader: SentenceReader | None = None) -> Reason:
    """The reason ``data`` holds; ``SaveError`` naming what is wrong. ``reader``: the
    one reading the save's other reasons (it checks each message once)."""
    if not isinstance(data, dict) or set(data) - {"public", "secret", "kind"} \
            or "public" not in data:
        raise SaveError("A saved reason is an object with 'public', 'secret' and 'kind'.")
    kind = data.get("kind", "")
    if not isinstance(kind, str) or len(kind) > 100:
        raise SaveError(f"A saved reason's kind is a short text; got {brief(kind)}.")
    reader = reader or SentenceReader()
    secret = data.get("secret")
    return Reason(public=reader.text(data["public"]),
                  secret=None if secret is None else reader.text(secret), kind=kind)


def text_from_json(data: Any) -> Text:
    """The sentence ``data`` holds (``SentenceReader.text``)."""
    return SentenceReader().text(data)


class SentenceReader:
    """Reads saved sentences, each a message of the package's catalogs whose params give
    every field it names in every language (so it reads in each); ``SaveError``
    otherwise. It checks each message once, however often a save repeats it."""

    def __init__(self) -> None:
        self.checked: set[tuple[Any, ...]] = set()

    def text(self, data: Any, depth: int = 0) -> Text:
        if depth > DEPTH:
            raise SaveError("A saved reason nests its sentences too deeply.")
        if not isinstance(data, dict) or set(data) - {"domain", "msgid", "plural", "count",
                                                       "params"}:
            raise SaveError(f"A saved sentence is an object naming its domain, msgid and "
                            f"params; got {brief(data)}.")
        domain, msgid = data.get("domain"), data.get("msgid")
        plural, count = data.get("plural"), data.get("count")
        params = data.get("params", {})
        if not isinstance(params, dict):
            raise SaveError("A saved sentence's params are an object.")
        check_message(domain, msgid, plural, count)
        text = Text(domain, msgid, plural, count,
                    tuple((name, self.param(value, depth)) for name, value in params.items()))
        key = (domain, msgid, plural, count, frozenset(params))
        if key not in self.checked:
            check_fields(text)
            self.checked.add(key)
        return text

    def param(self, value: Any, depth: int) -> Any:
        if isinstance(value, dict):
            return self.text(value, depth + 1)
        if value is None or isinstance(value, (bool, int, float)):
            return value
        if isinstance(value, str) and len(value) <= LONGEST:
            return value
        raise SaveError(f"A saved sentence's parameter is a number, a short text or a "
                        f"sentence; got {brief(value)}.")


def check_message(domain: Any, msgid: Any, plural: Any, count: Any) -> None:
    """``SaveError`` unless these name a message of the catalogs (and its count)."""
    if not isinstance(domain, str) or domain not in domains():
        raise SaveError(f"A saved sentence names an unknown catalog {brief(domain)}.")
    if not isinstance(msgid, str) or len(msgid) > LONGEST:
        raise SaveError(f"A saved sentence's msgid is a text; got {brief(msgid)}.")
    if plural is not None and not (isinstance(plural, str) and type(count) is int):
        raise SaveError("A saved plural sentence gives its plural form and a whole count.")
    if plural is None and count is not None:
        raise SaveError("A saved sentence gives a count only with its plural form.")
    if not known(domain, msgid, plural is not None):
        raise SaveError(f"A saved sentence is not a message of the {domain} catalog: "
                        f"{brief(msgid)}.")


def check_fields(text: Text) -> None:
    """``SaveError`` unless ``text``'s params give every field its message names in every
    language."""
    given = {name for name, _value in text.params}
    if not all(fields(_template(text, language)) <= given for language in LANGUAGES):
        raise SaveError(f"A saved sentence's params do not fit its message "
                        f"{brief(text.msgid)}.")


def _template(text: Text, language: str) -> str:
    """The message of ``text`` in ``language`` (the plural form of its count)."""
    catalog = translations(text.domain, language)
    if text.plural is None:
        return catalog.gettext(text.msgid)
    return catalog.ngettext(text.msgid, text.plural, text.count)


@cache
def fields(template: str) -> frozenset[str]:
    """The names of the fields a message of the catalogs formats (a plural form may leave
    one out). A field with a format, a conversion, an attribute or an index (no message
    has one) counts as a name no params give, so the message is refused."""
    try:
        parts = list(Formatter().parse(template))
    except ValueError:
        return frozenset({"{"})
    return frozenset(field if field.isidentifier() and not spec and not conversion else "{"
                     for _literal, field, spec, conversion in parts if field is not None)


@cache
def domains() -> frozenset[str]:
    """The catalogs' domains (one template each in the package's locale folder)."""
    return frozenset(path.stem for path in LOCALE.glob("*.pot"))


def known(domain: str, msgid: str, plural: bool) -> bool:
    """Whether ``msgid`` is a message of ``domain``, by its compiled catalogs (every
    message is translated into every language: ``tools.catalogs check``)."""
    other = next(language for language in LANGUAGES if language != SOURCE)
    messages = getattr(translations(domain, other), "_catalog", {})
    return ((msgid, 0) if plural else msgid) in messages
