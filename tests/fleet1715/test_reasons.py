"""The solver's reasons in the solo game (issue "bots that explain"): each kind's claim
holds on the positions where it was given, and reasons survive a save."""

from __future__ import annotations

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.fleet1715 import Table, card, scenario
from naval_widgets.fleet1715.solo.actions import Draw, Mark, Submit
from naval_widgets.fleet1715.solo.bots import LOST, SolverBot
from naval_widgets.fleet1715.solo.state import YES
from naval_widgets.fleet1715.world.data import LABELS, label
from naval_widgets.fleet1715.world.grid import CELLS, PAIR, cell_text
from naval_widgets.fleet1715.world.solver import solve

rule = pytest.mark.rule
#: The cells between a site and another element: the 16 yes marks of a solution among
#: them name it (``rules.marked_solution``).
SITE_CELLS = sorted({PAIR[site][e] for site in range(4) for e in range(4, len(LABELS))})


def element_named(words) -> int:
    """The element a reason's parameter names (its label)."""
    return next(e for e in range(len(LABELS)) if label(e) == words)


def solved(letter: str, seed: int) -> Table:
    table = Table(seed=seed, variant=letter, bots={0: "solver"})
    table.run_bots()
    return table


@pytest.fixture(scope="module")
def tables():
    return [solved(letter, seed) for seed, letter in enumerate("AFKP")]


def can_pair(clues, x: int, y: int) -> bool:
    """Whether some solution of ``clues`` puts elements ``x`` and ``y`` together."""
    marks = [None] * CELLS
    marks[PAIR[x][y]] = True
    return bool(solve(clues, tuple(marks), limit=1))


@rule("fleet1715/solo-draw")
def test_each_kind_of_reason_says_what_the_solver_found(tables):
    """Issue: a reason is true. A draw: the cards drawn leave two solutions that differ as
    said; a mark: they leave one, which pairs the cell's elements, with the count of marks
    left; the hand-in: every pair of that solution is marked."""
    kinds = set()
    for table in tables:
        assert table.reasons and set(table.reasons) == set(range(1, len(table.actions) + 1))
        truth = scenario(table.state.scenario).solution.grid()
        for ply, reason in table.reasons.items():
            before, action = table.history[ply - 1], table.actions[ply - 1]
            clues = [card(number).clue for number in before.drawn]
            said = dict(reason.public.params)
            kinds.add(reason.kind)
            assert reason.secret is None  # one seat: nothing to hold back
            if reason.kind == "first-clue":
                assert action == Draw() and not before.drawn
            elif reason.kind == "clues-open":
                assert action == Draw() and len(solve(clues, limit=2)) == 2
                assert said["count"] == len(before.drawn)
                site = element_named(said["site"])
                first, second = element_named(said["first"]), element_named(said["second"])
                assert first != second
                assert can_pair(clues, site, first) and can_pair(clues, site, second)
            elif reason.kind == "marks-solution":
                assert len(solve(clues, limit=2)) == 1 and said["count"] == len(before.drawn)
                assert type(action) is Mark and action.value == "yes" and truth[action.cell]
                unmarked = [c for c in SITE_CELLS if truth[c] and before.marks[c] != YES]
                assert action.cell in unmarked and said["left"] == len(unmarked) - 1
            else:
                assert reason.kind == "hands-in" and action == Submit()
                assert len(solve(clues, limit=2)) == 1
                assert all(before.marks[c] == YES for c in SITE_CELLS if truth[c])
    assert kinds == {"first-clue", "clues-open", "marks-solution", "hands-in"}


def test_the_solver_reads_each_move_aloud_in_the_log(tables):
    """Issue: the reason is shown in the log, after its move's lines."""
    table = tables[0]
    log = table.log_for(0)
    assert log[1] == "  " + table.reason(1, 0, named=True)
    assert table.reason(1, 0, named=True) == "You (solver): " + table.reason(1)


def test_reasons_survive_a_save_in_every_language(tables):
    """Issue "bots that explain": saves keep reasons, read in the student's language."""
    table = tables[1]
    loaded = Table.from_json(table.to_json())
    assert loaded.reasons == table.reasons
    english = loaded.reason(2)
    for language in ("fr", "it", "ja"):
        with using(language):
            assert [loaded.reason(ply) for ply in loaded.reasons] == \
                [table.reason(ply) for ply in table.reasons]
            assert loaded.reason(2) != english


@rule("fleet1715/submit")
def test_the_solver_blanks_a_stray_yes_before_handing_in():
    """Issue 27, Review my game (a review weighs positions a person made): with the one
    solution marked and a yes besides it naming another value at a site, the solver blanks
    that yes before handing in, since the grid handed in names one value a site and
    attribute; its reason says the two do not go together, and handing in then would be
    ``LOST`` by its values."""
    table = solved("A", 0)
    before = table.history[-2]
    assert table.actions[-1] == Submit()
    truth = scenario(before.scenario).solution.grid()
    stray = next(c for c in SITE_CELLS if not truth[c] and before.marks[c] != YES)
    grid = Table(seed=0, variant="A")
    for action in table.actions[:-1]:
        grid.play(action, respond=False)
    grid.play(Mark(stray, "yes"), respond=False)
    bot = SolverBot()
    view, legal = grid.view(0), grid.legal()
    choice = bot.choose(view, legal, None)
    assert choice.action == Mark(stray, "blank") and choice.reason.kind == "clears-mark"
    said = dict(choice.reason.public.params)
    assert said["count"] == len(before.drawn) and said["cell"] == cell_text(stray)
    values = bot.values(view, legal, None)
    assert values[legal.index(Submit())] == LOST < values[legal.index(choice.action)]
    grid.play(choice.action, respond=False)
    assert bot.choose(grid.view(0), grid.legal(), None).action == Submit()
