"""What the core contract promises, checked through Signal flags (``tests/toy``): a
game of three or four seats, teams, an answer out of turn and entries of its own
that exists only to prove the contract."""

from __future__ import annotations

import ast
import json
import random
from pathlib import Path

import pytest

import naval_widgets
from naval_widgets.core import IllegalAction, SaveError, SetupError, games, get, play_match
from naval_widgets.core.bots import make_bot
from naval_widgets.core.measure import simulate

from ..toy import GAME, Ask, Give, NoFlag, Table
from ..toy.state import COLOURS, colour_of

rule = pytest.mark.rule
NAMES = ("North", "East", "South", "West")


def act(widget, index):
    widget.handle_message({"type": "act", "payload": {"index": index}, "ply": widget.ply})


def finished(players=4, teams=False, hoists=()):
    """A finished game of these settings whose seats won the flags ``hoists``."""
    state = Table(seed=1, players=players, teams=teams).state
    return state._replace(turn=4 * players + 1, hoists=hoists)


def packages_imported(path: Path, root: Path) -> set[str]:
    """The packages of ``naval_widgets`` (``core``, ``battleship``...) a module imports."""
    here = ["naval_widgets", *path.relative_to(root).with_suffix("").parts]
    found = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [alias.name.split(".") for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = [*(here[:-node.level] if node.level else []),
                      *(node.module.split(".") if node.module else [])]
            names = [[*module, alias.name] for alias in node.names]
        else:
            continue
        found |= {name[1] for name in names if name[0] == "naval_widgets" and len(name) > 1}
    return found


def game_packages() -> set[str]:
    """The packages the registered games live in (a package may hold several games)."""
    return {type(game).__module__.split(".")[1] for game in games().values()}


def test_the_core_imports_no_game_and_no_game_another():
    """The packages that are neither the core nor a game's (the lessons, the play page)
    sit above the games: they teach or serve them, so they may use any of them."""
    root = Path(naval_widgets.__file__).parent
    packages = {path.parent.name for path in root.glob("*/__init__.py")} - {"static"}
    assert {"core", *game_packages()} <= packages
    above_the_games = packages - {"core", *game_packages()}
    assert above_the_games, "the lessons and the play page"
    for package in packages - above_the_games:
        allowed = {"core", package}
        for path in (root / package).rglob("*.py"):
            assert packages_imported(path, root) & packages <= allowed, path
    for package in {"core", *game_packages()}:
        for path in (root / package).rglob("*.py"):
            assert not packages_imported(path, root) & above_the_games, path


def test_the_toy_is_not_registered_for_users():
    assert "toy" not in games()
    with pytest.raises(SetupError, match="No game called 'toy'"):
        get("toy")


# -- setting a table -------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 5, 0, -1, "4", 4.0, True, [4]])
def test_the_seat_range_is_checked(players):
    with pytest.raises(SetupError, match="Signal flags is played by 3 to 4 players; got"):
        Table(players=players)
    with pytest.raises(SetupError, match="3 to 4 players"):
        GAME.setup(players=players)


def test_seat_counts_in_range_and_the_default():
    assert GAME.players_label == "3 to 4 players"
    assert Table().players == 4 and Table(players=3).players == 3
    assert GAME.seat_count(Table(players=3).state) == 3


def test_options_are_validated():
    assert Table().options == {"teams": False}
    assert Table(teams=True).options == {"teams": True}
    with pytest.raises(SetupError, match="teams by 4 players only .* with 3 players"):
        Table(players=3, teams=True)
    with pytest.raises(SetupError, match="teams by 4 players only"):
        GAME.initial_state(0, players=3, teams=True)
    with pytest.raises(SetupError, match=r"'teams' is one of: False, True; got 'yes'"):
        Table(teams="yes")
    with pytest.raises(SetupError, match="one of: False, True; got 1"):
        Table(teams=1)
    with pytest.raises(SetupError, match="no option 'flags'; its options are: teams"):
        Table(flags=6)


# -- seats, teams and what each sees -------------------------------------------------
def test_seat_names_and_partners():
    teams, alone, three = Table(teams=True).state, Table().state, Table(players=3).state
    assert GAME.seat_names(teams) == NAMES and Table(teams=True).seat_names == NAMES
    assert GAME.seat_names(three) == NAMES[:3]
    assert GAME.teams(teams) == ((0, 2), (1, 3))
    assert [GAME.partners(teams, seat) for seat in range(4)] == [(2,), (3,), (0,), (1,)]
    assert GAME.teams(alone) == ((0,), (1,), (2,), (3,))
    assert [GAME.partners(alone, seat) for seat in range(4)] == [()] * 4


def test_a_partners_view_holds_the_team_hand_and_an_opponents_not():
    table = Table(seed=1, teams=True)
    hands, north = table.state.hands, table.view(0)
    assert north["partners"] == [2]
    assert north["seats"][0]["hand"] == list(hands[0])
    assert north["seats"][2]["hand"] == list(hands[2])
    assert north["seats"][1]["hand"] is None and north["seats"][3]["hand"] is None
    assert [seat["hand_size"] for seat in north["seats"]] == [4, 4, 4, 4]
    assert all(seat["hand"] is None for seat in table.view(None)["seats"])
    assert Table(seed=1).view(0)["seats"][2]["hand"] is None, "no team, no shared hand"
    assert GAME.secrets(table.state, 0)["hands out of sight"] == (hands[1], hands[3])
    other = GAME.resample(table.state, 0, random.Random(3))
    assert other.hands[0] == hands[0] and other.hands[2] == hands[2]
    assert other.hands[1] != hands[1] and GAME.view(other, 0) == north


@rule("toy/must-give")
def test_a_drawn_card_is_told_to_the_drawer_and_its_partner_only():
    seed, colour = next((seed, colour) for seed in range(100) for colour in COLOURS
                        if all(colour_of(card) != colour
                               for card in Table(seed=seed).state.hands[1]))
    table = Table(seed=seed, teams=True)
    drawn = table.state.pile[-1]
    table.play(f"ask {colour}")
    assert table.legal() == [NoFlag()]
    table.play("none")
    number = drawn.removeprefix(colour_of(drawn))
    assert table.log_for(0)[-1].endswith(f"you draw {colour_of(drawn)} {number}.")
    assert table.log_for(2)[-1].endswith(f"North draws {colour_of(drawn)} {number}.")
    assert table.log_for(1)[-1] == table.log[-1] == \
        f"East has no {colour} flag: North draws a card."


# -- who acts: an answer out of turn -----------------------------------------------
@rule("toy/turn")
def test_to_move_names_the_seat_that_must_answer():
    table = Table(seed=1)
    table.play("ask red")
    assert table.to_move == 1 and table.view(0)["active"] == 0
    assert table.view(3)["to_move"] == 1 and table.view(3)["asked"] == "red"
    assert all(type(action) in (Give, NoFlag) for action in table.legal())
    before = table.state
    with pytest.raises(IllegalAction, match="East must first answer North's call") as err:
        table.play("ask blue")
    assert err.value.rule == "toy/turn" and table.state is before
    table.play(table.legal()[0])
    assert table.to_move == 1 and table.view(1)["active"] == 1, "East's own turn now"


def test_a_bot_answers_out_of_turn_and_a_person_is_waited_for():
    table = Table(seed=1, bots={1: "lookout"})
    table.play(Ask("red"))
    answer, ask = table.actions[1:]
    assert type(answer) in (Give, NoFlag) and type(ask) is Ask
    assert table.to_move == 2, "the bot answered North, then asked South"
    table = Table(seed=1, bots={0: "lookout"})
    table.run_bots()
    assert len(table.actions) == 1 and table.to_move == 1, "East, a person, must answer"


def test_bots_see_only_their_seats_view():
    seen = []

    class Spy:
        def act(self, view, legal, rng):
            seen.append(view)
            return legal[0]

    result = play_match(GAME, [Spy(), make_bot(GAME, "random"), Spy()], seed=4,
                        setup=GAME.setup(players=3))
    assert result.outcome is not None and seen
    assert all(sum(seat["hand"] is not None for seat in view["seats"]) == 1 for view in seen)


# -- the board -------------------------------------------------------------------
def test_the_board_of_the_seat_that_must_answer_gets_the_entries():
    table = Table(seed=1)
    boards = [table.widget(seat=seat, pace=0) for seat in range(4)]
    assert boards[0].legal == [{"ask": colour, "label": f"Ask East for a {colour} flag"}
                               for colour in COLOURS]
    assert [board.legal for board in boards[1:]] == [[], [], []]
    assert boards[0].status == "Your turn: ask East for a colour."
    assert boards[2].status == "Waiting for North."
    act(boards[0], 0)
    assert table.actions == (Ask("red"),) and boards[0].legal == []
    assert boards[0].status == "Waiting for East."
    for board in boards[1:]:
        board.sync()
    offered = [GAME.legal_entry(table.state, action) for action in table.legal()]
    assert boards[1].legal == offered and boards[2].legal == boards[3].legal == []
    assert all(set(entry) in ({"give", "label"}, {"none", "label"}) for entry in offered)
    assert boards[1].status.startswith("Your turn: North asks you for a red flag")
    act(boards[0], 0)
    assert boards[0].error == "It is not your turn." and len(table.actions) == 1
    act(boards[1], 0)
    assert len(table.actions) == 2 and type(table.actions[1]) in (Give, NoFlag)
    assert boards[1].error == "" and boards[1].status == "Your turn: ask South for a colour."


def test_the_hot_seat_curtain_names_the_answering_seat():
    table = Table(seed=1)
    board = table.widget(seat=0, hotseat=True, pace=0)
    board.handle_message({"type": "reveal", "payload": {}, "ply": board.ply})
    act(board, 1)
    assert board.curtain == board.status == "East: your turn. Click when the others look away."
    assert board.legal == [] and board.view["seats"][1]["hand"] is None
    board.handle_message({"type": "reveal", "payload": {}, "ply": board.ply})
    assert board.view["seats"][1]["hand"] == list(table.state.hands[1]) and board.legal


# -- outcomes ---------------------------------------------------------------------
def test_a_team_outcome_gives_every_seat_its_result():
    outcome = GAME.outcome(finished(teams=True, hoists=(("red6",), ("blue1",), ("green2",), ())))
    assert outcome.reason == "Every seat has asked 4 times: North and South win with 8 points."
    assert outcome.scores == (6, 1, 2, 0), "each seat's own points; the core sums teams"
    assert outcome.ranks == (1, 2, 1, 2), "the losing team is second"
    assert outcome.winners == (0, 2) and outcome.winning_team == (0, 2)
    assert outcome.winner is None
    assert outcome.result(2) == {"seat": 2, "rank": 1, "won": True, "score": 2, "team": 0}
    assert [result["team"] for result in outcome.to_json()["results"]] == [0, 1, 0, 1]


def test_a_solo_outcome_ranks_every_seat():
    outcome = GAME.outcome(finished(hoists=(("red6",), ("blue1",), ("green2",), ())))
    assert outcome.reason.endswith("North wins with 6 points.")
    assert outcome.scores == (6, 1, 2, 0) and outcome.ranks == (1, 3, 2, 4)
    assert outcome.winners == (0,) and outcome.winner is None, "no single winner of 4 seats"
    shared = GAME.outcome(finished(players=3, hoists=(("red3",), ("blue3",), ())))
    assert shared.reason.endswith("North and East share first place with 3 points.")
    assert shared.ranks == (1, 1, 3) and shared.winners == (0, 1) and shared.winner is None
    draw = GAME.outcome(finished(hoists=(("red2",), ("blue2",), ("green2",), ("yellow2",))))
    assert draw.winners == () and draw.ranks == (1, 1, 1, 1) and "a draw" in draw.reason


@rule("toy/over")
def test_a_finished_game_takes_no_more_actions():
    state = finished(hoists=((), (), (), ()))
    assert GAME.to_move(state) is None and GAME.legal_actions(state) == []
    with pytest.raises(IllegalAction, match="The game is over") as err:
        GAME.step(state, Ask("red"))
    assert err.value.rule == "toy/over"


def test_a_played_game_ends_with_a_result_for_every_seat():
    table = Table(seed=6, teams=True, bots={seat: "lookout" for seat in range(4)})
    table.run_bots()
    outcome = table.outcome
    assert outcome is not None and len(outcome.to_json()["results"]) == 4
    assert set(outcome.winners) in ({0, 2}, {1, 3}, set())
    assert table.widget(seat=2, pace=0).status == outcome.reason


# -- measuring -------------------------------------------------------------------
def test_simulate_credits_a_teams_win_to_each_of_its_bots():
    games = 40
    result = simulate(GAME, ["lookout", "random", "lookout", "random"], games=games, seed=0,
                      setup=GAME.setup(teams=True), progress=False)
    entries = {entry["label"]: entry for entry in result["entries"]}
    assert list(entries) == ["lookout 1", "random 1", "lookout 2", "random 2"]
    assert entries["lookout 1"]["wins"] == entries["lookout 2"]["wins"], "always partners"
    assert entries["random 1"]["wins"] == entries["random 2"]["wins"]
    assert entries["lookout 1"]["wins"] + entries["random 1"]["wins"] + result["draws"] \
        == games
    assert entries["lookout 1"]["wins"] > entries["random 1"]["wins"]
    for entry in entries.values():
        assert [seat["games"] for seat in entry["by_seat"]] == [games // 4] * 4
        assert sum(seat["wins"] for seat in entry["by_seat"]) == entry["wins"]


def test_simulate_keeps_two_bots_of_one_name_apart_by_seat():
    setup, bots, games = GAME.setup(players=3), ["random", "lookout", "random"], 30
    result = simulate(GAME, bots, games=games, seed=5, setup=setup, progress=False)
    expected = [[0] * 3 for _ in bots]
    for number in range(games):
        entry_at = [(seat + number) % 3 for seat in range(3)]
        outcome = play_match(GAME, [make_bot(GAME, bots[entry]) for entry in entry_at],
                             seed=5 + number, setup=setup).outcome
        for seat in outcome.winners:
            expected[entry_at[seat]][seat] += 1
    assert [entry["label"] for entry in result["entries"]] == ["random 1", "lookout", "random 2"]
    assert [[seat["wins"] for seat in entry["by_seat"]] for entry in result["entries"]] \
        == expected
    assert expected[0] != expected[2], "the two randoms are credited apart"


# -- saves -------------------------------------------------------------------------
def test_saves_keep_players_and_options():
    table = Table(seed=5, teams=True, bots={1: "lookout", 3: "random"})
    table.play("ask blue")
    table.play(table.legal()[0])
    text = table.to_json()
    data = json.loads(text)
    assert data["players"] == 4 and data["options"] == {"teams": True}
    assert data["bots"] == {"1": "lookout", "3": "random"}
    loaded = Table.from_json(text)
    assert (loaded.players, loaded.options, loaded.bot_names) == (4, {"teams": True},
                                                                  table.bot_names)
    assert loaded.state == table.state and loaded.log_for(2) == table.log_for(2)
    three = Table(seed=2, players=3)
    three.play("ask green")
    again = Table.from_json(three.to_json())
    assert again.players == 3 and again.options == {"teams": False}
    assert again.state == three.state


def test_saves_with_settings_that_do_not_go_together_are_refused():
    data = json.loads(Table(seed=5, teams=True).to_json())
    with pytest.raises(SaveError, match="settings are not valid: .*teams by 4 players only"):
        Table.from_json(json.dumps({**data, "players": 3}))
    with pytest.raises(SaveError, match="not valid: .*got 'yes'"):
        Table.from_json(json.dumps({**data, "options": {"teams": "yes"}}))
    with pytest.raises(SaveError, match="for Battleship card game, not Signal flags"):
        Table.from_json(json.dumps({**data, "game": "battleship"}))
