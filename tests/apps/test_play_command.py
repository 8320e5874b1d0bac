"""``./dev.sh play [GAME]``: the addresses it prints open the page asked for (issue 24:
the seed hint once gave ``/voila/files/&seed=42`` and a 403), and the game is named as a
person types it. Voila is started with ``--help`` so that nothing is served: what is
checked is what the teacher reads and would paste."""

from __future__ import annotations

import os
import re
import subprocess
import urllib.parse
from pathlib import Path

import pytest

from naval_widgets.apps import read_query

ROOT = Path(__file__).resolve().parents[2]
PORT = "18866"


def play(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(ROOT / "dev.sh"), "play", *args], capture_output=True,
                          text=True, timeout=300, env={**os.environ, "PLAY_PORT": PORT})


@pytest.mark.parametrize(("typed", "game"), [
    ("Nautic-Miles", "nautic_miles"),
    pytest.param("", None, marks=pytest.mark.slow),
    pytest.param("Fleet 1715", "fleet1715", marks=pytest.mark.slow),
])
def test_the_addresses_printed_open_the_game_and_the_numbered_deal(typed, game):
    """Issue 24, the teacher's shared address: each address printed is a whole address
    of the page (its root and a query), whose every parameter the page takes; the second
    is the same game with game number 42."""
    done = play(*([typed] if typed else []), "--help")
    assert done.returncode == 0, done.stderr
    addresses = re.findall(r"http://\S+", done.stdout.split("voila [OPTIONS]")[0])
    assert len(addresses) == 2, done.stdout
    for address, seed in zip(addresses, (None, 42), strict=True):
        parts = urllib.parse.urlsplit(address)
        assert (parts.netloc, parts.path) == (f"localhost:{PORT}", "/"), address
        asked = read_query(parts.query)
        assert asked.refused == [] and asked.seed == seed and asked.settings == {}
        assert (asked.game and asked.game.name) == game


def test_a_game_that_is_not_there_is_refused_before_serving():
    done = play("chess")
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == ("dev.sh: no game called 'chess'; the games are: battleship, "
                           "fleet1715, fleet1715_table, nautic_miles, nautilus.\n")
