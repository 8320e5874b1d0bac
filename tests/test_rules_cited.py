"""Every rule id in docs/rules/<game>.md has a test that cites it, and vice versa."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from naval_widgets.core import games

ROOT = Path(__file__).resolve().parent.parent
HEADING = re.compile(r"^### `([a-z0-9_-]+/[a-z0-9-]+)`", re.M)
CITED = re.compile(r"""rule\(\s*["']([a-z0-9_-]+/[a-z0-9-]+)["']""")
RAISED = re.compile(r"""\(\s*["']([a-z0-9_-]+/[a-z0-9-]+)["'],""")


@pytest.mark.parametrize("game", sorted(games()))
def test_every_rule_has_a_test_and_every_cited_rule_exists(game):
    """A game's rules are in the document of its package (``fleet1715`` holds the solo
    game and the table game ``fleet1715_table``), under ids that start with its name."""
    package = type(games()[game]).__module__.split(".")[1]
    headings = HEADING.findall((ROOT / "docs" / "rules" / f"{package}.md").read_text())
    documented = {rule for rule in headings if rule.startswith(f"{game}/")}
    tests = "\n".join(path.read_text() for path in (ROOT / "tests").rglob("test_*.py"))
    cited = {rule for rule in CITED.findall(tests) if rule.startswith(f"{game}/")}
    assert documented, f"docs/rules/{game}.md names no rule"
    assert documented - cited == set(), "rules without a test"
    assert cited - documented == set(), "tests citing rules the document does not name"
    code = "\n".join(path.read_text() for path in (ROOT / "naval_widgets" / package).rglob("*.py"))
    raised = {rule for rule in RAISED.findall(code) if rule.startswith(f"{game}/")}
    assert raised and raised - documented == set(), "the engine raises undocumented rule ids"
