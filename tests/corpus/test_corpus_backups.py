"""Bad inputs to the backups (issue 14, item 5): ``mtrdesk restore``, ``mtrdesk backups``
and ``mtrdesk export`` of a tampered database, through the real entry point.

Each refused case: exit status 1, one clear line on standard error and no traceback,
nothing on standard output, and every file byte-for-byte as it was (the database, the
backup, the backups folder). The accepted-with-a-warning cases (a tampered audit log is
exported, warned about, not refused) check the warning and that nothing else changed.
"""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import stat
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from mtrdesk.store import Store, migrations
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services

# The command line's messages make a QCoreApplication when none exists; a later widget
# test in the same worker process then cannot have its QApplication. Make that one first.
pytestmark = pytest.mark.usefixtures("qapp")


@dataclass(frozen=True)
class Place:
    """A database with one event (round 1 paired, so one round-start backup) in ``folder``."""

    folder: Path
    db: Path
    backups: Path
    backup: Path


@pytest.fixture
def place(tmp_path: Path) -> Place:
    folder = tmp_path / "work"
    folder.mkdir()
    db = folder / "events.sqlite3"
    backups = folder / "backups"
    with open_services(db) as services:
        services.context.backups = backups
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id)
    (backup,) = sorted(backups.rglob("*.sqlite3"))
    # The lock file of the closed database is left out of the comparison (the store's).
    return Place(folder, db, backups, backup)


def restore_args(place: Place, target: Path, *more: str) -> list[str]:
    return ["restore", str(target), "--db", str(place.db), "--backups", str(place.backups), *more]


def garbage(place: Place) -> Path:
    path = place.folder / "garbage.sqlite3"
    path.write_bytes(os.urandom(4096))
    return path


def truncated(place: Place) -> Path:
    path = place.folder / "truncated.sqlite3"
    path.write_bytes(place.backup.read_bytes()[:3000])
    return path


def header_only(place: Place) -> Path:
    path = place.folder / "header.sqlite3"
    path.write_bytes(b"SQLite format 3\x00")
    return path


def empty_file(place: Place) -> Path:
    path = place.folder / "empty.sqlite3"
    path.write_bytes(b"")
    return path


def foreign(place: Place) -> Path:
    path = place.folder / "other-app.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)")
    conn.execute("INSERT INTO notes (text) VALUES ('not mtrdesk')")
    conn.commit()
    conn.close()
    return path


def foreign_app_id(place: Place) -> Path:
    path = place.folder / "other-id.sqlite3"
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA application_id = 1234")
    conn.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    conn.commit()
    conn.close()
    return path


def newer(place: Place) -> Path:
    path = place.folder / "newer.sqlite3"
    shutil.copyfile(place.backup, path)
    conn = sqlite3.connect(path)
    conn.execute("UPDATE meta SET value = '999' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()
    return path


def no_meta_version(place: Place) -> Path:
    path = place.folder / "blank-mtrdesk.sqlite3"
    Store.open(path, steps=migrations.MIGRATIONS[:0]).close()
    return path


def no_events(place: Place) -> Path:
    path = place.folder / "no-events.sqlite3"
    Store.open(path).close()
    return path


def missing(place: Place) -> Path:
    return place.folder / "gone.sqlite3"


def a_folder(place: Place) -> Path:
    path = place.folder / "a-folder.sqlite3"
    path.mkdir()
    return path


def json_file(place: Place) -> Path:
    path = place.folder / "event.json"
    path.write_text(json.dumps({"format": "mtrdesk-event"}), "utf-8")
    return path


def zeroed_pages(place: Place) -> Path:
    path = place.folder / "zeroed.sqlite3"
    data = bytearray(place.backup.read_bytes())
    data[100:] = bytes(len(data) - 100)
    path.write_bytes(bytes(data))
    return path


def dropped_table(place: Place) -> Path:
    path = place.folder / "no-event-table.sqlite3"
    shutil.copyfile(place.backup, path)
    conn = sqlite3.connect(path)
    conn.execute("PRAGMA foreign_keys = OFF")
    conn.execute("DROP TABLE event")
    conn.commit()
    conn.close()
    return path


def the_open_database(place: Place) -> Path:
    return place.db


def same_file_other_spelling(place: Place) -> Path:
    return place.folder / "." / ".." / place.folder.name / place.db.name


def unreadable(place: Place) -> Path:
    path = place.folder / "locked-away.sqlite3"
    shutil.copyfile(place.backup, path)
    path.chmod(0)
    return path


#: (what the case gives ``restore``, extra arguments)
RESTORE_CASES: dict[str, tuple[Callable[[Place], Path], tuple[str, ...]]] = {
    "random bytes": (garbage, ()),
    "truncated backup": (truncated, ()),
    "only the SQLite header": (header_only, ()),
    "empty file": (empty_file, ()),
    "another program's SQLite": (foreign, ()),
    "another application id": (foreign_app_id, ()),
    "newer schema": (newer, ()),
    "mtrdesk file of schema 0": (no_meta_version, ("--event", "1")),
    "mtrdesk file without events": (no_events, ("--event", "1")),
    "missing backup": (missing, ()),
    "a folder instead of a file": (a_folder, ()),
    "an event file, not a backup": (json_file, ()),
    "zeroed pages": (zeroed_pages, ()),
    "event table dropped": (dropped_table, ()),
    "the open database itself": (the_open_database, ("--event", "1")),
    "the open database by another spelling": (same_file_other_spelling, ("--event", "1")),
    "an event the backup does not have": (lambda p: p.backup, ("--event", "77")),
    "event 0": (lambda p: p.backup, ("--event", "0")),
    "a negative event": (lambda p: p.backup, ("--event", "-5")),
    "an event id of 30 digits": (lambda p: p.backup, ("--event", "9" * 30)),
}


@pytest.mark.parametrize("case", sorted(RESTORE_CASES))
def test_a_bad_backup_is_refused_cleanly(
    place: Place, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    make, more = RESTORE_CASES[case]
    target = make(place)
    before = snapshot(place.folder)
    outcome = run_main(restore_args(place, target, *more), capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(place.folder))
    with open_services(place.db) as services:
        assert len(services.events.list_events()) == 1  # nothing restored


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_an_unreadable_backup_is_refused_cleanly(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    target = unreadable(place)
    try:
        outcome = run_main(restore_args(place, target), capsys)
    finally:
        target.chmod(stat.S_IRUSR | stat.S_IWUSR)
    assert outcome.status == 1 and "Traceback" not in outcome.stderr and outcome.stderr


def test_a_good_backup_restores_beside_the_event(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    """The one accepted case: a new event, the backup file unchanged."""
    backup_bytes = place.backup.read_bytes()
    outcome = run_main(restore_args(place, place.backup), capsys)
    assert outcome.status == 0, outcome.stderr
    assert json.loads(outcome.stdout) == {"events": [2]}
    assert place.backup.read_bytes() == backup_bytes


def blocked_by_a_file(place: Place) -> Path:
    path = place.folder / "backups-file"
    path.write_text("not a folder")
    return path


def missing_folder(place: Place) -> Path:
    return place.folder / "never-made"


LISTING_CASES: dict[str, Callable[[Place], Path]] = {
    "backups folder is a file": blocked_by_a_file,
    "backups folder missing": missing_folder,
    "sidecars of garbage": lambda p: garbled_sidecars(p),
}


def garbled_sidecars(place: Place) -> Path:
    for sidecar in place.backups.rglob("*.json"):
        sidecar.write_bytes(b"\xff\xfe{not json")
    return place.backups


@pytest.mark.parametrize("case", sorted(LISTING_CASES))
def test_a_strange_backups_folder_lists_without_a_traceback(
    place: Place, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = LISTING_CASES[case](place)
    before = snapshot(place.folder)
    outcome = run_main(["backups", "--db", str(place.db), "--backups", str(folder)], capsys)
    assert outcome.status == 0 and "Traceback" not in outcome.stderr
    listed = json.loads(outcome.stdout)
    assert listed["folder"] == str(folder)
    if case == "sidecars of garbage":  # the file names still say event, round and time
        (only,) = listed["backups"]
        assert (only["event"], only["round"], only["event_name"]) == (1, 1, "")
    else:
        assert listed["backups"] == []
    assert snapshot(place.folder) == before


@pytest.mark.skipif(os.geteuid() == 0, reason="root writes everywhere")
def test_an_unwritable_backups_folder_pairs_and_warns(tmp_path: Path) -> None:
    folder = tmp_path / "read-only"
    folder.mkdir()
    folder.chmod(stat.S_IRUSR | stat.S_IXUSR)
    try:
        with open_services(tmp_path / "db.sqlite3") as services:
            services.context.backups = folder
            event_id, _ = new_event(services, 4)
            services.rounds.pair_next(event_id)
            (notice,) = services.context.take_notices()
            assert notice.details["reason"] == "failed"
        assert list(folder.iterdir()) == []
    finally:
        folder.chmod(stat.S_IRWXU)


TAMPERING: dict[str, str] = {
    "a result flipped with its audit row": (
        "UPDATE audit_log SET detail = replace(detail, '\"round\": 1', '\"round\": 9')"
        " WHERE action = 'round.pair'"
    ),
    "an audit row deleted": "DELETE FROM audit_log WHERE id = 2",
    "an audit row added by hand": (
        'INSERT INTO audit_log (event_id, "when", action, detail)'
        " VALUES (1, '2026-11-20 13:30:00', 'result.report', '{}')"
    ),
    "the last audit row deleted": (
        "DELETE FROM audit_log WHERE id = (SELECT max(id) FROM audit_log)"
    ),
}


@pytest.mark.parametrize("case", sorted(TAMPERING))
def test_a_tampered_audit_log_is_exported_with_a_warning(
    place: Place, case: str, capsys: pytest.CaptureFixture[str]
) -> None:
    conn = sqlite3.connect(place.db)
    with conn:
        conn.execute(TAMPERING[case])
    conn.close()
    out = place.folder / "export.json"
    before = snapshot(place.folder)
    outcome = run_main(["export", "1", "--db", str(place.db), "-o", str(out)], capsys)
    assert outcome.status == 0, outcome.stderr
    assert "changed outside mtrdesk" in outcome.stderr and "Traceback" not in outcome.stderr
    assert json.loads(out.read_text("utf-8"))["format"] == "mtrdesk-event"
    after = snapshot(place.folder)
    assert {k: v for k, v in after.items() if k != "export.json"} == before


def test_a_clean_audit_log_exports_without_a_word(
    place: Place, capsys: pytest.CaptureFixture[str]
) -> None:
    out = place.folder / "export.json"
    outcome = run_main(["export", "1", "--db", str(place.db), "-o", str(out)], capsys)
    assert outcome.status == 0 and outcome.stderr == ""
