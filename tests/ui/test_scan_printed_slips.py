"""Every slip mtrdesk prints scans in the window that has its event (issue 27, item 6).

The slips of an event file printed by ``mtrdesk print`` (no database) carry the event's
identity, which survives export and import: the file is imported into the database the
window shows, the PDF's QR codes are read as a USB scanner reads the paper
(``tests/helpers/pdf_qr.py``), typed into the scan field, and each opens its own match. A
slip of an event that is not here says why, in the scan field as well as in the box.
"""

from __future__ import annotations

import datetime as dt
import json
import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.services.event_file.interchange import import_event
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.corpus import run_main
from tests.helpers.pdf_qr import qr_codes

DATE = dt.date(2026, 11, 27)
PLAYERS = [
    ("山田", "太郎"),
    ("佐藤", "花子"),
    ("鈴木", "一郎"),
    ("高橋", "次郎"),
    ("田中", "三郎"),
    ("伊藤", "四郎"),
    ("渡辺", "五郎"),
    ("中村", "六郎"),
]


@pytest.fixture
def shown_box(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


def exported(tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]) -> Path:
    """An event paired in a database of its own, exported by ``mtrdesk export``."""
    source = tmp_path / f"{name}.sqlite3"
    with Services.open(source, rng=random.Random(3)) as services:
        event_id, _ = services.events.create(EventSettings(name=name, date=DATE))
        for family, given in PLAYERS:
            services.players.add(event_id, family, given)
        services.rounds.pair_next(event_id, 5)
    out = tmp_path / f"{name}.mtrdesk"
    done = run_main(["--db", str(source), "export", str(event_id), "-o", str(out)], capsys)
    assert done.status == 0, done.stderr
    return out


def printed_codes(event_file: Path, capsys: pytest.CaptureFixture[str]) -> list[str]:
    """The QR texts of the slips ``mtrdesk print slips FILE`` draws, as scanned."""
    pdf = event_file.with_suffix(".pdf")
    done = run_main(["print", "slips", str(event_file), "-o", str(pdf)], capsys)
    assert done.status == 0, done.stderr
    return [code.text for page in qr_codes(pdf.read_bytes()) for code in page]


def open_window(qtbot, services: Services, settings, event_id: int) -> MainWindow:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def scan(qtbot, window: MainWindow, text: str) -> None:
    window.scan_action.trigger()
    qtbot.keyClicks(window.scan_bar.field, text)
    qtbot.keyClick(window.scan_bar.field, Qt.Key.Key_Return)


@pytest.mark.parametrize("older_file", [False, True], ids=["file", "file without identity"])
def test_slips_printed_from_an_event_file_scan_after_import(
    qtbot, services, settings, shown_box, tmp_path: Path, capsys, older_file: bool
) -> None:
    event_file = exported(tmp_path, "金曜日のFNM", capsys)
    if older_file:  # as an mtrdesk before the identity wrote it (format version 6)
        data = json.loads(event_file.read_text("utf-8"))
        data["event"].pop("uid", None)
        data["version"] = 6
        event_file.write_text(json.dumps(data, ensure_ascii=False), "utf-8")
    codes = printed_codes(event_file, capsys)
    assert len(codes) == 4
    services.events.create(EventSettings(name="別の大会", date=DATE))  # ids differ
    event_id = import_event(services, json.loads(event_file.read_text("utf-8")))
    window = open_window(qtbot, services, settings, event_id)

    entry = window.rounds_tab.entry
    for code, typed in zip(codes, ["2-1", "0-2", "1-1-1", "2-0"], strict=True):
        scan(qtbot, window, code)
        assert shown_box == [], code
        table = entry.table_edit.text()
        assert table and entry.result_edit.hasFocus(), code
        qtbot.keyClicks(entry.result_edit, typed)
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        stored = next(
            m for m in services.rounds.current_round(event_id).matches if m.label == table
        )
        assert stored.result == MatchResult.from_text(typed)
    assert not services.rounds.current_round(event_id).missing


def test_a_slip_of_an_event_not_here_says_why_in_the_scan_field(
    qtbot, services, settings, shown_box, tmp_path: Path, capsys
) -> None:
    ours = exported(tmp_path, "金曜日のFNM", capsys)
    foreign = printed_codes(exported(tmp_path, "土曜日のPPTQ", capsys), capsys)
    event_id = import_event(services, json.loads(ours.read_text("utf-8")))
    window = open_window(qtbot, services, settings, event_id)

    scan(qtbot, window, foreign[0])
    said = (
        "This slip belongs to an event that is not in this database. Import the event's "
        "file (File > Import event...) or open the database that has it, then scan the "
        "slip again."
    )
    assert shown_box == [said]
    assert window.scan_bar.problem.text() == said  # it stays beside the field
    qtbot.waitUntil(window.scan_bar.problem.isVisible, timeout=2000)  # the toolbar lays out
    window.grab().save(str(tmp_path / "refused.png"))
    assert window.rounds_tab.entry.table_edit.text() == ""
    assert len(services.rounds.current_round(event_id).missing) == 4
    # The next slip that is ours clears it.
    scan(qtbot, window, printed_codes(ours, capsys)[0])
    assert window.scan_bar.problem.text() == ""
    qtbot.waitUntil(lambda: not window.scan_bar.problem.isVisible(), timeout=2000)
