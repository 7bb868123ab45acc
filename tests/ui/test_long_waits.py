"""Progress on the window's long waits (issue 31 item 4): the dialog shows, advances, and
its Cancel leaves nothing.

The Done-when's 20,000 players are imported through File ▸ Import event… (a CSV list is
bounded at 10,000 rows since issue 27, ``csv_import.MAX_CSV_ROWS``; its dialog is tested in
``test_csv_import_bounded``). No test waits on a dialog: Cancel is pressed on the real
progress dialog (its ``cancel`` slot, what the button calls) from inside the work, once the
count reaches a given number, and message boxes are patched.
"""

from __future__ import annotations

import datetime as dt
import json
import random
import threading
import time
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QMessageBox, QProgressDialog
from pytestqt.qtbot import QtBot

from mtrdesk import sheets
from mtrdesk.core.event_file.document import DocumentPlayer, EventDocument, document_to_dict
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.sheets import sheet_kind
from mtrdesk.ui.printing.menu import print_sheet
from mtrdesk.ui.progress import WorkProgress
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.services_support import new_event, report_round
from tests.helpers.ui_decklists import modern_event, open_tab

PLAYERS = 20_000
#: The real drawing, which ``SlowDrawing`` holds back.
DRAW = sheets.render_bytes
CANCEL_AT = 1_000


class Watched:
    """Every ``(done, total)`` the window's progress dialogs were told (``stages``: with
    the sentence the dialog said then), the dialogs' titles; ``cancel_at`` presses Cancel
    once ``done`` reaches it, in the dialog saying ``cancel_in`` (any, when ``None``)."""

    def __init__(self) -> None:
        self.told: list[tuple[int, int]] = []
        self.stages: list[tuple[str, int, int]] = []
        self.titles: list[str] = []
        self.cancel_in: str | None = None
        #: The dialog's own bar after each step, and whether it was on screen.
        self.values: list[int] = []
        self.shown = False
        self.cancel_at: int | None = None


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> Watched:
    seen = Watched()
    step = WorkProgress.step
    init = WorkProgress.__init__

    def made(self: WorkProgress, *args: object, **kwargs: object) -> None:
        init(self, *args, **kwargs)  # type: ignore[arg-type]
        seen.titles.append(self.dialog.windowTitle())

    def stepped(self: WorkProgress, done: int, total: int) -> bool:
        said = self.dialog.labelText()
        seen.told.append((done, total))
        seen.stages.append((said, done, total))
        wanted = seen.cancel_in is None or said == seen.cancel_in
        if seen.cancel_at is not None and done >= seen.cancel_at and wanted:
            self.dialog.cancel()  # what its Cancel button does
        going = step(self, done, total)
        if said == (seen.cancel_in or said):
            seen.values.append(self.dialog.value())
            seen.shown = seen.shown or self.dialog.isVisible()
        return going

    monkeypatch.setattr(WorkProgress, "__init__", made)
    monkeypatch.setattr(WorkProgress, "step", stepped)
    return seen


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: said.append(box.text()))
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text, *a: said.append(text))
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    return said


def _window(qtbot: QtBot, services: Services, settings: QSettings) -> MainWindow:
    window = MainWindow(services, settings, "en")
    qtbot.addWidget(window)
    return window


def _big_file(folder: Path) -> Path:
    """An event file of 20,000 players (Japanese names with readings and IDs), no rounds."""
    players = tuple(
        DocumentPlayer(i, f"山田{i}", "太郎", "やまだ たろう", f"{i:010d}")
        for i in range(1, PLAYERS + 1)
    )
    document = EventDocument(EventSettings("大型大会", dt.date(2026, 11, 29)), players)
    path = folder / "big.mtrdesk"
    path.write_text(json.dumps(document_to_dict(document), ensure_ascii=False), encoding="utf-8")
    return path


def _database(services: Services) -> tuple[object, ...]:
    """What an import or a restore adds: events, roster players, audit rows."""
    events = [e.id for e in services.events.list_events()]
    return (
        events,
        [r.id for r in services.players.search_roster("", limit=100_000)],
        [len(services.rounds.audit_log(e)) for e in events],
    )


def _rising(told: list[tuple[int, int]]) -> bool:
    done = [d for d, _ in told]
    return done == sorted(done) and len(set(done)) >= 3


def test_cancel_while_importing_20000_players_leaves_nothing_imported(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
    tmp_path: Path,
    watched: Watched,
    errors: list[str],
) -> None:
    path = _big_file(tmp_path)
    window = _window(qtbot, services, settings)
    before = _database(services)
    watched.cancel_at, watched.cancel_in = CANCEL_AT, "Importing the event..."
    assert window.import_event(path) is None
    # Two stages, two dialogs: the file checked whole (20,000 counted), then written.
    assert watched.titles == ["Import event", "Import event"]
    reading = [(d, n) for said, d, n in watched.stages if said == "Reading the event file..."]
    writing = [(d, n) for said, d, n in watched.stages if said == "Importing the event..."]
    assert reading[0] == (0, PLAYERS) and reading[-1] == (PLAYERS, PLAYERS)
    assert len(reading) + len(writing) == len(watched.stages)
    assert {total for _, total in writing} == {PLAYERS}
    assert _rising(writing)  # the dialog advanced: 0, 250, 500, 750, 1,000
    assert watched.values[-1] == CANCEL_AT and watched.values == sorted(watched.values)
    assert watched.shown  # on screen once half a second had passed
    assert writing[0] == (0, PLAYERS)
    assert max(done for done, _ in writing) == CANCEL_AT  # stopped where pressed
    assert _database(services) == before
    assert services.events.list_events() == []
    assert services.players.search_roster("山田", limit=10) == []
    assert errors == []  # a Cancel is no error
    assert window.findChildren(QProgressDialog) == [] or all(
        not d.isVisible() for d in window.findChildren(QProgressDialog)
    )


def test_an_import_left_alone_counts_to_its_total_and_opens_the_event(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
    tmp_path: Path,
    watched: Watched,
    errors: list[str],
) -> None:
    source, _ = new_event(services, 16)
    services.rounds.pair_next(source)
    report_round(services, source, random.Random(3))
    path = tmp_path / "small.mtrdesk"
    window = _window(qtbot, services, settings)
    window.set_event(source)
    assert window.export_event(path) == path
    watched.told.clear()
    imported = window.import_event(path)
    assert imported is not None and imported != source
    total = watched.told[-1][1]
    assert watched.told[-1] == (total, total) and watched.told[0] == (0, total)
    assert total > 16  # players, matches and audit rows
    assert errors == []


def _backed_up(services: Services) -> tuple[int, object]:
    """An event of 16 with round 1 paired: the copy taken at the round's start."""
    event_id, _ = new_event(services, 16)
    services.rounds.pair_next(event_id)
    (backup, *_) = services.backups.list_backups()
    return event_id, backup


def test_cancel_at_the_last_step_of_a_restore_keeps_nothing_of_it(
    qtbot: QtBot, services: Services, settings: QSettings, watched: Watched, errors: list[str]
) -> None:
    event_id, backup = _backed_up(services)
    window = _window(qtbot, services, settings)
    window.set_event(event_id)
    before = _database(services)
    watched.cancel_at = 1  # pressed as the restore's last rows are written, before commit
    assert window.restore_backup(backup) == []  # type: ignore[arg-type]
    assert watched.titles == ["Restore from backup"]
    assert watched.told[-1][0] == watched.told[-1][1] > 16
    assert _database(services) == before
    assert window.event_id == event_id
    assert errors == []


def test_a_restore_left_alone_counts_to_its_total(
    qtbot: QtBot, services: Services, settings: QSettings, watched: Watched, errors: list[str]
) -> None:
    _, backup = _backed_up(services)
    window = _window(qtbot, services, settings)
    (restored,) = window.restore_backup(backup)  # type: ignore[arg-type]
    total = watched.told[-1][1]
    assert watched.told[0] == (0, total) and watched.told[-1] == (total, total)
    assert len(services.players.list_entries(restored)) == 16
    assert errors == []


def test_an_export_counts_its_rows_and_cancel_writes_nothing(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
    tmp_path: Path,
    watched: Watched,
    errors: list[str],
) -> None:
    event_id, _ = new_event(services, 16)
    services.rounds.pair_next(event_id)
    window = _window(qtbot, services, settings)
    window.set_event(event_id)
    watched.cancel_at = 0  # Cancel as soon as the reading starts
    assert window.export_event(tmp_path / "stopped.mtrdesk") is None
    assert not (tmp_path / "stopped.mtrdesk").exists()
    assert watched.titles == ["Export event"] and errors == []
    watched.cancel_at = None
    watched.told.clear()
    assert window.export_event(tmp_path / "whole.mtrdesk") == tmp_path / "whole.mtrdesk"
    total = watched.told[-1][1]
    assert watched.told[0] == (0, total) and watched.told[-1] == (total, total) and total > 24


class SlowDrawing:
    """``sheets.render_bytes`` held until the progress dialog has been told ``steps`` times
    (2,048 slips take over 2 s; this waits exactly as long as the test needs), and on which
    thread it ran."""

    def __init__(self, watched: Watched, steps: int) -> None:
        self.watched = watched
        self.steps = steps
        self.threads: list[str] = []
        self.finished = threading.Event()

    def __call__(self, *args: object) -> bytes:
        self.threads.append(threading.current_thread().name)
        deadline = time.monotonic() + 10
        while len(self.watched.told) < self.steps and time.monotonic() < deadline:
            time.sleep(0.01)
        try:
            return DRAW(*args)  # type: ignore[arg-type]
        finally:
            self.finished.set()


@pytest.fixture
def printing_window(qtbot: QtBot, services: Services, settings: QSettings) -> MainWindow:
    event_id, _ = new_event(services, 10)
    services.rounds.pair_next(event_id)
    window = _window(qtbot, services, settings)
    window.set_event(event_id)
    return window


def test_the_slips_are_drawn_on_a_thread_while_the_dialog_turns(
    printing_window: MainWindow, watched: Watched, monkeypatch: pytest.MonkeyPatch
) -> None:
    slow = SlowDrawing(watched, 3)
    monkeypatch.setattr(sheets, "render_bytes", slow)
    dialog = print_sheet(printing_window, printing_window.session, sheet_kind("slips"))
    assert dialog is not None and dialog.page_count == 2 and not dialog.cancelled
    assert slow.threads == ["mtrdesk-drawing"]  # not the window's thread
    assert watched.titles[-1] == dialog.windowTitle()
    assert watched.told[:3] == [(0, 0)] * 3  # a busy bar: the drawing says no count
    dialog.close()


def test_cancel_while_drawing_opens_no_preview_and_says_nothing(
    printing_window: MainWindow,
    watched: Watched,
    errors: list[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    slow = SlowDrawing(watched, 2)
    monkeypatch.setattr(sheets, "render_bytes", slow)
    watched.cancel_at = 0
    assert print_sheet(printing_window, printing_window.session, sheet_kind("slips")) is None
    assert errors == [] and len(watched.told) == 1
    slow.steps = 0  # the dropped drawing ends now, not in the next test
    assert slow.finished.wait(10)


#: A card-name list as long as every card of Magic (some 30,000; 20,000 here).
CARD_NAMES = 20_000


def test_cancel_while_storing_20000_card_names_stores_none(
    qtbot: QtBot,
    services: Services,
    settings: QSettings,
    tmp_path: Path,
    watched: Watched,
    errors: list[str],
) -> None:
    path = tmp_path / "names.txt"
    path.write_text("".join(f"Card Number {i:05d}\n" for i in range(CARD_NAMES)), "utf-8")
    _, tab = open_tab(qtbot, services, settings, modern_event(services))
    watched.cancel_at = CARD_NAMES // 2
    assert tab.import_card_names(path) is None
    assert watched.titles == ["Import card names"]
    assert {total for _, total in watched.told} == {CARD_NAMES} and _rising(watched.told)
    assert services.decklists.complete("Card Number", 5) == []  # rolled back whole
    assert errors == []
    watched.cancel_at = None
    assert tab.import_card_names(path) == CARD_NAMES
    assert watched.told[-1] == (CARD_NAMES, CARD_NAMES)
    assert services.decklists.complete("Card Number 0000", 3) == [
        f"Card Number 0000{i}" for i in range(3)
    ]
