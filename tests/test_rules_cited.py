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
    documented = set(HEADING.findall((ROOT / "docs" / "rules" / f"{game}.md").read_text()))
    tests = "\n".join(path.read_text() for path in (ROOT / "tests").rglob("test_*.py"))
    cited = {rule for rule in CITED.findall(tests) if rule.startswith(f"{game}/")}
    assert documented, f"docs/rules/{game}.md names no rule"
    assert documented - cited == set(), "rules without a test"
    assert cited - documented == set(), "tests citing rules the document does not name"
    code = "\n".join(path.read_text() for path in (ROOT / "naval_widgets" / game).rglob("*.py"))
    raised = {rule for rule in RAISED.findall(code) if rule.startswith(f"{game}/")}
    assert raised and raised - documented == set(), "the engine raises undocumented rule ids"
