"""The house stays walkable (issue 28): rooms of at most 20 modules, no module over 600
lines, and most modules short (the median under 200 lines)."""

from __future__ import annotations

import statistics
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "mtrdesk"
MAX_MODULES_IN_A_FOLDER = 20
MAX_LINES = 600
MAX_MEDIAN_LINES = 200


def modules() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "__pycache__" not in p.parts)


def lines_of(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def test_no_folder_holds_more_than_twenty_modules() -> None:
    folders: dict[Path, int] = {}
    for path in modules():
        folders[path.parent] = folders.get(path.parent, 0) + 1
    crowded = {
        str(f.relative_to(PACKAGE.parent)): n
        for f, n in folders.items()
        if n > MAX_MODULES_IN_A_FOLDER
    }
    assert not crowded, (
        f"folders over {MAX_MODULES_IN_A_FOLDER} modules (give them rooms): {crowded}"
    )


def test_no_module_is_over_six_hundred_lines() -> None:
    long = {
        str(p.relative_to(PACKAGE.parent)): lines_of(p)
        for p in modules()
        if lines_of(p) > MAX_LINES
    }
    assert not long, f"modules over {MAX_LINES} lines (split them by meaning): {long}"


def test_most_modules_are_short() -> None:
    assert statistics.median(lines_of(p) for p in modules()) < MAX_MEDIAN_LINES


def test_the_counts_see_what_they_count() -> None:
    """The walk finds the package's modules, nested ones included, and counts real lines."""
    found = {p.relative_to(PACKAGE).as_posix() for p in modules()}
    assert {"core/teams/pairing.py", "ui/dialogs/teams/pairing.py", "__init__.py"} <= found
    assert lines_of(PACKAGE / "core" / "teams" / "pairing.py") > 20
