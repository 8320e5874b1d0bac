"""Helpers for the language tests of every game."""

from __future__ import annotations

from naval_widgets.core import IllegalAction
from naval_widgets.core.i18n import using


def refusals(game, state, language: str, every: int) -> list[str]:
    """The sentence of every ``every``-th action the rules refuse now, in ``language``."""
    legal = set(game.legal_actions(state))
    said = []
    with using(language):
        for action in game.action_space()[::every]:
            if action not in legal:
                try:
                    game.step(state, action)
                except IllegalAction as err:
                    said.append(str(err))
    return said


def refusal_pairs(game, state, language: str, every: int) -> list[tuple[str, str, str]]:
    """("refusal", English, ``language``) for each sampled refused action."""
    return [("refusal", english, other) for english, other in
            zip(refusals(game, state, "en", every), refusals(game, state, language, every),
                strict=True)]


def said_in(language: str, say, *args) -> list[str]:
    """Sentences (texts or words) read in ``language``: ``say`` itself, or what the call
    ``say(*args)`` makes in that language."""
    with using(language):
        return [str(sentence) for sentence in (say(*args) if callable(say) else say)]


#: Words of the English sentences that a translated sentence never holds.
ENGLISH_WORDS = (" the ", " was ", " were ", " lies ", " carried ", " did not ", " so ")


def untranslated(english: list[str], other: list[str]) -> list[tuple[str, str]]:
    """Each pair of the same sentence in English and in another language where the other
    still reads as the English one, holds an English word (``ENGLISH_WORDS``) or leaves a
    ``{slot}`` unfilled."""
    assert len(english) == len(other)
    return [(a, b) for a, b in zip(english, other, strict=True)
            if a == b or "{" in b or "}" in b or any(word in f" {b} " for word in ENGLISH_WORDS)]
