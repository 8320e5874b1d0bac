"""What one seat may see (the one gate for hidden information), and states built back
from a view.

Secrets: the other's divers (all but those the Eye or the Harpoon showed), the other's
special card (unless given by this seat or shown by the Eye), the divers nobody holds,
the special cards still to come and the order of the domain cards still to come.
``state_from_view`` deals exactly those anew, consistently with the view, and so is
both ``resample`` and the search bot's way of guessing.
"""

from __future__ import annotations

import random
from typing import Any

from ..core.chance import shuffle
from ..core.game import SEED_LIMIT
from .cards import ANCHOR, AS_DIVER, DIVERS, DOMAIN_CARDS, DOMAINS, SPECIALS, domain_of, stars_of
from .scoring import clinched, tallies
from .state import HARPOONING, KEEP, OVER, SCOOTING, Scored, State, other
from .turns import PLAYERS


def view(state: State, seat: int | None) -> dict[str, Any]:
    """JSON-ready data of all that ``seat`` may know (``None``: a spectator)."""
    phase = state.phase
    over = phase == OVER
    sides, hands, anchor, mover = state.sides, state.hands, state.anchor, state.mover
    specials, seen, pile_seen, won = state.specials, state.seen, state.pile_seen, state.won
    tallied = clinch = None
    if state.show_score or over:
        counts = tallies(won)
        tallied, clinch = [list(counts[0]), list(counts[1])], list(clinched(won))
    hand = special = offer = drawn = known_pile = taken = None
    opponent_hand = opponent_special = known_to_opponent = None
    if seat is not None:
        mark = other(seat)
        hand, special, known_pile, taken = list(hands[seat]), specials[seat], \
            list(pile_seen[seat]), state.taken
        opponent_hand, known_to_opponent = list(seen[seat]), list(seen[mark])
        opponent_special = specials[mark] if state.seen_special[seat] else None
        if phase == KEEP and seat == state.first:
            offer = list(state.offer)
        if phase == SCOOTING and seat == state.to_move:
            drawn = list(state.drawn)
    return {
        "game": "nautilus",
        "seat": seat,
        "names": list(seat_names()),
        "show_score": state.show_score,
        "round": state.round,
        "starter": state.first,  # not "first": the shell reads that as undo's first move
        "phase": phase,
        "to_move": None if over else state.to_move,
        "winner": state.winner,
        "domains": [DOMAIN_VIEWS[card].copy() for card in state.table],
        "sides": [list(sides[0]), list(sides[1])],
        "anchor": None if anchor is None else list(anchor),
        "mover": None if mover is None else list(mover),
        "hand_sizes": [len(hands[0]), len(hands[1])],
        "has_special": [specials[0] is not None, specials[1] is not None],
        "knows": [len(seen[0]), len(seen[1])],
        "knows_special": list(state.seen_special),
        "knows_pile": [len(pile_seen[0]), len(pile_seen[1])],
        "scooter_draws": len(state.drawn),
        "taken": taken,
        "played": [[who, card] for who, card in state.played],
        "spent": list(state.spent),
        "diver_pile": len(state.diver_pile),
        "domain_pile": len(state.domain_pile),
        "special_pile": len(state.special_pile),
        "offered": len(state.offer),
        "won": [list(won[0]), list(won[1])],
        "last": [{**DOMAIN_VIEWS[scored.card], "divers": list(scored.divers),
                  "taker": scored.taker} for scored in state.last],
        "tallies": tallied, "clinched": clinch,
        "hand": hand, "special": special, "offer": offer, "drawn": drawn,
        "pile_seen": known_pile, "opponent_hand": opponent_hand,
        "opponent_special": opponent_special, "known_to_opponent": known_to_opponent,
    }


def seat_names() -> tuple[str, str]:
    """The seats' names in the language of the moment: "Player 1", "Player 2"."""
    return str(PLAYERS[0]), str(PLAYERS[1])


#: Each domain card as the view shows it (copied for each view: views are the caller's).
DOMAIN_VIEWS = {card: {"card": card, "domain": DOMAINS[domain_of(card)], "stars": stars_of(card)}
                for card in DOMAIN_CARDS}


def state_from_view(view: dict[str, Any], rng: random.Random) -> State:
    """A full state ``view``'s seat cannot tell from the true one: everything the view
    shows as it is, every secret dealt at random among the cards it could be."""
    seat = view["seat"]
    rows = view["sides"]
    sides = (tuple(rows[0]), tuple(rows[1]))
    hands: list[list[int]] = [[], []]
    seen: list[list[int]] = [[], []]
    pile_seen: list[list[int]] = [[], []]
    specials: list[str | None] = [None, None]
    seen_special = list(view["knows_special"])
    offer: list[str] = []
    drawn: list[int] = []
    if seat is not None:
        mark = other(seat)
        hands[seat] = list(view["hand"])
        hands[mark] = list(view["opponent_hand"])
        seen[seat] = list(view["opponent_hand"])
        seen[mark] = list(view["known_to_opponent"])
        pile_seen[seat] = list(view["pile_seen"])
        specials[seat] = view["special"]
        specials[mark] = view["opponent_special"]
        offer = list(view["offer"] or [])
        drawn = list(view["drawn"] or [])
    # The divers nobody can place for this seat, dealt into the places left.
    placed = {*sides[0], *sides[1]}
    known = {*placed, *hands[0], *hands[1], *pile_seen[0], *pile_seen[1], *drawn}
    unknown = [card for card in DIVERS if card not in known]
    shuffle(rng, unknown)
    for who in (0, 1):
        missing = view["hand_sizes"][who] - len(hands[who])
        hands[who] += [unknown.pop() for _card in range(missing)]
    if view["scooter_draws"] and not drawn:
        drawn = [unknown.pop() for _card in range(view["scooter_draws"])]
    pile = [*pile_seen[0], *pile_seen[1], *unknown]
    taken = view["taken"]
    if view["phase"] == HARPOONING and taken is None:  # a spectator: one of the harpooner's
        taken = rng.choice(hands[view["to_move"]])
    for who in (0, 1):
        if seat is None or who != seat:
            seen[who] = _some(rng, hands[other(who)], view["knows"][who], seen[who])
            pile_seen[who] = _some(rng, pile, view["knows_pile"][who], pile_seen[who])
    # The special cards: those not seen anywhere, into the places left.
    shown = {*view["spent"], *(card for _who, card in view["played"]), *offer, *specials}
    shown.update(name for name, value in AS_DIVER.items() if value in placed)
    if view["anchor"] is not None:
        shown.add(ANCHOR)
    hidden = [card for card in SPECIALS if card not in shown]
    shuffle(rng, hidden)
    for who in (0, 1):
        if view["has_special"][who] and specials[who] is None:
            specials[who] = hidden.pop()
    if view["offered"] and not offer:
        offer = [hidden.pop() for _card in range(view["offered"])]
    # The domain cards still to come, in an order of chance.
    table = tuple(card["card"] for card in view["domains"])
    gone = {*view["won"][0], *view["won"][1], *table}
    to_come = [card for card in DOMAIN_CARDS if card not in gone]
    shuffle(rng, to_come)
    return State(
        seed=rng.randrange(SEED_LIMIT), show_score=view["show_score"], round=view["round"],
        first=view["starter"], phase=view["phase"],
        to_move=view["starter"] if view["to_move"] is None else view["to_move"],
        table=table, domain_pile=tuple(to_come),
        hands=(tuple(sorted(hands[0])), tuple(sorted(hands[1]))),
        diver_pile=tuple(sorted(pile)), specials=(specials[0], specials[1]),
        special_pile=tuple(hidden), spent=tuple(view["spent"]), offer=tuple(offer),
        drawn=tuple(sorted(drawn)), taken=taken,
        played=tuple(map(tuple, view["played"])), sides=sides,
        anchor=None if view["anchor"] is None else tuple(view["anchor"]),
        mover=None if view["mover"] is None else tuple(view["mover"]),
        won=(tuple(view["won"][0]), tuple(view["won"][1])),
        seen=(tuple(sorted(seen[0])), tuple(sorted(seen[1]))),
        seen_special=(seen_special[0], seen_special[1]),
        pile_seen=(tuple(pile_seen[0]), tuple(pile_seen[1])),
        last=tuple(Scored(card=s["card"], divers=tuple(s["divers"]), taker=s["taker"])
                   for s in view["last"]),
        winner=view["winner"])


def _some(rng: random.Random, cards: list[int], count: int, known: list[int]) -> list[int]:
    """``known`` if this seat knows it, else ``count`` of ``cards`` at random."""
    if len(known) == count:
        return known
    return rng.sample(sorted(cards), count)


def resample(state: State, seat: int | None, rng: random.Random) -> State:
    """A state ``seat`` cannot tell apart from ``state``: its secrets dealt anew."""
    return state_from_view(view(state, seat), rng)


def secrets(state: State, seat: int | None) -> dict[str, Any]:
    """What ``seat`` may not know."""
    mark = None if seat is None else other(seat)
    hidden_hands = tuple(hand for who, hand in enumerate(state.hands) if who != seat)
    unseen_special = tuple(special for who, special in enumerate(state.specials)
                           if who != seat and not (who == mark and state.seen_special[seat]))
    return {
        "the other hands": hidden_hands,
        "the divers nobody holds": state.diver_pile,
        "the other's special card": unseen_special,
        "the special cards to come": state.special_pile,
        "the domain cards to come": state.domain_pile,
        "the chance to come": state.seed,
    }


def card_counts(state: State) -> list[int]:
    """Every card, wherever it is: [domain cards, divers, special cards]."""
    placed = state.sides[0] + state.sides[1]
    as_divers = sum(placed.count(value) for value in AS_DIVER.values())  # Kraken, Fishbone
    divers = (len(state.hands[0]) + len(state.hands[1]) + len(state.diver_pile)
              + len(state.drawn) + len(placed) - placed.count(None) - as_divers)
    specials = (len(state.special_pile) + len(state.spent) + len(state.offer)
                + len(state.played) + (state.specials[0] is not None)
                + (state.specials[1] is not None) + as_divers + (state.anchor is not None))
    domain = len(state.table) + len(state.domain_pile) + len(state.won[0]) + len(state.won[1])
    return [domain, divers, specials]
