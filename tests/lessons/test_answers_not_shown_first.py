"""For each question, its answer's text does not stand in the outputs shown before it
(issue "Lessons that check learning", item 2: the answer is shown before the question).

The rule the test applies, on each lesson's notebooks as stored (what a student reads
before running anything, and what a fresh kernel prints):

- the outputs read are those of the code cells above the cell asking ``question(n)``:
  printed text, and each board's static picture (its ``text/html``), but not the other
  questions' controls, which list every choice of their own;
- each output is cut into sentences: at the picture's blocks (a paragraph, a list item, a
  table row...), at line breaks and at ". " and "; "; a table row reads as one sentence,
  whatever its cells hold ("Science ✓ won by Player 1 4 -1");
- an answer stands in a sentence when one of its labels, as the student reads it (a number
  also with its thousands separator, "1,000"), stands there as a whole token, and not as
  one item of a list ("2, 4, 7, 9, 13" or "400 miles + 600 miles" lists cards, and states
  no total), a counter ("0/5"), a card's pegs ("×2") or a name ("Player 2", "line 1");
  and a word of what the question asks stands within two words of it: a word of its prompt
  of three letters or more, not one of the common words below, compared on its first four
  letters ("turns" and "turn" agree). A short answer ("1", "0") is thus caught in "wins in
  1 turn", not in every "1 star";
- only the outputs of the question's own section count (from its "## " heading): what a
  question asks is shown there, and a number of an earlier section is another position's;
- a sentence found that, read in its place, does not give the answer away is listed in
  ``REVIEWED`` with the reason;
- a Japanese notebook writes no spaces between words, so it is checked for the answers
  that are sentences (eight characters or more) only; its cells are the English ones'
  (``test_lesson_languages``), so the same holds carry over.
"""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.lessons import Number, lessons

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"
LESSONS = lessons()
#: Words of a prompt too common to say what it asks.
COMMON = {"what", "which", "your", "player", "true", "false", "many", "does", "from", "with",
          "that", "this", "have", "they", "their", "there", "once", "will", "card", "cards",
          "each", "after", "before", "still", "into", "only", "when", "could", "would", "were",
          "must", "here", "vous", "votre", "quel", "quelle", "combien", "dans", "avec",
          "giocatore", "quale", "quanti", "della", "delle", "sono", "joueur", "carte", "cartes",
          "carta", "the", "and", "for", "you", "are", "can", "has", "how", "not", "its", "any",
          "who", "did", "was", "but", "all", "one", "now", "may", "les", "des", "une", "est",
          "qui", "che", "per", "non", "una", "del", "dei", "gli", "play", "joue", "jouez",
          "gioca", "giochi"}
#: Sentences the rule above finds that, read in their place, do not give the answer away:
#: ``{(notebook, question): (the words found, why)}``.
REVIEWED = {
    ("fleet-1715/03-all-scenarios.ipynb", 4): (
        "H 13 4 495 hard pair", "the table of ratings; the lesson teaches reading it, and the "
                                "question names the row and column to read"),
}
BLOCKS = re.compile(r"<(?:/?(?:div|p|li|tr|ol|ul|h\d|table|section|caption)\b[^>]*|br\s*/?)>",
                    re.I)
ROWS = re.compile(r"<tr\b.*?</tr>", re.I | re.S)
BREAKS = re.compile(r"\n|[.;](?:\s|$)")


def _sentences(output: dict) -> list[str]:
    data = output.get("data", {})
    if "text/html" in data:
        # A table row reads as one sentence, whatever blocks its cells hold.
        text = ROWS.sub(lambda row: BLOCKS.sub(" ", row.group()), "".join(data["text/html"]))
        text = BLOCKS.sub("\n", text)
        text = html.unescape(re.sub(r"<[^>]+>", " ", text))
    else:
        text = "".join(data.get("text/plain", "")) or "".join(output.get("text", ""))
    return [" ".join(part.split()) for part in BREAKS.split(text) if part.strip()]


#: The sections read before a question: its own (a number of another section is another
#: position's, and the walkthroughs of earlier puzzles state many facts of their own).
SECTIONS = 1


def _shown_before(path: Path, number: int) -> list[str]:
    asked = re.compile(rf"\bquestion\({number}\)")
    sections: list[list[str]] = [[]]
    for cell in json.loads(path.read_text())["cells"]:
        source = "".join(cell["source"])
        if cell["cell_type"] != "code":
            if source.startswith("## "):
                sections.append([])
            continue
        if asked.search(source):
            return [line for section in sections[-SECTIONS:] for line in section]
        if "question(" not in source:
            sections[-1] += [line for output in cell.get("outputs", [])
                             for line in _sentences(output)]
    raise AssertionError(f"{path.name} never asks question {number}")


def _labels(question, value) -> set[str]:
    label = question.kind.label(value)
    labels = {label}
    if isinstance(question.kind, Number) and abs(value) >= 1000:
        labels.add(f"{value:,}")
    return labels


#: Words before a number that make it a name (Player 2, round 5, line 1), not a value.
NAMING = ("player", "joueur", "giocatore", "round", "manche", "turn", "tour", "turno", "line",
          "ligne", "linea", "clue", "indice", "indizio")


def _token(label: str) -> re.Pattern[str]:
    """``label`` as a whole token: not one item of a list of values ("2, 4, 7", "400 miles +
    600 miles"), not a card's count ("×2"), not a name ("Player 2")."""
    item = r"(?:,\s*|\+\s*)"
    names = "".join(rf"(?<!{word}\s)" for word in NAMING)
    return re.compile(rf"(?<![\w.,+×/-])(?<!,\s)(?<!\+\s)(?i:{names}){re.escape(label)}"
                      rf"(?![\w]|[.,/]\d)(?!\s*{item}\w)")


def _subject(prompt: str) -> set[str]:
    words = re.findall(r"[^\W\d_]{3,}", prompt.lower())
    return {word[:4] for word in words if word not in COMMON}


#: How many words either side of an answer a word of the question's subject may stand.
NEAR = 2


def _states(sentence: str, label: str, subject: set[str]) -> bool:
    for found in _token(label).finditer(sentence):
        before = re.findall(r"\S+", sentence[:found.start()])[-NEAR:]
        after = re.findall(r"\S+", sentence[found.end():])[:NEAR]
        words = re.findall(r"[^\W\d_]{3,}", " ".join(before + after).lower())
        if subject & {word[:4] for word in words}:
            return True
    return False


CASES = [(name, language, notebook, number)
         for name, lesson in LESSONS.items()
         for language, notebook in lesson.notebooks.items()
         for number in range(1, len(lesson.questions) + 1)]


@pytest.mark.parametrize(("name", "language", "notebook", "number"), CASES,
                         ids=[f"{case[2]} question {case[3]}" for case in CASES])
def test_no_answer_stands_in_the_outputs_above_its_question(name, language, notebook, number):
    """Item 2 of the issue: what a question asks is not printed, nor on a board, above it."""
    question = LESSONS[name].questions[number - 1]
    with using(language):
        prompt = str(question.prompt)
        labels = {label for value in question.expected() for label in _labels(question, value)}
    if language == "ja":
        labels = {label for label in labels if len(label) >= 8}
    subject = _subject(prompt)
    shown = _shown_before(NOTEBOOKS / notebook, number)
    found = [(label, sentence) for sentence in shown for label in labels
             if _states(sentence, label, subject)]
    reviewed = REVIEWED.get((notebook, number))
    found = [(label, sentence) for label, sentence in found
             if reviewed is None or reviewed[0] not in sentence]
    assert not found, f"question {number}'s answer is shown above it: {found}"


@pytest.mark.parametrize(("notebook", "number"), sorted(REVIEWED))
def test_each_reviewed_sentence_is_still_found(notebook, number):
    """Item 2: a sentence listed as reviewed is one the rule finds, so the list holds no
    leftover that would hide a new find."""
    name = next(name for name, lesson in LESSONS.items()
                if notebook in lesson.notebooks.values())
    question = LESSONS[name].questions[number - 1]
    labels = {label for value in question.expected() for label in _labels(question, value)}
    subject = _subject(str(question.prompt))
    assert any(REVIEWED[notebook, number][0] in sentence and _states(sentence, label, subject)
               for sentence in _shown_before(NOTEBOOKS / notebook, number) for label in labels)


def test_the_rule_catches_a_stated_answer_and_spares_a_list():
    """The rule itself: a countdown, a tally row and a winner are caught; a list of divers,
    a sum of cards and an unrelated "1 star" are not."""
    assert _states("Frigate by Player 2: wins in 1 turn", "1", _subject("in how many turns "
                                                                         "does it win"))
    assert _states("Exploration 0 -1", "-1", _subject("Player 2's total in Exploration"))
    assert _states("Player 3 wins", "Player 3", _subject("Who wins?"))
    assert not _states("Divers of Player 2 you have seen: 2, 4, 7, 9, 13", "13",
                       _subject("their highest diver"))
    assert not _states("400 miles + 600 miles", "600", _subject("How many miles sailed"))
    assert not _states("Navigation, 1 star", "1", _subject("in how many turns does it win"))
