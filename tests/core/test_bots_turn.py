"""A seat given to a bot is the bot's: a person's move there is refused with a sentence,
and the bot moves when asked (``run_bots``) or after a person's move; in every game."""

from __future__ import annotations

import pytest

from naval_widgets.battleship import Table as Battleship
from naval_widgets.core import TableError, games, table_class

every_game = pytest.mark.parametrize("game", list(games().values()), ids=lambda game: game.name)


def bot_first(game, language=None):
    """A table of ``game`` whose first mover is a random bot; any other seats are people."""
    first = table_class(game)(seed=3).to_move
    return table_class(game)(seed=3, bots={first: "random"}, language=language)


@every_game
def test_a_persons_move_on_a_bots_seat_is_refused_and_changes_nothing(game):
    table = bot_first(game)
    assert table.bot_to_move() and table.actions == ()
    before = table.state
    for move in (table.legal()[0], table.legal()[-1].notation()):
        with pytest.raises(TableError, match=r"run_bots\(\)") as refused:
            table.play(move)
        assert table.game.bot_label("random") in str(refused.value)
        assert table.state is before and table.actions == ()


@every_game
def test_the_bot_moves_when_asked_then_a_person_plays(game):
    table = bot_first(game)
    assert table.run_bots() >= 1
    assert table.outcome is not None or not table.bot_to_move()
    if table.outcome is None:
        table.play(table.legal()[0])  # a person's seat: accepted, and the bots answer
        assert table.outcome is not None or not table.bot_to_move()


@every_game
def test_a_position_set_by_hand_may_play_a_bots_seat(game):
    """``respond=False`` sets a position move by move, the bots' moves too (the lessons'
    replays): the bot is not asked to answer."""
    table = bot_first(game)
    move = table.legal()[0]
    table.play(move, respond=False)
    assert table.actions == (move,)


def test_the_refusal_speaks_the_tables_language():
    table = Battleship(seed=7, bots={0: "greedy"}, language="fr")
    assert table.to_move == 0
    with pytest.raises(TableError) as refused:
        table.play(table.legal()[0])
    assert str(refused.value).startswith("Joueur 1 est joué par le robot")
    english = Battleship(seed=7, bots={0: "greedy"})
    with pytest.raises(TableError, match="Player 1 is played by the bot “greedy”"):
        english.play(english.legal()[0])
