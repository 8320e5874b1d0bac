"""The Nautic Miles board in Chromium, from real engine states: the sides' lines, the
hand, choosing a card and its target, placing a convoy between two, a battle's countdown."""

from __future__ import annotations

import pytest
from playwright.sync_api import expect

from naval_widgets import nautic_miles

from ..traits import traits_of
from .nautic_states import found, played, to_move_sees

pytestmark = pytest.mark.browser
rule = pytest.mark.rule


def board_of(table, seat=None):
    return table.widget(seat=table.to_move if seat is None else seat, pace=0)


def mount(nautic, table, seat=None):
    w = board_of(table, seat)
    nautic.mount(traits_of(w))
    expect(nautic.root).to_have_attribute("data-ply", str(w.ply))
    return w


def entries(w):
    return [dict(entry) for entry in w.legal]


def key_of(entry):
    if entry.get("at") is not None:
        return f"at-{entry['at']}"
    return f"L{entry['line']}-{entry['slot']}"


def keys_for(w, card):
    pair = card == "submarine"
    return sorted({key_of(e) for e in entries(w) if e.get("option") != "discard"
                   and (e["card"] == card or (pair and e["card"] == "submarines"))})


@rule("nautic_miles/convoy-line")
@rule("nautic_miles/teams")
@pytest.mark.parametrize(("players", "teams"), [(2, False), (4, True), (6, False)])
def test_every_side_its_line_and_the_seats_hand(nautic, players, teams):
    table = played(players, teams, plies=12 * players)
    w = mount(nautic, table)
    page, view = nautic.page, w.view
    sides = page.locator(".nm-side")
    expect(sides).to_have_count(len(view["sides"]))
    for number, side in enumerate(view["sides"]):
        convoys = sides.nth(number).locator(".nm-convoy")
        expect(convoys).to_have_count(len(side["convoys"]))
        for slot, convoy in enumerate(side["convoys"]):
            button = convoys.nth(slot)
            expect(button).to_have_attribute("data-face", convoy["face"])
            if convoy["face"] == "down":
                assert button.get_attribute("data-card") is None
            expect(button.locator(".nm-miles")).to_contain_text(f"{convoy['distance']:,}")
        expect(sides.nth(number).locator("h3")).to_contain_text(side["name"])
    mine = page.locator('.nm-side[data-mine="true"]')
    expect(mine).to_have_count(1)
    expect(mine.locator("h3")).to_contain_text("(your team)" if teams else "(you)")
    expect(page.locator(".nw-hand .nw-card")).to_have_count(len(view["hand"]))
    expect(page.locator(".nm-player")).to_have_count(players)
    expect(page.locator(".nw-pile-draw .nw-pile-count")).to_have_text(str(view["draw"]))
    expect(page.locator(".nw-pile-discard .nw-pile-count")).to_have_text(str(view["discard"]))
    expect(page.locator(".nm-scores thead th")).to_have_count(len(view["sides"]) + 1)
    expect(page.locator(".nm-scores tbody tr")).to_have_count(len(view.get("rounds") or []) + 1)
    if teams:
        expect(page.locator(".nm-team").first).to_contain_text("Players 1 and 3")


@rule("nautic_miles/convoy")
def test_partners_see_each_others_convoys_face_up(nautic):
    table = found(lambda t: len(t.state.sides[0].line) >= 1, players=4, teams=True)
    mount(nautic, table, seat=2)  # Player 3 plays for side 1 with Player 1
    own = nautic.page.locator('.nm-side[data-line="1"] .nm-convoy')
    expect(own.first).to_have_attribute("data-face", "up")


@rule("nautic_miles/miles")
def test_choosing_a_card_lights_its_legal_targets_and_a_click_sends_its_index(nautic):
    table = found(lambda t: any(e.get("line") and e["card"].startswith("m")
                                for e in map(dict, board_of(t).legal)), players=4)
    w = mount(nautic, table)
    card = next(e["card"] for e in entries(w) if e.get("line") and e["card"].startswith("m"))
    nautic.card(card).click()
    assert nautic.targets() == keys_for(w, card)
    target = keys_for(w, card)[0]
    nautic.cell(target).click()
    index = next(i for i, e in enumerate(entries(w))
                 if e["card"] == card and e.get("line") and key_of(e) == target)
    assert nautic.sent()[-1] == {"type": "act", "payload": {"index": index}, "ply": w.ply}
    w.handle_message(nautic.sent()[-1])
    assert w.error == ""


@rule("nautic_miles/discard")
def test_a_chosen_card_can_be_discarded(nautic):
    w = mount(nautic, played(2, plies=6))
    card = w.view["hand"][0]
    nautic.card(card).click()
    index = next(i for i, e in enumerate(entries(w)) if e == {**e, "card": card,
                                                              "option": "discard"})
    nautic.page.locator(f'.nw-options [data-index="{index}"]').click()
    assert nautic.sent()[-1]["payload"] == {"index": index}


@rule("nautic_miles/convoy-line")
def test_a_new_convoy_is_placed_between_two(nautic):
    def between(t):
        own = t.state.sides[t.to_move].line
        return len(own) >= 2 and any(e.get("at") == 2 for e in map(dict, board_of(t).legal))

    table = found(between, players=2)
    w = mount(nautic, table)
    entry = next(e for e in entries(w) if e.get("at") == 2)
    nautic.card(entry["card"]).click()
    line = nautic.page.locator(f'.nm-side[data-line="{table.to_move + 1}"] .nm-line')
    order = line.locator("[data-cell]").evaluate_all("els => els.map(e => e.dataset.cell)")
    own = len(table.state.sides[table.to_move].line)
    line_no = table.to_move + 1
    assert order == [item for slot in range(1, own + 1)
                     for item in (f"at-{slot}", f"L{line_no}-{slot}")] + [f"at-{own + 1}"]
    assert nautic.targets() == keys_for(w, entry["card"])
    nautic.cell("at-2").click()
    index = entries(w).index(entry)
    assert nautic.sent()[-1]["payload"] == {"index": index}
    w.handle_message(nautic.sent()[-1])
    assert w.error == "" and table.state.sides[line_no - 1].line[1].card == entry["card"]


@rule("nautic_miles/one-full-turn")
@rule("nautic_miles/battle")
def test_a_battle_shows_who_must_answer_and_its_countdown(nautic):
    table = found(lambda t: to_move_sees(t, lambda c: c["battle"] and c["battle"]["countdown"]))
    w = mount(nautic, table)
    convoy = next(c for side in w.view["sides"] for c in side["convoys"]
                  if c["battle"] and c["battle"]["countdown"])
    count = convoy["battle"]["countdown"]
    battle = nautic.page.locator(f'.nm-battle[data-countdown="{count}"]').first
    turns = "turn" if count == 1 else "turns"
    expect(battle).to_contain_text(f"in {count} {turns}")
    expect(battle).to_contain_text("must answer" if convoy["battle"]["leader"] != "tie"
                                   else "tie")


@rule("nautic_miles/mine")
def test_a_mine_shows_its_countdown(nautic):
    table = found(lambda t: to_move_sees(t, lambda c: c["mine"]), players=3)
    w = mount(nautic, table)
    mine = next(c["mine"] for side in w.view["sides"] for c in side["convoys"] if c["mine"])
    expect(nautic.page.locator(f'[data-chip="mine"][data-countdown="{mine["countdown"]}"]')
           .first).to_contain_text("Mine by ")


@rule("nautic_miles/action")
def test_keyboard_tab_enter_and_escape(nautic):
    table = found(lambda t: any(e.get("line") for e in map(dict, board_of(t).legal)))
    w = mount(nautic, table)
    entry = next(e for e in entries(w) if e.get("line"))
    page = nautic.page
    position = w.view["hand"].index(entry["card"] if entry["card"] != "submarines"
                                    else "submarine")
    page.locator(f'[data-key="card:{position}"]').focus()
    page.keyboard.press("Enter")
    assert nautic.focused().startswith("cell:") and nautic.targets()
    page.keyboard.press("Escape")
    assert nautic.focused() == f"card:{position}" and nautic.targets() == []
    page.keyboard.press("Enter")
    first = nautic.focused()
    page.keyboard.press("Enter")
    sent = nautic.sent()[-1]["payload"]["index"]
    assert key_of(entries(w)[sent]) == first.removeprefix("cell:")


@rule("nautic_miles/battle")
def test_an_illegal_attempt_shows_the_rules_sentence(nautic):
    table = played(2, plies=4)
    w = board_of(table)
    w.handle_message({"type": "act", "payload": {"index": 999}, "ply": w.ply})
    assert w.error
    nautic.mount(traits_of(w))
    expect(nautic.page.locator(".nw-error")).to_have_text(w.error)


@rule("nautic_miles/turn")
def test_hot_seat_curtain_hides_the_board_until_the_next_player_looks(nautic):
    table = nautic_miles.Table(seed=2, players=3)
    w = table.widget(hotseat=True, pace=0)
    w.handle_message({"type": "act", "payload": {"index": 0}, "ply": w.ply})
    assert w.curtain
    nautic.mount(traits_of(w))
    page = nautic.page
    expect(page.locator(".nw-curtain-button")).to_have_text(w.curtain)
    expect(page.locator(".nm-side")).to_have_count(0)
    expect(page.locator(".nw-hand")).to_have_count(0)
    page.locator(".nw-curtain-button").click()
    w.handle_message(nautic.sent()[-1])
    nautic.set_many(traits_of(w))
    expect(page.locator(".nm-side")).to_have_count(3)
    expect(page.locator(".nw-hand .nw-card")).to_have_count(len(w.view["hand"]))
