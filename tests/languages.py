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
