"""Issue 26, "Progress, with no server": every answer is recorded in the student's own
progress file, and ``report`` turns a folder of them into the class's table."""

from __future__ import annotations

import base64
import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets.lessons import battleship as lesson
from naval_widgets.lessons.__main__ import main
from naval_widgets.lessons.progress import (
    FOLDER_VARIABLE,
    STUDENT_VARIABLE,
    Progress,
    ProgressError,
    Record,
    check_name,
    progress_folder,
    read_file,
)
from naval_widgets.lessons.report import read_folder, to_csv, to_html, to_markdown
from naval_widgets.lessons.student import StudentBox

from ..tiers import fuzzed


@pytest.fixture
def folder(tmp_path, monkeypatch):
    monkeypatch.setenv(FOLDER_VARIABLE, str(tmp_path))
    monkeypatch.setenv(STUDENT_VARIABLE, "Ada Lovelace")
    return tmp_path


def right_and_wrong(number):
    """A right and a wrong answer to the Battleship lesson's question ``number`` (one of
    choices)."""
    question = lesson.LESSON.questions[number - 1]
    values = [option.value for option in question.kind.all()]
    return (next(value for value in values if lesson.LESSON.check(number, value).right),
            next(value for value in values if not lesson.LESSON.check(number, value).right))


def test_a_click_records_attempts_first_try_and_seconds(folder):
    control = lesson.question(1)
    right, wrong = right_and_wrong(1)
    control.answer(wrong)
    control.answer(right)
    control.answer(wrong)  # after the right answer: the question's count is closed
    lesson.question(3).answer(right_and_wrong(3)[0])
    saved = json.loads((folder / "ada-lovelace.progress.json").read_text())
    assert saved["student"] == "Ada Lovelace"
    first, second = (saved["answers"]["battleship"][str(n)] for n in (1, 3))
    assert (first["attempts"], first["first_try"], first["right"]) == (2, False, True)
    assert (second["attempts"], second["first_try"], second["right"]) == (1, True, True)
    assert 0 <= first["seconds"] < 60


def test_an_answer_that_is_no_answer_records_nothing(folder):
    lesson.question(1).answer("not one of the choices")
    assert list(folder.glob("*.progress.json")) == []


def test_the_folder_is_beside_the_working_copies(tmp_path, monkeypatch):
    monkeypatch.delenv(FOLDER_VARIABLE, raising=False)
    (tmp_path / "00-start-here.ipynb").write_text("{}")
    (tmp_path / "battleship").mkdir()
    assert progress_folder(tmp_path / "battleship") == tmp_path / "progress"


@pytest.mark.parametrize("name", [None, 7, "", "   ", "!!!", "x" * 61, ["Ada"]])
def test_a_bad_name_is_refused_and_nothing_is_written(tmp_path, name):
    with pytest.raises(ProgressError, match="A name has 1 to 60 characters"):
        Progress(tmp_path).set_student(name)
    assert list(tmp_path.iterdir()) == []


def test_the_start_pages_box_keeps_the_name_and_offers_the_file(tmp_path, monkeypatch):
    monkeypatch.delenv(STUDENT_VARIABLE, raising=False)
    box = StudentBox(Progress(tmp_path))
    assert "Write your name" in box.note.value
    box.keep("  Grace   Hopper ")
    assert "Hello Grace Hopper!" in box.note.value
    assert Progress(tmp_path).student == "Grace Hopper"  # asked once: kept for every lesson
    Progress(tmp_path).record("battleship", 4, True, 12.0)
    box.offer()
    data = box.download.value.split("base64,")[1].split('"')[0]
    assert json.loads(base64.b64decode(data))["answers"]["battleship"]["4"]["first_try"] is True
    assert 'download="grace-hopper.progress.json"' in box.download.value
    box.keep("")
    assert "A name has 1 to 60 characters" in box.note.value
    assert Progress(tmp_path).student == "Grace Hopper"


def test_a_damaged_file_is_kept_aside_not_overwritten(folder):
    path = folder / "ada-lovelace.progress.json"
    path.write_text("{not json")
    Progress().record("battleship", 1, True, 3.0)
    assert (folder / "ada-lovelace.progress.json.damaged").read_text() == "{not json"
    assert read_file(path)[1] == {"battleship": {1: Record(1, True, True, 3.0)}}


def test_the_report_gives_the_class_table(three_students):
    report = read_folder(three_students, {"toy": 3, "other": 2})
    assert [s.name for s in report.students] == ["Ada", "Bob", "Cy"]
    assert [s.lessons_done(report.sizes) for s in report.students] == [["toy"], [], []]
    assert [round(s.first_try_rate(), 2) for s in report.students] == [1.0, 0.33, 0.5]
    rows = {(q.lesson, q.number): (q.answered, q.first_try) for q in report.questions}
    assert rows == {("toy", 1): (3, 2), ("toy", 2): (3, 2), ("toy", 3): (2, 1),
                    ("other", 1): (1, 1)}
    assert [row.lesson for row in report.questions] == ["toy"] * 3 + ["other"]
    assert dict(report.skipped) == {
        "broken.progress.json": "it is not a progress file (not JSON)",
        "foreign.progress.json": "it is not a naval_widgets progress file"}
    assert "| toy | 3 | 2 | 1 | 50% |" in to_markdown(report)
    assert "question,toy,1,3,2,67%" in to_csv(report)
    page = to_html(report)
    assert 'style="width:67%"' in page and "<td>Bob</td>" in page


def test_the_report_command_names_what_it_skips(three_students, capsys):
    assert main(["report", str(three_students), "--format", "csv"]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("kind,lesson,question,answered,right at the first try,rate\n")
    assert err.splitlines() == [
        "python -m naval_widgets.lessons: skipped broken.progress.json: it is not a progress "
        "file (not JSON).",
        "python -m naval_widgets.lessons: skipped foreign.progress.json: it is not a "
        "naval_widgets progress file."]


def test_the_report_of_a_missing_folder_is_one_line(tmp_path, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["report", str(tmp_path / "nowhere")])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith("There is no folder " + str(tmp_path / "nowhere")
                                           + ".\n")


json_values = st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
                           lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
                           max_leaves=20)


@fuzzed(60)
@given(answers=json_values, student=json_values, version=st.sampled_from([1, 2, "1", None]))
def test_any_file_is_read_or_refused_in_a_sentence(tmp_path_factory, answers, student,
                                                    version):
    path = tmp_path_factory.mktemp("fuzz") / "x.progress.json"
    path.write_text(json.dumps({"format": "naval_widgets/progress", "version": version,
                                "student": student, "answers": answers}))
    try:
        read_file(path)
    except ProgressError as err:  # one sentence, the report's "skipped FILE: ..." line
        assert str(err) and "\n" not in str(err) and len(str(err)) < 200


@fuzzed(60)
@given(name=json_values)
def test_any_name_is_kept_or_refused_in_a_sentence(name):
    try:
        kept = check_name(name)
    except ProgressError as err:
        assert "A name has 1 to 60 characters" in str(err)
    else:
        assert kept == " ".join(kept.split()) and 1 <= len(kept) <= 60
