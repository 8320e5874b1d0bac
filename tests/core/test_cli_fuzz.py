"""The command line with arguments of any kind: exit status 0 or 2, never a traceback.

Hypothesis writes argument lists from each flag's good and bad values (counts of
games and of worker processes 0, negative or huge, seconds that are infinite or not
a number, unknown games, bots, variants and options, seat counts the games do not
take) and stray words. A valid list runs for a moment only: its games and seconds
are kept small (a few games share out to two processes at most, whatever
``--workers`` asks).
"""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from naval_widgets.core import bot_names, games
from naval_widgets.core.cli import main

from ..tiers import fuzzed

GAMES = games()
every = list(GAMES.values())

#: Each flag's values the command line must refuse...
BAD = {
    "--games": ["0", "-1", "-3", "x", "", "1.5", "1e3", "nan", "1000001", "9" * 400],
    "--workers": ["0", "-1", "x", "", "1.5", "2e0", "nan", "257", "9" * 400],
    "--seconds": ["inf", "-inf", "nan", "-1", "0", "", "x", "601", "1e999"],
    "--players": ["0", "-1", "99", "100", "x", ""],
    "--seed": ["x", "", "1.5", "-1", str(10**18 + 1), str(-10**19), "9" * 5000],
    "--bots": ["", ",", "genius", "random,genius", ",random,", "random," * 50],
    "--variant": ["", "expert", "x" * 1000],
    "--option": ["", "=", "=1", "teams", "teams=", "nope=1", "x" * 1000 + "=1",
                 *(f"{option.name}=maybe" for game in every for option in game.options)],
}


def good(game) -> dict[str, list[str]]:
    """The values ``game`` takes (small counts and times: a valid list runs briefly)."""
    return {
        "--games": ["1", "2"],
        "--workers": ["1", "2", "256"],
        "--seconds": ["0.05", "1e-9"],
        "--players": [str(n) for n in range(game.min_players, game.max_players + 1)],
        "--seed": ["0", "7", str(10**18)],
        "--bots": [",".join([name] * game.default_players) for name in bot_names(game)
                   if name not in game.slow_bots],
        "--variant": list(game.variants),
        "--option": [f"{option.name}={value}" for option in game.options
                     for value in option.choices] or ["teams=true"],
    }


FLAGS = ["--json", "--help", "-h", "--", "-", "--unknown", "--games=0", "--seconds=nan",
         "--json=1", "--gam", "--see", "--games", "--seconds", "--bots=random", "--workers=0",
         "--work", "--workers"]
words = st.text(st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00-="),
                max_size=8) | st.sampled_from(["é", "🚢", " ", "\t", "chess"])


@st.composite
def arguments(draw) -> list[str]:
    """A command, a game and flags: right, wrong, repeated or stray (or, one time in
    three, all of them right)."""
    right = draw(st.integers(0, 2)) == 0
    commands, names = ["simulate", "bench"], sorted(GAMES)
    if not right:
        commands, names = [*commands, "x", ""], [*names, "chess", "", "BATTLESHIP"]
    command, game = draw(st.sampled_from(commands)), draw(st.sampled_from(names))
    values = good(GAMES.get(game, every[0]))
    other = {"simulate": ("--seconds",), "bench": ("--games", "--bots", "--workers")
             }.get(command, ())
    own = [flag for flag in BAD if flag not in other]  # the others are strays
    args = [command, game]
    for _ in range(draw(st.integers(0, 3))):
        flag = draw(st.sampled_from([*own, *own, "--json", *["stray"] * (not right)]))
        if flag in BAD:
            wrong = st.nothing() if right else st.sampled_from(BAD[flag])
            args += [flag, draw(st.sampled_from(values[flag]) | wrong)]
        elif flag == "stray":
            args.append(draw(st.sampled_from(FLAGS) | words))
        else:
            args.append(flag)
    if not right and draw(st.integers(0, 3)) == 0:
        args = draw(st.permutations(args))
    # A valid list runs briefly: few games, a fraction of a second.
    if "--games" not in args:
        args += ["--games", "2"] if command == "simulate" else []
    if "--seconds" not in args:
        args += ["--seconds", "0.05"] if command == "bench" else []
    return args


def run_here(args: list[str]) -> tuple[int, str, str]:
    """``main(args)`` in this process: its exit status, output and errors."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            status = main(args)
        except SystemExit as stop:
            status = stop.code
    return status, out.getvalue(), err.getvalue()


def assert_clean(status, out: str, err: str, args: list[str]) -> None:
    assert status in (0, 2), f"exit {status} for {args}"
    assert "Traceback" not in err, err
    if status == 2:
        assert "error" in err and out == "", (args, err)
    elif "--json" in args and not {"-h", "--help"} & set(args):
        assert isinstance(json.loads(out), dict)


@fuzzed(80)
@given(args=arguments())
@example(args=["simulate", "battleship", "--games", "0"])
@example(args=["simulate", "battleship", "--games", "-1"])
@example(args=["simulate", "battleship", "--workers", "0", "--games", "2"])
@example(args=["simulate", "battleship", "--workers", "9" * 400, "--games", "2"])
@example(args=["simulate", "nautic_miles", "--workers", "256", "--games", "2"])
@example(args=["bench", "battleship", "--workers", "2", "--seconds", "0.05"])
@example(args=["bench", "fleet1715", "--seconds", "inf"])
@example(args=["bench", "fleet1715", "--seconds", "nan"])
@example(args=["bench", "battleship", "--seconds", "-1"])
@example(args=["simulate", "battleship", "--bots", "random,genius", "--games", "2"])
@example(args=["simulate", "chess", "--games", "2"])
@example(args=["simulate", "fleet1715", "--variant", "Z", "--games", "2"])
@example(args=["simulate", "battleship", "--option", "teams=true", "--games", "2"])
@example(args=["simulate", "battleship", "--players", "0", "--games", "2"])
@example(args=["simulate", "fleet1715", "--players", "99", "--games", "2"])
@example(args=["bench", "battleship", "--seed", "9" * 5000, "--seconds", "0.05"])
def test_any_arguments_exit_0_or_2_in_process(args):
    assert_clean(*run_here(args), args)


@pytest.mark.slow
@fuzzed(25)
@given(args=arguments())
@example(args=["simulate", "battleship", "--games", "0"])
@example(args=["bench", "battleship", "--seconds", "nan"])
@example(args=["simulate", "battleship", "--workers", "-1"])
@example(args=["simulate", "fleet1715", "--players", "99", "--bots", "genius"])
def test_any_arguments_exit_0_or_2_as_a_program(args):
    done = subprocess.run([sys.executable, "-m", "naval_widgets", *args], capture_output=True,
                          text=True, timeout=60)
    assert_clean(done.returncode, done.stdout, done.stderr, args)


def test_a_reader_that_stops_early_gets_no_traceback():
    """``... | head -1``: the output's reader closes the pipe before the end."""
    with subprocess.Popen([sys.executable, "-m", "naval_widgets", "simulate", "battleship",
                           "--games", "2", "--json"], stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True) as program:
        program.stdout.close()
        err = program.stderr.read()
        status = program.wait(timeout=60)
    assert "Traceback" not in err and "Error" not in err, err
    assert status in (0, 1)
