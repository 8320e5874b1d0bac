"""Why the solver plays its move: one sentence from what the exact solver found.

The solo game has one seat, and what the solver reads is on the table: the clue cards
drawn and the grid. Each sentence says how many solutions the cards drawn leave (the
solver asks for two at most), and what follows for the move.
"""

from __future__ import annotations

from ...core import Reason
from ...core.i18n import Catalog
from ..world.data import ATTRIBUTES, label
from ..world.grid import cell_text
from ..world.solution import Solution

_ = Catalog("fleet1715")
n_ = _.plural

#: The yes marks of a solution: one for each attribute at each of the four sites.
PAIRS = 4 * len(ATTRIBUTES)


def drawing(drawn: int, found: tuple[Solution, ...]) -> Reason:
    """A draw: the ``drawn`` cards leave the solutions ``found`` (two, the solver's
    limit; with no card drawn, every grid)."""
    if not drawn:
        return Reason(_("I draw a clue card: none is drawn yet, so every grid is still "
                        "possible."), kind="first-clue")
    first, second = found
    site, category = next((site, category) for site in range(4) for category in ATTRIBUTES
                          if first.at(site, category) != second.at(site, category))
    return Reason(n_("I draw a clue card: the {count} clue drawn so far leaves more than one "
                     "solution; one puts {first} at {site}, another {second}.",
                     "I draw a clue card: the {count} clues drawn so far leave more than one "
                     "solution; one puts {first} at {site}, another {second}.", drawn,
                     first=label(first.at(site, category)), site=label(site),
                     second=label(second.at(site, category))), kind="clues-open")


def marking(drawn: int, cell: int, left: int) -> Reason:
    """A yes mark of the one solution the ``drawn`` cards leave, ``left`` more to make after
    it."""
    return Reason(n_("I mark {cell} yes: the {count} clue drawn leaves one solution, and in it "
                     "these two go together; {left} of its {pairs} yes marks are left to make "
                     "after this one.",
                     "I mark {cell} yes: the {count} clues drawn leave one solution, and in it "
                     "these two go together; {left} of its {pairs} yes marks are left to make "
                     "after this one.", drawn, cell=cell_text(cell), left=left, pairs=PAIRS),
                  kind="marks-solution")


def clearing(drawn: int, cell: int) -> Reason:
    """A yes mark taken off a cell the one solution the ``drawn`` cards leave does not
    name (the grid handed in names one value a site and attribute)."""
    return Reason(n_("I blank {cell}: the {count} clue drawn leaves one solution, and in it "
                     "these two do not go together; a grid handed in with this yes would "
                     "be wrong.",
                     "I blank {cell}: the {count} clues drawn leave one solution, and in it "
                     "these two do not go together; a grid handed in with this yes would "
                     "be wrong.", drawn, cell=cell_text(cell)),
                  kind="clears-mark")


def handing_in(drawn: int) -> Reason:
    """The grid handed in with every yes mark of the one solution the ``drawn`` cards
    leave."""
    return Reason(n_("I hand in my grid: the {count} clue drawn leaves one solution, and my "
                     "grid marks all {pairs} of its pairs.",
                     "I hand in my grid: the {count} clues drawn leave one solution, and my "
                     "grid marks all {pairs} of its pairs.", drawn, pairs=PAIRS),
                  kind="hands-in")


def out_of_clues() -> Reason:
    """The grid handed in with every card drawn and still several solutions."""
    return Reason(_("I hand in my grid: every clue card is drawn, and still more than one "
                    "solution fits them."), kind="out-of-clues")
