"""The board's synced traits hold only what its seat may know (docs/rules/nautic_miles.md):
every trait the page receives, not the view alone.

A twin game deals a position with the seat's secrets dealt anew (``view.resample``: the
other hands, the draw pile, the face-down convoys of the other sides); the boards of both
positions must send the same traits. And the lines of the log only another seat reads
(the card it drew) are in no trait.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, fields
from typing import Any

import pytest

from naval_widgets.nautic_miles import GAME, Table
from naval_widgets.nautic_miles.game import NauticMiles
from naval_widgets.nautic_miles.state import State

from ..traits import traits_of

rule = pytest.mark.rule
SETUPS = [(2, False), (3, False), (4, True), (5, False), (6, True), (6, False)]


@dataclass
class DealtNauticMiles(NauticMiles):
    """Nautic Miles dealing a given position: a twin game's deal."""

    dealt: State | None = None

    def deal(self, seed: int, setup: Any) -> State:
        return self.dealt


TWIN = DealtNauticMiles(**{f.name: getattr(GAME, f.name) for f in fields(GAME)})
TwinTable = type("TwinTable", (Table,), {"game": TWIN})


def random_game(seed: int, players: int, teams: bool, plies: int = 160) -> Table:
    table = Table(seed=seed, players=players, teams=teams, variant=("en", "ja")[seed % 2])
    rng = random.Random(seed)
    while table.outcome is None and len(table.actions) < plies:
        table.play(rng.choice(table.legal()), respond=False)
    return table


def board_at(state: State, seat: int) -> Any:
    TWIN.dealt = state
    table = TwinTable(seed=state.seed, players=state.players, teams=state.teams,
                      variant=state.variant)
    return table.widget(seat=seat, pace=0)


@rule("nautic_miles/convoy")
@rule("nautic_miles/teams")
@pytest.mark.parametrize(("players", "teams"), SETUPS)
def test_a_seats_board_is_the_same_whatever_its_secrets_are(players, teams):
    rng = random.Random(players)
    compared, varied = 0, {}
    for seed in range(3):
        table = random_game(seed, players, teams)
        for state in table.history[5::15]:
            for seat in range(players):
                other = GAME.resample(state, seat, rng)
                assert traits_of(board_at(other, seat)) == traits_of(board_at(state, seat))
                compared += 1
                before, after = GAME.secrets(state, seat), GAME.secrets(other, seat)
                for name in before:
                    varied[name] = varied.get(name, 0) + (before[name] != after[name])
    assert compared >= 10 * players, compared
    assert varied.get("the other hands") and varied.get("the draw pile"), varied


@rule("nautic_miles/convoy")
def test_the_page_never_gets_another_sides_face_down_convoy_or_another_hand():
    """Straight from the traits: no face-down convoy of another side names its card, and
    the only hand in them is the seat's own."""
    checked = 0
    for players, teams in SETUPS:
        table = random_game(7, players, teams)
        for state in table.history[3::10]:
            for seat in range(players):
                traits = traits_of(board_at(state, seat))
                assert traits["view"]["hand"] == list(state.hands[seat])
                for side in traits["view"]["sides"]:
                    for convoy in side["convoys"]:
                        if convoy["face"] == "down":
                            assert convoy["card"] is None
                            checked += 1
                assert "hands" not in json.dumps(traits)
    assert checked > 20, checked


@rule("nautic_miles/deal")
def test_no_trait_holds_another_seats_private_log_lines():
    for players, teams in ((2, False), (4, True)):
        table = random_game(3, players, teams, plies=80)
        for seat in range(players):
            board = table.widget(seat=seat, pace=0)
            text = json.dumps(traits_of(board), ensure_ascii=False)
            seen = set(table.log_for(seat))
            private = {line for other in range(players) if other != seat
                       for line in table.log_for(other) if line not in seen}
            assert private, "no other seat drew a card"
            assert [line for line in private if line in text] == []


@rule("nautic_miles/convoy")
def test_the_static_picture_shows_the_lines_and_keeps_the_secrets():
    table = random_game(2, 4, True, plies=60)
    state = table.state
    board = table.widget(seat=0, pace=0)
    html = board.picture_html()
    assert html == board.picture_html() and "<script" not in html
    for side in board.view["sides"]:
        assert side["name"] in html
    down = board.view["sides"][1]["convoys"]
    assert any(convoy["face"] == "down" for convoy in down)
    twin = board_at(GAME.resample(state, 0, random.Random(1)), 0)
    twin_html = twin.picture_html()
    assert twin_html == board_at(state, 0).picture_html()
    assert "Face down" in html and "Your hand" in html


@rule("nautic_miles/arrival")
def test_the_static_picture_names_each_port_and_capture_pile():
    from naval_widgets.lessons.nautic_miles import position

    table = position("layout")
    html = table.widget(seat=0, pace=0).picture_html()
    side = table.view(0)["sides"][0]
    assert side["port"] and side["captures"], "the layout position has both piles"
    assert "In port:" in html and "Captured:" in html
    assert "Detected by radar" in html.split("Captured:")[1].split("</div>")[0]
