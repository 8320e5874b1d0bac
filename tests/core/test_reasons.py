"""Bots that explain (the issue "bots that explain"): the core's side, checked through
Signal flags (``tests/toy``) and a bot that plays the lookout's move with a public and a
secret sentence. A reason is kept by move number, read as each seat may, taken back
by ``undo``, cleared by ``new_game``, kept by saves, and shown on the board."""

from __future__ import annotations

import json
from functools import cache

import pytest
from hypothesis import given
from hypothesis import strategies as st

from naval_widgets import SaveError, TableError
from naval_widgets.core import Choice, Explaining, Reason
from naval_widgets.core.catalog import Text
from naval_widgets.core.reasons import REASON_INDENT, text_from_json, text_to_json

from ..conformance.strategies import json_values
from ..conformance.test_fuzz import paths, tampered
from ..tiers import fuzzed
from ..toy import Table
from ..toy.bots import LookoutBot

#: Two sentences of the core's catalog: "Player 1" (public) and "Player 2" (secret).
PUBLIC = Text("core", "Player {number}", params=(("number", 1),))
SECRET = Text("core", "Player {number}", params=(("number", 2),))


class Explainer(LookoutBot, Explaining):
    """The lookout's move, with a public and a secret sentence."""

    def choose(self, view, legal, rng):
        return Choice(LookoutBot.act(self, view, legal, rng), Reason(PUBLIC, SECRET, "test"))

    act = Explaining.act


def table_with(seats=(0,), seed=1, explain=True):
    """A table of four whose ``seats`` are lookouts, explaining ones if ``explain``."""
    table = Table(seed=seed, bots=dict.fromkeys(seats, "lookout"))
    if explain:
        for seat in seats:
            table.bots[seat] = Explainer()
    return table


def bot_move(table) -> int:
    """North, a bot, plays the first move (it waits for ``run_bots``): its number."""
    table.run_bots()
    assert len(table.actions) == 1
    return 1


def test_a_reason_is_kept_at_its_move_and_read_as_each_seat_may():
    """Issue: ``table.reason(ply, seat)``; the fuller sentence for the bot's own seat only
    while the game runs; ``None`` for a person's move."""
    table = table_with()
    ply = bot_move(table)
    owner = table.game.to_move(table.history[ply - 1])
    assert owner == 0 and table.outcome is None
    assert table.reason(ply, 0) == "Player 2"
    assert [table.reason(ply, seat) for seat in (1, 2, 3, None)] == ["Player 1"] * 4
    assert table.reason(ply) == "Player 1"
    assert table.reason(ply, 1, named=True) == "North (lookout): Player 1"
    table.play(table.legal()[0])  # East, a person, answers
    people = [number for number in range(1, len(table.actions) + 1) if number != ply]
    assert people and all(table.reason(number, 0) is None for number in people)


def test_once_the_game_is_over_every_seat_reads_the_fuller_sentence():
    """Issue: what depends on the bot's hidden cards is held back until the game ends."""
    table = table_with(seats=(0, 1, 2, 3))
    table.run_bots()
    assert table.outcome is not None and len(table.reasons) == len(table.actions)
    assert {table.reason(ply, seat) for ply in table.reasons for seat in (None, 0, 1, 2, 3)} \
        == {"Player 2"}


def test_the_log_gives_each_reason_its_own_line_after_its_move():
    """Issue: the reason is shown in the log, as the seat reading the log may read it."""
    table = table_with()
    bot_move(table)
    quiet = table_with(explain=False)
    bot_move(quiet)
    for seat, sentence in ((0, "Player 2"), (1, "Player 1"), (None, "Player 1")):
        lines, plain = table.log_for(seat), quiet.log_for(seat)
        added = [line for line in lines if line.startswith(REASON_INDENT)]
        assert added == [f"{REASON_INDENT}North (lookout): {sentence}"]
        at = lines.index(added[0])
        assert lines[:at] + lines[at + 1:] == plain
        assert not any(line.startswith(REASON_INDENT) for line in plain)


def test_undo_drops_the_reasons_of_the_moves_taken_back_and_new_game_clears_them():
    table = table_with()
    ply = bot_move(table)
    while len(table.actions) >= ply:
        table.undo()
    assert table.reasons == {}
    with pytest.raises(TableError):
        table.reason(ply)
    ply = bot_move(table)
    assert table.reasons and table.reason(ply, 0) == "Player 2"
    table.new_game()
    assert table.reasons == {} and table.actions == ()


def test_a_bot_that_does_not_explain_gives_no_reason():
    table = table_with(explain=False)
    table.run_bots()
    choice = table.bot_choice() if table.bot_to_move() else None
    table.play(table.legal()[0])
    assert table.reasons == {} and all(table.reason(ply) is None
                                       for ply in range(1, len(table.actions) + 1))
    assert choice is None or choice.reason is None


def test_a_choice_made_earlier_keeps_its_reason_and_a_bare_action_none():
    """``step_bot(choice)``: a board lets the bot think in a worker thread, then plays."""
    table = table_with()
    table.run_bots()
    table.play(table.legal()[0], respond=False)
    while not table.bot_to_move():
        table.play(table.legal()[0], respond=False)
    choice = table.bot_choice()
    assert isinstance(choice, Choice) and choice.reason == Reason(PUBLIC, SECRET, "test")
    assert table.step_bot(choice) == choice.action
    assert table.reasons[len(table.actions)] == choice.reason
    table.undo()
    while not table.bot_to_move():
        table.play(table.legal()[0], respond=False)
    table.step_bot(table.bot_choice().action)
    assert len(table.actions) not in table.reasons


@pytest.mark.parametrize("ply", [0, -1, 99, "1", 1.0, True, None])
def test_a_move_that_is_not_there_is_refused_with_a_sentence(ply):
    table = table_with()
    bot_move(table)
    with pytest.raises(TableError, match="no move"):
        table.reason(ply)
    with pytest.raises(ValueError, match="Seat"):
        table.reason(1, seat=9)


def test_the_board_shows_the_last_moves_reason_as_its_seat_may_read_it():
    """Issue: the reason is shown next to the move on the board (the ``reason`` trait)."""
    table = table_with()
    boards = {seat: table.widget(seat=seat, pace=0) for seat in (0, 1)}  # North moves
    boards[0].sync()
    assert len(table.actions) == 1
    assert boards[0].reason == "North (lookout): Player 2"
    assert boards[1].reason == "North (lookout): Player 1"
    table.play(table.legal()[0], respond=False)
    boards[1].sync()
    assert boards[1].reason == ""


# -- saves -------------------------------------------------------------------------
def test_saves_keep_reasons_and_a_save_without_any_is_unchanged():
    """Issue: saves keep reasons; a save without reasons stays as it was, byte for byte."""
    table, quiet = table_with(), table_with(explain=False)
    bot_move(table)
    bot_move(quiet)
    saved = json.loads(table.to_json())
    assert set(saved["reasons"]) == {str(ply) for ply in table.reasons}
    loaded = Table.from_json(table.to_json())
    assert loaded.reasons == table.reasons
    assert loaded.log_for(1) == table.log_for(1) and loaded.reason(min(table.reasons), 0) \
        == "Player 2"
    assert loaded.to_json() == table.to_json()
    del saved["reasons"]
    assert json.dumps(saved) == quiet.to_json()
    assert "reasons" not in quiet.to_json()


def test_sentences_go_to_json_and_back_with_their_plurals_and_nested_sentences():
    nested = Text("core", "{message} (rule {rule})",
                  params=(("message", PUBLIC), ("rule", "x/y")))
    counted = Text("core", "There is no move number {number}; there is {count}.",
                   "There is no move number {number}; there are {count}.", 3,
                   (("count", 3), ("number", 4)))
    for text in (PUBLIC, nested, counted):
        assert text_from_json(json.loads(json.dumps(text_to_json(text)))) == text


def bad_reasons(ply: int) -> dict[str, object]:
    """Reason data a save may be tampered with, each wrong in one way."""
    good = {"public": text_to_json(PUBLIC), "secret": text_to_json(SECRET), "kind": "test"}
    sentence = text_to_json(PUBLIC)
    key = str(ply)
    deep = sentence
    for _depth in range(8):
        deep = {"domain": "core", "msgid": "{message} (rule {rule})",
                "params": {"message": deep, "rule": "x"}}
    return {
        "not an object": [good],
        "move 0": {"0": good},
        "a move not played": {"999": good},
        "not a number": {"one": good},
        "a person's move": {str(ply + 1): good},
        "reason not an object": {key: "because"},
        "no public sentence": {key: {"kind": "test"}},
        "an unknown field": {key: {**good, "why": 1}},
        "kind not a text": {key: {**good, "kind": 3}},
        "sentence not an object": {key: {**good, "public": "Player 1"}},
        "unknown catalog": {key: {**good, "public": {**sentence, "domain": "chess"}}},
        "msgid not in the catalog": {key: {**good, "public": {**sentence, "msgid": "Hi {x}"}}},
        "params not an object": {key: {**good, "public": {**sentence, "params": [1]}}},
        "param a list": {key: {**good, "public": {**sentence, "params": {"number": [1]}}}},
        "param too long": {key: {**good, "public": {**sentence,
                                                    "params": {"number": "x" * 3000}}}},
        "param missing": {key: {**good, "public": {**sentence, "params": {}}}},
        "count without plural": {key: {**good, "public": {**sentence, "count": 2}}},
        "plural with a count not whole": {key: {**good, "public": {
            **sentence, "plural": "Players", "count": True}}},
        "nested too deeply": {key: {**good, "secret": deep}},
        "bad secret": {key: {**good, "secret": 5}},
    }


@pytest.mark.parametrize("case", list(bad_reasons(1)))
def test_bad_reason_data_in_a_save_is_refused_with_a_sentence(case):
    table = table_with()
    ply = bot_move(table)
    table.play(table.legal()[0])
    assert table.reasons == {ply: Reason(PUBLIC, SECRET, "test")}
    saved = json.loads(table.to_json())
    saved["reasons"] = bad_reasons(ply)[case]
    with pytest.raises(SaveError) as refused:
        Table.from_json(json.dumps(saved))
    assert str(refused.value) and "Traceback" not in str(refused.value)


@cache
def explained_save() -> dict:
    """A save whose reasons hold plain, plural and nested sentences (made once: each
    test copies it)."""
    table = table_with(seats=(0, 1, 2, 3))
    table.run_bots()
    saved = json.loads(table.to_json())
    nested = Text("core", "{reason} {more}", params=(("reason", PUBLIC), ("more", Text(
        "core", "There is no move number {number}; there is {count}.",
        "There is no move number {number}; there are {count}.", 2,
        (("count", 2), ("number", 3))))))
    saved["reasons"]["1"]["secret"] = text_to_json(nested)
    return saved


@fuzzed(300)
@given(data=st.data())
def test_a_save_with_any_reason_data_tampered_loads_exactly_or_is_refused(data):
    """Issue: saves keep reasons; bad reason data is refused. Any value inside a save's
    reasons replaced by any JSON, or removed: ``SaveError``, or a table whose reasons
    read in every language and whose own save replays it exactly."""
    good = explained_save()
    inside = [("reasons", *path) for path in paths(good["reasons"])]
    path = data.draw(st.sampled_from(inside), label="path")
    changed = tampered(good, path, data.draw(json_values, label="value"),
                       data.draw(st.booleans(), label="delete"))
    try:
        loaded = Table.from_json(json.dumps(changed))
    except SaveError as err:
        assert str(err) and "Traceback" not in str(err)
        return
    for language in ("en", "fr", "it", "ja"):
        assert all(isinstance(reason.public.render(language), str)
                   for reason in loaded.reasons.values())
    assert Table.from_json(loaded.to_json()).to_json() == loaded.to_json()
