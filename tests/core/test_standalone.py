"""A replay as one HTML file (issue "A replay as one file"): the traits a seat's board
shows at each ply, stored as changes, in one page with the game's own front end that
needs no kernel and no network. The page in Chromium: tests/frontend/test_standalone_page.py.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core import SetupError, games
from naval_widgets.core.errors import ExportError
from naval_widgets.core.i18n import using
from naval_widgets.core.patches import changes
from naval_widgets.core.standalone import (
    frames_of,
    page_words,
    standalone_html,
    timeline,
    write_standalone,
)
from naval_widgets.core.widget import bundle_name

from ..conformance.strategies import any_values, json_values
from ..replay_files import data_of, live_board, page_of, seat_knows, short_game, texts
from ..tiers import fuzzed

GAMES = sorted(games())
ROOT = Path(__file__).resolve().parent.parent.parent
MEGABYTE = 1_000_000


def game_of(name):
    return games()[name]


@pytest.fixture(scope="module")
def short():
    """A short seeded game of each game, made once."""
    return {name: short_game(game_of(name)) for name in GAMES}


@pytest.mark.parametrize("name", GAMES)
def test_each_frame_is_what_a_live_board_shows_at_that_ply(name, short):
    """``frames_of``: frame k is the seat's board, open from the deal, after k moves
    played on it, but that a replay offers no move (``legal`` empty) and shows the whole
    game's ``timeline``."""
    table = short[name]
    frames = frames_of(table, seat=0)
    plies = len(table.actions)
    assert len(frames) == plies + 1
    offered = 0
    for ply, shown in enumerate(live_board(table, 0)):
        offered += bool(shown["legal"])
        assert frames[ply] == {**shown, "legal": [], "error": "", "timeline": timeline(plies)}
    assert offered, "the seat had moves to offer somewhere: the frames drop them"


@pytest.mark.parametrize("name", GAMES)
def test_the_file_holds_nothing_the_seats_live_board_never_showed(name, short):
    """Hands are secret: every text of the file's data is one a live board for the seat
    was sent at some ply (whose views the conformance suite checks hold no secret)."""
    table = short[name]
    for seat in (0, None):
        data = data_of(page_of(table, seat))
        unknown = texts(data) - seat_knows(table, seat)
        assert unknown == set(), f"seat {seat} is shown {sorted(unknown)[:5]}"


def test_the_leak_check_catches_another_seats_file(short):
    """The check above has teeth: a file made for another seat holds texts the first
    seat's board never showed (the other hand), in every game of more than one seat."""
    several = [name for name in GAMES if short[name].players > 1]
    assert several
    for name in several:
        table = short[name]
        others = texts(data_of(page_of(table, seat=1))) - seat_knows(table, 0)
        assert others, f"{name}: seat 1's file shows seat 0 nothing new"


@pytest.mark.parametrize("name", GAMES)
def test_a_typical_game_fits_in_a_megabyte(name):
    """The issue's size: a bots' game (its first 200 moves at most) as one file of at
    most 1 MB, the frames stored as changes at least three times smaller than whole."""
    game = game_of(name)
    table = short_game(game, plies=200)
    frames = frames_of(table, seat=0)
    page = standalone_html(bundle_name(game), frames, game.title, "en")
    size = len(page.encode("utf-8"))
    assert size <= MEGABYTE, f"{name}: {size:,} bytes"
    stored = len(json.dumps(data_of(page), ensure_ascii=False))
    whole = len(json.dumps(frames, ensure_ascii=False))
    if len(frames) > 50:
        assert stored * 3 < whole, f"{name}: {stored:,} bytes stored for {whole:,}"


def test_the_page_asks_for_nothing_and_runs_only_its_own_script(short):
    """No kernel, no network: no address, no linked file, a content security policy that
    allows no request and no script but the page's own (by its hash)."""
    page = page_of(short[GAMES[0]])
    assert not re.search(r"https?://|\bsrc=|<link|@import|url\(", page)
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]+)"', page)
    assert policy and "default-src 'none'" in policy.group(1)
    script = re.search(r'<script type="module">(.*?)</script>', page, re.DOTALL).group(1)
    digest = base64.b64encode(hashlib.sha256(script.encode()).digest()).decode()
    assert f"script-src 'sha256-{digest}'" in policy.group(1)
    assert page.count("<script") == 2  # the frames (JSON, not run) and the page's module


def test_the_page_says_its_title_and_language_and_starts_where_asked(short):
    table = short[GAMES[0]]
    game = table.game
    frames = frames_of(table, seat=0, language="fr")
    page = standalone_html(bundle_name(game), frames, "<Partie> & revue", "fr", start=3)
    assert '<html lang="fr">' in page and "<title>&lt;Partie&gt; &amp; revue</title>" in page
    data = data_of(page)
    assert data["start"] == 3 and data["first"]["language"] == "fr"
    with using("fr"):
        assert data["words"] == page_words()
    assert data["words"]["keys"] in page and data["words"] != page_words()


# -- what the functions refuse ---------------------------------------------------------
@pytest.mark.parametrize(("change", "refused"), [
    ({"bundle": "standalone"}, "no board front end"),
    ({"bundle": "../static/battleship"}, "no board front end"),
    ({"bundle": "no_such_board"}, "no board front end"),
    ({"bundle": 3}, "no board front end"),
    ({"frames": []}, "list of 1 to"),
    ({"frames": "frames"}, "list of 1 to"),
    ({"title": "  "}, "title is a text"),
    ({"title": None}, "title is a text"),
    ({"start": 99}, "starts at a move from 0 to"),
    ({"start": True}, "starts at a move from 0 to"),
    ({"language": "xx"}, "no language"),
])
def test_bad_arguments_are_refused_with_a_sentence(short, change, refused):
    """Every argument is checked: ``ExportError`` (or ``SetupError`` for a language),
    both ``ValueError``, with a sentence naming what is wrong."""
    table = short[GAMES[0]]
    arguments = {"bundle": bundle_name(table.game), "frames": frames_of(table), "title": "t",
                 "language": "en", "start": 0, **change}
    with pytest.raises((ExportError, SetupError), match=refused):
        standalone_html(**arguments)


def test_frames_that_are_not_a_boards_plies_are_refused(short):
    frames = frames_of(short[GAMES[0]])
    bundle = bundle_name(short[GAMES[0]].game)
    swapped = [frames[1], frames[0], *frames[2:]]
    missing = [frames[0], {k: v for k, v in frames[1].items() if k != "status"}]
    not_json = [{**frames[0], "view": {"card": object()}}]
    looping = [{**frames[0], "view": {}}]
    looping[0]["view"]["self"] = looping[0]["view"]
    for bad, refused in ((swapped, "not the board's traits at move 0"),
                         (missing, "not hold the same traits"),
                         (not_json, "JSON values only"), (looping, "JSON values only")):
        with pytest.raises(ExportError, match=refused):
            standalone_html(bundle, bad, "t", "en")


def test_a_front_end_that_is_not_one_module_is_refused(short, tmp_path, monkeypatch):
    import naval_widgets.core.standalone as standalone

    (tmp_path / "imports.js").write_text('import x from "./y.js";\nvar a = 1;\n'
                                         "export {\n  a as default\n};\n")
    (tmp_path / "noexport.js").write_text("var a = 1;\n")
    monkeypatch.setattr(standalone, "STATIC", tmp_path)
    for bundle in ("imports", "noexport"):
        with pytest.raises(ExportError, match="one module exporting only its default"):
            standalone_html(bundle, frames_of(short[GAMES[0]]), "t", "en")


def test_write_standalone_writes_the_page_or_nothing(short, tmp_path):
    table = short[GAMES[0]]
    game = table.game
    frames = frames_of(table)
    path = write_standalone(str(tmp_path / "replay.html"), bundle_name(game), frames, "t", "en")
    assert path.read_text(encoding="utf-8") == standalone_html(bundle_name(game), frames, "t",
                                                               "en")
    for where in (tmp_path / "no" / "such" / "folder.html", tmp_path):
        with pytest.raises(ExportError, match="cannot be written"):
            write_standalone(where, bundle_name(game), frames, "t", "en")
    for where in (None, "", 3):
        with pytest.raises(ExportError, match="needs a path"):
            write_standalone(where, bundle_name(game), frames, "t", "en")
    with pytest.raises(ExportError):
        write_standalone(tmp_path / "bad.html", "nope", frames, "t", "en")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["replay.html"]


def test_frames_of_refuses_what_is_not_a_table_or_a_seat(short):
    table = short[GAMES[0]]
    with pytest.raises(ExportError, match="made from a table"):
        frames_of("a table")
    with pytest.raises(SetupError):
        frames_of(table, seat=table.players)
    with pytest.raises(SetupError):
        frames_of(table, language="xx")


@fuzzed(150)
@given(bundle=any_values | st.sampled_from(GAMES), title=any_values | st.text(max_size=5),
       language=any_values | st.sampled_from(["en", "fr"]), start=any_values,
       frames=any_values | st.lists(st.dictionaries(st.text(max_size=4), json_values,
                                                     max_size=3), max_size=3))
def test_any_arguments_give_a_page_or_a_sentence(bundle, frames, title, language, start):
    """Fuzzed: whatever the arguments, a page or a ``ValueError``, nothing else."""
    try:
        page = standalone_html(bundle, frames, title, language, start)
    except ValueError as err:
        assert str(err)
    else:
        assert page.startswith("<!doctype html>")


@fuzzed(100)
@given(path=any_values)
def test_any_path_gives_a_file_or_a_sentence(path, tmp_path_factory):
    """Fuzzed: ``write_standalone`` with any path writes the page or refuses with a
    sentence (a path that names no writable file is refused)."""
    folder = tmp_path_factory.mktemp("paths")
    if isinstance(path, str):  # a name inside the test's own folder
        path = folder / ("f" + re.sub(r"[/\\.]", "_", path[:50]))
    frames = [{"ply": 0, "view": {}}]
    try:
        written = write_standalone(path, GAMES[0], frames, "t", "en")
    except ValueError as err:
        assert str(err)
    else:
        assert written.read_text(encoding="utf-8").startswith("<!doctype html>")


# -- the page reads back what the file stores ------------------------------------------
READER = """
import { unpack } from "./js/src/shared/patches.js";
let input = "";
process.stdin.on("data", (chunk) => { input += chunk; });
process.stdin.on("end", () => {
  const stored = JSON.parse(input);
  process.stdout.write(JSON.stringify(stored.map((data) => unpack(data.first, data.changes))));
});
"""


def read_in_node(stored: list) -> list:
    """What the page's reader (``js/src/shared/patches.js``) makes of each stored
    replay's data: its frames."""
    node = shutil.which("node")
    assert node, "node (which builds the front ends) is needed to run the page's reader"
    done = subprocess.run([node, "--input-type=module", "-e", READER], cwd=ROOT,
                          input=json.dumps(stored), capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def as_page_reads(value):
    """``value`` as JSON written by the page: a float with no fraction is an int there."""
    if isinstance(value, float) and value.is_integer():
        return int(value)
    if isinstance(value, dict):
        return {key: as_page_reads(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [as_page_reads(inner) for inner in value]
    return value


def assert_read_back(stored: list, expected: list) -> None:
    """The frames the page reads are the frames written: the same JSON, types and all
    (``True`` is not ``1``)."""
    read = read_in_node(stored)
    for frames, wanted in zip(read, expected, strict=True):
        assert json.dumps(frames, sort_keys=True) == json.dumps(as_page_reads(wanted),
                                                                sort_keys=True)


def test_the_page_reads_back_every_frame_of_every_game(short):
    """Each game's frames, stored as changes, are read back whole by the page's reader."""
    stored, expected = [], []
    for name in GAMES:
        frames = json.loads(json.dumps(frames_of(short[name])))
        stored.append(data_of(page_of(short[name])))
        expected.append(frames)
    assert_read_back(stored, expected)


def edited(value, draw):
    """A value one edit away from ``value`` (or ``value`` itself), as a trait changes
    from one ply to the next: grown, one item or key changed, a key removed or added."""
    edit = draw(st.sampled_from(["same", "new", "grow", "item", "drop", "add"]))
    if edit == "new":
        return draw(FRAME_VALUES)
    if isinstance(value, list) and value and edit in ("grow", "item"):
        if edit == "grow":
            return value + draw(st.lists(FRAME_VALUES, min_size=1, max_size=2))
        index = draw(st.integers(0, len(value) - 1))
        return [*value[:index], edited(value[index], draw), *value[index + 1:]]
    if isinstance(value, dict) and value and edit in ("item", "drop"):
        key = draw(st.sampled_from(sorted(value)))
        if edit == "drop":
            return {k: v for k, v in value.items() if k != key}
        return {**value, key: edited(value[key], draw)}
    if isinstance(value, dict) and edit == "add":
        return {**value, draw(st.text(max_size=3)): draw(FRAME_VALUES)}
    return value


#: JSON values as a board's traits hold them (no NaN: a frame is JSON).
FRAME_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.sampled_from([1.0, 0.5, -2.0])
    | st.text(max_size=3),
    lambda children: st.lists(children, max_size=4)
    | st.dictionaries(st.text(max_size=3), children, max_size=4), max_leaves=12)


@pytest.mark.slow  # six runs of node; every game's frames above are the quick check
@fuzzed(6)
@given(data=st.data())
def test_any_frames_are_read_back_as_written(data):
    """Fuzzed: random traits changing a little from ply to ply (as they do), stored as
    changes (``core.patches``) and read back by the page's reader, are the frames
    written (20 replays to one run of the reader)."""
    stored, expected = [], []
    for _replay in range(20):
        frames = [{"ply": 0, "a": data.draw(FRAME_VALUES), "b": data.draw(FRAME_VALUES)}]
        for ply in range(1, data.draw(st.integers(1, 6))):
            before = frames[-1]
            frames.append({"ply": ply, "a": edited(before["a"], data.draw),
                           "b": edited(before["b"], data.draw)})
        frames = json.loads(json.dumps(frames))
        stored.append({"first": frames[0], "changes": changes(frames)})
        expected.append(frames)
    assert_read_back(stored, expected)


@fuzzed(40)
@given(table=any_values | st.just("short"), seat=any_values | st.sampled_from([0, 1, None]),
       language=any_values | st.sampled_from([None, "ja"]))
def test_any_table_seat_and_language_give_frames_or_a_sentence(short, table, seat, language):
    """Fuzzed: ``frames_of`` with anything for a table, a seat and a language gives a
    seat's frames or refuses with a ``ValueError``, nothing else."""
    real = short[GAMES[0]]
    try:
        frames = frames_of(real if table == "short" else table, seat, language)
    except ValueError as err:
        assert str(err)
    else:
        assert [frame["ply"] for frame in frames] == list(range(len(real.actions) + 1))
