"""Issue 27, Review my game, for every registered game: ``table.review(seat)`` lists the
seat's moves where the reviewing bot's evaluation fell most, each with the better move
and its reason; it reads only the seat's own views; the replay marks them.

Each game's seeded table seats ``random`` at the seat reviewed and the game's reviewer
(``Game.reviewer``) everywhere else.
"""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from naval_widgets import SetupError, TableError
from naval_widgets.core import Explaining, games, make_bot, table_class
from naval_widgets.core.i18n import using
from naval_widgets.core.review import checked, findings, weighings, worded

from ..conformance.twins import same_board, twin_maker

GAMES = sorted(games().values(), key=lambda game: game.name)
each_game = pytest.mark.parametrize("game", GAMES, ids=lambda game: game.name)
SEED = 3

#: Each game's seeded table, by name: played once for the tests of this module.
_PLAYED: dict[str, object] = {}


def against_reviewer(game):
    """Seeded game ``SEED`` of ``game`` at its usual seat count, seat 0 played by ``random``
    and every other seat by the reviewer, to the end."""
    if game.name not in _PLAYED:
        cls = table_class(game)
        bots = {seat: game.reviewer for seat in range(game.default_players)}
        table = cls(seed=SEED, bots={**bots, 0: "random"})
        table.run_bots()
        _PLAYED[game.name] = table
    return _PLAYED[game.name]


@each_game
def test_each_game_declares_a_reviewer_that_values_moves(game):
    """Issue 27, Review my game: the game names the bot that reviews, one of its bots, which
    explains and gives each legal action a value (``Explaining.values``)."""
    assert game.reviewer in game.bots
    bot = make_bot(game, game.reviewer)
    assert isinstance(bot, Explaining)
    assert type(bot).values is not Explaining.values


@each_game
def test_random_play_against_the_reviewer_shows_mistakes_it_values_lower(game):
    """Issue 27, Review my game: a seat playing at random makes mistakes; each is a move of
    that seat, its better move is legal there and the reviewer's choice, valued the most and
    higher than the move played by the fall said; the largest falls come first; the words
    name both moves as the page does and give the reviewer's reason."""
    table = against_reviewer(game)
    mistakes = table.review(0)
    found = findings(game, table.seed, table.history, table.actions, 0)
    assert 1 <= len(mistakes) <= 3 and [m.ply for m in mistakes] == [f.ply for f in found[:3]]
    weighed = {w.ply: w for w in weighings(game, table.seed, table.history, table.actions, 0)}
    assert set(weighed) == {ply for ply in range(1, len(table.actions) + 1)
                            if game.to_move(table.history[ply - 1]) == 0}
    for finding in found:
        weighing = weighed[finding.ply]
        assert finding.played == table.actions[finding.ply - 1] == weighing.played
        assert finding.better in weighing.legal and finding.better != finding.played
        best = max(weighing.weighed.values)
        assert weighing.value(finding.better) == best > weighing.value(finding.played)
        assert finding.fall == pytest.approx(best - weighing.value(finding.played))
    assert [f.fall for f in found] == sorted((f.fall for f in found), reverse=True)
    for mistake, finding in zip(mistakes, found, strict=False):
        before = table.history[mistake.ply - 1]
        assert mistake.played == game.describe(before, finding.played)
        assert mistake.better == game.describe(before, finding.better)
        assert mistake.reason == str(finding.reason.for_reader(True, False))
        assert str(mistake).startswith(f"Move {mistake.ply}: you played “{mistake.played}”")
        assert mistake.better in str(mistake) and mistake.reason in str(mistake)


@each_game
def test_the_review_of_a_seat_reads_only_its_views(game):
    """Issue 27, Review my game: "the review of seat s reads only seat s's views". Every
    position of the game with what the seat reviewed may not know dealt anew (the other
    hands, the draw pile: the conformance suite's twins) gives the same review, in
    words too; the twins do change those secrets somewhere."""
    table = against_reviewer(game)
    twin_of, check = twin_maker(game, random.Random(5)), same_board(game)
    for seat in range(table.players):
        twins = [twin_of(state, seat) for state in table.history]
        for state, twin in zip(table.history, twins, strict=True):
            check(state, twin, seat, False)
        assert any(game.secrets(twin, seat) != game.secrets(state, seat)
                   for state, twin in zip(table.history, twins, strict=True))
        found = findings(game, table.seed, table.history, table.actions, seat)
        assert findings(game, table.seed, twins, table.actions, seat) == found, seat
        assert worded(game, twins, found) == worded(game, table.history, found), seat


@each_game
def test_a_game_the_reviewer_played_has_no_mistake(game):
    """Issue 27, Review my game: the reviewer's own moves are its best by its values (with
    the random numbers of a bot at that seat), so a game it played has no mistake."""
    cls = table_class(game)
    table = cls(seed=SEED, players=game.min_players,
                bots={seat: game.reviewer for seat in range(game.min_players)})
    table.run_bots()
    assert table.outcome is not None
    assert all(table.review(seat) == [] for seat in range(table.players))


@each_game
def test_a_review_is_the_same_after_a_save_and_for_an_unfinished_game(game):
    """Issue 27, Review my game: a loaded save gives the same review (it is reproducible);
    an unfinished game is reviewed up to its last move."""
    table = against_reviewer(game)
    assert type(table).from_json(table.to_json()).review(0) == table.review(0)
    middle = table.cut(len(table.actions) // 2)
    last = len(middle.actions)
    whole = table.review(0, most=10_000)
    assert middle.review(0, most=10_000) == [m for m in whole if m.ply <= last]


@pytest.mark.parametrize(("seat", "most", "error"), [
    (None, 3, TableError), (-1, 3, SetupError), (2, 3, SetupError), ("0", 3, SetupError),
    (True, 3, SetupError), (0, 0, TableError), (0, -1, TableError), (0, True, TableError),
    (0, 1.5, TableError), (0, "3", TableError), (0, None, TableError)])
def test_a_bad_review_request_is_refused_with_a_sentence(seat, most, error):
    """Issue 27, Review my game: a spectator (who plays no move), a seat the game has not and
    a number of mistakes that is not a whole number from 1 are refused, in a sentence."""
    table = against_reviewer(games()["battleship"])
    save = table.to_json()
    with pytest.raises(error) as refused:
        table.review(seat, most)
    assert str(refused.value) and len(str(refused.value)) < 200
    assert table.to_json() == save


def test_a_refusal_and_a_review_speak_the_tables_language():
    """Issue 27, Review my game: the sentences are the catalogs', in the table's language."""
    table = type(against_reviewer(games()["battleship"])).from_json(
        against_reviewer(games()["battleship"]).to_json(), language="fr")
    with pytest.raises(TableError, match="spectateur"):
        table.review(None)
    assert str(table.review(0)[0]).startswith("Coup ")


def test_a_game_no_bot_reviews_is_refused():
    """Issue 27, Review my game: a game that declares no reviewer refuses a review."""
    game = replace(games()["nautilus"], reviewer="")
    with pytest.raises(TableError, match="No bot reviews games of Nautilus"):
        checked(game, game.initial_state(0), 0, 3)


# -- the replay's marks ----------------------------------------------------------------------
@each_game
def test_a_reviewed_replay_marks_each_mistake_at_its_move(game):
    """Issue 27, Review my game: "the replay marks these moves": ``table.replay(seat,
    review=True)`` fills the timeline's marks, by move, with each mistake's sentence, shown
    (``mark``, and in the static picture) at the position the move was made from, the
    seat to move there; the page's goto reaches it."""
    table = against_reviewer(game)
    mistakes = table.review(0)
    replay = table.replay(seat=0, review=True)
    assert replay.timeline["marks"] == {str(m.ply): str(m) for m in mistakes}
    assert replay.mistakes() == mistakes
    for mistake in mistakes:
        replay.handle_message({"type": "goto", "payload": {"ply": mistake.ply - 1},
                               "ply": replay.ply})
        assert replay.ply == mistake.ply - 1 and replay.mark == str(mistake)
        assert replay.table.to_move == 0
        picture = replay.picture_html()
        assert picture is None or mistake.played.replace("'", "&#x27;") in picture
        replay.next()
        assert replay.mark != str(mistake)
    replay.last()
    assert replay.mark == ""


def test_a_replay_review_speaks_the_boards_language_and_may_list_fewer():
    """Issue 27, Review my game: the marks are in the board's language, again after
    ``set_language``; ``review(most=1)`` marks one move; a spectator's replay has none."""
    table = against_reviewer(games()["nautilus"])
    replay = table.replay(seat=0, language="it")
    assert replay.review(most=1) and len(replay.timeline["marks"]) == 1
    assert next(iter(replay.timeline["marks"].values())).startswith("Mossa ")
    replay.set_language("ja")
    with using("ja"):
        assert replay.timeline["marks"] == {str(m.ply): str(m) for m in table.review(0, 1)}
    with pytest.raises(TableError):
        table.replay(seat=None).review()
    with pytest.raises(ValueError, match="'review' is True or False"):
        table.replay(seat=0, review="yes")
