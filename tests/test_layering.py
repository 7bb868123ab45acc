"""The layers stay apart: core imports no Qt, peewee or reportlab; store knows no UI.

docs/architecture.md gives the table this test enforces.
"""

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "mtrdesk"

FORBIDDEN = {
    "core": (
        "PySide6",
        "peewee",
        "reportlab",
        "qrcode",
        "mtrdesk.store",
        "mtrdesk.services",
        "mtrdesk.ui",
        "mtrdesk.printing",
        "platformdirs",
    ),
    "store": ("PySide6", "reportlab", "mtrdesk.ui", "mtrdesk.services", "mtrdesk.printing"),
    "services": ("PySide6", "mtrdesk.ui"),
    "printing": ("PySide6", "peewee", "mtrdesk.store", "mtrdesk.ui", "mtrdesk.services"),
    "ui": ("peewee", "mtrdesk.store.models"),
    # Sheets join services, printing and translated words (the name collator included);
    # widgets and storage stay out.
    "sheets": ("peewee", "mtrdesk.store", "PySide6.QtWidgets", "PySide6.QtGui", "mtrdesk.ui"),
    # What mtrdesk says, for the window, the command line and the sheets: QtCore only.
    "words": (
        "PySide6.QtGui",
        "PySide6.QtWidgets",
        "mtrdesk.ui",
        "mtrdesk.store",
        "peewee",
        "reportlab",
    ),
    # The command line opens the window only through mtrdesk/launch.py (WINDOW_OPENER).
    "cli": ("mtrdesk.ui", "peewee", "mtrdesk.store.models"),
    # A future browser front end; may be missing (OPTIONAL).
    "web": ("mtrdesk.ui", "PySide6.QtWidgets", "PySide6.QtGui"),
}
#: Layers that need not exist yet.
OPTIONAL = {"web"}
#: The one module outside mtrdesk/ui/ that imports it: ``open_window`` for the command
#: line's ``mtrdesk`` without a subcommand, importing ``mtrdesk.ui.app`` when called.
WINDOW_OPENER = "launch.py"


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def cases() -> list[tuple[str, Path]]:
    return [
        (layer, path) for layer in FORBIDDEN for path in sorted((PACKAGE / layer).rglob("*.py"))
    ]


@pytest.mark.parametrize(("layer", "path"), cases(), ids=lambda v: str(v).split("mtrdesk/")[-1])
def test_layer_imports(layer: str, path: Path) -> None:
    bad = {
        name
        for name in imported_modules(path)
        for forbidden in FORBIDDEN[layer]
        if name == forbidden or name.startswith(forbidden + ".")
    }
    assert not bad, f"{path.relative_to(PACKAGE)} ({layer}) imports {sorted(bad)}"


def test_every_layer_has_code() -> None:
    for layer in FORBIDDEN.keys() - OPTIONAL:
        assert list((PACKAGE / layer).rglob("*.py")), f"mtrdesk/{layer}/ is empty"


def test_only_the_window_opener_imports_ui() -> None:
    for path in sorted(PACKAGE.glob("*.py")):
        ui = {n for n in imported_modules(path) if n == "mtrdesk.ui" or n.startswith("mtrdesk.ui.")}
        assert path.name == WINDOW_OPENER or not ui, f"mtrdesk/{path.name} imports {sorted(ui)}"
