"""What a bot's reasons cost: the greedy bots' ``choose`` (the move and its reason, what
a table asks) against their ``act`` (the move alone, what matches and ``simulate`` ask)
over every position of seeded greedy-against-greedy games, runs taken in turn so that
the machine's load weighs on both alike; and loading a save's reasons beside replaying
its moves.

    python benchmarks/bot_reasons.py [--games N] [--rounds R] [--json]
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # this checkout's package

from naval_widgets import battleship, nautilus  # noqa: E402
from naval_widgets.core import make_bot  # noqa: E402

PACKAGES = (battleship, nautilus)


def positions(package, games: int) -> list[tuple[dict, list]]:
    """The greedy bot's view and legal actions at each of its moves in ``games`` games."""
    game, found = package.GAME, []
    for seed in range(games):
        table = package.Table(seed=seed, bots={0: "greedy", 1: "greedy"})
        table.run_bots()
        for state in table.history[:-1]:
            seat = game.to_move(state)
            found.append((game.view(state, seat), game.legal_actions(state)))
    return found


def timed(call, found) -> float:
    """Seconds for ``call(view, legal, rng)`` at every position."""
    rng = random.Random(0)
    start = time.perf_counter()
    for view, legal in found:
        call(view, legal, rng)
    return time.perf_counter() - start


def load_times(package, games: int) -> tuple[float, float]:
    """Seconds to load the saves of ``games`` seeded games, with their reasons and
    without them."""
    saves, bare = [], []
    for seed in range(games):
        table = package.Table(seed=seed, bots={0: "greedy", 1: "greedy"})
        table.run_bots()
        saves.append(table.to_json())
        data = json.loads(saves[-1])
        data.pop("reasons")
        bare.append(json.dumps(data))
    times = []
    for texts in (saves, bare):
        start = time.perf_counter()
        for text in texts:
            package.Table.from_json(text)
        times.append(time.perf_counter() - start)
    return times[0], times[1]


def measure(games: int, rounds: int) -> dict:
    found = {}
    for package in PACKAGES:
        bot, moves = make_bot(package.GAME, "greedy"), positions(package, games)
        chose, acted, loaded, replayed = [], [], [], []
        for _round in range(rounds):
            chose.append(timed(bot.choose, moves))
            acted.append(timed(bot.act, moves))
            with_reasons, without = load_times(package, games)
            loaded.append(with_reasons)
            replayed.append(without)
        found[package.GAME.name] = {
            "games": games, "moves": len(moves), "rounds": rounds,
            "choose_us": 1e6 * min(chose) / len(moves), "act_us": 1e6 * min(acted) / len(moves),
            "load_with_reasons_ms": 1e3 * min(loaded) / games,
            "load_without_ms": 1e3 * min(replayed) / games,
        }
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    found = measure(args.games, args.rounds)
    if args.json:
        print(json.dumps(found, indent=2))
        return
    for name, row in found.items():
        print(f"{name}: {row['moves']} moves of {row['games']} games, best of {row['rounds']}: "
              f"choose {row['choose_us']:.1f} us a move, act {row['act_us']:.1f} us; a save "
              f"loads in {row['load_with_reasons_ms']:.1f} ms with its reasons, "
              f"{row['load_without_ms']:.1f} ms without")


if __name__ == "__main__":
    main()
