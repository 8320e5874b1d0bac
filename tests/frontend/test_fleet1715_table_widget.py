"""The Fleet 1715 table board in Chromium, fed by a real table's widget: the seats with
their card counts, the question builder listing only the legal subjects, a request sent
and the card arriving in the hand, the public record, a refusal's sentence, the slip
line by line and the reveal."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from naval_widgets.fleet1715 import TableGame
from naval_widgets.fleet1715.table.rules import MATCHES
from naval_widgets.fleet1715.world.data import CATEGORY_KEYS

from ..traits import send, traits_of
from .conftest import harnessed

pytestmark = pytest.mark.browser
rule = pytest.mark.rule


@pytest.fixture
def table_page(page):
    """The table game's board in the harness."""
    yield from harnessed(page, "fleet1715_table.js")


def board_after_mission(players=3, seed=1):
    """Seat 0 of a table with bots, its mission taken: its turn to ask."""
    table = TableGame(seed=seed, scenario="A", players=players,
                      bots={seat: "random" for seat in range(1, players)})
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=0)
    return table, board


def indices(board, kind, **fields):
    """The indices of the board's legal entries of type ``kind`` (with ``fields``)."""
    return [i for i, entry in enumerate(board.legal) if entry["type"] == kind
            and all(entry.get(name) == value for name, value in fields.items())]


def show(shown, board):
    """Mount the kernel board's traits on the page; the page."""
    shown.mount(traits_of(board))
    return shown.page


def forward(shown, board):
    """Hand the page's last message to the kernel's board, and its answer to the page."""
    board.handle_message(shown.sent()[-1])
    shown.set_many(traits_of(board))


@rule("fleet1715_table/ask")
def test_the_question_builder_lists_only_the_legal_subjects(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    expect(page.locator(".ft-seat")).to_have_count(3)
    expect(page.locator(".ft-seat[data-seat='1'] .ft-seat-cards")).to_have_text(
        f"{board.view['hand_sizes'][1]} cards")
    expect(page.locator(".ft-seat[data-mine='true']")).to_contain_text("Player 1 (you)")
    expect(page.locator(".ft-mission")).to_have_text("Your mission: San Miguel")
    expect(page.locator(".ft-hand .ft-card")).to_have_count(len(board.view["hand"]))
    offered = page.locator("select.ft-ask-subject option").evaluate_all(
        "els => els.map(e => Number(e.value))")
    legal = indices(board, "ask")
    assert offered == legal
    expect(page.locator("select.ft-ask-subject optgroup")).to_have_count(2)


@rule("fleet1715_table/answer")
def test_asking_sends_the_request_and_the_card_arrives_in_the_hand(table_page):
    table, board = board_after_mission()
    page = show(table_page, board)
    subject = next(key for key, fits in MATCHES.items() if fits & set(table.state.hands[1]))
    index = next(i for i, entry in enumerate(board.legal)
                 if entry["type"] == "ask" and entry["subject"] == subject)
    page.locator("select.ft-ask-subject").select_option(str(index))
    page.locator("[data-cmd='ask']").click()
    assert table_page.sent()[-1]["payload"] == {"index": index}
    forward(table_page, board)
    arrived = board.view["received"][0]
    expect(page.locator(f".ft-hand .ft-card[data-number='{arrived['number']}']")).to_contain_text(
        arrived["text"])
    expect(page.locator(".ft-received .ft-card")).to_contain_text("from Player 2")
    first = page.locator(".ft-record li").first
    expect(first).to_contain_text("Player 1 asked for")
    expect(first).to_contain_text(f"Player 2 handed over card {arrived['number']}")


@rule("fleet1715_table/knowledge")
def test_the_record_never_shows_a_card_passed_between_two_others(table_page):
    _table, board = board_after_mission(seed=3)
    # The first request; then the bots play their turns (Player 2 asks Player 3).
    send(board, "act", index=indices(board, "ask")[0])
    table_page.mount(traits_of(board))
    between = [entry for entry in board.view["record"]
               if entry["giver"] is not None and 0 not in (entry["asker"], entry["giver"])]
    assert between, "the bots must have passed a card between them"
    lines = table_page.page.locator(".ft-record li")
    expect(lines).to_have_count(len(board.view["record"]))
    for entry in between:
        line = lines.nth(board.view["record"].index(entry))
        expect(line).to_contain_text("handed a card over")
        expect(line).not_to_contain_text("handed over card")


@rule("fleet1715_table/ask")
def test_a_refusal_shows_the_rules_sentence(table_page):
    _table, board = board_after_mission()
    send(board, "act", index=999)
    assert board.error
    table_page.mount(traits_of(board))
    expect(table_page.page.locator(".nw-error")).to_have_text(board.error)
    expect(table_page.page.locator("select.ft-ask-subject")).to_be_visible()


@rule("fleet1715_table/slip")
def test_the_slip_is_written_line_by_line_by_keyboard(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    expect(page.locator(".ft-slip-line")).to_have_count(5)
    line = page.locator("select[data-key='slip-line:0']")
    values = line.locator("option").evaluate_all("els => els.map(e => Number(e.value))")
    assert values == indices(board, "write", line=0)
    line.focus()
    page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.dataset.key") == "cmd:write:0"
    page.keyboard.press("Enter")
    assert table_page.sent()[-1]["payload"] == {"index": values[0]}
    written = board.legal[values[0]]["value"]
    forward(table_page, board)
    assert board.view["draft"][0] == written
    expect(page.locator(".ft-slip-line[data-line='0']")).to_have_attribute("data-value", written)


@rule("fleet1715_table/answer")
def test_asked_by_a_bot_the_seat_chooses_which_card_to_hand_over(table_page):
    table, board = board_after_mission(seed=2)
    send(board, "act", index=indices(board, "ask")[0])
    assert board.view["phase"] == "give" and board.view["giver"] == 0
    page = show(table_page, board)
    offers = page.locator(".ft-give button")
    gives = indices(board, "give")
    expect(offers).to_have_count(len(gives))
    text = next(card["text"] for card in board.view["hand"]
                if card["number"] == board.legal[gives[0]]["card"])
    expect(offers.first).to_have_text(
        f"Hand over card {board.legal[gives[0]]['card']}: {text}")
    expect(page.locator(".ft-give .nw-hint")).to_contain_text(
        f"Player {board.view['turn'] + 1} asks you for a card of")
    expect(page.locator("select.ft-ask-subject")).to_have_count(0)
    card = board.legal[gives[-1]]["card"]
    offers.last.focus()
    page.keyboard.press("Enter")
    assert table_page.sent()[-1]["payload"] == {"index": gives[-1]}
    forward(table_page, board)
    assert card not in table.state.hands[0]
    expect(page.locator(f".ft-hand .ft-card[data-number='{card}']")).to_have_count(0)
    expect(page.locator(f".ft-given .ft-card[data-number='{card}']")).to_contain_text("to Player")


@rule("fleet1715_table/answer")
def test_a_card_of_the_hand_is_handed_over_by_pressing_it_or_says_why_not(table_page):
    """Issue 25: the hand's cards are buttons, as on the other boards. Asked for a card,
    those that fit are highlighted and hand themselves over; a press on another says why,
    and on the seat's own turn to ask, that cards go only to a player who asks."""
    table, board = board_after_mission(seed=2)
    page = show(table_page, board)
    cards = page.locator(".ft-hand .nw-card[data-cmd='card']")
    expect(cards).to_have_count(len(board.view["hand"]))
    expect(page.locator(".ft-hand [data-target='true']")).to_have_count(0)
    cards.first.click(force=True)  # greyed (aria-disabled): Playwright would wait
    expect(page.get_by_role("alert")).to_have_text(
        "A card of your hand is handed over only to a player who asks for one it fits.")
    assert table_page.sent() == []
    send(board, "act", index=indices(board, "ask")[0])
    assert board.view["phase"] == "give" and board.view["giver"] == 0
    table_page.set_many(traits_of(board))
    gives = {board.legal[i]["card"]: i for i in indices(board, "give")}
    fitting = page.locator(".ft-hand [data-target='true']").evaluate_all(
        "els => els.map(e => Number(e.dataset.number))")
    assert sorted(fitting) == sorted(gives)
    unfit = [card["number"] for card in board.view["hand"] if card["number"] not in gives]
    assert unfit, "the position must hold a card that does not fit the request"
    page.locator(f".ft-hand .nw-card[data-number='{unfit[0]}']").click(force=True)
    expect(page.get_by_role("alert")).to_contain_text(f"Card {unfit[0]} does not fit “")
    assert table_page.sent() == []
    card = fitting[0]
    page.locator(f".ft-hand .nw-card[data-number='{card}']").click()
    assert table_page.sent()[-1]["payload"] == {"index": gives[card]}
    forward(table_page, board)
    assert card not in table.state.hands[0]
    expect(page.locator(f".ft-given .ft-card[data-number='{card}']")).to_contain_text("to Player")


@rule("fleet1715_table/reveal")
def test_the_slips_are_revealed_in_the_order_handed_in(table_page):
    table = TableGame(seed=2, scenario="A", players=3, bots={seat: "random" for seat in range(3)})
    table.run_bots()
    board = table.widget(seat=0, pace=0)
    assert board.view["phase"] == "over"
    page = show(table_page, board)
    slips = page.locator(".ft-reveal-slip")
    expect(slips).to_have_count(len(board.view["slips"]))
    for place, slip in enumerate(board.view["slips"]):
        expect(slips.nth(place)).to_have_attribute("data-seat", str(slip["seat"]))
        expect(slips.nth(place)).to_contain_text(
            f"{place + 1}. Player {slip['seat'] + 1}: ")
        expect(slips.nth(place)).to_contain_text("correct" if slip["correct"] else "wrong")
    expect(page.locator(".ft-solution li")).to_have_count(len(board.view["solution"]))
    expect(page.locator(".nw-banner")).to_contain_text(board.status)


@rule("fleet1715_table/knowledge")
def test_hot_seat_curtain_hides_the_previous_seats_hand(table_page):
    table = TableGame(seed=1, scenario="A", players=2)
    hot = table.widget(hotseat=True, pace=0)
    send(hot, "reveal")  # the first turn starts behind the curtain too
    send(hot, "act", index=0)  # Player 1 takes a mission card: Player 2's turn
    assert hot.curtain and hot.view["hand"] is None
    page = show(table_page, hot)
    expect(page.locator(".nw-curtain-button")).to_have_text(hot.curtain)
    expect(page.locator(".ft-hand")).to_have_count(0)
    expect(page.locator(".ft-seat")).to_have_count(0)
    page.locator(".nw-curtain-button").click()
    forward(table_page, hot)
    expect(page.locator(".ft-seat[data-mine='true']")).to_contain_text("Player 2 (you)")
    expect(page.locator(".ft-hand .ft-card")).to_have_count(len(table.state.hands[1]))


@rule("fleet1715_table/ask")
def test_the_board_speaks_french(table_page):
    table = TableGame(seed=1, scenario="A", players=3, language="fr",
                      bots={seat: "random" for seat in range(1, 3)})
    board = table.widget(seat=0, pace=0)
    send(board, "act", index=0)
    page = show(table_page, board)
    expect(page.locator(".ft-seat[data-mine='true']")).to_contain_text("Joueur 1 (vous)")
    expect(page.locator(".ft-ask .nw-subtitle")).to_have_text("Poser une question")
    expect(page.locator("select.ft-ask-subject optgroup").first).to_have_attribute(
        "label", "une catégorie")


@rule("fleet1715_table/missions")
def test_mission_cards_are_buttons_and_no_slip_before_a_mission(table_page):
    table = TableGame(seed=1, scenario="A", players=3, bots={1: "random", 2: "random"})
    board = table.widget(seat=0, pace=0)
    page = show(table_page, board)
    buttons = page.locator(".ft-missions button")
    expect(buttons).to_have_count(len(board.legal))
    expect(buttons.first).to_have_text("San Miguel")
    expect(page.locator(".ft-mission")).to_have_text("You have no mission card yet.")
    expect(page.locator(".ft-slip-form")).to_have_count(0)
    expect(page.locator(".nw-info")).to_have_text("You to move")  # no round before play
    buttons.nth(1).click()
    assert table_page.sent()[-1]["payload"] == {"index": 1}


@rule("fleet1715_table/second-request")
def test_after_a_request_nobody_answers_the_board_offers_a_second_or_pass(table_page):
    table, board = board_after_mission()
    others = set(table.state.hands[1]) | set(table.state.hands[2])
    index = next(i for i, e in enumerate(board.legal)
                 if e["type"] == "ask" and not MATCHES[e["subject"]] & others)
    key = board.legal[index]["subject"]
    subject = board.words.get(f"category.{key}") or board.words[f"element.{key}"]
    page = show(table_page, board)
    page.locator("select.ft-ask-subject").select_option(str(index))
    page.locator("[data-cmd='ask']").click()
    forward(table_page, board)
    assert board.view["failed"] == 1
    expect(page.locator(".ft-record li").first).to_have_text(
        f"Player 1 asked for “{subject}”: nobody had one")
    offered = page.locator("select.ft-ask-subject option").evaluate_all(
        "els => els.map(e => Number(e.value))")
    assert offered == indices(board, "ask")
    passing = page.locator(".ft-pass button")
    expect(passing).to_have_count(1)
    passing.click()
    assert table_page.sent()[-1]["payload"] == {
        "index": indices(board, "pass")[0]}


@rule("fleet1715_table/slip")
def test_a_full_slip_is_handed_in_by_its_button(table_page):
    _table, board = board_after_mission()
    for line in range(5):
        writes = indices(board, "write", line=line)
        if board.view["draft"][line] is None and writes:
            send(board, "act", index=writes[0])
    hand_in = indices(board, "hand-in")[0]
    page = show(table_page, board)
    values = page.locator(".ft-slip-line").evaluate_all("els => els.map(e => e.dataset.value)")
    assert values == board.view["draft"] and None not in values
    page.locator(".ft-hand-in").click()
    assert table_page.sent()[-1]["payload"] == {"index": hand_in}
    forward(table_page, board)
    expect(page.locator(".ft-seat[data-mine='true']")).to_have_attribute("data-passive", "true")
    expect(page.locator(".ft-reveal-slip").first).to_have_attribute("data-seat", "0")


# ---- the seat's logic grid ---------------------------------------------------------------

@rule("fleet1715/notes")
def test_clicking_a_cell_of_the_grid_marks_it(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    expect(page.locator(".ft-notes .f17-cell")).to_have_count(160)
    cell = page.locator(".f17-cell[data-cell='5']")
    expect(cell).to_have_attribute("data-mark", "blank")
    cell.click()
    assert table_page.sent()[-1]["type"] == "mark"
    assert table_page.sent()[-1]["payload"] == {"cell": 5, "value": "no"}
    forward(table_page, board)
    expect(cell).to_have_attribute("data-mark", "no")
    expect(cell).to_have_text("✗")
    cell.click()
    forward(table_page, board)
    expect(cell).to_have_attribute("data-mark", "yes")
    assert board.notes["marks"][5] == "y"


@rule("fleet1715/notes")
def test_the_grid_is_marked_by_keyboard_as_on_the_tutors_grid(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    page.locator(".f17-cell[data-cell='0']").focus()
    page.keyboard.press("ArrowRight")
    assert page.evaluate("document.activeElement.dataset.cell") == "1"
    page.keyboard.press("ArrowDown")
    assert page.evaluate("document.activeElement.dataset.cell") == "5"
    page.keyboard.press("y")
    assert table_page.sent()[-1]["payload"] == {"cell": 5, "value": "yes"}
    forward(table_page, board)
    expect(page.locator(".f17-cell[data-cell='5']")).to_have_attribute("data-mark", "yes")
    assert page.evaluate("document.activeElement.dataset.cell") == "5"
    page.keyboard.press("Delete")
    forward(table_page, board)
    expect(page.locator(".f17-cell[data-cell='5']")).to_have_attribute("data-mark", "blank")


@rule("fleet1715_table/knowledge")
def test_a_hint_from_the_seats_cards_shows_its_sentence_and_highlights_cells(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    known = page.locator(".ft-known")
    expect(known).to_have_count(len(board.notes["clues"]))
    page.locator("[data-cmd='hint'][data-level='3']").click()
    assert table_page.sent()[-1]["payload"] == {"level": 3}
    forward(table_page, board)
    hint = board.notes["hint"]
    assert hint["cells"] and hint["cards"]
    expect(page.locator(".ft-notes .f17-reply")).to_contain_text(hint["text"])
    lit = page.locator(".f17-cell[data-hint='true']").evaluate_all(
        "els => els.map(e => Number(e.dataset.cell))")
    assert sorted(lit) == sorted(hint["cells"])
    expect(page.locator(f".f17-cell[data-cell='{hint['cells'][0]}']")).to_have_attribute(
        "aria-label", re.compile("named by the hint"))
    cited = page.locator(".ft-known[data-cited='true']").evaluate_all(
        "els => els.map(e => Number(e.dataset.card))")
    assert cited == hint["cards"]
    page.locator("[data-cmd='close']").click()
    forward(table_page, board)
    expect(page.locator(".f17-cell[data-hint='true']")).to_have_count(0)


@rule("fleet1715_table/knowledge")
def test_the_curtain_hides_the_grid(table_page):
    table = TableGame(seed=1, scenario="A", players=2)
    hot = table.widget(hotseat=True, pace=0)
    send(hot, "reveal")  # the first turn starts behind the curtain too
    send(hot, "mark", cell=3, value="yes")
    send(hot, "act", index=0)
    page = show(table_page, hot)
    expect(page.locator(".f17-grid")).to_have_count(0)
    page.locator(".nw-curtain-button").click()
    forward(table_page, hot)
    expect(page.locator(".f17-cell[data-mark='yes']")).to_have_count(0)
    expect(page.locator(".ft-notes .nw-subtitle").first).to_have_text("Your logic grid")


# ---- a long game: each card once, lists that scroll, the choices in sight ---------------

def replayed(seed, until, players=4):
    """Seat 0's board (bots at the other seats) at the first position of an all-bot game
    where ``until(table)`` holds: the game's actions replayed for a person at seat 0."""
    bots = TableGame(seed=seed, scenario="A", players=players,
                     bots={seat: "random" for seat in range(players)})
    while not until(bots):
        assert bots.step_bot() is not None, "the game ended before the position sought"
    table = TableGame(seed=seed, scenario="A", players=players,
                      bots={seat: "random" for seat in range(1, players)})
    for action in bots.actions:
        table.play(action, respond=False)
    return table, table.widget(seat=0, pace=0)


def passed_twice(table):
    """A card handed to seat 0 by two different players."""
    received = table.view(0)["received"] or []
    return any(len({card["from"] for card in received if card["number"] == number}) > 1
               for number in {card["number"] for card in received})


def giving_late(table):
    """Seat 0 to hand a card over, late in the game (ten requests answered or more)."""
    view = table.view(0)
    return (table.to_move == 0 and view["phase"] == "give"
            and len(view["record"]) >= 10 and len(view["received"] or []) >= 3)


@rule("fleet1715_table/answer")
def test_each_card_is_listed_once_with_its_passes_in_order(table_page):
    _table, board = replayed(seed=1, until=passed_twice)
    page = show(table_page, board)
    received, given = board.view["received"], board.view["given"]
    assert len({card["number"] for card in received}) < len(received), "a card passed twice"
    # "from Player 4, then Player 2"; "to Player 2, then to Player 4".
    for cards, cls, first, then, seat in (
            (received, "ft-received", "from {}", ", then {}", "from"),
            (given, "ft-given", "to {}", ", then to {}", "to")):
        numbers = list(dict.fromkeys(card["number"] for card in cards))
        listed = page.locator(f".{cls} .ft-card").evaluate_all(
            "els => els.map(e => Number(e.dataset.number))")
        assert listed == numbers, cls
        for number in numbers:
            names = [f"Player {card[seat] + 1}" for card in cards if card["number"] == number]
            note = first.format(names[0]) + "".join(then.format(name) for name in names[1:])
            expect(page.locator(f".{cls} .ft-card[data-number='{number}'] .ft-card-note")
                   ).to_have_text(f" ({note})")


#: Height of a scrolling list's box: the style sheet's 12em, at the board's font size.
SCROLL_BOX_JS = """el => {
  const box = el.getBoundingClientRect().height;
  const em = parseFloat(getComputedStyle(el).fontSize);
  return {box, cap: 12 * em, content: el.scrollHeight,
          overflow: getComputedStyle(el).overflowY};
}"""


@rule("fleet1715_table/knowledge")
def test_long_lists_scroll_inside_their_box_and_the_board_stays_bounded(table_page):
    _table, board = replayed(seed=1, until=passed_twice)
    page = table_page.page
    page.set_viewport_size({"width": 1000, "height": 800})
    show(table_page, board)
    for selector in (".ft-record ol", ".ft-received ul", ".ft-given ul"):
        box = page.locator(selector).evaluate(SCROLL_BOX_JS)
        assert box["overflow"] == "auto", selector
        assert box["box"] <= box["cap"] + 1, (selector, box)
    record = page.locator(".ft-record ol").evaluate(SCROLL_BOX_JS)
    assert record["content"] > record["box"] + 100, "the record must be long enough to scroll"
    # The board with every list at its longest is as tall as with each list emptied of
    # all but its first entry, give or take the boxes' own 12em each.
    tall = page.locator(".nw-fleet1715_table").evaluate("el => el.getBoundingClientRect().height")
    page.locator(".ft-scroll").evaluate_all(
        "els => els.forEach(el => { while (el.children.length > 1) el.lastChild.remove(); })")
    short = page.locator(".nw-fleet1715_table").evaluate(
        "el => el.getBoundingClientRect().height")
    caps = sum(page.locator(selector).evaluate(SCROLL_BOX_JS)["cap"]
               for selector in (".ft-record ol", ".ft-received ul", ".ft-given ul"))
    assert tall <= short + caps


@rule("fleet1715_table/answer")
def test_the_hand_over_buttons_are_in_sight_late_in_a_game(table_page):
    _table, board = replayed(seed=1, until=giving_late)
    assert board.view["phase"] == "give" and indices(board, "give")
    page = table_page.page
    page.set_viewport_size({"width": 1000, "height": 800})
    show(table_page, board)
    offers = page.locator(".ft-give button")
    expect(offers).to_have_count(len(indices(board, "give")))
    assert page.evaluate("window.scrollY") == 0
    for place in range(offers.count()):
        box = offers.nth(place).bounding_box()
        assert box["y"] >= 0 and box["y"] + box["height"] <= 800, (place, box)


#: A slip line as read: its text, each list shown as "[chosen ▾]".
SLIP_LINE_JS = """el => {
  const read = (node) => node.nodeType === Node.TEXT_NODE ? node.textContent
    : node.tagName === 'SELECT' ? `[${node.selectedOptions[0].textContent} ▾]`
    : [...node.childNodes].map(read).join('');
  return read(el).replace(/\\s+/g, ' ').trim();
}"""


@rule("fleet1715_table/slip")
def test_a_written_slip_line_reads_write_instead(table_page):
    _table, board = board_after_mission()
    line = next(n for n in range(5) if len(indices(board, "write", line=n)) > 1)
    first, *_rest = indices(board, "write", line=line)
    send(board, "act", index=first)
    written = board.view["draft"][line]
    page = show(table_page, board)
    row = page.locator(f".ft-slip-line[data-line='{line}']")
    category = board.words[f"category.{CATEGORY_KEYS[line]}"]
    name = board.words[f"element.{written}"]
    text = row.evaluate(SLIP_LINE_JS)
    assert re.fullmatch(rf"{re.escape(category)}: {re.escape(name)} write instead: \[[^\]]+ ▾\] "
                        "Write", text), text
    expect(row.locator("label.ft-slip-label")).to_contain_text("write instead:")
    fresh = page.locator(".ft-slip-line:not([data-value])").first
    assert re.fullmatch(r"[^:]+: not written write: \[[^\]]+ ▾\] Write",
                        fresh.evaluate(SLIP_LINE_JS))


@rule("fleet1715_table/reveal")
def test_new_game_at_game_over_starts_one_at_once(table_page):
    table = TableGame(seed=2, scenario="A", players=3, bots={seat: "random" for seat in range(3)})
    table.run_bots()
    board = table.widget(seat=0, pace=0)
    assert board.view["phase"] == "over"
    page = show(table_page, board)
    page.locator("[data-key='tool:new-game']").click()
    assert table_page.sent()[-1]["type"] == "new_game"
    expect(page.locator("[data-key='tool:new-game-cancel']")).to_have_count(0)
    expect(page.get_by_role("button", name="Keep playing")).to_have_count(0)


@rule("fleet1715_table/ask")
def test_new_game_during_a_game_asks_first_and_offers_to_keep_playing(table_page):
    _table, board = board_after_mission()
    page = show(table_page, board)
    sent = len(table_page.sent())
    page.locator("[data-key='tool:new-game']").click()
    expect(page.get_by_role("button", name="Keep playing")).to_be_visible()
    expect(page.get_by_role("button", name="Start a new game")).to_be_visible()
    assert len(table_page.sent()) == sent, "nothing is sent before the confirmation"
    page.get_by_role("button", name="Keep playing").click()
    expect(page.locator("[data-key='tool:new-game']")).to_be_visible()
    assert len(table_page.sent()) == sent
    page.locator("[data-key='tool:new-game']").click()
    page.get_by_role("button", name="Start a new game").click()
    assert table_page.sent()[-1]["type"] == "new_game"
