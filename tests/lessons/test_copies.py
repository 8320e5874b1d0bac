"""Working copies: running a lesson never changes the notebooks handed out."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from naval_widgets.lessons import LessonError, make_copies
from naval_widgets.lessons.__main__ import main
from naval_widgets.lessons.copies import students_copy

ROOT = Path(__file__).resolve().parents[2]
LINK = re.compile(r"\]\(([^)#\s]+)(?:#[^)]*)?\)")


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A folder holding a copy of the repository's notebooks/ and docs/."""
    shutil.copytree(ROOT / "notebooks", tmp_path / "notebooks",
                    ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    shutil.copytree(ROOT / "docs", tmp_path / "docs")
    return tmp_path


def names(root: Path) -> set[str]:
    return {path.relative_to(root).as_posix() for path in root.rglob("*.ipynb")}


def test_the_first_run_copies_every_notebook_in_its_folder(repo):
    done = make_copies(repo / "notebooks", repo / "my-lessons")
    assert names(repo / "my-lessons") == names(repo / "notebooks")
    assert "battleship/01-learn-to-play.ipynb: copied" in done
    given = json.loads((repo / "notebooks" / "00-start-here.ipynb").read_text())
    copy = json.loads((repo / "my-lessons" / "00-start-here.ipynb").read_text())
    assert [cell["source"] for cell in copy["cells"]] == [c["source"] for c in given["cells"]]
    assert [cell.get("outputs") for cell in copy["cells"]] == \
        [c.get("outputs") for c in given["cells"]]


def test_a_students_copy_hides_the_code_and_shows_the_rest(repo):
    """Issue 26: students see pages, not plumbing."""
    make_copies(repo / "notebooks", repo / "my-lessons")
    for path in (repo / "my-lessons").rglob("*.ipynb"):
        cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
        code = [cell for cell in cells if cell["cell_type"] == "code"]
        assert code and all(cell["metadata"]["jupyter"]["source_hidden"] for cell in code)
        assert not any("jupyter" in cell["metadata"] for cell in cells
                       if cell["cell_type"] == "markdown")


def test_a_students_copy_is_never_overwritten_and_a_new_lesson_is_added(repo):
    make_copies(repo / "notebooks", repo / "my-lessons")
    mine = repo / "my-lessons" / "battleship" / "01-learn-to-play.ipynb"
    mine.write_text("my work", encoding="utf-8")
    (repo / "my-lessons" / "00-start-here.ipynb").unlink()
    assert make_copies(repo / "notebooks", repo / "my-lessons") == ["00-start-here.ipynb: copied"]
    assert mine.read_text(encoding="utf-8") == "my work"


@pytest.mark.parametrize("name", ["battleship/01-learn-to-play",
                                  "notebooks/battleship/01-learn-to-play.ipynb", "all"])
def test_fresh_restores_a_lesson_and_keeps_the_old_copy(repo, name):
    make_copies(repo / "notebooks", repo / "my-lessons")
    mine = repo / "my-lessons" / "battleship" / "01-learn-to-play.ipynb"
    mine.write_text("my work", encoding="utf-8")
    done = make_copies(repo / "notebooks", repo / "my-lessons", fresh=[name])
    assert "battleship/01-learn-to-play.ipynb: fresh copy (your old one is " \
           "01-learn-to-play.ipynb.bak)" in done
    given = (repo / "notebooks" / "battleship" / "01-learn-to-play.ipynb").read_text()
    assert mine.read_text(encoding="utf-8") == students_copy(given)
    assert mine.with_name("01-learn-to-play.ipynb.bak").read_text(encoding="utf-8") == "my work"


def test_the_notebooks_handed_out_do_not_change(repo):
    before = {path: path.read_bytes() for path in (repo / "notebooks").rglob("*.ipynb")}
    make_copies(repo / "notebooks", repo / "my-lessons")
    for copy in (repo / "my-lessons").rglob("*.ipynb"):
        copy.write_text("{}", encoding="utf-8")
    make_copies(repo / "notebooks", repo / "my-lessons", fresh=["all"])
    assert {path: path.read_bytes() for path in (repo / "notebooks").rglob("*.ipynb")} == before


@pytest.mark.parametrize("name", ["kraken", "", "0"])
def test_an_unknown_lesson_is_refused_with_the_list(repo, name):
    with pytest.raises(LessonError, match="01-learn-to-play"):
        make_copies(repo / "notebooks", repo / "my-lessons", fresh=[name])
    assert not (repo / "my-lessons").exists(), "nothing is copied when a name is wrong"


def test_a_file_name_two_lessons_share_is_refused_with_their_paths(repo):
    with pytest.raises(LessonError, match="names several lessons.*battleship/01-learn-to-play"
                                          ".*nautic-miles/01-learn-to-play"):
        make_copies(repo / "notebooks", repo / "my-lessons", fresh=["01-learn-to-play"])
    assert not (repo / "my-lessons").exists()


def test_every_link_of_the_copies_still_leads_somewhere(repo):
    make_copies(repo / "notebooks", repo / "my-lessons")
    checked = 0
    for copy in (repo / "my-lessons").rglob("*.ipynb"):
        for cell in json.loads(copy.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for link in LINK.findall("".join(cell["source"])):
                if "://" in link:
                    continue
                assert (copy.parent / link).exists(), f"{copy.name}: {link}"
                checked += 1
    assert checked >= 4


def test_the_command_copies_and_refuses_a_bad_name(repo, monkeypatch, capsys):
    monkeypatch.chdir(repo)
    assert main(["copy"]) == 0
    assert "my-lessons/00-start-here.ipynb: copied" in capsys.readouterr().out
    with pytest.raises(SystemExit) as exit_:
        main(["copy", "--fresh", "kraken"])
    assert exit_.value.code == 2
    assert "error: 'kraken' is no lesson" in capsys.readouterr().err
