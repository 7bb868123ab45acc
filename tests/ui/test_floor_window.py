"""The event on the store's Wi-Fi, seen from the window (issue 16).

The web server writes through a second connection on a thread of its own
(``Services.beside``); here that connection is opened and used on a ``threading.Thread``
exactly so, and the window must show what it committed within 2 s, without a click:
results reported and confirmed from two phones, a report still waiting (shown apart from
an entered result), a judge's time extension. Staff accept or set reports aside from the
list; the phones dialog shows the staff PIN and the report policy; the audit log says who
did what from which device, in English and Japanese, and never shows the PIN.
"""

from __future__ import annotations

import datetime as dt
import json
import socket
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from mtrdesk.core.floor.reports import ReportPolicy, ReportState
from mtrdesk.core.settings import EventSettings
from mtrdesk.core.time_extensions import ExtensionReason
from mtrdesk.services import Services
from mtrdesk.services.views import AuditEntry
from mtrdesk.ui.dialogs.floor_reports import FloorReportsDialog
from mtrdesk.ui.models.pairings_model import (
    CONFLICT_BACKGROUND,
    REPORTED_BACKGROUND,
    PairingsModel,
)
from mtrdesk.ui.outside_changes import OutsideChanges
from mtrdesk.ui.window.main_window import MainWindow
from mtrdesk.words.audit_text import ACTION_LABELS, action_label
from tests.helpers.japanese import assert_japanese
from tests.helpers.ui_helpers import (
    SIXTEEN,
    dialog_for,
    on_next_dialog,
    paired_event,
    row_of,
    shown_rows,
)

# Devices as the web side names them (an id and an address). Data, not words: none has two
# Latin letters in a row, which the Japanese-screen check would take for English.
PHONE_A = "3f2a9c1b@192.168.1.20"
PHONE_B = "77d0e4a5@192.168.1.23"
JUDGE_PHONE = "9d8e7f6a@192.168.1.21"
#: The window must show a change committed elsewhere within this (issue 16).
WITHIN = 2000


def on_other_connection(services: Services, work: Callable[[Services], object]) -> None:
    """``work`` on a second connection opened and closed on a thread of its own, as the
    web server beside the window does (``Services.beside``); waits for it."""
    failed: list[BaseException] = []

    def run() -> None:
        other = services.beside()
        try:
            work(other)
        except BaseException as exc:  # reported in the test's thread
            failed.append(exc)
        finally:
            other.close()

    thread = threading.Thread(target=run, name="other-connection")
    thread.start()
    thread.join(30)
    assert not thread.is_alive()
    if failed:
        raise failed[0]


@pytest.fixture
def window(qtbot, services: Services, settings: QSettings) -> Iterator[tuple[MainWindow, int]]:  # type: ignore[no-untyped-def]
    """The window on round 1 of an event of 8 players (tables 1-4)."""
    event_id = paired_event(services)
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.show()
    shown.set_event(event_id)
    shown.tabs.setCurrentWidget(shown.rounds_tab)
    yield shown, event_id
    shown.close()


def codes(services: Services, event_id: int) -> dict[str, str]:
    """Round 1's slip codes by table, drawn by the window (as printing the slips does)."""
    return {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}


def cell(window: MainWindow, table: str, column: int) -> str:
    tab = window.rounds_tab
    return str(tab.panel.proxy.index(row_of(window, table), column).data())


def cell_role(window: MainWindow, table: str, column: int, role: int) -> object:
    tab = window.rounds_tab
    return tab.panel.proxy.index(row_of(window, table), column).data(role)


def stored_result(services: Services, event_id: int, table: int) -> str | None:
    view = services.rounds.round_view(event_id, 1)
    match = next(m for m in view.matches if m.table == table)
    return None if match.result is None else match.result.to_text()


# --- the window follows the other connection ------------------------------------------------


def test_a_result_reported_and_confirmed_from_two_phones_shows_within_2s(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    code = codes(services, event_id)["1"]
    assert cell(shown, "1", PairingsModel.RESULT) == ""
    before = shown.outside.refreshes

    def report_and_confirm(other: Services) -> None:
        first = other.floor.report(event_id, code, "2-1", PHONE_A)
        assert first.state is ReportState.WAITING
        second = other.floor.report(event_id, code, "2-1", PHONE_B)
        assert second.entered

    on_other_connection(services, report_and_confirm)
    qtbot.waitUntil(lambda: cell(shown, "1", PairingsModel.RESULT) == "2-1", timeout=WITHIN)
    assert shown.outside.refreshes > before  # the poll saw it, nothing else told the window
    font = cell_role(shown, "1", PairingsModel.RESULT, Qt.ItemDataRole.FontRole)
    assert font is None  # entered: shown as any entered result
    assert "1" not in shown.rounds_tab.panel.missing_label.text().split(": ")[-1].split(", ")
    assert not shown.reports_button.isVisible()
    # The standings follow too, once shown.
    shown.tabs.setCurrentWidget(shown.standings_tab)
    assert stored_result(services, event_id, 1) == "2-1"


def test_a_single_report_shows_as_reported_not_entered_and_keeps_what_is_typed(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    code = codes(services, event_id)["1"]
    panel = shown.rounds_tab.panel
    # The organizer is typing table 3's slip, with table 4 selected.
    entry = panel.entry
    entry.table_edit.setText("3")
    entry.table_edit.returnPressed.emit()
    entry.result_edit.setText("2-")
    panel.table.selectRow(row_of(shown, "4"))
    assert panel.selected_row().match.table == 4

    on_other_connection(services, lambda other: other.floor.report(event_id, code, "2-1", PHONE_A))
    qtbot.waitUntil(lambda: cell(shown, "1", PairingsModel.RESULT) == "2-1?", timeout=WITHIN)
    font = cell_role(shown, "1", PairingsModel.RESULT, Qt.ItemDataRole.FontRole)
    assert font.italic()
    background = cell_role(shown, "1", PairingsModel.TABLE, Qt.ItemDataRole.BackgroundRole)
    assert background.color() == REPORTED_BACKGROUND
    tip = cell_role(shown, "1", PairingsModel.RESULT, Qt.ItemDataRole.ToolTipRole)
    assert tip == "Reported from a phone, not entered: waiting for the opponent."
    # Not entered: the table still waits, the database has no result.
    assert panel.missing_label.text() == "Results missing at 4 tables: 1, 2, 3, 4"
    assert stored_result(services, event_id, 1) is None
    assert shown.reports_button.isVisible()
    assert shown.reports_button.text() == "Reports waiting: 1"
    # What the organizer was doing is untouched.
    assert entry.table_edit.text() == "3" and entry.result_edit.text() == "2-"
    assert entry.match_label.text().startswith("Player")
    assert panel.selected_row().match.table == 4
    # Entering the slip by hand closes the report: the row shows it as entered.
    entry.reset()
    entry.table_edit.setText("1")
    entry.table_edit.returnPressed.emit()
    entry.result_edit.setText("2-1")
    entry.result_edit.returnPressed.emit()
    assert cell(shown, "1", PairingsModel.RESULT) == "2-1"
    assert cell_role(shown, "1", PairingsModel.RESULT, Qt.ItemDataRole.FontRole) is None
    assert not shown.reports_button.isVisible()
    assert services.floor.open_reports(event_id) == []


def test_a_judges_time_extension_from_a_phone_shows_within_2s(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    assert cell(shown, "2", PairingsModel.EXTENSION) == ""

    def extend(other: Services) -> None:
        with other.context.acting("Judge", "dev"):
            other.extensions.add(event_id, 1, 2, 5, ExtensionReason.JUDGE_RULING)

    on_other_connection(services, extend)
    qtbot.waitUntil(lambda: cell(shown, "2", PairingsModel.EXTENSION) == "+5 min", timeout=WITHIN)
    log = dialog_for(services, event_id)
    qtbot.addWidget(log)
    details = [log.model.index(r, 2).data() for r in range(log.model.rowCount())]
    assert details[0] == "Round 1, table 2: +5 min (judge ruling) — Judge (judge), device dev"


def test_a_report_on_the_round_on_screen_repaints_its_row_without_reading_the_round(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    code = codes(services, event_id)["2"]
    model = shown.rounds_tab.panel.model
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    on_other_connection(services, lambda other: other.floor.report(event_id, code, "0-2", PHONE_A))
    on_other_connection(services, lambda other: other.floor.report(event_id, code, "0-2", PHONE_B))
    qtbot.waitUntil(lambda: cell(shown, "2", PairingsModel.RESULT) == "0-2", timeout=WITHIN)
    assert resets == []  # one row repainted, not 4 (or 2,048) read again
    assert shown.rounds_tab.panel.missing_label.text() == "Results missing at 3 tables: 1, 3, 4"


def test_a_result_from_elsewhere_in_a_round_not_on_screen_leaves_the_round_shown(  # type: ignore[no-untyped-def]
    qtbot, services: Services, settings: QSettings
) -> None:
    event_id = paired_event(services)
    for table in range(1, 5):
        services.rounds.report(event_id, 1, table, "2-0")
    services.rounds.pair_next(event_id)
    code = {c.table: c.code for c in services.floor.slip_codes(event_id, 2)}["3"]
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.show()
    shown.set_event(event_id)
    tab = shown.rounds_tab
    shown.tabs.setCurrentWidget(tab)
    tab.round_combo.setCurrentIndex(0)  # the organizer looks back at round 1
    assert tab.selected_round_number() == 1

    def report(other: Services) -> None:
        other.floor.report(event_id, code, "2-1", PHONE_A)
        other.floor.report(event_id, code, "2-1", PHONE_B)

    on_other_connection(services, report)
    qtbot.waitUntil(lambda: "3" not in tab.rounds[-1].missing, timeout=WITHIN)
    assert tab.selected_round_number() == 1  # still where the organizer was
    tab.round_combo.setCurrentIndex(1)
    assert cell(shown, "3", PairingsModel.RESULT) == "2-1"
    shown.close()


# --- the poll itself ------------------------------------------------------------------------


def test_the_poll_does_nothing_while_nothing_changes_elsewhere(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services, monkeypatch
) -> None:
    shown, event_id = window
    shown.outside.stop()  # the test drives the poll by hand
    refreshed: list[object] = []
    monkeypatch.setattr(shown, "broadcast", refreshed.append)
    read: list[object] = []
    for tab in shown.event_tabs:
        monkeypatch.setattr(tab, "refresh", read.append)
    for _ in range(50):
        assert not shown.outside.check()
    # The window's own change comes back from its use case, not from the poll.
    services.rounds.report(event_id, 1, 3, "2-0")
    assert not shown.outside.check()
    assert refreshed == [] and read == []
    code = codes(services, event_id)["1"]
    on_other_connection(services, lambda other: other.floor.report(event_id, code, "1-2", PHONE_A))
    assert shown.outside.check()
    assert not shown.outside.check()  # once per batch of commits
    assert len(refreshed) == 1


def test_the_poll_waits_while_a_modal_dialog_is_open(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A fake change mark and a fake modal state: the poll as the timer runs it."""
    mark = [(object(), 1, 0, 0)]
    busy = [False]
    refreshed: list[int] = []
    connection = mark[0][0]
    watcher = OutsideChanges(
        lambda: mark[0], lambda: refreshed.append(1), busy=lambda: busy[0], interval=10
    )
    assert not watcher.check()
    mark[0] = (connection, 1, 5, 0)  # the window's own writes: not another's commit
    assert not watcher.check()
    mark[0] = (connection, 2, 5, 0)  # another connection committed
    busy[0] = True
    assert not watcher.check() and refreshed == []
    busy[0] = False
    assert watcher.check() and refreshed == [1]
    assert not watcher.check()
    watcher.start()
    mark[0] = (connection, 3, 5, 0)
    qtbot.waitUntil(lambda: refreshed == [1, 1], timeout=1000)
    watcher.stop()


def test_a_long_refresh_is_followed_by_a_rest(qtbot) -> None:  # type: ignore[no-untyped-def]
    """A refresh that took 0.25 s (a fake clock): the next waits 0.75 s more, then takes
    in everything committed meanwhile at once."""
    now = [100.0]
    mark = [(object(), 1, 0, 0)]
    connection = mark[0][0]
    refreshed: list[float] = []

    def refresh() -> None:
        refreshed.append(now[0])
        now[0] += 0.25  # what the refresh took

    watcher = OutsideChanges(lambda: mark[0], refresh, busy=lambda: False, clock=lambda: now[0])
    mark[0] = (connection, 2, 0, 0)
    assert watcher.check() and refreshed == [100.0]
    mark[0] = (connection, 3, 0, 0)
    now[0] = 100.5
    assert not watcher.check()  # resting until 100.25 + 0.75
    mark[0] = (connection, 4, 0, 0)
    now[0] = 100.99
    assert not watcher.check()
    now[0] = 101.0
    assert watcher.check() and refreshed == [100.0, 101.0]
    assert not watcher.check()  # both commits taken in by that one refresh


# --- staff decide from the list -------------------------------------------------------------


def test_accept_and_set_aside_from_the_reports_list(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    code = codes(services, event_id)
    sized = shown.rounds_tab.panel.table.columnWidth(PairingsModel.RESULT)

    def report(other: Services) -> None:
        other.floor.report(event_id, code["1"], "2-1", PHONE_A)
        other.floor.report(event_id, code["2"], "2-0", PHONE_A)
        other.floor.report(event_id, code["2"], "0-2", PHONE_B)  # the players disagree

    on_other_connection(services, report)
    qtbot.waitUntil(lambda: cell(shown, "2", PairingsModel.RESULT) == "2-0 / 0-2?", timeout=WITHIN)
    background = cell_role(shown, "2", PairingsModel.RESULT, Qt.ItemDataRole.BackgroundRole)
    assert background.color() == CONFLICT_BACKGROUND
    # Both results fit on one line: the column widened for them.
    assert shown.rounds_tab.panel.table.columnWidth(PairingsModel.RESULT) > sized
    assert shown.reports_button.text() == "Reports waiting: 3 (players disagree: 2)"
    action = shown.event_menu.floor_reports_action
    assert action.text() == "&Reports from the floor..." and action.isEnabled()
    action.trigger()
    dialog = shown.findChild(FloorReportsDialog)
    assert dialog is not None and dialog.isVisible()
    model = dialog.model
    rows = [[model.index(r, c).data() for c in range(model.columnCount())] for r in range(3)]
    players_at = {
        m.table: f"{m.player1_name} vs {m.player2_name}" for m in _round(services, event_id)
    }
    assert rows[0][:6] == ["1", "1", players_at[1], "2-1", "waiting for the opponent", "13:00:00"]
    assert rows[1][:5] == ["1", "2", players_at[2], "2-0", "players disagree"]
    assert rows[2][3:5] == ["0-2", "players disagree"] and rows[2][6] == PHONE_B
    assert model.index(1, 0).data(Qt.ItemDataRole.BackgroundRole).color() == CONFLICT_BACKGROUND
    assert dialog.summary_label.text() == "Waiting: 3. Players disagree: 2 (a judge decides)."
    # Opened from the menu: the oldest report is selected, ready for a decision.
    assert dialog.selected_report().table == "1" and dialog.accept_button.isEnabled()

    # The judge heard both players: 0-2 it is.
    dialog.table.selectRow(dialog.proxy.find(lambda row: row.report.result == "0-2"))
    assert dialog.accept_button.isEnabled()
    assert dialog.accept_selected() is not None
    assert stored_result(services, event_id, 2) == "0-2"
    assert model.rowCount() == 1  # the other report of table 2 closed with it
    assert cell(shown, "2", PairingsModel.RESULT) == "0-2"
    assert shown.reports_button.text() == "Reports waiting: 1"

    dialog.table.selectRow(0)
    assert dialog.reject_selected() is not None
    assert model.rowCount() == 0 and not shown.reports_button.isVisible()
    assert stored_result(services, event_id, 1) is None
    assert cell(shown, "1", PairingsModel.RESULT) == ""
    states = {r.action for r in services.rounds.audit_log(event_id)}
    assert {"floor.report", "floor.accept", "floor.reject"} <= states


def test_a_report_decided_elsewhere_meanwhile_is_explained(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services
) -> None:
    shown, event_id = window
    code = codes(services, event_id)["3"]
    on_other_connection(services, lambda other: other.floor.report(event_id, code, "2-0", PHONE_A))
    dialog = shown.show_floor_reports()
    assert dialog.model.rowCount() == 1
    dialog.table.selectRow(0)
    # Meanwhile a judge enters table 3's result from a phone.
    on_other_connection(services, lambda other: other.rounds.report(event_id, 1, 3, "2-1"))
    said: list[str] = []

    def read_and_close(box: QWidget) -> None:
        assert isinstance(box, QMessageBox)
        said.append(box.text())
        box.accept()

    on_next_dialog(read_and_close)
    assert dialog.accept_selected() is None
    assert said == [
        "This report no longer waits: it was accepted or set aside already, or the result "
        "was entered another way."
    ]
    assert dialog.model.rowCount() == 0  # read again all the same
    assert stored_result(services, event_id, 3) == "2-1"


def _round(services: Services, event_id: int):  # type: ignore[no-untyped-def]
    return [m for m in services.rounds.round_view(event_id, 1).matches if m.table is not None]


# --- the phones dialog: the server writes, the PIN, the policy ---------------------------------


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def test_the_server_writes_beside_the_window_and_closes_its_connection_when_stopped(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services, monkeypatch
) -> None:
    shown, event_id = window
    opened: list[Services] = []
    beside = services.beside

    def recorded() -> Services:
        other = beside()
        opened.append(other)
        return other

    monkeypatch.setattr(services, "beside", recorded)
    shown.open_to_phones()
    dialog = shown._phones
    assert dialog is not None
    dialog._host = "127.0.0.1"
    port = free_port()
    dialog.port_spin.setValue(port)
    dialog.start_button.click()
    try:

        def answered() -> bool:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/events", timeout=2) as a:
                    return json.loads(a.read())[0]["id"] == event_id
            except OSError:
                return False

        qtbot.waitUntil(answered, timeout=10000)
        assert opened == []  # the pages read through a read-only connection of their own
        # A report (this one refused) is the first thing the server writes.
        report = urllib.request.Request(
            f"http://127.0.0.1:{port}/api/events/{event_id}/reports",
            data=json.dumps({"code": "ZZZZZZ", "result": "2-0"}).encode(),
            headers={"content-type": "application/json"},
            method="POST",
        )
        with pytest.raises(urllib.error.HTTPError) as refused:
            urllib.request.urlopen(report, timeout=5)
        assert refused.value.code == 404
        refused.value.close()  # the answer's connection
        assert len(opened) == 1 and not opened[0].store.read_only
        assert opened[0].store.is_open
    finally:
        dialog.start_button.click()  # Stop
    assert not opened[0].store.is_open  # closed with the server, the window's still open
    assert services.store.is_open


def test_the_staff_pin_and_the_report_policy_in_the_phones_dialog(  # type: ignore[no-untyped-def]
    qtbot, window, services: Services, monkeypatch
) -> None:
    shown, event_id = window
    shown.open_to_phones()
    dialog = shown._phones
    assert dialog is not None
    pin = services.floor.settings(event_id).staff_pin
    assert dialog.pin_label.text() == pin and len(pin) == 6
    assert dialog.event_label.text() == "For the open event: 金曜モダン"
    assert dialog.players_policy.isChecked() and not dialog.staff_policy.isChecked()
    assert dialog.players_policy.text() == "Enter a result when both players report the same"
    # Showing the policy wrote nothing.
    assert "floor.policy" not in {r.action for r in services.rounds.audit_log(event_id)}

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.No)
    assert dialog.change_pin() is None and dialog.pin_label.text() == pin
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    dialog.change_pin_button.click()
    new = services.floor.settings(event_id).staff_pin
    assert new != pin and dialog.pin_label.text() == new
    assert not services.floor.check_pin(event_id, pin)

    dialog.staff_policy.click()
    assert services.floor.settings(event_id).policy is ReportPolicy.STAFF
    code = codes(services, event_id)["4"]
    on_other_connection(services, lambda other: other.floor.report(event_id, code, "2-0", PHONE_A))
    qtbot.waitUntil(lambda: cell(shown, "4", PairingsModel.RESULT) == "2-0?", timeout=WITHIN)
    tip = cell_role(shown, "4", PairingsModel.RESULT, Qt.ItemDataRole.ToolTipRole)
    assert tip == "Reported from a phone, not entered: held for staff."
    dialog.players_policy.click()
    assert services.floor.settings(event_id).policy is ReportPolicy.PLAYERS
    actions = [r.action for r in services.rounds.audit_log(event_id)]
    assert actions.count("floor.policy") == 2 and actions.count("floor.pin") == 1

    # No event open: nothing to show or change.
    shown.set_event(None)
    assert dialog.pin_label.text() == "—"
    assert not dialog.change_pin_button.isEnabled() and not dialog.staff_policy.isEnabled()


# --- the audit log: floor actions, who and from where -----------------------------------------


def floor_log(services: Services) -> tuple[int, str]:
    """An event whose log holds every floor action and a judge's change from a phone; the
    PIN drawn last."""
    event_id, _ = services.events.create(
        EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20))
    )
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id)
    code = {c.table: c.code for c in services.floor.slip_codes(event_id, 1)}
    services.floor.set_policy(event_id, ReportPolicy.STAFF)
    services.floor.report(event_id, code["1"], "2-1", PHONE_A)  # held for staff
    services.floor.report(event_id, code["2"], "0-2", PHONE_B)
    accepted, set_aside = (r.id for r in services.floor.open_reports(event_id))
    services.floor.accept(accepted)  # by the window
    with services.context.acting("佐藤", JUDGE_PHONE):
        services.floor.reject(set_aside)
        services.extensions.add(event_id, 1, 3, 5, ExtensionReason.JUDGE_RULING)
    pin = services.floor.change_pin(event_id)
    return event_id, pin


def details_by_action(dialog) -> dict[str, list[str]]:  # type: ignore[no-untyped-def]
    found: dict[str, list[str]] = {}
    for r in range(dialog.model.rowCount()):
        row = dialog.model.row_at(r)
        found.setdefault(row.entry.action, []).append(dialog.model.index(r, 2).data())
    return found


def test_floor_actions_in_the_audit_log_in_english(qtbot, services: Services) -> None:  # type: ignore[no-untyped-def]
    event_id, pin = floor_log(services)
    dialog = dialog_for(services, event_id)
    qtbot.addWidget(dialog)
    found = details_by_action(dialog)
    assert found["floor.report"] == [
        "Round 1, table 2: 0-2 (held for staff) — a player, device " + PHONE_B,
        "Round 1, table 1: 2-1 (held for staff) — a player, device " + PHONE_A,
    ]
    assert found["floor.policy"] == ["Hold every report for staff"]
    assert found["floor.accept"] == ["report #1"]  # the window's own: no device
    assert found["floor.reject"] == ["report #2 — 佐藤 (judge), device " + JUDGE_PHONE]
    assert found["floor.pin"] == ["The old PIN no longer works; the new one is not recorded here."]
    assert found["extensions.add"] == [
        "Round 1, table 3: +5 min (judge ruling) — 佐藤 (judge), device " + JUDGE_PHONE
    ]
    first = next(m for m in _round(services, event_id) if m.table == 1)
    assert found["result.report"] == [
        f"Round 1, table 1: {first.player1_name} vs {first.player2_name} 2-1"
    ]
    shown = [row[1] for row in shown_rows(dialog.model)]
    assert shown.count("Staff PIN changed") == 1
    assert shown.count("Reports from the floor: who confirms") == 1
    assert action_label(AuditEntry(dt.datetime.min, "floor.reject", {})) == (
        "Reported result set aside"
    )
    assert not any(pin in text for row in shown_rows(dialog.model) for text in row)


def test_floor_actions_in_the_audit_log_in_japanese(  # type: ignore[no-untyped-def]
    qtbot, services: Services, translators
) -> None:
    assert translators.install("ja")
    event_id, pin = floor_log(services)
    dialog = dialog_for(services, event_id)
    qtbot.addWidget(dialog)
    found = details_by_action(dialog)
    logged = {dialog.model.row_at(r).entry.action for r in range(dialog.model.rowCount())}
    assert {a for a in ACTION_LABELS if a.startswith("floor.")} <= logged
    assert found["floor.report"][1] == (
        "第1回戦 1卓: 2-1(スタッフの確認待ち) — プレイヤー、端末 " + PHONE_A
    )
    assert found["floor.reject"] == ["報告 #2 — 佐藤(ジャッジ)、端末 " + JUDGE_PHONE]
    assert found["floor.policy"] == ["すべての報告をスタッフの確認待ちにする"]
    assert found["floor.pin"] == [
        "以前のPINは使えなくなりました。新しいPINはここには記録されません。"
    ]
    labels = {row[1] for row in shown_rows(dialog.model)}
    assert {"フロアからの結果報告", "報告された結果を承認", "スタッフPINを変更"} <= labels
    assert_japanese(dialog)
    assert not any(pin in text for row in shown_rows(dialog.model) for text in row)


def test_the_reports_list_the_pairings_and_the_phones_dialog_in_japanese(  # type: ignore[no-untyped-def]
    qtbot, services: Services, settings: QSettings, translators
) -> None:
    assert translators.install("ja")
    event_id, _ = services.events.create(
        EventSettings(name="金曜モダン", date=dt.date(2026, 11, 20))
    )
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id)
    code = codes(services, event_id)
    shown = MainWindow(services, settings, "ja")
    qtbot.addWidget(shown)
    shown.show()
    shown.set_event(event_id)
    shown.tabs.setCurrentWidget(shown.rounds_tab)

    def report(other: Services) -> None:
        other.floor.report(event_id, code["1"], "2-1", PHONE_A)
        other.floor.report(event_id, code["2"], "2-0", PHONE_A)
        other.floor.report(event_id, code["2"], "0-2", PHONE_B)

    on_other_connection(services, report)
    qtbot.waitUntil(lambda: shown.reports_button.isVisible(), timeout=WITHIN)
    assert shown.reports_button.text() == "確認待ちの結果報告: 3(不一致: 2)"
    tip = cell_role(shown, "1", PairingsModel.RESULT, Qt.ItemDataRole.ToolTipRole)
    assert tip == "スマホから報告済み・未入力: 対戦相手の確認待ち。"
    assert_japanese(shown.rounds_tab)
    dialog = shown.show_floor_reports()
    assert dialog.windowTitle() == "フロアからの結果報告"
    assert dialog.model.index(1, 4).data() == "プレイヤーの報告が不一致"
    assert_japanese(dialog)
    shown.open_to_phones()
    phones = shown._phones
    assert phones is not None
    assert phones.staff_policy.text() == "すべての報告をスタッフの確認待ちにする"
    assert_japanese(phones)
    shown.close()
