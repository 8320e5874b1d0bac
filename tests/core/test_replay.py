"""Replays and a teacher's comments, the Python side (the replay issue): comments checked,
kept through undo and the save and dropped by a new game; a replay moved by ``goto`` and
its buttons, refusing bad positions and every move, undo or new game, as the page would
send them; the frames a shown replay gives the page (issue 27), its seat's alone."""

from __future__ import annotations

import json

import pytest

from naval_widgets import SaveError, TableError
from naval_widgets.battleship import Table
from naval_widgets.core import games, table_class
from naval_widgets.core.comments import MOST_CHARACTERS
from naval_widgets.core.i18n import using
from naval_widgets.core.page_words import shell_words
from naval_widgets.core.replay import KERNEL_TRAITS, Replay, refusal
from naval_widgets.core.widget import widget_class

from ..replay_files import seat_knows, short_game, texts
from ..traits import message


def goto(replay, ply, at=None):
    """The page's request to show ``ply``, made at position ``at`` (the replay's own)."""
    replay.handle_message({"type": "goto", "payload": {"ply": ply},
                           "ply": replay.ply if at is None else at})


def played(moves=6, seed=7):
    """A Battleship table ``moves`` actions in, both seats played from here (no bot)."""
    table = Table(seed=seed)
    while len(table.actions) < moves:
        table.play(table.legal()[0])
    return table


# -- comments ------------------------------------------------------------------------------
def test_a_comment_is_kept_stripped_by_ply_and_removed_by_an_empty_one():
    """Comments: on a move (1..n) or the deal (0), stripped, a copy given; "" removes."""
    table = played()
    table.comment(0, "Watch the carrier.")
    table.comment(3, "  A hit!\nNow the shield.  ")
    table.comment(6, "Last move.")
    assert table.comments == {0: "Watch the carrier.", 3: "A hit!\nNow the shield.",
                              6: "Last move."}
    table.comments[0] = "changed"
    assert table.comments[0] == "Watch the carrier.", "a copy is given"
    table.comment(6, "")
    table.uncomment(0)
    table.uncomment(5)  # no comment there: nothing to remove
    assert table.comments == {3: "A hit!\nNow the shield."}


@pytest.mark.parametrize(("ply", "text"), [
    (-1, "x"), (7, "x"), (True, "x"), (1.0, "x"), ("1", "x"), (None, "x"),
    (1, None), (1, 3), (1, ["x"]), (1, b"x"), (1, "x" * (MOST_CHARACTERS + 1)),
    (1, "tab\there"), (1, "bell\x07"), (1, "carriage\rreturn"), (1, "nul\x00"),
])
def test_a_bad_comment_is_refused_and_changes_nothing(ply, text):
    """Comments: a ply out of 0..n or not an int, a text that is not one, too long, or with
    a control character but the line break: ``TableError`` with a sentence, nothing kept."""
    table = played()
    table.comment(2, "kept")
    save = table.to_json()
    with pytest.raises(TableError) as refused:
        table.comment(ply, text)
    assert str(refused.value) and len(str(refused.value)) < 300
    assert table.comments == {2: "kept"} and table.to_json() == save


def test_the_longest_comment_and_line_breaks_are_kept():
    table = played()
    table.comment(1, "é" * MOST_CHARACTERS)
    table.comment(2, "one\ntwo\n\nthree")
    assert table.comments == {1: "é" * MOST_CHARACTERS, 2: "one\ntwo\n\nthree"}


def test_a_comment_is_refused_in_the_tables_language():
    table = Table(seed=7, language="fr")
    with pytest.raises(TableError) as refused:
        table.comment(1, "x")
    assert "commentaire" in str(refused.value)


def test_undo_drops_the_comments_on_the_moves_taken_back():
    """Comments: undo drops those on moves taken back (and the bots' answers after them)."""
    table = Table(seed=7, bots={1: "greedy"})
    table.play(table.legal()[0])
    first = len(table.actions)
    table.play(table.legal()[0])
    table.comment(0, "intro")
    table.comment(1, "first")
    table.comment(len(table.actions), "last")
    table.undo()
    assert len(table.actions) == first
    assert table.comments == {0: "intro", 1: "first"}


def test_a_new_game_clears_the_comments():
    table = played()
    table.comment(2, "x")
    table.new_game()
    assert table.comments == {} and "comments" not in json.loads(table.to_json())


# -- saves -------------------------------------------------------------------------------
def test_comments_go_round_a_save():
    """Comments are kept in the save, by ply as text, and loaded back."""
    table = played()
    table.comment(4, "Here.")
    table.comment(0, "Intro.")
    data = json.loads(table.to_json())
    assert data["comments"] == {"0": "Intro.", "4": "Here."}
    assert list(data)[-1] == "comments"
    loaded = Table.from_json(table.to_json())
    assert loaded.comments == {0: "Intro.", 4: "Here."}
    assert loaded.to_json() == table.to_json()


def test_a_save_without_comments_is_unchanged_and_loads():
    """A save made without comments is byte for byte what it was before comments (no
    ``comments`` key), and an older save loads with none."""
    table = played()
    save = table.to_json()
    assert save == json.dumps({
        "format": "naval_widgets/save", "game": "battleship", "rules_version": "4",
        "variant": "standard", "players": 2, "options": {}, "seed": 7, "bots": {},
        "actions": [action.to_json() for action in table.actions]})
    table.comment(1, "x")
    table.uncomment(1)
    assert table.to_json() == save
    assert Table.from_json(save).comments == {}


@pytest.mark.parametrize("comments", [
    [], "x", None, 3, {"7": "past the last move"}, {"-1": "x"}, {"01": "x"}, {"1.0": "x"},
    {"": "x"}, {"one": "x"}, {"1": ""}, {"1": "   "}, {"1": 3}, {"1": None}, {"1": ["x"]},
    {"1": "x" * (MOST_CHARACTERS + 1)}, {"1": "a\tb"}, {"99999999999": "x"},
])
def test_a_save_with_bad_comments_is_refused(comments):
    """Comments in a save are checked as ``comment`` checks them: ``SaveError``."""
    data = json.loads(played().to_json())
    data["comments"] = comments
    with pytest.raises(SaveError) as refused:
        Table.from_json(json.dumps(data))
    assert str(refused.value) and len(str(refused.value)) < 400


# -- the replay ----------------------------------------------------------------------------
def test_a_replay_starts_at_the_deal_with_its_timeline():
    table = played()
    table.comment(0, "Intro.")
    table.comment(2, "Second move.")
    replay = table.replay(seat=1)
    assert isinstance(replay, Replay) and isinstance(replay, widget_class(table.game))
    assert replay.ply == 0 and replay.plies == 6 and replay.comment == "Intro."
    assert replay.timeline == {"plies": 6, "comments": {"0": "Intro.", "2": "Second move."},
                               "marks": {}, "retry": True, "trying": False}
    assert replay.view == Table(seed=7).view(1) and replay.legal == [] and replay.log == []
    assert repr(replay) == "<Replay of battleship seat=1 ply=0/6>"


def test_goto_and_the_buttons_move_the_replay():
    table = played()
    table.comment(3, "Here.")
    replay = table.replay(seat=0)
    replay.goto(3)
    assert replay.ply == 3 and replay.comment == "Here."
    assert replay.table.actions == table.actions[:3]
    replay.next()
    assert replay.ply == 4 and replay.comment == ""
    replay.previous()
    replay.previous()
    assert replay.ply == 2
    replay.last()
    replay.next()
    assert replay.ply == 6 and replay.view == table.view(0)
    assert replay.log == table.log_for(0)
    replay.first()
    replay.previous()
    assert replay.ply == 0


@pytest.mark.parametrize("ply", [-1, 7, True, False, 2.0, "2", None, [2], 10**30])
def test_goto_a_position_the_game_has_not_is_refused(ply):
    """``goto``: a bool, a non-int or a ply out of 0..n is refused, nothing changes."""
    replay = played().replay(seat=0)
    replay.goto(2)
    before = (replay.ply, replay.view, replay.log)
    with pytest.raises(TableError):
        replay.goto(ply)
    assert (replay.ply, replay.view, replay.log) == before
    goto(replay, ply)
    assert replay.error and (replay.ply, replay.view, replay.log) == before


def test_the_page_moves_the_replay_with_goto_messages():
    replay = played().replay(seat=None)
    goto(replay, 5)
    assert replay.ply == 5 and replay.error == ""
    goto(replay, 1, at=4)  # made at an earlier position
    assert replay.ply == 5 and "earlier position" in replay.error
    goto(replay, 1)
    assert replay.ply == 1 and replay.error == ""


@pytest.mark.parametrize("name", sorted(games()))
def test_a_replay_refuses_moves_undo_new_games_and_the_boards_own_messages(name):
    """A replay takes only ``goto``: every other message of the game's board (a move,
    undo, a new game, a grid's notes and hints) is refused with a sentence saying it is a
    replay, and changes nothing; ``play`` and ``undo`` from Python too."""
    game = games()[name]
    table = table_class(game)(seed=1)
    for _ in range(3):
        table.play(table.legal()[0], respond=False)
    replay = table.replay(seat=0)
    replay.goto(2)
    before = (replay.table.state, replay.table.actions, replay.view, replay.log)
    for kind in [*widget_class(game).handlers, "nonsense"]:
        replay.error = ""
        replay.handle_message(message(kind, 2, index=0, cell=0, value="yes", level=1))
        assert replay.error == refusal(), kind
        assert (replay.table.state, replay.table.actions, replay.view, replay.log) == before
    for attempt in (lambda: replay.play(table.legal()[0]), replay.undo,
                    lambda: replay.table.new_game(), lambda: replay.table.comment(1, "x")):
        with pytest.raises(TableError, match="This is a replay"):
            attempt()
    assert replay.table.state is before[0] and len(table.actions) == 3
    assert replay.table.run_bots() == 0


def test_a_replay_is_a_copy_the_table_plays_on_without_changing():
    """The replay shows the game as it was made: the table going on changes it not."""
    table = played()
    replay = table.replay(seat=0)
    table.play(table.legal()[0])
    table.comment(7, "later")
    replay.last()
    assert replay.ply == 6 and replay.timeline["comments"] == {}


def test_a_replay_of_a_loaded_save_shows_its_comments_in_its_language():
    table = played()
    table.comment(5, "Regardez.")
    replay = Table.from_json(table.to_json()).replay(seat=1, language="fr")
    replay.goto(5)
    assert replay.comment == "Regardez." and replay.language == "fr"
    with using("fr"):
        assert replay.words["replay.next"] == shell_words()["replay.next"] != "Next move"


@pytest.mark.parametrize("seat", [2, -1, "0", 1.5])
def test_a_replay_for_a_seat_the_game_has_not_is_refused(seat):
    with pytest.raises(ValueError):
        played().replay(seat=seat)


def test_a_replay_is_made_from_a_table():
    with pytest.raises(ValueError, match="made from a table"):
        Replay("a table")


def test_the_static_picture_says_the_position_and_the_comment():
    """Where no kernel runs (a saved notebook, an HTML export), the replay's picture is the
    board's at the position shown, under "Move k of n" and the comment, escaped."""
    table = played()
    table.comment(2, "Look <here>\nand there.")
    replay = table.replay(seat=0)
    replay.goto(2)
    picture = replay.picture_html()
    assert "Move 2 of 6" in picture and "Look &lt;here&gt;\nand there." in picture
    assert picture.endswith(replay.table.widget(seat=0).picture_html())
    replay.goto(0)
    assert "Move 0 of 6: the deal" in replay.picture_html()
    assert "Look" not in replay.picture_html()


# -- one file ------------------------------------------------------------------------------
def file_data(path):
    """The frames data a replay file holds (its ``nw-standalone-data`` script)."""
    text = path.read_text(encoding="utf-8")
    start = text.index('id="nw-standalone-data">') + len('id="nw-standalone-data">')
    return json.loads(text[start:text.index("</script>", start)])


def test_to_html_writes_the_replay_as_its_seat_saw_it_from_the_position_shown(tmp_path):
    """Issue 27, "A replay as one file": ``replay.to_html(path)`` writes the replay's own
    frames (the comment and the bots' reasons in them), opens at the position shown and
    leaves the replay there; under 1 MB for a whole game."""
    table = Table(seed=3, bots={0: "greedy", 1: "greedy"})
    table.run_bots()
    table.comment(2, "Look at this white peg.")
    replay = table.replay(seat=1)
    replay.goto(2)
    path = replay.to_html(tmp_path / "game.html")
    assert replay.ply == 2 and path == tmp_path / "game.html"
    assert path.stat().st_size < 1_000_000
    data = file_data(path)
    assert data["start"] == 2 and len(data["changes"]) == len(table.actions)  # after the first
    replay.goto(0)
    assert data["first"]["log"] == replay.log and data["first"]["view"] == replay.view
    text = path.read_text(encoding="utf-8")
    assert "Look at this white peg." in text
    assert table.reason(5, seat=1, named=True).split(": ", 1)[1] in text


@pytest.mark.parametrize("where", ["", "/no/such/folder/game.html", 7, None])
def test_to_html_refuses_a_path_it_cannot_write_and_moves_nothing(tmp_path, where):
    """Issue 27, "A replay as one file": a bad path is an ``ExportError`` (a
    ``ValueError``) sentence; the replay shows the same position."""
    replay = played().replay(seat=0)
    replay.goto(3)
    with pytest.raises(ValueError, match="replay file"):
        replay.to_html(where)
    assert replay.ply == 3


# -- the frames: the page steps without asking (issue 27) ------------------------------
def shown(replay):
    """``replay`` once a notebook showed it: the page has its frames."""
    replay.preview_outputs()
    return replay


@pytest.fixture(scope="module")
def short():
    """A short seeded game of each game, made once."""
    return {name: short_game(games()[name]) for name in sorted(games())}


@pytest.mark.parametrize("name", sorted(games()))
def test_a_shown_replays_frames_hold_nothing_its_seats_live_board_never_showed(name, short):
    """Hands stay secret: every text of the frames a replay gives the page is one a live
    board for its seat was sent at some ply (as the replay file's check,
    ``test_standalone``); the spectator's likewise."""
    table = short[name]
    for seat in (0, None):
        frames = shown(table.replay(seat=seat)).frames
        assert frames and len(frames["changes"]) == len(table.actions)
        unknown = texts(frames) - seat_knows(table, seat)
        assert unknown == set(), f"seat {seat} is given {sorted(unknown)[:5]}"


def test_the_frames_check_catches_another_seats_frames(short):
    """The check above has teeth: another seat's frames hold texts the first seat's board
    never showed (its hand), in every game of more than one seat."""
    several = [name for name in sorted(games()) if short[name].players > 1]
    assert several
    for name in several:
        table = short[name]
        others = texts(shown(table.replay(seat=1)).frames) - seat_knows(table, 0)
        assert others, f"{name}: seat 1's frames show seat 0 nothing new"


def test_the_frames_come_once_shown_and_follow_the_boards_language():
    """No frames until the board is shown (a replay made and stepped in Python costs
    nothing more); shown, every position, in the board's language, which ``set_language``
    changes for the frames too, the position shown kept."""
    replay = played().replay(seat=0)
    replay.goto(4)
    assert replay.frames == {}
    shown(replay)
    english = replay.frames
    assert len(english["changes"]) == 6 and english["first"]["words"] == replay.words
    assert not KERNEL_TRAITS & set(english["first"])
    replay._repr_mimebundle_()  # shown again: the same frames, not made again
    assert replay.frames is english
    replay.set_language("fr")
    assert replay.frames["first"]["language"] == "fr" != english["first"]["language"]
    assert replay.frames["first"]["status"] != english["first"]["status"]
    assert replay.ply == 4


def test_trying_again_keeps_the_frames_and_back_gives_those_not_given_yet():
    """The frames are the replay's, not the tried board's: shown while trying again, the
    board gives them once back at the replay."""
    replay = played().replay(seat=0)
    replay.goto(2)
    replay.try_again(pace=0)
    shown(replay)
    assert replay.frames == {}
    replay.back()
    assert len(replay.frames["changes"]) == 6 and replay.ply == 2
