"""The class report in the teacher's language: ``report FOLDER --language en|fr|it|ja``
("every user-visible string goes through the message catalogs", issue 26's report)."""

from __future__ import annotations

import csv
import io
import re
from itertools import pairwise

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from naval_widgets.core.i18n import LANGUAGES, SOURCE, using
from naval_widgets.lessons.__main__ import main

from ..tiers import fuzzed

#: Headings a language writes as English does (a French heading "Questions" is French).
SAME_WORDS = {"fr": {"## Questions", "Questions", "question"}}


def report(folder, capsys, *options):
    """The report command's output and its lines about skipped files."""
    assert main(["report", str(folder), *options]) == 0
    out, err = capsys.readouterr()
    return out, err.splitlines()


def md_headings(page):
    """The Markdown report's titles, sentence and table header rows (not its data)."""
    lines = [line for line in page.splitlines() if line]
    headers = [lines[n - 1] for n, line in enumerate(lines) if line.startswith("| ---")]
    return [line for line in lines if not line.startswith("|")] + headers


def md_data(page):
    """The Markdown report's data rows (every table row but headers and rules)."""
    lines = [*page.splitlines(), ""]
    return [line for line, after in pairwise(lines) if line.startswith("|")
            and not line.startswith("| ---") and not after.startswith("| ---")]


def html_words(page):
    """The HTML report's title, headings, column names, bar labels and aria-labels."""
    tags = re.findall(r"<(?:title|h1|h2|th)>(.*?)</", page)
    return tags + re.findall(r'aria-label="([^"]*)"', page) + re.findall(
        r'class="label">([^<]*)<', page)


def test_the_french_report_has_french_headings_and_the_same_numbers(three_students, capsys):
    """Issue 26's report in French: French titles and column names, the English
    report's numbers, names and lessons row for row."""
    english, _ = report(three_students, capsys, "--language", "en")
    french, skipped = report(three_students, capsys, "--language", "fr")
    assert md_headings(french) == [
        "# La classe : 3 élèves", "## Élèves", "## Questions",
        "Un taux bas au premier coup signale une règle à enseigner de nouveau.",
        "| élève | leçons terminées | lesquelles | juste du premier coup |",
        "| leçon | question | réponses | juste du premier coup | taux |"]
    assert md_data(french) == md_data(english)
    assert "| toy | 3 | 2 | 1 | 50% |" in md_data(french)
    assert skipped[0] == ("python -m naval_widgets.lessons: broken.progress.json ignoré : "
                          "ce n'est pas un fichier de progression (pas du JSON).")


def test_the_csv_keeps_its_columns_in_every_language(three_students, capsys):
    """Issue 26's CSV: headers in the teacher's language, the same columns and the same
    data cells (the first column names the table, in words too)."""
    rows = {language: list(csv.reader(io.StringIO(
        report(three_students, capsys, "--format", "csv", "--language", language)[0])))
        for language in LANGUAGES}
    english = rows[SOURCE]
    assert english[0] == ["kind", "lesson", "question", "answered", "right at the first try",
                          "rate"]
    assert rows["fr"][0] == ["type", "leçon", "question", "réponses",
                             "juste du premier coup", "taux"]
    for language, table in rows.items():
        assert [len(row) for row in table] == [len(row) for row in english]
        assert [row[1:] for row in table if row[0] != table[0][0]] == [
            row[1:] for row in english if row[0] != "kind"], language


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != SOURCE])
def test_no_english_heading_is_left_untranslated(three_students, capsys, language):
    """Every heading, column name, chart label and skipped line of the English report
    (Markdown, CSV, HTML) is in ``language`` instead, but for words it writes alike."""
    same = SAME_WORDS.get(language, set())

    def words(form, lang):
        out, skipped = report(three_students, capsys, "--format", form, "--language", lang)
        if form == "md":
            return md_headings(out), skipped
        if form == "csv":
            return [cell for row in csv.reader(io.StringIO(out)) if row[0] in ("kind", "type",
                    "tipo", "種類") for cell in row], skipped
        return html_words(out), skipped

    for form in ("md", "csv", "html"):
        english, english_skipped = words(form, SOURCE)
        other, other_skipped = words(form, language)
        assert len(other) == len(english)
        assert {word for word in english if word in other} <= same, form
        assert not set(english_skipped) & set(other_skipped)
    page = report(three_students, capsys, "--format", "html", "--language", language)[0]
    assert f'<html lang="{language}">' in page


def test_the_language_of_the_moment_is_the_default(three_students, capsys):
    """Without --language the report speaks the package's language (as tables do)."""
    with using("it"):
        out, _ = report(three_students, capsys)
    assert out.startswith("# La classe: 3 studenti\n")


def test_the_language_and_format_are_named_in_any_case(three_students, capsys):
    """Issue 24, names in any case: ``--language FR --format HTML`` as typed."""
    page = report(three_students, capsys, "--format", "HTML", "--language", "FR")[0]
    assert '<html lang="fr">' in page


@pytest.mark.parametrize("bad", ["de", "", "english", "fra"])
def test_a_bad_language_is_refused_in_a_sentence(three_students, capsys, bad):
    """A --language not in en, fr, it, ja: argparse's exit 2 and a sentence naming them."""
    with pytest.raises(SystemExit) as stop:
        main(["report", str(three_students), "--language", bad])
    assert stop.value.code == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert f"argument --language: invalid choice: '{bad}'" in err
    assert "'en', 'fr', 'it', 'ja'" in err


def test_a_missing_folder_is_named_in_the_teachers_language(tmp_path, capsys):
    """The report's one-line error speaks the chosen language too."""
    with pytest.raises(SystemExit) as stop:
        main(["report", str(tmp_path / "nulle-part"), "--language", "fr"])
    assert stop.value.code == 2
    assert capsys.readouterr().err.endswith(
        f"Il n'y a pas de dossier {tmp_path / 'nulle-part'}.\n")


@settings(parent=fuzzed(40), suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(language=st.text(max_size=8) | st.sampled_from(list(LANGUAGES)))
def test_any_language_is_used_or_refused(three_students, capsys, language):
    """Any --language value: a report, or exit 2 with nothing written to stdout (the
    files are only read, so one folder serves every example)."""
    try:
        code = main(["report", str(three_students), "--language", language])
    except SystemExit as stop:
        assert stop.code == 2 and language not in LANGUAGES
        assert capsys.readouterr().out == ""
    else:
        assert code == 0 and language in LANGUAGES
        assert capsys.readouterr().out.startswith("# ")

