"""Bad marks in the backups folder (issue 33, item 3): what a killed window left to say a
round-start copy was on its way (``backup_files.mark_pending``), damaged or pointing at
nothing, met by the next opening of the database (``BackupService.catch_up``).

Each case opens the database for writing through the real entry point, with a command
that is then refused (``mtrdesk round pair`` of an event that does not exist): exit status
1, one clear line on standard error and no traceback, nothing on standard output, and every
file as it was, but the bad mark, which goes. No copy is written for it.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest

from mtrdesk.store import backup_files
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services

pytestmark = pytest.mark.usefixtures("qapp")


def garbage(folder: Path) -> Path:
    mark = folder / ".round-02.pending"
    mark.write_bytes(b"\xff\xfe not json \x00")
    return mark


def not_a_dict(folder: Path) -> Path:
    mark = folder / ".round-02.pending"
    mark.write_text("[1, 2]", "utf-8")
    return mark


def wrong_types(folder: Path) -> Path:
    mark = folder / ".round-02.pending"
    mark.write_text(json.dumps({"event": "one", "round": -2}), "utf-8")
    return mark


def too_big(folder: Path) -> Path:
    mark = folder / ".round-02.pending"
    mark.write_text(json.dumps({"event": 1, "round": 1, "pad": "x" * 70_000}), "utf-8")
    return mark


def no_such_round(folder: Path) -> Path:
    mark = folder / ".round-07.pending"
    mark.write_text(json.dumps({"kind": "round", "event": 1, "round": 7}), "utf-8")
    return mark


def no_such_event(folder: Path) -> Path:
    mark = folder / ".round-01.pending"
    mark.write_text(json.dumps({"kind": "round", "event": 4242, "round": 1}), "utf-8")
    return mark


def another_events_folder(folder: Path) -> Path:
    """Round 1 of event 1 exists, but the mark sits in event 2's folder."""
    other = folder.with_name("event-2")
    other.mkdir()
    mark = other / ".round-01.pending"
    mark.write_text(json.dumps({"kind": "round", "event": 1, "round": 1}), "utf-8")
    return mark


CASES: dict[str, Callable[[Path], Path]] = {
    "another_events_folder": another_events_folder,
    "garbage": garbage,
    "not_a_dict": not_a_dict,
    "wrong_types": wrong_types,
    "too_big": too_big,
    "no_such_round": no_such_round,
    "no_such_event": no_such_event,
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_mark_goes_and_nothing_else_changes(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "work"
    folder.mkdir()
    db, backups = folder / "events.sqlite3", folder / "backups"
    monkeypatch.setenv(backup_files.BACKUPS_ENV_VAR, str(backups))
    with open_services(db) as services:
        event_id, _ = new_event(services, 4)
        services.rounds.pair_next(event_id)  # round 1 and its copy
        event_folder = backup_files.event_folder(backups, services.location, event_id)
    assert event_id == 1
    mark = CASES[case](event_folder)
    name = str(mark.relative_to(folder))
    before = {k: v for k, v in snapshot(folder).items() if k != name}
    outcome = run_main(["round", "pair", "999", "--db", str(db)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert not mark.exists()
    assert len(list(backups.rglob("*.sqlite3"))) == 1  # round 1's, nothing for the mark
