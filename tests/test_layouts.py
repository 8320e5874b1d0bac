"""Every ``Layout(...)`` of the package names only what an ipywidgets ``Layout`` takes:
issue 24 found ``gap=`` in a lesson, which ``Layout`` does not have (a warning in the
notebook, and the spacing lost). Read from the source, so a layout made only in a rare
branch is checked too."""

from __future__ import annotations

import ast
from pathlib import Path

import ipywidgets as widgets

PACKAGE = Path(__file__).resolve().parents[1] / "naval_widgets"


def layout_keywords() -> list[tuple[str, int, str]]:
    """Each keyword of each ``Layout(...)`` call: its file, line and name."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                called = node.func
                name = called.attr if isinstance(called, ast.Attribute) else \
                    getattr(called, "id", "")
                if name == "Layout":
                    found += [(path.name, node.lineno, keyword.arg)
                              for keyword in node.keywords if keyword.arg]
    return found


def test_every_layout_keyword_is_one_layout_takes():
    taken = set(widgets.Layout.class_trait_names())
    keywords = layout_keywords()
    assert keywords, "the package makes layouts"
    assert [each for each in keywords if each[2] not in taken] == []
