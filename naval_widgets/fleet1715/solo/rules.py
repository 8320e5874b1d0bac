"""The solo game's rules: legal actions and their effects.

Rule ids (``fleet1715/...``) match ``docs/rules/fleet1715.md``. ``problem``
says why an action is illegal; ``step`` raises it as ``IllegalAction`` and
``legal_actions`` lists exactly the actions without a problem.
"""

from __future__ import annotations

from itertools import chain
from operator import getitem, itemgetter

from ...core import Action, Event, IllegalAction
from ...core.i18n import Catalog, Text
from ...core.words import brief
from ..world.data import ATTRIBUTES, members
from ..world.deck import card, scenario
from ..world.grid import CELLS, PAIR, cell_text
from .actions import Draw, Mark, Submit
from .state import MARK_CHARS, MARK_NAMES, SOLVED, WRONG, YES, State

#: Every sentence is read in the language of the moment (``core.i18n``).
_ = Catalog("fleet1715")
n_ = _.plural

Problem = tuple[str, Text]
#: Each mark's name in a sentence.
MARK_WORDS = {"blank": _("blank"), "no": _("no"), "yes": _("yes")}

DRAW, SUBMIT = Draw(), Submit()
_MARKS = tuple(tuple(Mark(c, value) for value in MARK_NAMES) for c in range(CELLS))
#: For each cell, by its current mark, the two marks that change it.
_OTHERS = tuple({MARK_CHARS[now]: tuple(m for m in row if m.value != now) for now in MARK_NAMES}
                for row in _MARKS)
ACTION_SPACE: tuple[Action, ...] = (DRAW, *(m for row in _MARKS for m in row), SUBMIT)


def legal_actions(state: State) -> list[Action]:
    if state.result is not None:
        return []
    found: list[Action] = [DRAW] if state.pile else []
    found.extend(chain.from_iterable(map(getitem, _OTHERS, state.marks)))
    found.append(SUBMIT)
    return found


def problem(state: State, action: Action) -> Problem | None:
    """Why ``action`` is illegal now, or ``None``."""
    if state.result is not None:
        return ("fleet1715/game-over", _("The game is over: the grid has been handed in."))
    kind = type(action)
    if kind is Draw:
        if not state.pile:
            return ("fleet1715/solo-draw", _("Every clue card of this scenario has been "
                                             "drawn."))
        return None
    if kind is Mark:
        if type(action.cell) is not int or not 0 <= action.cell < CELLS:
            return ("fleet1715/action", _("The grid's cells are numbered 0 to {last}; got "
                                          "{value}.", last=CELLS - 1, value=brief(action.cell)))
        if action.value not in MARK_CHARS:
            return ("fleet1715/action", _("A mark is blank, no or yes; got {value}.",
                                          value=brief(action.value)))
        if state.marks[action.cell] == MARK_CHARS[action.value]:
            return ("fleet1715/notes", _("{cell} is already {mark}.", cell=cell_text(action.cell),
                                         mark=MARK_WORDS[action.value]))
        return None
    if kind is Submit:
        return None
    return ("fleet1715/action", _("{value} is not a Fleet 1715 action.", value=brief(action)))


#: For each site and attribute (site by site): the marks of its cells, and their values.
_SPOTS = tuple((itemgetter(*(PAIR[site][e] for e in members(category))),
                tuple(members(category)))
               for site in range(4) for category in ATTRIBUTES)


def marked_values(marks: str) -> tuple[int | None, ...]:
    """For each site and attribute (site by site), the one value the grid's yes marks
    name there, or ``None`` where they name none or several."""
    found = []
    for marks_at, values in _SPOTS:
        seen = marks_at(marks)
        found.append(values[seen.index(YES)] if seen.count(YES) == 1 else None)
    return tuple(found)


def marked_solution(marks: str) -> tuple[int, ...] | None:
    """The solution the grid's yes marks name, or ``None`` when some site and attribute
    have no yes or several."""
    values = marked_values(marks)
    return None if None in values else values


def step(state: State, action: Action) -> tuple[State, tuple[Event, ...]]:
    """Apply ``action``; ``IllegalAction`` changes nothing."""
    found = problem(state, action)
    if found:
        raise IllegalAction(*found)
    kind = type(action)
    if kind is Draw:
        number = state.pile[-1]
        left = len(state.pile) - 1
        event = Event(n_("Clue card {number} drawn: “{clue}” ({count} left face down).",
                         "Clue card {number} drawn: “{clue}” ({count} left face down).", left,
                         number=number, clue=card(number).clue.words))
        return state._replace(pile=state.pile[:-1], drawn=state.drawn + (number,)), (event,)
    if kind is Mark:
        c = action.cell
        marks = state.marks[:c] + MARK_CHARS[action.value] + state.marks[c + 1:]
        return state._replace(marks=marks), (Event(_("{cell} marked {mark}.", cell=cell_text(c),
                                                     mark=MARK_WORDS[action.value])),)
    given = marked_solution(state.marks)
    truth = scenario(state.scenario).solution.values()
    if given == truth:
        text = n_("The grid is handed in: it is the solution of scenario {letter}, found "
                  "with {count} clue card still face down!",
                  "The grid is handed in: it is the solution of scenario {letter}, found "
                  "with {count} clue cards still face down!", len(state.pile),
                  letter=state.scenario)
        return state._replace(result=SOLVED), (Event(text),)
    return state._replace(result=WRONG), (Event(_wrong(state, given, truth)),)


def _wrong(state: State, given: tuple[int, ...] | None, truth: tuple[int, ...]) -> Text:
    if given is None:
        return _("The grid is handed in, but it does not name one value of each attribute "
                 "at each site: it is not the solution.")
    bad = sum(g != t for g, t in zip(given, truth, strict=True))
    return n_("The grid is handed in: {count} of its 16 values is wrong. It is not the "
              "solution.",
              "The grid is handed in: {count} of its 16 values are wrong. It is not the "
              "solution.", bad)

