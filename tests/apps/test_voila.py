"""The play page as a student gets it: Voila serving ``play/play.ipynb`` in Chromium.

No code on the page; one Battleship move by clicking (the board's ply advances and the
bot answers); the board's New game… deals another seed; the game menu switches to Fleet
1715's board. A teacher's address with a typo keeps the rest; the page shows the address
to share; the browser's console stays clean. A 5-player Fleet 1715 table hides the
option it does not use, and shows no warning; its menus and Nautic Miles' read in French.
"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from ..browser import ROOT, voila

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

TIMEOUT_MS = 60_000
expect.set_options(timeout=TIMEOUT_MS)


@pytest.fixture(scope="module")
def play_server(tmp_path_factory):
    with voila(ROOT / "play" / "play.ipynb", tmp_path_factory.mktemp("voila")) as server:
        yield server


def test_play_a_move_then_switch_game_with_no_code_shown(page: Page, play_server):
    page.goto(f"{play_server['base']}/?game=battleship&seed=7&bot=random")
    board = page.locator(".nw-play-panel .nw-widget.nw-battleship")
    expect(board).to_have_attribute("data-ply", "0")
    expect(page.locator(".nw-play-seed")).to_have_text("Game number 7")

    # No code: the code cell shows only its output (no input area, no editor), and none
    # of the notebook's source is on the page as text.
    expect(page.locator(".jp-CodeCell")).to_have_count(1)
    expect(page.locator(".jp-CodeCell.jp-mod-noInput")).to_have_count(1)
    expect(page.locator(".jp-CodeCell .jp-InputArea, .jp-Editor, .cm-editor")).to_have_count(0)
    expect(page.locator("body")).not_to_contain_text("play_page")
    expect(page.locator("body")).not_to_contain_text("import")

    # One move by clicking: a white peg card, then a highlighted cell of the opponent's grid.
    board.locator('.nw-hand [data-card="white"]').first.click()
    board.locator('[data-cell^="opp-"][data-target="true"]').first.click()
    expect(board).not_to_have_attribute("data-ply", "0")
    expect(board.locator(".nw-log")).to_contain_text("Player 2 ")  # the bot answered
    expect(page.locator(".nw-play-error")).to_have_text("")

    # New game: the board's own button (the page has no other), asked then confirmed:
    # another seed, shown, and a fresh board.
    expect(page.locator(".nw-play-panel button", has_text=re.compile("^New game$"))
           ).to_have_count(0)
    board.locator('[data-cmd="new-game-ask"]').click()
    board.locator('[data-cmd="new-game"]').click()
    expect(page.locator(".nw-play-seed")).not_to_have_text("Game number 7")
    expect(page.locator(".nw-play-seed")).to_have_text(re.compile(r"^Game number \d+$"))
    expect(page.locator(".nw-play-panel .nw-widget.nw-battleship")).to_have_attribute(
        "data-ply", "0")

    # The game menu: Fleet 1715's board, with its scenario menu and no bot menu.
    page.locator(".nw-play-game select").select_option(label="Fleet 1715")
    expect(page.locator(".nw-play-panel .nw-widget.nw-fleet1715")).to_be_visible()
    expect(page.locator(".nw-play-panel .nw-widget.nw-battleship")).to_have_count(0)
    # A menu's value on the page is its label: the scenario as a person reads it.
    expect(page.locator(".nw-play-panel .nw-play-variant select")).to_have_value("Scenario A")
    expect(page.locator(".nw-play-panel .nw-play-bot")).to_have_count(0)


def quiet_console(page: Page) -> list[str]:
    """Every console message above debug level, and every uncaught error, as it comes.

    The Voila template links an icon font from a CDN that an offline machine cannot
    reach; it is answered with an empty stylesheet, so that any other failure counts."""
    said: list[str] = []
    page.route("https://cdn.jsdelivr.net/**", lambda route: route.fulfill(
        status=200, content_type="text/css", body=""))
    page.on("console", lambda message: said.append(f"{message.type}: {message.text}")
            if message.type not in ("debug", "log", "info") else None)
    page.on("pageerror", lambda error: said.append(f"pageerror: {error}"))
    return said


def test_the_page_keeps_every_good_parameter_shows_the_address_and_logs_nothing(
        page: Page, play_server):
    said = quiet_console(page)
    page.goto(f"{play_server['base']}/?game=Nautilus&seed=42&bot=nobot&show_score=no")
    board = page.locator(".nw-play-panel .nw-widget.nw-nautilus")
    expect(board).to_be_visible()
    expect(page.locator(".nw-play-seed")).to_have_text("Game number 42")
    expect(page.locator(".nw-play-error")).to_contain_text(
        "'bot=nobot' was not used: Bot cannot be 'nobot' in Nautilus")
    expect(page.locator(".nw-play-error")).to_contain_text("The rest of the address was used.")
    # The menus read as words: the option's name, and "no" for False.
    show_score = page.locator(".nw-play-panel .nw-play-show-score")
    expect(show_score).to_contain_text("Show the score")
    expect(show_score.locator("select")).to_have_value("no")
    expect(show_score.locator("option")).to_have_text(["yes", "no"])

    # The address to share opens the very same game, with nothing refused, for a student
    # (another page: leaving a Voila page logs a refused kernel shutdown, Voila's own).
    link = page.locator(".nw-play-share a")
    expect(link).to_have_text(re.compile(r"\?game=nautilus&seed=42&bot=greedy&show_score=false$"))
    student = page.context.new_page()
    said_there = quiet_console(student)
    student.goto(link.get_attribute("href"))
    expect(student.locator(".nw-play-panel .nw-widget.nw-nautilus")).to_be_visible()
    expect(student.locator(".nw-play-seed")).to_have_text("Game number 42")
    expect(student.locator(".nw-play-error")).to_have_text("")
    student.wait_for_timeout(1_000)  # late module loads and version checks log by now
    assert said + said_there == [], "\n".join(said + said_there)


def test_a_game_number_below_zero_is_refused_on_the_page(page: Page, play_server):
    page.goto(f"{play_server['base']}/?game=battleship&seed=-1&language=FR")
    expect(page.locator(".nw-play-error")).to_contain_text(
        "'seed=-1' n'a pas été utilisé : Le numéro de partie est un nombre entier de 0 à")
    expect(page.locator(".nw-play-seed")).not_to_have_text(re.compile("-1"))
    expect(page.locator(".nw-play-seed")).to_have_text(re.compile(r"^Partie numéro \d+$"))


def test_a_five_player_table_and_nautic_miles_in_french_show_no_warning(page: Page,
                                                                        play_server):
    """Fleet 1715 at the table with 5 players hides its missions menu (used with 2-4
    players only) and passes no such option, so no warning shows; every menu is French."""
    said = quiet_console(page)
    page.goto(f"{play_server['base']}/?game=fleet1715_table&players=5&seed=3&language=fr")
    panel = page.locator(".nw-play-panel")
    expect(panel.locator(".nw-widget")).to_be_visible()
    expect(page.locator(".nw-play-seed")).to_have_text("Partie numéro 3")
    expect(page.locator(".nw-play-error")).to_have_text("")
    expect(panel.locator(".nw-play-missions")).to_be_hidden()
    expect(panel.locator(".nw-play-variant")).to_contain_text("Scénario")
    expect(panel.locator(".nw-play-variant select")).to_have_value("Scénario A")
    expect(panel.locator(".nw-play-players")).to_contain_text("Joueurs")

    # With 4 players the missions menu comes back, in French; with 5 it goes again.
    panel.locator(".nw-play-players select").select_option("4")
    missions = panel.locator(".nw-play-missions")
    expect(missions).to_be_visible()
    expect(missions).to_contain_text("Cartes mission")
    expect(missions.locator("option")).to_have_text(["noms de navires", "sites d'épaves"])
    panel.locator(".nw-play-players select").select_option("5")
    expect(missions).to_be_hidden()
    expect(page.locator(".nw-play-error")).to_have_text("")

    page.locator(".nw-play-game select").select_option(label="Nautic Miles")
    nautic = page.locator(".nw-play-panel .nw-widget.nw-nautic_miles")
    expect(nautic).to_be_visible()
    length = page.locator(".nw-play-panel .nw-play-length")
    expect(length).to_contain_text("Durée")
    expect(length.locator("option")).to_have_text(["une partie entière (200 points)",
                                                   "une manche"])
    teams = page.locator(".nw-play-panel .nw-play-teams")
    expect(teams).to_contain_text("Équipes")
    expect(teams.locator("option")).to_have_text(["non", "oui"])
    # No Python warning, nor any other text written to the kernel's stderr, on the page.
    expect(page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')).to_have_count(0)
    for word in ("Warning", "UnusedOption", "Traceback"):
        expect(page.locator("body")).not_to_contain_text(word)
    page.wait_for_timeout(1_000)
    assert said == [], "\n".join(said)
