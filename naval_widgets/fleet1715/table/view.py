"""What one seat may see (the one gate for hidden information), and resampling.

A seat sees its own hand, the cards handed to it and by it, the face-up cards, how many
cards every hand and the draw pile hold, every mission card, and the public record of who
asked for what and who handed a card to whom. Secrets (fleet1715_table/knowledge): the
other hands, the draw pile, the card passed in a request between two other players, and
the other slips until the reveal.
"""

from __future__ import annotations

import random
from functools import cache
from itertools import product
from typing import Any

from ...core.frozen import FrozenDict, frozen
from ...core.i18n import get_language
from ...core.memo import Memo
from ..world.deck import DECK, scenario
from .rules import VALUES, correct, to_move
from .state import GIVE, OVER, Request, Slip, State


@cache
def _shown_in(language: str) -> dict[int, FrozenDict]:
    """Every card of the deck as a view shows it, its text in ``language`` (read in the
    language of the moment, which is ``language`` when this is called): shared, read-only."""
    return {found.number: frozen({"number": found.number, "text": found.text,
                                  "kind": found.clue.kind,
                                  "categories": list(found.clue.categories)})
            for found in DECK}


@cache
def _passed_in(language: str) -> Memo[tuple[str, int | None, int], FrozenDict]:
    """A card handed over, as the two seats that passed it see it: ``("from", giver,
    number)`` or ``("to", asker, number)`` with the card (shared, read-only)."""
    shown = _shown_in(language)
    return Memo(lambda key: FrozenDict({key[0]: key[1], **shown[key[2]]}))


def _public(entry: Request) -> FrozenDict:
    """An entry of the record as every seat sees it: who asked for what, and who handed
    a card over (``None``: nobody had one), never which card."""
    return FrozenDict(asker=entry.asker, subject=entry.subject, giver=entry.giver, card=None)


#: The entries of the record as the two seats that passed the card see them, and as the
#: others do (shared, read-only: equal entries are the same object in every view).
SEEN_BY_THE_TWO: Memo[Request, FrozenDict] = Memo(lambda entry: FrozenDict(entry._asdict()))
SEEN_BY_THE_OTHERS: Memo[Request, FrozenDict] = Memo(
    lambda entry: PUBLIC[(entry.asker, entry.subject, entry.giver)])
PUBLIC: Memo[tuple[int, str, int | None], FrozenDict] = Memo(
    lambda key: _public(Request(asker=key[0], subject=key[1], giver=key[2])))


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all that ``seat`` may know (``None``: a spectator). Its cards
    and record entries are shared, read-only data (``core.frozen``)."""
    over = state.phase == OVER
    language = get_language()
    shown = _shown_in(language)
    passive = state.passive_seats()
    # Who asked for what, and who handed a card over: the card only to the two.
    record = [SEEN_BY_THE_TWO[entry] if seat == entry.asker or seat == entry.giver
              else SEEN_BY_THE_OTHERS[entry] for entry in state.record]
    data: dict[str, Any] = {
        "game": "fleet1715_table",
        "seat": seat,
        "scenario": state.scenario,
        "players": state.players,
        "phase": state.phase,
        "round": state.round,
        "turn": None if over else state.turn,
        "to_move": to_move(state),
        "laid_out": list(state.laid_out),
        "missions": list(state.missions),
        "hand_sizes": [len(hand) for hand in state.hands],
        "pile": len(state.pile),
        "face_up": [shown[number] for number in state.face_up],
        "failed": state.failed,
        "asked": state.asked if state.phase == GIVE else None,
        "giver": state.giver if state.phase == GIVE else None,
        "record": record,
        "passive": [other in passive for other in range(state.players)],
        # The pile of slips: whose slip lies where (the first handed in at the bottom).
        "slips": [_slip(state, slip, seat, over) for slip in state.slips],
        "hand": None, "received": None, "given": None, "draft": None,
        "solution": scenario(state.scenario).solution.to_json() if over else None,
    }
    if seat is not None:
        passed = _passed_in(language)
        data.update(
            hand=[shown[number] for number in state.hands[seat]],
            received=[passed["from", entry.giver, entry.card] for entry in state.record
                      if entry.asker == seat and entry.card is not None],
            given=[passed["to", entry.asker, entry.card] for entry in state.record
                   if entry.giver == seat],
            draft=list(state.drafts[seat]))
    return data


def _slip(state: State, slip: Slip, seat: int | None, over: bool) -> dict[str, Any]:
    shown = over or slip.seat == seat
    return {"seat": slip.seat, "wreck": list(slip.wreck) if shown else None,
            "correct": correct(state, slip) if over else None}


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state ``seat`` cannot tell from ``state``: the cards of the other hands and the
    draw pile dealt anew among them (same sizes; a card the seat handed over may have been
    passed on since, so none keeps its place), the cards passed between two others drawn
    anew, and the other slips (until the reveal) filled in anew."""
    unseen = [number for other, hand in enumerate(state.hands) if other != seat
              for number in hand]
    unseen += state.pile
    rng.shuffle(unseen)
    hands, at = [], 0
    for other, hand in enumerate(state.hands):
        if other == seat:
            hands.append(hand)
        else:
            hands.append(tuple(sorted(unseen[at:at + len(hand)])))
            at += len(hand)
    pile = tuple(unseen[at:])
    draw = rng.random
    record = tuple(entry if entry.card is None or seat == entry.asker or seat == entry.giver
                   else entry._replace(card=1 + int(draw() * 48))
                   for entry in state.record)
    slips, drafts = state.slips, state.drafts
    if state.phase != OVER:
        slips = tuple(slip if slip.seat == seat else slip._replace(wreck=_any_slip(rng))
                      for slip in state.slips)
        drafts = tuple(draft if other == seat else _any_slip(rng)
                       for other, draft in enumerate(state.drafts))
    return state._replace(hands=tuple(hands), pile=pile, record=record, slips=slips,
                          drafts=drafts)


#: Every slip that could be written, one line per category.
ANY_SLIP = tuple(product(*VALUES))


def _any_slip(rng: random.Random) -> tuple[str, ...]:
    return ANY_SLIP[int(rng.random() * len(ANY_SLIP))]


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may not know."""
    return {
        "the other hands": tuple(hand for other, hand in enumerate(state.hands)
                                 if other != seat),
        "the draw pile": state.pile,
        "the cards passed between two others": tuple(
            entry.card for entry in state.record
            if entry.card is not None and seat not in (entry.asker, entry.giver)),
        "the other slips": () if state.phase == OVER else tuple(
            slip.wreck for slip in state.slips if slip.seat != seat),
        "what the others wrote": () if state.phase == OVER else tuple(
            draft for other, draft in enumerate(state.drafts) if other != seat),
    }


def card_counts(state: State) -> list[int]:
    """The scenario's clue cards: in hands, in the draw pile and face up."""
    return [sum(map(len, state.hands)) + len(state.pile) + len(state.face_up)]

