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

#: The closed template of each kind, made once per test process ("" is the empty one).
_templates: dict[str, Path] = {}


def _template(key: str, build: Callable[[Path], object]) -> Path:
    """The closed database ``build`` makes on a new path, kept for ``key``: one file, its
    write-ahead log folded in (``build`` must close what it opens)."""
    if key not in _templates:
        folder = Path(tempfile.mkdtemp(prefix="mtrdesk-template-db-"))
        atexit.register(shutil.rmtree, folder, ignore_errors=True)
        path = folder / "template.sqlite3"
        build(path)
        leftovers = {p.name for p in folder.iterdir()} - {path.name, f"{path.name}.lock"}
        assert not leftovers, f"the closed template {key!r} left {sorted(leftovers)}"
        _templates[key] = path
    return _templates[key]


def _copy(template: Path, path: Path) -> Path:
    if path.exists():
        raise FileExistsError(path)
    shutil.copyfile(template, path)
    return path


def _make_empty(path: Path) -> None:
    from mtrdesk.services import Services

    Services.open(path, rng=random.Random(0)).close()


def empty_database(path: Path) -> Path:
    """``path`` (which must not exist yet) as a new, empty database; returns it."""
    return _copy(_template("", _make_empty), path)


def prepared_database(path: Path, key: str, build: Callable[[Path], object]) -> Path:
    """``path`` (which must not exist yet) as a copy of the database ``build`` makes from
    an empty one, made once per test process for ``key``; returns it. A fixture that fills
    the same event for every test of a file pays for it once."""

    def from_empty(template: Path) -> None:
        empty_database(template)
        build(template)

    return _copy(_template(f"prepared:{key}", from_empty), path)


def prepared_file(path: Path, key: str, build: Callable[[Path], object]) -> Path:
    """``path`` (which must not exist yet) as a copy of the one file ``build`` writes on a
    new path (an event file, a database), made once per test process for ``key``."""
    return _copy(_template(f"file:{key}", build), path)
