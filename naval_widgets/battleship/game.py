"""The Battleship card game as a registered ``Game``."""

from __future__ import annotations

from ..core import Action, LegalEntry, ModularGame, Outcome
from . import actions as act
from . import rules, view
from .bots import GreedyBot
from .cards import BEGINNER_DESTRUCTION, COORDINATES, DESTRUCTION, NAMES, cell_label
from .state import OVER, PT_PHASE, STANDARD, VARIANTS, State, deal


class Battleship(ModularGame[State]):
    def initial_state(self, seed: int, variant: str) -> State:
        return deal(seed, variant)

    def to_move(self, state: State) -> int | None:
        return None if state.phase == OVER else state.to_move

    def outcome(self, state: State) -> Outcome | None:
        if state.winner is None:
            return None
        return Outcome(state.winner, f"Player {state.winner + 1} sank the whole fleet and wins!")

    def expected_card_counts(self, variant: str) -> list[int]:
        deck = DESTRUCTION if variant == STANDARD else BEGINNER_DESTRUCTION
        return [len(COORDINATES) + len(deck)] * 2

    def prompt(self, state: State) -> str:
        if state.phase == PT_PHASE:
            return "your PT boat takes one peg card off one of your ships: choose which."
        if state.restrict is not None:
            return "play one of the three cards you drew, or end your turn."
        if state.extra:
            return f"you may play {state.plays_left} more card(s), or end your turn."
        return "play a card: choose it in your hand, then its target."

    def legal_entry(self, action: Action) -> LegalEntry:
        kind = type(action)
        if kind is act.PlayPeg:
            # No side: the opponent's grid, the page's default (a smaller sync).
            return LegalEntry(card=action.card, cell=action.cell)
        if kind is act.PlayShield:
            return LegalEntry(card="shield", side="own", cell=action.cell)
        if kind is act.DiscardWhites:
            return LegalEntry(card="whites-or-two", option=f"discard-whites:{action.count}")
        if kind is act.PlayTwo:
            return LegalEntry(card="whites-or-two", option="play-two")
        if kind is act.Repair:
            return LegalEntry(card="repair-or-draw", side="own", cell=action.cell,
                              option=f"repair:{action.peg}")
        if kind is act.DrawThree:
            return LegalEntry(card="repair-or-draw", option="draw-three")
        if kind is act.RemovePeg:
            return LegalEntry(side="own", cell=action.cell, option=action.peg)
        if kind is act.Discard:
            return LegalEntry(card=action.card, option="discard")
        return LegalEntry(option="end")

    def describe(self, state: State, action: Action) -> str:
        kind = type(action)
        mine = state.sides[state.to_move].cells
        if kind is act.PlayPeg:
            return f"Play {NAMES[action.card]} on the opponent's {cell_label(action.cell)}"
        if kind is act.PlayShield:
            return f"Put a Shield on your {NAMES[mine[action.cell].card][4:]} at " \
                   f"{cell_label(action.cell)}"
        if kind is act.DiscardWhites:
            return f"Discard whites: discard {action.count} white peg card(s)"
        if kind is act.PlayTwo:
            return "Play 2 cards: play two more cards this turn"
        if kind is act.Repair:
            return f"Repair: take {NAMES[action.peg]} off your " \
                   f"{NAMES[mine[action.cell].card][4:]} at {cell_label(action.cell)}, " \
                   "then play a card"
        if kind is act.DrawThree:
            return "Draw 3: draw three cards, then play one of them"
        if kind is act.RemovePeg:
            return f"PT boat: take {NAMES[action.peg]} off your " \
                   f"{NAMES[mine[action.cell].card][4:]} at {cell_label(action.cell)}"
        if kind is act.Discard:
            return f"No card can be played: discard {NAMES[action.card]}"
        return "End your turn"


GAME = Battleship(
    name="battleship",
    title="Battleship card game",
    rules_version="2",
    variants=VARIANTS,
    rules=rules,
    views=view,
    actions=act,
    players=2,
    bots={"greedy": GreedyBot},
)
