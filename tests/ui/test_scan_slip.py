"""Scanning result slips: the scanner types the QR text and Enter into the scan field, the
match opens in the result entry, the result goes in, and the cursor is back for the next
slip. Slips of another event, of an earlier round, printed from a file, or not slips at
all are refused with their sentence."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from mtrdesk.core.printouts.slips import slip_code
from mtrdesk.core.results import MatchResult
from mtrdesk.core.settings import EventSettings, Structure
from mtrdesk.services.teams.registration import TeamMember
from mtrdesk.ui.dialogs.pods.result import PodResultDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import on_next_dialog

DATE = dt.date(2026, 11, 20)


def new_event(services, name: str, players: int, **changes: object) -> int:
    event_id, _ = services.events.create(EventSettings(name=name, date=DATE, **changes))
    for n in range(players):
        services.players.add(event_id, f"Player{n:02d}", "Test", player_id=f"P{n:04d}")
    return event_id


@pytest.fixture
def shown_box(monkeypatch) -> list[str]:
    """The text of every error box (``show_error``); the box is not run."""
    texts: list[str] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: texts.append(box.text()))
    return texts


def open_window(qtbot, services, settings, event_id: int) -> MainWindow:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(event_id)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    return window


def scan(qtbot, window: MainWindow, text: str) -> None:
    """F2, then what a USB scanner types: the code, then Enter."""
    window.scan_action.trigger()
    field = window.scan_bar.field
    assert field.hasFocus()
    qtbot.keyClicks(field, text)
    qtbot.keyClick(field, Qt.Key.Key_Return)


def test_a_scanned_slip_opens_its_match_and_the_result_is_stored(qtbot, services, settings) -> None:
    event_id = new_event(services, "Friday Modern", 8)
    services.rounds.pair_next(event_id)
    window = open_window(qtbot, services, settings, event_id)
    window.tabs.setCurrentWidget(window.standings_tab)  # the scorekeeper was elsewhere
    field = window.scan_bar.field
    assert "F2" in field.placeholderText()

    slips = services.printing.slips(event_id).slips[:2]
    for slip, typed in zip(slips, ["2-1", "0-2"], strict=True):
        scan(qtbot, window, slip.code)
        entry = window.rounds_tab.entry
        assert window.tabs.currentWidget() is window.rounds_tab
        assert entry.table_edit.text() == slip.table and field.text() == ""
        assert entry.match_label.text().startswith(f"{slip.player1.name} vs ")
        assert entry.result_edit.hasFocus()
        qtbot.keyClicks(entry.result_edit, typed)
        qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
        assert field.hasFocus()  # ready for the next slip
        current = services.rounds.current_round(event_id)
        stored = next(m for m in current.matches if m.label == slip.table)
        assert stored.result == MatchResult.from_text(typed)


@pytest.mark.parametrize(
    ("make_code", "expected"),
    [
        (
            lambda ids: slip_code(ids["other"], 1, "1"),
            'This slip belongs to another event, "Saturday Pioneer". Open that event first '
            "(File > Open event...), then scan the slip again.",
        ),
        (
            lambda ids: slip_code(0, 2, "1"),
            "This slip was printed from an event file by an earlier version of mtrdesk: its "
            "code does not say which event it belongs to. Type the table number in the "
            "result entry of the round, or print the slips again.",
        ),
        (
            lambda ids: slip_code(ids["event"], 1, "1"),
            "This slip is for round 1, but round 2 is being played. Enter late results on "
            "the Pairings and results tab if they must change.",
        ),
        (
            lambda ids: "4901234567894",
            'Read "4901234567894": this is not the QR code of an mtrdesk result slip. '
            "Scan the QR code on a result slip.",
        ),
    ],
    ids=["another event", "event file", "older round", "a product barcode"],
)
def test_refused_slips_say_why_and_nothing_is_stored(
    qtbot, services, settings, shown_box, make_code, expected: str
) -> None:
    event_id = new_event(services, "Friday Modern", 8)
    other = new_event(services, "Saturday Pioneer", 4)
    services.rounds.pair_next(event_id)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    services.rounds.pair_next(event_id)
    window = open_window(qtbot, services, settings, event_id)
    code = make_code({"event": event_id, "other": other})

    scan(qtbot, window, code)
    assert shown_box == [expected]
    field = window.scan_bar.field
    assert field.hasFocus() and field.selectedText() == code  # the next scan replaces it
    assert window.rounds_tab.entry.table_edit.text() == ""
    assert len(services.rounds.current_round(event_id).missing) == 4


def test_a_team_seat_match_opens_by_its_seat(qtbot, services, settings) -> None:
    event_id, _ = services.events.create(
        EventSettings(name="Team Trios", date=DATE, structure=Structure.TEAM_OF_THREE)
    )
    for n in range(4):
        members = [TeamMember(f"T{n}{seat}", "Test", player_id=f"T{n}{seat}") for seat in "ABC"]
        services.teams.add(event_id, f"Team{n}", members)
    services.rounds.pair_next(event_id)
    window = open_window(qtbot, services, settings, event_id)
    slip = next(s for s in services.printing.slips(event_id).slips if s.table.endswith("B"))
    scan(qtbot, window, slip.code)
    entry = window.rounds_tab.entry
    assert entry.table_edit.text() == slip.table and entry.result_edit.hasFocus()
    qtbot.keyClicks(entry.result_edit, "2-0")
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)
    assert window.scan_bar.field.hasFocus()
    table, seat = int(slip.table[:-1]), slip.table[-1]
    current = services.rounds.current_round(event_id)
    stored = next(m for m in current.matches if (m.table, m.seat) == (table, seat))
    assert stored.result == MatchResult(2, 0, 0)


def test_a_multiplayer_pod_opens_the_pod_result_dialog(
    qtbot, services, settings, shown_box
) -> None:
    event_id = new_event(services, "Commander Night", 8, structure=Structure.MULTIPLAYER)
    services.multiplayer.pair_next(event_id)
    window = open_window(qtbot, services, settings, event_id)
    pod = services.multiplayer.current_round(event_id).pods[1]
    seen: list[str] = []

    def pick(dialog: PodResultDialog) -> None:
        seen.append(dialog.windowTitle())
        qtbot.keyClick(dialog, Qt.Key.Key_3)  # seat 3 won
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    on_next_dialog(pick)
    scan(qtbot, window, slip_code(event_id, 1, str(pod.table)))
    assert seen == [f"Result of table {pod.table}"]
    assert window.tabs.currentWidget() is window.pod_tabs.rounds
    stored = services.multiplayer.current_round(event_id).pods[1]
    assert stored.reported and stored.winner.entry == pod.seats[2].entry
    assert shown_box == []
    # The offscreen platform does not activate the window again after the dialog; the
    # scan field is what gets the keys once it is.
    assert window.focusWidget() is window.scan_bar.field


def test_without_an_event_the_scan_field_is_off(qtbot, services, settings) -> None:
    window = MainWindow(services, settings)
    qtbot.addWidget(window)
    window.set_event(None)
    assert not window.scan_bar.field.isEnabled() and not window.scan_action.isEnabled()
