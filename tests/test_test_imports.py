"""Test modules share code only through ``tests.helpers`` and conftest fixtures: no test
module imports another test module or a conftest (pytest loads those itself)."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SOURCES = sorted(TESTS.rglob("*.py"))


def forbidden(module: str) -> bool:
    """A test module (``test_x``, ``tests.ui.test_x``) or a conftest, by any spelling."""
    parts = module.split(".")
    return any(part.startswith("test_") or part == "conftest" for part in parts)


def imported_modules(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = "." * node.level + (node.module or "")
            if forbidden(base):
                found.append((node.lineno, base))
            else:  # ``from tests.ui import test_x``, ``from . import conftest``
                found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
    return found


def test_no_test_module_imports_another_or_a_conftest() -> None:
    bad = []
    for path in SOURCES:
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        where = path.relative_to(TESTS).as_posix()
        bad += [
            f"{where}:{line}: {name}" for line, name in imported_modules(tree) if forbidden(name)
        ]
    assert len(SOURCES) > 100
    assert bad == [], "import what tests share from tests.helpers instead"


def test_the_rule_catches_each_spelling() -> None:
    source = (
        "import test_japanese\n"
        "from tests.ui.test_japanese import assert_japanese\n"
        "from tests.ui import conftest\n"
        "from .test_pods_window import open_window\n"
        "from tests.helpers.japanese import assert_japanese\n"
        "import pytest\n"
    )
    names = [name for _, name in imported_modules(ast.parse(source)) if forbidden(name)]
    assert names == [
        "test_japanese",
        "tests.ui.test_japanese",
        "tests.ui.conftest",
        ".test_pods_window",
    ]
