"""The table game's state: one immutable named tuple, changed only by the rules.

Seats are numbered clockwise from the start player, seat 0 (fleet1715_table/setup):
the player on a seat's left is the next seat. Chance lives in the state: the seed dealt
the scenario's clue cards (``world.multiplayer.deal``), and nothing else is left to chance.
"""

from __future__ import annotations

from typing import NamedTuple

from ..world.data import KEYS, NAME, SITE, members
from ..world.multiplayer import MISSIONS
from ..world.multiplayer import deal as deal_cards

MISSION, ASK, GIVE, OVER = "mission", "ask", "give", "over"
#: The lines of a solution slip: site, cargo, depth, ship type, ship name.
LINES = 5
#: The mission cards of each type, as the ``missions`` option names the type laid out.
MISSION_TYPES = {"names": tuple(KEYS[e] for e in members(NAME)),
                 "sites": tuple(KEYS[e] for e in members(SITE))}
#: With five players both types are laid out: five seats need more than four cards.
ALL_MISSIONS = MISSIONS
#: Requests a turn may make when nobody has a card of the kind asked
#: (fleet1715_table/second-request).
REQUESTS = 2


class Request(NamedTuple):
    """One entry of the public record: who asked for what, and who handed a card over
    (``None``: nobody had one). ``card`` is known to the asker and the giver alone."""

    asker: int
    subject: str
    giver: int | None = None
    card: int | None = None


class Slip(NamedTuple):
    """A solution slip, face down until the reveal: its seat and the wreck it names
    (keys of the site, cargo, depth, ship type and ship name)."""

    seat: int
    wreck: tuple[str, str, str, str, str]


class State(NamedTuple):
    scenario: str
    seed: int
    laid_out: tuple[str, ...]        # the mission cards laid out on the table
    phase: str                       # MISSION, ASK, GIVE or OVER
    turn: int                        # the seat choosing a mission, or the active player
    round: int                       # rounds of requests begun (0 while missions are taken)
    hands: tuple[tuple[int, ...], ...]  # each seat's clue cards, sorted
    pile: tuple[int, ...]            # the draw pile, face down, its top card last
    face_up: tuple[int, ...]         # cards turned face up, in order
    missions: tuple[str | None, ...]  # each seat's mission card
    failed: int                      # requests this turn that nobody could answer
    asked: str | None                # the request the giver answers (phase GIVE)
    giver: int | None                # the seat that must hand a card over (phase GIVE)
    record: tuple[Request, ...]      # every request, in order
    drafts: tuple[tuple[str | None, ...], ...]  # each seat's slip as written so far
    slips: tuple[Slip, ...]          # the slips handed in, the first at the bottom

    @property
    def players(self) -> int:
        return len(self.hands)

    def passive(self, seat: int) -> bool:
        """Whether ``seat`` has handed in its slip (fleet1715_table/passive)."""
        return seat in self.passive_seats()

    def passive_seats(self) -> frozenset[int]:
        """The seats that have handed in their slips (fleet1715_table/passive)."""
        return frozenset(slip.seat for slip in self.slips)


def deal(seed: int, letter: str, players: int, missions: str) -> State:
    """Scenario ``letter``'s cards dealt evenly, the rest a draw pile; the mission cards
    of one type laid out with 2-4 players, both types with 5 (fleet1715_table/missions)."""
    hands, pile = deal_cards(letter, players, seed)
    laid_out = ALL_MISSIONS if players == 5 else MISSION_TYPES[missions]
    return State(scenario=letter, seed=seed, laid_out=laid_out, phase=MISSION, turn=0, round=0,
                 hands=hands, pile=pile, face_up=(), missions=(None,) * players, failed=0,
                 asked=None, giver=None, record=(), drafts=((None,) * LINES,) * players,
                 slips=())
