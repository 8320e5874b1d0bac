"""The Nautilus board's static picture (``picture_html``), shown where no live board runs:
the seat's view only, in the board's language, the same text for the same position."""

from __future__ import annotations

import random

import pytest

from naval_widgets.core.i18n import using
from naval_widgets.nautilus import GAME, Table
from naval_widgets.nautilus.picture import picture
from naval_widgets.nautilus.state import MOVE, Scored

from .positions import board, position

rule = pytest.mark.rule


def drawn(state, seat=0, status="Your turn."):
    with using("en"):
        return picture(GAME.view(state, seat), status)


def played(seed=3, plies=14):
    table = Table(seed=seed)
    rng = random.Random(seed)
    while len(table.actions) < plies:
        table.play(rng.choice(table.legal()), respond=False)
    return table


@rule("nautilus/hidden")
def test_the_picture_keeps_the_opponents_hand_secret():
    table = played()
    state, board_ = table.state, table.widget(seat=0, pace=0)
    html = board_.picture_html()
    assert html == board_.picture_html() and "<script" not in html
    assert "Player 1 (you)" in html and "The submarine" in html and "Your divers" in html
    # The same position with the secrets dealt anew gives the same picture.
    twins = [GAME.resample(state, 0, random.Random(seed)) for seed in range(6)]
    assert any(twin.hands[1] != state.hands[1] for twin in twins)
    assert {drawn(twin) for twin in twins} == {drawn(state)}
    bundle, _meta = board_._repr_mimebundle_()
    assert bundle["text/html"] == html


@rule("nautilus/place")
def test_the_picture_shows_both_sides_places_and_the_hand():
    state = position(sides=board((5, None, 3, None, None), (None, 12, None, None, 15)),
                     specials=("eye", None))
    html = drawn(state)
    theirs, mine = html.split("The submarine")[0], html.split("Player 1 (you)")[1]
    assert html.index("Player 2") < html.index("The submarine") < html.index("Player 1 (you)")
    assert ">12<" in theirs and "the Kraken" in theirs and "the Kraken" not in mine
    assert mine.count("empty") >= 3 and ">5<" in mine and ">3<" in mine
    assert "Your divers (5)" in html and "1, 2, 3, 4, 5" in html
    assert "Your special card:</strong> the Eye" in html
    assert "Player 2 holds 5 divers" in html


@rule("nautilus/forced-move")
@rule("nautilus/anchor")
def test_the_picture_marks_the_anchored_card_and_the_one_to_move():
    state = position(phase=MOVE, sides=board((5, 7, 3, None, None)), mover=(0, 1),
                     anchor=(0, 2), hands=((1, 2, 4), (10, 11, 12, 13, 14)))
    html = drawn(state)
    assert html.count("must move") == 1 and html.count("anchored") == 1
    assert html.index(">7<") < html.index("must move") < html.index(">3<")


@rule("nautilus/show-score")
def test_the_tallies_and_won_marks_or_the_sentence_hiding_them():
    won = ((0, 1, 2, 3), ())  # four stars of Science: the domain is won
    shown = drawn(position(won=won))
    assert "Domains" in shown and "✓ won by Player 1" in shown
    hidden = drawn(position(won=won, show_score=False))
    assert "won by" not in hidden and "The running tallies are hidden" in hidden


@rule("nautilus/eye")
@rule("nautilus/capture")
def test_the_eyes_view_and_the_last_round_card_by_card():
    last = (Scored(0, (3, 12), 1), Scored(29, (14, 1), 1))
    html = drawn(position(seen=((10, 11, 12, 13, 14), ()), last=last))
    assert "Divers of Player 2 you have seen: 10, 11, 12, 13, 14" in html
    assert "The last round, card by card" in html
    assert "War, ink blot: 14 against 1, taken by Player 2" in html


@rule("nautilus/hidden")
def test_behind_the_hot_seat_curtain_the_picture_shows_no_hand():
    table = Table(seed=3)
    hot = table.widget(hotseat=True, pace=0)
    while not hot.curtain:
        hot.play(table.legal()[0])
    html = hot.picture_html()
    assert "Your divers" not in html and "Your special card" not in html
    assert html.count("Player 1") >= 1 and "The submarine" in html


@rule("nautilus/place")
def test_the_picture_speaks_the_boards_language():
    table = played()
    html = table.widget(seat=0, pace=0, language="fr").picture_html()
    assert "Le sous-marin" in html and "(vous)" in html, html[:400]


@rule("nautilus/eye")
def test_the_picture_says_what_the_opponent_saw_of_the_hand():
    html = drawn(position(seen=((), (1, 2, 3, 4, 5))))
    assert "Player 2 has seen your divers: 1, 2, 3, 4, 5" in html
    assert "has seen your divers" not in drawn(position())
