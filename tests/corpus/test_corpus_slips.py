"""The bad-input corpus for slips and the event identity (issue 27, item 6).

* Scanned codes that name no match of the open event: an identity no event here has,
  another event's, a damaged one, numbers no slip carries, a code printed from a file
  before the identity. Each says why in a box *and* beside the scan field (the same
  sentence, in the window's language), and the database is byte-for-byte unchanged.
* Event files whose ``event.uid`` is not an identity, through every command that reads
  one (``import``, ``print``, ``standings``, ``pair``): exit 1, one sentence naming the
  field, nothing on standard output, every file unchanged.
"""

from __future__ import annotations

import copy
import datetime as dt
import hashlib
import json
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox

from mtrdesk.core.event_file.document import document_to_dict
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.simulation.event import Simulation, simulate_event
from mtrdesk.services import Services
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.corpus import assert_refused_cleanly, run_main, snapshot
from tests.helpers.empty_database import empty_database
from tests.helpers.ui_helpers import FIXED_NOW

DATE = dt.date(2026, 11, 27)


@dataclass
class Desk:
    """The window on a paired 8-player event (and another event in the same database)."""

    window: MainWindow
    services: Services
    path: Path
    uid: str
    other_uid: str
    boxes: list[str]


@pytest.fixture
def desk(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desk]:
    path = empty_database(tmp_path / "event.sqlite3")
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    event_id, _ = services.events.create(EventSettings("金曜モダン", DATE))
    other, _ = services.events.create(EventSettings("土曜スタンダード", DATE))
    for n in range(8):
        services.players.add(event_id, f"Player{n:02d}", "Test")
    services.rounds.pair_next(event_id)
    boxes: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box.text()))
    window = MainWindow(services, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.show()
    uid = services.printing.event(event_id).state.uid
    other_uid = services.printing.event(other).state.uid
    yield Desk(window, services, path, uid, other_uid, boxes)
    window.close()
    services.close()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


UNKNOWN = "0123456789ABCDEF0123456789ABCDEF"
SCANS: dict[str, tuple[Callable[[Desk], str], str]] = {
    "identity of no event here": (
        lambda d: f"MTRDESK2:{UNKNOWN}:1:1",
        "This slip belongs to an event that is not in this database.",
    ),
    "identity of no event here, lower case": (
        lambda d: f"mtrdesk2:{UNKNOWN.lower()}:1:1",
        "This slip belongs to an event that is not in this database.",
    ),
    "identity of another event here": (
        lambda d: f"MTRDESK2:{d.other_uid}:1:1",
        'This slip belongs to another event, "土曜スタンダード".',
    ),
    "identity one digit short": (lambda d: f"MTRDESK2:{d.uid[:-1]}:1:1", "is not the QR code"),
    "identity one digit long": (lambda d: f"MTRDESK2:{d.uid}0:1:1", "is not the QR code"),
    "identity with a letter beyond F": (
        lambda d: f"MTRDESK2:G{d.uid[1:]}:1:1",
        "is not the QR code",
    ),
    "identity with dashes": (
        lambda d: f"MTRDESK2:{d.uid[:8]}-{d.uid[8:12]}-{d.uid[12:]}:1:1",
        "is not the QR code",
    ),
    "identity and no table": (lambda d: f"MTRDESK2:{d.uid}:1", "is not the QR code"),
    "ethiopic round": (lambda d: f"MTRDESK2:{d.uid}:፩:1", "is not the QR code"),
    "five-thousand-digit table": (
        lambda d: f"MTRDESK2:{d.uid}:1:" + "9" * 5000,
        "is not the QR code",
    ),
    "twenty-digit round": (lambda d: f"MTRDESK2:{d.uid}:{'9' * 20}:1", "is not the QR code"),
    "round zero": (lambda d: f"MTRDESK2:{d.uid}:0:1", "has not been paired"),
    "later round": (lambda d: f"MTRDESK2:{d.uid}:2:1", "round 2"),
    "table not in the round": (lambda d: f"MTRDESK2:{d.uid}:1:9", "Round 1 has no table 9"),
    "seat in an individual event": (
        lambda d: f"MTRDESK2:{d.uid}:1:1A",
        "Round 1 has no table 1A",
    ),
    "printed from a file before the identity": (
        lambda d: "MTRDESK1:0:1:1",
        "printed from an event file by an earlier version of mtrdesk",
    ),
    "old code of an event not here": (
        lambda d: "MTRDESK1:999:1:1",
        "not in this database (event number 999)",
    ),
    "version three": (lambda d: f"MTRDESK3:{d.uid}:1:1", "is not the QR code"),
}


@pytest.mark.parametrize("case", SCANS.values(), ids=SCANS.keys())
def test_a_slip_that_names_no_match_here_says_why_beside_the_field(
    qtbot, desk: Desk, case: tuple[Callable[[Desk], str], str]
) -> None:
    make, expected = case
    code = make(desk)
    before = _digest(desk.path)
    desk.window.scan_action.trigger()
    desk.window.scan_bar.field.insert(code)
    qtbot.keyClick(desk.window.scan_bar.field, Qt.Key.Key_Return)
    assert len(desk.boxes) == 1 and expected in desk.boxes[0], desk.boxes
    said = desk.window.scan_bar.problem.text()
    assert said == desk.boxes[0] and "Traceback" not in said and len(said) < 2000
    qtbot.waitUntil(desk.window.scan_bar.problem.isVisible, timeout=2000)
    assert desk.window.rounds_tab.entry.table_edit.text() == ""
    assert _digest(desk.path) == before


def test_the_open_events_own_slip_still_opens(qtbot, desk: Desk) -> None:
    """The cases above are refused for what they say, not for being version 2 codes."""
    desk.window.scan_action.trigger()
    desk.window.scan_bar.field.insert(f"MTRDESK2:{desk.uid.lower()}:1:2")
    qtbot.keyClick(desk.window.scan_bar.field, Qt.Key.Key_Return)
    assert desk.boxes == [] and desk.window.rounds_tab.entry.table_edit.text() == "2"


# --- event files whose identity is not one ------------------------------------------------

Doc = dict[str, Any]
BASE: Doc = document_to_dict(simulate_event(Simulation(8, seed=3, rounds=2, drop_rate=0.0)))

BAD_UIDS: dict[str, object] = {
    "empty": "",
    "not hexadecimal": "not-an-identity",
    "31 digits": "0123456789ABCDEF0123456789ABCDE",
    "33 digits": "0123456789ABCDEF0123456789ABCDEF0",
    "a letter beyond F": "G123456789ABCDEF0123456789ABCDEF",
    "a number": 12345,
    "true": True,
    "a list": ["0123456789ABCDEF0123456789ABCDEF"],
    "an object": {"uid": "0123456789ABCDEF0123456789ABCDEF"},
    "5,000 characters": "A" * 5000,
    "a bidi override": "\u202e0123456789ABCDEF0123456789ABCDEF",
    "an escape sequence": "\x1b[31m0123456789ABCDEF0123456789ABCDEF",
    "full-width digits": "０１２３４５６７８９ＡＢＣＤＥＦ０１２３４５６７８９ＡＢＣＤＥＦ",
}
COMMANDS: dict[str, Callable[[Path], list[str]]] = {
    "import": lambda folder: [
        "--db",
        str(folder / "db.sqlite3"),
        "import",
        str(folder / "ev.mtrdesk"),
    ],
    "print": lambda folder: [
        "print",
        "slips",
        str(folder / "ev.mtrdesk"),
        "-o",
        str(folder / "s.pdf"),
    ],
    "standings": lambda folder: ["standings", str(folder / "ev.mtrdesk")],
    "pair": lambda folder: ["pair", str(folder / "ev.mtrdesk")],
}


@pytest.fixture
def empty_db(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    path = tmp_path_factory.mktemp("db") / "db.sqlite3"
    Services.open(path).close()
    return path.read_bytes()


@pytest.mark.parametrize("command", COMMANDS.values(), ids=COMMANDS.keys())
@pytest.mark.parametrize("uid", BAD_UIDS.values(), ids=BAD_UIDS.keys())
def test_an_event_file_with_a_bad_identity_is_refused(
    uid: object,
    command: Callable[[Path], list[str]],
    empty_db: bytes,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.delenv("MTRDESK_DB", raising=False)
    doc = copy.deepcopy(BASE)
    doc["event"]["uid"] = uid
    (tmp_path / "ev.mtrdesk").write_text(json.dumps(doc, ensure_ascii=False), "utf-8")
    (tmp_path / "db.sqlite3").write_bytes(empty_db)
    before = snapshot(tmp_path)
    outcome = run_main(["--lang", "en", *command(tmp_path)], capsys)
    assert_refused_cleanly(outcome, 1, before, snapshot(tmp_path))
    assert "event.uid" in outcome.stderr


def test_a_uuid_written_with_dashes_and_lower_case_is_read() -> None:
    """What the reader forgives (a UUID as most tools write it) is not in the corpus."""
    from mtrdesk.core.event_file.reader import document_from_dict

    doc = copy.deepcopy(BASE)
    doc["event"]["uid"] = "9f3c2a7e-51b0-4d6a-8c1e-2f3a4b5c6d7e"
    assert document_from_dict(doc).uid == "9F3C2A7E51B04D6A8C1E2F3A4B5C6D7E"


def test_the_cases_are_many_and_different() -> None:
    assert len(SCANS) + len(BAD_UIDS) * len(COMMANDS) >= 60
