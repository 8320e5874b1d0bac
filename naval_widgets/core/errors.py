"""Errors the package raises: every one is a ValueError a student can read."""

from __future__ import annotations

from functools import cache

from .catalog import Catalog, Text


class IllegalAction(ValueError):
    """An action the rules forbid: names the rule it breaks and says why.

    >>> err = IllegalAction("game/turn", "It is not your turn.")
    >>> err.rule, str(err)
    ('game/turn', 'It is not your turn. (rule game/turn)')
    """

    def __init__(self, rule: str, message: str | Text) -> None:
        #: The sentence, read in the language of the moment it was raised.
        self.message = str(message)
        self.rule = rule
        super().__init__(str(_naming_the_rule()).format(message=self.message, rule=rule))


@cache
def _naming_the_rule() -> Text:
    """The sentence that follows a refusal with its rule id: made once, read at each
    refusal in the language of the moment."""
    _ = Catalog("core")
    return _("{message} (rule {rule})")


class SetupError(ValueError):
    """Settings a table cannot be set with: a variant, seat count, option, bot or seat."""


class TableError(ValueError):
    """A request a table cannot carry out now, such as undoing when nothing was played."""


class SaveError(ValueError):
    """A saved game that cannot be loaded: malformed, tampered or of another version."""


class UnknownName(KeyError, ValueError):
    """A name that a table of named values (``core.words.Named``) does not hold: a
    ``KeyError`` as a look-up's is, and a ``ValueError`` with the sentence naming them."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


class MessageError(ValueError):
    """A message from the page that the widget cannot accept."""


class ExportError(ValueError):
    """A page or file that cannot be made from what it was given (a replay file)."""
