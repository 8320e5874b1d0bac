"""A game is declared by its package alone: registered, the toy game appears everywhere
shared code serves the games, with no edit anywhere else (the play page's menu, a rule
sheet, the conformance suite, ``simulate``)."""

from __future__ import annotations

import inspect
import json

import pytest

from naval_widgets.core import games, register, unregister
from naval_widgets.core.cli import main

from .. import toy
from ..conformance import test_conformance as conformance

#: The conformance suite's checks of a game's seeded tables.
CHECKS = [check for name, check in vars(conformance).items()
          if name.startswith("test_") and list(inspect.signature(check).parameters) == ["played"]]


@pytest.fixture
def registered():
    game = register(toy)
    yield game
    unregister(game.name)


def test_the_toy_is_unknown_until_registered():
    assert toy.GAME.name not in games()


def test_a_registered_package_is_a_game(registered):
    assert games()[registered.name] is registered is toy.GAME


def test_it_appears_on_the_play_page(registered):
    from naval_widgets.apps import PlayPage

    page = PlayPage(game=registered.name, seed=3)
    assert registered.name in [value for _label, value in page.menu.options]
    assert page.panel.game is registered and page.panel.table.seed == 3


def test_it_gets_a_rule_sheet(registered):
    from naval_widgets.lessons.sheets import file_name, sheet, sheets

    html = sheet(registered.name)
    assert "Signal flags: the rules" in html and "North holds:" in html
    assert sheets()[file_name(registered.name)] == html


@pytest.mark.parametrize("check", CHECKS, ids=lambda check: check.__name__)
def test_it_runs_in_the_conformance_suite(registered, check, tables):
    check((registered, tables))


@pytest.fixture(scope="module")
def tables():
    """The toy's seeded tables, as many as its declaration asks for."""
    return conformance.seeded_tables(toy.GAME)


def test_it_plays_through_simulate(registered, capsys):
    assert main(["simulate", registered.name, "--games", "12", "--bots", "lookout,random,random",
                 "--seed", "1", "--json", "--workers", "1"]) == 0
    result = json.loads(capsys.readouterr().out)
    assert sum(entry["wins"] for entry in result["entries"]) + result["draws"] >= 12
