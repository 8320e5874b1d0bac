"""The guesser's and the logician's reasons (issue "bots that explain"): each kind's claim
holds on the positions where it was given, checked against the rules, a fresh solver and
what the bot weighed; the public sentence holds nothing a reader may not know; reasons
survive a save."""

from __future__ import annotations

import random

import pytest

from naval_widgets.core import bot_rng
from naval_widgets.core.i18n import using
from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.actions import Ask, Give, HandIn, Pass, Take, Write
from naval_widgets.fleet1715.table.bots import GuesserBot, LogicianBot
from naval_widgets.fleet1715.table.knowledge import Knowledge, known_cards
from naval_widgets.fleet1715.table.rules import MATCHES
from naval_widgets.fleet1715.table.turns import words_of
from naval_widgets.fleet1715.world.data import CATEGORY_WORDS

from ..conformance.twins import same_reasons

GAME = TableGame.game
rule = pytest.mark.rule
LETTERS = "ABCDEFGHIJKLMNOP"


def explained_moves(seed: int, players: int):
    """A seeded game of logicians and guessers: each move as (view, legal, bot, decision,
    choice), the decision made again from the same random state as the choice."""
    bots = {seat: (LogicianBot() if (seat + seed) % 2 == 0 else GuesserBot())
            for seat in range(players)}
    rngs = {seat: bot_rng(GAME, seed, seat) for seat in range(players)}
    state = GAME.deal(seed, GAME.setup(LETTERS[seed], players=players))
    moves = []
    while GAME.outcome(state) is None:
        seat, legal = GAME.to_move(state), GAME.legal_actions(state)
        view, bot = GAME.view(state, seat), bots[seat]
        again = random.Random()
        again.setstate(rngs[seat].getstate())
        choice = bot.choose(view, legal, rngs[seat])
        decision = bot.decide(view, legal, again)
        assert decision.action == choice.action
        moves.append((view, legal, bot, decision, choice))
        state = GAME.apply(state, choice.action)
    return moves


@pytest.fixture(scope="module")
def moves():
    return [move for seed in range(8) for move in explained_moves(seed, 2 + seed % 4)]


def parts(text):
    """The sentences of a reason read in a row (``core.sentences.in_a_row``)."""
    return [value for _name, value in text.params] if "{first}" in text.msgid else [text]


def check_request(view, action, decision, reason):
    """A weighed request: the figures are the logician's, and the card it names would
    tell what the sentence says, by a fresh solver."""
    worths = decision.weighing.worths
    best = max(worths.values())
    assert worths[action.subject] == best
    mission, known = view["missions"][view["seat"]], known_cards(view)
    fresh = Knowledge()
    if reason.kind == "narrows-mission":
        figures, named = parts(reason.secret)[1:]
        said = dict(figures.params)
        assert said["deals"] == LogicianBot.samples
        assert said["removed"] == format(best[0], ".2f") and best[0] > 0
        assert said["doubt"] == format(fresh.doubt(mission, known), ".2f")
        card = dict(named.params)
        number, line = card["number"], CATEGORY_WORDS.index(card["line"])
        assert number not in known and number in MATCHES[action.subject]
        assert decision.weighing.chances[number] > 0
        before = fresh.lines(mission, known)
        after = fresh.lines(mission, tuple(sorted((*known, number))))
        if "before" in card:
            assert (card["before"], card["after"]) == (len(before[line]), len(after[line]))
            assert 1 < card["after"] < card["before"]
        else:
            assert len(before[line]) > 1 and len(after[line]) == 1
    elif reason.kind == "seeks-new-card":
        assert max(removed for removed, _new in worths.values()) == 0 and best[1] > 0
        assert dict(parts(reason.secret)[1].params)["chance"] == round(100 * best[1])
    else:
        assert reason.kind == "asks-at-random" and best == (0, 0)


def check_slip(view, bot, decision, reason):
    """A line or the hand-in: settled by the cards seen (a fresh solver finds one wreck)
    or guessed (it finds several, and the guesser's patience has run out)."""
    mission, known = view["missions"][view["seat"]], known_cards(view)
    wreck = Knowledge().wreck(mission, known)
    if reason.kind.endswith("settled"):
        assert wreck == decision.wreck
    else:
        assert reason.kind.endswith("guess") and type(bot) is GuesserBot
        assert wreck is None and view["round"] >= bot.patience
        assert decision.wreck == Knowledge().guess(mission, known)
    if type(decision.action) is Write:
        assert decision.action.value in decision.wreck and reason.kind.startswith("writes")
    guessing = type(bot) is GuesserBot and view["round"] >= bot.patience
    assert ("whether my cards settle" in str(reason.public)) == guessing


@rule("fleet1715_table/knowledge")
def test_each_kind_of_reason_says_what_the_bot_weighed(moves):
    """Issue: a reason is true. Each kind's claim, on every move it was given for."""
    kinds = set()
    for view, legal, bot, decision, choice in moves:
        action, reason = choice.action, choice.reason
        kinds.add(reason.kind)
        kind = type(action)
        if kind is Take:
            assert reason.kind == "takes-mission"
            assert dict(reason.public.params) == {"mission": words_of(action.mission)}
        elif kind is Give:
            assert reason.kind == "hands-over" and reason.public.params == ()
            assert dict(reason.secret.params) == {"number": action.card, "count": len(legal)}
            assert all(type(other) is Give for other in legal)
        elif kind is Ask and type(bot) is GuesserBot:
            assert reason.kind == "random-request" and reason.secret is None
        elif kind is Pass and type(bot) is GuesserBot:
            assert reason.kind == "random-pass"
        elif kind is Pass:
            assert reason.kind == "nothing-to-learn"
            assert set(decision.weighing.worths.values()) == {(0, 0)}
        elif kind is Ask:
            check_request(view, action, decision, reason)
        else:
            assert kind in (Write, HandIn)
            check_slip(view, bot, decision, reason)
    assert {"takes-mission", "hands-over", "random-request", "narrows-mission",
            "seeks-new-card", "writes-settled", "writes-guess", "hands-in-settled",
            "hands-in-guess"} <= kinds


@rule("fleet1715_table/knowledge")
def test_a_public_reason_names_no_card_and_no_slip_line(moves):
    """Issue: a reason is never a secret. Which card was handed over, how many cards the
    bot knows and what it writes on its slip appear in the secret sentence only."""
    for _view, _legal, _bot, decision, choice in moves:
        public, secret = str(choice.reason.public), choice.reason.secret
        if type(choice.action) is Give:
            assert str(choice.action.card) not in public
        if type(choice.action) in (Write, HandIn):
            assert choice.reason.public.params in ((), (("round", GuesserBot.patience),))
            assert secret is not None
        if decision.weighing is not None and secret is not None:
            assert str(LogicianBot.samples) not in public


@rule("fleet1715_table/knowledge")
def test_public_reasons_are_the_same_whatever_the_reader_cannot_see():
    """Issue: the hidden-information twin check covers reasons. The first moves of a game
    of four: for each reader, the hands, the pile and the cards passed between others
    dealt anew; when the bot plays the same move, its public sentence is the same."""
    table = TableGame(seed=3, scenario="D", players=4,
                      bots={0: "logician", 1: "guesser", 2: "logician", 3: "guesser"})
    table.run_bots(limit=40)
    rng = random.Random(4)
    assert len(table.reasons) == 40
    assert same_reasons(GAME, table, lambda state, reader: GAME.resample(state, reader, rng))


@pytest.mark.slow
@rule("fleet1715_table/knowledge")
def test_public_reasons_hold_no_secret_over_whole_games():
    """Issue: the hidden-information twin check covers reasons, over two whole games,
    slips handed in and guessed."""
    for seed, players in ((5, 3), (6, 5)):
        table = TableGame(seed=seed, scenario=LETTERS[seed], players=players,
                          bots={seat: ("logician", "guesser")[seat % 2]
                                for seat in range(players)})
        table.run_bots()
        rng = random.Random(seed)
        assert same_reasons(GAME, table,
                            lambda state, reader, rng=rng: GAME.resample(state, reader, rng))


def test_reasons_survive_a_save_in_every_language():
    """Issue "bots that explain": saves keep reasons; a reader reads them as before (the
    secret sentence only for the bot's own seat until the slips are revealed)."""
    table = TableGame(seed=1, scenario="B", players=3,
                      bots={0: "logician", 1: "guesser", 2: "logician"})
    table.run_bots(limit=30)
    assert table.outcome is None
    loaded = TableGame.from_json(table.to_json())
    assert loaded.reasons == table.reasons and len(table.reasons) == 30
    for language in ("en", "fr", "it", "ja"):
        with using(language):
            for seat in (None, 0, 1):
                assert [loaded.reason(ply, seat) for ply in loaded.reasons] == \
                    [table.reason(ply, seat) for ply in table.reasons]
    mine = [ply for ply in table.reasons if table.reasons[ply].secret is not None
            and GAME.to_move(table.history[ply - 1]) == 0]
    assert mine and all(table.reason(ply, 0) != table.reason(ply, 1) for ply in mine)
