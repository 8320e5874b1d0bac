"""Log events: one public sentence, and private sentences only their seat may read.

A sentence may be a ``core.i18n.Text``: it is read in the language of the moment."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from .i18n import Text


class Event(NamedTuple):
    """What happened, as everyone saw it, plus what one seat alone learned.

    >>> e = Event("Player 1 draws 2 cards.", ((0, "You draw: white, red2."),))
    >>> e.for_seat(0), e.for_seat(1), e.for_seat(None)
    ('You draw: white, red2.', 'Player 1 draws 2 cards.', 'Player 1 draws 2 cards.')
    """

    text: str | Text
    private: tuple[tuple[int, str | Text], ...] = ()

    def for_seat(self, seat: int | None) -> str:
        """The sentence ``seat`` reads, in the language of the moment."""
        for owner, text in self.private:
            if owner == seat:
                return str(text)
        return str(self.text)
