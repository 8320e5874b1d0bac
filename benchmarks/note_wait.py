"""How long a note (a grid mark) waits for the kernel while logician bots play, measured
in the kernel's own terms: an asyncio loop runs the table board of a table for four, and
marks arrive at random moments (a measurement, not a test).

Each mark is due at a random time; its wait is from then until its handler has run (the
loop busy with a bot's thinking delays it). Player 1 plays a random legal move when its
turn comes; a new game follows a finished one.

    python benchmarks/note_wait.py [--seconds 60] [--pace 0.1] [--seed 1]

The pace is short so that the bots think often; their thinking is the same at any pace.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from naval_widgets.fleet1715 import TableGame  # noqa: E402
from tests.traits import send  # noqa: E402


def ms(values: list[float]) -> str:
    ordered = sorted(values)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    return (f"n={len(ordered)} median {statistics.median(ordered):.1f} ms  p95 {p95:.1f}  "
            f"max {ordered[-1]:.1f}")


async def measure(seconds: float, pace: float, seed: int) -> list[float]:
    table = TableGame(seed=seed, scenario="A", players=4,
                      bots={1: "logician", 2: "logician", 3: "logician"})
    board = table.widget(seat=0, pace=pace)
    loop, rng, waits = asyncio.get_running_loop(), random.Random(seed), []

    def note(due: float) -> None:
        send(board, "mark", cell=rng.randrange(40), value=rng.choice(("no", "blank")))
        waits.append((time.perf_counter() - due) * 1000)

    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        delay = rng.uniform(0.0, 0.05)
        loop.call_later(delay, note, time.perf_counter() + delay)
        await asyncio.sleep(delay + 0.001)
        if not board.busy and table.outcome is not None:
            send(board, "new_game")
        elif not board.busy and table.to_move == 0 and board.legal:
            send(board, "act", index=rng.randrange(len(board.legal)))
    return waits


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=60.0)
    parser.add_argument("--pace", type=float, default=0.1)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    waits = asyncio.run(measure(args.seconds, args.pace, args.seed))
    print(f"a mark's wait, logician bots at pace {args.pace} s, {args.seconds:g} s: {ms(waits)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
