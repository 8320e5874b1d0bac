"""The Fleet 1715 board's own words (headings, buttons, grid labels...), by key, in the
language of the moment: the page reads them from the board's ``words`` trait and shows
no word of its own.

``{name}`` slots are filled by the page; a word with ``{count}`` is a pair of forms.
"""

from __future__ import annotations

from typing import Any

from ...core.i18n import Catalog
from ...core.page_words import rendered
from ..world.data import CATEGORY_WORDS, LABELS, label

_ = Catalog("fleet1715")
forms = _.forms


#: The words of the logic grid and its hints (``js/src/fleet1715/grid.js``), besides
#: the elements' labels and the categories' names: the table game's board shows that grid.
GRID_KEYS = ("grid", "cell", "cell.noted", "cell.title", "cell.join", "mark.blank", "mark.no",
             "mark.yes", "note.selected", "note.hint", "hint", "hint.1", "hint.2", "hint.3",
             "hint.reply", "clue", "clue.card", "clue.cited", "dismiss", "dismiss.label")


def grid_words() -> dict[str, str]:
    """The logic grid's words (``GRID_KEYS``, the labels, the categories), rendered now:
    the table game's board shows the tutor's grid."""
    return {key: word for key, word in board_words().items()
            if key in GRID_KEYS or key.startswith(("label.", "category."))}


def board_words() -> dict[str, Any]:
    """Every word of the Fleet 1715 page, rendered now."""
    words: dict[str, Any] = {f"label.{e}": label(e) for e in range(len(LABELS))}
    words.update({f"category.{k}": name for k, name in enumerate(CATEGORY_WORDS)})
    words.update({
        "title": _("Fleet 1715: the deduction tutor"),
        # the grid
        "grid": _("Logic grid: click a cell for ✗ no, again for ● yes, again to clear"),
        "grid.walk": _("Logic grid (walkthrough)"),
        "cell": _("{cell}: {mark}"),
        "cell.noted": _("{cell}: {mark} ({notes})"),
        "cell.title": _("{row} / {column}"),
        "mark.blank": _("blank"), "mark.no": _("no"), "mark.yes": _("yes"),
        "note.selected": _("in the chosen clue"),
        "note.fresh": _("new in this step"),
        "note.hint": _("named by the hint"),
        "note.wrong": _("wrong"),
        "cell.join": _("{first}, {then}"),
        # the clues
        "clues.cards": _("Clue cards"),
        "clues.heading": forms("Clue cards ({count})", "Clue cards ({count})"),
        "clues.tiny": forms("Clues ({count})", "Clues ({count})"),
        "clue": _("Clue {number}: {text}"),
        "clue.card": _("Clue {number} (card {card}): {text}"),
        "clue.cited": _("{clue} (cited)"),
        "clue.used": _("{clue} (used in this step)"),
        "pile": forms("{count} face down.", "{count} face down."),
        "draw": _("Draw a clue card"),
        "draw.label": _("Draw a clue card ({count} face down)"),
        "clues.none": _("No clue card drawn yet."),
        # the tutor
        "tutor": _("Tutor"),
        "hint": _("Hint {level}"),
        "hint.1": _("Hint 1: which clue"),
        "hint.2": _("Hint 2: which cells"),
        "hint.3": _("Hint 3: the deduction"),
        "hint.reply": _("Hint (level {level}): "),
        "check": _("Check my grid"),
        "check.reply": _("Check: "),
        "submit": _("Hand in"),
        "submit.label": _("Hand in your grid as the solution"),
        "controls.tutor": _("Hints and check"),
        "controls.walk": _("Walkthrough player"),
        "walk.prev": _("◀ Previous"), "walk.prev.label": _("Previous step"),
        "walk.play": _("▶ Play"), "walk.play.label": _("Play the walkthrough"),
        "walk.pause": _("❚❚ Pause"), "walk.pause.label": _("Pause the walkthrough"),
        "walk.next": _("Next ▶"), "walk.next.label": _("Next step"),
        "walk.close": _("Back to my grid"),
        "walk.lead": _("Tried it? "),
        "walk.start": _("Show the walkthrough"),
        "walk.start.label": _("Show the walkthrough: the solution step by step"),
        "walk.step": _("Step {step} of {steps}"),
        "dismiss": _("Dismiss"), "dismiss.label": _("Dismiss the tutor's answer"),
        # confirmations, scenarios, the end
        "confirm": _("Confirm"),
        "confirm.scenario": _("Start scenario {letter}? The marks on this grid will be lost."),
        "confirm.scenario.yes": _("Start scenario {letter}"),
        "confirm.scenario.no": _("Keep this grid"),
        "confirm.submit": _("Your marks name {named} of the 16 answers (each site's cargo, "
                            "depth, ship type and name). Hand in the grid anyway? The game "
                            "ends."),
        "confirm.submit.yes": _("Hand in anyway"),
        "confirm.submit.no": _("Keep solving"),
        "scenarios": _("Scenario"),
        "scenarios.lead": _("Scenario:"),
        "scenario": _("Scenario {letter}"),
        "solved": _("Solved! ●"),
        "wrong": _("Not the solution ✗"),
    })
    return rendered(words)
