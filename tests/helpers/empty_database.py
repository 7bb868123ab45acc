"""An empty mtrdesk SQLite database, made once per test process and copied for each test.

Making the schema takes ~0.2 s (tables, indexes, triggers, one transaction per migration
step); copying the finished file takes a millisecond. The fixtures that give each test
a fresh database on a file (``services`` of tests/services and tests/ui) start from a
copy, then open it as before: the copy is the very file ``Services.open`` makes (closed,
its write-ahead log folded in, at the current schema version), so opening it migrates
nothing and backs nothing up. Making a database is still tested where it is the subject
(tests/store).
"""

from __future__ import annotations

import atexit
import random
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

_made: list[Path] = []


def _template() -> Path:
    if not _made:
        from mtrdesk.services import Services

        folder = Path(tempfile.mkdtemp(prefix="mtrdesk-empty-db-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "empty.sqlite3"
        Services.open(path, rng=random.Random(0)).close()
        leftovers = {p.name for p in folder.iterdir()} - {path.name, f"{path.name}.lock"}
        assert not leftovers, f"the closed template left {sorted(leftovers)}"
        _made.append(path)
    return _made[0]


def empty_database(path: Path) -> Path:
    """``path`` (which must not exist yet) as a new, empty database; returns it."""
    if path.exists():
        raise FileExistsError(path)
    shutil.copyfile(_template(), path)
    return path


_prepared: dict[str, Path] = {}


def prepared_database(path: Path, key: str, build: Callable[[Path], object]) -> Path:
    """``path`` (which must not exist yet) as a copy of the database ``build`` makes from
    an empty one, made once per test process for ``key``; returns it. ``build`` must
    close what it opens, so the template is one closed file (its write-ahead log folded
    in): a fixture that fills the same event for every test of a file pays for it once."""
    if path.exists():
        raise FileExistsError(path)
    if key not in _prepared:
        folder = Path(tempfile.mkdtemp(prefix="mtrdesk-prepared-db-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        template = empty_database(folder / "prepared.sqlite3")
        build(template)
        leftovers = {p.name for p in folder.iterdir()} - {template.name, f"{template.name}.lock"}
        assert not leftovers, f"the closed template {key!r} left {sorted(leftovers)}"
        _prepared[key] = template
    shutil.copyfile(_prepared[key], path)
    return path
