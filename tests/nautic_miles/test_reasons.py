"""The admiral's reasons (issue "bots that explain"): each kind's claim holds on the
positions where it was given, the public sentence names nothing a reader may not know,
and reasons survive a save."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from naval_widgets.core import bot_rng
from naval_widgets.core.i18n import using
from naval_widgets.nautic_miles import GAME, Table
from naval_widgets.nautic_miles.actions import Discard, PlaceConvoy, PlayCard, PlayPair
from naval_widgets.nautic_miles.bots import AdmiralBot
from naval_widgets.nautic_miles.cards import ARRIVAL, MILES, NAMES, STRENGTH
from naval_widgets.nautic_miles.reasons import card_of, rivals, target_score
from naval_widgets.nautic_miles.seating import side_of
from naval_widgets.nautic_miles.sight import Sight

from ..conformance.twins import same_reasons

rule = pytest.mark.rule

#: Seeded one-round games: both rules, teams, and the admiral beside random bots.
GAMES = [dict(variant=variant, players=players, teams=teams, seed=seed)
         for variant in ("en", "ja") for players, teams in ((2, False), (4, True), (5, False))
         for seed in range(3)]


def explained_moves():
    """Every admiral move of the seeded games: (state, seat, legal, choice, next state)."""
    moves = []
    for settings in GAMES:
        seed, players = settings["seed"], settings["players"]
        setup = GAME.setup(settings["variant"], players=players, teams=settings["teams"],
                           length="round")
        admirals = {seat for seat in range(players) if seat % 2 == 0 or seed % 2}
        bot, rngs = AdmiralBot(), {seat: bot_rng(GAME, seed, seat) for seat in range(players)}
        state = GAME.deal(seed, setup)
        while GAME.outcome(state) is None:
            seat, legal = GAME.to_move(state), GAME.legal_actions(state)
            if seat in admirals:
                choice = bot.choose(GAME.view(state, seat), legal, rngs[seat])
            else:
                choice = None
            action = choice.action if choice else legal[rngs[seat].randrange(len(legal))]
            after = GAME.apply(state, action)
            if choice:
                moves.append((state, seat, legal, choice, after))
            state = after
    return moves


@pytest.fixture(scope="module")
def moves():
    return explained_moves()


@pytest.fixture(scope="module")
def by_kind(moves):
    found = defaultdict(list)
    for move in moves:
        found[move[3].reason.kind].append(move)
    return found


# -- what each kind claims, checked on the states ------------------------------------------
def convoy_at(state, action):
    return state.sides[action.line - 1].line[action.slot - 1]


def later(state, after, action):
    """The convoy ``action`` went beside once the move is played, or ``None`` if it left
    its line (arrived, destroyed, or its mine or battle resolved as the next turn began)."""
    if lost(state, after, action):
        return None
    return convoy_at(after, action)


def mine_side(state, seat):
    return state.sides[side_of(state, seat)]


def lost(state, after, action):
    """Whether the convoy ``action`` went beside left its line (arrived or destroyed)."""
    return len(after.sides[action.line - 1].line) < len(state.sides[action.line - 1].line)


def check_own(kind, state, seat, action, after):
    """The claims of a card on the admiral's own side's convoy (what the card leaves
    beside it is checked unless the convoy left its line as the next turn began)."""
    convoy, then = convoy_at(state, action), later(state, after, action)
    home = bool(mine_side(state, seat).port)
    if kind in ("first-home", "brings-home"):
        assert convoy.distance + MILES[action.card] >= ARRIVAL and home == (kind == "brings-home")
        assert len(mine_side(after, seat).port) == len(mine_side(state, seat).port) + 1
        return
    if kind in ("sails-for-port", "sails-on"):
        assert convoy.distance + MILES[action.card] < ARRIVAL and home == (kind == "sails-on")
        assert then is None or then.distance == convoy.distance + MILES[action.card]
    elif kind in ("answers-attack", "ties-battle", "resumes-battle"):
        assert convoy.battle.leader == ("tie" if kind == "resumes-battle" else "attack")
        leader = "tie" if kind == "ties-battle" else "defence"
        # The battle is over if the answer held a full turn already (every other seat out
        # of cards): the convoy sailed on.
        assert then is None or then.battle is None or then.battle.leader == leader
    elif kind == "sweeps-mine":
        assert convoy.mine is not None and (then is None or then.mine is None)
    elif kind == "hits-aircraft":
        assert convoy.aircraft is not None and (then is None or then.aircraft is None)
    elif kind in ("ends-alert", "ends-tied-battle"):
        assert convoy.alert is not None and (then is None or then.alert is None)
        assert (convoy.battle is not None) == (kind == "ends-tied-battle")
    elif kind == "neutral-flag":
        assert not convoy.neutral and (then is None or then.neutral)
    elif kind == "storm-escapes-aircraft":
        assert state.variant == "ja" and convoy.aircraft is not None
        assert then is None or (then.storm and then.aircraft is None)
    elif kind == "storm-shelters":
        assert not convoy.storm and (then is None or then.storm)
    elif kind == "calms-sea":
        assert convoy.storm and (then is None or not then.storm)
    else:
        assert kind == "plays-card", kind


def check_attack(kind, state, seat, action, after):
    """The claims of a card against another side's convoy."""
    convoy, then = convoy_at(state, action), later(state, after, action)
    if kind == "second-aircraft":
        assert convoy.aircraft == seat and then is None
        assert len(mine_side(after, seat).captures) == len(mine_side(state, seat).captures) + 1
    elif kind in ("attacks", "raises", "ties-battle"):
        assert convoy.alert is not None
        answering = convoy.battle is not None and convoy.battle.leader == "defence"
        assert answering == (kind != "attacks")
        leader = "tie" if kind == "ties-battle" else "attack"
        assert then is None or then.battle.leader == leader
    elif kind in ("first-aircraft", "lone-aircraft"):
        assert convoy.aircraft is None and (kind == "lone-aircraft") == (state.variant == "ja")
        assert then is None or then.aircraft == seat
    elif kind == "lays-mine":
        assert convoy.mine is None and (then is None or then.mine == seat)
    elif kind == "puts-alert":
        assert convoy.alert is None and (then is None or then.alert == seat)
    elif kind == "detects":
        assert not convoy.radar and (then is None or then.radar)
    elif kind == "slows":
        assert not convoy.storm and (then is None or then.storm)
    else:
        assert kind == "plays-card", kind


def check_reach(state, seat, legal, choice):
    """The target sentence: no other convoy in reach, or how this one scored as a target
    of the card against the others (the admiral's figures from what is face up)."""
    number = legal.index(choice.action)
    sight = Sight(GAME.view(state, seat))
    public = str(choice.reason.public)
    others = rivals(number, legal, sight)
    card = card_of(choice.action)
    convoys = [sight.sides[legal[i].line - 1]["convoys"][legal[i].slot - 1] for i in others]
    mine = target_score(card, sight.sides[choice.action.line - 1]["convoys"]
                        [choice.action.slot - 1])
    if not others:
        assert "No other convoy was within its reach." in public
    elif all(mine > target_score(card, convoy) for convoy in convoys):
        assert f"Of the {len(others) + 1} convoys within its reach, it is the best" in public
    else:
        assert mine == max(target_score(card, convoy) for convoy in convoys)
        assert f"Of the {len(others) + 1} convoys within its reach, none is a better" in public


@rule("nautic_miles/turn")
def test_each_kind_of_reason_says_what_the_move_does(by_kind):
    """Issue "bots that explain": a reason is true. Each kind's claim, checked on the
    states before and after every move it was given for."""
    for kind, found in by_kind.items():
        for state, seat, legal, choice, after in found:
            action = choice.action
            if type(action) is PlaceConvoy:
                sailing = len(mine_side(state, seat).line)
                expected = ("first-convoy" if sailing == 0 else "hides-convoy"
                            if 1 < action.at <= sailing else "adds-convoy")
                assert kind == expected
            elif type(action) is Discard:
                assert kind == "discards"
                assert after.discard.count(action.card) > state.discard.count(action.card)
                sight = Sight(GAME.view(state, seat))
                scores = {play: sight.score(play) for play in legal}
                assert scores[action] == max(scores.values())  # no play scored higher
                assert all(scores[action] >= scores[Discard(card)]  # none needed less
                           for card in state.hands[seat])
            elif action.line - 1 == side_of(state, seat):
                check_own(kind, state, seat, action, after)
            else:
                check_attack(kind, state, seat, action, after)
                if kind != "plays-card":
                    check_reach(state, seat, legal, choice)
    assert {"first-convoy", "sails-for-port", "first-home", "attacks", "puts-alert",
            "discards", "answers-attack", "lays-mine", "detects"} <= set(by_kind)


def test_the_secret_sentence_adds_what_the_admiral_alone_knows(moves):
    """Issue: what depends on the bot's hidden cards is held back until the game ends.
    The fuller sentence adds the face-down convoy the move is about, the warship kept home
    when the admiral had one and could have attacked with it, and the next best move as
    the admiral scored it."""
    kept = 0
    for state, seat, legal, choice, _after in moves:
        action, secret = choice.action, str(choice.reason.secret)
        assert secret.startswith(str(choice.reason.public))
        if type(action) is PlaceConvoy:
            assert f"The convoy I placed is: {NAMES[action.card]}." in secret
        elif type(action) in (PlayCard, PlayPair) and action.line - 1 == side_of(state, seat):
            convoy = convoy_at(state, action)
            if not convoy.radar:
                assert f"that convoy is: {NAMES[convoy.card]}." in secret
        hand = state.hands[seat]
        warships = [card for card in hand if card in STRENGTH]
        could = any(type(play) is PlayCard and play.card in STRENGTH
                    and play.line - 1 != side_of(state, seat) for play in legal)
        keeps = (len(warships) == 1 and could and not mine_side(state, seat).port
                 and not (type(action) is PlayCard and action.card in STRENGTH))
        assert ("my only warship" in secret) == keeps
        kept += keeps
        sight = Sight(GAME.view(state, seat))
        scores = [sight.score(play) for play in legal]
        best = scores[legal.index(action)]
        others = sorted(score for play, score in zip(legal, scores, strict=True)
                        if play != action)
        if not others:
            assert secret.endswith("It was my only legal move.")
        elif others[-1] == best:
            assert secret.endswith("was as good; I chose between them at random.")
        else:
            assert others[-1] < best and "My next best move was “" in secret
    assert kept


@rule("nautic_miles/convoy")
def test_a_public_reason_never_names_the_admirals_face_down_convoys(moves):
    """Issue: a reason is never a secret. The convoy placed, or the admiral's face-down
    convoy a card goes beside, is named in the secret sentence only."""
    checked = 0
    for state, seat, _legal, choice, _after in moves:
        action, public = choice.action, str(choice.reason.public)
        if type(action) is PlaceConvoy:
            hidden = action.card
        elif type(action) in (PlayCard, PlayPair) and action.line - 1 == side_of(state, seat) \
                and not convoy_at(state, action).radar:
            hidden = convoy_at(state, action).card
        else:
            continue
        assert str(NAMES[hidden]) not in public
        checked += 1
    assert checked


@rule("nautic_miles/convoy")
@pytest.mark.parametrize(("players", "teams", "variant"), [(3, False, "en"), (4, True, "ja")])
def test_public_reasons_are_the_same_whatever_the_reader_cannot_see(players, teams, variant):
    """Issue: the hidden-information twin check covers reasons. For each reader, what it
    cannot see (the admiral's hand, the other hands, face-down convoys) dealt anew: when
    the admiral plays the same move, it gives the same public sentence."""
    table = Table(seed=4, variant=variant, players=players, teams=teams, length="round",
                  bots={seat: "admiral" for seat in range(players)})
    table.run_bots()
    rng = random.Random(1)
    assert table.reasons
    assert same_reasons(GAME, table, lambda state, reader: GAME.resample(state, reader, rng))


def test_reasons_survive_a_save_in_every_language():
    """Issue "bots that explain": saves keep reasons; the loaded table reads each one, in
    every language, as the saved one did."""
    table = Table(seed=2, players=4, teams=True, length="round",
                  bots={0: "admiral", 1: "random", 2: "admiral", 3: "admiral"})
    table.run_bots(limit=60)
    loaded = Table.from_json(table.to_json())
    assert loaded.reasons == table.reasons and table.reasons
    for language in ("en", "fr", "it", "ja"):
        with using(language):
            assert [loaded.reason(ply, 1) for ply in loaded.reasons] == \
                [table.reason(ply, 1) for ply in table.reasons]
    assert loaded.log_for(0) == table.log_for(0)
