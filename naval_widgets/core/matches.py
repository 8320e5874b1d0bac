"""Seeded bot games: planned before any is played, played here or shared out among
worker processes, and tallied in game order, so the figures are the same whatever the
number of processes.

``play_games`` is a plain function of picklable values: any executor can run it (a
process pool here; a cluster's, such as Dask's ``client.map``, for a larger study).
"""

from __future__ import annotations

import math
import signal
from collections.abc import Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from tqdm import tqdm

from . import registry
from .bots import check_bot_name, make_bot, play_match
from .errors import SetupError
from .game import Game, Setup
from .words import brief

#: The most games one ``simulate`` call plays.
MAX_GAMES = 1_000_000
#: The most worker processes one ``simulate`` call starts.
MAX_WORKERS = 256
#: The most games a worker plays for one hand-out: few enough that the progress bar moves,
#: no worker is left with a long tail and an interrupt waits for little, enough that
#: handing out costs little beside the games.
MAX_BATCH = 20


@dataclass(frozen=True)
class SeededGame:
    """One game to play: the game by name (a worker process finds it in the registry),
    its table, the bots entered (by name) and the entry seated at each seat, its seed."""

    game: str
    setup: Setup
    entrants: tuple[str, ...]
    seating: tuple[int, ...]
    seed: int

    @property
    def bots(self) -> tuple[str, ...]:
        """The name of the bot at each seat."""
        return tuple(self.entrants[entry] for entry in self.seating)


@dataclass(frozen=True)
class GameResult:
    """What one game came to: its winning seats (none: a draw), whether it ended within
    ``play_match``'s action limit, and the actions it took."""

    winners: tuple[int, ...]
    finished: bool
    actions: int


def plan_games(game: Game, bot_names: Sequence[str], games: int, seed: int,
               setup: Setup) -> list[SeededGame]:
    """``games`` games between the bots, one per seat: game ``number`` is dealt from
    ``seed + number`` and seats entry ``(seat + number) % seats`` at each seat, so the
    seats rotate and no bot always starts."""
    seats = len(bot_names)
    entrants = tuple(bot_names)
    rotations = [tuple((seat + turn) % seats for seat in range(seats)) for turn in range(seats)]
    return [SeededGame(game.name, setup, entrants, rotations[number % seats], seed + number)
            for number in range(games)]


def play_game(planned: SeededGame, game: Game | None = None) -> GameResult:
    """Play one planned game to its end, here: ``game``, or the registered game of its
    name (in a worker process, which is handed names only)."""
    game = registry.get(planned.game) if game is None else game
    bots = [make_bot(game, name) for name in planned.bots]
    result = play_match(game, bots, seed=planned.seed, setup=planned.setup)
    outcome = result.outcome
    return GameResult(outcome.winners if outcome else (), outcome is not None, result.actions)


def play_games(planned: Sequence[SeededGame]) -> list[GameResult]:
    """Play these seeded games here, one after another: the results in their order."""
    return [play_game(one) for one in planned]


def batches(planned: Sequence[SeededGame], workers: int) -> list[Sequence[SeededGame]]:
    """``planned`` cut into consecutive runs, eight a worker or more (at most ``MAX_BATCH``
    games each), so that a worker done early takes another."""
    size = max(1, min(MAX_BATCH, math.ceil(len(planned) / (workers * 8))))
    return [planned[start:start + size] for start in range(0, len(planned), size)]


def play_shared(planned: Sequence[SeededGame], workers: int, game: Game | None = None
                ) -> Iterator[GameResult]:
    """The results of ``planned`` in plan order: played here if ``workers`` is 1 (by
    ``game`` when given), else by up to ``workers`` processes, each given a batch at a
    time."""
    if workers == 1:
        yield from (play_game(one, game) for one in planned)
        return
    runs = batches(planned, workers)
    pool = ProcessPoolExecutor(max_workers=min(workers, len(runs)), initializer=_stop_on_interrupt)
    try:
        # Not ``pool.map``: it cancels the batches left when stopped early, and a pool
        # broken meanwhile (its workers ended by Ctrl-C) then fails on them in a thread of
        # its own, with a traceback.
        for batch in [pool.submit(play_games, run) for run in runs]:
            yield from batch.result()
    except BaseException:
        # Stopped early (an error, an interrupt, the reader gone): the workers stop now,
        # not after the batches handed out, and those not begun are dropped.
        _stop_workers(pool)
        raise
    finally:
        pool.shutdown(wait=True)


def _stop_workers(pool: ProcessPoolExecutor) -> None:
    """End the pool's worker processes at once."""
    terminate = getattr(pool, "terminate_workers", None)  # Python 3.14 and later
    if terminate is not None:
        terminate()
        return
    for process in list((getattr(pool, "_processes", None) or {}).values()):
        process.terminate()


def _stop_on_interrupt() -> None:
    """In a worker: end at once on an interrupt (Ctrl-C reaches every process of the
    command), rather than report it back and play on through the games already queued."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def entry_labels(bot_names: Sequence[str]) -> list[str]:
    """A label for each bot entered: its name, numbered when the name comes again.

    >>> entry_labels(["random", "greedy", "random"])
    ['random 1', 'greedy', 'random 2']
    """
    labels, seen = [], {}
    for name in bot_names:
        seen[name] = seen.get(name, 0) + 1
        labels.append(f"{name} {seen[name]}" if bot_names.count(name) > 1 else name)
    return labels


def tally(game: Game, setup: Setup, bot_names: Sequence[str], seed: int,
          played: Iterable[tuple[SeededGame, GameResult]],
          interrupted: bool = False) -> dict[str, Any]:
    """The figures of ``simulate`` from each planned game and its result: each bot
    entered is credited apart (two of the same name too), by the seat it sat in; a
    team's win counts for each of its seats' bots. ``interrupted``: whether the games
    were stopped before all were played."""
    labels = entry_labels(bot_names)
    seats = setup.players
    sat = [[0] * seats for _ in labels]
    won = [[0] * seats for _ in labels]
    games = draws = unfinished = total_actions = 0
    for planned, result in played:
        games += 1
        total_actions += result.actions
        for seat, entry in enumerate(planned.seating):
            sat[entry][seat] += 1
        if not result.finished:
            unfinished += 1
        elif not result.winners:
            draws += 1
        for seat in result.winners:
            won[planned.seating[seat]][seat] += 1
    return {
        "game": game.name,
        "setup": setup.to_json(),
        "variant": setup.variant,
        "games": games,
        "seed": seed,
        "bots": list(bot_names),
        "entries": [{"label": label, "bot": name, "wins": sum(won[entry]),
                     "win_rate": sum(won[entry]) / games,
                     "by_seat": [{"seat": seat, "games": sat[entry][seat],
                                  "wins": won[entry][seat]} for seat in range(seats)]}
                    for entry, (label, name) in enumerate(zip(labels, bot_names, strict=True))],
        "win_rate": {label: sum(won[entry]) / games for entry, label in enumerate(labels)},
        "draws": draws,
        "unfinished": unfinished,
        "mean_actions": total_actions / games,
        "interrupted": interrupted,
    }


def simulate(game: Game, bot_names: Sequence[str], games: int, seed: int,
             setup: Setup | None = None, progress: bool = True,
             workers: int = 1, stop_on_interrupt: bool = False) -> dict[str, Any]:
    """Seeded games between bots, one per seat, the seats rotating each game (see
    ``plan_games``), tallied by ``tally``. ``workers``: processes playing them (1: here,
    no pool); the figures are the same for any number. ``stop_on_interrupt``: Ctrl-C
    stops the games, and the figures are those of the games finished before it, in plan
    order (``interrupted`` is then true); without a finished game, it stops as ever."""
    setup = setup or game.setup(players=len(bot_names))
    if len(bot_names) != setup.players:
        raise SetupError(f"{game.title} set for {setup.players} players needs "
                         f"{setup.players} bots, one per seat; got {len(bot_names)}.")
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise SetupError(f"The number of games is a whole number from 1 to {MAX_GAMES:,}; "
                         f"got {brief(games)}.")
    if type(workers) is not int or not 1 <= workers <= MAX_WORKERS:
        raise SetupError(f"The number of worker processes is a whole number from 1 to "
                         f"{MAX_WORKERS}; got {brief(workers)}.")
    bot_names = [check_bot_name(game, name) for name in bot_names]
    if workers > 1 and registry.games().get(game.name) is not game:
        raise SetupError(f"{game.title} is not the registered game called {game.name!r}: "
                         "worker processes find a game by its name, so play it with workers=1.")
    planned = plan_games(game, bot_names, games, seed, setup)
    results = tqdm(play_shared(planned, workers, game), total=games, desc=game.title,
                   unit="game", disable=not progress, leave=False)
    played: list[tuple[SeededGame, GameResult]] = []
    try:
        played.extend(zip(planned, results, strict=True))
    except KeyboardInterrupt:
        if not stop_on_interrupt or not played:
            raise
    finally:
        results.close()
    return tally(game, setup, bot_names, seed, played, interrupted=len(played) < games)
