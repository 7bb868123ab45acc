"""The bad-input corpus through the window (issue 14, items 4 and 5): what a scorekeeper
types, scans or chooses, each through the real widget — the result line and Enter, the
scan bar, Import card names with the file dialog answered, the event, player and
extension dialogs, the projector clock's settings.

Each case checks the three promises: no exception reaches Qt (pytest-qt fails a test on
an exception raised in a Qt virtual or slot), a message is shown (inline or in a box),
and the database holds exactly the rows it held before (a full SQL dump compared).
"""

from __future__ import annotations

import datetime as dt
import random
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QMessageBox, QWidget

from mtrdesk.core.settings import EventSettings
from mtrdesk.services import Services
from mtrdesk.ui.dialogs.event.dialog import EventDialog
from mtrdesk.ui.dialogs.extension import ExtensionDialog
from mtrdesk.ui.dialogs.player import PlayerDialog
from mtrdesk.ui.projector.programs import Mode
from mtrdesk.ui.projector.setup_dialog import ProjectorSetupDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.database_text import dump
from tests.helpers.empty_database import prepared_database
from tests.helpers.ui_helpers import FIXED_NOW, on_next_dialog

DATE = dt.date(2026, 11, 20)


@dataclass
class Desk:
    """The window on a paired 8-player event, and what it showed."""

    window: MainWindow
    services: Services
    event_id: int
    path: Path
    boxes: list[str]

    @property
    def inline(self) -> str:
        return self.window.rounds_tab.entry.message_label.text()


def _paired_event(path: Path) -> None:
    """The event every case starts from: 8 players, round 1 paired (made once a process)."""
    with Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7)) as services:
        event_id, _ = services.events.create(EventSettings("金曜モダン", DATE))
        for n in range(8):
            services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
        services.rounds.pair_next(event_id)


@pytest.fixture
def desk(qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Desk]:
    path = prepared_database(tmp_path / "event.sqlite3", "corpus-window", _paired_event)
    services = Services.open(path, clock=lambda: FIXED_NOW, rng=random.Random(7))
    event_id = services.events.list_events()[0].id
    boxes: list[str] = []
    # Error boxes (``show_error``) are recorded, not run.
    monkeypatch.setattr(QMessageBox, "exec", lambda box: boxes.append(box.text()))
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.show()
    yield Desk(window, services, event_id, path, boxes)
    window.close()
    services.close()


def refused_cleanly(desk: Desk, act: Callable[[], str]) -> str:
    """Run ``act`` (which returns the message the window showed) and check the promises."""
    before = dump(desk.path)
    shown = act()
    assert shown.strip(), "a refusal must say why"
    assert "Traceback" not in shown and len(shown) < 2000, shown
    assert dump(desk.path) == before
    return shown


# --- the result line: the table number --------------------------------------------------

TABLES = {
    "ethiopic-digit": "፩",  # isdigit(), not int(): the crash dialog before issue 14
    "superscript-two": "²",
    "circled-one": "①",
    "arabic-indic": "١٢",
    "zero": "0",
    "negative": "-3",
    "beyond-any-table": "10001",
    "twenty-digits": "9" * 20,
    "two-to-the-63": str(2**63),
    "five-thousand-digits": "9" * 5000,
    "full-width-huge": "１２３４５６７",
    "hex": "0x10",
    "exponent": "1e3",
    "fraction": "1.5",
    "inner-space": "1 2",
    "html": "<b>1</b>",
    "nul": "1\x00",
    "table-not-in-round": "7",  # 4 tables in round 1
}


@pytest.mark.parametrize("typed", TABLES.values(), ids=TABLES.keys())
def test_a_bad_table_number_is_refused_inline(qtbot, desk: Desk, typed: str) -> None:
    desk.window.tabs.setCurrentWidget(desk.window.rounds_tab)
    entry = desk.window.rounds_tab.entry

    def act() -> str:
        entry.table_edit.clear()
        entry.table_edit.insert(typed)
        qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
        return desk.inline

    shown = refused_cleanly(desk, act)
    assert typed[:50] not in shown or len(typed) < 6  # a 5,000-digit paste is not echoed
    assert entry.table_edit.hasFocus() or not entry.isVisible()


# --- the result line: the result --------------------------------------------------------

RESULTS = {
    "five-thousand-digit-wins": "9" * 5000 + "-0",
    "five-thousand-digit-losses": "0-" + "9" * 5000,
    "huge-draws": "2-1-" + "9" * 30,
    "twenty-digit-wins": "9" * 20 + "-0",
    "two-to-the-63": f"{2**63}-0",
    "three-wins": "3-0",
    "two-all": "2-2",
    "negative": "-1-2",
    "four-numbers": "2-1-1-1",
    "ethiopic": "፩-0",
    "roman-numerals": "Ⅱ-Ⅰ",
    "ansi-escape": "\x1b[31m2-1",
    "nul-inside": "2\x001",
    "html": "<b>2-1</b>",
    "full-width-huge-draws": "２－１－９９９",
    # MTR 2.4: a draw without games is 0-0-3; 0-0 was once recorded as a draw.
    "no-game-at-all": "0-0",
    "no-game-full-width": "０－０－０",
}


@pytest.mark.parametrize("typed", RESULTS.values(), ids=RESULTS.keys())
def test_a_bad_result_is_refused_inline(qtbot, desk: Desk, typed: str) -> None:
    desk.window.tabs.setCurrentWidget(desk.window.rounds_tab)
    entry = desk.window.rounds_tab.entry
    qtbot.keyClicks(entry.table_edit, "1")
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    assert entry.result_edit.hasFocus()

    def act() -> str:
        entry.result_edit.insert(typed)
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        return desk.inline

    refused_cleanly(desk, act)
    current = desk.services.rounds.current_round(desk.event_id)
    assert all(m.result is None for m in current.matches if m.table == 1)


# --- the scan bar -----------------------------------------------------------------------

SCANS = {
    "twenty-digit-event": "MTRDESK1:99999999999999999999:1:1",
    "event-two-to-the-63": f"MTRDESK1:{2**63}:1:1",
    "twenty-digit-round": "MTRDESK1:1:99999999999999999999:1",
    "twenty-digit-table": "MTRDESK1:1:1:99999999999999999999",
    "five-thousand-digit-table": "MTRDESK1:1:1:" + "9" * 5000,
    "ethiopic-event": "MTRDESK1:፩:1:1",
    "negative-event": "MTRDESK1:-1:1:1",
    "table-zero": "MTRDESK1:1:1:0",
    "round-zero": "MTRDESK1:1:0:1",
    "other-event": "MTRDESK1:999:1:1",
    "from-an-event-file": "MTRDESK1:0:1:1",
    "newer-code": "MTRDESK2:1:1:1",
    "control-bytes": "\x00\x01\x02\x1b[0m",
    "seat-in-individual-event": "MTRDESK1:1:1:1A",
    "later-round": "MTRDESK1:1:2:1",
}


@pytest.mark.parametrize("code", SCANS.values(), ids=SCANS.keys())
def test_a_bad_slip_scan_is_refused_with_a_message(qtbot, desk: Desk, code: str) -> None:
    assert desk.event_id == 1  # the codes above name event 1 as this one

    def act() -> str:
        desk.window.scan_action.trigger()
        field = desk.window.scan_bar.field
        field.insert(code)
        qtbot.keyClick(field, Qt.Key.Key_Return)
        return "\n".join(desk.boxes)

    refused_cleanly(desk, act)


# --- Import card names with the file dialog answered ------------------------------------


def _png(path: Path) -> Path:
    path.write_bytes(b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 8)
    return path


def _random_bytes(path: Path) -> Path:
    path.write_bytes(random.Random(14).randbytes(4096))
    return path


def _long_line(path: Path) -> Path:
    path.write_text("Lightning Bolt\n" + "A" * 10_000 + "\n", encoding="utf-8")
    return path


def _bidi(path: Path) -> Path:
    path.write_text("Lightning Bolt\n\u202eltoB gninthgiL\n", encoding="utf-8")
    return path


def _ansi(path: Path) -> Path:
    path.write_text("\x1b[31mLightning Bolt\x1b[0m\n", encoding="utf-8")
    return path


def _utf16_no_bom(path: Path) -> Path:
    path.write_bytes("Lightning Bolt\nCounterspell\n".encode("utf-16-le"))
    return path


def _empty(path: Path) -> Path:
    path.write_bytes(b"")
    return path


def _folder(path: Path) -> Path:
    path.mkdir()
    (path / "names.txt").write_text("Lightning Bolt\n", encoding="utf-8")
    return path


def _gone(path: Path) -> Path:
    return path  # chosen, then removed before it is read (a network drive, a USB stick)


CARD_FILES: dict[str, Callable[[Path], Path]] = {
    "folder": _folder,
    "png-picture": _png,
    "random-bytes": _random_bytes,
    "ten-thousand-character-line": _long_line,
    "bidi-override": _bidi,
    "ansi-escapes": _ansi,
    "utf16-without-bom": _utf16_no_bom,
    "empty-file": _empty,
    "file-gone": _gone,
}


@pytest.mark.parametrize("make", CARD_FILES.values(), ids=CARD_FILES.keys())
def test_import_card_names_refuses_what_is_not_a_name_list(
    qtbot, desk: Desk, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, make
) -> None:
    chosen = make(tmp_path / "chosen")
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(chosen), ""))
    tab = desk.window.decklists_tab
    desk.window.tabs.setCurrentWidget(tab)

    def act() -> str:
        assert tab.import_card_names() is None
        return "\n".join(desk.boxes)

    shown = refused_cleanly(desk, act)
    assert len(desk.boxes) == 1, desk.boxes
    assert "card" in shown.lower() or "chosen" in shown or "folder" in shown


# --- dialogs: numbers typed into spin boxes, names typed into fields --------------------


def _ok(dialog: QWidget) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    ok = buttons.button(QDialogButtonBox.StandardButton.Ok)
    ok.click()


def _type_over(qtbot, spin, text: str) -> None:
    spin.setFocus()
    spin.selectAll()
    qtbot.keyClicks(spin, text)


EVENT_NUMBERS = {
    "ten-minute-round": ("minutes_spin", "10", "MTR Appendix B"),
    "thirty-nine-minute-round": ("minutes_spin", "39", "at least 40"),
    "zero-minute-round": ("minutes_spin", "0", "at least 40"),
    "zero-swiss-rounds": ("rounds_spin", "0", "1 to 30"),
}


@pytest.mark.parametrize(
    ("spin", "typed", "says"), EVENT_NUMBERS.values(), ids=EVENT_NUMBERS.keys()
)
def test_the_event_dialog_says_why_a_number_was_refused(
    qtbot, desk: Desk, spin: str, typed: str, says: str
) -> None:
    """Issue 14: the value was silently put back on OK; now OK says why and stays."""
    event_id, _ = desk.services.events.create(
        EventSettings("土曜スタンダード", DATE, swiss_rounds=4)
    )
    told: list[str] = []

    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, EventDialog)
        _type_over(qtbot, getattr(dialog, spin), typed)
        _ok(dialog)
        told.append(dialog.problems_label.text())
        stayed = dialog.isVisible()
        dialog.reject()
        assert stayed, "the dialog must stay open after a refused value"

    def act() -> str:
        on_next_dialog(handle)
        desk.window.events_tab.edit_event(event_id)
        return "\n".join(told)

    shown = refused_cleanly(desk, act)
    assert says in shown and typed in shown


EVENT_TEXTS = {
    "name-with-nul": ("name_edit", "金曜\x00モダン", "control"),
    "name-with-ansi-colour": ("name_edit", "\x1b[31m金曜モダン", "control"),
    "name-with-bidi-override": ("name_edit", "金曜\u202eモダン", "direction"),
    "name-too-long": ("name_edit", "金" * 201, "200"),
}


@pytest.mark.parametrize(("field", "typed", "says"), EVENT_TEXTS.values(), ids=EVENT_TEXTS.keys())
def test_the_event_dialog_refuses_a_name_the_services_refuse(
    qtbot, desk: Desk, field: str, typed: str, says: str
) -> None:
    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, EventDialog)
        getattr(dialog, field).setMaxLength(1000)
        getattr(dialog, field).setText(typed)
        _ok(dialog)

    def act() -> str:
        on_next_dialog(handle)
        desk.window.events_tab.edit_event(desk.event_id)
        return "\n".join(desk.boxes)

    shown = refused_cleanly(desk, act)
    assert "event name" in shown and says in shown


PLAYER_TEXTS = {
    "family-nul": ({"family": "山\x00田"}, "family name"),
    "family-ansi": ({"family": "\x1b[2J山田"}, "family name"),
    "family-bidi": ({"family": "\u202e山田"}, "family name"),
    "family-too-long": ({"family": "山" * 201}, "family name"),
    "given-bell": ({"family": "山田", "given": "太\x07郎"}, "given name"),
    "reading-isolate": ({"family": "山田", "reading": "やまだ\u2066"}, "reading"),
    "player-id-nul": ({"family": "山田", "player_id": "P\x000001"}, "player ID"),
    "private-use": ({"family": "山田\ue000"}, "family name"),
}

_EDITS = {"family": "family_edit", "given": "given_edit", "reading": "reading_edit"}


@pytest.mark.parametrize(("fields", "says"), PLAYER_TEXTS.values(), ids=PLAYER_TEXTS.keys())
def test_the_player_dialog_refuses_text_the_services_refuse(
    qtbot, desk: Desk, fields: dict[str, str], says: str
) -> None:
    def handle(dialog: QWidget) -> None:
        assert isinstance(dialog, PlayerDialog)
        for name, value in fields.items():
            edit = getattr(dialog, _EDITS.get(name, "player_id_edit"))
            edit.setMaxLength(1000)
            edit.setText(value)
        _ok(dialog)

    def act() -> str:
        on_next_dialog(handle)
        desk.window.tabs.setCurrentWidget(desk.window.players_tab)
        desk.window.players_tab.add_player()
        return "\n".join(desk.boxes)

    shown = refused_cleanly(desk, act)
    assert says in shown


EXTENSIONS = {
    "note-with-c1-csi": ("5", "\x9b31mslow", "control"),
    "note-with-nul": ("5", "judge\x00call", "control"),
    "note-with-bidi": ("5", "\u202edeck check", "direction"),
    "note-with-escape": ("5", "\x1b[31mslow play", "control"),
}


@pytest.mark.parametrize(("minutes", "note", "says"), EXTENSIONS.values(), ids=EXTENSIONS.keys())
def test_the_extension_dialog_refuses_bad_minutes_and_notes(
    qtbot, desk: Desk, minutes: str, note: str, says: str
) -> None:
    dialog = ExtensionDialog(desk.services, desk.event_id, 1, 1, parent=desk.window)
    qtbot.addWidget(dialog)
    dialog.show()

    def act() -> str:
        _type_over(qtbot, dialog.minutes_spin, minutes)
        dialog.note_edit.setText(note)
        _ok(dialog)
        return "\n".join(desk.boxes)

    shown = refused_cleanly(desk, act)
    assert says in shown
    assert desk.services.extensions.of_round(desk.event_id, 1) == []


CLOCK_NUMBERS = {
    "round-zero-minutes": (Mode.ROUND, "minutes_spin", "0"),
    "draft-pick-speed-ten": (Mode.DRAFT, "speed_spin", "10"),
    "draft-zero-packs": (Mode.DRAFT, "packs_spin", "0"),
    "draft-one-drafter": (Mode.DRAFT, "seats_spin", "1"),
}


@pytest.mark.parametrize(
    ("mode", "spin", "typed"), CLOCK_NUMBERS.values(), ids=CLOCK_NUMBERS.keys()
)
def test_the_projector_clock_says_why_a_number_was_refused(
    qtbot, desk: Desk, tmp_path: Path, mode: Mode, spin: str, typed: str
) -> None:
    settings = QSettings(str(tmp_path / "clock.ini"), QSettings.Format.IniFormat)
    dialog = ProjectorSetupDialog(settings, parent=desk.window)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.mode_combo.setCurrentIndex(dialog.mode_combo.findData(mode))

    def act() -> str:
        field = getattr(dialog, spin)
        before = field.value()
        _type_over(qtbot, field, typed)
        dialog.accept()
        assert dialog.isVisible() and field.value() == before
        return "\n".join(desk.boxes)

    shown = refused_cleanly(desk, act)
    assert f": {typed} is not possible" in shown
