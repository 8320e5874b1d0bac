"""The package's structure: no import cycle, no module too long to read.

Imports are read from the source (``ast``), those inside functions included: an import
put off into a function still ties two modules together. Imports under
``if TYPE_CHECKING:`` are left out (they never run).
"""

from __future__ import annotations

import ast
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

import naval_widgets

ROOT = Path(naval_widgets.__file__).parent
#: The longest a module may be, in lines.
MOST_LINES = 600


def module_name(path: Path, root: Path = ROOT) -> str:
    parts = (root.name, *path.relative_to(root).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def is_type_checking(test: ast.expr) -> bool:
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


def imported(path: Path, known: set[str], root: Path = ROOT) -> set[str]:
    """The package's modules that module ``path`` imports, anywhere in it."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def nearest(target: str) -> str | None:
        while target and target not in known:
            target = target.rpartition(".")[0]
        return target or None

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and is_type_checking(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(filter(None, (nearest(alias.name) for alias in node.names)))
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[:len(package.split(".")) - node.level + 1] \
                if node.level else []
            prefix = ".".join([*base, *([node.module] if node.module else [])])
            for alias in node.names:  # "from . import rules" names a module
                full = f"{prefix}.{alias.name}"
                hit = full if full in known else nearest(prefix)
                if hit:
                    found.add(hit)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(ast.parse(path.read_text(encoding="utf-8")))
    found.discard(name)
    return found


def cycle(root: Path) -> list[str]:
    """An import cycle among the modules of package ``root`` (empty: none)."""
    paths = sorted(root.rglob("*.py"))
    known = {module_name(path, root) for path in paths}
    graph = {module_name(path, root): imported(path, known, root) for path in paths}
    try:
        tuple(TopologicalSorter(graph).static_order())
    except CycleError as found:
        return list(found.args[1])
    return []


def test_no_import_cycle():
    assert cycle(ROOT) == []


def test_a_cycle_through_a_function_is_found(tmp_path):
    """The check has teeth: a module importing its package inside a function, while the
    package imports it; the same under ``TYPE_CHECKING`` is no cycle."""
    package = tmp_path / "pkg"
    package.mkdir()
    (package / "__init__.py").write_text("from .board import board\n")
    (package / "board.py").write_text("def board():\n    from . import rules\n")
    (package / "rules.py").write_text("from .board import board\n")
    assert cycle(package) != []
    (package / "board.py").write_text("from typing import TYPE_CHECKING\n"
                                      "if TYPE_CHECKING:\n    from . import rules\n")
    assert cycle(package) == []


def test_no_module_is_too_long():
    long = {str(path.relative_to(ROOT)): lines for path in sorted(ROOT.rglob("*.py"))
            if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MOST_LINES}
    assert long == {}
