"""The widget's Python side: messages as the page sends them, asserted on traits."""

from __future__ import annotations

import html
import json

import pytest

from naval_widgets.battleship import Table
from naval_widgets.battleship.cards import NAMES
from naval_widgets.core import table_class

from ..traits import send, synced

rule = pytest.mark.rule


def board(seed=3, **kwargs):
    table = Table(seed=seed, bots={1: "greedy"})
    return table, table.widget(seat=0, pace=0, **kwargs)


def act(widget, index=0, ply=None):
    send(widget, "act", ply, index=index)


def test_initial_traits_show_only_seat_zero():
    table, widget = board()
    assert widget.game == "battleship" and widget.ply == 0 and widget.error == ""
    assert widget.view == table.view(0)
    assert widget.view["players"][0]["hand"] and widget.view["players"][1]["hand"] is None
    assert len(widget.legal) == len(table.legal())
    assert all(set(entry) <= {"card", "side", "cell", "option", "text", "label"}
               for entry in widget.legal)
    assert synced(widget) == ["busy", "curtain", "error", "game", "hotseat", "language", "legal",
                              "log", "ply", "reason", "recent", "status", "timeline", "view",
                              "words"]
    assert widget.timeline == {}, "a live board has no timeline (a replay has)"
    assert widget.language == "en" and widget.words["undo"] == "Undo"
    assert widget.status.startswith("Your turn")
    assert repr(widget) == "<BattleshipWidget seat=0 hotseat=False>"


@rule("battleship/turn")
def test_a_valid_message_plays_and_the_bot_answers():
    table, widget = board()
    chosen = table.legal()[2]
    act(widget, 2)
    assert table.actions[0] == chosen
    assert table.to_move == 0 and len(table.actions) >= 2, "the bot answered"
    assert widget.ply == len(table.actions) and widget.error == ""
    assert widget.view == table.view(0) and not widget.busy
    assert widget.log == table.log_for(0)[-len(widget.log):]


@pytest.mark.parametrize("message", [
    None, "act", 3, [], {}, {"type": 5}, {"type": "fly", "payload": {}, "ply": 0},
    {"type": "act"}, {"type": "act", "payload": {"index": 0}},
    {"type": "act", "payload": {"index": "0"}, "ply": 0},
    {"type": "act", "payload": {"index": 0.0}, "ply": 0},
    {"type": "act", "payload": {"index": True}, "ply": 0},
    {"type": "act", "payload": {"index": 0}, "ply": True},
    {"type": "act", "payload": [0], "ply": 0}, {"type": "act", "index": 0, "ply": 0},
    {"type": "undo", "payload": {}}, {"type": "new_game", "payload": {}, "ply": "0"},
    {"type": "x" * 1_000_000, "payload": {}, "ply": 0},
])
def test_malformed_messages_change_nothing(message):
    table, widget = board()
    before = (table.state, widget.view, widget.legal, widget.ply)
    widget.handle_message(message)
    assert widget.error and len(widget.error) <= 400
    assert (table.state, widget.view, widget.legal, widget.ply, table.seed) == before[:4] + (3,)


def test_the_page_cannot_write_traits():
    """A trait written by the page is sent back as the kernel has it."""
    table = Table(seed=5)
    widget = table.widget(seat=0, pace=0)
    widget.set_state({"hotseat": True, "view": {"seat": 1}, "ply": 7})
    assert widget.hotseat is False and widget.view == table.view(0) and widget.ply == 0


@pytest.mark.parametrize("seat", [2, -1, "0", True, 0.5])
def test_a_seat_that_does_not_exist_is_refused(seat):
    table = Table(seed=5)
    with pytest.raises(ValueError, match="does not exist"):
        table.widget(seat=seat)
    with pytest.raises(ValueError, match="does not exist"):
        table.view(seat)


@pytest.mark.parametrize("index", [-1, 10_000])
def test_out_of_range_index_changes_nothing(index):
    table, widget = board()
    act(widget, index)
    assert "no move number" in widget.error
    assert table.actions == ()


def test_stale_message_changes_nothing():
    table, widget = board()
    act(widget, 0)
    played = table.actions
    act(widget, 0, ply=0)
    assert "earlier position" in widget.error
    assert table.actions == played


def test_illegal_action_shows_the_rule_sentence():
    table, widget = board()
    widget.play(table.game.parse("end"))
    assert widget.error == "You must play a card this turn before it ends."
    assert table.actions == ()
    act(widget, 0)
    assert widget.error == "", "a good move clears the error"


def test_spectator_and_other_seat_cannot_move():
    table = Table(seed=3, bots={0: "greedy"})
    widget = table.widget(seat=0, pace=0)
    assert widget.legal == []
    act(widget, 0)
    assert widget.error and table.actions[:0] == ()


def test_undo_and_new_game():
    table, widget = board()
    act(widget, 0)
    send(widget, "undo")
    assert table.actions == () and widget.ply == 0
    send(widget, "undo")
    assert "nothing to undo" in widget.error
    send(widget, "new_game", ply=5)
    assert "earlier position" in widget.error and table.seed == 3
    send(widget, "new_game")
    assert table.seed == 4 and widget.error == "" and widget.ply == 0


def test_undo_never_takes_back_the_moves_of_a_prepared_position():
    """Issue 26, "Apply, not read": a lesson's board starts at a prepared position; Undo
    takes back the student's move there, never the moves that set the position."""
    table = Table(seed=3)
    for _ in range(2):
        table.play(table.legal()[0], respond=False)
    widget = table.widget(seat=0, pace=0)
    widget.undo_floor = 2
    act(widget, 0)
    send(widget, "undo")
    assert len(table.actions) == 2 and widget.error == ""
    send(widget, "undo")
    assert "nothing to undo" in widget.error and len(table.actions) == 2


def test_hotseat_curtain_hides_hands_between_turns():
    table = Table(seed=5)
    widget = table.widget(hotseat=True, pace=0)
    # The first turn too starts behind the curtain: no hand is shown before its owner asks.
    assert widget.curtain == "Player 1: your turn. Click when the others look away."
    assert widget.view["seat"] is None and widget.legal == []
    assert all(player["hand"] is None for player in widget.view["players"])
    send(widget, "reveal")
    assert not widget.curtain and widget.view["seat"] == 0
    act(widget, 0)
    assert widget.curtain == "Player 2: your turn. Click when the others look away."
    assert widget.status == widget.curtain and widget.legal == []
    assert widget.view["seat"] is None
    assert all(player["hand"] is None for player in widget.view["players"])
    act(widget, 0)
    assert "not ready" in widget.error, "no move while the curtain is down"
    send(widget, "reveal")
    assert not widget.curtain and widget.view["seat"] == 1 and widget.legal
    assert widget.view["players"][1]["hand"] is not None
    assert widget.view["players"][0]["hand"] is None
    with pytest.raises(ValueError, match="people only"):
        Table(seed=5, bots={1: "random"}).widget(hotseat=True)


def test_game_over_banner_and_no_more_moves():
    table, widget = board(seed=8)
    while table.outcome is None:
        act(widget, 0)
    assert widget.view["winner"] is not None and "wins" in widget.status
    assert widget.legal == []
    act(widget, 0)
    assert widget.error
    send(widget, "new_game")
    assert widget.view["winner"] is None


def test_synced_traits_never_hold_the_opponents_secrets():
    table = Table(seed=6, bots={1: "greedy"})
    widget = table.widget(seat=0, pace=0)
    for _ in range(30):
        if table.outcome is not None:
            break
        state = table.state
        synced_data = json.dumps({name: getattr(widget, name) for name in synced(widget)})
        for secret in (state.sides[1].draw, state.sides[0].draw, state.sides[1].hand):
            if len(secret) >= 3:
                assert json.dumps(list(secret))[1:-1] not in synced_data
        assert widget.view == table.game.view(state, 0)
        assert widget.log == table.log_for(0)[-len(widget.log):] if widget.log else True
        act(widget, 0)


def test_bytes_synced_per_move_stay_small():
    """Issue target: at most 4 KB of trait data per move besides the log and the page's
    words (sent once: they never change during a game); the log is the whole game
    (issue 11), about 55 bytes a move's line and 150 to 250 a line of the bot's reason
    (issue "bots that explain"), so it stays under 16 KB in these games."""
    sizes, logs = [], []
    for seed in range(20):
        table, widget = board(seed=seed)
        words = widget.words
        while table.outcome is None:
            act(widget, 0)
            sizes.append(sum(len(json.dumps(getattr(widget, name)))
                             for name in synced(widget) if name not in ("log", "words")))
            logs.append(len(json.dumps(widget.log)))
            assert widget.words is words
    assert len(sizes) > 400 and max(sizes) <= 4096, max(sizes)
    assert max(logs) <= 16384, max(logs)


def test_the_log_is_the_whole_game():
    table, widget = board(seed=4)
    while table.outcome is None:
        act(widget, 0)
    assert len(widget.log) > 50 and widget.log == table.log_for(0)
    assert widget.log[0].startswith("Player 1 plays")


def test_the_other_seats_last_turn_is_sent_until_the_person_moves():
    """``recent``: each move of the other seat since this seat last moved, with its card,
    the grid and cell it went on, and its log line, as this seat reads the log."""
    table = Table(seed=3)
    widget = table.widget(seat=0, pace=0)
    assert widget.recent == []
    act(widget, 0)
    assert widget.recent == [], "the person's own move is not highlighted"
    before = len(table.log_for(0))
    table.play(table.legal()[0])  # Player 2, at another screen
    while table.to_move == 1:
        table.play(table.legal()[-1])
    widget.sync()
    log = table.log_for(0)[before:]
    assert widget.recent and all(move["seat"] == 1 for move in widget.recent)
    assert [move["text"] for move in widget.recent] == [line for line in log
                                                        if line.startswith("Player 2 ")
                                                        and " draws" not in line]
    first = widget.recent[0]
    assert first["card"] == table.actions[1].card and first["cell"] == table.actions[1].cell
    assert first["grid"] == 0, "a peg card goes on the other seat's grid"
    act(widget, 0)
    assert widget.recent == [] or all(move["seat"] == 1 for move in widget.recent)
    assert table.to_move == 1 and widget.recent == [], "gone once the person moves"


def test_a_bots_last_turn_is_highlighted():
    table, widget = board(seed=5)
    act(widget, 0)
    bot_moves = table.actions[1:]
    assert len(widget.recent) == len(bot_moves) > 0
    for move, action in zip(widget.recent, bot_moves, strict=True):
        assert move["seat"] == 1 and move["text"].startswith("Player 2 ")
        if hasattr(action, "card"):
            assert move["card"] == action.card


def test_the_picture_is_a_static_view_of_the_seats_position():
    """text/html next to the live view and the text form: inline styles, no script, the
    same text for the same position, only what the seat may see."""
    table, widget = board(seed=3)
    act(widget, 2)
    data, _ = widget._repr_mimebundle_()
    assert set(data) == {"text/plain", "application/vnd.jupyter.widget-view+json",
                         "text/html"}
    picture = data["text/html"]
    assert picture == widget.picture_html()
    assert "<script" not in picture and "<style" not in picture and " id=" not in picture
    again = Table(seed=3, bots={1: "greedy"})
    twin = again.widget(seat=0, pace=0)
    act(twin, 2)
    assert twin.picture_html() == picture, "deterministic: nbval compares it"
    me = widget.view["players"][0]
    assert f"Your hand ({len(me['hand'])} cards, refill to {me['hand_limit']})" in picture
    assert all(str(NAMES[card]) in picture for card in me["hand"])
    assert "Your turn" in picture and "Player 2&#x27;s last turn" in picture
    assert html.escape(widget.recent[-1]["text"]) in picture
    assert picture.count("last move") == len({(m["grid"], m["cell"]) for m in widget.recent
                                              if m["cell"] is not None})
    assert "?" in picture and "Opponent&#x27;s grid" in picture


def test_the_picture_shows_no_hand_to_a_spectator_or_behind_the_curtain():
    table = Table(seed=5)
    widget = table.widget(hotseat=True, pace=0)
    act(widget, 0)
    assert widget.curtain and "Your hand" not in widget.picture_html()
    assert "Your hand" not in Table(seed=5).widget(seat=None).picture_html()


def test_a_notebook_shows_the_board_then_its_picture_in_an_output_of_its_own():
    """Issue "A replay as one file": nbconvert's HTML export with the widgets' state keeps
    only the live board of an output holding both, so the picture comes in its own output
    after the board's (which shows no text where no board runs), in the element the
    board's style sheet hides next to a live board."""
    from unittest import mock

    from naval_widgets.core.widget import PREVIEW_CLASS

    _table, widget = board(seed=3)
    live, preview = widget.preview_outputs()
    assert set(live) == {"application/vnd.jupyter.widget-view+json", "text/plain"}
    assert live["text/plain"] == ""
    assert live["application/vnd.jupyter.widget-view+json"]["model_id"] == widget.model_id
    assert preview == {"text/html": f'<div class="{PREVIEW_CLASS}">{widget.picture_html()}</div>',
                       "text/plain": repr(widget)}
    with mock.patch("IPython.display.display") as display:
        widget._ipython_display_()
    assert display.call_args_list == [mock.call(live, raw=True), mock.call(preview, raw=True)]
    assert f"> * > .{PREVIEW_CLASS})" in widget._esm, "the board's style sheet hides it"


def test_a_board_without_a_picture_sends_none():
    from naval_widgets.core.widget import GameWidget

    from ..toy.game import GAME as TOY

    widget = table_class(TOY)(seed=1).widget(seat=0, pace=0)
    assert GameWidget.picture_html(widget) is None
    data, _ = widget._repr_mimebundle_()
    assert "text/html" not in data and data["text/plain"].startswith("<")
    assert widget.preview_outputs() == [data], "the board alone, with its text form"
