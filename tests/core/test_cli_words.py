"""What the command line says: one-line errors under the name it was called by, each
argument's help and default, each game's variants, bots and options, the settings in the
text output, progress, and a clean stop on Ctrl-C."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.core import bot_names, games, matches
from naval_widgets.core.cli import main
from naval_widgets.core.measure import bench

from ..tiers import fuzzed

ROOT = Path(__file__).resolve().parents[2]
every_game = pytest.mark.parametrize("game", list(games().values()), ids=lambda game: game.name)

#: Refusals by the argument parser and by the game, each with what it must say.
REFUSED = {
    ("frob",): "invalid choice: 'frob'",
    ("simulate", "chess"): "invalid choice: 'chess'",
    ("simulate",): "required: GAME",
    ("simulate", "--games", "2", "battleship"): "the game comes first: naval-widgets simulate",
    ("bench", "battleship", "--seconds", "0"): "more than 0 and at most 600 seconds; got 0",
    ("simulate", "battleship", "--games", "x"): "'x' is not a whole number",
    ("simulate", "battleship", "--bots", "greedy"): "needs 2 bots",
    ("simulate", "fleet1715", "--scenario", "Q"): "Fleet 1715 has no scenario 'Q'",
    ("simulate", "fleet1715", "--players", "3"): "fleet1715.Multiplayer",
    ("simulate", "nautic_miles", "--option", "teams=true", "--option", "teams=false"):
        "--option teams is given twice",
    ("simulate", "nautic_miles", "--option", "Teams=yes", "--option", "teams=no"):
        "--option teams is given twice",
    ("simulate", "nautic_miles", "--players", "4", "--option", "teams=maybe"):
        "Nautic Miles's option teams is one of: false, true; got 'maybe'",
    ("simulate", "battleship", "--seed", "1", "--seed", "2"):
        "argument --seed: given twice; give it once",
    ("simulate", "fleet1715_table", "--scenario", "c", "--variant", "d"):
        "argument --scenario/--variant: given twice (as --scenario and --variant)",
    ("bench", "battleship", "--seconds", "1", "--seconds", "1"): "--seconds: given twice",
}

#: The arguments that take one value (``--option`` is given once per option).
ONCE = {"simulate": {"--seed": ["0", "7"], "--variant": ["standard", "beginner"],
                     "--players": ["2"], "--games": ["1", "2"], "--bots": ["random,random"],
                     "--workers": ["1", "2"]},
        "bench": {"--seed": ["0", "7"], "--variant": ["standard"], "--players": ["2"],
                  "--seconds": ["0.05", "1"]}}


@pytest.mark.parametrize("args", list(REFUSED), ids=" ".join)
def test_every_refusal_is_one_line_with_one_prefix(args, capsys):
    assert main(list(args), prog="naval-widgets") == 2
    out, err = capsys.readouterr()
    assert out == ""
    line, = err.splitlines()
    assert line.startswith("naval-widgets: error: ") and REFUSED[args] in line


@fuzzed(30)
@given(data=st.data())
def test_fuzz_an_argument_given_twice_is_refused_whatever_its_values(data):
    """Issue 24, a repeated argument is never taken silently, the last one winning:
    any argument of one value given twice, with any of its good values, in any place
    among the others, is refused in one line."""
    command = data.draw(st.sampled_from(sorted(ONCE)))
    flags = ONCE[command]
    twice = data.draw(st.sampled_from(sorted(flags)))
    others = data.draw(st.lists(st.sampled_from(sorted(set(flags) - {twice})), unique=True))
    pairs = [[twice, data.draw(st.sampled_from(flags[twice]))] for _ in range(2)]
    pairs += [[flag, data.draw(st.sampled_from(flags[flag]))] for flag in others]
    args = ["battleship", *[word for pair in data.draw(st.permutations(pairs))
                            for word in pair]]
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main([command, *args], prog="naval-widgets") == 2
    line, = err.getvalue().splitlines()
    assert out.getvalue() == "" and line.startswith(f"naval-widgets: error: argument {twice}")
    assert line.endswith("given twice; give it once")


@pytest.mark.parametrize(("typed", "value"), [("teams=Yes", True), ("TEAMS=no", False),
                                              ("teams=TRUE", True), ("Teams=false", False)])
def test_a_yes_or_no_option_is_read_as_a_person_types_it(typed, value, capsys):
    """Issue 24, names in any case: an option's name and a yes-or-no value as typed
    (``yes``, ``no``, ``true``, ``false``), as the play page reads them."""
    assert main(["simulate", "nautic_miles", "--players", "4", "--option", typed,
                 "--option", "Length=Round", "--games", "1", "--json"]) == 0
    setup = json.loads(capsys.readouterr().out)["setup"]
    assert setup["options"] == {"teams": value, "length": "round"}


@pytest.mark.parametrize(("typed", "name"), [("Fleet 1715", "fleet1715"),
                                             ("fleet1715.Multiplayer", "fleet1715_table")])
def test_a_game_is_named_by_its_title_or_its_tables_name(typed, name, capsys):
    """Issue 24: the games a person can guess the names of, on the command line too."""
    assert main(["simulate", typed, "--games", "1", "--players", "2" if "table" in name
                 else "1", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["game"] == name


@pytest.mark.parametrize("called, prog", [("naval-widgets", "naval-widgets"),
                                          ("__main__.py", "python -m naval_widgets")])
def test_the_command_says_the_name_it_was_called_by(called, prog):
    """Installed, the command is ``naval-widgets``; as a module, ``python -m ...``."""
    code = ("import sys; from naval_widgets.__main__ import main; "
            f"sys.argv[0] = '/somewhere/{called}'; sys.exit(main())")
    done = subprocess.run([sys.executable, "-c", code, "simulate", "battleship", "--games",
                           "0"], capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert done.returncode == 2
    assert done.stderr.startswith(f"{prog}: error: argument --games: 0 is not between")


@every_game
@pytest.mark.parametrize("command", ["simulate", "bench"])
def test_a_games_help_lists_its_variants_bots_options_and_each_default(game, command, capsys):
    assert main([command, game.name, "--help"], prog="naval-widgets") == 0
    printed = capsys.readouterr().out
    said = " ".join(printed.split())
    assert f"naval-widgets {command} {game.name}" in said and game.title in said
    assert f"--{game.variant_keyword}" in said
    for word in (*game.variants, *bot_names(game), *(o.name for o in game.options)):
        assert word in said, word
    for argument in arguments_helped(printed):
        assert "default" in argument or argument.startswith("-h, --help"), argument


def arguments_helped(printed: str) -> list[str]:
    """Each argument's entry in a help text: its flags and its help, lines joined."""
    listed = printed.split("\noptions:\n", 1)[1]
    entries: list[str] = []
    for line in listed.splitlines():
        if line.startswith("  -"):
            entries.append(line.strip())
        elif entries:
            entries[-1] += " " + line.strip()
    assert len(entries) >= 6
    return entries


def test_the_top_help_lists_the_commands_and_a_commands_help_the_games(capsys):
    assert main(["--help"], prog="naval-widgets") == 0
    assert "simulate" in capsys.readouterr().out
    assert main(["simulate", "--help"], prog="naval-widgets") == 0
    said = capsys.readouterr().out
    assert all(game.name in said and game.title in said for game in games().values())


def test_the_text_output_shows_the_settings(capsys):
    assert main(["simulate", "nautic_miles", "--players", "4", "--option", "teams=TRUE",
                 "--option", "length=round", "--games", "2", "--workers", "1"]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith("Nautic Miles (variant en, 4 players, teams=true, length=round): "
                            "2 games, seed 1")
    assert main(["bench", "fleet1715", "--scenario", "c", "--seconds", "0.05"]) == 0
    assert capsys.readouterr().out.startswith("Fleet 1715 (scenario C, 1 player), ")


def test_an_option_unused_at_the_seat_count_is_noted(capsys):
    assert main(["simulate", "fleet1715_table", "--players", "5", "--option",
                 "missions=sites", "--games", "1", "--workers", "1"], prog="nw") == 0
    out, err = capsys.readouterr()
    assert err.startswith("nw: note: Fleet 1715 at the table's option 'missions' is not used "
                          "with 5 players")
    assert out.startswith("Fleet 1715 at the table (scenario A, 5 players): 1 game")


def test_progress_is_labelled_with_the_games_title(capsys):
    game = games()["fleet1715_table"]
    matches.simulate(game, ["random", "random"], 2, 1, progress=True)
    assert "Fleet 1715 at the table" in capsys.readouterr().err
    bench(game, 0.05, progress=True)
    said = capsys.readouterr().err
    assert "Fleet 1715 at the table" in said and "logician bot moves" in said


def test_ctrl_c_reports_the_games_finished_so_far(monkeypatch, capsys):
    """An interrupt during the sixth game: the first five are reported, status 130."""
    play = matches.play_game
    played = []

    def interrupted(planned, game=None):
        if len(played) == 5:
            raise KeyboardInterrupt
        played.append(planned)
        return play(planned, game)

    monkeypatch.setattr(matches, "play_game", interrupted)
    assert main(["simulate", "battleship", "--games", "40", "--workers", "1"], prog="nw") == 130
    out, err = capsys.readouterr()
    assert err == "nw: stopped (Ctrl-C) after 5 games of 40: the results below are theirs\n"
    assert "): 5 games, seed 1" in out.splitlines()[0]
    played.clear()
    assert main(["simulate", "battleship", "--games", "40", "--workers", "1", "--json"]) == 130
    result = json.loads(capsys.readouterr().out)
    assert result["games"] == 5 and result["interrupted"] is True


def test_ctrl_c_before_any_game_is_one_line(monkeypatch, capsys):
    def interrupted(planned, game=None):
        raise KeyboardInterrupt

    monkeypatch.setattr(matches, "play_game", interrupted)
    assert main(["simulate", "battleship", "--workers", "1"], prog="nw") == 130
    assert capsys.readouterr() == ("", "nw: stopped (Ctrl-C) before any result\n")


@pytest.mark.slow
@pytest.mark.parametrize(("to", "workers"), [("group", "2"), ("command", "1"), ("command", "2")])
def test_ctrl_c_in_a_terminal_stops_cleanly(workers, to):
    """A real Ctrl-C, sent to the command's whole process group as a terminal does (its
    workers get it too), or to the command alone (in one process, or with workers that
    play on until it stops them)."""
    import os
    import signal
    import time

    # A terminal's command takes Ctrl-C; one started in the background of a script
    # inherits an ignored SIGINT, so the command is given the terminal's default.
    program = subprocess.Popen([sys.executable, "-m", "naval_widgets", "simulate", "nautilus",
                                "--games", "100000", "--workers", workers], cwd=ROOT,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               start_new_session=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    try:
        time.sleep(5)
        (os.killpg if to == "group" else os.kill)(program.pid, signal.SIGINT)
        out, err = program.communicate(timeout=120)
    finally:
        if program.poll() is None:
            os.killpg(program.pid, signal.SIGKILL)
            program.communicate()
    assert program.returncode == 130 and "Traceback" not in err
    assert err.startswith("python -m naval_widgets: stopped (Ctrl-C) after ")
    assert out.startswith("Nautilus (variant standard, 2 players, show_score=true): ")


def test_dev_sh_names_an_unknown_command():
    done = subprocess.run([str(ROOT / "dev.sh"), "frob"], capture_output=True, text=True,
                          timeout=60)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr == ("dev.sh: unknown command 'frob'; the commands are lab, play, test, "
                           "site, catalogs (./dev.sh --help says what each does).\n")
