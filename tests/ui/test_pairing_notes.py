"""The Rounds tab's Notes column: what is unusual about a table and, on hover, why."""

from __future__ import annotations

import datetime as dt

import pytest
from PySide6.QtCore import Qt

from mtrdesk.core.settings import EventSettings
from mtrdesk.ui.models.pairings_model import PairingsModel
from mtrdesk.ui.window.main_window import MainWindow
from tests.helpers.ui_helpers import SIXTEEN


@pytest.fixture
def window(qtbot, services, settings) -> MainWindow:
    shown = MainWindow(services, settings)
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    return shown


def notes_by_table(window: MainWindow) -> dict[str | None, tuple[str, str]]:
    """(label, tooltip) of the Notes cell for each row, by the Table cell's text."""
    view = window.rounds_tab.panel.table
    model = view.model()
    found = {}
    for row in range(model.rowCount()):
        table = model.index(row, PairingsModel.TABLE).data()
        cell = model.index(row, PairingsModel.NOTES)
        found[table] = (cell.data() or "", cell.data(Qt.ItemDataRole.ToolTipRole) or "")
    return found


def test_the_bye_and_a_pair_down_are_explained(qtbot, services, window, translators) -> None:
    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:5]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id, seed=1)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    services.rounds.pair_next(event_id, seed=2)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)

    notes = notes_by_table(window)
    assert notes["—"][0] == "Bye"
    assert "lowest-ranked player who has not had one" in notes["—"][1]
    downs = [cell for cell in notes.values() if cell[0].startswith("Pair-down")]
    assert [label for label, _ in downs] == ["Pair-down 3→0"]
    assert "An odd number of players have 3 points or more" in downs[0][1]
    assert [cell for table, cell in notes.items() if table not in ("—",) and not cell[0]]

    translators.install("ja")
    window.rounds_tab.reload()
    notes = notes_by_table(window)
    assert notes["—"][0] == "不戦勝"
    assert any(label == "ペアダウン 3→0" for label, _ in notes.values())
    assert any("3点以上のプレイヤーが奇数人" in tip for _, tip in notes.values())


def test_the_pairing_editor_runs_the_checker_before_saving(qtbot, services, monkeypatch) -> None:
    """A needless pair-down is named before anything is saved; answering No keeps the round."""
    from PySide6.QtWidgets import QMessageBox

    from mtrdesk.ui.dialogs.pairing import PairingDialog

    event_id, _ = services.events.create(EventSettings(name="金曜", date=dt.date(2026, 11, 20)))
    for family, given, reading in SIXTEEN[:8]:
        services.players.add(event_id, family, given, reading)
    services.rounds.pair_next(event_id, seed=1)
    for match in services.rounds.current_round(event_id).missing:
        services.rounds.report(event_id, 1, match.table, "2-0")
    services.rounds.pair_next(event_id, seed=2)
    before = services.rounds.current_round(event_id)
    dialog = PairingDialog(event_id, services.rounds, services.rounds.list_rounds(event_id)[:1])
    qtbot.addWidget(dialog)
    tables = [m for m in before.matches if m.player2 is not None]
    top, bottom = tables[0], tables[-1]  # 3 points against 0 points
    asked: list[str] = []

    def answer_no(parent, title, text, *args, **kwargs):
        asked.append(text)
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "warning", answer_no)
    dialog.first_combo.setCurrentIndex(dialog.first_combo.findData(top.player1))
    dialog.second_combo.setCurrentIndex(dialog.second_combo.findData(bottom.player1))
    dialog.apply()
    assert len(asked) == 1
    assert "The round would have 2 pair-downs where 0 are enough." in asked[0]
    assert services.rounds.current_round(event_id) == before


def test_team_rounds_note_each_seat_and_the_team_bye(qtbot, services, window) -> None:
    """Seat rows say which seat meets which (MTR 8.2); the team bye is explained."""
    from mtrdesk.core.settings import Structure
    from mtrdesk.services.teams.registration import TeamMember

    event_id, _ = services.events.create(
        EventSettings(
            name="チーム戦", date=dt.date(2026, 11, 20), structure=Structure.TEAM_OF_THREE
        )
    )
    for n in range(3):
        members = [TeamMember(f"T{n}{seat}", "Test") for seat in "ABC"]
        services.teams.add(event_id, f"チーム{n}", members)
    services.rounds.pair_next(event_id, seed=1)
    window.set_event(event_id)
    window.tabs.setCurrentWidget(window.rounds_tab)
    cells = list(notes_by_table(window).items())
    seats = [(label, tip) for table, (label, tip) in cells if label.startswith("Seat")]
    assert sorted(label for label, _ in seats) == ["Seat A", "Seat B", "Seat C"]
    assert all("plays seat" in tip and "MTR 8.2" in tip for _, tip in seats)
    assert any(label == "Bye" and "Round 1" in tip for _, (label, tip) in cells)
