"""The log's words in every language: a team's verb agrees with its two players, and
every sentence starts with a capital (issue 25)."""

from __future__ import annotations

import random
import re

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.nautic_miles import GAME

#: Seeded random games: (seed, players, teams, variant).
GAMES = [(4, 4, True, "en"), (2, 6, True, "ja"), (7, 2, False, "en"), (4, 3, False, "ja")]


def sentences(seed, players, teams, variant):
    """Every log sentence of a random game, as each reader (spectator included) reads it,
    in each language: {language: [sentence...]}."""
    state = GAME.initial_state(seed, players=players, teams=teams, variant=variant,
                               length="round")
    rng, events = random.Random(seed), []
    while not state.over:
        state, said = GAME.step(state, rng.choice(GAME.legal_actions(state)))
        events.extend(said)
    read = {}
    for language in ("en", "fr", "it", "ja"):
        with using(language):
            read[language] = [event.for_seat(seat) for event in events
                              for seat in (None, *range(players))]
    return read


@pytest.fixture(scope="module")
def logs():
    return {setting: sentences(*setting) for setting in GAMES}


@pytest.mark.parametrize("setting", GAMES)
def test_every_log_sentence_starts_with_a_capital(logs, setting):
    for language, said in logs[setting].items():
        small = sorted({line for line in said if line[0].islower()})
        assert small == [], f"{language}: {small[:3]}"


def test_a_team_scores_in_the_plural_and_a_player_in_the_singular(logs):
    scored = {language: [line for line in said if re.match(r"(Round|Manche|Mano) \d+ ?:", line)
                         and "(tot" in line]
              for language, said in logs[(4, 4, True, "en")].items()}
    assert scored["en"] and all(" score " in line and "Players " in line
                                for line in scored["en"]), scored["en"][:2]
    assert all(" marquent " in line for line in scored["fr"]), scored["fr"][:2]
    assert all(" segnano " in line for line in scored["it"]), scored["it"][:2]
    alone = [line for line in logs[(7, 2, False, "en")]["en"] if " scores " in line]
    assert alone and all(re.match(r"Round \d+: Player \d scores ", line) for line in alone)


def test_a_convoy_opening_a_sentence_is_capitalised(logs):
    arrivals = [line for said in logs.values() for line in said["en"] if "arrives in port" in line]
    assert arrivals and all(line.startswith("Convoy ") for line in arrivals), arrivals[:2]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_status_line_never_offers_a_refused_discard(language):
    """Japanese rules, empty draw pile: discarding is refused, so the prompt says why
    instead of offering it (issue 25)."""
    state = GAME.initial_state(5, players=2, variant="ja")
    with using(language):
        assert str(GAME.prompt(state)).endswith(("or discard one.", "1枚捨ててください。"))
        empty = state._replace(draw=())
        assert not any(type(action).__name__ == "Discard" for action in GAME.legal_actions(empty))
        said = GAME.prompt(empty)
        assert "or discard one" not in said and "捨ててください" not in said
        assert ("draw pile is empty" in said) if language == "en" else ("山札がない" in said)
