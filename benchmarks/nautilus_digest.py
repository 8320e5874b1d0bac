"""One hash of what the Nautilus engine says over seeded games, to show a change for
speed changed nothing else.

    python benchmarks/nautilus_digest.py [--games N]

Over ``N`` seeded games (random play, and the greedy bot in the second seat of two
games in three; the score shown in odd games): every legal list, every seat's view
(spectator included) and status line, a state built back from each view
(``state_from_view`` with a fixed generator), the problem of a third of the action
space every seventh action, every state reached by ``apply`` and by ``step`` (field by
field, by name), every event in every seat's words, and each outcome. Run it before and
after a change: the two hashes must be equal.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets.nautilus import GAME, rules  # noqa: E402
from naval_widgets.nautilus.bots import GreedyBot  # noqa: E402
from naval_widgets.nautilus.state import State  # noqa: E402
from naval_widgets.nautilus.view import state_from_view  # noqa: E402

#: The state's fields hashed, by name: a field added later does not change the hash.
FIELDS = ("seed", "show_score", "round", "first", "phase", "to_move", "table", "domain_pile",
          "hands", "diver_pile", "specials", "special_pile", "spent", "offer", "drawn",
          "taken", "played", "sides", "anchor", "mover", "won", "seen", "seen_special",
          "pile_seen", "last", "winner")


def fields(state: State) -> bytes:
    return repr([(name, getattr(state, name)) for name in FIELDS]).encode()


def digest(games: int) -> str:
    found = hashlib.blake2b()
    for number in range(games):
        setup = GAME.setup("standard", show_score=bool(number % 2))
        rng, view_rng = random.Random(number), random.Random(1000 + number)
        greedy = GreedyBot() if number % 3 else None
        state = GAME.deal(number, setup)
        actions = 0
        while GAME.outcome(state) is None:
            legal = GAME.legal_actions(state)
            found.update(repr(legal).encode())
            for seat in (None, 0, 1):
                view = GAME.view(state, seat)
                found.update(json.dumps(view, sort_keys=True, default=str).encode())
                found.update(GAME.status(state, seat).encode())
                found.update(fields(state_from_view(view, view_rng)))
            if actions % 7 == 0:
                for action in rules.ACTION_SPACE[actions % 3::3]:
                    problem = rules.problem(state, action)
                    found.update(repr(problem and (problem[0], str(problem[1]))).encode())
            if greedy is not None and state.to_move == 1:
                action = greedy.act(GAME.view(state, 1), legal, rng)
            else:
                action = legal[rng.randrange(len(legal))]
            applied = GAME.apply(state, action)
            state, events = GAME.step(state, action)
            if fields(applied) != fields(state):
                raise AssertionError(f"apply and step differ in game {number}")
            found.update(fields(state))
            for event in events:
                found.update("|".join(event.for_seat(seat) for seat in (0, 1, None)).encode())
            actions += 1
        found.update(repr(GAME.outcome(state).to_json()).encode())
    return found.hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    print(digest(parser.parse_args().games))


if __name__ == "__main__":
    main()
