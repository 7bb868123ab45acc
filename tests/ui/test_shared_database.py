"""Several stations on one event (issue 17) in the window: File ▸ Connect to a shared
event database…, the database remembered per machine, the title saying which one is open,
and two windows on one PostgreSQL store seeing each other's results within 2 s.

The server tests run on the throwaway PostgreSQL server of ``tests.helpers.postgres``
(loopback only); they are skipped on a machine without PostgreSQL.
"""

from __future__ import annotations

import json
import random
import socket
import time
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path

import psycopg
import pytest
import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.core.refusal import Refusal
from mtrdesk.services import Services
from mtrdesk.services.store_errors import NewDatabaseNotAsked
from mtrdesk.store.postgres.server_address import build_address, display_address
from mtrdesk.ui import app as app_module
from mtrdesk.ui import databases, event_files
from mtrdesk.ui.app import AppController
from mtrdesk.ui.dialogs.connect import (
    ConnectDialog,
    ServerFields,
    address_of,
    fields_of,
)
from mtrdesk.ui.dialogs.phones import PhonesDialog
from mtrdesk.ui.outside_changes import LISTENING_INTERVAL
from mtrdesk.ui.widgets.result_entry import ResultEntry
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.i18n import Translators
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import FIXED_NOW, on_next_dialog, paired_event


def open_at(address: str | Path) -> Services:
    return Services.open(address, clock=lambda: FIXED_NOW, rng=random.Random(7))


@pytest.fixture
def station(postgres_ready_dsn: str) -> Iterator[Services]:
    """One station's services on the shared database."""
    with open_at(postgres_ready_dsn) as opened:
        yield opened


def answer_boxes(monkeypatch: pytest.MonkeyPatch, click: str | None = None) -> list[str]:
    """Answer every message box: the button named ``click``, else Cancel (a question)
    or nothing (a message). The texts shown, in order."""
    shown: list[str] = []

    def exec_(box: QMessageBox) -> int:
        shown.append(box.text())
        for button in box.buttons():
            if click is not None and button.text() == click:
                button.click()
                return 0
        cancel = box.button(QMessageBox.StandardButton.Cancel)
        if cancel is not None:
            cancel.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return shown


def type_slip(qtbot, entry: ResultEntry, table: int, result: str) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)


def with_password(dsn: str, password: str) -> str:
    head, rest = dsn.split("://", 1)
    who, where = rest.split("@", 1)
    return f"{head}://{who.split(':', 1)[0]}:{password}@{where}"


def fill_and_connect(address: str, after: Callable[[ConnectDialog], None] | None = None) -> None:
    """On the next dialog (the connect dialog): paste ``address``, press Connect, then
    ``after(dialog)`` (the dialog may still be open after a refusal); else close it."""

    def fill(dialog: ConnectDialog) -> None:
        assert isinstance(dialog, ConnectDialog)
        QApplication.clipboard().setText(address)
        dialog.address_edit.selectAll()
        dialog.address_edit.paste()
        dialog.connect_button.click()
        if after is not None:
            after(dialog)
        if dialog.isVisible():
            dialog.reject()

    on_next_dialog(fill)


def gone(services: Services) -> bool:
    """Whether ``services`` are closed (their store refuses to be read)."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    try:
        services.store.change_mark()
    except Refusal:
        return True
    return False


# --- the dialog's fields and address ---------------------------------------------------------
def test_the_address_line_follows_the_fields_and_never_shows_the_password(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ConnectDialog(lambda address: None)
    qtbot.addWidget(dialog)
    assert dialog.port_spin.value() == 5432
    assert not dialog.connect_button.isEnabled()  # nothing to connect to yet
    qtbot.keyClicks(dialog.host_edit, "192.168.1.20")
    qtbot.keyClicks(dialog.database_edit, "fnm")
    assert not dialog.connect_button.isEnabled()  # no user yet
    qtbot.keyClicks(dialog.user_edit, "staff")
    qtbot.keyClicks(dialog.password_edit, "p@ss:w/rd")
    assert dialog.connect_button.isEnabled()
    assert dialog.address_edit.text() == "postgresql://staff@192.168.1.20:5432/fnm"
    assert dialog.password_edit.echoMode() is dialog.password_edit.EchoMode.Password
    # What Connect opens: the store's own way of building an address, password included.
    assert dialog.address() == build_address("192.168.1.20", 5432, "fnm", "staff", "p@ss:w/rd")
    dialog.port_spin.setValue(6543)
    assert dialog.address_edit.text() == "postgresql://staff@192.168.1.20:6543/fnm"


def test_a_pasted_address_fills_the_fields_and_its_password_moves_out_of_sight(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = ConnectDialog(lambda address: None)
    qtbot.addWidget(dialog)
    dialog.show()
    QApplication.clipboard().setText(
        "postgresql://judge:s3cret%40x@db.example:6543/%E9%87%91%E6%9B%9C?sslmode=require"
    )
    dialog.address_edit.paste()
    assert dialog.fields() == ServerFields(
        "db.example", 6543, "金曜", "judge", "s3cret@x", "sslmode=require"
    )
    assert dialog.password_edit.text() == "s3cret@x"
    shown = dialog.address_edit.text()
    assert "s3cret" not in shown
    assert shown == "postgresql://judge@db.example:6543/%E9%87%91%E6%9B%9C?sslmode=require"
    assert dialog.address() == (
        "postgresql://judge:s3cret%40x@db.example:6543/%E9%87%91%E6%9B%9C?sslmode=require"
    )
    assert dialog.connect_button.isEnabled() and not dialog.problem_label.isVisible()
    # An address typed without a password keeps the password already in its field.
    dialog.address_edit.selectAll()
    qtbot.keyClicks(dialog.address_edit, "postgresql://judge@db.example/rcq")
    assert dialog.fields() == ServerFields("db.example", 5432, "rcq", "judge", "s3cret@x")
    # Typed by hand, the password stays under the cursor until the line is left.
    dialog.address_edit.selectAll()
    qtbot.keyClicks(dialog.address_edit, "postgresql://judge:typed@db.example/rcq")
    assert not dialog.problem_label.isVisible()  # half-typed addresses were no problem
    assert dialog.fields().password == "typed"
    assert "typed" in dialog.address_edit.text()
    qtbot.keyClick(dialog.address_edit, Qt.Key.Key_Return)  # the line is done with
    assert "typed" not in dialog.address_edit.text()
    assert dialog.fields() == ServerFields("db.example", 5432, "rcq", "judge", "typed")
    # Not an address of a database: said once left, and nothing to connect to.
    dialog.address_edit.setFocus()
    dialog.address_edit.selectAll()
    qtbot.keyClicks(dialog.address_edit, "http://db.example/rcq")
    assert not dialog.connect_button.isEnabled()
    qtbot.keyClick(dialog.address_edit, Qt.Key.Key_Return)
    assert dialog.problem_label.isVisible() and "postgresql://" in dialog.problem_label.text()
    QApplication.clipboard().setText("C:/events/fnm.sqlite3")
    dialog.address_edit.selectAll()
    dialog.address_edit.paste()  # pasted: said at once
    assert dialog.problem_label.isVisible() and not dialog.connect_button.isEnabled()


def test_the_address_helpers_agree_with_the_store() -> None:
    for parts in [
        ("127.0.0.1", 5432, "fnm", "staff", ""),
        ("::1", 6543, "金曜 モダン", "ユーザー", "pa ss/@:"),
        ("db.example", 15432, "a/b", "x@y", "%41"),
    ]:
        fields = ServerFields(*parts)
        address = address_of(fields)
        assert address == build_address(*parts)
        assert fields_of(address) == fields
    assert fields_of("/home/staff/event.sqlite3") is None
    assert fields_of("postgresql://staff@db:99999/fnm") is None


def test_the_last_shared_database_is_offered_again(qtbot, settings: QSettings, services) -> None:  # type: ignore[no-untyped-def]
    settings.setValue(databases.SERVER_KEY, "postgresql://staff:pw@192.168.1.20:5432/fnm")
    dialog = databases.connect_dialog(None, settings, services)
    qtbot.addWidget(dialog)
    assert dialog.fields() == ServerFields("192.168.1.20", 5432, "fnm", "staff", "pw")
    assert dialog.address_edit.text() == "postgresql://staff@192.168.1.20:5432/fnm"


# --- the title ---------------------------------------------------------------------------
def test_the_title_says_which_database_is_open_without_its_password(  # type: ignore[no-untyped-def]
    qtbot, station: Services, services: Services, settings: QSettings, postgres_ready_dsn: str
) -> None:
    event_id = paired_event(station)
    window = MainWindow(station, settings)
    qtbot.addWidget(window)
    location = display_address(postgres_ready_dsn)
    assert window.windowTitle() == f"mtrdesk — shared database {location}"
    window.set_event(event_id)
    assert window.windowTitle() == f"mtrdesk — 金曜モダン — shared database {location}"
    password = postgres_ready_dsn.split("@")[0].rsplit(":", 1)[1]
    assert password not in window.windowTitle()
    on_file = MainWindow(services, QSettings(str(Path(services.path).parent / "b.ini")))
    qtbot.addWidget(on_file)
    assert on_file.windowTitle() == "mtrdesk — event.sqlite3"


# --- two stations ------------------------------------------------------------------------------
@pytest.fixture
def two_stations(
    qtbot, postgres_ready_dsn: str, tmp_path: Path
) -> Iterator[tuple[int, MainWindow, MainWindow]]:  # type: ignore[no-untyped-def]
    """Two windows, each with its own services and settings (two laptops), on one shared
    database, both showing round 1 of an event of 8 players."""
    with open_at(postgres_ready_dsn) as first, open_at(postgres_ready_dsn) as second:
        event_id = paired_event(first)
        windows = []
        for services, name in ((first, "a"), (second, "b")):
            window = MainWindow(services, QSettings(str(tmp_path / f"{name}.ini")))
            qtbot.addWidget(window)
            window.show()
            window.set_event(event_id)
            window.tabs.setCurrentWidget(window.rounds_tab)
            windows.append(window)
        yield event_id, windows[0], windows[1]
        for window in windows:
            window.close()


def shown_result(window: MainWindow, table: int) -> str:
    """The Result cell of ``table`` in the window's rounds tab, as on screen."""
    model = window.rounds_tab.panel.model
    row = next(n for n, r in enumerate(model.rows()) if r.match.table == table)
    return str(model.index(row, model.RESULT).data() or "")


def first_table(window: MainWindow) -> int:
    return min(
        r.match.table for r in window.rounds_tab.panel.model.rows() if r.match.table is not None
    )


def test_a_result_typed_in_one_window_shows_in_the_other_within_two_seconds(  # type: ignore[no-untyped-def]
    qtbot, two_stations, postgres_ready_dsn
) -> None:
    event_id, typing, watching = two_stations
    table = first_table(watching)
    assert shown_result(watching, table) == ""
    # The server announces each commit (LISTEN/NOTIFY): the timer only backs that up,
    # so what shows within 2 s below came by the announcement.
    assert watching.outside.timer.interval() == LISTENING_INTERVAL > 2000

    type_slip(qtbot, typing.rounds_tab.entry, table, "2-1")
    assert typing.rounds_tab.entry.table_edit.text() == ""  # recorded
    typed = time.monotonic()
    qtbot.waitUntil(lambda: shown_result(watching, table) != "", timeout=2000)
    assert time.monotonic() - typed < 2.0
    assert shown_result(watching, table) == shown_result(typing, table)
    result = watching.rounds_tab.panel.model.find_table(table).match.result
    assert result is not None and result.to_text() == "2-1"
    assert watching.outside.refreshes >= 1

    # The last results in, a round paired at one station shows at the other.
    with open_at(postgres_ready_dsn) as third:  # a third station enters the last slips
        for match in third.rounds.current_round(event_id).missing:
            third.rounds.report(event_id, 1, match.table, "2-0")
    qtbot.waitUntil(lambda: watching.rounds_tab.pair_button.isEnabled(), timeout=2000)
    # Both windows learn of them from the server before their buttons pair (a window's
    # own commits it has shown already: issue 33 hears them apart).
    qtbot.waitUntil(lambda: typing.rounds_tab.pair_button.isEnabled(), timeout=2000)
    typing.rounds_tab.pair_button.click()
    assert typing.rounds_tab.selected_round_number() == 2
    qtbot.waitUntil(lambda: watching.rounds_tab.selected_round_number() == 2, timeout=2000)


def test_a_station_that_did_not_see_the_other_one_changes_nothing(  # type: ignore[no-untyped-def]
    qtbot, two_stations, monkeypatch
) -> None:
    event_id, first, late = two_stations
    late.outside.stop()  # this one has not looked at the database since
    table = first_table(first)
    type_slip(qtbot, first.rounds_tab.entry, table, "2-0")
    type_slip(qtbot, late.rounds_tab.entry, table, "0-2")
    said = late.rounds_tab.entry.message_label.text()
    assert "already reported as 2-0 at another station" in said
    stored = first.services.rounds.round_view(event_id, 1).at_table(table)
    assert stored is not None and stored.result is not None and stored.result.to_text() == "2-0"

    # The round paired at one station is refused at the other: nothing paired twice.
    services = first.services
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    for window in (first, late):  # both see round 1 done (``late`` looks once, now)
        qtbot.waitUntil(
            lambda w=window: w.outside.check() or w.rounds_tab.pair_button.isEnabled(),
            timeout=2000,
        )
        assert window.rounds_tab.pair_button.isEnabled()
    first.rounds_tab.pair_button.click()
    assert first.rounds_tab.selected_round_number() == 2
    shown = answer_boxes(monkeypatch)
    late.rounds_tab.pair_button.click()  # before it looked again
    assert len(shown) == 1 and "Round 2 was already paired at another station" in shown[0]
    assert [r.number for r in services.rounds.outline(event_id)] == [1, 2]
    assert late.rounds_tab.selected_round_number() == 2  # now showing what was paired


# --- connecting from the File menu -------------------------------------------------------------
@pytest.fixture
def controllers(qapp: QApplication) -> Iterator[Callable[[Services, QSettings], AppController]]:
    """Applications on given services (as ``run_app`` makes them); their window and the
    services open at the end are closed after the test."""
    made: list[AppController] = []

    def make(services: Services, settings: QSettings) -> AppController:
        translators = Translators()
        translators.install("en")
        controller = AppController(services, settings, translators)
        controller.show_window()
        made.append(controller)
        return controller

    yield make
    for controller in made:
        window = controller.window
        if window is not None and shiboken6.isValid(window):
            window.close()
        controller.close()


def test_connecting_rebuilds_the_window_on_the_server_and_a_file_brings_it_back(  # type: ignore[no-untyped-def]
    qtbot,
    services: Services,
    settings: QSettings,
    station: Services,
    postgres_ready_dsn: str,
    controllers,
) -> None:
    event_id = paired_event(station)
    controller = controllers(services, settings)
    first = controller.window
    assert first is not None
    file_path = services.file
    assert file_path is not None and settings.value(databases.FILE_KEY) == str(file_path)
    fill_and_connect(postgres_ready_dsn)
    first.connect_database_action.trigger()
    window = controller.window
    assert window is not first and window is not None
    assert window.services.address == postgres_ready_dsn
    assert window.services.file is None
    assert window.windowTitle().endswith(f"shared database {display_address(postgres_ready_dsn)}")
    assert window.events_tab.has_event(event_id)  # what the other station made
    assert settings.value(databases.LAST_KEY) == postgres_ready_dsn
    assert settings.value(databases.SERVER_KEY) == postgres_ready_dsn
    qtbot.waitUntil(lambda: gone(services), timeout=2000)  # closed with its window

    # The way back: File ▸ Open database file… (the path given, as a file dialog would).
    window.open_database_file(file_path)
    back = controller.window
    assert back is not window and back is not None
    assert back.services.file == file_path
    assert back.windowTitle() == "mtrdesk — event.sqlite3"
    assert settings.value(databases.LAST_KEY) == str(file_path)
    assert settings.value(databases.SERVER_KEY) == postgres_ready_dsn  # still offered


def test_a_refused_connection_is_said_and_the_open_database_stays(  # type: ignore[no-untyped-def]
    qtbot, services: Services, settings: QSettings, postgres_dsn: str, monkeypatch, controllers
) -> None:
    with psycopg.connect(postgres_dsn, autocommit=True) as conn:
        conn.execute("CREATE TABLE inventory (sku TEXT)")  # another program's database
    controller = controllers(services, settings)
    window = controller.window
    assert window is not None
    shown = answer_boxes(monkeypatch)
    still_open: list[bool] = []
    wrong = with_password(postgres_dsn, "not-the-password")
    fill_and_connect(wrong, lambda dialog: still_open.append(dialog.isVisible()))
    window.connect_database_action.trigger()
    fill_and_connect(postgres_dsn, lambda dialog: still_open.append(dialog.isVisible()))
    window.connect_database_action.trigger()
    assert still_open == [True, True]  # each refusal left the dialog open to correct
    assert len(shown) == 2
    assert all("not-the-password" not in text for text in shown)
    assert "could not be reached" in shown[0]  # the wrong password
    assert "not an mtrdesk event database" in shown[1]
    assert controller.window is window and window.services is services
    assert services.events.list_events() == []  # still open and working
    assert settings.value(databases.LAST_KEY) is None


def test_an_empty_database_is_set_up_only_after_asking(  # type: ignore[no-untyped-def]
    qtbot, services: Services, settings: QSettings, postgres_dsn: str, monkeypatch, controllers
) -> None:
    controller = controllers(services, settings)
    window = controller.window
    assert window is not None
    asked = answer_boxes(monkeypatch)  # Cancel
    fill_and_connect(postgres_dsn)
    window.connect_database_action.trigger()
    assert len(asked) == 1 and "is empty" in asked[0] and "Set it up for mtrdesk?" in asked[0]
    assert controller.window is window
    with pytest.raises(NewDatabaseNotAsked):
        Services.open(postgres_dsn, create=False)  # nothing was made

    asked = answer_boxes(monkeypatch, "Set up for mtrdesk")
    fill_and_connect(postgres_dsn)
    window.connect_database_action.trigger()
    assert len(asked) == 1
    assert controller.window is not window and controller.window is not None
    assert controller.window.services.address == postgres_dsn
    assert controller.window.services.events.list_events() == []


# --- the next start ----------------------------------------------------------------------------
def test_the_next_start_opens_the_database_chosen_last_unless_one_is_named(  # type: ignore[no-untyped-def]
    qapp, tmp_path: Path, settings: QSettings, postgres_ready_dsn: str
) -> None:
    named = tmp_path / "named.sqlite3"
    open_at(named).close()
    settings.setValue(databases.LAST_KEY, postgres_ready_dsn)
    opened = app_module._open_database(None, False, settings, environ={})
    assert opened is not None and opened.address == postgres_ready_dsn
    opened.close()
    for db_path, environ in ((str(named), {}), (None, {"MTRDESK_DB": str(named)})):
        opened = app_module._open_database(db_path, False, settings, environ=environ)
        assert opened is not None and opened.file == named.resolve()
        opened.close()


def test_a_remembered_server_out_of_reach_is_said_and_the_usual_file_opens(  # type: ignore[no-untyped-def]
    qapp, tmp_path: Path, settings: QSettings, monkeypatch
) -> None:
    with socket.socket() as probe:  # a loopback port nobody listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    settings.setValue(databases.LAST_KEY, f"postgresql://staff:hunter2@127.0.0.1:{port}/fnm")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    shown = answer_boxes(monkeypatch)
    opened = app_module._open_database(None, False, settings, environ={})
    assert opened is not None
    try:
        assert opened.file == (tmp_path / "data" / "mtrdesk" / "mtrdesk.sqlite3").resolve()
    finally:
        opened.close()
    assert len(shown) == 1
    assert "could not be opened" in shown[0]
    assert f"postgresql://staff@127.0.0.1:{port}/fnm" in shown[0]
    assert "hunter2" not in shown[0]
    assert settings.value(databases.LAST_KEY).endswith("/fnm")  # tried again next time


# --- what assumed a file -------------------------------------------------------------------------
def test_phones_read_a_shared_database_through_its_address(  # type: ignore[no-untyped-def]
    qtbot, station: Services, settings: QSettings
) -> None:
    event_id = paired_event(station)
    window = MainWindow(station, settings)
    qtbot.addWidget(window)
    window.event_menu.open_to_phones_action.trigger()
    dialog = window.findChild(PhonesDialog)
    assert dialog is not None
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    dialog.port_spin.setValue(port)
    dialog._host = "127.0.0.1"  # loopback only in tests
    dialog.start_button.click()
    try:

        def answered() -> bool:
            try:
                url = f"http://127.0.0.1:{port}/api/events"
                with urllib.request.urlopen(url, timeout=2) as answer:
                    return json.loads(answer.read())[0]["id"] == event_id
            except OSError:
                return False

        qtbot.waitUntil(answered, timeout=10000)
    finally:
        window.close()
    assert dialog.server is None


def test_a_backup_of_a_shared_database_is_a_file(  # type: ignore[no-untyped-def]
    qtbot, station: Services, settings: QSettings, tmp_path: Path, monkeypatch
) -> None:
    event_id = paired_event(station)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: None)
    target = tmp_path / "backup.sqlite3"
    assert event_files.backup_database(None, station, target) == target
    with open_at(target) as copy:
        assert copy.events.get(event_id).settings.name == "金曜モダン"


def test_the_dialog_reads_in_japanese(qtbot, translators) -> None:  # type: ignore[no-untyped-def]
    assert translators.install("ja")
    dialog = ConnectDialog(lambda address: None)
    qtbot.addWidget(dialog)
    assert dialog.windowTitle() == "共有の大会データベースに接続"
    assert dialog.connect_button.text() == "接続"
    assert_japanese(dialog)
