"""Log events: one public sentence, and private sentences only their seat may read."""

from __future__ import annotations

from typing import NamedTuple


class Event(NamedTuple):
    """What happened, as everyone saw it, plus what one seat alone learned.

    >>> e = Event("Player 1 draws 2 cards.", ((0, "You draw: white, red2."),))
    >>> e.for_seat(0), e.for_seat(1), e.for_seat(None)
    ('You draw: white, red2.', 'Player 1 draws 2 cards.', 'Player 1 draws 2 cards.')
    """

    text: str
    private: tuple[tuple[int, str], ...] = ()

    def for_seat(self, seat: int | None) -> str:
        for owner, text in self.private:
            if owner == seat:
                return text
        return self.text
