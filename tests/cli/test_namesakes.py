"""Two players with one name and no player ID (the app allows namesakes) go out in an event
file and come back as two people (issue 14): import once failed on a UNIQUE constraint.

The commands run in this process (``mtrdesk.cli.main``, as the bad-input corpus runs them:
an exception escaping it is the traceback a user would see, and fails the test)."""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from tests.helpers.corpus import run_main

# The command line's messages make a QCoreApplication when none exists; a later widget
# test in the same worker then cannot have its QApplication: make that one first (as the
# corpus does).
pytestmark = pytest.mark.usefixtures("qapp")


def test_namesakes_without_ids_round_trip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source, target = tmp_path / "a.sqlite3", tmp_path / "b.sqlite3"
    with Services.open(source) as services:
        event_id, _ = services.events.create(EventSettings("同姓同名", dt.date(2026, 11, 20)))
        for _ in range(2):
            services.players.add(event_id, "佐藤", "健", "さとう けん")
        services.players.add(event_id, "鈴木", "一郎")
    exported = tmp_path / "event.json"
    export = ["export", str(event_id), "--db", str(source), "-o", str(exported)]
    assert run_main(export, capsys).status == 0
    for db in (target, source):  # into a new database, and back into the one that has them
        done = run_main(["import", str(exported), "--db", str(db), "--create"], capsys)
        assert done.status == 0, done.stderr
        new_id = json.loads(done.stdout)["event"]
        again = tmp_path / f"again-{db.stem}.json"
        export = ["export", str(new_id), "--db", str(db), "-o", str(again)]
        assert run_main(export, capsys).status == 0
        players = json.loads(again.read_text("utf-8"))["players"]
        assert [(p["family"], p["given"]) for p in players] == [
            ("佐藤", "健"),
            ("佐藤", "健"),
            ("鈴木", "一郎"),
        ]


def test_one_player_id_twice_in_a_file_is_refused_not_a_crash(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = {
        "format": "mtrdesk-event",
        "version": 6,
        "event": {"name": "ID twice", "date": "2026-11-20"},
        "players": [
            {"id": 1, "family": "A", "player_id": "same@example.jp"},
            {"id": 2, "family": "A", "player_id": "same@example.jp"},
        ],
    }
    path = tmp_path / "twice.json"
    path.write_text(json.dumps(document), "utf-8")
    done = run_main(["import", str(path), "--db", str(tmp_path / "db.sqlite3")], capsys)
    assert done.status == 1
    assert "Traceback" not in done.stderr and done.stderr.strip()
