"""Issue 14, item 2: a result of an earlier round corrected in the window while a later round
exists. No result in the latest round yet: the dialog offers to pair it again, showing what
changes; with results: it lists the pairings the correction made worse. Nothing to say:
one quiet line in the status bar."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QPushButton

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.dialogs.correction import CorrectionDialog
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN, on_next_dialog


def type_slip(qtbot, entry, table: int, result: str) -> None:
    qtbot.keyClicks(entry.table_edit, str(table))
    qtbot.keyClick(entry.table_edit, Qt.Key.Key_Return)
    qtbot.keyClicks(entry.result_edit, result)
    qtbot.keyClick(entry.result_edit, Qt.Key.Key_Return)


def finish_round(services, event_id: int, number: int) -> None:
    for match in services.rounds.list_rounds(event_id)[number - 1].missing:
        services.rounds.report(event_id, number, match.table, "2-0")


@pytest.fixture
def window(qtbot, services, settings, always_yes) -> MainWindow:
    """Round 1 of eight won 2-0 at every table, round 2 paired (confirmations: Yes)."""
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id, seed=1)
    finish_round(services, event_id, 1)
    services.rounds.pair_next(event_id, seed=2)
    shown.set_event(event_id)
    shown.tabs.setCurrentWidget(shown.rounds_tab)  # where the slips are typed
    return shown


def correct_round_one(qtbot, window: MainWindow, table: int, result: str) -> None:
    tab = window.rounds_tab
    tab.round_combo.setCurrentIndex(tab.round_combo.findData(1))
    type_slip(qtbot, tab.entry, table, result)


def lines(dialog: CorrectionDialog, name: str = "correctionLines") -> list[str]:
    shown = dialog.findChild(QListWidget, name)
    return [shown.item(row).text() for row in range(shown.count())]


def tables(view) -> set[tuple]:
    return {(m.table, m.player1, m.player2) for m in view.matches}


def pairs(services, event_id: int, number: int) -> set[frozenset]:
    view = services.rounds.list_rounds(event_id)[number - 1]
    return {frozenset((m.player1, m.player2)) for m in view.matches}


def test_pairing_the_latest_round_again_from_the_dialog(qtbot, services, window) -> None:
    event_id = window.rounds_tab.event_id
    before = pairs(services, event_id, 2)
    seen: dict[str, object] = {}

    def pair_again(dialog) -> None:
        seen["dialog"] = type(dialog)
        seen["title"] = dialog.windowTitle()
        seen["intro"] = dialog.findChild(QLabel, "correctionIntro").text()
        seen["lines"] = lines(dialog)
        seen["proposed"] = dialog.review.proposal.proposed
        qtbot.mouseClick(dialog.findChild(QPushButton, "repairButton"), Qt.MouseButton.LeftButton)

    on_next_dialog(pair_again)
    correct_round_one(qtbot, window, 1, "0-2")
    assert seen["dialog"] is CorrectionDialog
    assert seen["title"] == "Pair Round 2 again?"
    assert seen["intro"] == (
        "Round 2 has no results yet. The correction changes its best pairings:"
    )
    # Each new pair names its table, both players with their points, and the tables now.
    first = services.rounds.list_rounds(event_id)[0].at_table(1)
    assert any(
        line.startswith("Table ") and f"{first.player1_name} (0)" in line and "(now " in line
        for line in seen["lines"]
    )
    # Saved exactly as shown, and the tab shows the new round 2.
    after = services.rounds.list_rounds(event_id)[1]
    assert {(m.table, m.player1, m.player2) for m in after.matches} == {
        (p.table, p.player1, p.player2) for p in seen["proposed"]
    }
    assert pairs(services, event_id, 2) != before
    tab = window.rounds_tab
    assert tab.selected_round_number() == 2
    assert {frozenset((m.player1, m.player2)) for m in tab.selected_round().matches} == pairs(
        services, event_id, 2
    )
    assert window.statusBar().currentMessage() == "Round 2 paired again after the correction."
    assert services.rounds.audit_log(event_id)[-1].detail["corrected_round"] == 1


def test_keeping_the_pairings_changes_nothing(qtbot, services, window) -> None:
    event_id = window.rounds_tab.event_id
    before = services.rounds.list_rounds(event_id)[1]

    seen = []

    def keep(dialog) -> None:  # record, then close: an assertion here would leave it open
        seen.append(dialog.windowTitle())
        qtbot.mouseClick(dialog.findChild(QPushButton, "keepButton"), Qt.MouseButton.LeftButton)

    on_next_dialog(keep)
    correct_round_one(qtbot, window, 1, "0-2")
    assert seen == ["Pair Round 2 again?"]
    assert tables(services.rounds.list_rounds(event_id)[1]) == tables(before)
    assert services.rounds.audit_log(event_id)[-1].action == "result.report"


def test_a_played_round_lists_the_pairings_made_worse(qtbot, services, window) -> None:
    event_id = window.rounds_tab.event_id
    finish_round(services, event_id, 2)
    window.rounds_tab.reload()
    round_two = services.rounds.list_rounds(event_id)[1]
    seen: dict[str, object] = {}

    def read(dialog) -> None:
        seen["title"] = dialog.windowTitle()
        seen["intro"] = dialog.findChild(QLabel, "correctionIntro").text()
        seen["lines"] = lines(dialog)
        seen["advice"] = dialog.findChild(QLabel, "correctionAdvice").text()
        seen["repair"] = dialog.findChild(QPushButton, "repairButton")
        qtbot.mouseClick(dialog.findChild(QPushButton, "okButton"), Qt.MouseButton.LeftButton)

    on_next_dialog(read)
    correct_round_one(qtbot, window, 1, "0-2")
    assert seen["title"] == "Pairings made worse by the correction"
    assert seen["repair"] is None  # played: nothing to pair again
    assert seen["intro"] == "The correction of Round 1 made these pairings of Round 2 worse:"
    first = services.rounds.list_rounds(event_id)[0].at_table(1)
    table = next(m for m in round_two.matches if first.player1 in (m.player1, m.player2))
    assert any(
        line.startswith(f"Table {table.table}: ") and "(now a pair-down)" in line
        for line in seen["lines"]
    )
    assert "Round 2 would have been paired better" in "\n".join(seen["lines"])
    assert "their pairings and results stand" in seen["advice"]
    assert tables(services.rounds.list_rounds(event_id)[1]) == tables(round_two)  # they stand


def test_a_correction_that_changes_nothing_says_so_quietly(
    qtbot, services, window, monkeypatch
) -> None:
    opened = []
    monkeypatch.setattr(CorrectionDialog, "exec", lambda dialog: opened.append(dialog) or 0)
    correct_round_one(qtbot, window, 1, "2-1")  # game wins only: match points stay
    assert window.statusBar().currentMessage() == (
        "The correction does not change the best pairings of Round 2."
    )
    assert opened == []
