"""Bad inputs to the long commands while their progress bar is drawn (issue 31 item 4).

The bar is on (``progress_bar.shows_bar`` answers yes, as on a terminal) and the input is
refused part-way through the work the bar counts: an event file damaged at its 280th
player (the reader had counted 250), a file whose 280th player has an ID this database
gives another person (refused inside the import's transaction, after its first 250), a
copy into a database that holds rows, a restore from a file that is no backup. Each: the
refusal's sentence, exit status 1, no traceback, nothing on standard output, every file
as it was (the import's transaction rolled back whole).
"""

from __future__ import annotations

import datetime as dt
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QProgressDialog
from pytestqt.qtbot import QtBot

from mtrdesk.cli import progress_bar
from mtrdesk.core.event_file.document import DocumentPlayer, EventDocument, document_to_dict
from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.progress import WorkProgress
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.services_support import new_event, open_services

pytestmark = pytest.mark.usefixtures("qapp")

PLAYERS = 300
#: The player the refusal meets: after the first report of progress (every 250 steps).
BAD = 280


@pytest.fixture
def bar_on(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(progress_bar, "shows_bar", lambda args, stream=None: True)


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    """A database with one event of 4 (IDs P0000..P0003) and nothing else."""
    work = tmp_path / "work"
    work.mkdir()
    with open_services(work / "events.sqlite3") as services:
        new_event(services, 4)
    return work


def _players(bad: DocumentPlayer | None = None) -> tuple[DocumentPlayer, ...]:
    players = [
        DocumentPlayer(i, f"鈴木{i}", "一郎", "すずき いちろう", f"Q{i:05d}")
        for i in range(1, PLAYERS + 1)
    ]
    if bad is not None:
        players[BAD - 1] = bad
    return tuple(players)


def _write(folder: Path, name: str, raw: dict[str, object]) -> Path:
    path = folder / name
    path.write_text(json.dumps(raw, ensure_ascii=False), encoding="utf-8")
    return path


def _document(players: tuple[DocumentPlayer, ...]) -> dict[str, object]:
    settings = EventSettings("進捗の大会", dt.date(2026, 11, 29))
    return document_to_dict(EventDocument(settings, players))


def test_import_of_a_file_damaged_at_its_280th_player(
    folder: Path, bar_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    raw = _document(_players())
    players = raw["players"]
    assert isinstance(players, list)
    players[BAD - 1] = {**players[BAD - 1], "family": 42}  # a name that is no text
    path = _write(folder, "damaged.mtrdesk", raw)
    before = snapshot(folder)
    outcome = run_main(["import", "--db", str(folder / "events.sqlite3"), str(path)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert "players[279]" in outcome.stderr  # where, as the reader names it


def test_import_whose_280th_player_has_an_id_of_another_person(
    folder: Path, bar_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    taken = DocumentPlayer(BAD, "別人", "花子", "べつじん はなこ", "P0001")
    path = _write(folder, "taken.mtrdesk", _document(_players(taken)))
    before = snapshot(folder)
    outcome = run_main(["import", "--db", str(folder / "events.sqlite3"), str(path)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))
    assert "Importing the event" in outcome.stderr  # refused while that bar was drawn
    assert outcome.stderr.endswith(
        "\rAnother player already has this player ID. Check the ID, "
        "or choose that player from the roster.\n"
    )  # the bar erased, then the sentence
    with open_services(folder / "events.sqlite3") as services:
        assert len(services.events.list_events()) == 1  # rolled back whole


def test_copy_into_a_database_that_holds_rows(
    folder: Path, bar_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    other = folder / "other.sqlite3"
    with open_services(other) as services:
        new_event(services, 2)
    before = snapshot(folder)
    outcome = run_main(["copy-store", str(folder / "events.sqlite3"), str(other)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))


def test_restore_from_a_file_that_is_no_backup(
    folder: Path, bar_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    fake = folder / "backup.sqlite3"
    fake.write_bytes(b"not a database at all" * 100)
    before = snapshot(folder)
    args = ["restore", str(fake), "--db", str(folder / "events.sqlite3")]
    outcome = run_main([*args, "--backups", str(folder / "backups")], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(folder))


def test_the_bar_is_really_drawn_when_on(
    folder: Path, bar_on: None, capsys: pytest.CaptureFixture[str]
) -> None:
    """The cases above run with the bar: a good import draws it (then erases it)."""
    path = _write(folder, "good.mtrdesk", _document(_players()))
    outcome = run_main(["import", "--db", str(folder / "events.sqlite3"), str(path)], capsys)
    assert outcome.status == 0, outcome.stderr
    assert f"{PLAYERS}/{PLAYERS}" in outcome.stderr
    assert json.loads(outcome.stdout) == {"event": 2}


def test_the_window_refusing_an_import_part_way_closes_its_progress_first(
    qtbot: QtBot, folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """File ▸ Import event… of the same file: refused inside the import, after the dialog
    had counted 250 players; the dialog is gone before the sentence is shown (the sentence
    is not shown over a stalled bar), and nothing of the file is in the database."""
    taken = DocumentPlayer(BAD, "別人", "花子", "べつじん はなこ", "P0001")
    path = _write(folder, "taken.mtrdesk", _document(_players(taken)))
    shown: list[tuple[str, bool]] = []

    def said(box: QMessageBox) -> int:
        parent = box.parent()
        dialogs = parent.findChildren(QProgressDialog) if parent is not None else []
        shown.append((box.text(), any(d.isVisible() for d in dialogs)))
        return 0

    monkeypatch.setattr(QMessageBox, "exec", said)
    told: list[int] = []
    step = WorkProgress.step

    def counted(progress: WorkProgress, done: int, total: int) -> bool:
        told.append(done)
        return step(progress, done, total)

    monkeypatch.setattr(WorkProgress, "step", counted)
    with open_services(folder / "events.sqlite3") as services:
        window = MainWindow(
            services, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
        )
        qtbot.addWidget(window)
        before = snapshot(folder)
        assert window.import_event(path) is None
        assert told == [0, 250, PLAYERS, 0, 250]  # the file read whole, then written
        assert shown == [(shown[0][0], False)] and "already has this player ID" in shown[0][0]
        assert len(services.events.list_events()) == 1
    assert snapshot(folder)["taken.mtrdesk"] == before["taken.mtrdesk"]
    with open_services(folder / "events.sqlite3") as services:
        assert [e.id for e in services.events.list_events()] == [1]  # rolled back whole
